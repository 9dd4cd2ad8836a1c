// Writing secrets, one at a time (`/api/v3/secrets/raw/{name}`) and in batches
// (`/api/v3/secrets/batch/raw`), as the 2024-10 server answers (API-NOTES "Writing secrets"):
// values trimmed with one final newline kept, no folder ever created, batches checked whole before
// anything is written, duplicate keys in a batch create stored twice.
import { randomUUID } from 'node:crypto';
import { apiError, badRequest, internal, notFound } from '../errors.ts';
import { requireProjectPermission, type Action } from '../permissions.ts';
import { ALL_AUTH_MODES, ok, principalOf } from '../router.ts';
import type { Reply, Route, RouteContext } from '../router.ts';
import type { FakeState } from '../state.ts';
import type { ApprovalRequestRecord, FolderRecord, ProjectRecord, SecretRecord } from '../types.ts';
import { isUuid } from '../util.ts';
import { secretPathField, validate } from '../validation.ts';
import type { Schema } from '../validation.ts';

/** The server's value transform: trimmed, with one newline put back if there was one at the end. */
export function storedValue(value: string): string {
  const trimmed = value.trim();
  return /\n\s*$/.test(value) && trimmed !== '' ? `${trimmed}\n` : trimmed;
}

/** A written secret as the write routes answer it: no `secretPath`, no `tags`. */
function writtenView(secret: SecretRecord, projectId: string, envSlug: string) {
  return {
    id: secret.id,
    _id: secret.id,
    workspace: projectId,
    environment: envSlug,
    version: secret.version,
    type: secret.type,
    secretKey: secret.key,
    secretValue: secret.value,
    secretComment: secret.comment,
    secretReminderNote: secret.reminderNote,
    secretReminderRepeatDays: secret.reminderRepeatDays,
    skipMultilineEncoding: secret.skipMultilineEncoding,
    metadata: secret.metadata,
    createdAt: secret.createdAt,
    updatedAt: secret.updatedAt,
  };
}

/** A path segment outside `[a-zA-Z0-9-_]` fails in the server's folder lookup. */
function checkPathSegments(path: string): void {
  if (path.split('/').some((segment) => segment !== '' && !/^[a-zA-Z0-9-_]+$/.test(segment))) {
    throw internal('Find by secret path');
  }
}

interface Where {
  project: ProjectRecord;
  envSlug: string;
  folder: FolderRecord;
}

/**
 * Project, permission, then folder, in the server's order. An unknown environment reads as its
 * root folder missing; `operation` is the server's name for the write (`CreateSecret`, ...).
 */
function locate(
  ctx: RouteContext,
  body: { workspaceId?: string; projectSlug?: string; environment: string; secretPath: string },
  action: Action,
  operation: string,
): Where {
  const state = ctx.state;
  let projectId = body.workspaceId;
  if (!projectId && body.projectSlug !== undefined) {
    const bySlug = state.projectBySlug(body.projectSlug);
    if (!bySlug) throw internal('Find project by slug');
    projectId = bySlug.id;
  }
  if (!projectId) throw badRequest('Must provide either project slug or projectId');
  const project = isUuid(projectId) ? state.projects.get(projectId) : undefined;
  if (!project) {
    throw notFound(
      `Project with ID '${projectId}' not found during bot lookup. Are you sure you are using the correct project ID?`,
    );
  }
  requireProjectPermission(state, principalOf(ctx), project.id, action, 'secrets');
  checkPathSegments(body.secretPath);
  const env = state.environment(project.id, body.environment);
  // A path without its leading slash names no folder (folders are stored as `/a/b`).
  const folder = env && state.folder(env.id, body.secretPath);
  if (!folder) {
    const shown = env ? body.secretPath : '/';
    throw apiError(
      404,
      `Folder with path '${shown}' in environment with slug '${body.environment}' not found`,
      operation,
    );
  }
  return { project, envSlug: body.environment, folder };
}

/**
 * The approval mode (`state.requireApproval(environment)`), as the current server behaves when a
 * secret approval policy covers the environment: the write opens a change request, writes
 * nothing and answers 200 `{approval}`. Source: `Infisical/infisical`,
 * backend/src/server/routes/v3/deprecated-secret-router.ts (every `/raw/:secretName` and
 * `/batch/raw` write answers `z.union([{ secret(s) }, { approval: SecretApprovalRequestsSchema }])`,
 * returning `{ approval }` when the service reports `SecretProtectionType.Approval`), with the
 * fields of backend/src/db/schemas/secret-approval-requests.ts.
 */
function approvalInstead(
  ctx: RouteContext,
  where: Where,
  operation: 'create' | 'update' | 'delete',
  keys: readonly string[],
): Reply | undefined {
  const policyId = ctx.state.approvalPolicies.get(where.folder.envId);
  if (policyId === undefined) return undefined;
  const principal = principalOf(ctx);
  const at = ctx.state.clock.iso();
  const request: ApprovalRequestRecord = {
    id: randomUUID(),
    policyId,
    hasMerged: false,
    status: 'open',
    conflicts: [],
    slug: `change-${randomUUID().slice(0, 8)}`,
    folderId: where.folder.id,
    bypassReason: null,
    createdAt: at,
    updatedAt: at,
    isReplicated: false,
    committerUserId: principal.kind === 'user' ? principal.userId : principal.identityId,
    statusChangedByUserId: null,
    operation,
    keys: [...keys],
  };
  ctx.state.approvalRequests.push(request);
  const { operation: _operation, keys: _keys, ...approval } = request;
  return ok({ approval });
}

function bucket(state: FakeState, folderId: string): Map<string, SecretRecord> {
  let secrets = state.secretsByFolder.get(folderId);
  if (!secrets) state.secretsByFolder.set(folderId, (secrets = new Map()));
  return secrets;
}

/** Tag ids must be UUIDs (else 500) of tags of the project (else 404). */
function checkTags(state: FakeState, projectId: string, tagIds: unknown): string[] | undefined {
  if (!Array.isArray(tagIds)) return undefined;
  for (const id of tagIds) if (typeof id !== 'string' || !isUuid(id)) throw internal('Find one');
  if (tagIds.some((id: string) => state.tags.get(id)?.projectId !== projectId)) {
    throw notFound('One or more tags not found');
  }
  return tagIds as string[];
}

function newSecret(
  state: FakeState,
  folderId: string,
  entry: { key: string; value: string; comment?: string; skip?: boolean; tagIds?: string[] },
): SecretRecord {
  const at = state.clock.iso();
  return {
    id: randomUUID(),
    folderId,
    key: entry.key,
    value: storedValue(entry.value),
    comment: entry.comment ?? '',
    version: 1,
    type: 'shared',
    tagIds: entry.tagIds ?? [],
    skipMultilineEncoding: entry.skip ?? false,
    metadata: null,
    reminderNote: null,
    reminderRepeatDays: null,
    createdAt: at,
    updatedAt: at,
  };
}

// ---- one secret ------------------------------------------------------------------------------

const singleSchema: Schema = {
  workspaceId: { kind: 'string', trim: true },
  environment: { kind: 'string', trim: true },
  secretPath: secretPathField,
  secretValue: { kind: 'string' },
  secretComment: { kind: 'string', optional: true },
  tagIds: { kind: 'array', optional: true },
  skipMultilineEncoding: { kind: 'any', optional: true },
  type: { kind: 'enum', options: ['shared', 'personal'], default: 'shared' },
  newSecretName: { kind: 'string', trim: true, optional: true },
};

interface SingleBody {
  workspaceId: string;
  environment: string;
  secretPath: string;
  secretValue: string;
  secretComment?: string;
  tagIds?: unknown;
  skipMultilineEncoding?: unknown;
  type: string;
  newSecretName?: string;
}

const nameOf = (ctx: RouteContext): string => (ctx.params.secretName ?? '').trim();

function refusePersonal(ctx: RouteContext, type: string): void {
  if (type === 'personal' && principalOf(ctx).kind === 'identity') {
    throw badRequest('Must be user to create personal secret');
  }
}

function createOne(ctx: RouteContext) {
  const body = validate<SingleBody>(singleSchema, ctx.body);
  const where = locate(ctx, body, 'create', 'CreateSecret');
  const pending = approvalInstead(ctx, where, 'create', [nameOf(ctx)]);
  if (pending) return pending;
  refusePersonal(ctx, body.type);
  const tagIds = checkTags(ctx.state, where.project.id, body.tagIds);
  const secrets = bucket(ctx.state, where.folder.id);
  const key = nameOf(ctx);
  if (secrets.has(key)) throw badRequest('Secret already exist');
  const secret = newSecret(ctx.state, where.folder.id, {
    key,
    value: body.secretValue,
    comment: body.secretComment,
    skip: body.skipMultilineEncoding === true,
    tagIds,
  });
  secrets.set(key, secret);
  return ok({ secret: writtenView(secret, where.project.id, where.envSlug) });
}

function updateOne(ctx: RouteContext) {
  const body = validate<SingleBody>(singleSchema, ctx.body);
  const where = locate(ctx, body, 'edit', 'UpdateSecret');
  const pending = approvalInstead(ctx, where, 'update', [nameOf(ctx)]);
  if (pending) return pending;
  const tagIds = checkTags(ctx.state, where.project.id, body.tagIds);
  const secrets = bucket(ctx.state, where.folder.id);
  const key = nameOf(ctx);
  const secret = secrets.get(key);
  if (!secret) throw notFound(`Secret with name ${key} not found`);
  const rename = body.newSecretName && body.newSecretName !== key ? body.newSecretName : undefined;
  if (rename && secrets.has(rename)) throw badRequest('Secret with the new name already exist');
  secret.value = storedValue(body.secretValue);
  if (body.secretComment !== undefined) secret.comment = body.secretComment;
  if (typeof body.skipMultilineEncoding === 'boolean') {
    secret.skipMultilineEncoding = body.skipMultilineEncoding;
  }
  if (tagIds) secret.tagIds = tagIds;
  secret.version += 1;
  secret.updatedAt = ctx.state.clock.iso();
  if (rename) {
    secrets.delete(key);
    secret.key = rename;
    secrets.set(rename, secret);
  }
  // The single PATCH answer shows the comment it was sent, else "".
  return ok({
    secret: {
      ...writtenView(secret, where.project.id, where.envSlug),
      secretComment: body.secretComment ?? '',
    },
  });
}

const deleteSchema: Schema = {
  workspaceId: { kind: 'string', trim: true },
  environment: { kind: 'string', trim: true },
  secretPath: secretPathField,
  type: { kind: 'enum', options: ['shared', 'personal'], default: 'shared' },
};

function deleteOne(ctx: RouteContext) {
  const body = validate<SingleBody>(deleteSchema, ctx.body ?? null);
  const where = locate(ctx, body, 'delete', 'DeleteSecret');
  const pending = approvalInstead(ctx, where, 'delete', [nameOf(ctx)]);
  if (pending) return pending;
  const secrets = bucket(ctx.state, where.folder.id);
  const key = nameOf(ctx);
  const secret = secrets.get(key);
  if (!secret) throw apiError(404, `Secret with name '${key}' not found`, 'DeleteSecret');
  secrets.delete(key);
  return ok({ secret: writtenView(secret, where.project.id, where.envSlug) });
}

// ---- batches ---------------------------------------------------------------------------------

const batchSchema: Schema = {
  workspaceId: { kind: 'string', trim: true, optional: true },
  projectSlug: { kind: 'string', trim: true, optional: true },
  environment: { kind: 'string', trim: true },
  secretPath: secretPathField,
  secrets: { kind: 'array', minItems: 1 },
};

interface BatchEntry {
  secretKey: string;
  secretValue?: string;
  secretComment?: string;
  skipMultilineEncoding?: boolean;
  tagIds?: unknown;
  newSecretName?: string;
}

interface BatchBody {
  workspaceId?: string;
  projectSlug?: string;
  environment: string;
  secretPath: string;
  secrets: BatchEntry[];
}

/** The column holds 500 characters: a longer key fails the insert (and the whole batch). */
function checkKeyLength(entries: readonly BatchEntry[], operation: string): void {
  if (entries.some((entry) => entry.secretKey.length > 500)) throw internal(operation);
}

function createMany(ctx: RouteContext) {
  const body = validate<BatchBody>(batchSchema, ctx.body);
  const where = locate(ctx, body, 'create', 'CreateManySecret');
  const keys = body.secrets.map((entry) => entry.secretKey);
  const pending = approvalInstead(ctx, where, 'create', keys);
  if (pending) return pending;
  const secrets = bucket(ctx.state, where.folder.id);
  const entries = body.secrets.map((entry) => ({ ...entry, secretKey: entry.secretKey.trim() }));
  const existing = entries.filter((entry) => secrets.has(entry.secretKey));
  if (existing.length > 0) {
    throw badRequest(`Secret already exist: ${existing.map((e) => e.secretKey).join(',')}`);
  }
  const tags = entries.map((entry) => checkTags(ctx.state, where.project.id, entry.tagIds));
  checkKeyLength(entries, 'Create');
  const created = entries.map((entry, index) =>
    newSecret(ctx.state, where.folder.id, {
      key: entry.secretKey,
      value: entry.secretValue ?? '',
      comment: entry.secretComment,
      skip: entry.skipMultilineEncoding === true,
      tagIds: tags[index],
    }),
  );
  for (const secret of created) {
    // Two entries with one key are both stored: the second row is kept beside the folder's index.
    if (!secrets.has(secret.key)) secrets.set(secret.key, secret);
    else {
      const rows = ctx.state.duplicates.get(where.folder.id) ?? [];
      rows.push(secret);
      ctx.state.duplicates.set(where.folder.id, rows);
    }
  }
  return ok({ secrets: created.map((s) => writtenView(s, where.project.id, where.envSlug)) });
}

function updateMany(ctx: RouteContext) {
  const body = validate<BatchBody>(batchSchema, ctx.body);
  const where = locate(ctx, body, 'edit', 'UpdateManySecret');
  const keys = body.secrets.map((entry) => entry.secretKey);
  const pending = approvalInstead(ctx, where, 'update', keys);
  if (pending) return pending;
  const secrets = bucket(ctx.state, where.folder.id);
  const doubled = new Set((ctx.state.duplicates.get(where.folder.id) ?? []).map((s) => s.key));
  const found = body.secrets.filter(
    (entry) => secrets.has(entry.secretKey) && !doubled.has(entry.secretKey),
  );
  if (found.length !== body.secrets.length) {
    // The server names the keys it found, not the missing ones.
    throw notFound(`Secret does not exist: ${found.map((e) => e.secretKey).join(',')}`);
  }
  const tags = body.secrets.map((entry) => checkTags(ctx.state, where.project.id, entry.tagIds));
  const at = ctx.state.clock.iso();
  const updated = body.secrets.map((entry, index) => {
    const secret = secrets.get(entry.secretKey)!;
    if (entry.secretValue !== undefined) secret.value = storedValue(entry.secretValue);
    if (entry.secretComment !== undefined) secret.comment = entry.secretComment;
    if (entry.skipMultilineEncoding !== undefined) {
      secret.skipMultilineEncoding = entry.skipMultilineEncoding;
    }
    if (tags[index]) secret.tagIds = tags[index];
    secret.version += 1;
    secret.updatedAt = at;
    if (entry.newSecretName && entry.newSecretName !== secret.key) {
      secrets.delete(secret.key);
      secret.key = entry.newSecretName;
      secrets.set(secret.key, secret);
    }
    return secret;
  });
  return ok({ secrets: updated.map((s) => writtenView(s, where.project.id, where.envSlug)) });
}

function deleteMany(ctx: RouteContext) {
  const body = validate<BatchBody>(batchSchema, ctx.body);
  const where = locate(ctx, body, 'delete', 'DeleteManySecret');
  const keys = body.secrets.map((entry) => entry.secretKey);
  const pending = approvalInstead(ctx, where, 'delete', keys);
  if (pending) return pending;
  const secrets = bucket(ctx.state, where.folder.id);
  const found = body.secrets.filter((entry) => secrets.has(entry.secretKey));
  if (found.length !== body.secrets.length) {
    throw notFound(
      `One or more secrets does not exist: ${found.map((e) => e.secretKey).join(',')}`,
    );
  }
  const deleted = body.secrets.map((entry) => {
    const secret = secrets.get(entry.secretKey)!;
    secrets.delete(entry.secretKey);
    return secret;
  });
  return ok({ secrets: deleted.map((s) => writtenView(s, where.project.id, where.envSlug)) });
}

const write = (method: Route['method'], pattern: string, handler: Route['handler']): Route => ({
  method,
  pattern,
  auth: ALL_AUTH_MODES,
  rateLimit: 'secrets',
  handler,
});

export const secretWriteRoutes: Route[] = [
  write('POST', '/api/v3/secrets/batch/raw', createMany),
  write('PATCH', '/api/v3/secrets/batch/raw', updateMany),
  write('DELETE', '/api/v3/secrets/batch/raw', deleteMany),
  write('POST', '/api/v3/secrets/raw/:secretName', createOne),
  write('PATCH', '/api/v3/secrets/raw/:secretName', updateOne),
  write('DELETE', '/api/v3/secrets/raw/:secretName', deleteOne),
];
