import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  OIDC_AUDIENCE,
  OIDC_IDENTITY_ID,
  PROJECT_SLUG,
  makeOidcJwt,
  startFakeServer,
} from '../support/fake-server/index.ts';
import { startGitHubOidcEndpoint, type GitHubOidcEndpoint } from '../support/github-oidc.ts';
import { expectNoLeaks, exportedValues } from '../support/leaks.ts';
import { obtainedToken } from '../support/run-action.ts';
import { runStep, runPostStep } from '../support/run.ts';
type Server = Awaited<ReturnType<typeof startFakeServer>>;
let server: Server;

let github: GitHubOidcEndpoint;
const issued: string[] = [];
/** Claims the next tokens carry instead of the seeded identity's (reset before each test). */
let claims: Record<string, unknown> = {};
/** What every run hides besides what it knows: the runner's request token, every JWT issued. */
const oidcSecrets = (): string[] => [github.requestToken, ...issued];

beforeEach(async () => {
  server = await startFakeServer();
  // The runner's token endpoint mints a JWT for whatever audience the action asks for.
  claims = {};
  github = await startGitHubOidcEndpoint((audience) => {
    const jwt = makeOidcJwt({ ...(audience ? { aud: audience } : {}), ...claims });
    issued.push(jwt);
    return jwt;
  });
});
afterEach(async () => {
  await server.close();
  await github.close();
});

const inputs = (extra: Record<string, string> = {}): Record<string, string> => ({
  domain: server.url,
  method: 'oidc',
  'identity-id': OIDC_IDENTITY_ID,
  'oidc-audience': OIDC_AUDIENCE,
  'project-slug': PROJECT_SLUG,
  'env-slug': 'dev',
  ...extra,
});
const oidcEnv = (): Record<string, string> => ({
  ACTIONS_ID_TOKEN_REQUEST_URL: github.requestUrl,
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: github.requestToken,
});

describe('method: oidc', () => {
  it('exchanges the GitHub ID token for an access token, masks both, and revokes after', async () => {
    const run = await runStep({
      mode: 'built',
      inputs: inputs(),
      env: oidcEnv(),
      hidden: oidcSecrets,
    });
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(github.audiences).toEqual([OIDC_AUDIENCE]);
    const jwt = issued.at(-1)!;
    expect(run.masks).toContain(jwt);
    const login = server.requests.find((r) => r.path === '/api/v1/auth/oidc-auth/login')!;
    expect(login.body).toEqual({ identityId: OIDC_IDENTITY_ID, jwt });
    expect(Object.keys(run.env)).toContain('DATABASE_URL');
    const post = await runPostStep(run, {
      mode: 'built',
      inputs: inputs(),
      env: oidcEnv(),
      hidden: oidcSecrets,
    });
    expect(post.exitCode).toBe(0);
    expect(server.requests.some((r) => r.path === '/api/v1/auth/token/revoke')).toBe(true);
    expectNoLeaks(run, [jwt, obtainedToken(run)!, github.requestToken]);
  });

  it('a post step whose kept token was refused asks GitHub for a new token to revoke the leases', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'dynamic-secrets': 'app-db' }),
      env: oidcEnv(),
      hidden: oidcSecrets,
    });
    expect(run.errors).toEqual([]);
    expect(server.state.dynamicSecrets.active()).toHaveLength(1);
    for (const id of server.state.accessTokens.keys()) server.state.revokeAccessTokenById(id);
    const post = await runPostStep(run, {
      mode: 'in-process',
      inputs: inputs(),
      env: oidcEnv(),
      hidden: oidcSecrets,
    });
    expect(post.warnings).toEqual([]);
    expect(github.audiences).toEqual([OIDC_AUDIENCE, OIDC_AUDIENCE]);
    expect(server.state.dynamicSecrets.active()).toEqual([]);
  });

  it('without id-token permission: one error that says what to add, and to skip forks', async () => {
    const run = await runStep({ mode: 'in-process', inputs: inputs(), hidden: oidcSecrets });
    expect(run.exitCode).toBe(1);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toMatch(/permissions: id-token: write/);
    // Forks get no secrets either: the advice is to skip the step, never another method.
    expect(run.errors[0]).toContain(
      'Pull requests from forks get no secrets and no OIDC token: skip the step for them with `if: github.event.pull_request.head.repo.full_name == github.repository`.',
    );
    expect(run.errors[0]).not.toMatch(/method: universal/);
    expect(server.requests).toEqual([]);
  });

  it('a wrong audience: the server message and the input to fix', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'oidc-audience': 'someone-else' }),
      env: oidcEnv(),
      hidden: oidcSecrets,
    });
    expect(run.exitCode).toBe(1);
    expect(run.errors).toEqual([
      expect.stringMatching(
        /OIDC login failed .*HTTP 401: Access denied: OIDC audience not allowed\..*Set `oidc-audience`/,
      ),
    ]);
    expect(run.errors[0]).not.toContain('..'); // one full stop between message and hint
    expect(run.envEntries).toEqual([]);
  });

  it("a refused subject: the token's bound claims, decoded and inert, never the token", async () => {
    claims = {
      sub: 'repo:octo-org/octo-repo:environment:prod',
      environment: 'prod',
      job_workflow_ref: 'octo-org/octo-repo/.github/workflows/deploy.yml@refs/heads/main',
      // A claim that tries to issue a workflow command.
      ref: 'refs/heads/x\n::warning::pwned ##[error]x',
    };
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs(),
      env: oidcEnv(),
      hidden: oidcSecrets,
    });
    expect(run.exitCode).toBe(1);
    expect(run.errors).toHaveLength(1);
    const [error] = run.errors;
    expect(error).toMatch(
      /^OIDC login failed .*HTTP 403: Access denied: OIDC subject not allowed\./,
    );
    expect(error).toContain(
      "The job's GitHub OIDC token has sub `repo:octo-org/octo-repo:environment:prod`, aud `" +
        OIDC_AUDIENCE,
    );
    expect(error).toContain('environment `prod`');
    expect(error).toContain(
      'job_workflow_ref `octo-org/octo-repo/.github/workflows/deploy.yml@refs/heads/main`',
    );
    expect(error).toContain('ref `refs/heads/x?:?warning:?pwned #?[error]x`');
    expect(error).toContain('`repo:OWNER/REPO:environment:NAME`');
    expect(error).toMatch(/compare its bound subject and claims/);
    expect(run.commands.filter((c) => c.command === 'warning')).toEqual([]);
    const jwt = issued.at(-1)!;
    const shown = run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    for (const part of jwt.split('.')) expect(shown).not.toContain(part);
  });

  it('a token without the claims: each shown as (none)', async () => {
    claims = { sub: 'repo:other/repo:ref:refs/heads/main', ref: undefined, repository: undefined };
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs(),
      env: oidcEnv(),
      hidden: oidcSecrets,
    });
    expect(run.errors).toEqual([
      expect.stringContaining(
        'repository (none), ref (none), environment (none), job_workflow_ref (none) (a job with',
      ),
    ]);
  });

  it('an identity id that is not a UUID (an unexpanded variable): points at identity-id', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'identity-id': 'vars.X' }),
      env: { ...oidcEnv() },
      hidden: oidcSecrets,
    });
    expect(run.exitCode).toBe(1);
    expect(run.errors[0]).toMatch(/HTTP 500: Something went wrong.*Check `identity-id`/);
  });

  it("GitHub's token endpoint failing once (503) is retried; the requests carry the action's user agent", async () => {
    github.failNext.push(503);
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs(),
      env: oidcEnv(),
      hidden: oidcSecrets,
    });
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(github.userAgents).toHaveLength(2);
    for (const agent of github.userAgents) {
      expect(agent).toMatch(/^infisical-secrets-action\/\d+\.\d+\.\d+$/);
    }
    expect(run.stdout).toMatch(/request the GitHub OIDC token: HTTP 503; trying again/);
    expectNoLeaks(run, [github.requestToken, ...issued, ...exportedValues(run)]);
  });

  it("GitHub's token endpoint failing every time: one error naming the request and what to do", async () => {
    github.failNext.push(...Array<number>(10).fill(503));
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ retries: '2' }),
      env: oidcEnv(),
      hidden: oidcSecrets,
    });
    expect(run.exitCode).toBe(1);
    expect(run.errors).toEqual([
      expect.stringMatching(
        /^request the GitHub OIDC token failed \(GET \/token\): HTTP 503: non-JSON response \(text\/plain\) after 3 attempts\. GitHub's OIDC token service did not give a token: re-run the job/,
      ),
    ]);
    expect(run.stdout).not.toMatch(/Unexpected|please report/);
    expect(server.requests).toEqual([]);
    expectNoLeaks(run, [github.requestToken]);
  });
});
