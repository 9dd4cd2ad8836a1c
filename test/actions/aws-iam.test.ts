// `method: aws-iam` end to end: the action finds the job's AWS credentials as the AWS SDK's
// default chain does (keys in the environment, EC2 instance metadata, a web identity token...),
// signs STS GetCallerIdentity with them, and the fake server verifies the signature (it never
// contacts AWS). Branch cases run in process; two spawned runs of the built bundle show that the
// AWS SDK chunk loads on the aws-iam path and never on another.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  awsTestEnvironment,
  startFakeImds,
  startFakeSts,
  withProcessEnv,
} from '../support/aws-fakes.ts';
import { stsSignature } from '../support/fake-server/aws-sts.ts';
import {
  AWS_IDENTITY_ID,
  AWS_ROLE_ACCESS_KEY_ID,
  AWS_ROLE_ARN,
  AWS_ROLE_SECRET_KEY,
  AWS_ROLE_SESSION_TOKEN,
  AWS_USER_ACCESS_KEY_ID,
  AWS_USER_SECRET_KEY,
  MEMBER_IDENTITY_ID,
  PROJECT_SLUG,
} from '../support/fake-server/index.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import {
  builtinsLoaded,
  filesLoadedUnder,
  MODULE_TRACE_IMPORT,
} from '../support/modules-loaded.ts';
import { type InProcessSpec, obtainedToken } from '../support/run-action.ts';
import { runStep, runPostStep, type ActionRun } from '../support/run.ts';
import { login, useFakeServer } from '../support/use-fake-server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const server = useFakeServer();

const LOGIN = '/api/v1/auth/aws-auth/login';
const REVOKE = '/api/v1/auth/token/revoke';
const WEB_TOKEN =
  'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJzeXN0ZW06c2VydmljZWFjY291bnQ6Y2k6cnVubmVyIn0.c2ln';
/** Every AWS secret a test hands out: none may ever show in a log. */
const AWS_SECRETS = [AWS_USER_SECRET_KEY, AWS_ROLE_SECRET_KEY, AWS_ROLE_SESSION_TOKEN, WEB_TOKEN];

const inputs = (extra: Record<string, string> = {}): Record<string, string> => ({
  domain: server().url,
  method: 'aws-iam',
  'identity-id': AWS_IDENTITY_ID,
  'project-slug': PROJECT_SLUG,
  'env-slug': 'dev',
  ...extra,
});
/** What configure-aws-credentials exports for access keys. */
const userKeys = {
  AWS_ACCESS_KEY_ID: AWS_USER_ACCESS_KEY_ID,
  AWS_SECRET_ACCESS_KEY: AWS_USER_SECRET_KEY,
  AWS_REGION: 'us-east-1',
  AWS_DEFAULT_REGION: 'us-east-1',
};
/** What configure-aws-credentials exports after assuming a role (OIDC). */
const roleKeys = {
  AWS_ACCESS_KEY_ID: AWS_ROLE_ACCESS_KEY_ID,
  AWS_SECRET_ACCESS_KEY: AWS_ROLE_SECRET_KEY,
  AWS_SESSION_TOKEN: AWS_ROLE_SESSION_TOKEN,
  AWS_REGION: 'eu-west-1',
  AWS_DEFAULT_REGION: 'eu-west-1',
};

/**
 * The main step in process, with `aws` over an isolated AWS environment as both the step's
 * environment and `process.env` (what the AWS SDK reads), on the fake server's clock.
 */
function runWithAws(
  aws: Record<string, string | undefined>,
  options: Omit<InProcessSpec, 'env' | 'deps'> = {},
): Promise<ActionRun> {
  const { env } = awsTestEnvironment(aws);
  return withProcessEnv(env, () =>
    runStep({
      mode: 'in-process',
      inputs: inputs(),
      ...options,
      env,
      deps: { now: () => server().state.clock.now() },
      hidden: AWS_SECRETS,
    }),
  );
}

interface LoginBody {
  identityId: string;
  iamHttpRequestMethod: string;
  iamRequestBody: string;
  iamRequestHeaders: string;
}
const loginBody = (): LoginBody =>
  server().requests.find((r) => r.path === LOGIN)!.body as LoginBody;

/** The login request decoded, and its signature checked by the fake's own SigV4 code. */
function expectSignedGetCallerIdentity(body: LoginBody, secret: string, region: string) {
  expect(body.identityId).toBe(AWS_IDENTITY_ID);
  expect(body.iamHttpRequestMethod).toBe('POST');
  expect(Buffer.from(body.iamRequestBody, 'base64').toString('utf8')).toBe(
    'Action=GetCallerIdentity&Version=2011-06-15',
  );
  const headers = JSON.parse(
    Buffer.from(body.iamRequestHeaders, 'base64').toString('utf8'),
  ) as Record<string, string>;
  expect(headers.Host).toBe(`sts.${region}.amazonaws.com`);
  expect(headers['Content-Type']).toBe('application/x-www-form-urlencoded; charset=utf-8');
  const auth =
    /^AWS4-HMAC-SHA256 Credential=(\w+)\/(\d{8})\/([a-z0-9-]+)\/sts\/aws4_request, SignedHeaders=([a-z;-]+), Signature=([0-9a-f]{64})$/.exec(
      headers.Authorization!,
    )!;
  expect(auth, headers.Authorization).not.toBeNull();
  expect(auth[3]).toBe(region);
  expect(auth[2]).toBe(headers['X-Amz-Date']!.slice(0, 8));
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const signedHeaders = auth[4]!.split(';');
  expect(
    stsSignature({
      method: 'POST',
      headers: lower,
      signedHeaders,
      body: 'Action=GetCallerIdentity&Version=2011-06-15',
      secretAccessKey: secret,
      amzDate: headers['X-Amz-Date']!,
      region,
    }),
  ).toBe(auth[5]);
  return { headers, accessKeyId: auth[1], signedHeaders };
}

/** A run that failed with one error line and changed nothing. */
function expectCleanFailure(result: ActionRun) {
  expect(result.exitCode).toBe(1);
  expect(result.errors).toHaveLength(1);
  expect(result.envEntries).toEqual([]);
  expect(result.outputs).toEqual({});
  expect(obtainedToken(result)).toBeFalsy();
}

/** A successful run: the secrets exported, the secret key and session token masked. */
function expectLoggedIn(result: ActionRun, masked: string[]) {
  expect(result.errors).toEqual([]);
  expect(result.exitCode).toBe(0);
  expect(result.env.DATABASE_URL).toBe('postgres://dev-user:dev-pass@db.local:5432/app');
  for (const value of masked) expect(result.masks).toContain(value);
}

describe('method: aws-iam, credentials in the environment (configure-aws-credentials)', () => {
  it('signs GetCallerIdentity with the job AWS keys, exports the secrets, revokes after', async () => {
    const result = await runWithAws(userKeys);
    expectLoggedIn(result, [AWS_USER_SECRET_KEY]);
    const { headers, accessKeyId, signedHeaders } = expectSignedGetCallerIdentity(
      loginBody(),
      AWS_USER_SECRET_KEY,
      'us-east-1',
    );
    expect(accessKeyId).toBe(AWS_USER_ACCESS_KEY_ID);
    expect(signedHeaders).toEqual(['content-length', 'content-type', 'host', 'x-amz-date']);
    expect(headers['X-Amz-Security-Token']).toBeUndefined();
    // The secret key never leaves the runner.
    expect(JSON.stringify(server().requests)).not.toContain(AWS_USER_SECRET_KEY);
    const token = obtainedToken(result)!;
    expect(result.masks).toContain(token);
    const post = await runPostStep(result, {
      mode: 'in-process',
      inputs: inputs(),
      hidden: AWS_SECRETS,
    });
    expect(post.exitCode).toBe(0);
    expect(server().requests.filter((r) => r.path === REVOKE)).toHaveLength(1);
    expectNoLeaks(post, [...AWS_SECRETS, token]);
  });

  it("temporary credentials (an assumed role): the session token is sent, signed, in AWS_REGION's STS", async () => {
    const result = await runWithAws(roleKeys);
    expectLoggedIn(result, [AWS_ROLE_SECRET_KEY, AWS_ROLE_SESSION_TOKEN]);
    const { headers, accessKeyId, signedHeaders } = expectSignedGetCallerIdentity(
      loginBody(),
      AWS_ROLE_SECRET_KEY,
      'eu-west-1',
    );
    expect(accessKeyId).toBe(AWS_ROLE_ACCESS_KEY_ID);
    expect(headers['X-Amz-Security-Token']).toBe(AWS_ROLE_SESSION_TOKEN);
    expect(signedHeaders).toContain('x-amz-security-token');
  });

  it('temporary credentials without their session token: refused, one error', async () => {
    const result = await runWithAws({ ...roleKeys, AWS_SESSION_TOKEN: undefined });
    expectCleanFailure(result);
    expect(result.errors[0]).toMatch(/InvalidClientTokenId/);
  });

  it('a wrong secret key: the signature is rejected, one error, nothing exported', async () => {
    const wrong = `${AWS_USER_SECRET_KEY.slice(0, -4)}WXYZ`;
    const result = await runWithAws({ ...userKeys, AWS_SECRET_ACCESS_KEY: wrong });
    expectCleanFailure(result);
    expect(result.errors[0]).toMatch(
      /HTTP 401: Access denied: AWS STS refused .*SignatureDoesNotMatch/,
    );
    expect(result.errors[0]).toMatch(/AWS did not accept the signed request/);
    expect(server().requests.filter((r) => r.path === LOGIN)).toHaveLength(1); // 401: no retry
    expect(server().requests.some((r) => r.path.startsWith('/api/v3/secrets'))).toBe(false);
    expectNoLeaks(result, [wrong]);
  });

  it("a signature dated more than 15 minutes from the server's clock: SignatureExpired", async () => {
    const { env } = awsTestEnvironment(userKeys);
    const result = await withProcessEnv(env, () =>
      runStep({
        mode: 'in-process',
        inputs: inputs(),
        env,
        deps: { now: () => server().state.clock.now() - 20 * 60_000 },
        hidden: AWS_SECRETS,
      }),
    );
    expectCleanFailure(result);
    expect(result.errors[0]).toMatch(/SignatureExpired.*check the runner clock/);
  });
});

describe('method: aws-iam, credentials of the runner itself', () => {
  it('EC2 instance profile: IMDSv2 credentials, signed for the instance region', async () => {
    const imds = await startFakeImds({ region: 'eu-central-1' });
    try {
      const result = await runWithAws({
        AWS_EC2_METADATA_DISABLED: undefined,
        AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.url,
      });
      expectLoggedIn(result, [AWS_ROLE_SECRET_KEY, AWS_ROLE_SESSION_TOKEN]);
      const { headers, accessKeyId } = expectSignedGetCallerIdentity(
        loginBody(),
        AWS_ROLE_SECRET_KEY,
        'eu-central-1',
      );
      expect(accessKeyId).toBe(AWS_ROLE_ACCESS_KEY_ID);
      expect(headers['X-Amz-Security-Token']).toBe(AWS_ROLE_SESSION_TOKEN);
      expect(imds.refused).toEqual([]);
      expect(imds.tokens.length).toBeGreaterThan(0);
    } finally {
      await imds.close();
    }
  });

  it('EKS (IRSA): AssumeRoleWithWebIdentity with the token file, then the login', async () => {
    const sts = await startFakeSts({ roleArn: AWS_ROLE_ARN, webIdentityToken: WEB_TOKEN });
    try {
      const { dir } = awsTestEnvironment();
      const tokenFile = path.join(dir, 'token');
      writeFileSync(tokenFile, WEB_TOKEN);
      const result = await runWithAws({
        AWS_WEB_IDENTITY_TOKEN_FILE: tokenFile,
        AWS_ROLE_ARN,
        AWS_ENDPOINT_URL_STS: sts.url,
        AWS_REGION: 'ap-south-1',
        AWS_DEFAULT_REGION: 'ap-south-1',
      });
      expectLoggedIn(result, [AWS_ROLE_SECRET_KEY, AWS_ROLE_SESSION_TOKEN]);
      expectSignedGetCallerIdentity(loginBody(), AWS_ROLE_SECRET_KEY, 'ap-south-1');
      expect(sts.calls).toEqual([
        expect.objectContaining({ Action: 'AssumeRoleWithWebIdentity', RoleArn: AWS_ROLE_ARN }),
      ]);
    } finally {
      await sts.close();
    }
  });

  it('EKS role that does not trust the service account: one error with STS words and the fix', async () => {
    const sts = await startFakeSts({
      roleArn: 'arn:aws:iam::111122223333:role/someone-else',
      webIdentityToken: WEB_TOKEN,
    });
    try {
      const { dir } = awsTestEnvironment();
      const tokenFile = path.join(dir, 'token');
      writeFileSync(tokenFile, WEB_TOKEN);
      const result = await runWithAws({
        AWS_WEB_IDENTITY_TOKEN_FILE: tokenFile,
        AWS_ROLE_ARN,
        AWS_ENDPOINT_URL_STS: sts.url,
      });
      expectCleanFailure(result);
      expect(result.errors[0]).toMatch(
        /^get AWS credentials with the web identity token \(STS AssumeRoleWithWebIdentity\) failed: HTTP 403: AccessDenied: .*trust policy must allow sts:AssumeRoleWithWebIdentity/,
      );
      expect(server().requests).toEqual([]);
    } finally {
      await sts.close();
    }
  });

  it('no AWS credentials anywhere: one error listing the sources tried and how to provide one', async () => {
    const result = await runWithAws({ AWS_REGION: 'us-east-1' });
    expectCleanFailure(result);
    expect(result.errors[0]).toMatch(
      /^find AWS credentials failed: no source of the AWS SDK's default chain has any; tried, in order: environment variables: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set; .*EC2 instance metadata: AWS_EC2_METADATA_DISABLED is set\. Run aws-actions\/configure-aws-credentials before this step .*an EC2 instance profile/,
    );
    expect(server().requests).toEqual([]);
  });

  it('without identity-id: one error naming it, before anything is asked', async () => {
    const result = await runWithAws(userKeys, { inputs: inputs({ 'identity-id': '' }) });
    expectCleanFailure(result);
    expect(result.errors[0]).toBe(
      '`method: aws-iam` needs `identity-id`, the id of the machine identity with AWS auth configured.',
    );
    expect(server().requests).toEqual([]);
  });

  it('an identity without AWS auth: the server message and the input to check', async () => {
    const result = await runWithAws(userKeys, {
      inputs: inputs({ 'identity-id': MEMBER_IDENTITY_ID }),
    });
    expectCleanFailure(result);
    expect(result.errors[0]).toMatch(
      /AWS IAM login failed \(POST \/api\/v1\/auth\/aws-auth\/login\): HTTP 404: AWS auth method not found for identity, did you configure AWS auth\? Check `identity-id`: .*AWS auth configured/,
    );
  });
});

describe('the built bundle: the AWS SDK is a chunk only aws-iam loads', () => {
  it('aws-iam from EC2 instance metadata, spawned: loads the SDK chunk, logs in, revokes after', async () => {
    const imds = await startFakeImds({ region: 'us-west-2' });
    try {
      const { env } = awsTestEnvironment({
        AWS_EC2_METADATA_DISABLED: undefined,
        AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.url,
        NODE_OPTIONS: MODULE_TRACE_IMPORT,
      });
      const result = await runStep({ mode: 'built', inputs: inputs(), env, hidden: AWS_SECRETS });
      expectLoggedIn(result, [AWS_ROLE_SECRET_KEY, AWS_ROLE_SESSION_TOKEN]);
      expectSignedGetCallerIdentity(loginBody(), AWS_ROLE_SECRET_KEY, 'us-west-2');
      const chunks = filesLoadedUnder(result.stderr, 'dist/lib').filter(
        (file) => file !== 'index.js',
      );
      expect(chunks.length).toBeGreaterThan(0);
      const sdkCode = chunks.map((file) =>
        readFileSync(path.join(root, 'dist', 'lib', file), 'utf8'),
      );
      expect(sdkCode.join('\n')).toContain('EC2 Instance Metadata Service access disabled');
      const token = obtainedToken(result)!;
      expectNoLeaks(result, [...AWS_SECRETS, token]);
      const post = await runPostStep(result, {
        mode: 'built',
        inputs: inputs(),
        hidden: AWS_SECRETS,
      });
      expect(post.exitCode).toBe(0);
      expect(server().requests.filter((r) => r.path === REVOKE)).toHaveLength(1);
      expectNoLeaks(post, [...AWS_SECRETS, token]);
    } finally {
      await imds.close();
    }
  });

  it('universal auth, spawned: the bundle alone, no AWS code or hints loaded or parsed', async () => {
    const result = await runStep({
      mode: 'built',
      inputs: { ...login(server()), 'project-slug': PROJECT_SLUG, 'env-slug': 'dev' },
      env: { NODE_OPTIONS: MODULE_TRACE_IMPORT },
      hidden: AWS_SECRETS,
    });
    expect(result.exitCode).toBe(0);
    expect(filesLoadedUnder(result.stderr, 'dist/lib')).toEqual(['index.js']);
    // A plain-HTTP server: nothing loads TLS, crypto or perf_hooks (a few milliseconds a job).
    const loaded = builtinsLoaded(result.stderr);
    expect(loaded).toContain('http');
    for (const name of ['https', 'tls', 'crypto', 'perf_hooks'])
      expect(loaded, name).not.toContain(name);
    // And the bundle itself holds none of the SDK: it lives in the chunks.
    const bundle = readFileSync(path.join(root, 'dist', 'lib', 'index.js'), 'utf8');
    expect(bundle).not.toContain('EC2 Instance Metadata Service access disabled');
    expect(bundle).not.toContain('getDefaultRoleAssumerWithWebIdentity');
    // Nor the sub-actions: a chunk of their own, which the main action never parses. Nor our
    // own AWS login code, nor the hints that only a failed call needs.
    expect(bundle).not.toContain('./src/operations/');
    expect(bundle).not.toContain('./src/auth/aws-credentials.ts');
    expect(bundle).not.toContain('AWS4-HMAC-SHA256');
    expect(bundle).not.toContain(
      "The server is failing. Try again later, or check the server's health.",
    );
  });
});
