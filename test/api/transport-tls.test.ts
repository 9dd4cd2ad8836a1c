import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors/api.js';
import { isTransient } from '../../src/api/retry.js';
import { createTransport, type TransportOptions } from '../../src/api/transport.js';
import { TransportError, toTransportError } from '../../src/errors/transport.js';
import { loopbackLookup } from '../support/forward-proxy.ts';
import { startScriptedServer, type ScriptedServer } from '../support/scripted-server.ts';
import { callerFailure, get, tlsFixture, transportError } from '../support/transport-calls.ts';
import { ACTION_WORDING, say } from '../../src/errors/words.js';

/**
 * Each way a server certificate can be refused gets its own code, so the error can name the real
 * fix: real TLS servers on 127.0.0.1 with the certificates of test/fixtures/tls/.
 */

const CA = tlsFixture('ca-cert.pem');
const EXTRA_CA = tlsFixture('extra-ca-cert.pem');
const KEY = tlsFixture('server-key.pem');
const CERTS = {
  good: { key: KEY, cert: tlsFixture('server-cert.pem') },
  expired: { key: KEY, cert: tlsFixture('expired-cert.pem') },
  notYetValid: { key: KEY, cert: tlsFixture('not-yet-valid-cert.pem') },
  otherHost: { key: KEY, cert: tlsFixture('other-host-cert.pem') },
};

const servers: ScriptedServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function serve(tls: { key: string; cert: string }): Promise<ScriptedServer> {
  const server = await startScriptedServer(tls);
  servers.push(server);
  return server;
}

/** The code a request to `server` (optionally under another host name) fails with. */
async function refusal(
  server: ScriptedServer,
  options: TransportOptions,
  host?: string,
): Promise<TransportError> {
  const url = new URL(server.url);
  if (host) url.hostname = host;
  const { lookup } = loopbackLookup();
  const error = await transportError(
    createTransport({ env: {}, lookup, ...options }),
    get(`${url.href}api/status`),
  );
  expect(error.message).toMatch(/^TLS: /);
  // The handshake failed: no request, and no credential, ever reached the server.
  expect(server.requests).toEqual([]);
  return error;
}

describe('a refused certificate names the reason', () => {
  it('a CA the runner does not trust: CERT_UNTRUSTED (also with another CA in caCertificates)', async () => {
    const server = await serve(CERTS.good);
    expect((await refusal(server, {})).code).toBe('CERT_UNTRUSTED');
    expect((await refusal(server, { caCertificates: EXTRA_CA })).code).toBe('CERT_UNTRUSTED');
  });

  it('a trusted certificate for another IP address: CERT_HOSTNAME', async () => {
    const server = await serve(CERTS.otherHost);
    const error = await refusal(server, { caCertificates: EXTRA_CA });
    expect(error.code).toBe('CERT_HOSTNAME');
    expect(error.message).toContain('127.0.0.1');
  });

  it('a trusted certificate for another host name: CERT_HOSTNAME, and the right name works', async () => {
    const server = await serve(CERTS.otherHost);
    const error = await refusal(server, { caCertificates: EXTRA_CA }, 'secrets.example.test');
    expect(error.code).toBe('CERT_HOSTNAME');
    expect(error.message).toContain('secrets.example.test');

    const { lookup } = loopbackLookup();
    const transport = createTransport({ env: {}, lookup, caCertificates: EXTRA_CA });
    const url = new URL(server.url);
    url.hostname = 'other.example.test';
    expect((await transport(get(`${url.href}ok`))).status).toBe(200);
  });

  it('an expired certificate: CERT_EXPIRED', async () => {
    const server = await serve(CERTS.expired);
    expect((await refusal(server, { caCertificates: EXTRA_CA })).code).toBe('CERT_EXPIRED');
  });

  it('a certificate not valid yet: CERT_NOT_YET_VALID', async () => {
    const server = await serve(CERTS.notYetValid);
    expect((await refusal(server, { caCertificates: EXTRA_CA })).code).toBe('CERT_NOT_YET_VALID');
  });

  it("Node's other verdicts map by what the user must do", () => {
    const mapped = (code: string): string => {
      const error = Object.assign(new Error(code), { code });
      return toTransportError(error, { env: {} }).code;
    };
    expect(mapped('DEPTH_ZERO_SELF_SIGNED_CERT')).toBe('CERT_UNTRUSTED');
    expect(mapped('SELF_SIGNED_CERT_IN_CHAIN')).toBe('CERT_UNTRUSTED');
    expect(mapped('UNABLE_TO_GET_ISSUER_CERT_LOCALLY')).toBe('CERT_UNTRUSTED');
    expect(mapped('CERT_REVOKED')).toBe('CERT');
    expect(mapped('ECONNRESET')).toBe('ECONNRESET');
  });
});

describe('NODE_TLS_REJECT_UNAUTHORIZED=0 in the job environment', () => {
  it('changes nothing, and a refused certificate says it was ignored', async () => {
    const server = await serve(CERTS.good);
    const env = { NODE_TLS_REJECT_UNAUTHORIZED: '0' };
    const error = await refusal(server, { env });
    expect(error.code).toBe('CERT_UNTRUSTED');
    expect(say(error.note ?? '', ACTION_WORDING)).toBe(
      'NODE_TLS_REJECT_UNAUTHORIZED=0 is ignored: TLS is always verified (a private CA goes in `ca-certificate`)',
    );
    const expired = await serve(CERTS.expired);
    const other = await refusal(expired, { env, caCertificates: EXTRA_CA });
    expect(other.code).toBe('CERT_EXPIRED');
    expect(say(other.note ?? '', ACTION_WORDING)).toContain(
      'NODE_TLS_REJECT_UNAUTHORIZED=0 is ignored',
    );
  });

  it('is not mentioned when it is not set', async () => {
    const server = await serve(CERTS.good);
    expect((await refusal(server, {})).note).toBeUndefined();
    expect((await refusal(server, { env: { NODE_TLS_REJECT_UNAUTHORIZED: '1' } })).note).toBe(
      undefined,
    );
  });
});

describe('through the caller', () => {
  async function callerError(server: ScriptedServer, options: TransportOptions): Promise<ApiError> {
    const { error, waits } = await callerFailure(
      server.url,
      createTransport({ env: {}, ...options }),
    );
    // Never retried: another attempt meets the same certificate.
    expect(waits).toEqual([]);
    expect(error.details.attempts).toBe(1);
    return error;
  }

  it('each reason is one attempt and one sentence with its fix', async () => {
    const untrusted = await callerError(await serve(CERTS.good), {});
    expect(untrusted.message).toBe(
      "check failed (GET /api/status): the server's TLS certificate is not from a CA the runner trusts (for a private CA set `ca-certificate`)",
    );
    const hostname = await callerError(await serve(CERTS.otherHost), {
      caCertificates: EXTRA_CA,
    });
    expect(hostname.message).toContain('is for another host name (`domain` must use a name');
    const expired = await callerError(await serve(CERTS.expired), { caCertificates: EXTRA_CA });
    expect(expired.message).toContain('has expired (it must be renewed');
    const early = await callerError(await serve(CERTS.notYetValid), { caCertificates: EXTRA_CA });
    expect(early.message).toContain("not valid yet (check the runner's clock)");
  });

  it('the ignored NODE_TLS_REJECT_UNAUTHORIZED=0 is in the message', async () => {
    const error = await callerError(await serve(CERTS.good), {
      env: { NODE_TLS_REJECT_UNAUTHORIZED: '0' },
    });
    expect(error.message).toBe(
      "check failed (GET /api/status): the server's TLS certificate is not from a CA the runner trusts (for a private CA set `ca-certificate`); NODE_TLS_REJECT_UNAUTHORIZED=0 is ignored: TLS is always verified (a private CA goes in `ca-certificate`)",
    );
  });

  it('every certificate code is final for the retry policy', () => {
    for (const code of [
      'CERT',
      'CERT_UNTRUSTED',
      'CERT_HOSTNAME',
      'CERT_EXPIRED',
      'CERT_NOT_YET_VALID',
    ]) {
      expect(isTransient({ code }, true), code).toBe(false);
    }
  });

  it('the trusted CA still works with both CAs in one PEM', async () => {
    const server = await serve(CERTS.good);
    const transport = createTransport({ env: {}, caCertificates: `${EXTRA_CA}\n${CA}` });
    expect((await transport(get(`${server.url}/ok`))).status).toBe(200);
  });
});
