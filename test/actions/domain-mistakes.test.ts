// The mistakes a first workflow makes in `domain` and with a token, as the main action reports
// them: one error line that names the fix, and a worded line on each retry.
import { describe, expect, it } from 'vitest';
import { MEMBER_IDENTITY_ID } from '../support/fake-server/index.ts';
import { runStep } from '../support/run.ts';
import { closedPort, serve } from '../support/transport-calls.ts';
import { mainInputs, useFakeServer } from '../support/use-fake-server.ts';

const server = useFakeServer();

const LOGIN = 'universal-auth login failed (POST /api/v1/auth/universal-auth/login)';

describe('a domain that is not an Infisical server', () => {
  it.each([
    [501, 'text/html', '<html><body>Unsupported method</body></html>'],
    [405, 'text/html', '<!doctype html><title>Sign in</title>'],
    [403, 'application/json', '{"detail":"Forbidden"}'],
  ])('HTTP %i %s to the login: named as such, once', async (status, type, body) => {
    let requests = 0;
    const domain = await serve((_req, res) => {
      requests++;
      res.writeHead(status, { 'content-type': type }).end(body);
    });
    const run = await runStep({ mode: 'in-process', inputs: mainInputs(domain) });
    expect(run.exitCode).toBe(1);
    expect(run.errors).toEqual([expect.stringContaining(`${LOGIN}: HTTP ${status}`)]);
    expect(run.errors[0]).toContain(
      `${domain} does not answer like an Infisical server (HTTP ${status}`,
    );
    expect(run.errors[0]).toContain('check `domain`');
    expect(requests).toBe(1);
  });
});

describe('a scheme the server does not speak', () => {
  it('https:// to a server of plain HTTP: use http://, no retry', async () => {
    const plain = server().url;
    const run = await runStep({
      mode: 'in-process',
      inputs: mainInputs(plain.replace('http:', 'https:')),
    });
    expect(run.exitCode).toBe(1);
    expect(run.errors).toEqual([
      expect.stringContaining(
        `${LOGIN}: the server speaks plain HTTP, not TLS (HTTPS); set \`domain\` to ${plain}`,
      ),
    ]);
    expect(run.stdout).not.toContain('trying again');
    expect(server().requests).toEqual([]);
  });
});

describe('a refused connection', () => {
  it('says on each retry what failed, that it retries and when', async () => {
    const port = await closedPort();
    const run = await runStep({
      mode: 'in-process',
      inputs: mainInputs(`http://127.0.0.1:${port}`, { retries: '2' }),
    });
    expect(run.exitCode).toBe(1);
    const retries = run.stdout
      .split('\n')
      .filter((line) => line.includes('trying again'))
      .map((line) => line.replace(/in \d+\.\d s/, 'in N s'));
    expect(retries).toEqual(
      [2, 3].map(
        (attempt) =>
          `universal-auth login: 127.0.0.1:${port} refused the connection (is the server up?); trying again in N s (attempt ${attempt}).`,
      ),
    );
    expect(run.errors).toEqual([
      expect.stringContaining(`${LOGIN}: connection refused (is the server up`),
    ]);
    expect(run.errors[0]).toContain('after 3 attempts');
  });
});

describe('a token the server no longer takes', () => {
  const withToken = (token: string) =>
    runStep({
      mode: 'in-process',
      inputs: mainInputs(server().url, {
        method: 'token',
        'access-token': token,
        'client-id': '',
        'client-secret': '',
      }),
      hidden: [token],
    });

  it('revoked: its own hint', async () => {
    const token = server().issueAccessToken(MEMBER_IDENTITY_ID, {});
    const revoke = await fetch(`${server().url}/api/v1/auth/token/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accessToken: token }),
    });
    expect(revoke.status).toBe(200);
    const run = await withToken(token);
    expect(run.exitCode).toBe(1);
    expect(run.errors).toEqual([
      expect.stringMatching(
        /HTTP 401: No identity access token found.*The access token was revoked or has expired: pass a valid one in `access-token`, or log in with the identity's credentials instead of `method: token`\.$/,
      ),
    ]);
  });

  it('expired: its own hint', async () => {
    const token = server().issueAccessToken(MEMBER_IDENTITY_ID, { ttlSeconds: 10 });
    server().state.clock.advance(11_000);
    const run = await withToken(token);
    expect(run.exitCode).toBe(1);
    expect(run.errors).toEqual([
      expect.stringMatching(/HTTP 403: Your token has expired.*The access token has expired: /),
    ]);
  });
});
