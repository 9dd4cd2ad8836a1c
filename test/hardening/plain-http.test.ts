// Credentials over plain http:// to a host that is not this machine get a warning, before the
// login sends them. The host name goes through a loopback forward proxy (HTTP_PROXY), so the
// test needs no network and no DNS.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_CLIENT_SECRET } from '../support/fake-server/index.ts';
import { useFakeServer, mainInputs } from '../support/use-fake-server.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { startReverseProxy, type ReverseProxy } from '../support/reverse-proxy.ts';
import { obtainedToken } from '../support/run-action.ts';
import { runStep } from '../support/run.ts';

let proxy: ReverseProxy;
const server = useFakeServer();
beforeEach(async () => {
  proxy = await startReverseProxy({ upstream: server().url });
});
afterEach(async () => {
  await proxy.close();
});

const inputs = (domain: string): Record<string, string> => ({
  ...mainInputs(domain),
});

describe('plain http://', () => {
  it('to another host: one warning naming it, printed before the login', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs('http://secrets.example.test'),
      env: { HTTP_PROXY: proxy.url },
    });
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(run.env.API_KEY).toBe('dev-api-key-123');
    expect(proxy.requests[0]?.target).toBe(
      'http://secrets.example.test/api/v1/auth/universal-auth/login',
    );
    expect(run.warnings).toEqual([
      '`domain` uses plain http:// to secrets.example.test: credentials and secrets cross the network unencrypted. Use https://.',
    ]);
    const lines = run.stdout.split(/\r?\n/);
    const warning = lines.findIndex((line) => line.startsWith('::warning::'));
    const token = lines.indexOf(`::add-mask::${obtainedToken(run)}`);
    expect(warning).toBeGreaterThan(0);
    expect(warning).toBeLessThan(token);
    expectNoLeaks(run, [MEMBER_CLIENT_SECRET, ...Object.values(run.env), obtainedToken(run)!]);
  });

  it('to loopback: no warning', async () => {
    const run = await runStep({ mode: 'in-process', inputs: inputs(server().url) });
    expect(run.exitCode).toBe(0);
    expect(run.warnings).toEqual([]);
  });
});
