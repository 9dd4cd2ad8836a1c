import type { RetryNotice } from '../api/caller.js';
import type { InfisicalClient } from '../api/client.js';
import type { RetryPolicy } from '../api/retry.js';
import type { Transport } from '../api/transport.js';
import { auth } from '../api/endpoints/index.js';
import type { AccessTokenResponse } from '../api/endpoints/auth.js';
import type { Credentials } from './credentials.js';
import { requestGitHubIdToken } from './github-oidc.js';

export interface Session {
  /** Undefined when only an API key is used. */
  readonly accessToken?: string;
  /** True when the action logged in, so the token is its own to revoke. */
  readonly obtained: boolean;
}

export interface AuthDeps {
  client: InfisicalClient;
  transport: Transport;
  env: Readonly<Record<string, string | undefined>>;
  mask: (value: string) => void;
  timeoutMs: number;
  /** `ca-certificate`, for requests made outside the API client (the AWS SDK's STS calls). */
  caCertificate?: string;
  /** Retry timing for requests made outside the API client (the GitHub OIDC token). */
  retry?: Partial<RetryPolicy>;
  onRetry?: (notice: RetryNotice) => void;
  /** Clock of the AWS request signature (milliseconds since the epoch). */
  now?: () => number;
  /** Debug lines (where the AWS credentials came from); never a credential. */
  debug?: (line: string) => void;
  /** Warnings about the job's configuration (two AWS credential sources set). */
  warning?: (text: string) => void;
}

/** Gets an access token for the configured method and sets it on the client. */
export async function authenticate(credentials: Credentials, deps: AuthDeps): Promise<Session> {
  const { client, mask } = deps;
  let session: Session;
  switch (credentials.method) {
    case 'universal': {
      const answer = await client.call(auth.universal, {
        clientId: credentials.clientId,
        clientSecret: credentials.clientSecret,
      });
      mask(answer.accessToken);
      session = { accessToken: answer.accessToken, obtained: true };
      break;
    }
    case 'oidc': {
      const jwt = await requestGitHubIdToken({
        env: deps.env,
        transport: deps.transport,
        audience: credentials.audience,
        timeoutMs: deps.timeoutMs,
        retry: deps.retry,
        onRetry: deps.onRetry,
      });
      mask(jwt);
      const answer = await client.call(auth.oidc, { identityId: credentials.identityId, jwt });
      mask(answer.accessToken);
      session = { accessToken: answer.accessToken, obtained: true };
      break;
    }
    case 'aws-iam': {
      // Found as the AWS SDK's default chain finds them, masked at once. Signed locally: only the
      // signed request leaves the runner, never the secret key. This code is a chunk of its own
      // in the bundle, read only on this path (and the AWS SDK another, read only when needed).
      const [{ findAwsCredentials }, { signGetCallerIdentity }] = await Promise.all([
        import('./aws-credentials.js'),
        import('./aws-iam.js'),
      ]);
      const aws = await findAwsCredentials({
        env: deps.env,
        mask,
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
      const answer = await client.call(auth.awsIam, {
        identityId: credentials.identityId,
        ...signed,
      });
      mask(answer.accessToken);
      session = { accessToken: answer.accessToken, obtained: true };
      break;
    }
    case 'kubernetes':
    case 'jwt': {
      // The token was masked when the settings read it (from the file, or the `jwt` input).
      const body = { identityId: credentials.identityId, jwt: credentials.jwt };
      const answer =
        credentials.method === 'kubernetes'
          ? await client.call(auth.kubernetes, body)
          : await client.call(auth.jwt, body);
      mask(answer.accessToken);
      session = { accessToken: answer.accessToken, obtained: true };
      break;
    }
    case 'azure':
    case 'gcp-id-token': {
      // The token comes from the VM's metadata server, asked directly (never through a proxy),
      // and is masked as it arrives; the request is retried like the GitHub OIDC token request,
      // with the same policy. The code of these two logins is a chunk of its own in the bundle,
      // read only on their paths.
      const metadata = {
        env: deps.env,
        timeoutMs: deps.timeoutMs,
        retry: deps.retry,
        onRetry: deps.onRetry,
        mask,
        debug: deps.debug,
      };
      const { identityId } = credentials;
      let answer: AccessTokenResponse;
      if (credentials.method === 'azure') {
        const { requestAzureToken } = await import('./cloud-vm.js');
        const jwt = await requestAzureToken({
          ...metadata,
          resource: credentials.resource,
          clientId: credentials.clientId,
        });
        answer = await client.call(auth.azure, { identityId, jwt });
      } else {
        const { requestGcpIdToken } = await import('./cloud-vm.js');
        const jwt = await requestGcpIdToken({ ...metadata, audience: identityId });
        answer = await client.call(auth.gcpIdToken, { identityId, jwt });
      }
      mask(answer.accessToken);
      session = { accessToken: answer.accessToken, obtained: true };
      break;
    }
    case 'token':
      // The user's own token: used as given, and never revoked by the action.
      session = { accessToken: credentials.accessToken, obtained: false };
      break;
  }
  client.useAccessToken(session.accessToken);
  return session;
}
