import { homedir } from 'node:os';
import path from 'node:path';
import { createHttpsAgent } from '../api/transport.js';
import { describeProblem, smallFileProblem } from '../runner/small-file.js';
import type { AwsCredentials } from './aws-signature.js';
import { InputError } from '../errors/input.js';
import { regionFromEnvironment, resolveAwsRegion, type ResolvedRegion } from './aws-region.js';
import {
  credentialsError,
  SOURCE_NAMES,
  SourceTracker,
  type AwsCalls,
  type AwsSource,
} from './aws-sources.js';
import type { SdkLogger } from './aws-sdk.js';

/** The module that holds the AWS SDK, loaded only on the `aws-iam` path. */
export type AwsSdk = typeof import('./aws-sdk.js');

/** Loads the AWS SDK: a chunk of its own in the bundle, read only when this runs. */
export const loadAwsSdk = (): Promise<AwsSdk> => import('./aws-sdk.js');

type Env = Readonly<Record<string, string | undefined>>;

export interface AwsLookupDeps {
  /** The calls a failure is named by (the `aws-iam` method's). */
  calls: AwsCalls;
  /** The step's environment (the SDK itself reads `process.env`, the same object on a runner). */
  env: Env;
  /** Registers a value with the runner's log masker. */
  mask: (value: string) => void;
  /** Timeout of each STS request the SDK makes (web identity, a profile's role). */
  timeoutMs: number;
  /** `ca-certificate`: trusted for the SDK's HTTPS requests too, besides Node's CAs. */
  caCertificate?: string;
  debug?: (line: string) => void;
  warning?: (text: string) => void;
  /** Tests swap or count the SDK loads. */
  loadSdk?: () => Promise<AwsSdk>;
}

export interface FoundAwsCredentials {
  readonly credentials: AwsCredentials;
  /** The region whose STS endpoint the login request is signed for. */
  readonly region: string;
  readonly source: AwsSource | undefined;
}

/**
 * The AWS credentials and region of this job, found the way the AWS SDK's default chain finds
 * them: environment variables, the shared config and credentials files (AWS_PROFILE),
 * `credential_process`, the web identity token file (AWS_WEB_IDENTITY_TOKEN_FILE + AWS_ROLE_ARN),
 * then ECS container credentials or EC2 instance metadata (IMDSv2). The key id, secret key and
 * session token are masked the moment they are known; none is ever printed.
 *
 * Keys in the environment without AWS_PROFILE (what aws-actions/configure-aws-credentials
 * leaves) are the chain's first link, read here exactly as the SDK reads them, so that path does
 * not load the SDK at all. Every other path loads it once.
 */
export async function findAwsCredentials(deps: AwsLookupDeps): Promise<FoundAwsCredentials> {
  const { env } = deps;
  const debug = deps.debug ?? (() => {});
  // Checked before anything is loaded or asked: a malformed region is an input error.
  const envRegion = regionFromEnvironment(env);
  let sdk: AwsSdk | undefined;
  const loadSdk = async (): Promise<AwsSdk> => (sdk ??= await (deps.loadSdk ?? loadAwsSdk)());

  let resolved: Promise<ResolvedRegion> | undefined;
  const region = (): Promise<ResolvedRegion> =>
    (resolved ??= envRegion
      ? Promise.resolve(envRegion)
      : loadSdk().then((sdk) => resolveAwsRegion(env, sdk, debug)));

  let found: { credentials: AwsCredentials; source: AwsSource | undefined };
  if (!env.AWS_PROFILE && env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY) {
    found = {
      credentials: {
        accessKeyId: env.AWS_ACCESS_KEY_ID,
        secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
        sessionToken: env.AWS_SESSION_TOKEN || undefined,
      },
      source: 'environment',
    };
    maskCredentials(found.credentials, deps.mask);
  } else {
    if (env.AWS_PROFILE && env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY) {
      deps.warning?.(
        "Both AWS_PROFILE and AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY are set: the profile's credentials are used, as the AWS SDK does. Unset one of them to make the choice explicit.",
      );
    }
    // The SDK reads these files whole, whatever they are: checked first, as every file read is.
    refuseOddAwsFiles(env);
    found = await fromSdkChain(await loadSdk(), deps, debug, async () => (await region()).region);
  }
  const { region: name, origin } = await region();
  debug(
    `AWS credentials from ${found.source ? SOURCE_NAMES[found.source] : 'the AWS SDK'}; region ${name} from ${origin}.`,
  );
  return { ...found, region: name };
}

/** Largest AWS shared config or credentials file, or web identity token, the SDK may read. */
export const MAX_AWS_FILE_BYTES = 1024 * 1024;

/**
 * Fails, naming its variable, when a file the AWS SDK would read (the web identity token, the
 * shared config and credentials files) is there but is not a regular file of bounded size: a
 * link to `/dev/zero` would have it read forever. Absent files are the SDK's to report.
 */
function refuseOddAwsFiles(env: Readonly<Record<string, string | undefined>>): void {
  const home = env.HOME || env.USERPROFILE || homedir();
  const files: [string, string | undefined][] = [
    ['AWS_WEB_IDENTITY_TOKEN_FILE', env.AWS_WEB_IDENTITY_TOKEN_FILE],
    ['AWS_CONFIG_FILE', env.AWS_CONFIG_FILE || path.join(home, '.aws', 'config')],
    [
      'AWS_SHARED_CREDENTIALS_FILE',
      env.AWS_SHARED_CREDENTIALS_FILE || path.join(home, '.aws', 'credentials'),
    ],
  ];
  for (const [variable, file] of files) {
    const problem = file ? smallFileProblem(file, MAX_AWS_FILE_BYTES) : undefined;
    if (problem) {
      throw new InputError(
        `The AWS file ${file} (${variable}${env[variable] ? '' : ', by default'}) cannot be used: ${describeProblem(problem, MAX_AWS_FILE_BYTES)}. Point ${variable} at the right file.`,
      );
    }
  }
}

/** Masks what a log could otherwise show: the key id too, as configure-aws-credentials does. */
function maskCredentials(credentials: AwsCredentials, mask: (value: string) => void): void {
  mask(credentials.secretAccessKey);
  if (credentials.sessionToken) mask(credentials.sessionToken);
  mask(credentials.accessKeyId);
}

/** Runs the SDK's chain once, following which source it tries; one ApiError if it fails. */
async function fromSdkChain(
  sdk: AwsSdk,
  deps: AwsLookupDeps,
  debug: (line: string) => void,
  region: () => Promise<string>,
): Promise<{ credentials: AwsCredentials; source: AwsSource | undefined }> {
  const tracker = new SourceTracker();
  const logger: SdkLogger = {
    // Of the SDK's debug lines only the chain's announcements are read, and none is printed (a
    // profile's credential_process error may carry anything); its warnings are passed on.
    debug: (...content) => {
      const source = tracker.see(content[0]);
      if (source) debug(`AWS credentials: trying ${SOURCE_NAMES[source]}.`);
    },
    info: () => {},
    warn: (...content) => sdkWarning(content, deps.warning),
    error: () => {},
  };
  const httpsAgent = createHttpsAgent({
    caCertificates: deps.caCertificate,
    env: deps.env,
    timeoutMs: deps.timeoutMs,
  });
  let loaded: Awaited<ReturnType<AwsSdk['loadCredentials']>>;
  try {
    loaded = await withTlsVerified(() =>
      sdk.loadCredentials({ logger, timeoutMs: deps.timeoutMs, region, httpsAgent }),
    );
  } catch (error) {
    // A malformed profile region, found when an STS call asked for the region.
    if (error instanceof InputError) throw error;
    throw credentialsError(error, tracker.current, deps.env, deps.calls);
  } finally {
    httpsAgent.destroy();
  }
  const credentials: AwsCredentials = {
    accessKeyId: loaded.accessKeyId,
    secretAccessKey: loaded.secretAccessKey,
    sessionToken: loaded.sessionToken || undefined,
  };
  maskCredentials(credentials, deps.mask);
  return { credentials, source: tracker.current };
}

/**
 * Runs the SDK's chain with NODE_TLS_REJECT_UNAUTHORIZED=0 hidden from `process.env`, where Node
 * reads it at each TLS connection: a request the SDK makes with its own agent (an https://
 * container endpoint) then verifies TLS too. Nothing else runs meanwhile (the login waits for
 * the credentials), and the variable is put back as it was.
 */
async function withTlsVerified<T>(body: () => Promise<T>): Promise<T> {
  const name = 'NODE_TLS_REJECT_UNAUTHORIZED';
  const saved = process.env[name];
  if (saved !== '0') return body();
  Reflect.deleteProperty(process.env, name);
  try {
    return await body();
  } finally {
    process.env[name] = saved;
  }
}

/** An SDK warning on one line; the AWS_PROFILE one is said in our words before the chain runs. */
function sdkWarning(content: unknown[], warning: ((text: string) => void) | undefined): void {
  const text = content.map(String).join(' ').replace(/\s+/g, ' ').trim();
  if (!text || /multiple credential sources/i.test(text)) return;
  warning?.(`AWS SDK: ${text}`);
}
