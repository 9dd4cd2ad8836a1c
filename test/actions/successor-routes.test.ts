// The built main action (with its post step) and each built sub-action, run once as the runner
// runs them, against a fake server that has only the successors of the routes the current server
// serves from deprecated routers (test/support/fake-server/routes/successors.ts, built from
// backend/src/server/routes/v4/secret-router.ts, v2/secret-folder-router.ts,
// v2/secret-import-router.ts, v1/project-router.ts, v1/project-env-router.ts,
// v1/secret-tag-router.ts and backend/src/ee/routes/v1/project-router.ts of
// `Infisical/infisical`). Each run meets one router 404 at most, then uses the successors only,
// and gives what it gives against the captured server. The scenarios themselves run in process
// against such a server too (the `successor-only` test project).
import { expect, it } from 'vitest';
import {
  ADMIN_USER_TOKEN,
  ENV_IDS,
  ORG_ID,
  PROJECT_ID,
  PROJECT_SLUG,
  VIEWER_IDENTITY_ID,
  type FakeServer,
} from '../support/fake-server/index.ts';
import { expectNoLeaks, exportedValues } from '../support/leaks.ts';
import { runStep, runPostStep, type ActionRun } from '../support/run.ts';
import { CREDENTIALS, login, mainInputs, useFakeServer } from '../support/use-fake-server.ts';

const server = useFakeServer({ routes: 'successor-only' });

/**
 * The router refused the first call that has a successor (each of those sent together, such as
 * the listings of several paths), and every later call went to a successor; a run whose calls
 * have no successor (identities, memberships) meets no refusal.
 */
function expectOneRefusalThenSuccessors(s: FakeServer, refusals = 1): void {
  const refused = s.requests.filter((r) => r.retired);
  expect(refused).toHaveLength(refusals);
  if (refusals > 0) {
    expect(s.requests.some((r) => r.legacyPath !== undefined)).toBe(true);
  }
}

/** Success, and no credential, token (or exported value, for the main action) in the log. */
function expectDone(run: ActionRun, secrets: readonly string[] = []): void {
  expect(run.errors, run.stdout).toEqual([]);
  expect(run.exitCode).toBe(0);
  expectNoLeaks(run, [...CREDENTIALS, ...Object.values(run.state), ...secrets]);
}

const inProject = (extra: Record<string, string>): Record<string, string> => ({
  ...login(server()),
  'project-id': PROJECT_ID,
  ...extra,
});

it('main action: dev / by project slug, exported, the token revoked by the post step', async () => {
  const run = await runStep({
    mode: 'built',
    inputs: mainInputs(server().url, { 'secret-path': '/\n/app' }),
  });
  expectDone(run, exportedValues(run));
  expect(run.env.APP_SECRET).toBeDefined();
  expect(run.env.STAGING_ONLY).toBeDefined(); // dev / imports staging /
  expect(run.env.PROD_ONLY).toBeDefined(); // dev /app imports prod /
  // Both paths are listed at once: each listing meets its 404 and is sent again on the successor.
  expectOneRefusalThenSuccessors(server(), 2);
  expect(server().requests.filter((r) => r.path === '/api/v4/secrets')).toHaveLength(2);
  // Said once in the log, however many calls met the 404.
  const switched = run.stdout
    .split('\n')
    .filter((line) => line.includes('using their successors for the rest of the run'));
  expect(switched).toHaveLength(1);
  expect(
    server().requests.filter((r) => r.path === `/api/v1/projects/slug/${PROJECT_SLUG}`),
  ).toHaveLength(1);
  const post = await runPostStep(run, { mode: 'built', inputs: mainInputs(server().url) });
  expect(post.exitCode).toBe(0);
  expect(server().requests.at(-1)).toMatchObject({ path: '/api/v1/auth/token/revoke' });
});

it.each<[string, () => Record<string, string>, (run: ActionRun, s: FakeServer) => void]>([
  [
    'secrets',
    () => inProject({ operation: 'set', 'env-slug': 'dev', secrets: 'NEW=successor-value' }),
    (run) => expect(run.outputs.created).toBe('["NEW"]'),
  ],
  [
    'folders',
    () => inProject({ operation: 'create', 'env-slug': 'dev', 'folder-path': '/previews/pr-7' }),
    (run, s) => {
      expect(run.outputs.created).toBe('true');
      expect(s.state.folder(ENV_IDS.dev, '/previews/pr-7')?.id).toBe(run.outputs['folder-id']);
    },
  ],
  [
    'imports',
    () =>
      inProject({
        operation: 'create',
        'env-slug': 'dev',
        'import-env-slug': 'prod',
        'import-path': '/',
      }),
    (run) => expect(run.outputs.position).toBe('2'),
  ],
  [
    'tags',
    () => inProject({ operation: 'create', 'tag-slug': 'successor-tag' }),
    (run) => expect(run.outputs.created).toBe('true'),
  ],
  [
    'environments',
    () => inProject({ operation: 'create', 'environment-slug': 'qa', 'if-exists': 'skip' }),
    (run) => expect(JSON.parse(run.outputs.environment!)).toMatchObject({ slug: 'qa' }),
  ],
  [
    'projects',
    () => ({ ...login(server()), 'project-name': 'Successor', 'project-slug': 'successor-made' }),
    (run) => expect(run.outputs['project-slug']).toBe('successor-made'),
  ],
  [
    'snapshots',
    () => inProject({ 'env-slug': 'dev' }),
    (run) => expect(Number(run.outputs.count)).toBeGreaterThan(0),
  ],
  [
    'identities',
    () => ({ ...login(server()), 'target-identity-id': VIEWER_IDENTITY_ID }),
    (run) => expect(JSON.parse(run.outputs['universal-auth']!).identityId).toBe(VIEWER_IDENTITY_ID),
  ],
  [
    'memberships',
    () => ({
      domain: server().url,
      method: 'token',
      'access-token': ADMIN_USER_TOKEN,
      'organization-id': ORG_ID,
      operation: 'list',
    }),
    (run) => expect(run.outputs.count).toBe('2'),
  ],
])('%s sub-action: the built bundle against the successors', async (action, inputs, check) => {
  const run = await runStep({ mode: 'built', action, inputs: inputs() });
  expectDone(run);
  check(run, server());
  expectOneRefusalThenSuccessors(server(), ['identities', 'memberships'].includes(action) ? 0 : 1);
});
