// Every request of `method: aws-iam` verifies TLS, as the API client's do: the AWS SDK's own
// requests (STS for a web identity token or a profile's role, an https:// container endpoint)
// ignore NODE_TLS_REJECT_UNAUTHORIZED=0, trust `ca-certificate` as well as Node's CAs, and go
// through HTTPS_PROXY (NO_PROXY honoured). Loopback fakes with the test CAs' certificates.
import { awsCalls } from '../../src/auth/methods/aws-iam.js';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors/api.js';
import { findAwsCredentials, type FoundAwsCredentials } from '../../src/auth/aws-credentials.js';
import {
  SOURCE_KEYS,
  awsTestEnvironment,
  startFakeEcs,
  startFakeSts,
  withProcessEnv,
} from '../support/aws-fakes.ts';
import { startForwardProxy } from '../support/forward-proxy.ts';
import { tlsFixture } from '../support/transport-calls.ts';

const ROLE_ARN = 'arn:aws:iam::111122223333:role/eks-runner-role';
const WEB_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ0bHMtdGVzdCJ9.c2ln';
/** 127.0.0.1's certificate from the first test CA (not trusted unless given). */
const LOOPBACK_TLS = { key: tlsFixture('server-key.pem'), cert: tlsFixture('server-cert.pem') };
/** other.example.test's certificate from the second test CA. */
const OTHER_HOST_TLS = {
  key: tlsFixture('server-key.pem'),
  cert: tlsFixture('other-host-cert.pem'),
};

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function started<T extends { close(): Promise<void> }>(fake: Promise<T>): Promise<T> {
  const server = await fake;
  closers.push(() => server.close());
  return server;
}

/** A web identity job: the token file, the role, and STS at `stsUrl`. */
function webIdentityEnv(stsUrl: string, extra: Record<string, string> = {}) {
  const { env, dir } = awsTestEnvironment({
    AWS_ENDPOINT_URL_STS: stsUrl,
    AWS_REGION: 'us-west-1',
    ...extra,
  });
  const file = path.join(dir, 'web-identity-token');
  writeFileSync(file, WEB_TOKEN);
  return { ...env, AWS_WEB_IDENTITY_TOKEN_FILE: file, AWS_ROLE_ARN: ROLE_ARN };
}

/** The lookup with `env` as the step's environment and `process.env`. */
function lookup(
  env: Record<string, string>,
  caCertificate?: string,
): Promise<FoundAwsCredentials | ApiError> {
  return withProcessEnv(env, () =>
    findAwsCredentials({
      calls: awsCalls,
      env,
      mask: () => {},
      timeoutMs: 5_000,
      caCertificate,
    }).catch((error: unknown) => {
      if (error instanceof ApiError) return error;
      throw error;
    }),
  );
}

const stsFake = (tls: { key: string; cert: string }) =>
  started(
    startFakeSts({
      roleArn: ROLE_ARN,
      webIdentityToken: WEB_TOKEN,
      keys: SOURCE_KEYS.webIdentity,
      tls,
    }),
  );

describe('TLS of the AWS SDK’s requests', () => {
  it('NODE_TLS_REJECT_UNAUTHORIZED=0: an untrusted STS never receives the web identity token', async () => {
    const sts = await stsFake(LOOPBACK_TLS);
    const result = await lookup(webIdentityEnv(sts.url, { NODE_TLS_REJECT_UNAUTHORIZED: '0' }));
    expect(result).toBeInstanceOf(ApiError);
    expect((result as ApiError).details.kind).toBe('aws:web-identity');
    expect((result as ApiError).message).toBe(
      "get AWS credentials with the web identity token (STS AssumeRoleWithWebIdentity) failed: the server's TLS certificate is not from a CA the runner trusts (for a private CA set `ca-certificate`); NODE_TLS_REJECT_UNAUTHORIZED=0 is ignored: TLS is always verified (a private CA goes in `ca-certificate`)",
    );
    expect(sts.requests).toEqual([]);
  });

  it('`ca-certificate` is trusted for STS too', async () => {
    const sts = await stsFake(LOOPBACK_TLS);
    const result = await lookup(webIdentityEnv(sts.url), tlsFixture('ca-cert.pem'));
    expect(result).not.toBeInstanceOf(ApiError);
    expect((result as FoundAwsCredentials).credentials).toEqual(SOURCE_KEYS.webIdentity);
    expect(sts.calls).toHaveLength(1);
  });

  it('STS is reached through HTTPS_PROXY (a CONNECT tunnel, TLS checked for STS’s name)', async () => {
    const sts = await stsFake(OTHER_HOST_TLS);
    const forward = await started(startForwardProxy());
    const port = new URL(sts.url).port;
    const env = webIdentityEnv(`https://other.example.test:${port}`, {
      HTTPS_PROXY: forward.url,
    });
    const result = await lookup(env, tlsFixture('extra-ca-cert.pem'));
    expect(result).not.toBeInstanceOf(ApiError);
    expect((result as FoundAwsCredentials).credentials).toEqual(SOURCE_KEYS.webIdentity);
    expect(forward.seen).toEqual([`CONNECT other.example.test:${port}`]);
  });

  it('a proxy that never opens the tunnel to STS: the timeout names the proxy variable', async () => {
    const forward = await started(startForwardProxy({ hangOnConnect: true }));
    const env = webIdentityEnv('https://sts.example.test', { https_proxy: forward.url });
    const result = await withProcessEnv(env, () =>
      findAwsCredentials({ calls: awsCalls, env, mask: () => {}, timeoutMs: 300 }).catch(
        (error: unknown) => error,
      ),
    );
    expect(result).toBeInstanceOf(ApiError);
    expect((result as ApiError).details.code).toBe('PROXY_TIMEOUT');
    expect((result as ApiError).message).toContain(
      'the proxy did not answer within the timeout; the proxy that https_proxy names did not open a connection in time',
    );
    expect(forward.seen).toEqual(['CONNECT sts.example.test:443']);
  });

  it('an unusable proxy URL: one error naming the variable, never its value, nothing sent', async () => {
    const sts = await stsFake(OTHER_HOST_TLS);
    const port = new URL(sts.url).port;
    const env = webIdentityEnv(`https://other.example.test:${port}`, {
      HTTPS_PROXY: 'socks5://user:hunter2@proxy.example.test:1080',
    });
    const result = await lookup(env, tlsFixture('extra-ca-cert.pem'));
    expect(result).toBeInstanceOf(ApiError);
    expect((result as ApiError).details.code).toBe('BAD_PROXY');
    expect((result as ApiError).message).toContain(
      'HTTPS_PROXY must be an http:// or https:// proxy URL (SOCKS is not supported)',
    );
    expect((result as ApiError).message).not.toContain('hunter2');
    expect(sts.requests).toEqual([]);
  });

  it('NODE_TLS_REJECT_UNAUTHORIZED=0: an untrusted https:// container endpoint never receives its token', async () => {
    const ecs = await started(startFakeEcs({ keys: SOURCE_KEYS.container, tls: LOOPBACK_TLS }));
    const { env } = awsTestEnvironment({
      AWS_CONTAINER_CREDENTIALS_FULL_URI: ecs.fullUri,
      AWS_CONTAINER_AUTHORIZATION_TOKEN: ecs.authorizationToken,
      AWS_REGION: 'ca-central-1',
      NODE_TLS_REJECT_UNAUTHORIZED: '0',
    });
    const result = await lookup(env);
    expect(result).toBeInstanceOf(ApiError);
    expect(ecs.requests).toEqual([]);
    // The job's setting is left as it was.
    expect(process.env.NODE_TLS_REJECT_UNAUTHORIZED).toBeUndefined();
  });
});
