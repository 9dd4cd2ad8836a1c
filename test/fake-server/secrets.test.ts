// Secret listings beyond the captures: references, imports, recursion, tags, query quirks.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PROJECT_ID,
  PROJECT_SLUG,
  SEED_SECRETS,
  startFakeServer,
} from '../support/fake-server/index.ts';
import type { FakeServer } from '../support/fake-server/index.ts';
import { call, keyValues, listPath } from './helpers.ts';

interface Listing {
  secrets: { secretKey: string; secretValue: string; secretPath: string; id: string }[];
  imports?: {
    secretPath: string;
    environment: string;
    folderId?: string;
    secrets: { secretKey: string; secretValue: string; workspace: string }[];
  }[];
}

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeServer({ rateLimit: false });
});
afterEach(async () => {
  await server.close();
});

const list = (params: Record<string, string> = {}) => call<Listing>(server, listPath(params));

describe('secrets listing', () => {
  it('serves the seeded values verbatim', async () => {
    const res = await list();
    expect(keyValues(res.body.secrets)).toEqual(SEED_SECRETS.dev['/']);
    expect(res.body.imports).toBeUndefined();
  });

  it('expands ${KEY}, ${env.KEY} and ${env.folder.KEY}; leaves unknown references', async () => {
    server.state.setSecrets([
      { environment: 'dev', key: 'FROM_STAGING', value: 'x=${staging.STAGING_ONLY}' },
      { environment: 'dev', key: 'FROM_FOLDER', value: '${dev.app.APP_PORT}/${prod.PROD_ONLY}' },
      { environment: 'dev', key: 'NESTED', value: '[${REFERENCING_SECRET}]' },
      { environment: 'dev', key: 'UNKNOWN', value: '${NOPE} and ${staging.nope.X}' },
    ]);
    const raw = keyValues((await list()).body.secrets);
    expect(raw.FROM_STAGING).toBe('x=${staging.STAGING_ONLY}');
    const expanded = keyValues((await list({ expandSecretReferences: 'true' })).body.secrets);
    expect(expanded).toMatchObject({
      FROM_STAGING: 'x=from-staging',
      FROM_FOLDER: '8080/prod-value',
      NESTED: '[postgres://dev-user:dev-pass@db.local:5432/app?sslmode=disable]',
      UNKNOWN: '${NOPE} and ${staging.nope.X}',
    });
  });

  it('lists subfolders with recursive, each secret with its own path, plus their imports', async () => {
    server.state.setSecret({
      environment: 'dev',
      path: '/app/deep',
      key: 'APP_PORT',
      value: '9090',
    });
    const res = await list({ recursive: 'true', include_imports: 'true' });
    const paths = res.body.secrets.map((s) => `${s.secretPath}:${s.secretKey}`);
    expect(paths).toEqual(
      expect.arrayContaining(['/:API_KEY', '/app:APP_PORT', '/app/deep:APP_PORT']),
    );
    const ids = res.body.secrets.map((s) => s.id);
    expect(ids).toEqual([...ids].sort());
    expect(res.body.imports!.map((g) => `${g.environment}:${g.secretPath}`)).toEqual([
      'staging:/',
      'prod:/',
    ]);
  });

  it('recursive matches folders by name prefix, imports of a folder beside the path included, in position order', async () => {
    // dev `/app` imports prod `/` (seeded); `/ap` imports prod `/`, then staging `/`.
    for (const environment of ['prod', 'staging']) {
      server.state.addImport({ environment: 'dev', path: '/ap', from: { environment, path: '/' } });
    }
    const res = await list({ secretPath: '/ap', recursive: 'true', include_imports: 'true' });
    expect(res.body.secrets.map((s) => s.secretPath)).toEqual(['/app', '/app']);
    // Position 1 of `/ap` and of `/app`, then position 2 of `/ap`: nothing says whose.
    expect(res.body.imports!.map((g) => `${g.environment}:${g.secretPath}`)).toEqual([
      'prod:/',
      'prod:/',
      'staging:/',
    ]);
  });

  it('filters by tag slugs (comma list)', async () => {
    server.state.setSecret({ environment: 'dev', key: 'TAGGED', value: 'v', tags: ['other-tag'] });
    const res = await list({ tagSlugs: 'gha-tag,other-tag' });
    expect(res.body.secrets.map((s) => s.secretKey).sort()).toEqual(['API_KEY', 'TAGGED']);
  });

  it('ignores camelCase includeImports and validates include_imports', async () => {
    expect((await list({ includeImports: 'true' })).body.imports).toBeUndefined();
    const bad = await call(server, listPath({ include_imports: 'TRUE' }));
    expect(bad.status).toBe(401);
    expect(bad.body.message[0]).toMatchObject({ code: 'invalid_enum_value', received: 'TRUE' });
  });

  it('prefers workspaceId over workspaceSlug, and accepts the slug alone', async () => {
    const both = await call(
      server,
      `/api/v3/secrets/raw?workspaceId=${PROJECT_ID}&workspaceSlug=no-such&environment=dev`,
    );
    expect(both.status).toBe(200);
    const slug = await call(
      server,
      `/api/v3/secrets/raw?workspaceSlug=${PROJECT_SLUG}&environment=dev`,
    );
    expect(slug.text).toBe((await list()).text);
  });

  it('answers an unknown folder with empty lists, imports included', async () => {
    const res = await list({ secretPath: '/nope' });
    expect(res.body).toEqual({ secrets: [], imports: [] });
  });

  it('lists shadowed keys in both places and duplicate imports twice', async () => {
    server.state.addImport({ environment: 'dev', from: { environment: 'staging' } });
    const res = await list({ include_imports: 'true' });
    expect(keyValues(res.body.secrets).DATABASE_URL).toContain('dev-user');
    expect(res.body.imports).toHaveLength(2);
    for (const group of res.body.imports!) {
      expect(keyValues(group.secrets).DATABASE_URL).toBe('postgres://staging-should-be-shadowed');
      expect(group.secrets.every((s) => s.workspace === '')).toBe(true);
    }
  });

  it('adds the secrets of nested imports to the importing group, and stops at cycles', async () => {
    // staging / imports prod /, so the staging group of dev / also carries PROD_ONLY; prod /
    // importing staging / back is skipped, staging / having been visited already.
    server.state.addImport({ environment: 'staging', from: { environment: 'prod' } });
    server.state.addImport({ environment: 'prod', from: { environment: 'staging' } });
    const res = await list({ include_imports: 'true' });
    expect(res.body.imports).toHaveLength(1);
    expect(res.body.imports![0]!.secrets.map((s) => s.secretKey)).toEqual([
      'STAGING_ONLY',
      'DATABASE_URL',
      'PROD_ONLY',
    ]);
  });

  it('omits folderId for an import whose folder does not exist', async () => {
    server.state.addImport({ environment: 'dev', from: { environment: 'prod', path: '/missing' } });
    const groups = (await list({ include_imports: 'true' })).body.imports!;
    expect(groups.map((g) => [g.secretPath, 'folderId' in g, g.secrets.length])).toEqual([
      ['/', true, 2],
      ['/missing', false, 0],
    ]);
  });

  it('serves one secret by name, falling back to imports (last import wins)', async () => {
    server.state.setSecret({ environment: 'prod', key: 'STAGING_ONLY', value: 'from-prod' });
    server.state.addImport({ environment: 'dev', from: { environment: 'prod' } });
    const one = (name: string, extra = '') =>
      call(server, `/api/v3/secrets/raw/${name}?workspaceId=${PROJECT_ID}&environment=dev${extra}`);
    expect((await one('API_KEY')).body.secret.secretValue).toBe('dev-api-key-123');
    expect((await one('STAGING_ONLY')).status).toBe(404);
    const imported = await one('STAGING_ONLY', '&include_imports=true');
    expect(imported.body.secret.secretValue).toBe('from-prod');
  });

  it('lists 10,000 imported secrets quickly', async () => {
    const { totalSecrets } = server.state.seedImportFanout({
      imports: 10,
      secretsPerImport: 1000,
      sharedKeys: 3,
    });
    expect(totalSecrets).toBe(10_000);
    const started = Date.now();
    const res = await list({ include_imports: 'true' });
    const count = res.body.imports!.reduce((n, g) => n + g.secrets.length, 0);
    expect(count).toBe(10_000 + 2);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
