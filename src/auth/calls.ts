/**
 * The requests the logins make outside the API, as calls (kind, label, hints): the GitHub OIDC
 * token, the AWS credentials, and the token of a cloud VM's metadata server. Their hints go
 * before every shared one: those would match their failures (no HTTP status) too.
 */
import { call } from '../api/endpoint.js';
import { byAdapter, ref, words } from '../errors/words.js';

export const GITHUB_ID_TOKEN = call({
  kind: 'github:id-token',
  label: 'request the GitHub OIDC token',
  hints: [
    {
      before: 'access',
      hint: "GitHub's OIDC token service did not give a token: re-run the job; if it persists, check the runner's connection to GitHub and that the job has `permissions: id-token: write`.",
    },
  ],
});

/** Where the AWS credentials of `method: aws-iam` come from, by the source that failed. */
export const AWS_CALLS = {
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
};

export const AZURE_TOKEN = call({
  kind: 'azure:token',
  label: "request the VM's managed identity token from the Azure instance metadata service",
  hints: [
    {
      before: 'transport',
      status: ['network'],
      hint: "Run the job on an Azure VM or scale set runner with a managed identity (a runner in a container must reach 169.254.169.254), or set AZURE_POD_IDENTITY_AUTHORITY_HOST to the identity endpoint's address.",
    },
    {
      before: 'transport',
      status: [400],
      text: /identity not found/i,
      hint: words`The VM has no managed identity (or none with ${ref('azure-client-id')}): turn on the VM's system-assigned identity, or attach the user-assigned one and set ${ref('azure-client-id')} to its client id.`,
    },
    {
      before: 'transport',
      status: [400],
      text: /invalid_resource|AADSTS500011|AADSTS50001\b/,
      hint: words`Set ${ref('azure-resource')} to the resource configured on the identity's Azure auth (https://management.azure.com/ unless you changed it): the VM's tenant has no resource by that name.`,
    },
    {
      before: 'transport',
      status: [404, 408, 410, 429, 'server'],
      hint: words`The instance metadata service is busy or updating: re-run the job, or raise ${ref('retries')}.`,
    },
    {
      before: 'transport',
      hint: words`Check ${ref('azure-resource')} and ${ref('azure-client-id')}, and that the VM has a managed identity (AZURE_POD_IDENTITY_AUTHORITY_HOST, when set, must be the identity endpoint's address).`,
    },
  ],
});

export const GCP_ID_TOKEN = call({
  kind: 'gcp:id-token',
  label: "request the VM's service account ID token from the GCP metadata server",
  hints: [
    {
      before: 'transport',
      status: ['network'],
      hint: "Run the job on a Compute Engine VM (or GKE node) runner with a service account, or set GCE_METADATA_HOST to the metadata server's host:port.",
    },
    {
      before: 'transport',
      codes: ['NOT_METADATA'],
      hint: 'Check GCE_METADATA_HOST (and GCE_METADATA_IP): they must name the metadata server, or be unset on a Compute Engine VM.',
    },
    {
      before: 'transport',
      status: [404],
      hint: "Attach a service account to the VM (or its instance template); on GKE with Workload Identity, bind the pod's Kubernetes service account to a Google service account.",
    },
    {
      before: 'transport',
      status: [429, 'server'],
      hint: words`The metadata server is busy or failing: re-run the job, or raise ${ref('retries')}.`,
    },
    {
      before: 'transport',
      hint: "Check that the runner is a Compute Engine VM with a service account (GCE_METADATA_HOST, when set, must be the metadata server's host:port).",
    },
  ],
});

/** Every call the logins make outside the API. */
export const AUTH_CALLS = [
  GITHUB_ID_TOKEN,
  ...Object.values(AWS_CALLS),
  AZURE_TOKEN,
  GCP_ID_TOKEN,
] as const;
