// The only module that imports the AWS SDK. It is loaded with a dynamic `import()` on the
// `aws-iam` path alone, so the bundler puts it (and the SDK) in a chunk of its own that jobs using
// other methods never read. Everything here reads `process.env` and the shared files, as the SDK
// does; nothing here logs or returns a credential except `loadCredentials`'s result.
import type { Agent } from 'node:https';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { loadConfig, REGION_INI_NAME } from '@smithy/core/config';
import { getInstanceMetadataEndpoint, httpRequest } from '@smithy/credential-provider-imds';

/** What the SDK's providers may report while they run (the SDK's logger interface). */
export interface SdkLogger {
  debug: (...content: unknown[]) => void;
  info: (...content: unknown[]) => void;
  warn: (...content: unknown[]) => void;
  error: (...content: unknown[]) => void;
}

export interface LoadedCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string;
}

/**
 * Runs the AWS SDK's default credential chain once: environment variables, the shared config and
 * credentials files (AWS_PROFILE, or `default`), `credential_process`, the web identity token
 * file, then ECS container credentials or EC2 instance metadata.
 */
export async function loadCredentials(options: {
  logger: SdkLogger;
  /** Connection and request timeout of STS calls (web identity, a profile's role). */
  timeoutMs: number;
  /**
   * The region of those STS calls, asked only if one is made: the region the login is signed
   * for, so that one set of rules decides it (the SDK alone would skip AWS_DEFAULT_REGION and
   * fall back to us-east-1 with a console warning).
   */
  region: () => Promise<string>;
  /**
   * The agent of every HTTPS request of the SDK's clients (STS, SSO): TLS always verified, the
   * trusted CAs and the proxy of the API client's transport.
   */
  httpsAgent: Agent;
}): Promise<LoadedCredentials> {
  const provider = defaultProvider({
    logger: options.logger,
    clientConfig: {
      region: options.region,
      requestHandler: {
        httpsAgent: options.httpsAgent,
        connectionTimeout: options.timeoutMs,
        requestTimeout: options.timeoutMs,
      },
    },
  });
  return provider();
}

/** The `region` of the active profile (AWS_PROFILE, or `default`) in the shared files. */
export async function profileRegion(): Promise<string | undefined> {
  const read = loadConfig<string | undefined>({
    environmentVariableSelector: () => undefined,
    configFileSelector: (profile) => profile[REGION_INI_NAME],
    default: () => undefined,
  });
  return read();
}

const IMDS_TOKEN_PATH = '/latest/api/token';
const IMDS_REGION_PATH = '/latest/meta-data/placement/region';
const IMDS_TOKEN_HEADER = 'x-aws-ec2-metadata-token';

/**
 * The instance's region from EC2 instance metadata (IMDSv2: a session token first), at the
 * endpoint the SDK would use (AWS_EC2_METADATA_SERVICE_ENDPOINT, the profile's
 * `ec2_metadata_service_endpoint`, or the IPv4/IPv6 default). Falls back to an IMDSv1 request
 * only when the token request is refused as an IMDSv1-only service refuses it (403, 404, 405)
 * and v1 is not disabled. Not after a timeout, unlike the credential lookup: off EC2 (a runner
 * with keys in the environment and no AWS_REGION) that would cost a second timeout for nothing.
 * Undefined when there is no answer.
 */
export async function instanceMetadataRegion(options: {
  timeoutMs: number;
  v1Disabled: boolean;
}): Promise<string | undefined> {
  const endpoint = await getInstanceMetadataEndpoint();
  const base = { ...endpoint, timeout: options.timeoutMs };
  let headers: Record<string, string> | undefined;
  try {
    const token = await httpRequest({
      ...base,
      method: 'PUT',
      path: IMDS_TOKEN_PATH,
      headers: { 'x-aws-ec2-metadata-token-ttl-seconds': '60' },
    });
    headers = { [IMDS_TOKEN_HEADER]: token.toString() };
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (options.v1Disabled || ![403, 404, 405].includes(status ?? 0)) return undefined;
  }
  try {
    const answer = await httpRequest({ ...base, path: IMDS_REGION_PATH, headers });
    return answer.toString().trim() || undefined;
  } catch {
    return undefined;
  }
}
