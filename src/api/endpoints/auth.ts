/**
 * Logins and the access token's renewal and revoke: sent without the access token, and safe to
 * repeat (a login only mints another short-lived token; a revoke of a revoked token changes
 * nothing). Their routes have not changed.
 */
import { AnswerShapeError, object, string } from '../answers.js';
import { endpoint, type HintRule } from '../endpoint.js';
import { byAdapter, ref, words, type Text } from '../../errors/words.js';

export interface AccessTokenResponse {
  accessToken: string;
  expiresIn: number;
  accessTokenMaxTTL: number;
  tokenType: string;
}

/** The body of a login with a token from elsewhere (OIDC, Kubernetes, JWT, Azure, GCP). */
export interface MachineLogin {
  identityId: string;
  jwt: string;
}

/** The body of an AWS IAM login: a signed `GetCallerIdentity` request. */
export interface AwsIamLogin {
  identityId: string;
  iamHttpRequestMethod: string;
  iamRequestBody: string;
  iamRequestHeaders: string;
}

/** A login or renewal: a non-empty access token. */
function accessToken(body: unknown): AccessTokenResponse {
  const top = object(body, '');
  string(top, 'accessToken', '');
  if (top.accessToken === '') throw new AnswerShapeError('accessToken', 'empty');
  return top as unknown as AccessTokenResponse;
}

/** A POST of `body` to `path`, answered with an access token. */
const login = <In extends object, const K extends string>(
  kind: K,
  label: string,
  path: string,
  hints?: readonly HintRule[],
) =>
  endpoint<In, AccessTokenResponse, K>({
    kind,
    label,
    login: true,
    safeToRepeat: true,
    generations: [{ route: (body) => ({ method: 'POST', path, body }), answer: accessToken }],
    ...(hints ? { hints } : {}),
  });

const identityId = (auth: string): Text =>
  words`Check ${ref('identity-id')}: it must be the id (a UUID) of a machine identity with ${auth} auth configured.`;

export const auth = {
  universal: login<{ clientId: string; clientSecret: string }, 'login:universal'>(
    'login:universal',
    'universal-auth login',
    '/api/v1/auth/universal-auth/login',
    [
      {
        before: 'access',
        status: [404],
        hint: words`No machine identity has this ${ref('client-id')}: check it (and ${ref('domain')}, for EU or self-hosted servers).`,
      },
      {
        before: 'access',
        status: [401],
        hint: words`Check ${ref('client-secret')}: it may be wrong, expired or revoked. Create a new client secret for the identity.`,
      },
    ],
  ),
  oidc: login<MachineLogin, 'login:oidc'>(
    'login:oidc',
    'OIDC login',
    '/api/v1/auth/oidc-auth/login',
    [
      {
        before: 'access',
        text: /audience/i,
        hint: words`Set ${ref('oidc-audience')} to the audience configured on the identity's OIDC auth.`,
      },
      {
        before: 'access',
        text: /subject|claim/i,
        hint: "The identity's OIDC auth does not accept this workflow: compare its bound subject and claims with this repository, branch and environment.",
      },
      { before: 'access', status: [404, 500], hint: identityId('OIDC') },
    ],
  ),
  awsIam: login<AwsIamLogin, 'login:aws-iam'>(
    'login:aws-iam',
    'AWS IAM login',
    '/api/v1/auth/aws-auth/login',
    [
      { before: 'access', status: [404, 500], hint: identityId('AWS') },
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
  ),
  kubernetes: login<MachineLogin, 'login:kubernetes'>(
    'login:kubernetes',
    'Kubernetes login',
    '/api/v1/auth/kubernetes-auth/login',
    [
      { before: 'access', status: [404], hint: identityId('Kubernetes') },
      {
        before: 'access',
        status: [500],
        hint: words`Check ${ref('identity-id')} (the UUID of a machine identity with Kubernetes auth); if it is right, the server may not reach the cluster's API server (the identity's Kubernetes host).`,
      },
      {
        before: 'access',
        text: /namespace not allowed|name not allowed/i,
        hint: "The identity's Kubernetes auth does not allow this pod's service account: add its namespace and name to the allowed namespaces and service account names, or run the runner pods under an allowed service account.",
      },
      {
        before: 'access',
        text: /audience/i,
        hint: words`The service-account token lacks the identity's allowed audience: mount a projected token with that audience and point ${ref('kubernetes-token-path')} at it, or clear the allowed audience.`,
      },
      {
        before: 'access',
        status: [401],
        hint: words`The cluster did not accept the service-account token: check that ${ref('kubernetes-token-path')} is the pod's current token, and the identity's Kubernetes host, CA certificate and token reviewer (it needs the system:auth-delegator role).`,
      },
    ],
  ),
  jwt: login<MachineLogin, 'login:jwt'>('login:jwt', 'JWT login', '/api/v1/auth/jwt-auth/login', [
    { before: 'access', status: [404, 500], hint: identityId('JWT') },
    {
      before: 'access',
      text: /issuer/i,
      hint: "The JWT's issuer (`iss`) is not the bound issuer of the identity's JWT auth: compare them.",
    },
    {
      before: 'access',
      text: /audience/i,
      hint: "The JWT's audience (`aud`) is not one of the bound audiences of the identity's JWT auth: issue the token for that audience, or change the bound audiences.",
    },
    {
      before: 'access',
      text: /subject/i,
      hint: "The JWT's subject (`sub`) does not match the bound subject of the identity's JWT auth: compare them.",
    },
    {
      before: 'access',
      text: /claim mismatch|has no \S+ field/i,
      hint: "The JWT's claims do not match the bound claims of the identity's JWT auth: compare the claim the server names.",
    },
    {
      before: 'access',
      status: [401],
      hint: words`The JWT in ${ref('jwt')} is malformed, expired, or not signed by a key the identity's JWT auth trusts (its JWKS URL or public keys): pass a fresh token from the configured issuer.`,
    },
  ]),
  azure: login<MachineLogin, 'login:azure'>(
    'login:azure',
    'Azure login',
    '/api/v1/auth/azure-auth/login',
    [
      { before: 'access', status: [404], hint: identityId('Azure') },
      {
        before: 'access',
        status: [500],
        hint: words`Check ${ref('identity-id')} (the UUID of a machine identity with Azure auth); if it is right, the server could not check the token (it fetches the tenant's signing keys from login.microsoftonline.com).`,
      },
      {
        before: 'access',
        text: /audience/i,
        hint: words`The token's audience is ${ref('azure-resource')}: set it to the resource configured on the identity's Azure auth (the server's message names it).`,
      },
      {
        before: 'access',
        text: /issuer|tenant/i,
        hint: "The VM's managed identity belongs to another Microsoft Entra tenant than the one configured on the identity's Azure auth: set the tenant id there to the VM's tenant.",
      },
      {
        before: 'access',
        text: /service principal/i,
        hint: "Add the managed identity's object (principal) id, named in the message, to the allowed service principal ids of the identity's Azure auth.",
      },
      {
        before: 'access',
        status: [401, 403],
        hint: "The server did not accept the managed identity token: check the tenant id configured on the identity's Azure auth, and re-run the job (the token may have expired).",
      },
    ],
  ),
  gcpIdToken: login<MachineLogin, 'login:gcp-id-token'>(
    'login:gcp-id-token',
    'GCP ID token login',
    '/api/v1/auth/gcp-auth/login',
    [
      {
        before: 'access',
        status: [404],
        hint: words`Check ${ref('identity-id')}: it must be the id (a UUID) of a machine identity with GCP auth (type ID token) configured.`,
      },
      {
        before: 'access',
        status: [500],
        hint: words`Check ${ref('identity-id')} (the UUID of a machine identity with GCP auth); if it is right, the server refused the ID token without saying why: it answers 500 for an expired token, one for another audience, or when it cannot fetch Google's certificates (see the server's log).`,
      },
      {
        before: 'access',
        text: /service account identifier|IAM token/i,
        hint: words`The identity's GCP auth is of type IAM, which takes a signed service-account JWT: ${ref('method', 'gcp-id-token')} needs GCP auth of type ID token (GCE).`,
      },
      {
        before: 'access',
        text: /service account not allowed/i,
        hint: "Add the VM's service account (its e-mail) to the allowed service accounts of the identity's GCP auth, or run the VM as one of them.",
      },
      {
        before: 'access',
        text: /project not allowed/i,
        hint: "Add the VM's project id to the allowed projects of the identity's GCP auth.",
      },
      {
        before: 'access',
        text: /zone not allowed/i,
        hint: "Add the VM's zone to the allowed zones of the identity's GCP auth.",
      },
      {
        before: 'access',
        status: [401, 403],
        hint: "The server did not accept the VM's ID token: compare the identity's GCP auth (type ID token, allowed service accounts, projects and zones) with this VM.",
      },
    ],
  ),
  renew: endpoint({
    kind: 'token:renew',
    label: 'renew access token',
    login: true,
    safeToRepeat: true,
    generations: [
      {
        route: (accessToken: string) => ({
          method: 'POST',
          path: '/api/v1/auth/token/renew',
          body: { accessToken },
        }),
        answer: accessToken,
      },
    ],
  }),
  revoke: endpoint({
    kind: 'token:revoke',
    label: 'revoke access token',
    login: true,
    safeToRepeat: true,
    generations: [
      {
        route: (accessToken: string) => ({
          method: 'POST',
          path: '/api/v1/auth/token/revoke',
          body: { accessToken },
        }),
        // Its answer says nothing the action uses.
        answer: () => undefined,
      },
    ],
  }),
};
