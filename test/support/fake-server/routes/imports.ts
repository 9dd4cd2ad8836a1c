// Secret imports: list, create (appended last), update (source and/or position) and delete
// (JSON body). Writes count against the 40-per-minute limit, the list against 60.
import { randomUUID } from 'node:crypto';
import { badRequest, internal, notFound } from '../errors.ts';
import { requireProjectPermission } from '../permissions.ts';
import type { Action } from '../permissions.ts';
import { ALL_AUTH_MODES, ok, principalOf } from '../router.ts';
import type { Route, RouteContext } from '../router.ts';
import type { FakeState } from '../state.ts';
import type { FolderRecord, SecretImportRecord } from '../types.ts';
import { isUuid } from '../util.ts';
import { removeTrailingSlash, secretPathField, validate } from '../validation.ts';
import type { Field } from '../validation.ts';

const CYCLE_MESSAGE = 'Cyclic import not allowed';

/** The import as every import route returns it, fields in the server's order. */
export function importView(state: FakeState, imp: SecretImportRecord) {
  const env = state.environments.get(imp.importEnvId);
  return {
    id: imp.id,
    version: imp.version,
    importPath: imp.importPath,
    position: imp.position,
    createdAt: imp.createdAt,
    updatedAt: imp.updatedAt,
    folderId: imp.folderId,
    isReplication: imp.isReplication,
    isReplicationSuccess: imp.isReplicationSuccess,
    replicationStatus: imp.replicationStatus,
    lastReplicated: imp.lastReplicated,
    isReserved: imp.isReserved,
    importEnv: { name: env?.name ?? '', slug: env?.slug ?? '', id: imp.importEnvId },
  };
}

const locationFields = {
  workspaceId: { kind: 'string', trim: true },
  environment: { kind: 'string', trim: true },
  path: secretPathField,
} satisfies Record<string, Field>;

interface Location {
  workspaceId: string;
  environment: string;
  path: string;
}

/** Permission first, then the destination folder (404 with the server's wording). */
function destination(ctx: RouteContext, where: Location, action: Action): FolderRecord {
  requireProjectPermission(ctx.state, principalOf(ctx), where.workspaceId, action, 'secrets');
  const env = ctx.state.environment(where.workspaceId, where.environment);
  const folder = env && ctx.state.folder(env.id, where.path);
  if (!folder) {
    throw notFound(
      `Folder with path '${where.path}' in environment with slug '${where.environment}' not found`,
    );
  }
  return folder;
}

/**
 * The server's cycle check: refused when the source folder already imports the destination
 * (directly). Importing a folder into itself is refused the same way.
 */
function assertNoCycle(
  state: FakeState,
  dest: FolderRecord,
  sourceEnvId: string,
  sourcePath: string,
): void {
  const source = state.folder(sourceEnvId, sourcePath);
  if (!source) return;
  if (source.id === dest.id) throw badRequest(CYCLE_MESSAGE);
  const back = state
    .importsOf(source.id)
    .some((imp) => imp.importEnvId === dest.envId && imp.importPath === dest.path);
  if (back) throw badRequest(CYCLE_MESSAGE);
}

function listImports(ctx: RouteContext) {
  const query = validate<Location>(locationFields, ctx.query);
  const folder = destination(ctx, query, 'read');
  return ok({
    message: 'Successfully fetched secret imports',
    secretImports: ctx.state.importsOf(folder.id).map((imp) => importView(ctx.state, imp)),
  });
}

function createImport(ctx: RouteContext) {
  const body = validate<Location & { import: { environment: string; path: string } }>(
    {
      ...locationFields,
      import: {
        kind: 'object',
        fields: { environment: { kind: 'string', trim: true }, path: secretPathField },
      },
      isReplication: { kind: 'any', optional: true },
    },
    ctx.body,
  );
  const folder = destination(ctx, body, 'create');
  const sourceEnv = ctx.state.environment(body.workspaceId, body.import.environment);
  if (!sourceEnv) throw notFound();
  assertNoCycle(ctx.state, folder, sourceEnv.id, body.import.path);
  const at = ctx.state.clock.iso();
  const record: SecretImportRecord = {
    id: randomUUID(),
    folderId: folder.id,
    importEnvId: sourceEnv.id,
    importPath: body.import.path,
    position: (ctx.state.importsOf(folder.id).at(-1)?.position ?? 0) + 1,
    version: 1,
    isReplication: false,
    isReplicationSuccess: null,
    replicationStatus: null,
    lastReplicated: null,
    isReserved: false,
    createdAt: at,
    updatedAt: at,
  };
  ctx.state.imports.set(record.id, record);
  return ok({
    message: 'Successfully created secret import',
    secretImport: importView(ctx.state, record),
  });
}

/** The import named in the path, within the given folder (non-UUID ids fail in the database). */
function importIn(ctx: RouteContext, folder: FolderRecord): SecretImportRecord | undefined {
  const id = ctx.params.secretImportId ?? '';
  if (!isUuid(id)) throw internal('Find one');
  const imp = ctx.state.imports.get(id);
  return imp && imp.folderId === folder.id ? imp : undefined;
}

/** Moves one import to `to`, shifting the ones in between, like the server's position update. */
function moveImport(state: FakeState, imp: SecretImportRecord, to: number): void {
  const from = imp.position;
  for (const other of state.importsOf(imp.folderId)) {
    if (other.id === imp.id) continue;
    if (from < to && other.position > from && other.position <= to) other.position -= 1;
    if (to < from && other.position >= to && other.position < from) other.position += 1;
  }
  imp.position = to;
}

function updateImport(ctx: RouteContext) {
  const body = validate<
    Location & { import: { environment?: string; path?: string; position?: number } }
  >(
    {
      ...locationFields,
      import: {
        kind: 'object',
        fields: {
          environment: { kind: 'string', trim: true, optional: true },
          path: { kind: 'string', trim: true, optional: true, transform: removeTrailingSlash },
          position: { kind: 'number', optional: true },
        },
      },
    },
    ctx.body,
  );
  const folder = destination(ctx, body, 'edit');
  const imp = importIn(ctx, folder);
  if (!imp) throw badRequest('Secret import not found');
  const sourceEnv = body.import.environment
    ? ctx.state.environment(body.workspaceId, body.import.environment)
    : ctx.state.environments.get(imp.importEnvId);
  if (!sourceEnv) throw notFound();
  const sourcePath = body.import.path ?? imp.importPath;
  if (body.import.environment !== undefined || body.import.path !== undefined) {
    assertNoCycle(ctx.state, folder, sourceEnv.id, sourcePath);
  }
  if (body.import.position !== undefined && body.import.position !== imp.position) {
    moveImport(ctx.state, imp, body.import.position);
  }
  imp.importEnvId = sourceEnv.id;
  imp.importPath = sourcePath;
  imp.updatedAt = ctx.state.clock.iso();
  return ok({
    message: 'Successfully updated secret import',
    secretImport: importView(ctx.state, imp),
  });
}

function deleteImport(ctx: RouteContext) {
  const body = validate<Location>(locationFields, ctx.body);
  const folder = destination(ctx, body, 'delete');
  const imp = importIn(ctx, folder);
  if (!imp) {
    // Sic: the captured server quotes the import's id as a "folder ID".
    throw notFound(`Secret import with folder ID '${ctx.params.secretImportId}' not found`);
  }
  ctx.state.imports.delete(imp.id);
  for (const other of ctx.state.importsOf(folder.id)) {
    if (other.position > imp.position) other.position -= 1;
  }
  return ok({
    message: 'Successfully deleted secret import',
    secretImport: importView(ctx.state, imp),
  });
}

export const importRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/api/v1/secret-imports',
    auth: ALL_AUTH_MODES,
    rateLimit: 'read',
    handler: listImports,
  },
  {
    method: 'POST',
    pattern: '/api/v1/secret-imports',
    auth: ALL_AUTH_MODES,
    rateLimit: 'secrets',
    handler: createImport,
  },
  {
    method: 'PATCH',
    pattern: '/api/v1/secret-imports/:secretImportId',
    auth: ALL_AUTH_MODES,
    rateLimit: 'secrets',
    handler: updateImport,
  },
  {
    method: 'DELETE',
    pattern: '/api/v1/secret-imports/:secretImportId',
    auth: ALL_AUTH_MODES,
    rateLimit: 'secrets',
    handler: deleteImport,
  },
];
