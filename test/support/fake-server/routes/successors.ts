// The successors of the routes the 2024-10 server serves from routers the current server names
// deprecated, as the current source of `Infisical/infisical` defines them. Each successor is
// served by the legacy route's handler (the same state, the same checks and words), with the
// request and the answer translated where the successor differs:
// - GET /api/v4/secrets, POST|PATCH|DELETE /api/v4/secrets/batch: backend/src/server/routes/
//   v4/secret-router.ts (`projectId` only, no slug; listing items always carry
//   `secretValueHidden`; batch keys refused with `:` or `/` (SecretNameSchema in
//   backend/src/server/lib/schemas.ts); the PATCH batch's `mode`, default `failOnNotFound`).
// - /api/v2/folders: backend/src/server/routes/v2/secret-folder-router.ts with
//   backend/src/services/secret-folder/secret-folder-service.ts (`projectId`; a name outside
//   `[a-zA-Z0-9-_]` refused; a create of an existing folder is a 400; a delete of a folder that
//   holds secrets or folders is a 400 unless `forceDelete`; the create answer adds `path`).
// - /api/v2/secret-imports: backend/src/server/routes/v2/secret-import-router.ts (`projectId`,
//   the same answers).
// - /api/v1/projects: backend/src/server/routes/v1/project-router.ts (`{project}` by id, the
//   bare project by slug, 404s "Project with ID|slug '…' not found" from
//   backend/src/services/project/project-dal.ts), v1/project-env-router.ts (`projectId` in the
//   place of `workspace` in answers), v1/secret-tag-router.ts (`{tag}`, `{tags}`; create reads
//   `slug` and `color`), backend/src/ee/routes/v1/project-router.ts (snapshots).
// A validation failure is a 422 there (backend/src/server/plugins/error-handler.ts), not the
// captured server's 401.
import { ApiError, apiError, badRequest, notFound, validationFailure } from '../errors.ts';
import { requireProjectPermission } from '../permissions.ts';
import { ok, principalOf } from '../router.ts';
import type { Reply, Route, RouteContext } from '../router.ts';
import type { FakeState } from '../state.ts';
import type { EnvironmentRecord, FolderRecord } from '../types.ts';
import { isUuid } from '../util.ts';
import { validate } from '../validation.ts';
import { projectView } from './projects.ts';

/**
 * The legacy routes the current server registers from deprecated routers (backend/src/server/
 * routes/v3/index.ts, v1/index.ts and v2/index.ts under `/workspace`, `/folders`,
 * `/secret-imports`; backend/src/ee/routes/v1/index.ts under `/workspace`): a server without
 * them answers each with its router's unknown-route 404.
 */
export function isRetired(route: Route): boolean {
  return /^\/api\/(v3\/secrets\/|v1\/folders|v1\/secret-imports|v1\/workspace|v2\/workspace)/.test(
    route.pattern,
  );
}

type Handler = Route['handler'];
type Json = Record<string, unknown>;

interface Successor {
  method: Route['method'];
  pattern: string;
  /** `METHOD pattern` of the legacy route whose handler serves it and whose rate count it shares. */
  succeeds: string;
  /** The path of the legacy route the request stands for, from the successor's parameters. */
  legacyPath: (params: Record<string, string>) => string;
  rateLimit?: Route['rateLimit'];
  handler: (ctx: RouteContext, legacy: Handler) => Reply;
}

/** The successor routes, served by the handlers of `legacy` (the captured server's routes). */
export function successorRoutes(legacy: readonly Route[]): Route[] {
  return SUCCESSORS.map((successor) => {
    const [method, pattern] = successor.succeeds.split(' ') as [Route['method'], string];
    const old = legacy.find((route) => route.method === method && route.pattern === pattern);
    if (!old) throw new Error(`fake-server: no legacy route ${successor.succeeds}`);
    return {
      method: successor.method,
      pattern: successor.pattern,
      auth: old.auth,
      refusal: old.refusal,
      rateLimit: successor.rateLimit ?? old.rateLimit,
      limitKey: successor.succeeds,
      legacyPath: successor.legacyPath,
      handler: (ctx) => newerErrors(() => successor.handler(ctx, old.handler)),
    };
  });
}

/** The current server's error handler answers a validation failure with a 422. */
function newerErrors(handle: () => Reply): Reply {
  try {
    return handle();
  } catch (error) {
    if (error instanceof ApiError && error.body.error === 'ValidationFailure') {
      throw new ApiError(422, { ...error.body, statusCode: 422 });
    }
    throw error;
  }
}

// --- translation helpers --------------------------------------------------------------------

/** `projectId` (required) in the place of the legacy `workspaceId`; legacy-only names dropped. */
function asWorkspace(input: unknown): Json {
  const { projectId } = validate<{ projectId: string }>(
    { projectId: { kind: 'string', trim: true } },
    input ?? {},
  );
  const {
    projectId: _projectId,
    workspaceId: _workspaceId,
    workspaceSlug: _workspaceSlug,
    projectSlug: _projectSlug,
    ...rest
  } = (input ?? {}) as Json;
  return { ...rest, workspaceId: projectId };
}

const withQuery = (ctx: RouteContext, query: Json): RouteContext => ({
  ...ctx,
  query: query as Record<string, string>,
});
const withBody = (ctx: RouteContext, body: unknown): RouteContext => ({ ...ctx, body });
const withParams = (ctx: RouteContext, params: Record<string, string>): RouteContext => ({
  ...ctx,
  params,
});

/** The 200 answer's JSON changed by `change`; any other reply as it is. */
function mapAnswer(reply: Reply, change: (json: Json) => unknown): Reply {
  if ('empty' in reply || reply.status !== 200) return reply;
  return ok(change(reply.json as Json));
}

/** Listed secrets always carry `secretValueHidden` on the current server. */
function withHiddenFlag(secret: unknown): unknown {
  const item = secret as Json;
  return { ...item, secretValueHidden: item.secretValueHidden === true };
}

// --- secrets --------------------------------------------------------------------------------

function listV4(ctx: RouteContext, legacy: Handler): Reply {
  const { projectId, workspaceId: _id, workspaceSlug: _slug, ...rest } = ctx.query;
  // v4/secret-router.ts: checked in the handler, after the query's validation.
  if (!projectId || !rest.environment) throw badRequest('Missing project id or environment');
  return mapAnswer(legacy(withQuery(ctx, { ...rest, workspaceId: projectId })), (json) => ({
    ...json,
    secrets: (json.secrets as unknown[]).map(withHiddenFlag),
    ...(json.imports === undefined
      ? {}
      : {
          imports: (json.imports as Json[]).map((group) => ({
            ...group,
            secrets: (group.secrets as unknown[]).map(withHiddenFlag),
          })),
        }),
  }));
}

const SECRET_NAME_REFUSED = 'Secret name cannot contain colon or forward slash.';

function batchV4(ctx: RouteContext, legacy: Handler): Reply {
  const body = asWorkspace(ctx.body);
  const method = ctx.method;
  if (method === 'PATCH') {
    const { mode } = validate<{ mode: string }>(
      {
        mode: {
          kind: 'enum',
          options: ['failOnNotFound', 'upsert', 'ignore'],
          default: 'failOnNotFound',
        },
      },
      body,
    );
    // Only the default is played: the client never asks for another mode.
    if (mode !== 'failOnNotFound') throw badRequest(`The fake serves mode failOnNotFound only`);
    delete body.mode;
  }
  if (method !== 'DELETE' && Array.isArray(body.secrets)) {
    const issues = (body.secrets as unknown[]).flatMap((entry, index) => {
      const key = (entry as Json | null)?.secretKey;
      return typeof key === 'string' && (key.includes(':') || key.includes('/'))
        ? [
            {
              code: 'custom',
              message: SECRET_NAME_REFUSED,
              path: ['secrets', index, 'secretKey'],
            },
          ]
        : [];
    });
    if (issues.length > 0) throw validationFailure(issues);
  }
  const reply = legacy(withBody(ctx, body));
  if (method === 'POST') return reply;
  return mapAnswer(reply, (json) =>
    Array.isArray(json.secrets) ? { ...json, secrets: json.secrets.map(withHiddenFlag) } : json,
  );
}

// --- folders --------------------------------------------------------------------------------

const FOLDER_NAME = /^[a-zA-Z0-9_-]+$/;

function normalizePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

function createFolderV2(ctx: RouteContext, legacy: Handler): Reply {
  const body = asWorkspace(ctx.body);
  const { name, path, environment } = validate<{ name: string; path: string; environment: string }>(
    {
      environment: { kind: 'string', trim: true },
      name: {
        kind: 'string',
        trim: true,
        refine: (value) =>
          FOLDER_NAME.test(value)
            ? null
            : 'Invalid folder name. Only alphanumeric characters, dashes, and underscores are allowed.',
      },
      path: { kind: 'string', trim: true, default: '/', transform: normalizePath },
    },
    body,
  );
  const state = ctx.state;
  const env = state.environment(body.workspaceId as string, environment);
  const parent = env && state.folder(env.id, path);
  if (parent && state.childFolders(parent.id).some((f) => state.folderName(f) === name)) {
    throw badRequest(`Folder with name '${name}' already exists in path '${path}'`);
  }
  return mapAnswer(legacy(withBody(ctx, body)), (json) => {
    const folder = json.folder as Json;
    const record = state.folders.get(folder.id as string);
    return { folder: { ...folder, path: record?.path ?? path } };
  });
}

function deleteFolderV2(ctx: RouteContext, legacy: Handler): Reply {
  const { forceDelete, ...body } = asWorkspace(ctx.body);
  const state = ctx.state;
  const folder = folderNamed(state, body, ctx.params.id ?? '');
  if (folder && forceDelete !== true && holdsAnything(state, folder)) {
    throw apiError(
      400,
      `Cannot delete folder "${state.folderName(folder)}" because it contains resources. Use forceDelete=true to delete it forcefully.`,
      'deleteFolder',
    );
  }
  return legacy(withBody(ctx, body));
}

/** The folder a delete names (an id, or a name under `path`), when there is one. */
function folderNamed(state: FakeState, body: Json, param: string): FolderRecord | undefined {
  const env: EnvironmentRecord | undefined =
    typeof body.workspaceId === 'string' && typeof body.environment === 'string'
      ? state.environment(body.workspaceId, body.environment)
      : undefined;
  const parent =
    env && state.folder(env.id, normalizePath(typeof body.path === 'string' ? body.path : '/'));
  if (!parent) return undefined;
  return state
    .childFolders(parent.id)
    .find((f) => (isUuid(param) ? f.id === param : state.folderName(f) === param));
}

function holdsAnything(state: FakeState, folder: FolderRecord): boolean {
  return state.secretsIn(folder.id).length > 0 || state.childFolders(folder.id).length > 0;
}

// --- projects, tags, environments -----------------------------------------------------------

function projectByIdV1(ctx: RouteContext, legacy: Handler): Reply {
  const id = ctx.params.projectId ?? '';
  // project-dal.ts findProjectById: an unknown id is the API's 404 now.
  if (isUuid(id) && !ctx.state.projects.has(id))
    throw notFound(`Project with ID '${id}' not found`);
  return mapAnswer(legacy(withParams(ctx, { workspaceId: id })), (json) => ({
    project: json.workspace,
  }));
}

function projectBySlugV1(ctx: RouteContext): Reply {
  const slug = (ctx.params.slug ?? '').trim();
  if (slug.length < 1 || slug.length > 64 || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
    throw validationFailure([
      {
        code: 'custom',
        message: 'Slug field can only contain lowercase letters, numbers, and hyphens',
        path: ['slug'],
      },
    ]);
  }
  const principal = principalOf(ctx);
  // Slugs are looked up in the caller's organization (project-dal.ts findProjectBySlug).
  const project = ctx.state.projectBySlug(slug, principal.orgId);
  if (!project) throw notFound(`Project with slug '${slug}' not found`);
  requireProjectPermission(ctx.state, principal, project.id, 'read', 'workspace');
  return ok(projectView(ctx.state, project));
}

/** `{message, workspace, environment}` → `{message, projectId, environment}`. */
function environmentAnswer(json: Json): Json {
  const { workspace, ...rest } = json;
  return { message: rest.message, projectId: workspace, environment: rest.environment };
}

const projectParam = (ctx: RouteContext, extra: Record<string, string> = {}): RouteContext =>
  withParams(ctx, { workspaceId: ctx.params.projectId ?? '', ...extra });

// --- the table ------------------------------------------------------------------------------

const query = (ctx: RouteContext): RouteContext => withQuery(ctx, asWorkspace(ctx.query));
const body = (ctx: RouteContext): RouteContext => withBody(ctx, asWorkspace(ctx.body));
const fill = (template: string) => (params: Record<string, string>) =>
  template.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));

const SUCCESSORS: Successor[] = [
  {
    method: 'GET',
    pattern: '/api/v4/secrets',
    succeeds: 'GET /api/v3/secrets/raw',
    legacyPath: fill('/api/v3/secrets/raw'),
    handler: listV4,
  },
  ...(['POST', 'PATCH', 'DELETE'] as const).map((method): Successor => ({
    method,
    pattern: '/api/v4/secrets/batch',
    succeeds: `${method} /api/v3/secrets/batch/raw`,
    legacyPath: fill('/api/v3/secrets/batch/raw'),
    handler: batchV4,
  })),
  {
    method: 'POST',
    pattern: '/api/v2/folders',
    succeeds: 'POST /api/v1/folders',
    legacyPath: fill('/api/v1/folders'),
    handler: createFolderV2,
  },
  {
    method: 'GET',
    pattern: '/api/v2/folders',
    succeeds: 'GET /api/v1/folders',
    legacyPath: fill('/api/v1/folders'),
    // `path` has no default there: it is required.
    handler: (ctx, legacy) => {
      validate({ path: { kind: 'string', trim: true } }, ctx.query);
      return legacy(query(ctx));
    },
  },
  {
    method: 'GET',
    pattern: '/api/v2/folders/:id',
    succeeds: 'GET /api/v1/folders/:id',
    legacyPath: fill('/api/v1/folders/:id'),
    handler: (ctx, legacy) => legacy(ctx),
  },
  {
    method: 'PATCH',
    pattern: '/api/v2/folders/:id',
    succeeds: 'PATCH /api/v1/folders/:id',
    legacyPath: fill('/api/v1/folders/:id'),
    handler: (ctx, legacy) => legacy(body(ctx)),
  },
  {
    method: 'DELETE',
    pattern: '/api/v2/folders/:id',
    succeeds: 'DELETE /api/v1/folders/:id',
    legacyPath: fill('/api/v1/folders/:id'),
    handler: deleteFolderV2,
  },
  {
    method: 'GET',
    pattern: '/api/v2/secret-imports',
    succeeds: 'GET /api/v1/secret-imports',
    legacyPath: fill('/api/v1/secret-imports'),
    handler: (ctx, legacy) => legacy(query(ctx)),
  },
  {
    method: 'POST',
    pattern: '/api/v2/secret-imports',
    succeeds: 'POST /api/v1/secret-imports',
    legacyPath: fill('/api/v1/secret-imports'),
    handler: (ctx, legacy) => legacy(body(ctx)),
  },
  ...(['PATCH', 'DELETE'] as const).map((method): Successor => ({
    method,
    pattern: '/api/v2/secret-imports/:secretImportId',
    succeeds: `${method} /api/v1/secret-imports/:secretImportId`,
    legacyPath: fill('/api/v1/secret-imports/:secretImportId'),
    handler: (ctx, legacy) => legacy(body(ctx)),
  })),
  {
    method: 'POST',
    pattern: '/api/v1/projects',
    succeeds: 'POST /api/v2/workspace',
    legacyPath: fill('/api/v2/workspace'),
    handler: (ctx, legacy) => legacy(ctx),
  },
  {
    method: 'GET',
    pattern: '/api/v1/projects/slug/:slug',
    succeeds: 'GET /api/v2/workspace/:slug',
    legacyPath: fill('/api/v2/workspace/:slug'),
    handler: projectBySlugV1,
  },
  {
    method: 'GET',
    pattern: '/api/v1/projects/:projectId',
    succeeds: 'GET /api/v1/workspace/:workspaceId',
    legacyPath: fill('/api/v1/workspace/:projectId'),
    handler: projectByIdV1,
  },
  {
    method: 'GET',
    pattern: '/api/v1/projects/:projectId/tags',
    succeeds: 'GET /api/v1/workspace/:projectId/tags',
    legacyPath: fill('/api/v1/workspace/:projectId/tags'),
    handler: (ctx, legacy) => mapAnswer(legacy(ctx), (json) => ({ tags: json.workspaceTags })),
  },
  {
    method: 'POST',
    pattern: '/api/v1/projects/:projectId/tags',
    succeeds: 'POST /api/v1/workspace/:projectId/tags',
    legacyPath: fill('/api/v1/workspace/:projectId/tags'),
    handler: (ctx, legacy) => {
      const { slug, color } = (ctx.body ?? {}) as Json;
      return mapAnswer(legacy(withBody(ctx, { slug, color })), (json) => ({
        tag: json.workspaceTag,
      }));
    },
  },
  {
    method: 'GET',
    pattern: '/api/v1/projects/:projectId/tags/slug/:tagSlug',
    succeeds: 'GET /api/v1/workspace/:projectId/tags/slug/:slug',
    legacyPath: fill('/api/v1/workspace/:projectId/tags/slug/:tagSlug'),
    handler: (ctx, legacy) =>
      mapAnswer(
        legacy(
          withParams(ctx, {
            projectId: ctx.params.projectId ?? '',
            slug: ctx.params.tagSlug ?? '',
          }),
        ),
        (json) => ({ tag: json.workspaceTag }),
      ),
  },
  {
    method: 'POST',
    pattern: '/api/v1/projects/:projectId/environments',
    succeeds: 'POST /api/v1/workspace/:workspaceId/environments',
    legacyPath: fill('/api/v1/workspace/:projectId/environments'),
    handler: (ctx, legacy) => mapAnswer(legacy(projectParam(ctx)), environmentAnswer),
  },
  {
    method: 'DELETE',
    pattern: '/api/v1/projects/:projectId/environments/:id',
    succeeds: 'DELETE /api/v1/workspace/:workspaceId/environments/:id',
    legacyPath: fill('/api/v1/workspace/:projectId/environments/:id'),
    handler: (ctx, legacy) =>
      mapAnswer(legacy(projectParam(ctx, { id: ctx.params.id ?? '' })), environmentAnswer),
  },
  {
    // project-env-router.ts reads the environment by its id alone; the project is in the path.
    method: 'GET',
    pattern: '/api/v1/projects/:projectId/environments/:envId',
    succeeds: 'GET /api/v1/workspace/environments/:id',
    legacyPath: fill('/api/v1/workspace/environments/:envId'),
    rateLimit: 'read',
    handler: (ctx, legacy) => legacy(withParams(ctx, { id: ctx.params.envId ?? '' })),
  },
  {
    method: 'GET',
    pattern: '/api/v1/projects/:projectId/secret-snapshots',
    succeeds: 'GET /api/v1/workspace/:workspaceId/secret-snapshots',
    legacyPath: fill('/api/v1/workspace/:projectId/secret-snapshots'),
    handler: (ctx, legacy) => legacy(projectParam(ctx)),
  },
];
