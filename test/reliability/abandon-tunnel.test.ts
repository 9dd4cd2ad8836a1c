// The process boundary: when one listing fails for good while the other is still waiting for its
// proxy tunnel, the step ends after reporting the error. The proxy holds the second tunnel open
// forever and `timeout` is 600 s, so only a process that leaves nothing of the abandoned request
// behind (no deadline timer, no socket to the proxy) exits before the test's own limit.
import { afterEach, expect, it } from 'vitest';
import { MEMBER_CLIENT_SECRET } from '../support/fake-server/index.ts';
import { startForwardProxy, type ForwardProxy } from '../support/forward-proxy.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { startReverseProxy, type ReverseProxy } from '../support/reverse-proxy.ts';
import { runStep } from '../support/run.ts';
import { tlsFixture } from '../support/transport-calls.ts';
import { mainInputs, useFakeServer } from '../support/use-fake-server.ts';

const server = useFakeServer();
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

it('a refused listing ends the step while the other one’s tunnel is still opening', async () => {
  // Every listing is refused (403) by the TLS front of the server, once both listings are under
  // way: whichever got the login's tunnel fails, while the other has asked for a second tunnel
  // that never opens.
  const forward: ForwardProxy = await startForwardProxy({ hangConnectAfter: 1 });
  const front: ReverseProxy = await startReverseProxy({
    upstream: server().url,
    tls: { key: tlsFixture('server-key.pem'), cert: tlsFixture('other-host-cert.pem') },
    intercept: (request) =>
      request.path === '/api/v3/secrets/raw'
        ? forward.connects(2).then(() => ({
            status: 403,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              statusCode: 403,
              message: 'Permission denied',
              error: 'Forbidden',
            }),
          }))
        : undefined,
  });
  closers.push(
    () => forward.close(),
    () => front.close(),
  );
  const run = await runStep({
    mode: 'built',
    inputs: {
      ...mainInputs(`https://other.example.test:${front.port}`),
      'secret-path': '/\n/app',
      'ca-certificate': tlsFixture('extra-ca-cert.pem'),
      timeout: '600',
    },
    env: { HTTPS_PROXY: forward.url },
    timeoutMs: 30_000,
  });
  expect(run.exitCode, run.stdout).toBe(1);
  expect(run.errors).toHaveLength(1);
  expect(run.errors[0]).toMatch(
    /^list secrets of dev:\/(app)? failed \(GET \/api\/v3\/secrets\/raw\): HTTP 403/,
  );
  // The second tunnel was asked for and never answered: that is what the step must not wait on.
  expect(forward.seen).toHaveLength(2);
  expect(run.envEntries).toEqual([]);
  expectNoLeaks(run, [MEMBER_CLIENT_SECRET, ...Object.values(run.state)]);
}, 90_000);
