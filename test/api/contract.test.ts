import { login as oidcLogin } from '../../src/auth/methods/oidc.js';
import { login as universalLogin } from '../../src/auth/methods/universal.js';
import * as api from '../../src/api/endpoints/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InfisicalClient } from '../../src/api/client.js';
import { ApiError } from '../../src/errors/api.js';
import type { SecretWriteLocation } from '../../src/api/endpoints/secrets.js';
import { createTransport } from '../../src/api/transport.js';
import { loadCaptures, type Capture } from '../support/captures.ts';
import { startScriptedServer, type ScriptedServer } from '../support/scripted-server.ts';

/**
 * Contract tests: every capture of the real server is served back to the client, which must
 * (1) send the request the capture records and (2) turn the response into the right typed value
 * or a readable ApiError.
 */

type Invoke = (client: InfisicalClient) => Promise<unknown>;

/** Maps a capture's request to the client method that makes it. Undefined: not a client call. */
function invocation(c: Capture): Invoke | undefined {
  const url = new URL(c.request.path, 'http://x');
  const q = Object.fromEntries(url.searchParams);
  const fields = (c.request.body ?? {}) as Record<string, string>;
  // The capture's body is exactly what the method's request type describes.
  const body = fields as never;
  const p = url.pathname.split('/').filter(Boolean);
  const key = `${c.request.method} ${url.pathname}`;
  if (key === 'POST /api/v1/auth/universal-auth/login')
    return (k) =>
      k.call(universalLogin, {
        clientId: fields.clientId!,
        clientSecret: fields.clientSecret!,
      });
  if (key === 'POST /api/v1/auth/oidc-auth/login' && typeof c.request.body === 'object')
    return (k) => k.call(oidcLogin, body);
  if (key === 'POST /api/v2/workspace') return (k) => k.call(api.projects.create, body);
  if (key === 'GET /api/v3/secrets/raw') {
    return (k) =>
      k.call(api.secrets.list, {
        workspaceId: q.workspaceId,
        workspaceSlug: q.workspaceSlug,
        environment: q.environment!,
        secretPath: q.secretPath!,
        includeImports:
          q.include_imports === undefined ? (undefined as never) : q.include_imports === 'true',
        recursive: q.recursive === undefined ? undefined : q.recursive === 'true',
        expandSecretReferences:
          q.expandSecretReferences === undefined ? undefined : q.expandSecretReferences === 'true',
        tagSlugs: q.tagSlugs?.split(','),
      });
  }
  if (key === 'POST /api/v1/secret-imports') return (k) => k.call(api.imports.create, body);
  if (key === 'GET /api/v1/secret-imports') {
    return (k) =>
      k.call(api.imports.list, {
        workspaceId: q.workspaceId!,
        environment: q.environment!,
        path: q.path!,
      });
  }
  if (c.request.method === 'PATCH' && p[2] === 'secret-imports')
    return (k) => k.call(api.imports.update, { id: p[3]!, request: body });
  if (c.request.method === 'DELETE' && p[2] === 'secret-imports')
    return (k) => k.call(api.imports.delete, { id: p[3]!, request: body });
  if (c.request.method === 'GET' && p[1] === 'v2' && p[2] === 'workspace' && p.length === 4) {
    return (k) => k.find(api.projects.bySlug, decodeURIComponent(p[3]!));
  }
  if (c.request.method === 'GET' && p[1] === 'v1' && p[2] === 'workspace' && p.length === 4) {
    return (k) => k.call(api.projects.get, p[3]!);
  }
  if (c.request.method === 'GET' && p[2] === 'workspace' && p[3] === 'environments') {
    return (k) =>
      k.call(api.environments.get, {
        projectId: 'the-legacy-route-takes-no-project',
        environmentId: p[4]!,
      });
  }
  if (p[2] === 'workspace' && p[4] === 'environments') {
    if (c.request.method === 'GET') return undefined; // lookups by id: not a client call
    return c.request.method === 'POST'
      ? (k) =>
          k.call(api.environments.create, {
            projectId: p[3]!,
            ...(body as { name: string; slug: string }),
          })
      : (k) => k.call(api.environments.delete, { projectId: p[3]!, environmentId: p[5]! });
  }
  if (p[2] === 'workspace' && p[4] === 'tags' && p[5] === 'slug') {
    return (k) => k.find(api.tags.bySlug, { projectId: p[3]!, slug: decodeURIComponent(p[6]!) });
  }
  if (p[2] === 'workspace' && p[4] === 'tags') {
    return c.request.method === 'POST'
      ? (k) =>
          k.call(api.tags.create, { projectId: p[3]!, ...(body as { name: string; slug: string }) })
      : (k) => k.call(api.tags.list, p[3]!);
  }
  if (p[2] === 'workspace' && p[4] === 'secret-snapshots') {
    return (k) =>
      k.call(api.snapshots.list, {
        projectId: p[3]!,
        ...{
          environment: q.environment!,
          path: q.path!,
          offset: q.offset === undefined ? (undefined as never) : Number(q.offset),
          limit: q.limit === undefined ? (undefined as never) : Number(q.limit),
        },
      });
  }
  if (url.pathname === '/api/v3/secrets/batch/raw') {
    const { secrets, ...location } = fields as unknown as {
      secrets: { secretKey: string; secretValue: string }[];
    } & SecretWriteLocation;
    // The client always sends the project (id or slug) and path, and only key and value per entry.
    if (!(location.workspaceId || location.projectSlug) || Object.keys(location).length !== 3)
      return undefined;
    if (
      secrets.some((entry) =>
        Object.keys(entry).some((k) => k !== 'secretKey' && k !== 'secretValue'),
      )
    ) {
      return undefined;
    }
    if (c.request.method === 'POST')
      return (k) => k.call(api.secrets.create, { location: location, secrets: secrets });
    if (c.request.method === 'PATCH')
      return (k) => k.call(api.secrets.update, { location: location, secrets: secrets });
    return (k) =>
      k.call(api.secrets.delete, {
        location: location,
        secrets: secrets.map((entry) => entry.secretKey).map((secretKey) => ({ secretKey })),
      });
  }
  if (key === 'GET /api/v1/folders') {
    return (k) =>
      k.call(api.folders.list, {
        workspaceId: q.workspaceId!,
        environment: q.environment!,
        path: q.path!,
      });
  }
  if (key === 'POST /api/v1/folders') {
    const { name, ...location } = fields as unknown as {
      name: string;
      workspaceId: string;
      environment: string;
      path: string;
    };
    if (name === undefined || location.path === undefined) return undefined;
    return (k) => k.call(api.folders.create, { at: location, name: name });
  }
  if (c.request.method === 'DELETE' && p[2] === 'folders') {
    return (k) => k.call(api.folders.delete, { at: body, name: decodeURIComponent(p[3]!) });
  }
  if (p[1] === 'v2' && p[2] === 'organizations' && p[4] === 'workspaces') return undefined;
  if (p[1] === 'v2' && p[2] === 'organizations') {
    return c.request.method === 'GET'
      ? (k) => k.call(api.memberships.list, p[3]!)
      : (k) => k.call(api.memberships.delete, { organizationId: p[3]!, membershipId: p[5]! });
  }
  if (key.startsWith('GET /api/v1/auth/universal-auth/identities/'))
    return (k) => k.call(api.identities.getUniversalAuth, p[5]!);
  return undefined;
}

/** The key of the response body whose value the client method returns. */
const RESULT_FIELD: Record<string, string | undefined> = {
  'POST /api/v2/workspace': 'project',
  'POST /api/v1/secret-imports': 'secretImport',
  'PATCH /api/v1/secret-imports': 'secretImport',
  'DELETE /api/v1/secret-imports': 'secretImport',
  'GET /api/v1/secret-imports': 'secretImports',
  'POST tags': 'workspaceTag',
  'GET tags': 'workspaceTags',
  'GET secret-snapshots': 'secretSnapshots',
  'GET /api/v2/organizations': 'users',
  'DELETE /api/v2/organizations': 'membership',
  'GET /api/v1/auth/universal-auth/identities': 'identityUniversalAuth',
  'POST /api/v3/secrets/batch': 'secrets',
  'PATCH /api/v3/secrets/batch': 'secrets',
  'DELETE /api/v3/secrets/batch': 'secrets',
  'GET /api/v1/folders': 'folders',
  'POST /api/v1/folders': 'folder',
  'DELETE /api/v1/folders': 'folder',
};

/** Stands for "the whole body" in {@link resultField} (the project read by slug is unwrapped). */
const WHOLE_BODY = '.';

function resultField(c: Capture): string | undefined {
  const { pathname } = new URL(c.request.path, 'http://x');
  const method = c.request.method;
  // Reads of one project or environment (before the prefixes below, which would take them).
  if (method === 'GET' && /^\/api\/v2\/workspace\/[^/]+$/.test(pathname)) return WHOLE_BODY;
  if (method === 'GET' && /^\/api\/v1\/workspace\/[^/]+$/.test(pathname)) return 'workspace';
  if (method === 'GET' && /^\/api\/v1\/workspace\/environments\/[^/]+$/.test(pathname))
    return 'environment';
  const candidates = [
    `${method} ${pathname.split('/').slice(0, 4).join('/')}`,
    `${method} ${pathname.split('/').slice(0, 6).join('/')}`,
    `${method} ${pathname.split('/').at(-1)}`,
    `${method} ${pathname.split('/').slice(0, 4).join('/')}`,
  ];
  for (const candidate of candidates) if (candidate in RESULT_FIELD) return RESULT_FIELD[candidate];
  if (/\/api\/v1\/secret-imports\//.test(pathname))
    return RESULT_FIELD[`${method} /api/v1/secret-imports`];
  return undefined;
}

let server: ScriptedServer;
const captures = loadCaptures().filter((c) => invocation(c) !== undefined);

beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

function newClient(): InfisicalClient {
  const client = new InfisicalClient({
    baseUrl: server.url,
    transport: createTransport(),
    timeoutMs: 5_000,
    retry: { retries: 0 },
    userAgent: 'contract-test',
  });
  client.useAccessToken('test-token');
  return client;
}

describe('captures of the real server, replayed through the client', () => {
  it('covers the captures of every operation the spec lists', () => {
    expect(captures.length).toBeGreaterThanOrEqual(85);
  });

  for (const c of captures) {
    it(`${c.name}: ${c.request.method} → ${c.response.status}`, async () => {
      server.reply({
        status: c.response.status,
        headers: c.response.headers,
        body: c.response.body,
      });
      const before = server.requests.length;
      const outcome = await invocation(c)!(newClient()).then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      );

      // The request the client sent is the one the capture records.
      const sent = server.requests[before]!;
      const expected = new URL(c.request.path, 'http://x');
      expect(sent.method).toBe(c.request.method);
      expect(sent.path).toBe(expected.pathname);
      for (const [name, value] of expected.searchParams) {
        // That capture shows what a non-literal boolean earns; the client can only send literals.
        if (name === 'include_imports' && value === 'yes')
          expect(sent.query[name]).toMatch(/^(true|false)$/);
        else expect(sent.query[name], name).toBe(value);
      }
      if (c.request.body !== undefined && c.name !== 'ua-login-missing-body-field') {
        expect(JSON.parse(sent.body)).toEqual(c.request.body);
      }

      const body = c.response.body as Record<string, unknown> | null;
      if (c.response.status === 200 && body !== null) {
        expect(outcome.ok, String(!outcome.ok && outcome.error)).toBe(true);
        const field = resultField(c);
        if (outcome.ok && field)
          expect(outcome.value).toEqual(field === WHOLE_BODY ? body : body[field]);
        if (outcome.ok && c.request.path.startsWith('/api/v3/secrets/raw')) {
          // Each secret keeps the fields the code reads; everything else is as the server sent.
          type Fields = Record<string, unknown>;
          const listing = body as {
            secrets: Fields[];
            imports?: (Fields & { secrets: Fields[] })[];
          };
          const kept = (s: Fields): Fields => ({
            workspace: s.workspace,
            type: s.type,
            secretKey: s.secretKey,
            secretValue: s.secretValue,
            secretPath: s.secretPath,
            secretValueHidden: s.secretValueHidden,
          });
          expect(outcome.value).toStrictEqual({
            secrets: listing.secrets.map(kept),
            imports: (listing.imports ?? []).map((g) => ({ ...g, secrets: g.secrets.map(kept) })),
          });
        }
        return;
      }
      // A lookup that finds nothing answers undefined, not an error.
      if (
        c.name === 'tags-get-by-slug-err-unknown' ||
        c.name === 'workspace-get-by-slug-err-unknown'
      ) {
        expect(outcome).toEqual({ ok: true, value: undefined });
        return;
      }
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      expect(outcome.error).toBeInstanceOf(ApiError);
      const error = outcome.error as ApiError;
      expect(error.message).not.toMatch(/[{}]/); // never the raw JSON body
      if (body === null) {
        // Membership routes answer an empty 200 to machine identities: never a success.
        expect(error.message).toMatch(/user credentials/);
        return;
      }
      expect(error.status).toBe(c.response.status);
      const message = body.message;
      if (typeof message === 'string') expect(error.message).toContain(message);
      if (Array.isArray(message)) {
        for (const issue of message as { message: string }[])
          expect(error.message).toContain(issue.message);
      }
      if (
        c.response.status === 403 &&
        typeof body.error === 'string' &&
        /not a member/.test(body.error)
      ) {
        expect(error.message).toContain(body.error); // the real reason sits in `error`
      }
    });
  }
});
