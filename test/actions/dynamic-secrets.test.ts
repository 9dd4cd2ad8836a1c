// The main action's leases of dynamic secrets: taken after the login, exported like secrets
// (masked first), listed in the summary without their data, and revoked by the post step (or
// by the main step when it fails), settled by looking.
import { describe, expect, it } from 'vitest';
import { DYNAMIC_SECRET_NAME } from '../support/fake-server/constants.ts';
import { obtainedToken } from '../support/run-action.ts';
import { runPostStep, runStep, type ActionRun } from '../support/run.ts';
import { calls, mainInputs, REVOKE, useFakeServer } from '../support/use-fake-server.ts';

const server = useFakeServer();

const inputs = (extra: Record<string, string> = {}): Record<string, string> =>
  mainInputs(server().url, { 'dynamic-secrets': DYNAMIC_SECRET_NAME, ...extra });

const leases = () => server().state.dynamicSecrets.active();
const credentialsWork = (data: Record<string, string>): boolean =>
  server().state.dynamicSecrets.credentialsWork(data);
const leaseState = (run: ActionRun): { baseUrl: string; leases: { id: string }[] } =>
  JSON.parse(run.state.dynamic_leases || '{"leases":[]}') as never;

describe('dynamic-secrets in the main action', () => {
  it('leases, exports each field masked, keeps the token; the post step revokes the lease, then the token', async () => {
    const run = await runStep({ mode: 'built', inputs: inputs({ 'lease-ttl': '10m' }) });
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
    const data = { DB_USERNAME: run.env.DB_USERNAME!, DB_PASSWORD: run.env.DB_PASSWORD! };
    expect(data.DB_USERNAME).toMatch(/\S{8}/);
    // Masked (the leak check says: before any line could show them).
    expect(run.masks).toEqual(expect.arrayContaining(Object.values(data)));
    expect(credentialsWork(data)).toBe(true);
    const [lease] = leases();
    expect(leases()).toHaveLength(1);
    expect(Date.parse(lease!.expireAt) - server().state.clock.now()).toBeLessThanOrEqual(600_000);
    // Recorded for the post step; the token is kept for it.
    expect(leaseState(run).leases.map((l) => l.id)).toEqual([lease!.id]);
    expect(calls(server())).not.toContain(REVOKE);
    expect(run.state.revoke_token).toBe(obtainedToken(run));
    // The summary names the lease, never its data.
    expect(run.summary).toContain(lease!.id);
    expect(run.summary).toContain(DYNAMIC_SECRET_NAME);
    expect(run.summary).not.toContain(data.DB_PASSWORD);

    const post = await runPostStep(run, { mode: 'built', inputs: inputs() });
    expect(post.warnings).toEqual([]);
    expect(post.exitCode).toBe(0);
    expect(leases()).toEqual([]);
    expect(credentialsWork(data)).toBe(false);
    expect(post.stdout).toContain(`Revoked \`${DYNAMIC_SECRET_NAME}\` (lease ${lease!.id}).`);
    // Settled by looking, then the token.
    const after = calls(server()).slice(-3);
    expect(after[0]).toMatch(/^DELETE \/api\/v1\/dynamic-secrets\/leases\//);
    expect(after[1]).toMatch(/^GET \/api\/v1\/dynamic-secrets\/leases\//);
    expect(after[2]).toBe(REVOKE);
  });

  it('takes a folder and a prefix: `APPDB=/db/app-db` exports APPDB_DB_USERNAME', async () => {
    server().state.addDynamicSecret({ environment: 'dev', path: '/db', name: 'app-db' });
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'dynamic-secrets': 'APPDB=/db/app-db\napp-db' }),
    });
    expect(run.errors).toEqual([]);
    expect(Object.keys(run.env)).toEqual(
      expect.arrayContaining(['APPDB_DB_USERNAME', 'APPDB_DB_PASSWORD', 'DB_USERNAME']),
    );
    const lease = server().requests.find(
      (r) => r.method === 'POST' && r.path === '/api/v1/dynamic-secrets/leases',
    );
    expect(lease?.body).toMatchObject({ projectSlug: expect.any(String), environmentSlug: 'dev' });
    expect(leases()).toHaveLength(2);
  });

  it('resolves the project slug from `project-id` once for every lease', async () => {
    server().state.addDynamicSecret({ environment: 'dev', path: '/db', name: 'app-db' });
    const { 'project-slug': _slug, ...rest } = inputs({
      'dynamic-secrets': 'app-db\nDB2=/db/app-db',
    });
    const run = await runStep({
      mode: 'in-process',
      inputs: { ...rest, 'project-id': server().state.projects.keys().next().value! },
    });
    expect(run.errors).toEqual([]);
    expect(leases()).toHaveLength(2);
    expect(calls(server()).filter((c) => /^GET \/api\/v1\/workspace\/[^/]+$/.test(c))).toHaveLength(
      1,
    );
  });

  it('fails before exporting when a lease field takes a secret’s name, and revokes the lease and the token', async () => {
    server().state.setSecret({ environment: 'dev', key: 'DB_PASSWORD', value: 'static-one' });
    const run = await runStep({ mode: 'in-process', inputs: inputs(), hidden: ['static-one'] });
    expect(run.exitCode).toBe(1);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toContain('`DB_PASSWORD` (a secret and `app-db`)');
    expect(run.envEntries).toEqual([]);
    expect(leases()).toEqual([]);
    expect(leaseState(run).leases).toEqual([]);
    expect(calls(server())).toContain(REVOKE);
  });

  it('revokes its leases when the step fails after leasing (a key that does not exist)', async () => {
    const run = await runStep({ mode: 'in-process', inputs: inputs({ keys: 'NO_SUCH_KEY' }) });
    expect(run.exitCode).toBe(1);
    expect(run.errors).toHaveLength(1);
    expect(leases()).toEqual([]);
    expect(run.stdout).toContain(`Revoked \`${DYNAMIC_SECRET_NAME}\``);
    const post = await runPostStep(run, { mode: 'in-process', inputs: inputs() });
    expect(post.warnings).toEqual([]);
    expect(calls(server()).filter((c) => c.startsWith('DELETE'))).toHaveLength(1);
  });

  it('revokes the leases it took when another lease fails, and says which failed', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'dynamic-secrets': 'app-db\nno-such-db' }),
    });
    expect(run.exitCode).toBe(1);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toContain(
      "Dynamic secret with name 'no-such-db' in folder with path '/' not found",
    );
    expect(run.errors[0]).toContain("Check the dynamic secret's name, its folder and `env-slug`");
    expect(leases()).toEqual([]);
    expect(run.envEntries).toEqual([]);
  });

  it('warns naming the lease and its expiry when the provider keeps it, and never says revoked', async () => {
    server().state.dynamicSecrets.clear();
    server().state.addDynamicSecret({
      environment: 'dev',
      name: 'app-db',
      revokeError: 'SELECT no_such_function_for_revoke() - function does not exist',
    });
    const run = await runStep({ mode: 'in-process', inputs: inputs() });
    expect(run.errors).toEqual([]);
    const [lease] = leases();
    const post = await runPostStep(run, { mode: 'in-process', inputs: inputs() });
    expect(post.warnings).toHaveLength(1);
    expect(post.warnings[0]).toContain(`\`app-db\` (lease ${lease!.id})`);
    expect(post.warnings[0]).toContain('Failed to delete: SELECT no_such_function_for_revoke()');
    expect(post.warnings[0]).toContain(`until ${lease!.expireAt}`);
    expect(post.stdout).not.toContain('Revoked `app-db`');
    expect(leases()).toHaveLength(1);
  });

  it('logs in again in the post step when the kept token was refused, and revokes the lease', async () => {
    const run = await runStep({ mode: 'in-process', inputs: inputs() });
    const data = { DB_USERNAME: run.env.DB_USERNAME!, DB_PASSWORD: run.env.DB_PASSWORD! };
    for (const id of server().state.accessTokens.keys()) server().state.revokeAccessTokenById(id);
    const before = calls(server()).length;
    const post = await runPostStep(run, { mode: 'in-process', inputs: inputs() });
    expect(post.warnings).toEqual([]);
    expect(post.stdout).toContain('logging in again to revoke the leases');
    expect(leases()).toEqual([]);
    expect(credentialsWork(data)).toBe(false);
    const after = calls(server()).slice(before);
    expect(after.filter((c) => c.includes('/auth/universal-auth/login'))).toHaveLength(1);
    // The new token is revoked too; the refused one is not sent again.
    expect(after.filter((c) => c === REVOKE)).toHaveLength(1);
  });

  it('names the fix for a ttl over the maximum, and for one the server caps (a 401 that is not the credentials)', async () => {
    const over = await runStep({ mode: 'in-process', inputs: inputs({ 'lease-ttl': '5h' }) });
    expect(over.errors).toHaveLength(1);
    expect(over.errors[0]).toContain('TTL cannot be larger than max TTL');
    expect(over.errors[0]).toContain('`lease-ttl`');
    const capped = await runStep({ mode: 'in-process', inputs: inputs({ 'lease-ttl': '3d' }) });
    expect(capped.errors).toHaveLength(1);
    expect(capped.errors[0]).toContain('TTL must be less than a day');
    expect(capped.errors[0]).toContain('not a problem with the credentials');
    expect(leases()).toEqual([]);
  });

  it('says a server without the feature lacks the licence', async () => {
    server().state.dynamicSecrets.enabled = false;
    const run = await runStep({ mode: 'in-process', inputs: inputs() });
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toContain('licence does not include dynamic secrets');
  });

  it('gives the provider’s message on one line when it cannot create the user', async () => {
    server().state.dynamicSecrets.clear();
    server().state.addDynamicSecret({
      environment: 'dev',
      name: 'app-db',
      createError: 'permission denied to create role\nDETAIL: only superusers',
    });
    const run = await runStep({ mode: 'in-process', inputs: inputs() });
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toContain('permission denied to create role');
    expect(run.errors[0]).not.toContain('\n');
  });

  it.each([
    ['/db/', 'expected the name of a dynamic secret'],
    ['db/app-db', 'a folder starts with `/`'],
    ['1X=app-db', 'the prefix must be letters'],
    ['app-db\napp-db', 'twice'],
  ])('refuses the line %j before any request', async (line, message) => {
    const run = await runStep({ mode: 'in-process', inputs: inputs({ 'dynamic-secrets': line }) });
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toContain(message);
    expect(server().requests).toEqual([]);
  });

  it('refuses a ttl that is not a number and a unit', async () => {
    const run = await runStep({ mode: 'in-process', inputs: inputs({ 'lease-ttl': 'soon' }) });
    expect(run.errors[0]).toContain('`lease-ttl` must be a number and a unit');
    expect(server().requests).toEqual([]);
  });
});
