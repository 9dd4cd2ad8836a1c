// Where `method: aws-iam` finds AWS credentials and the region: the AWS SDK's default chain, run
// for real against loopback fakes of every source (IMDSv2, the ECS endpoint, STS, the shared
// files). Every test runs in `awsTestEnvironment`: instance metadata off or on a fake, the shared
// files in a temporary folder, every AWS endpoint on a closed loopback port.
import { awsCalls } from '../../src/auth/methods/aws-iam.js';
import { writeFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeFailure as failureWords } from '../../src/core/failure.js';
import { hintFor as hintWords } from '../../src/core/hints.js';
import { ACTION_WORDING, say } from '../../src/errors/words.js';
import { ApiError } from '../../src/errors/api.js';
import { CALLS, type CallKind } from '../../src/core/calls.js';

import {
  findAwsCredentials,
  loadAwsSdk,
  type AwsLookupDeps,
  type FoundAwsCredentials,
} from '../../src/auth/aws-credentials.js';
import { InputError } from '../../src/errors/input.js';
import {
  SOURCE_KEYS,
  awsTestEnvironment,
  startFakeEcs,
  startFakeImds,
  startFakeSts,
  withProcessEnv,
  writeAwsFiles,
  type FakeAwsKeys,
} from '../support/aws-fakes.ts';

/** How each kind of call is named in messages, as its descriptor says. */
const CALL_LABELS = Object.fromEntries(CALLS.map((c) => [c.kind, c.label])) as Record<
  CallKind,
  string
>;

/** The failure and the hint, in the action's words. */
const describeFailure = async (error: unknown): Promise<string> =>
  say(await failureWords(error), ACTION_WORDING);
const hintFor = (error: ApiError): string => say(hintWords(error), ACTION_WORDING);

const ROLE_ARN = 'arn:aws:iam::111122223333:role/eks-runner-role';
const WEB_TOKEN =
  'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJzeXN0ZW06c2VydmljZWFjY291bnQ6Y2k6cnVubmVyIn0.c2ln';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function started<T extends { close(): Promise<void> }>(fake: Promise<T>): Promise<T> {
  const server = await fake;
  closers.push(() => server.close());
  return server;
}

interface Lookup {
  found: FoundAwsCredentials;
  masks: string[];
  warnings: string[];
  debug: string[];
  sdkLoads: number;
}

/** Runs the lookup with `env` as both the step's environment and `process.env`. */
async function find(
  env: Record<string, string>,
  deps: Partial<AwsLookupDeps> = {},
): Promise<Lookup> {
  const masks: string[] = [];
  const warnings: string[] = [];
  const debug: string[] = [];
  let sdkLoads = 0;
  const found = await withProcessEnv(env, () =>
    findAwsCredentials({
      calls: awsCalls,
      env,
      mask: (value) => masks.push(value),
      timeoutMs: 5000,
      debug: (line) => debug.push(line),
      warning: (text) => warnings.push(text),
      loadSdk: () => {
        sdkLoads++;
        return loadAwsSdk();
      },
      ...deps,
    }),
  );
  return { found, masks, warnings, debug, sdkLoads };
}

async function failure(env: Record<string, string>): Promise<ApiError | InputError> {
  try {
    await find(env);
  } catch (error) {
    if (error instanceof ApiError || error instanceof InputError) return error;
    throw error;
  }
  throw new Error('expected the lookup to fail');
}

const keysOf = (found: FoundAwsCredentials): FakeAwsKeys => ({ ...found.credentials });
const withoutUndefined = (keys: FakeAwsKeys): FakeAwsKeys =>
  JSON.parse(JSON.stringify(keys)) as FakeAwsKeys;

function expectMasked(masks: string[], keys: FakeAwsKeys): void {
  expect(masks).toContain(keys.secretAccessKey);
  if (keys.sessionToken) expect(masks).toContain(keys.sessionToken);
}

const envKeys = (keys: FakeAwsKeys): Record<string, string> => ({
  AWS_ACCESS_KEY_ID: keys.accessKeyId,
  AWS_SECRET_ACCESS_KEY: keys.secretAccessKey,
  ...(keys.sessionToken ? { AWS_SESSION_TOKEN: keys.sessionToken } : {}),
});

const profileSection = (keys: FakeAwsKeys): string =>
  `aws_access_key_id = ${keys.accessKeyId}\naws_secret_access_key = ${keys.secretAccessKey}\n`;

/** A web identity token file, as EKS mounts it for IRSA. */
function webIdentity(dir: string, token = WEB_TOKEN): Record<string, string> {
  const file = path.join(dir, 'web-identity-token');
  writeFileSync(file, token);
  return {
    AWS_WEB_IDENTITY_TOKEN_FILE: file,
    AWS_ROLE_ARN: ROLE_ARN,
    AWS_ROLE_SESSION_NAME: 'ci-runner',
  };
}

describe('each source of the chain, on loopback', () => {
  it('environment variables: read as the SDK reads them, without loading the SDK', async () => {
    const keys = SOURCE_KEYS.container; // any keys with a session token
    const { env } = awsTestEnvironment({ ...envKeys(keys), AWS_REGION: 'eu-west-3' });
    const lookup = await find(env);
    expect(keysOf(lookup.found)).toEqual(keys);
    expect(lookup.found).toMatchObject({ region: 'eu-west-3', source: 'environment' });
    expect(lookup.sdkLoads).toBe(0);
    expectMasked(lookup.masks, keys);
    expect(lookup.masks).toContain(keys.accessKeyId);
    // An empty session token is no session token, for the SDK as here.
    const { env: empty } = awsTestEnvironment({
      ...envKeys(SOURCE_KEYS.environment),
      AWS_SESSION_TOKEN: '',
    });
    expect((await find(empty)).found.credentials.sessionToken).toBeUndefined();
    // The SDK's own first link gives the very same credentials.
    const sdk = await loadAwsSdk();
    const logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
    const httpsAgent = new https.Agent();
    const viaSdk = await withProcessEnv(env, () =>
      sdk.loadCredentials({
        logger,
        timeoutMs: 1000,
        region: async () => 'us-east-1',
        httpsAgent,
      }),
    );
    httpsAgent.destroy();
    expect({
      accessKeyId: viaSdk.accessKeyId,
      secretAccessKey: viaSdk.secretAccessKey,
      sessionToken: viaSdk.sessionToken,
    }).toEqual(keys);
  });

  it('AWS_PROFILE: static keys from the credentials file, the region from the config file', async () => {
    const keys = SOURCE_KEYS.profile;
    const { env } = awsTestEnvironment({ AWS_PROFILE: 'ci' });
    writeAwsFiles(env, {
      credentials: `[default]\n${profileSection(SOURCE_KEYS.environment)}\n[ci]\n${profileSection(keys)}`,
      config: '[default]\nregion = us-west-2\n\n[profile ci]\nregion = ap-southeast-2\n',
    });
    const lookup = await find(env);
    expect(withoutUndefined(keysOf(lookup.found))).toEqual(keys);
    expect(lookup.found).toMatchObject({ region: 'ap-southeast-2', source: 'profile' });
    expectMasked(lookup.masks, keys);
    expect(lookup.debug).toContain(
      'AWS credentials from the shared config and credentials files; region ap-southeast-2 from the profile.',
    );
  });

  it('a profile with role_arn and source_profile: STS AssumeRole at AWS_ENDPOINT_URL_STS, signed by the source keys in our region', async () => {
    const sts = await started(
      startFakeSts({
        roleArn: ROLE_ARN,
        sourceKeys: SOURCE_KEYS.profile,
        keys: SOURCE_KEYS.webIdentity,
      }),
    );
    const { env } = awsTestEnvironment({
      AWS_PROFILE: 'deploy',
      AWS_ENDPOINT_URL_STS: sts.url,
      AWS_DEFAULT_REGION: 'eu-north-1',
    });
    writeAwsFiles(env, {
      credentials: `[base]\n${profileSection(SOURCE_KEYS.profile)}`,
      config: `[profile deploy]\nrole_arn = ${ROLE_ARN}\nsource_profile = base\nrole_session_name = ci\n`,
    });
    const consoleWarn = vi.spyOn(console, 'warn');
    const lookup = await find(env);
    expect(keysOf(lookup.found)).toEqual(SOURCE_KEYS.webIdentity);
    expect(lookup.found).toMatchObject({ region: 'eu-north-1', source: 'profile' });
    expect(sts.calls).toEqual([
      expect.objectContaining({ Action: 'AssumeRole', RoleArn: ROLE_ARN, RoleSessionName: 'ci' }),
    ]);
    // The SDK's STS call used the region the login is signed for (alone, the SDK skips
    // AWS_DEFAULT_REGION and warns on the console that it fell back to us-east-1).
    expect(sts.requests[0]!.headers.authorization).toContain('/eu-north-1/sts/aws4_request');
    expect(consoleWarn).not.toHaveBeenCalled();
    consoleWarn.mockRestore();
    expectMasked(lookup.masks, SOURCE_KEYS.webIdentity);
  });

  it('web identity (IRSA): AssumeRoleWithWebIdentity at AWS_ENDPOINT_URL_STS with the token file and AWS_ROLE_ARN', async () => {
    const sts = await started(
      startFakeSts({
        roleArn: ROLE_ARN,
        webIdentityToken: WEB_TOKEN,
        keys: SOURCE_KEYS.webIdentity,
      }),
    );
    const { env, dir } = awsTestEnvironment({
      AWS_ENDPOINT_URL_STS: sts.url,
      AWS_DEFAULT_REGION: 'us-west-1',
    });
    Object.assign(env, webIdentity(dir));
    const lookup = await find(env);
    expect(keysOf(lookup.found)).toEqual(SOURCE_KEYS.webIdentity);
    expect(lookup.found).toMatchObject({ region: 'us-west-1', source: 'web-identity' });
    expect(sts.calls).toEqual([
      expect.objectContaining({
        Action: 'AssumeRoleWithWebIdentity',
        RoleArn: ROLE_ARN,
        RoleSessionName: 'ci-runner',
        WebIdentityToken: WEB_TOKEN,
      }),
    ]);
    // The web identity call is not signed: the token is the proof.
    expect(sts.requests[0]!.headers.authorization).toBeUndefined();
    expectMasked(lookup.masks, SOURCE_KEYS.webIdentity);
  });

  it('ECS: AWS_CONTAINER_CREDENTIALS_FULL_URI with AWS_CONTAINER_AUTHORIZATION_TOKEN', async () => {
    const ecs = await started(startFakeEcs({ keys: SOURCE_KEYS.container }));
    const { env } = awsTestEnvironment({
      AWS_CONTAINER_CREDENTIALS_FULL_URI: ecs.fullUri,
      AWS_CONTAINER_AUTHORIZATION_TOKEN: ecs.authorizationToken,
      AWS_REGION: 'ca-central-1',
    });
    const lookup = await find(env);
    expect(keysOf(lookup.found)).toEqual(SOURCE_KEYS.container);
    expect(lookup.found).toMatchObject({ region: 'ca-central-1', source: 'container' });
    expect(ecs.requests).toHaveLength(1);
    expect(ecs.requests[0]!.headers.authorization).toBe(ecs.authorizationToken);
    expectMasked(lookup.masks, SOURCE_KEYS.container);
  });

  it('EC2 instance metadata: IMDSv2 session token first, then the role credentials and the region', async () => {
    const imds = await started(startFakeImds({ keys: SOURCE_KEYS.instance, region: 'sa-east-1' }));
    const { env } = awsTestEnvironment({
      AWS_EC2_METADATA_DISABLED: undefined,
      AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.url,
    });
    const lookup = await find(env);
    expect(keysOf(lookup.found)).toEqual(SOURCE_KEYS.instance);
    expect(lookup.found).toMatchObject({ region: 'sa-east-1', source: 'instance-metadata' });
    expect(imds.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /latest/api/token',
      'GET /latest/meta-data/iam/security-credentials/',
      'GET /latest/meta-data/iam/security-credentials/gha-runner-instance-role',
      'PUT /latest/api/token',
      'GET /latest/meta-data/placement/region',
    ]);
    // Every read carried a token the fake issued; it refused nothing.
    expect(imds.refused).toEqual([]);
    for (const read of imds.requests.filter((r) => r.method === 'GET')) {
      expect(imds.tokens).toContain(read.headers['x-aws-ec2-metadata-token']);
    }
    expectMasked(lookup.masks, SOURCE_KEYS.instance);
    expect(lookup.debug).toEqual([
      'AWS credentials: trying environment variables.',
      'AWS credentials: trying the shared config and credentials files.',
      "AWS credentials: trying the profile's credential_process.",
      'AWS credentials: trying the web identity token file.',
      'AWS credentials: trying EC2 instance metadata.',
      'AWS credentials from EC2 instance metadata; region sa-east-1 from instance metadata.',
    ]);
  });
});

describe('the order of the sources: the AWS SDK default chain', () => {
  it('environment, then the shared files, then web identity, then ECS, then instance metadata', async () => {
    const sts = await started(
      startFakeSts({
        roleArn: ROLE_ARN,
        webIdentityToken: WEB_TOKEN,
        keys: SOURCE_KEYS.webIdentity,
      }),
    );
    const ecs = await started(startFakeEcs({ keys: SOURCE_KEYS.container }));
    const imds = await started(startFakeImds({ keys: SOURCE_KEYS.instance }));
    const { env, dir } = awsTestEnvironment({
      ...envKeys(SOURCE_KEYS.environment),
      AWS_ENDPOINT_URL_STS: sts.url,
      AWS_CONTAINER_CREDENTIALS_FULL_URI: ecs.fullUri,
      AWS_CONTAINER_AUTHORIZATION_TOKEN: ecs.authorizationToken,
      AWS_EC2_METADATA_DISABLED: undefined,
      AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.url,
      AWS_REGION: 'us-east-2',
      ...webIdentity(awsTestEnvironment().dir),
    });
    writeAwsFiles(env, { credentials: `[default]\n${profileSection(SOURCE_KEYS.profile)}` });
    const winner = async () => (await find(env)).found;

    expect(await winner()).toMatchObject({
      source: 'environment',
      credentials: SOURCE_KEYS.environment,
    });
    for (const name of Object.keys(envKeys(SOURCE_KEYS.environment))) {
      Reflect.deleteProperty(env, name);
    }
    expect(await winner()).toMatchObject({ source: 'profile', credentials: SOURCE_KEYS.profile });
    writeAwsFiles(env, { credentials: '' });
    // A new file path: the SDK caches what it read from a path.
    env.AWS_SHARED_CREDENTIALS_FILE = path.join(dir, 'credentials-empty');
    expect(await winner()).toMatchObject({
      source: 'web-identity',
      credentials: SOURCE_KEYS.webIdentity,
    });
    delete env.AWS_WEB_IDENTITY_TOKEN_FILE;
    expect(await winner()).toMatchObject({
      source: 'container',
      credentials: SOURCE_KEYS.container,
    });
    // Until now nothing asked the instance metadata: a source further down is never tried.
    expect(imds.requests).toEqual([]);
    expect(sts.calls).toHaveLength(1);
    expect(ecs.requests).toHaveLength(1);
    delete env.AWS_CONTAINER_CREDENTIALS_FULL_URI;
    expect(await winner()).toMatchObject({
      source: 'instance-metadata',
      credentials: SOURCE_KEYS.instance,
    });
  });

  it('AWS_PROFILE beats keys in the environment, as in the SDK, with a warning saying so', async () => {
    const { env } = awsTestEnvironment({ ...envKeys(SOURCE_KEYS.environment), AWS_PROFILE: 'ci' });
    writeAwsFiles(env, { credentials: `[ci]\n${profileSection(SOURCE_KEYS.profile)}` });
    const lookup = await find(env);
    expect(lookup.found).toMatchObject({ source: 'profile', credentials: SOURCE_KEYS.profile });
    expect(lookup.warnings).toEqual([
      "Both AWS_PROFILE and AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY are set: the profile's credentials are used, as the AWS SDK does. Unset one of them to make the choice explicit.",
    ]);
  });
});

describe('the region', () => {
  it('AWS_REGION, then AWS_DEFAULT_REGION, then the profile, then instance metadata, then us-east-1', async () => {
    const imds = await started(startFakeImds({ region: 'ap-northeast-3' }));
    const { env } = awsTestEnvironment({
      ...envKeys(SOURCE_KEYS.environment),
      AWS_EC2_METADATA_DISABLED: undefined,
      AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.url,
      AWS_REGION: 'eu-west-1',
      AWS_DEFAULT_REGION: 'eu-west-2',
    });
    writeAwsFiles(env, { config: '[default]\nregion = eu-south-1\n' });
    const region = async () => {
      const lookup = await find(env);
      return [lookup.found.region, lookup.sdkLoads];
    };
    // A region in the environment: nothing is loaded or asked.
    expect(await region()).toEqual(['eu-west-1', 0]);
    delete env.AWS_REGION;
    expect(await region()).toEqual(['eu-west-2', 0]);
    delete env.AWS_DEFAULT_REGION;
    expect(await region()).toEqual(['eu-south-1', 1]);
    expect(imds.requests).toEqual([]);
    env.AWS_CONFIG_FILE += '-none';
    expect(await region()).toEqual(['ap-northeast-3', 1]);
    expect(imds.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /latest/api/token',
      'GET /latest/meta-data/placement/region',
    ]);
    env.AWS_EC2_METADATA_DISABLED = 'true';
    expect(await region()).toEqual(['us-east-1', 1]);
    expect(imds.requests).toHaveLength(2);
  });

  it('instance metadata without a region, or nothing answering: us-east-1', async () => {
    const imds = await started(startFakeImds({ region: null }));
    const base = { ...envKeys(SOURCE_KEYS.environment), AWS_EC2_METADATA_DISABLED: undefined };
    const withImds = awsTestEnvironment({ ...base, AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.url });
    expect((await find(withImds.env)).found.region).toBe('us-east-1');
    expect(imds.requests).toHaveLength(2);
    const nothing = awsTestEnvironment(base); // the endpoint is a closed loopback port
    expect((await find(nothing.env)).found.region).toBe('us-east-1');
  });

  it('an IMDSv1-only instance: the region read without a token, unless v1 is disabled', async () => {
    const imds = await started(startFakeImds({ v1Only: true, region: 'af-south-1' }));
    const { env } = awsTestEnvironment({
      ...envKeys(SOURCE_KEYS.environment),
      AWS_EC2_METADATA_DISABLED: undefined,
      AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.url,
    });
    expect((await find(env)).found.region).toBe('af-south-1');
    expect(imds.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /latest/api/token',
      'GET /latest/meta-data/placement/region',
    ]);
    env.AWS_EC2_METADATA_V1_DISABLED = 'true';
    expect((await find(env)).found.region).toBe('us-east-1');
    expect(imds.requests).toHaveLength(3);
  });

  it('a malformed region is an input error naming where it came from, never quoting it', async () => {
    const keys = envKeys(SOURCE_KEYS.environment);
    const bad = await failure(awsTestEnvironment({ ...keys, AWS_REGION: 'US East/1' }).env);
    expect(bad).toBeInstanceOf(InputError);
    expect(bad.message).toMatch(/^AWS_REGION is not an AWS region name such as us-east-1/);
    expect(bad.message).not.toContain('US East/1');
    const long = await failure(
      awsTestEnvironment({ ...keys, AWS_DEFAULT_REGION: 'x'.repeat(21) }).env,
    );
    expect(long.message).toMatch(/^AWS_DEFAULT_REGION is not/);
    const { env } = awsTestEnvironment(keys);
    writeAwsFiles(env, { config: '[default]\nregion = Mars North\n' });
    const profile = await failure(env);
    expect(profile).toBeInstanceOf(InputError);
    expect(profile.message).toMatch(
      /^The `region` of the AWS profile in use \(`default`\) is not an AWS region name/,
    );
    expect(profile.message).not.toContain('Mars');
    // The same when the chain asks for the region first, for a profile's STS call.
    const { env: roleEnv } = awsTestEnvironment({ AWS_PROFILE: 'deploy' });
    writeAwsFiles(roleEnv, {
      credentials: `[base]\n${profileSection(SOURCE_KEYS.profile)}`,
      config: `[profile deploy]\nrole_arn = ${ROLE_ARN}\nsource_profile = base\nregion = Mars North\n`,
    });
    const role = await failure(roleEnv);
    expect(role).toBeInstanceOf(InputError);
    expect(role.message).toMatch(/^The `region` of the AWS profile in use \(AWS_PROFILE\)/);
  });
});

describe('failures: one error, with the kind of what failed and what to do', () => {
  it('no source has credentials: every source tried, in order, and how to provide some', async () => {
    const error = await failure(
      awsTestEnvironment({ AWS_ACCESS_KEY_ID: 'AKIAONLYTHEKEYID0001' }).env,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).details).toMatchObject({
      kind: 'aws:credentials',
      code: 'NO_CREDENTIALS',
    });
    expect(await describeFailure(error)).toBe(
      "find AWS credentials failed: no source of the AWS SDK's default chain has any; tried, in order: " +
        'environment variables: AWS_SECRET_ACCESS_KEY is not set; ' +
        'shared config and credentials files: no usable credentials for profile `default`; ' +
        'web identity token file: AWS_WEB_IDENTITY_TOKEN_FILE and AWS_ROLE_ARN are not set; ' +
        'ECS container credentials: AWS_CONTAINER_CREDENTIALS_RELATIVE_URI and AWS_CONTAINER_CREDENTIALS_FULL_URI are not set; ' +
        'EC2 instance metadata: AWS_EC2_METADATA_DISABLED is set. ' +
        'Run aws-actions/configure-aws-credentials before this step (with `role-to-assume` or access keys), or give the runner AWS credentials of its own: an EC2 instance profile, an IAM role for its Kubernetes service account (EKS IRSA), an ECS task role, or AWS_PROFILE naming a profile in the shared config files.',
    );
  });

  it('instance metadata that has no role for the instance: the chain ends, the error says so', async () => {
    const imds = await started(startFakeImds({ role: null }));
    const { env } = awsTestEnvironment({
      AWS_EC2_METADATA_DISABLED: undefined,
      AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.url,
      AWS_PROFILE: 'missing',
    });
    const error = (await failure(env)) as ApiError;
    expect(error.details.code).toBe('NO_CREDENTIALS');
    expect(error.message).toContain('environment variables: skipped, because AWS_PROFILE is set');
    expect(error.message).toContain('no usable credentials for profile `missing` (AWS_PROFILE)');
    expect(error.message).toContain(
      'EC2 instance metadata: no credentials (not an EC2 instance, no instance profile attached, or out of reach from this container)',
    );
    expect(imds.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /latest/api/token',
      'GET /latest/meta-data/iam/security-credentials/',
    ]);
  });

  it('STS refuses the web identity: the STS code and message, and the trust policy to check', async () => {
    const sts = await started(
      startFakeSts({
        roleArn: 'arn:aws:iam::111122223333:role/other',
        webIdentityToken: WEB_TOKEN,
      }),
    );
    const { env, dir } = awsTestEnvironment({ AWS_ENDPOINT_URL_STS: sts.url });
    Object.assign(env, webIdentity(dir));
    const error = (await failure(env)) as ApiError;
    expect(error.details).toMatchObject({
      kind: 'aws:web-identity',
      status: 403,
      serverError: 'AccessDenied',
    });
    expect(await describeFailure(error)).toMatch(
      /^get AWS credentials with the web identity token \(STS AssumeRoleWithWebIdentity\) failed: HTTP 403: AccessDenied: Not authorized to perform sts:AssumeRoleWithWebIdentity[^]*trust policy/,
    );
    expect(sts.calls).toHaveLength(1); // a 403 is not retried
  });

  it('STS rejects the token itself: InvalidIdentityToken and what to compare', async () => {
    const sts = await started(
      startFakeSts({ roleArn: ROLE_ARN, webIdentityToken: 'another-token' }),
    );
    const { env, dir } = awsTestEnvironment({ AWS_ENDPOINT_URL_STS: sts.url });
    Object.assign(env, webIdentity(dir));
    const error = (await failure(env)) as ApiError;
    expect(error.details).toMatchObject({
      kind: 'aws:web-identity',
      status: 400,
      // The SDK names its exception class after STS's code.
      serverError: 'InvalidIdentityTokenException',
    });
    expect(await describeFailure(error)).toMatch(/issuer .*audience/);
  });

  it('the web identity token file cannot be read: names the variable, not the path', async () => {
    const { env, dir } = awsTestEnvironment();
    Object.assign(env, webIdentity(dir), {
      AWS_WEB_IDENTITY_TOKEN_FILE: path.join(dir, 'no-such-token'),
    });
    const error = (await failure(env)) as ApiError;
    expect(error.details).toMatchObject({ kind: 'aws:web-identity', code: 'ENOENT' });
    expect(error.message).toBe(
      'get AWS credentials with the web identity token (STS AssumeRoleWithWebIdentity) failed: the file AWS_WEB_IDENTITY_TOKEN_FILE names cannot be read (ENOENT)',
    );
  });

  it('nothing of a source the chain tried ever reaches an error message', async () => {
    const sts = await started(
      startFakeSts({ roleArn: 'arn:aws:iam::1:role/x', webIdentityToken: WEB_TOKEN }),
    );
    const { env, dir } = awsTestEnvironment({ AWS_ENDPOINT_URL_STS: sts.url });
    Object.assign(env, webIdentity(dir));
    const error = await failure(env);
    expect(await describeFailure(error)).not.toContain(WEB_TOKEN);
  });
});

describe('the SDK is loaded only when needed', () => {
  it('keys in the environment and a region: nothing loaded', async () => {
    const loadSdk = vi.fn(loadAwsSdk);
    const { env } = awsTestEnvironment({
      ...envKeys(SOURCE_KEYS.environment),
      AWS_REGION: 'us-east-1',
    });
    await find(env, { loadSdk });
    expect(loadSdk).not.toHaveBeenCalled();
  });
});

describe('hints for AWS credential failures, chosen by kind, code and AWS words', () => {
  const hint = (kind: CallKind, details: Partial<ApiError['details']> = {}) =>
    hintFor(new ApiError({ kind, operation: CALL_LABELS[kind], method: '', path: '', ...details }));

  it.each([
    [
      'aws:credentials',
      { code: 'NO_CREDENTIALS' },
      /configure-aws-credentials.*EC2 instance profile/,
    ],
    ['aws:credentials', { serverMessage: 'odd' }, /Check the job's AWS configuration/],
    ['aws:profile', { status: 403, serverError: 'AccessDenied' }, /AWS_PROFILE.*source_profile/],
    ['aws:container', { code: 'ECONNREFUSED' }, /AWS_CONTAINER_CREDENTIALS_FULL_URI/],
    ['aws:web-identity', { code: 'ECONNREFUSED' }, /runner reaches STS/],
    ['aws:web-identity', { code: 'ETIMEDOUT' }, /runner reaches STS/],
    [
      'aws:web-identity',
      { status: 400, serverError: 'ExpiredTokenException', serverMessage: 'Token expired' },
      /token must be current/,
    ],
    [
      'aws:web-identity',
      { status: 403, serverError: 'AccessDenied', serverMessage: 'Not authorized' },
      /trust policy must allow sts:AssumeRoleWithWebIdentity/,
    ],
  ] as [CallKind, Partial<ApiError['details']>, RegExp][])('%s %j', (kind, details, expected) => {
    const text = hint(kind, details);
    expect(text).toMatch(expected);
    // Never the hints about `domain` that the same failure of an API call would get.
    expect(text).not.toMatch(/`domain`/);
  });
});
