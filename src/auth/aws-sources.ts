// The AWS SDK's credential sources, named for people: which one the chain is trying (followed
// through the SDK's debug lines), what the environment says about each when none had
// credentials, and one ApiError, with a typed kind, when a source failed.
import { ApiError } from '../errors/api.js';
import type { Call } from '../api/endpoint.js';
import { TransportError, toTransportError } from '../errors/transport.js';
import { isSwitchOn } from './aws-region.js';

/** The sources of the SDK's default chain, in its order. */
export type AwsSource =
  'environment' | 'profile' | 'process' | 'web-identity' | 'container' | 'instance-metadata';

export const SOURCE_NAMES: Readonly<Record<AwsSource, string>> = {
  environment: 'environment variables',
  profile: 'the shared config and credentials files',
  process: "the profile's credential_process",
  'web-identity': 'the web identity token file',
  container: 'ECS container credentials',
  'instance-metadata': 'EC2 instance metadata',
};

/**
 * The provider each of the SDK's `defaultProvider` debug lines announces. The SDK logs one as it
 * starts each link of the chain; these are the only SDK lines the action reads, and it prints
 * none of them (a profile's `credential_process` error text may carry anything).
 */
const ANNOUNCEMENTS: readonly [RegExp, AwsSource][] = [
  [/defaultProvider::fromEnv$/, 'environment'],
  [/defaultProvider::fromIni$/, 'profile'],
  [/defaultProvider::fromProcess$/, 'process'],
  [/defaultProvider::fromTokenFile$/, 'web-identity'],
  [/remoteProvider::fromHttp\/fromContainerMetadata$/, 'container'],
  [/remoteProvider::fromInstanceMetadata$/, 'instance-metadata'],
];

/** Follows the chain through the SDK's logger: the source it is trying, and those it tried. */
export class SourceTracker {
  readonly tried: AwsSource[] = [];

  get current(): AwsSource | undefined {
    return this.tried.at(-1);
  }

  /** Reads one SDK debug line: the source it announced, if it announced one. */
  see(line: unknown): AwsSource | undefined {
    if (typeof line !== 'string' || !line.startsWith('@aws-sdk/credential-provider-node')) {
      return undefined;
    }
    const source = ANNOUNCEMENTS.find(([pattern]) => pattern.test(line))?.[1];
    if (source) this.tried.push(source);
    return source;
  }
}

type Env = Readonly<Record<string, string | undefined>>;

const notSet = (env: Env, names: readonly string[]): string => {
  const missing = names.filter((name) => !env[name]);
  return `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set`;
};

/**
 * Each source of the chain and why it gave nothing, from what the environment shows: the SDK
 * tries them in this order and says only that none had credentials.
 */
export function describeEmptySources(env: Env): string[] {
  const profile = env.AWS_PROFILE ? `\`${env.AWS_PROFILE}\` (AWS_PROFILE)` : '`default`';
  const lines = [
    env.AWS_PROFILE
      ? 'environment variables: skipped, because AWS_PROFILE is set'
      : `environment variables: ${notSet(env, ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'])}`,
    `shared config and credentials files: no usable credentials for profile ${profile}`,
    env.AWS_WEB_IDENTITY_TOKEN_FILE && env.AWS_ROLE_ARN
      ? 'web identity token file: no credentials'
      : `web identity token file: ${notSet(env, ['AWS_WEB_IDENTITY_TOKEN_FILE', 'AWS_ROLE_ARN'])}`,
  ];
  if (env.AWS_CONTAINER_CREDENTIALS_RELATIVE_URI || env.AWS_CONTAINER_CREDENTIALS_FULL_URI) {
    // The SDK asks the container endpoint instead of the instance metadata, never both.
    lines.push('ECS container credentials: no credentials from the container endpoint');
  } else {
    lines.push(
      'ECS container credentials: AWS_CONTAINER_CREDENTIALS_RELATIVE_URI and AWS_CONTAINER_CREDENTIALS_FULL_URI are not set',
      isSwitchOn(env.AWS_EC2_METADATA_DISABLED)
        ? 'EC2 instance metadata: AWS_EC2_METADATA_DISABLED is set'
        : 'EC2 instance metadata: no credentials (not an EC2 instance, no instance profile attached, or out of reach from this container)',
    );
  }
  return lines;
}

/** The SDK's marker of "every source tried, none had credentials". */
const NOTHING_FOUND = /could not load credentials from any providers/i;

/** Error codes of Node's file system calls: the token file cannot be read. */
const FILE_CODES = new Set(['ENOENT', 'EACCES', 'EISDIR', 'EPERM', 'ENOTDIR']);

/** The calls AWS credentials are found by, as errors name them (the `aws-iam` method's). */
export interface AwsCalls {
  /** The whole chain: no source had credentials, or which failed is not known. */
  readonly credentials: Call;
  readonly profile: Call;
  readonly webIdentity: Call;
  readonly container: Call;
}

/** The call of a source that failed, when it has one of its own. */
const SOURCE_CALLS: Partial<Record<AwsSource, keyof AwsCalls>> = {
  profile: 'profile',
  process: 'profile',
  'web-identity': 'webIdentity',
  container: 'container',
};

/** One line of SDK text, whitespace folded. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Turns whatever the SDK's chain threw into one ApiError: `aws:credentials` with code
 * `NO_CREDENTIALS` when no source had any, else the failing source's kind with what AWS (or the
 * file system, or the network) said. Never carries a credential: the chain failed, so none was
 * obtained, and the SDK's messages name variables, profiles and roles, not keys.
 */
export function credentialsError(
  error: unknown,
  source: AwsSource | undefined,
  env: Env,
  calls: AwsCalls,
): ApiError {
  const err = (error ?? {}) as {
    name?: string;
    message?: string;
    code?: string;
    $metadata?: { httpStatusCode?: number; requestId?: string };
    $fault?: string;
  };
  const message = typeof err.message === 'string' ? oneLine(err.message) : String(error);
  if (NOTHING_FOUND.test(message)) {
    return new ApiError(
      {
        kind: calls.credentials.kind,
        operation: calls.credentials.label,
        method: '',
        path: '',
        code: 'NO_CREDENTIALS',
        serverMessage: `no source of the AWS SDK's default chain has any; tried, in order: ${describeEmptySources(env).join('; ')}`,
      },
      error,
    );
  }
  const call = calls[(source && SOURCE_CALLS[source]) ?? 'credentials'];
  const base = { kind: call.kind, operation: call.label, method: '', path: '' };
  if (err.$fault !== undefined || err.$metadata?.httpStatusCode !== undefined) {
    // A refusal from AWS (STS): its error code and message, like a server's answer.
    return new ApiError(
      {
        ...base,
        status: err.$metadata?.httpStatusCode,
        serverError: err.name,
        serverMessage: `${err.name && err.name !== 'Error' ? `${err.name}: ` : ''}${message}`,
        reqId: err.$metadata?.requestId,
        code: err.code,
      },
      error,
    );
  }
  if (typeof err.code === 'string' && FILE_CODES.has(err.code) && source === 'web-identity') {
    return new ApiError(
      {
        ...base,
        code: err.code,
        serverMessage: `the file AWS_WEB_IDENTITY_TOKEN_FILE names cannot be read (${err.code})`,
      },
      error,
    );
  }
  // Our agent's own failures (the proxy), and TLS refusals: described as the API client's are,
  // with the fix (`ca-certificate`, the proxy variable), not Node's text.
  const transport = toTransportError(error, { env });
  if (error instanceof TransportError || transport.code.startsWith('CERT')) {
    return new ApiError({ ...base, code: transport.code }, transport);
  }
  if (typeof err.code === 'string' && /^E[A-Z]+$/.test(err.code)) {
    return new ApiError(
      { ...base, code: err.code, serverMessage: `no answer (${err.code})` },
      error,
    );
  }
  const where = call === calls.credentials && source ? ` (${SOURCE_NAMES[source]})` : '';
  return new ApiError({ ...base, serverMessage: `${message}${where}` }, error);
}
