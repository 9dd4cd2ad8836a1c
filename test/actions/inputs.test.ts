import { describe, expect, it } from 'vitest';
import { ADMIN_API_KEY, MEMBER_CLIENT_SECRET, PROJECT_ID } from '../support/fake-server/index.ts';
import { useFakeServer, mainInputs } from '../support/use-fake-server.ts';
import { expectNoLeaks } from '../support/leaks.ts';

import { runStep } from '../support/run.ts';
const server = useFakeServer();

const inputs = (extra: Record<string, string> = {}): Record<string, string> => ({
  ...mainInputs(server().url),
  ...extra,
});
const listings = () => server().requests.filter((r) => r.path === '/api/v3/secrets/raw');

describe('inputs end to end', () => {
  it('api-key and extra-headers go on every request; their values are masked first', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({
        'api-key': ADMIN_API_KEY,
        'extra-headers': 'X-Firewall: open-sesame-42\nX-Team: platform',
      }),
    });
    expect(run.exitCode).toBe(0);
    for (const request of server().requests) {
      expect(request.headers['x-firewall']).toBe('open-sesame-42');
      expect(request.headers['x-team']).toBe('platform');
      expect(request.headers['user-agent']).toMatch(/^infisical-secrets-action\/\d+\.\d+\.\d+$/);
    }
    expect(listings()[0]!.headers['x-api-key']).toBe(ADMIN_API_KEY);
    expect(listings()[0]!.headers.authorization).toMatch(/^Bearer /);
    expect(server().requests[0]!.headers['x-api-key']).toBeUndefined(); // not on the login
    expect(run.masks.slice(0, 3)).toEqual(
      expect.arrayContaining([ADMIN_API_KEY, 'open-sesame-42']),
    );
    expectNoLeaks(run, ['api-key-value-1234', 'open-sesame-42', MEMBER_CLIENT_SECRET]);
  });

  it('include-imports: false leaves imported secrets out and says so to the server', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'include-imports': 'false' }),
    });
    expect(run.exitCode).toBe(0);
    expect(listings()[0]!.query.include_imports).toBe('false');
    expect(run.env.STAGING_ONLY).toBeUndefined();
    expect(run.env.DATABASE_URL).toBeDefined();
  });

  it('expand-references: false keeps ${...} references as they are stored', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'expand-references': 'false' }),
    });
    expect(listings()[0]!.query.expandSecretReferences).toBe('false');
    expect(run.env.REFERENCING_SECRET).toBe('${DATABASE_URL}?sslmode=disable');
  });

  it('project-id is sent as workspaceId', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'project-slug': '', 'project-id': PROJECT_ID }),
    });
    expect(run.exitCode).toBe(0);
    expect(listings()[0]!.query).toMatchObject({ workspaceId: PROJECT_ID });
    expect(listings()[0]!.query.workspaceSlug).toBeUndefined();
  });

  it('summary: false writes no job summary', async () => {
    const run = await runStep({ mode: 'in-process', inputs: inputs({ summary: 'false' }) });
    expect(run.exitCode).toBe(0);
    expect(run.summary).toBe('');
  });

  it('retries: 0 makes one attempt; the default rides out a transient 503', async () => {
    server().faults.add({
      match: { path: '/api/v3/secrets/raw' },
      times: 1,
      kind: { status: 503 },
    });
    const once = await runStep({ mode: 'in-process', inputs: inputs({ retries: '0' }) });
    expect(once.exitCode).toBe(1);
    expect(once.errors).toEqual([expect.stringMatching(/HTTP 503/)]);
    expect(once.envEntries).toEqual([]);
    server().faults.add({
      match: { path: '/api/v3/secrets/raw' },
      times: 1,
      kind: { status: 503 },
    });
    const retried = await runStep({ mode: 'in-process', inputs: inputs() });
    expect(retried.exitCode).toBe(0);
    expect(retried.stdout).toMatch(/HTTP 503; trying again in/);
  });

  it('timeout bounds a request that never answers', async () => {
    server().faults.add({ match: { path: '/api/v3/secrets/raw' }, times: 10, kind: 'hang' });
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ timeout: '1', retries: '1' }),
    });
    expect(run.exitCode).toBe(1);
    expect(run.errors[0]).toMatch(/no answer within the timeout after 2 attempts.*raise `timeout`/);
  });

  it('a domain ending in /api is accepted (the action adds the API paths)', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ domain: `${server().url}/api/` }),
    });
    expect(run.exitCode).toBe(0);
    expect(server().requests[0]!.path).toBe('/api/v1/auth/universal-auth/login');
  });
});
