// Answers are checked where they enter: the client. Every field the code relies on must have the
// type it relies on; a wrong one is one ApiError naming the operation and the field's path
// (`secrets[3].secretValue`), never its value, and never a JavaScript error further on. Fields the
// code does not use, and extra fields anywhere, are carried along untouched.
import { login as universalLogin } from '../../src/auth/methods/universal.js';
import * as api from '../../src/api/endpoints/index.js';
import { describe, expect, it } from 'vitest';
import { InfisicalClient } from '../../src/api/client.js';
import { ApiError } from '../../src/errors/api.js';
import type { Transport } from '../../src/api/transport.js';

/** A JSON answer edited in place by a test. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** A client whose every request is answered 200 with this JSON body (or an empty body). */
function answering(body: unknown): InfisicalClient {
  const transport: Transport = async () => ({
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? '' : JSON.stringify(body),
  });
  return new InfisicalClient({
    baseUrl: 'http://127.0.0.1:9',
    transport,
    timeoutMs: 1000,
    userAgent: 'answers-test',
    retry: { sleep: async () => {}, random: () => 0.5 },
  });
}

const PROJECT = 'c2c5c5f6-6c8a-4a2b-9d0e-1f2a3b4c5d6e';
const LOCATION = { workspaceId: PROJECT, environment: 'dev', path: '/' };
const WRITE_AT = { workspaceId: PROJECT, environment: 'dev', secretPath: '/' };

const secret = (key: string, value: string, extra: object = {}) => ({
  id: `id-${key}`,
  workspace: PROJECT,
  environment: 'dev',
  version: 1,
  type: 'shared',
  secretKey: key,
  secretValue: value,
  ...extra,
});

const listing = () => ({
  secrets: [
    secret('A', 'a-value'),
    secret('B', 'b-value'),
    secret('C', 'c-value'),
    secret('D', 'd-value', { secretPath: '/' }),
  ],
  imports: [
    {
      secretPath: '/shared',
      environment: 'staging',
      folderId: 'f1',
      secrets: [secret('E', 'e-value'), secret('F', 'f-value')],
    },
  ],
});

const list = (client: InfisicalClient) =>
  client.call(api.secrets.list, {
    workspaceId: PROJECT,
    environment: 'dev',
    secretPath: '/',
    includeImports: true,
  });

const tag = { id: 't1', slug: 'ci', name: 'ci', color: '#fff', projectId: PROJECT };
const environment = { id: 'e1', name: 'Dev', slug: 'dev', position: 1, projectId: PROJECT };
const project = {
  id: PROJECT,
  name: 'web',
  slug: 'web',
  orgId: 'o1',
  environments: [{ id: 'e1', name: 'Dev', slug: 'dev' }],
};
const secretImport = {
  id: 'i1',
  importPath: '/shared',
  position: 1,
  folderId: 'f1',
  importEnv: { id: 'e2', name: 'Staging', slug: 'staging' },
};
const folder = { id: 'f1', name: 'app' };
const membership = { id: 'm1', role: 'admin', status: 'accepted', userId: 'u1', orgId: 'o1' };

interface Case {
  /** The operation as its error names it. */
  operation: string;
  /** A valid answer, which the call must accept. */
  valid: unknown;
  call: (client: InfisicalClient) => Promise<unknown>;
  /** One field the code relies on, its path as the error names it, and a wrong value for it. */
  wrong: [path: string, set: (body: Loose) => void, type: string];
}

const CASES: Case[] = [
  {
    operation: 'list secrets of dev:/',
    valid: listing(),
    call: list,
    wrong: ['secrets[3].secretValue', (b) => (b.secrets[3].secretValue = 987654321), 'a number'],
  },
  {
    operation: 'list secrets of dev:/',
    valid: listing(),
    call: list,
    wrong: ['secrets[0].secretKey', (b) => delete b.secrets[0].secretKey, 'missing'],
  },
  {
    operation: 'list secrets of dev:/',
    valid: listing(),
    call: list,
    wrong: ['secrets[2]', (b) => (b.secrets[2] = 'SECRET_TEXT_987654321'), 'a string'],
  },
  {
    operation: 'list secrets of dev:/',
    valid: listing(),
    call: list,
    wrong: [
      'imports[0].secrets[1].secretValue',
      (b) => (b.imports[0].secrets[1].secretValue = { v: 987654321 }),
      'an object',
    ],
  },
  {
    operation: 'list secrets of dev:/',
    valid: listing(),
    call: list,
    wrong: ['imports[0].secretPath', (b) => (b.imports[0].secretPath = null), 'null'],
  },
  {
    operation: 'list secrets of dev:/',
    valid: listing(),
    call: list,
    wrong: ['imports[0].secrets', (b) => (b.imports[0].secrets = 987654321), 'a number'],
  },
  {
    operation: 'list secrets of dev:/',
    valid: listing(),
    call: list,
    wrong: ['secrets[1].secretPath', (b) => (b.secrets[1].secretPath = ['/']), 'a list'],
  },
  {
    operation: 'list secrets of dev:/',
    valid: listing(),
    call: list,
    wrong: [
      'secrets[1].secretValueHidden',
      (b) => (b.secrets[1].secretValueHidden = 'yes'),
      'a string',
    ],
  },
  {
    operation: 'list secrets of dev:/',
    valid: listing(),
    call: list,
    wrong: ['imports', (b) => (b.imports = { 0: 987654321 }), 'an object'],
  },
  {
    operation: 'universal-auth login',
    valid: { accessToken: 'token-987654321', expiresIn: 7200, tokenType: 'Bearer' },
    call: (c) => c.call(universalLogin, { clientId: 'id', clientSecret: 'secret' }),
    wrong: ['accessToken', (b) => (b.accessToken = 987654321), 'a number'],
  },
  {
    operation: 'renew access token',
    valid: { accessToken: 'token-987654321', expiresIn: 7200, tokenType: 'Bearer' },
    call: (c) => c.call(api.tokens.renew, 't'),
    wrong: ['accessToken', (b) => (b.accessToken = ''), 'empty'],
  },
  {
    operation: 'get universal-auth configuration',
    valid: {
      identityUniversalAuth: {
        id: 'u',
        identityId: 'i',
        clientId: 'client-987654321',
        accessTokenTTL: 7200,
        accessTokenMaxTTL: 7200,
        accessTokenNumUsesLimit: 0,
      },
    },
    call: (c) => c.call(api.identities.getUniversalAuth, 'i'),
    wrong: [
      'identityUniversalAuth.accessTokenTTL',
      (b) => (b.identityUniversalAuth.accessTokenTTL = '987654321'),
      'a string',
    ],
  },
  {
    operation: 'create project',
    valid: { project },
    call: (c) => c.call(api.projects.create, { projectName: 'web' }),
    wrong: ['project.id', (b) => delete b.project.id, 'missing'],
  },
  {
    operation: 'get project',
    valid: { workspace: project },
    call: (c) => c.call(api.projects.get, PROJECT),
    wrong: [
      'workspace.environments[0].slug',
      (b) => (b.workspace.environments[0].slug = 987654321),
      'a number',
    ],
  },
  {
    operation: 'get project by slug',
    valid: project,
    call: (c) => c.projectBySlug('web'),
    wrong: ['environments', (b) => (b.environments = 'dev'), 'a string'],
  },
  {
    operation: 'create tag',
    valid: { workspaceTag: tag },
    call: (c) => c.call(api.tags.create, { projectId: PROJECT, ...{ slug: 'ci' } }),
    wrong: ['workspaceTag.slug', (b) => (b.workspaceTag.slug = 987654321), 'a number'],
  },
  {
    operation: 'list tags',
    valid: { workspaceTags: [tag, { ...tag, id: 't2' }] },
    call: (c) => c.call(api.tags.list, PROJECT),
    wrong: ['workspaceTags[1].id', (b) => (b.workspaceTags[1] = { slug: 'x' }), 'missing'],
  },
  {
    operation: 'get tag by slug',
    valid: { workspaceTag: tag },
    call: (c) => c.find(api.tags.bySlug, { projectId: PROJECT, slug: 'ci' }),
    wrong: ['workspaceTag.id', (b) => (b.workspaceTag.id = true), 'a boolean'],
  },
  {
    operation: 'create environment',
    valid: { message: 'ok', workspace: PROJECT, environment },
    call: (c) =>
      c.call(api.environments.create, { projectId: PROJECT, ...{ name: 'Dev', slug: 'dev' } }),
    wrong: ['environment.id', (b) => (b.environment.id = 987654321), 'a number'],
  },
  {
    operation: 'delete environment',
    valid: { message: 'ok', workspace: PROJECT, environment },
    call: (c) => c.call(api.environments.delete, { projectId: PROJECT, environmentId: 'e1' }),
    wrong: ['environment.slug', (b) => delete b.environment.slug, 'missing'],
  },
  {
    operation: 'get environment',
    valid: { environment },
    call: (c) => c.call(api.environments.get, { projectId: PROJECT, environmentId: 'e1' }),
    wrong: ['environment.id', (b) => (b.environment.id = null), 'null'],
  },
  {
    operation: 'create secret import',
    valid: { message: 'ok', secretImport },
    call: (c) =>
      c.call(api.imports.create, { ...LOCATION, import: { environment: 'staging', path: '/' } }),
    wrong: ['secretImport.id', (b) => (b.secretImport.id = 987654321), 'a number'],
  },
  {
    operation: 'update secret import',
    valid: { message: 'ok', secretImport },
    call: (c) =>
      c.call(api.imports.update, { id: 'i1', request: { ...LOCATION, import: { position: 1 } } }),
    wrong: ['secretImport.position', (b) => (b.secretImport.position = '1'), 'a string'],
  },
  {
    operation: 'delete secret import',
    valid: { message: 'ok', secretImport },
    call: (c) => c.call(api.imports.delete, { id: 'i1', request: LOCATION }),
    wrong: ['secretImport.importPath', (b) => delete b.secretImport.importPath, 'missing'],
  },
  {
    operation: 'list secret imports',
    valid: { secretImports: [secretImport] },
    call: (c) => c.call(api.imports.list, LOCATION),
    wrong: [
      'secretImports[0].importEnv.slug',
      (b) => (b.secretImports[0].importEnv.slug = 987654321),
      'a number',
    ],
  },
  {
    operation: 'list organization memberships',
    valid: { users: [membership] },
    call: (c) => c.call(api.memberships.list, 'o1'),
    wrong: ['users[0].id', (b) => (b.users[0].id = 987654321), 'a number'],
  },
  {
    operation: 'delete organization membership',
    valid: { membership },
    call: (c) => c.call(api.memberships.delete, { organizationId: 'o1', membershipId: 'm1' }),
    wrong: ['membership.id', (b) => delete b.membership.id, 'missing'],
  },
  {
    operation: 'list secret snapshots',
    valid: { secretSnapshots: [{ id: 's1', envId: 'e1', folderId: 'f1' }] },
    call: (c) =>
      c.call(api.snapshots.list, {
        projectId: PROJECT,
        ...{ environment: 'dev', path: '/', offset: 0, limit: 20 },
      }),
    wrong: ['secretSnapshots[0].id', (b) => (b.secretSnapshots[0].id = 987654321), 'a number'],
  },
  {
    operation: 'create secrets',
    valid: { secrets: [{ id: 'x', secretKey: 'A', version: 1 }] },
    call: (c) =>
      c.call(api.secrets.create, {
        location: WRITE_AT,
        secrets: [{ secretKey: 'A', secretValue: 'v' }],
      }),
    wrong: ['secrets[0].secretKey', (b) => (b.secrets[0].secretKey = 987654321), 'a number'],
  },
  {
    operation: 'update secrets',
    valid: { secrets: [{ id: 'x', secretKey: 'A', version: 2 }] },
    call: (c) =>
      c.call(api.secrets.update, {
        location: WRITE_AT,
        secrets: [{ secretKey: 'A', secretValue: 'v' }],
      }),
    wrong: ['secrets[0]', (b) => (b.secrets[0] = null), 'null'],
  },
  {
    operation: 'delete secrets',
    valid: { secrets: [{ id: 'x', secretKey: 'A', version: 2 }] },
    call: (c) =>
      c.call(api.secrets.delete, {
        location: WRITE_AT,
        secrets: ['A'].map((secretKey) => ({ secretKey })),
      }),
    wrong: ['secrets', (b) => delete b.secrets, 'missing'],
  },
  {
    operation: 'create folder',
    valid: { folder },
    call: (c) => c.call(api.folders.create, { at: LOCATION, name: 'app' }),
    wrong: ['folder.name', (b) => (b.folder.name = 987654321), 'a number'],
  },
  {
    operation: 'delete folder',
    valid: { folder },
    call: (c) => c.call(api.folders.delete, { at: LOCATION, name: 'app' }),
    wrong: ['folder.id', (b) => delete b.folder.id, 'missing'],
  },
  {
    operation: 'list folders',
    valid: { folders: [folder, { ...folder, id: 'f2' }] },
    call: (c) => c.call(api.folders.list, LOCATION),
    wrong: ['folders[1].name', (b) => (b.folders[1].name = ['app']), 'a list'],
  },
];

/** Operations that change what the server holds and are not repeated blind. */
const WRITES = /^(create|delete|update) /;

/** The error a call fails with; fails the test when it succeeds or throws anything else. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('answers are checked at the client', () => {
  it.each(CASES.map((c) => [`${c.operation}: ${c.wrong[0]}`, c] as const))(
    '%s: a valid answer passes, a wrong field is one error naming it',
    async (_, { operation, valid, call, wrong: [path, set, type] }) => {
      await expect(call(answering(valid))).resolves.toBeDefined();
      const body = structuredClone(valid);
      set(body);
      const error = await failure(call(answering(body)));
      expect(error.details.code).toBe('BAD_ANSWER');
      // A write answered 2xx was carried out, whatever the answer holds: the callers look
      // before writing again.
      expect(error.details.mayHaveBeenApplied).toBe(WRITES.test(operation) ? true : undefined);
      expect(error.message).toContain(`${operation} failed (`);
      expect(error.message).toContain(`\`${path}\` is ${type}`);
      // Never the value: only its kind.
      expect(error.message).not.toMatch(/987654321|SECRET_TEXT/);
      expect(error.message.split('\n')).toHaveLength(1);
    },
  );

  it('an empty or non-object answer is one error naming the answer', async () => {
    for (const body of [undefined, [], 'text', 42]) {
      const error = await failure(list(answering(body)));
      expect(error.details.code).toBe('BAD_ANSWER');
      expect(error.message).toMatch(
        /^list secrets of dev:\/ failed \(GET \/api\/v3\/secrets\/raw\): /,
      );
    }
  });

  it('a listing with extra fields at every level is read as without them', async () => {
    const extra = {
      secretMetadata: [{ key: 'k', value: 'v', isEncrypted: false }],
      secretReminderRecipients: [],
      isRotatedSecret: false,
      actor: { actorType: 'identity', actorId: 'x', name: 'ci', membershipId: null },
      nested: { deeper: { list: [1, 'two', null, { three: 3 }] } },
    };
    const body = listing() as Loose;
    body.futureTopLevel = { anything: [1, 2, 3] };
    body.count = 6;
    for (const s of body.secrets) {
      Object.assign(s, extra, {
        secretValueHidden: false,
        tags: [{ id: 't', slug: 'ci', name: 'CI', color: null, futureTagField: { x: 1 } }],
      });
    }
    for (const group of body.imports) {
      Object.assign(group, {
        id: 'g',
        importFolderId: 'f0',
        environmentInfo: { id: 'e', slug: 'staging', name: 'Staging' },
      });
      for (const s of group.secrets) Object.assign(s, extra, { secretValueHidden: false });
    }
    const result = await list(answering(body));
    expect(result.secrets.map((s) => [s.secretKey, s.secretValue])).toEqual([
      ['A', 'a-value'],
      ['B', 'b-value'],
      ['C', 'c-value'],
      ['D', 'd-value'],
    ]);
    expect(result.imports?.[0]?.secrets.map((s) => [s.secretKey, s.secretValue])).toEqual([
      ['E', 'e-value'],
      ['F', 'f-value'],
    ]);
  });
});

/**
 * A client against a server without the legacy routes: each legacy request is answered with the
 * router's unknown-route 404, every successor request 200 with this JSON body.
 */
function answeringOnSuccessors(body: unknown): InfisicalClient {
  const legacy =
    /^\/api\/(v3\/secrets\/|v1\/folders|v1\/secret-imports|v1\/workspace|v2\/workspace)/;
  const transport: Transport = async ({ method, url }) =>
    legacy.test(url.pathname)
      ? {
          status: 404,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            message: `Route ${method}:${url.pathname} not found`,
            error: 'Not Found',
            statusCode: 404,
          }),
        }
      : {
          status: 200,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        };
  return new InfisicalClient({
    baseUrl: 'http://127.0.0.1:9',
    transport,
    timeoutMs: 1000,
    userAgent: 'answers-test',
    retry: { sleep: async () => {}, random: () => 0.5 },
  });
}

// The successors' answers (backend/src/server/routes/v4/secret-router.ts, v1/project-router.ts,
// v1/secret-tag-router.ts, v1/project-env-router.ts of `Infisical/infisical`) are checked the
// same way, under their own names.
const SUCCESSOR_CASES: Case[] = [
  {
    operation: 'list secrets of dev:/',
    valid: { secrets: [{ secretKey: 'A', secretValue: 'a', secretValueHidden: false }] },
    call: (c) =>
      c.call(api.secrets.list, {
        workspaceId: PROJECT,
        environment: 'dev',
        secretPath: '/',
        includeImports: false,
      }),
    wrong: [
      'secrets[0].secretValueHidden',
      (b) => (b.secrets[0].secretValueHidden = 'no'),
      'a string',
    ],
  },
  {
    operation: 'get project',
    valid: { project },
    call: (c) => c.call(api.projects.get, PROJECT),
    wrong: ['project.environments', (b) => delete b.project.environments, 'missing'],
  },
  {
    operation: 'list tags',
    valid: { tags: [tag] },
    call: (c) => c.call(api.tags.list, PROJECT),
    wrong: ['tags[0].slug', (b) => (b.tags[0].slug = 987654321), 'a number'],
  },
  {
    operation: 'create tag',
    valid: { tag },
    call: (c) => c.call(api.tags.create, { projectId: PROJECT, ...{ slug: 'ci', color: '#fff' } }),
    wrong: ['tag.id', (b) => delete b.tag.id, 'missing'],
  },
  {
    operation: 'create environment',
    valid: { message: 'ok', projectId: PROJECT, environment },
    call: (c) =>
      c.call(api.environments.create, { projectId: PROJECT, ...{ name: 'Dev', slug: 'dev' } }),
    wrong: ['projectId', (b) => (b.projectId = 987654321), 'a number'],
  },
];

describe("the successors' answers are checked at the client", () => {
  it.each(SUCCESSOR_CASES.map((c) => [`${c.operation}: ${c.wrong[0]}`, c] as const))(
    '%s: a valid answer passes, a wrong field is one error naming it',
    async (_, { operation, valid, call, wrong: [path, set, type] }) => {
      await expect(call(answeringOnSuccessors(valid))).resolves.toBeDefined();
      const body = structuredClone(valid);
      set(body);
      const error = await failure(call(answeringOnSuccessors(body)));
      expect(error.details.code).toBe('BAD_ANSWER');
      expect(error.message).toContain(`${operation} failed (`);
      expect(error.message).toContain(`\`${path}\` is ${type}`);
      expect(error.message).not.toMatch(/987654321/);
    },
  );

  it('the legacy answer names are not accepted from a successor (`workspace` is not `project`)', async () => {
    const error = await failure(
      answeringOnSuccessors({ workspace: project }).call(api.projects.get, PROJECT),
    );
    expect(error.message).toContain('`project` is missing');
  });
});
