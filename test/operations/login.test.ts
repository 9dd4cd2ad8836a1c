// The `login` sub-action, run as the runner runs it (the built bundles): one login for a job, a
// masked token that later steps pass with `method: token`, revoked by its own post step.
import { describe, expect, it } from 'vitest';
import { PROJECT_ID } from '../support/fake-server/index.ts';
import { runPostStep, runStep, runTool } from '../support/run.ts';
import { calls, login, REVOKE, useFakeServer } from './helpers.ts';

const server = useFakeServer();

const LOGIN = 'POST /api/v1/auth/universal-auth/login';

/** A later step of the job: the secrets of dev, with the token the login step handed out. */
const withToken = (token: string) =>
  runStep({
    mode: 'built',
    inputs: {
      domain: server().url,
      method: 'token',
      'access-token': token,
      'project-id': PROJECT_ID,
      'env-slug': 'dev',
    },
    hidden: [token],
  });

describe('login', () => {
  it('logs in once; a later step uses the token; after the post step the token is refused', async () => {
    const loggedIn = await runStep({ mode: 'built', action: 'login', inputs: login(server()) });
    expect(loggedIn.errors).toEqual([]);
    expect(loggedIn.exitCode).toBe(0);
    const token = loggedIn.outputs['access-token']!;
    expect(token).toMatch(/\S{20,}/);
    expect(loggedIn.masks).toContain(token);
    // Handed out: not revoked at the end of the step.
    expect(calls(server())).toEqual([LOGIN]);

    const later = await withToken(token);
    expect(later.errors).toEqual([]);
    expect(later.exitCode).toBe(0);
    expect(Object.keys(later.env)).toContain('DATABASE_URL');
    // No login and no revoke of a token that is not its own.
    expect(calls(server()).filter((call) => call === LOGIN || call === REVOKE)).toEqual([LOGIN]);

    const post = await runPostStep(loggedIn, { mode: 'built', action: 'login' });
    expect(post.exitCode).toBe(0);
    expect(calls(server()).filter((call) => call === REVOKE)).toEqual([REVOKE]);

    const after = await withToken(token);
    expect(after.exitCode).toBe(1);
    expect(after.errors).toEqual([
      expect.stringMatching(/HTTP 401: .*The access token was revoked or has expired/),
    ]);
  });

  it('with clean: false the post step leaves the token alone', async () => {
    const loggedIn = await runStep({
      mode: 'in-process',
      action: 'login',
      inputs: { ...login(server()), clean: 'false' },
    });
    expect(loggedIn.exitCode).toBe(0);
    const post = await runPostStep(loggedIn, { mode: 'in-process', action: 'login' });
    expect(post.exitCode).toBe(0);
    expect(calls(server())).toEqual([LOGIN]);
  });

  it('the tool has no login command: its usage error says what to use instead', async () => {
    const run = await runTool(['login'], { mode: 'in-process', env: {} });
    expect(run.code).toBe(2);
    expect(run.lines).toEqual([
      expect.stringMatching(
        /^error: there is no `login` command: each command logs in .*--access-token/,
      ),
    ]);
    expect(server().requests).toEqual([]);
  });

  it('a refused login fails the step with one error and no output', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'login',
      inputs: { ...login(server()), 'client-secret': 'wrong-secret-0123456789' },
    });
    expect(run.exitCode).toBe(1);
    expect(run.errors).toHaveLength(1);
    expect(run.outputs).toEqual({});
  });
});
