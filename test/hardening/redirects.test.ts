// Redirects are never followed, so the client secret (login body) and the access token
// (Authorization header) can never be sent to a host other than `domain`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_CLIENT_SECRET } from '../support/fake-server/index.ts';
import { useFakeServer, mainInputs } from '../support/use-fake-server.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { startReverseProxy, type ReverseProxy } from '../support/reverse-proxy.ts';
import { runStep } from '../support/run.ts';

const LOGIN = '/api/v1/auth/universal-auth/login';
const LIST = '/api/v3/secrets/raw';

let elsewhere: { url: string; seen: http.IncomingHttpHeaders[]; close(): Promise<void> };
let proxy: ReverseProxy | undefined;

/** Another origin (its own port on loopback) that records whatever reaches it. */
async function startElsewhere(): Promise<typeof elsewhere> {
  const seen: http.IncomingHttpHeaders[] = [];
  const other = http.createServer((req, res) => {
    seen.push(req.headers);
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"accessToken":"stolen"}');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const { port } = other.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => other.close(() => resolve())),
  };
}

const server = useFakeServer();
beforeEach(async () => {
  elsewhere = await startElsewhere();
});
afterEach(async () => {
  await proxy?.close();
  await elsewhere.close();
});

describe.each([
  [307, LOGIN],
  [308, LOGIN],
  [302, LIST],
  [301, LIST],
])('a %i redirect of %s to another host', (status, redirected) => {
  it('is not followed: nothing reaches the other host, one error says where to point `domain`', async () => {
    proxy = await startReverseProxy({
      upstream: server().url,
      intercept: (request) =>
        request.path === redirected
          ? { status, headers: { location: `${elsewhere.url}${request.target}` } }
          : undefined,
    });
    const run = await runStep({
      mode: 'in-process',
      inputs: {
        ...mainInputs(proxy.url),
      },
    });
    expect(elsewhere.seen).toEqual([]);
    expect(run.exitCode).toBe(1);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toContain(`HTTP ${status}`);
    expect(run.errors[0]).toContain(`the server redirects to ${elsewhere.url}${redirected}`);
    expect(run.errors[0]).toContain('Set `domain` to the final address of the server.');
    // Asked once: a redirect is an answer, not a transient failure.
    expect(proxy.requests.filter((r) => r.path === redirected)).toHaveLength(1);
    expect(run.envEntries).toEqual([]);
    expectNoLeaks(run, [MEMBER_CLIENT_SECRET, ...Object.values(run.state)]);
  });
});
