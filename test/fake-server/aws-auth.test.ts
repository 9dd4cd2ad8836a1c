// AWS IAM login on the fake: the signed STS GetCallerIdentity request is checked for real (the
// fake recomputes SigV4 with its own code), and the identity's account and ARN allow-lists apply.
// Requests are signed with the action's signer, so these tests also cross-check the two.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  signGetCallerIdentity,
  signV4,
  type AwsCredentials,
} from '../../src/auth/aws-signature.js';
import {
  AWS_IDENTITY_ID,
  AWS_OTHER_ACCESS_KEY_ID,
  AWS_OTHER_SECRET_KEY,
  AWS_ROLE_ACCESS_KEY_ID,
  AWS_ROLE_ARN,
  AWS_ROLE_SECRET_KEY,
  AWS_ROLE_SESSION_TOKEN,
  AWS_USER_ACCESS_KEY_ID,
  AWS_USER_ARN,
  AWS_USER_SECRET_KEY,
  MEMBER_IDENTITY_ID,
  UNKNOWN_UUID,
  decodeJwt,
  startFakeServer,
} from '../support/fake-server/index.ts';
import type { FakeServer } from '../support/fake-server/index.ts';
import { call, listPath } from './helpers.ts';

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeServer();
});
afterEach(async () => {
  await server.close();
});

const USER: AwsCredentials = {
  accessKeyId: AWS_USER_ACCESS_KEY_ID,
  secretAccessKey: AWS_USER_SECRET_KEY,
};
const ROLE: AwsCredentials = {
  accessKeyId: AWS_ROLE_ACCESS_KEY_ID,
  secretAccessKey: AWS_ROLE_SECRET_KEY,
  sessionToken: AWS_ROLE_SESSION_TOKEN,
};
const PATH = '/api/v1/auth/aws-auth/login';

const now = () => new Date(server.state.clock.now());
const signed = (credentials = USER, region = 'us-east-1', at = now()) =>
  signGetCallerIdentity(credentials, region, at);
const login = (body: unknown) =>
  call<{ accessToken: string; expiresIn: number; message: string; error: string }>(server, PATH, {
    method: 'POST',
    token: null,
    json: body,
  });
const decodeHeaders = (b64: string) =>
  JSON.parse(Buffer.from(b64, 'base64').toString('utf8')) as Record<string, string>;
const encodeHeaders = (headers: Record<string, string>) =>
  Buffer.from(JSON.stringify(headers)).toString('base64');

describe('AWS IAM login', () => {
  it('an IAM user key: a token of the AWS identity, with its TTLs, that reads secrets', async () => {
    const res = await login({ identityId: AWS_IDENTITY_ID, ...signed() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      expiresIn: 3600,
      accessTokenMaxTTL: 7200,
      tokenType: 'Bearer',
    });
    expect(decodeJwt(res.body.accessToken)!.payload).toMatchObject({
      identityId: AWS_IDENTITY_ID,
      authTokenType: 'identityAccessToken',
    });
    expect((await call(server, listPath(), { token: res.body.accessToken })).status).toBe(200);
    const record = [...server.state.accessTokens.values()].at(-1)!;
    expect(record.authMethod).toBe('aws-auth');
  });

  it('temporary credentials of the role, in any region, form-encoded like the official action', async () => {
    const res = await fetch(`${server.url}${PATH}`, {
      method: 'POST',
      body: new URLSearchParams({ identityId: AWS_IDENTITY_ID, ...signed(ROLE, 'eu-central-1') }),
    });
    expect(res.status).toBe(200);
  });

  it('an identity without AWS auth: the real 404; a non-UUID id: 500', async () => {
    for (const identityId of [MEMBER_IDENTITY_ID, UNKNOWN_UUID]) {
      const res = await login({ identityId, ...signed() });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(
        'AWS auth method not found for identity, did you configure AWS auth?',
      );
    }
    expect((await login({ identityId: 'nope', ...signed() })).status).toBe(500);
  });

  it('a wrong secret key: 401 SignatureDoesNotMatch', async () => {
    const res = await login({
      identityId: AWS_IDENTITY_ID,
      ...signed({ ...USER, secretAccessKey: `${AWS_USER_SECRET_KEY}x` }),
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/^Access denied: AWS STS refused .*\(SignatureDoesNotMatch\)/);
  });

  it('any change to a signed header breaks the signature', async () => {
    const body = signed();
    const headers = decodeHeaders(body.iamRequestHeaders);
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const res = await login({
      ...body,
      identityId: AWS_IDENTITY_ID,
      iamRequestHeaders: encodeHeaders(headers),
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/SignatureDoesNotMatch/);
  });

  it('an unknown access key: 401 InvalidClientTokenId', async () => {
    const res = await login({
      identityId: AWS_IDENTITY_ID,
      ...signed({ ...USER, accessKeyId: 'AKIAUNKNOWNKEY000000' }),
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/InvalidClientTokenId/);
  });

  it('temporary credentials need their session token, sent and signed', async () => {
    const without = await login({
      identityId: AWS_IDENTITY_ID,
      ...signed({ ...ROLE, sessionToken: undefined }),
    });
    expect(without.status).toBe(401);
    expect(without.body.message).toMatch(/InvalidClientTokenId/);
    const wrong = await login({
      identityId: AWS_IDENTITY_ID,
      ...signed({ ...ROLE, sessionToken: `${AWS_ROLE_SESSION_TOKEN}x` }),
    });
    expect(wrong.status).toBe(401);
    // Added after signing: present but not signed.
    const body = signed({ ...ROLE, sessionToken: undefined });
    const headers = decodeHeaders(body.iamRequestHeaders);
    headers['X-Amz-Security-Token'] = AWS_ROLE_SESSION_TOKEN;
    const unsigned = await login({
      ...body,
      identityId: AWS_IDENTITY_ID,
      iamRequestHeaders: encodeHeaders(headers),
    });
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.message).toMatch(/InvalidClientTokenId/);
  });

  it('X-Amz-Date more than 15 minutes from the clock: 401 SignatureExpired / NotYetCurrent', async () => {
    const at = now();
    const stale = signed(USER, 'us-east-1', new Date(at.getTime() - 16 * 60_000));
    const expired = await login({ identityId: AWS_IDENTITY_ID, ...stale });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toMatch(
      /\(SignatureExpired\): Signature expired: \d{8}T\d{6}Z is now earlier than/,
    );
    const early = await login({
      identityId: AWS_IDENTITY_ID,
      ...signed(USER, 'us-east-1', new Date(at.getTime() + 16 * 60_000)),
    });
    expect(early.status).toBe(401);
    expect(early.body.message).toMatch(/SignatureNotYetCurrent/);
    // Within the window it passes; moving the fake's clock makes the same request stale.
    const fresh = signed(USER, 'us-east-1', new Date(at.getTime() - 14 * 60_000));
    expect((await login({ identityId: AWS_IDENTITY_ID, ...fresh })).status).toBe(200);
    server.state.clock.advance(2 * 60_000);
    expect((await login({ identityId: AWS_IDENTITY_ID, ...fresh })).status).toBe(401);
  });

  it('a request for another host than the region STS endpoint: 403', async () => {
    const { headers } = signV4(
      {
        method: 'POST',
        host: 'sts.attacker.example.com',
        path: '/',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: 'Action=GetCallerIdentity&Version=2011-06-15',
      },
      USER,
      { region: 'us-east-1', service: 'sts' },
      now(),
    );
    const res = await login({
      ...signed(),
      identityId: AWS_IDENTITY_ID,
      iamRequestHeaders: encodeHeaders(headers),
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'Access denied: the signed request is not addressed to AWS STS (sts.us-east-1.amazonaws.com).',
    );
  });

  it('another STS call, or another method: 403', async () => {
    const body = signed();
    const otherCall = await login({
      ...body,
      identityId: AWS_IDENTITY_ID,
      iamRequestBody: Buffer.from('Action=GetSessionToken&Version=2011-06-15').toString('base64'),
    });
    expect(otherCall.status).toBe(403);
    expect(otherCall.body.message).toMatch(/not an STS GetCallerIdentity call/);
    const get = await login({ ...body, identityId: AWS_IDENTITY_ID, iamHttpRequestMethod: 'GET' });
    expect(get.status).toBe(403);
  });

  it('a valid key of another AWS account: the real "account ID not allowed"', async () => {
    const res = await login({
      identityId: AWS_IDENTITY_ID,
      ...signed({ accessKeyId: AWS_OTHER_ACCESS_KEY_ID, secretAccessKey: AWS_OTHER_SECRET_KEY }),
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Access denied: AWS account ID not allowed.');
  });

  it('principal ARNs: an assumed role stands for its role; `*` is a wildcard', async () => {
    const config = server.state.identities.get(AWS_IDENTITY_ID)!.awsAuth!;
    config.allowedPrincipalArns = AWS_USER_ARN;
    const role = await login({ identityId: AWS_IDENTITY_ID, ...signed(ROLE) });
    expect(role.status).toBe(401);
    expect(role.body.message).toBe('Access denied: AWS principal ARN not allowed.');
    config.allowedPrincipalArns = AWS_ROLE_ARN.replace(/gha-ci-role$/, 'gha-*');
    expect((await login({ identityId: AWS_IDENTITY_ID, ...signed(ROLE) })).status).toBe(200);
  });

  it('undecodable headers: 400; no credential scope or a bad region: 400 Invalid AWS region', async () => {
    const body = signed();
    const junk = await login({
      ...body,
      identityId: AWS_IDENTITY_ID,
      iamRequestHeaders: 'not json',
    });
    expect(junk.status).toBe(400);
    const headers = decodeHeaders(body.iamRequestHeaders);
    const noAuth = await login({
      ...body,
      identityId: AWS_IDENTITY_ID,
      iamRequestHeaders: encodeHeaders({ ...headers, Authorization: '' }),
    });
    expect(noAuth.status).toBe(400);
    expect(noAuth.body.message).toBe('Invalid AWS region');
    const badRegion = await login({
      ...body,
      identityId: AWS_IDENTITY_ID,
      iamRequestHeaders: encodeHeaders({
        ...headers,
        Authorization: headers.Authorization!.replace('/us-east-1/', '/US_EAST/'),
      }),
    });
    expect(badRegion.status).toBe(400);
  });

  it('missing fields: the usual 401 ValidationFailure', async () => {
    const res = await login({ identityId: AWS_IDENTITY_ID });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('ValidationFailure');
  });
});
