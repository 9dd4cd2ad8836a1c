// Folders (`/api/v1/folders`), as the 2024-10 server answers (API-NOTES "Folders"): create is
// idempotent and creates missing parents; names are checked only through the path they make;
// delete takes a folder's id or its name under a parent path and removes everything below it.
import { randomUUID } from 'node:crypto';
import { apiError, internal, notFound } from '../errors.ts';
import { requireProjectPermission, type Action } from '../permissions.ts';
import { ALL_AUTH_MODES, ok, principalOf } from '../router.ts';
import type { Route, RouteContext } from '../router.ts';
import type { FakeState } from '../state.ts';
import type { EnvironmentRecord, FolderRecord } from '../types.ts';
import { isUuid } from '../util.ts';
import { validate } from '../validation.ts';
import type { Schema } from '../validation.ts';

/** The server's path transform: a leading slash added, a trailing one removed. */
function normalize(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

function checkSegments(path: string): void {
  if (path.split('/').some((segment) => segment !== '' && !/^[a-zA-Z0-9-_]+$/.test(segment))) {
    throw internal('Find by secret path');
  }
}

/** A folder as create, list, update and delete answer it. */
export function folderView(state: FakeState, folder: FolderRecord) {
  return {
    id: folder.id,
    name: state.folderName(folder),
    version: folder.version ?? 1,
    createdAt: folder.createdAt,
    updatedAt: folder.updatedAt ?? folder.createdAt,
    envId: folder.envId,
    parentId: folder.parentId,
    isReserved: false,
  };
}

interface Place {
  workspaceId: string;
  environment: string;
  path: string;
}

/** Project permission (folders are checked as secrets), then the environment. */
function environmentOf(
  ctx: RouteContext,
  place: Place,
  action: Action,
  unknown: (slug: string) => string,
): EnvironmentRecord {
  requireProjectPermission(ctx.state, principalOf(ctx), place.workspaceId, action, 'secrets');
  const env = ctx.state.environment(place.workspaceId, place.environment);
  if (!env) throw notFound(unknown(place.environment));
  return env;
}

const placeSchema: Schema = {
  workspaceId: { kind: 'string', trim: true },
  environment: { kind: 'string', trim: true },
  path: { kind: 'string', trim: true, default: '/' },
};

function create(ctx: RouteContext) {
  const raw = (ctx.body ?? {}) as Record<string, unknown>;
  // `directory` is the old name of `path`.
  const body = validate<Place & { name: string }>(
    { ...placeSchema, name: { kind: 'string', trim: true } },
    raw.path === undefined && raw.directory !== undefined ? { ...raw, path: raw.directory } : raw,
  );
  const env = environmentOf(
    ctx,
    body,
    'create',
    (slug) => `Environment with slug '${slug}' in project with ID '${body.workspaceId}' not found`,
  );
  const state = ctx.state;
  const parentPath = normalize(body.path);
  if (body.name.length > 255) throw internal('Create');
  // `..` walks up and `""` names the parent itself: the server resolves the joined path.
  const joined = normalize(`${parentPath}/${body.name}`.replace(/\/+/g, '/'));
  const target =
    body.name.includes('/') && !body.name.split('/').includes('..') ? joined : resolveDots(joined);
  checkSegments(target);
  if (body.name.includes('/') && !body.name.split('/').includes('..')) {
    // One folder whose name holds a slash: it exists, but no path can reach it.
    const parent = state.ensureFolder(env.id, parentPath);
    const existing = state.childFolders(parent.id).find((folder) => folder.name === body.name);
    if (existing) return ok({ folder: folderView(state, existing) });
    const at = state.clock.iso();
    const folder: FolderRecord = {
      id: randomUUID(),
      envId: env.id,
      path: target,
      parentId: parent.id,
      createdAt: at,
      updatedAt: at,
      version: 1,
      name: body.name,
    };
    state.folders.set(folder.id, folder);
    return ok({ folder: folderView(state, folder) });
  }
  return ok({ folder: folderView(state, state.ensureFolder(env.id, target)) });
}

/** Resolves `.` and `..` segments (never above the root). */
function resolveDots(path: string): string {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return `/${out.join('/')}`;
}

function list(ctx: RouteContext) {
  const query = validate<Place>(placeSchema, ctx.query);
  const env = environmentOf(
    ctx,
    query,
    'read',
    (slug) => `Environment with slug '${slug}' not found`,
  );
  const path = normalize(query.path);
  checkSegments(path);
  const folder = ctx.state.folder(env.id, path);
  const children = folder ? ctx.state.childFolders(folder.id) : [];
  return ok({ folders: children.map((child) => folderView(ctx.state, child)) });
}

function getById(ctx: RouteContext) {
  const id = ctx.params.id ?? '';
  const folder = isUuid(id) ? ctx.state.folders.get(id) : undefined;
  const env = folder && ctx.state.environments.get(folder.envId);
  if (!folder || !env) throw notFound(`Folder with ID '${id}' not found`);
  requireProjectPermission(ctx.state, principalOf(ctx), env.projectId, 'read', 'secrets');
  return ok({
    folder: {
      ...folderView(ctx.state, folder),
      environment: { envId: env.id, envName: env.name, envSlug: env.slug },
      path: folder.path,
      projectId: env.projectId,
    },
  });
}

/** The folder a parameter names: an id, or else a name under the parent `path`. */
function byIdOrName(
  state: FakeState,
  env: EnvironmentRecord,
  parent: FolderRecord,
  param: string,
): FolderRecord | undefined {
  const children = state.childFolders(parent.id);
  if (isUuid(param)) return children.find((folder) => folder.id === param);
  return children.find((folder) => state.folderName(folder) === param && folder.envId === env.id);
}

function update(ctx: RouteContext) {
  const body = validate<Place & { name: string }>(
    { ...placeSchema, name: { kind: 'string', trim: true } },
    ctx.body,
  );
  const env = environmentOf(
    ctx,
    body,
    'edit',
    (slug) => `Environment with slug '${slug}' not found`,
  );
  const state = ctx.state;
  const param = ctx.params.id ?? '';
  const parent = state.folder(env.id, normalize(body.path));
  const folder = parent && byIdOrName(state, env, parent, param);
  if (!parent || !folder)
    throw apiError(404, `Folder with ID '${param}' not found`, 'UpdateFolder');
  const sibling = state
    .childFolders(parent.id)
    .find((other) => other.id !== folder.id && state.folderName(other) === body.name);
  if (sibling) throw apiError(400, 'Folder with specified name already exists', 'UpdateFolder');
  const oldPath = folder.path;
  const newPath = `${parent.path === '/' ? '' : parent.path}/${body.name}`;
  for (const other of state.folders.values()) {
    if (other.envId === env.id && other.path.startsWith(`${oldPath}/`)) {
      other.path = newPath + other.path.slice(oldPath.length);
    }
  }
  folder.path = newPath;
  folder.version = (folder.version ?? 1) + 1;
  folder.updatedAt = state.clock.iso();
  return ok({ folder: folderView(state, folder) });
}

function remove(ctx: RouteContext) {
  const body = validate<Place>(placeSchema, ctx.body ?? null);
  const env = environmentOf(
    ctx,
    body,
    'delete',
    (slug) => `Environment with slug '${slug}' not found`,
  );
  const state = ctx.state;
  const param = ctx.params.id ?? '';
  const parentPath = normalize(body.path);
  const parent = state.folder(env.id, parentPath);
  if (!parent) {
    throw notFound(
      `Folder with path '${parentPath}' in environment with slug '${body.environment}' not found`,
    );
  }
  const folder = byIdOrName(state, env, parent, param);
  if (!folder) throw notFound(`Failed to delete folder with ID '${param}', not found`);
  const view = folderView(state, folder);
  state.deleteFolderTree(folder);
  return ok({ folder: view });
}

export const folderRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/api/v1/folders',
    auth: ALL_AUTH_MODES,
    rateLimit: 'secrets',
    handler: create,
  },
  {
    method: 'GET',
    pattern: '/api/v1/folders',
    auth: ALL_AUTH_MODES,
    rateLimit: 'read',
    handler: list,
  },
  {
    method: 'GET',
    pattern: '/api/v1/folders/:id',
    auth: ALL_AUTH_MODES,
    rateLimit: 'read',
    handler: getById,
  },
  {
    method: 'PATCH',
    pattern: '/api/v1/folders/:id',
    auth: ALL_AUTH_MODES,
    rateLimit: 'secrets',
    handler: update,
  },
  {
    method: 'DELETE',
    pattern: '/api/v1/folders/:id',
    auth: ALL_AUTH_MODES,
    rateLimit: 'secrets',
    handler: remove,
  },
];
