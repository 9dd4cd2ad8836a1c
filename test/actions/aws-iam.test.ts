// `method: aws-iam` end to end: the built action signs STS GetCallerIdentity with the AWS
// credentials that aws-actions/configure-aws-credentials leaves in the environment, and the fake
// server verifies the signature (it never contacts AWS).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stsSignature } from '../support/fake-server/aws-sts.ts';
import {
  AWS_IDENTITY_ID,
  AWS_ROLE_ACCESS_KEY_ID,
  AWS_ROLE_SECRET_KEY,
  AWS_ROLE_SESSION_TOKEN,
  AWS_USER_ACCESS_KEY_ID,
  AWS_USER_SECRET_KEY,
  MEMBER_IDENTITY_ID,
  PROJECT_SLUG,
  startFakeServer,
} from '../support/fake-server/index.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { runAction, runPost, type ActionRun } from '../support/run-action.ts';

type Server = Awaited<ReturnType<typeof startFakeServer>>;
let server: Server;

beforeEach(async () => {
  server = await startFakeServer();
});
afterEach(async () => {
  await server.close();
});

const LOGIN = '/api/v1/auth/aws-auth/login';

const inputs = (extra: Record<string, string> = {}): Record<string, string> => ({
  domain: server.url,
  method: 'aws-iam',
  'identity-id': AWS_IDENTITY_ID,
  'project-slug': PROJECT_SLUG,
  'env-slug': 'dev',
  ...extra,
});
/** What configure-aws-credentials exports for access keys. */
const userEnv = (extra: Record<string, string> = {}): Record<string, string> => ({
  AWS_ACCESS_KEY_ID: AWS_USER_ACCESS_KEY_ID,
  AWS_SECRET_ACCESS_KEY: AWS_USER_SECRET_KEY,
  AWS_REGION: 'us-east-1',
  AWS_DEFAULT_REGION: 'us-east-1',
  ...extra,
});
/** What configure-aws-credentials exports after assuming a role (OIDC). */
const roleEnv = (): Record<string, string> => ({
  AWS_ACCESS_KEY_ID: AWS_ROLE_ACCESS_KEY_ID,
  AWS_SECRET_ACCESS_KEY: AWS_ROLE_SECRET_KEY,
  AWS_SESSION_TOKEN: AWS_ROLE_SESSION_TOKEN,
  AWS_REGION: 'eu-west-1',
  AWS_DEFAULT_REGION: 'eu-west-1',
});

interface LoginBody {
  identityId: string;
  iamHttpRequestMethod: string;
  iamRequestBody: string;
  iamRequestHeaders: string;
}
const loginBody = (): LoginBody => server.requests.find((r) => r.path === LOGIN)!.body as LoginBody;

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
  expect(
    Math.abs(
      Date.parse(
        headers['X-Amz-Date']!.replace(
          /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/,
          '$1-$2-$3T$4:$5:$6Z',
        ),
      ) - Date.now(),
    ),
  ).toBeLessThan(60_000);
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
function expectCleanFailure(run: ActionRun) {
  expect(run.exitCode).toBe(1);
  expect(run.errors).toHaveLength(1);
  expect(run.envEntries).toEqual([]);
  expect(run.outputs).toEqual({});
  expect(run.state.revoke_token).toBeFalsy();
}

describe('method: aws-iam', () => {
  it('signs GetCallerIdentity with the job AWS keys, exports the secrets, revokes after', async () => {
    const run = await runAction({ inputs: inputs(), env: userEnv() });
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(run.env.DATABASE_URL).toBe('postgres://dev-user:dev-pass@db.local:5432/app');
    const { headers, accessKeyId, signedHeaders } = expectSignedGetCallerIdentity(
      loginBody(),
      AWS_USER_SECRET_KEY,
      'us-east-1',
    );
    expect(accessKeyId).toBe(AWS_USER_ACCESS_KEY_ID);
    expect(signedHeaders).toEqual(['content-length', 'content-type', 'host', 'x-amz-date']);
    expect(headers['X-Amz-Security-Token']).toBeUndefined();
    // The secret key never leaves the runner.
    expect(JSON.stringify(server.requests)).not.toContain(AWS_USER_SECRET_KEY);
    const token = run.state.revoke_token!;
    expect(run.masks).toContain(token);
    const post = await runPost(run, { inputs: inputs(), env: userEnv() });
    expect(post.exitCode).toBe(0);
    expect(server.requests.filter((r) => r.path === '/api/v1/auth/token/revoke')).toHaveLength(1);
    expectNoLeaks(run, [AWS_USER_SECRET_KEY, token]);
    expectNoLeaks(post, [AWS_USER_SECRET_KEY, token]);
  });

  it("temporary credentials (an assumed role): the session token is sent, signed, in AWS_REGION's STS", async () => {
    const run = await runAction({ inputs: inputs(), env: roleEnv() });
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(Object.keys(run.env)).toContain('DATABASE_URL');
    const { headers, accessKeyId, signedHeaders } = expectSignedGetCallerIdentity(
      loginBody(),
      AWS_ROLE_SECRET_KEY,
      'eu-west-1',
    );
    expect(accessKeyId).toBe(AWS_ROLE_ACCESS_KEY_ID);
    expect(headers['X-Amz-Security-Token']).toBe(AWS_ROLE_SESSION_TOKEN);
    expect(signedHeaders).toContain('x-amz-security-token');
    const token = run.state.revoke_token!;
    const post = await runPost(run, { inputs: inputs(), env: roleEnv() });
    expect(post.exitCode).toBe(0);
    expect(server.requests.some((r) => r.path === '/api/v1/auth/token/revoke')).toBe(true);
    expectNoLeaks(run, [AWS_ROLE_SECRET_KEY, AWS_ROLE_SESSION_TOKEN, token]);
  });

  it('without AWS credentials: one error that says to run configure-aws-credentials first', async () => {
    const run = await runAction({ inputs: inputs(), env: { AWS_REGION: 'us-east-1' } });
    expectCleanFailure(run);
    expect(run.errors[0]).toMatch(/AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set/);
    expect(run.errors[0]).toMatch(/run aws-actions\/configure-aws-credentials before this step/);
    expect(server.requests).toEqual([]);
    expectNoLeaks(run, [AWS_USER_SECRET_KEY]);
  });

  it('without identity-id: one error naming it, before any request', async () => {
    const run = await runAction({ inputs: inputs({ 'identity-id': '' }), env: userEnv() });
    expectCleanFailure(run);
    expect(run.errors[0]).toBe(
      '`method: aws-iam` needs `identity-id`, the id of the machine identity with AWS auth configured.',
    );
    expect(server.requests).toEqual([]);
    expectNoLeaks(run, [AWS_USER_SECRET_KEY]);
  });

  it('an identity without AWS auth: the server message and the input to check', async () => {
    const run = await runAction({
      inputs: inputs({ 'identity-id': MEMBER_IDENTITY_ID }),
      env: userEnv(),
    });
    expectCleanFailure(run);
    expect(run.errors[0]).toMatch(
      /AWS IAM login failed \(POST \/api\/v1\/auth\/aws-auth\/login\): HTTP 404: AWS auth method not found for identity, did you configure AWS auth\? Check `identity-id`: .*AWS auth configured/,
    );
    expectNoLeaks(run, [AWS_USER_SECRET_KEY]);
  });

  it('a wrong secret key: the signature is rejected, one error, nothing exported', async () => {
    const wrong = `${AWS_USER_SECRET_KEY.slice(0, -4)}WXYZ`;
    const run = await runAction({
      inputs: inputs(),
      env: userEnv({ AWS_SECRET_ACCESS_KEY: wrong }),
    });
    expectCleanFailure(run);
    expect(run.errors[0]).toMatch(
      /HTTP 401: Access denied: AWS STS refused .*SignatureDoesNotMatch/,
    );
    expect(run.errors[0]).toMatch(/AWS did not accept the signed request/);
    expect(server.requests.filter((r) => r.path === LOGIN)).toHaveLength(1); // 401: no retry
    expect(server.requests.some((r) => r.path.startsWith('/api/v3/secrets'))).toBe(false);
    expectNoLeaks(run, [wrong, AWS_USER_SECRET_KEY]);
  });

  it('temporary credentials without their session token: refused, one error', async () => {
    const env = roleEnv();
    delete env.AWS_SESSION_TOKEN;
    const run = await runAction({ inputs: inputs(), env });
    expectCleanFailure(run);
    expect(run.errors[0]).toMatch(/InvalidClientTokenId/);
    expectNoLeaks(run, [AWS_ROLE_SECRET_KEY, AWS_ROLE_SESSION_TOKEN]);
  });

  it("a signature dated more than 15 minutes from the server's clock: SignatureExpired", async () => {
    server.state.clock.advance(20 * 60_000);
    const run = await runAction({ inputs: inputs(), env: userEnv() });
    expectCleanFailure(run);
    expect(run.errors[0]).toMatch(/SignatureExpired.*check the runner clock/);
    expectNoLeaks(run, [AWS_USER_SECRET_KEY]);
  });
});
