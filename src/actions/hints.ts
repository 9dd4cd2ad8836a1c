import type { ApiError } from '../api/errors.js';

/** What the user can do about a failed call: one sentence, chosen from the status and message. */
export function hintFor(error: ApiError): string {
  const {
    status,
    serverMessage = '',
    serverError = '',
    operation,
    code,
    retryAfterSeconds,
  } = error.details;
  const text = `${serverMessage} ${serverError}`;
  const login = /login/.test(operation);
  if (status === undefined) {
    if (code === 'ETIMEDOUT')
      return 'Check that `domain` is reachable from the runner, or raise `timeout`.';
    if (code === 'CERT')
      return 'Set `ca-certificate` to the PEM of the CA that signed the server certificate.';
    return "Check `domain` and the runner's network (and HTTPS_PROXY / NO_PROXY if a proxy is in the way).";
  }
  if (status === 429) {
    const wait =
      retryAfterSeconds !== undefined ? ` (the server asked for ${retryAfterSeconds} s)` : '';
    return `The server's rate limit was hit${wait}. Fewer jobs at once, fewer \`secret-path\`s, or more \`retries\` help.`;
  }
  if (status >= 300 && status < 400) return 'Set `domain` to the final address of the server.';
  if (/oidc/i.test(operation)) {
    if (/audience/i.test(text))
      return "Set `oidc-audience` to the audience configured on the identity's OIDC auth.";
    if (/subject|claim/i.test(text)) {
      return "The identity's OIDC auth does not accept this workflow: compare its bound subject and claims with this repository, branch and environment.";
    }
    if (status === 404 || status === 500)
      return 'Check `identity-id`: it must be the id (a UUID) of a machine identity with OIDC auth configured.';
  }
  if (/aws/i.test(operation)) {
    if (status === 404 || status === 500)
      return 'Check `identity-id`: it must be the id (a UUID) of a machine identity with AWS auth configured.';
    if (/region/i.test(text))
      return 'Set `aws-region` of aws-actions/configure-aws-credentials (or AWS_REGION) to a region such as us-east-1.';
    if (/account|principal/i.test(text)) {
      return "The identity's AWS auth does not accept these AWS credentials: compare its allowed account ids and principal ARNs with the role or user the job's credentials belong to.";
    }
    if (status === 401 || status === 403) {
      return 'AWS did not accept the signed request: use AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN from one aws-actions/configure-aws-credentials step, before they expire (and check the runner clock).';
    }
  }
  if (/kubernetes/i.test(operation)) {
    const hint = kubernetesLoginHint(status, text);
    if (hint) return hint;
  }
  if (/jwt/i.test(operation)) {
    const hint = jwtLoginHint(status, text);
    if (hint) return hint;
  }
  if (login && operation.startsWith('universal')) {
    if (status === 404)
      return 'No machine identity has this `client-id`: check it (and `domain`, for EU or self-hosted servers).';
    if (status === 401)
      return 'Check `client-secret`: it may be wrong, expired or revoked. Create a new client secret for the identity.';
  }
  if (status === 401 && /token missing/i.test(text))
    return 'No credentials were sent: check the authentication inputs.';
  if (status === 401 || status === 422 || /ValidationFailure/.test(serverError)) {
    return "The server rejected the request's fields (see above): check the inputs it names.";
  }
  if (status === 403 && /TokenError/.test(serverError)) {
    return 'The access token is malformed, expired or revoked: log in again or pass a fresh `access-token`.';
  }
  if (status === 403 && /not a member/i.test(text)) {
    return 'Add the machine identity to the project (Project → Access Control → Machine Identities) with a role that allows this.';
  }
  if (status === 403)
    return "The identity's role does not allow this: grant it a role with that permission.";
  const management = managementHint(operation, status, text);
  if (management) return management;
  if (status === 404 && /secrets/.test(operation))
    return 'Check `project-id` / `project-slug` and `env-slug`.';
  if (status === 404)
    return 'Check the ids and paths in the inputs: the server did not find what they name.';
  if (status === 500 && /something went wrong/i.test(serverMessage)) {
    return 'The server could not process an id: check that the ids (identity, project, membership) and the project slug exist and are spelled right.';
  }
  if (status >= 500) return "The server is failing. Try again later, or check the server's health.";
  return "Check the inputs named in the server's message.";
}

/**
 * A refused Kubernetes login. The server has the cluster's TokenReview API check the pod's token,
 * then compares its namespace, service-account name and audience with the identity's config.
 */
function kubernetesLoginHint(status: number, text: string): string | undefined {
  if (status === 404) {
    return 'Check `identity-id`: it must be the id (a UUID) of a machine identity with Kubernetes auth configured.';
  }
  if (status === 500) {
    return "Check `identity-id` (the UUID of a machine identity with Kubernetes auth); if it is right, the server may not reach the cluster's API server (the identity's Kubernetes host).";
  }
  if (/namespace not allowed|name not allowed/i.test(text)) {
    return "The identity's Kubernetes auth does not allow this pod's service account: add its namespace and name to the allowed namespaces and service account names, or run the runner pods under an allowed service account.";
  }
  if (/audience/i.test(text)) {
    return "The service-account token lacks the identity's allowed audience: mount a projected token with that audience and point `kubernetes-token-path` at it, or clear the allowed audience.";
  }
  if (status === 401) {
    return "The cluster did not accept the service-account token: check that `kubernetes-token-path` is the pod's current token, and the identity's Kubernetes host, CA certificate and token reviewer (it needs the system:auth-delegator role).";
  }
  return undefined;
}

/** A refused JWT login: the server checks the signature, then issuer, subject, audience, claims. */
function jwtLoginHint(status: number, text: string): string | undefined {
  if (status === 404 || status === 500) {
    return 'Check `identity-id`: it must be the id (a UUID) of a machine identity with JWT auth configured.';
  }
  if (/issuer/i.test(text)) {
    return "The JWT's issuer (`iss`) is not the bound issuer of the identity's JWT auth: compare them.";
  }
  if (/audience/i.test(text)) {
    return "The JWT's audience (`aud`) is not one of the bound audiences of the identity's JWT auth: issue the token for that audience, or change the bound audiences.";
  }
  if (/subject/i.test(text)) {
    return "The JWT's subject (`sub`) does not match the bound subject of the identity's JWT auth: compare them.";
  }
  if (/claim mismatch|has no \S+ field/i.test(text)) {
    return "The JWT's claims do not match the bound claims of the identity's JWT auth: compare the claim the server names.";
  }
  if (status === 401) {
    return "The JWT in `jwt` is malformed, expired, or not signed by a key the identity's JWT auth trusts (its JWKS URL or public keys): pass a fresh token from the configured issuer.";
  }
  return undefined;
}

/** Hints for the management sub-actions, whose refusals name inputs the generic hints cannot. */
function managementHint(operation: string, status: number, text: string): string | undefined {
  if (status === 200 && /membership/.test(operation)) {
    return "Run this step with user credentials: `method: token` with a user's access token, or `api-key`.";
  }
  if (/secret import/.test(operation)) {
    if (/cyclic/i.test(text)) {
      return 'The source (`import-env-slug`, `import-path`) already imports this folder, and imports cannot form a cycle: pick another source or remove that import first.';
    }
    if (/secret import.*not found/i.test(text)) {
      return 'Check `secret-import-id`: no import with this id lives in `env-slug` at `secret-path` (`operation: list` shows the ids there).';
    }
    if (status === 404 && /folder/i.test(text)) {
      return 'The folder at `env-slug` / `secret-path` (where the import lives) does not exist: create it first, or fix those inputs.';
    }
    if (status === 404)
      return 'Check `import-env-slug`: the source environment must exist in the project (and `env-slug` too).';
  }
  if (operation === 'create project' && status === 500) {
    return 'A project with this `project-slug` may already exist (the server answers a duplicate slug this way): pick another slug, or leave it out to get a generated one.';
  }
  if (/environment/.test(operation) && status === 400 && /already exist/i.test(text)) {
    return 'The project already has an environment with this `environment-slug`: pick another slug.';
  }
  if (operation === 'create tag' && status === 400 && /already exist/i.test(text)) {
    return 'The project already has a tag with this `tag-slug`: pick another slug (`operation: list` shows them).';
  }
  if (operation === 'delete environment' && status === 404) {
    return 'Check `environment-id`: the project has no environment with this id (was it deleted already?).';
  }
  if (/universal-auth configuration/.test(operation) && status === 404) {
    return 'Check `target-identity-id`: it must be the id of a machine identity in the organization of these credentials.';
  }
  if (operation === 'get project by slug' && status === 404)
    return 'Check `project-slug`: no project with this slug was found.';
  return undefined;
}
