// Projects (workspaces) and their environments.
import { randomBytes } from 'node:crypto';
import { apiError, internal } from '../errors.ts';
import { requireOrgPermission, requireProjectPermission } from '../permissions.ts';
import { ALL_AUTH_MODES, ok, principalOf } from '../router.ts';
import type { Route, RouteContext } from '../router.ts';
import type { FakeState } from '../state.ts';
import type { EnvironmentRecord, ProjectRecord } from '../types.ts';
import { isUuid } from '../util.ts';
import { isSlug, validate } from '../validation.ts';

const SLUG_MESSAGE = 'Slug must be a valid slug';

/** Lowercase, non-alphanumerics to single dashes, no dashes at the ends. */
function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The project object of the create response, fields in the server's order. */
export function projectView(state: FakeState, project: ProjectRecord) {
  return {
    id: project.id,
    name: project.name,
    slug: project.slug,
    autoCapitalization: project.autoCapitalization,
    orgId: project.orgId,
    createdAt: project.createdAt,
    updatedAt: project.updatedAt,
    version: project.version,
    upgradeStatus: project.upgradeStatus,
    pitVersionLimit: project.pitVersionLimit,
    kmsCertificateKeyId: project.kmsCertificateKeyId,
    auditLogsRetentionDays: project.auditLogsRetentionDays,
    _id: project.id,
    environments: state
      .environmentsOf(project.id)
      .map((env) => ({ name: env.name, slug: env.slug, id: env.id })),
  };
}

function environmentView(env: EnvironmentRecord) {
  return {
    id: env.id,
    name: env.name,
    slug: env.slug,
    position: env.position,
    projectId: env.projectId,
    createdAt: env.createdAt,
    updatedAt: env.updatedAt,
  };
}

function createProject(ctx: RouteContext) {
  const body = validate<{ projectName: string; slug?: string; projectDescription?: string }>(
    {
      projectName: { kind: 'string', trim: true },
      projectDescription: { kind: 'string', trim: true, optional: true },
      slug: {
        kind: 'string',
        trim: true,
        optional: true,
        refine: (v) => (isSlug(v) ? null : SLUG_MESSAGE),
      },
      kmsKeyId: { kind: 'string', optional: true },
      template: { kind: 'string', optional: true },
      type: { kind: 'string', optional: true },
    },
    ctx.body,
  );
  const principal = principalOf(ctx);
  requireOrgPermission(ctx.state, principal, principal.orgId, 'create', 'workspace', 'member');
  const slug =
    body.slug ?? `${slugify(body.projectName) || 'project'}-${randomBytes(2).toString('hex')}`;
  // Slugs are unique within an organization in the database; the captured server let the insert
  // fail (500 "Create").
  if (ctx.state.projectBySlug(slug, principal.orgId)) throw internal('Create');
  const project = ctx.state.addProject({
    name: body.projectName,
    slug,
    orgId: principal.orgId,
    description: body.projectDescription ?? null,
  });
  // The creator becomes the project's admin.
  ctx.state.setProjectRole(
    principal.kind === 'identity' ? principal.identityId : principal.userId,
    project.id,
    'admin',
  );
  return ok({ project: projectView(ctx.state, project) });
}

function createEnvironment(ctx: RouteContext) {
  const body = validate<{ name: string; slug: string }>(
    {
      name: { kind: 'string', trim: true },
      slug: { kind: 'string', trim: true, refine: (v) => (isSlug(v) ? null : SLUG_MESSAGE) },
      position: { kind: 'number', optional: true },
    },
    ctx.body,
  );
  const projectId = ctx.params.workspaceId ?? '';
  requireProjectPermission(ctx.state, principalOf(ctx), projectId, 'create', 'environments');
  if (ctx.state.environment(projectId, body.slug)) {
    throw apiError(400, 'Environment with slug already exist', 'CreateEnvironment');
  }
  const env = ctx.state.addEnvironment({ projectId, slug: body.slug, name: body.name });
  return ok({
    message: 'Successfully created new environment',
    workspace: projectId,
    environment: environmentView(env),
  });
}

function deleteEnvironment(ctx: RouteContext) {
  const projectId = ctx.params.workspaceId ?? '';
  const envId = ctx.params.id ?? '';
  requireProjectPermission(ctx.state, principalOf(ctx), projectId, 'delete', 'environments');
  if (!isUuid(envId)) throw internal('Find one');
  const env = ctx.state.environments.get(envId);
  if (!env || env.projectId !== projectId) {
    throw apiError(
      404,
      `Environment with id '${envId}' in project with ID '${projectId}' not found`,
      'DeleteEnvironment',
    );
  }
  removeEnvironment(ctx.state, env);
  return ok({
    message: 'Successfully deleted environment',
    workspace: projectId,
    environment: environmentView(env),
  });
}

/** Deletes an environment with everything in it and every import that reads from it. */
function removeEnvironment(state: FakeState, env: EnvironmentRecord): void {
  const folderIds = new Set(
    [...state.folders.values()].filter((f) => f.envId === env.id).map((f) => f.id),
  );
  for (const imp of [...state.imports.values()]) {
    if (folderIds.has(imp.folderId) || imp.importEnvId === env.id) state.imports.delete(imp.id);
  }
  for (const snap of [...state.snapshots.values()]) {
    if (snap.envId === env.id) state.snapshots.delete(snap.id);
  }
  for (const id of folderIds) {
    state.folders.delete(id);
    state.secretsByFolder.delete(id);
  }
  state.environments.delete(env.id);
}

export const projectRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/api/v2/workspace',
    auth: ALL_AUTH_MODES,
    rateLimit: 'write',
    handler: createProject,
  },
  {
    method: 'POST',
    pattern: '/api/v1/workspace/:workspaceId/environments',
    auth: ALL_AUTH_MODES,
    rateLimit: 'write',
    handler: createEnvironment,
  },
  {
    method: 'DELETE',
    pattern: '/api/v1/workspace/:workspaceId/environments/:id',
    auth: ALL_AUTH_MODES,
    rateLimit: 'write',
    handler: deleteEnvironment,
  },
];
