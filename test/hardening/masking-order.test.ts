// Tokens and credentials are masked the moment they exist: an input credential before any other
// output line, an access token before anything printed after the login that returned it.
import { describe, expect, it } from 'vitest';
import {
  ADMIN_API_KEY,
  MEMBER_CLIENT_SECRET,
  OIDC_AUDIENCE,
  OIDC_IDENTITY_ID,
  makeOidcJwt,
} from '../support/fake-server/index.ts';
import { useFakeServer, mainInputs } from '../support/use-fake-server.ts';
import { startGitHubOidcEndpoint } from '../support/github-oidc.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { obtainedToken } from '../support/run-action.ts';
import { runStep, runPostStep, type ActionRun } from '../support/run.ts';

const server = useFakeServer();

// The admin's key, which the fake accepts alongside the identity's token.
const API_KEY = ADMIN_API_KEY;
const HEADER_VALUE = 'firewall-pass-9f8e7d6c5b4a';

function inputs(extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...mainInputs(server().url),
    ...extra,
  };
}

/**
 * Lines of stdout, but the first line saying where the secrets come from (host, method,
 * project, environment, paths: inputs, never a credential), which comes before the login.
 */
const lines = (run: ActionRun): string[] =>
  run.stdout.split(/\r?\n/).filter((l) => l !== '' && !l.startsWith('Loading secrets from '));
const maskOf = (value: string): string => `::add-mask::${value}`;

/** Index of a line, failing when it is missing. */
function indexOf(all: string[], line: string): number {
  const index = all.indexOf(line);
  expect(index, `missing line ${line.slice(0, 40)}`).toBeGreaterThanOrEqual(0);
  return index;
}

describe('masks come first', () => {
  it('input credentials are masked before any other line, the access token right after login', async () => {
    // A retried login, so that there is output (retry notices) around the login.
    server().faults.add({
      match: { path: '/api/v1/auth/universal-auth/login' },
      kind: { status: 503 },
    });
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'api-key': API_KEY, 'extra-headers': `X-Firewall: ${HEADER_VALUE}` }),
    });
    expect(run.exitCode, run.errors.join()).toBe(0);
    const all = lines(run);
    expect(all.slice(0, 3).sort()).toEqual(
      [maskOf(MEMBER_CLIENT_SECRET), maskOf(API_KEY), maskOf(HEADER_VALUE)].sort(),
    );
    expect(all[0]).toBe(maskOf(MEMBER_CLIENT_SECRET));
    const token = obtainedToken(run)!;
    const tokenMask = indexOf(all, maskOf(token));
    // Before the token's mask: masks, and the login's own progress lines only.
    for (const line of all.slice(3, tokenMask)) {
      expect(line).toMatch(
        /^(::add-mask::|::debug::POST \/api\/v1\/auth\/universal-auth\/login |universal-auth login: )/,
      );
    }
    expectNoLeaks(run, [
      MEMBER_CLIENT_SECRET,
      API_KEY,
      HEADER_VALUE,
      token,
      ...Object.values(run.env),
    ]);
  });

  it('method token: the given token is the first line', async () => {
    const token = server().issueAccessToken('32989bf8-ed54-42bc-90ab-1adb5c0ce115');
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({
        method: 'token',
        'access-token': token,
        'client-id': '',
        'client-secret': '',
      }),
    });
    expect(run.exitCode).toBe(0);
    expect(lines(run)[0]).toBe(maskOf(token));
    expectNoLeaks(run, [token]);
  });

  it('the post step masks a token left to revoke before printing anything', async () => {
    // Handed out to later steps: the post step revokes it.
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({
        'export-type': 'file',
        'file-format': 'json',
        'output-access-token': 'true',
      }),
    });
    const post = await runPostStep(run, { mode: 'in-process', inputs: inputs() });
    expect(post.exitCode).toBe(0);
    const all = lines(post);
    expect(all[0]).toBe(maskOf(obtainedToken(run)!));
    expect(all).toContain('Removed the secrets file.');
    expect(all).toContain('Revoked the access token.');
    expectNoLeaks(post, [MEMBER_CLIENT_SECRET, obtainedToken(run)!]);
  });

  it('method oidc: the GitHub ID token before the login, the access token right after', async () => {
    let jwt = '';
    const github = await startGitHubOidcEndpoint((audience) => {
      jwt = makeOidcJwt(audience ? { aud: audience } : {});
      return jwt;
    });
    try {
      const run = await runStep({
        mode: 'in-process',
        inputs: inputs({
          method: 'oidc',
          'identity-id': OIDC_IDENTITY_ID,
          'oidc-audience': OIDC_AUDIENCE,
          'client-id': '',
          'client-secret': '',
        }),
        env: {
          ACTIONS_ID_TOKEN_REQUEST_URL: github.requestUrl,
          ACTIONS_ID_TOKEN_REQUEST_TOKEN: github.requestToken,
        },
      });
      expect(run.exitCode).toBe(0);
      const all = lines(run);
      expect(all[0]).toBe(maskOf(jwt));
      const tokenMask = indexOf(all, maskOf(obtainedToken(run)!));
      for (const line of all.slice(1, tokenMask)) {
        expect(line).toMatch(
          /^(::add-mask::|::debug::POST \/api\/v1\/auth\/oidc-auth\/login |OIDC login: )/,
        );
      }
      expectNoLeaks(run, [jwt, obtainedToken(run)!]);
    } finally {
      await github.close();
    }
  });
});
