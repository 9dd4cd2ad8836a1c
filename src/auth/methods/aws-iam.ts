/**
 * `method: aws-iam`: the job's AWS credentials, found as the AWS SDK's default chain finds them,
 * prove who the job is by a signed STS `GetCallerIdentity` request.
 */
import { call } from '../../api/endpoint.js';
import { byAdapter, words } from '../../errors/words.js';
import type { AwsIamLoginRequest } from '../aws-signature.js';
import type { AwsCalls } from '../aws-sources.js';
import {
  checkIdentityId,
  loggedIn,
  loginEndpoint,
  loginMethod,
  requireIdentityId,
} from '../method.js';

export const login = loginEndpoint<{ identityId: string } & AwsIamLoginRequest, 'login:aws-iam'>({
  kind: 'login:aws-iam',
  label: 'AWS IAM login',
  path: '/api/v1/auth/aws-auth/login',
  hints: [
    { before: 'access', status: [404, 500], hint: checkIdentityId('AWS') },
    {
      before: 'access',
      text: /region/i,
      hint: byAdapter(
        'Set `aws-region` of aws-actions/configure-aws-credentials (or AWS_REGION) to a region such as us-east-1.',
        'Set AWS_REGION (or AWS_DEFAULT_REGION) to a region such as us-east-1.',
      ),
    },
    {
      before: 'access',
      text: /account|principal/i,
      hint: "The identity's AWS auth does not accept these AWS credentials: compare its allowed account ids and principal ARNs with the role or user the job's credentials belong to.",
    },
    {
      before: 'access',
      status: [401, 403],
      hint: words`AWS did not accept the signed request: check that the job's AWS credentials are current (${byAdapter('one aws-actions/configure-aws-credentials step', 'the AWS variables or profile')}, or the runner's role), and check the runner clock.`,
    },
  ],
});

/**
 * Where the AWS credentials come from, by the source that failed. Their hints go before every
 * shared one: those would match their failures (no HTTP status) too.
 */
export const awsCalls = {
  credentials: call({
    kind: 'aws:credentials',
    label: 'find AWS credentials',
    hints: [
      {
        before: 'transport',
        codes: ['NO_CREDENTIALS'],
        hint: byAdapter(
          'Run aws-actions/configure-aws-credentials before this step (with `role-to-assume` or access keys), or give the runner AWS credentials of its own: an EC2 instance profile, an IAM role for its Kubernetes service account (EKS IRSA), an ECS task role, or AWS_PROFILE naming a profile in the shared config files.',
          "Give the job AWS credentials: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (with AWS_SESSION_TOKEN for temporary ones), a web identity token (AWS_WEB_IDENTITY_TOKEN_FILE and AWS_ROLE_ARN), AWS_PROFILE naming a profile in the shared config files, or the machine's own: an EC2 instance profile, an IAM role for its Kubernetes service account (EKS IRSA), an ECS task role.",
        ),
      },
      {
        before: 'transport',
        hint: "Check the job's AWS configuration: the variables and files named above.",
      },
    ],
  }),
  profile: call({
    kind: 'aws:profile',
    label: 'get AWS credentials with the AWS profile',
    hints: [
      {
        before: 'transport',
        hint: 'Check the profile (AWS_PROFILE, or `default`) in the shared config and credentials files (AWS_CONFIG_FILE, AWS_SHARED_CREDENTIALS_FILE): static keys, or `role_arn` with `source_profile` or `credential_source`, and that the source may assume the role.',
      },
    ],
  }),
  webIdentity: call({
    kind: 'aws:web-identity',
    label: 'get AWS credentials with the web identity token (STS AssumeRoleWithWebIdentity)',
    hints: [
      {
        before: 'transport',
        text: /InvalidIdentityToken|ExpiredToken|IDPRejectedClaim/,
        hint: "STS did not accept the token in AWS_WEB_IDENTITY_TOKEN_FILE: the role's trust policy must name its issuer (the cluster's OIDC provider, registered in IAM) and audience (sts.amazonaws.com), and the token must be current.",
      },
      {
        before: 'transport',
        text: /AccessDenied/,
        hint: "The role in AWS_ROLE_ARN does not let this identity assume it: its trust policy must allow sts:AssumeRoleWithWebIdentity for the token's subject (for EKS, system:serviceaccount:<namespace>:<service account>).",
      },
      {
        before: 'transport',
        hint: 'Check AWS_WEB_IDENTITY_TOKEN_FILE (a readable token file, as EKS mounts it for IRSA) and AWS_ROLE_ARN, and that the runner reaches STS (AWS_REGION, AWS_ENDPOINT_URL_STS, a proxy).',
      },
    ],
  }),
  container: call({
    kind: 'aws:container',
    label: 'get AWS credentials from the container credentials endpoint',
    hints: [
      {
        before: 'transport',
        hint: 'Check AWS_CONTAINER_CREDENTIALS_FULL_URI or AWS_CONTAINER_CREDENTIALS_RELATIVE_URI and the authorization token: the ECS task (or EKS pod identity) needs a role, and a full URI must be on loopback or the container credentials address.',
      },
    ],
  }),
} satisfies AwsCalls;

export const awsIam = loginMethod({
  name: 'aws-iam',
  label: 'AWS IAM',
  inputs: ['identity-id'],
  calls: [login, ...Object.values(awsCalls)],
  // The AWS credentials come from the environment, read when logging in.
  read: ({ read }) => ({ identityId: requireIdentityId(read, 'aws-iam', 'AWS') }),
  async login(credentials, deps) {
    // Found as the AWS SDK's default chain finds them, masked at once. Signed locally: only the
    // signed request leaves the runner, never the secret key. This code is a chunk of its own
    // in the bundle, read only on this path (and the AWS SDK another, read only when needed).
    const [{ findAwsCredentials }, { signGetCallerIdentity }] = await Promise.all([
      import('../aws-credentials.js'),
      import('../aws-signature.js'),
    ]);
    const aws = await findAwsCredentials({
      calls: awsCalls,
      env: deps.env,
      mask: deps.mask,
      timeoutMs: deps.timeoutMs,
      caCertificate: deps.caCertificate,
      debug: deps.debug,
      warning: deps.warning,
    });
    const signed = signGetCallerIdentity(
      aws.credentials,
      aws.region,
      new Date((deps.now ?? Date.now)()),
    );
    return loggedIn(
      deps.client.call(login, { identityId: credentials.identityId, ...signed }),
      deps.mask,
    );
  },
});
