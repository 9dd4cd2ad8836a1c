// GET /api/v3/secrets/raw (the list) and GET /api/v3/secrets/raw/{secretName} (one secret).
import { HIDDEN_VALUE_MASK } from '../constants.ts';
import { apiError, badRequest, internal, notFound } from '../errors.ts';
import {
  expandReferences,
  referenceRefusal,
  expandedValue,
  importedSecretView,
  localSecretView,
  resolveImports,
} from '../listing.ts';
import type { SecretLocation } from '../listing.ts';
import { requireProjectPermission } from '../permissions.ts';
import { ALL_AUTH_MODES, ok, principalOf } from '../router.ts';
import type { Route, RouteContext } from '../router.ts';
import type { FakeState } from '../state.ts';
import type { EnvironmentRecord, FolderRecord, ProjectRecord, SecretRecord } from '../types.ts';
import { byId, isUuid } from '../util.ts';
import { booleanQueryField, secretPathField, validate } from '../validation.ts';
import type { Schema } from '../validation.ts';

interface ListQuery {
  workspaceId?: string;
  workspaceSlug?: string;
  environment?: string;
  secretPath: string;
  expandSecretReferences: string;
  recursive: string;
  include_imports: string;
  tagSlugs?: string;
}

// Field order matters: issues are listed in schema order. `includeImports` (camelCase) is not
// part of the schema, so it is ignored, as on the real server.
const listSchema: Schema = {
  workspaceId: { kind: 'string', trim: true, optional: true },
  workspaceSlug: { kind: 'string', trim: true, optional: true },
  environment: { kind: 'string', trim: true, optional: true },
  secretPath: secretPathField,
  expandSecretReferences: booleanQueryField,
  recursive: booleanQueryField,
  include_imports: booleanQueryField,
  tagSlugs: { kind: 'string', optional: true },
};

/**
 * Resolves the project of a secrets request in the captured server's order: the slug only when
 * no id is given (unknown slug: 500), then "Missing workspace id or environment" (400), then the
 * bot lookup (unknown id: 404), then membership (403).
 */
function resolveProject(
  ctx: RouteContext,
  query: { workspaceId?: string; workspaceSlug?: string; environment?: string },
): { project: ProjectRecord; environment: string } {
  let workspaceId = query.workspaceId;
  if (!workspaceId && query.workspaceSlug) {
    const bySlug = ctx.state.projectBySlug(query.workspaceSlug, principalOf(ctx).orgId);
    if (!bySlug) throw internal('Failed to find project by slug');
    workspaceId = bySlug.id;
  }
  if (!workspaceId || !query.environment) throw badRequest('Missing workspace id or environment');
  // A malformed id is looked up like any other, and not found.
  const project = isUuid(workspaceId) ? ctx.state.projects.get(workspaceId) : undefined;
  if (!project) {
    throw notFound(
      `Project with ID '${workspaceId}' not found during bot lookup. Are you sure you are using the correct project ID?`,
    );
  }
  requireProjectPermission(ctx.state, principalOf(ctx), project.id, 'read', 'secrets');
  return { project, environment: query.environment };
}

function folderAt(
  state: FakeState,
  projectId: string,
  envSlug: string,
  path: string,
): { env: EnvironmentRecord; folder: FolderRecord } | undefined {
  const env = state.environment(projectId, envSlug);
  const folder = env && state.folder(env.id, path);
  return env && folder ? { env, folder } : undefined;
}

/** A path segment outside `[a-zA-Z0-9-_]` fails in the server's folder lookup (500). */
function checkSegments(path: string): void {
  if (path.split('/').some((segment) => segment !== '' && !/^[a-zA-Z0-9-_]+$/.test(segment))) {
    throw internal('Find by secret path');
  }
}

function listSecrets(ctx: RouteContext) {
  const query = validate<ListQuery>(listSchema, ctx.query);
  const { project, environment } = resolveProject(ctx, query);
  const state = ctx.state;
  checkSegments(query.secretPath);
  const recursive = query.recursive === 'true';
  const env = state.environment(project.id, environment);
  if (recursive && !env) {
    throw notFound(
      `Environment with slug '${environment}' in project with ID ${project.id} not found`,
    );
  }
  const found = folderAt(state, project.id, environment, query.secretPath);
  // With `recursive` the server takes every folder whose path merely starts with the requested
  // one (`/ap` also gives `/app`), whether or not that folder exists.
  const folders = recursive
    ? [...state.folders.values()]
        .filter(
          (f) => f.envId === env!.id && f.name === undefined && f.path.startsWith(query.secretPath),
        )
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    : found
      ? [found.folder]
      : [];
  // Unknown environment or folder: 200 with both lists empty (`imports` included regardless,
  // but for a recursive listing without imports).
  if (folders.length === 0) {
    return ok(
      recursive && query.include_imports !== 'true'
        ? { secrets: [] }
        : { secrets: [], imports: [] },
    );
  }
  let secrets: SecretRecord[] = folders.flatMap((f) => state.secretsIn(f.id)).sort(byId);
  const tagSlugs = (query.tagSlugs ?? '').split(',').filter(Boolean);
  if (tagSlugs.length > 0) {
    secrets = secrets.filter((s) =>
      s.tagIds.some((id) => tagSlugs.includes(state.tags.get(id)?.slug ?? '')),
    );
  }
  const expand = query.expandSecretReferences === 'true';
  const principal = principalOf(ctx);
  const callerId = principal.kind === 'identity' ? principal.identityId : principal.userId;
  /** A view as a newer server shows it to a caller that may not read this value. */
  const hiding = <V extends { secretValue: string }>(
    view: V,
    environment: string,
    path: string,
    key: string,
  ): V => {
    const rule = state.hidingRule(callerId, environment, path, key);
    if (!rule) return view;
    return rule.keepValue
      ? { ...view, secretValueHidden: true }
      : { ...view, secretValue: HIDDEN_VALUE_MASK, secretValueHidden: true };
  };
  const whereOf = (secret: SecretRecord): SecretLocation => ({
    projectId: project.id,
    envSlug: environment,
    path: state.folderPath(secret.folderId) ?? query.secretPath,
  });
  if (expand && state.refuseReferences) {
    const refusal = referenceRefusal(secrets.map((secret) => ({ secret, where: whereOf(secret) })));
    if (refusal) throw refusal;
  }
  const view = secrets.map((secret) => {
    const where = whereOf(secret);
    const value = expand ? expandedValue(state, where, secret) : secret.value;
    return hiding(
      localSecretView(state, secret, where, value),
      environment,
      where.path,
      secret.key,
    );
  });
  if (query.include_imports !== 'true') return ok({ secrets: view });

  // The imports of every listed folder, the prefix-matched ones beside the requested folder
  // included, in position order across folders (the server sorts by position only; ties come in
  // its database's order, here in folder order). A group does not say which folder imports it.
  const groups = resolveImports(
    state,
    folders.flatMap((f) => state.importsOf(f.id)).sort((a, b) => a.position - b.position),
  );
  const imports = groups.map((group) => {
    let members = group.secrets;
    if (expand) {
      // With expansion the server also de-duplicates each group by key (first one wins).
      const seen = new Set<string>();
      members = members.filter((m) => !seen.has(m.secret.key) && seen.add(m.secret.key));
    }
    return {
      secretPath: group.secretPath,
      environment: group.environment,
      folderId: group.folderId,
      secrets: members.map(({ secret, envSlug }) => {
        const where = { projectId: project.id, envSlug: group.environment, path: group.secretPath };
        const value = expand ? expandedValue(state, where, secret) : secret.value;
        return hiding(
          importedSecretView(secret, envSlug, value),
          group.environment,
          group.secretPath,
          secret.key,
        );
      }),
    };
  });
  return ok({ secrets: view, imports });
}

/**
 * One secret by name. With `include_imports=true` a missing local secret is looked up in the
 * imports with the documented precedence: the last import wins, and within an import the first
 * occurrence of the key.
 */
function getSecret(ctx: RouteContext) {
  const query = validate<ListQuery & { type: string }>(
    {
      ...listSchema,
      type: { kind: 'enum', options: ['shared', 'personal'], default: 'shared' },
    },
    ctx.query,
  );
  const name = ctx.params.secretName ?? '';
  if (!query.environment) throw badRequest('Missing environment');
  const { project, environment } = resolveProject(ctx, query);
  const state = ctx.state;
  checkSegments(query.secretPath);
  const found = folderAt(state, project.id, environment, query.secretPath);
  if (!found) {
    const env = state.environment(project.id, environment);
    throw apiError(
      404,
      `Folder with path '${env ? query.secretPath : '/'}' in environment with slug '${environment}' not found`,
      'GetSecretByName',
    );
  }
  const local = found && state.secretsByFolder.get(found.folder.id)?.get(name);
  const expand = query.expandSecretReferences === 'true';
  if (found && local) {
    const where = { projectId: project.id, envSlug: environment, path: found.folder.path };
    const value = expand ? expandedValue(state, where, local) : local.value;
    // The single-secret answer has the tags but not the folder path.
    const { secretPath: _path, ...view } = localSecretView(state, local, where, value);
    return ok({ secret: view });
  }
  if (found && query.include_imports === 'true') {
    const groups = resolveImports(state, state.importsOf(found.folder.id));
    for (const group of [...groups].reverse()) {
      const hit = group.secrets.find((m) => m.secret.key === name);
      if (hit) {
        const where = { projectId: project.id, envSlug: group.environment, path: group.secretPath };
        const value = expand ? expandReferences(state, where, hit.secret.value) : hit.secret.value;
        // An imported secret comes back without its folder path or tags.
        const {
          secretPath: _path,
          tags: _tags,
          ...view
        } = localSecretView(state, hit.secret, where, value);
        return ok({ secret: view });
      }
    }
  }
  throw notFound(`Secret with name '${name}' not found`);
}

export const secretRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/api/v3/secrets/raw',
    auth: ALL_AUTH_MODES,
    rateLimit: 'secrets',
    handler: listSecrets,
  },
  {
    method: 'GET',
    pattern: '/api/v3/secrets/raw/:secretName',
    auth: ALL_AUTH_MODES,
    rateLimit: 'secrets',
    handler: getSecret,
  },
];
