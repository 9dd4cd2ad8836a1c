// Lookups a client makes to find out whether something exists: a tag by slug, an environment by
// id (two routes, in different rate classes), and the projects an identity belongs to.
import { notFound } from '../errors.ts';
import { orgRole, requireProjectPermission } from '../permissions.ts';
import { ALL_AUTH_MODES, ok, principalOf } from '../router.ts';
import type { Route, RouteContext } from '../router.ts';
import type { EnvironmentRecord } from '../types.ts';
import { isUuid } from '../util.ts';
import { projectView } from './projects.ts';

function tagBySlug(ctx: RouteContext) {
  const projectId = ctx.params.projectId ?? '';
  const slug = ctx.params.slug ?? '';
  requireProjectPermission(ctx.state, principalOf(ctx), projectId, 'read', 'tags');
  const tag = ctx.state.tagBySlug(projectId, slug);
  if (!tag) throw notFound(`Tag with slug '${slug}' not found`);
  return ok({
    workspaceTag: {
      id: tag.id,
      slug: tag.slug,
      color: tag.color,
      createdAt: tag.createdAt,
      updatedAt: tag.updatedAt,
      createdBy: tag.createdBy,
      projectId: tag.projectId,
      createdByActorType: tag.createdByActorType,
      name: tag.slug,
    },
  });
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

/** By id only: the project in the path is checked for membership, not matched. */
function environmentById(ctx: RouteContext) {
  const id = ctx.params.id ?? '';
  if (ctx.params.workspaceId !== undefined) {
    requireProjectPermission(
      ctx.state,
      principalOf(ctx),
      ctx.params.workspaceId,
      'read',
      'environments',
    );
  }
  const env = isUuid(id) ? ctx.state.environments.get(id) : undefined;
  if (!env) throw notFound(`Environment with ID '${id}' not found`);
  if (ctx.params.workspaceId === undefined) {
    requireProjectPermission(ctx.state, principalOf(ctx), env.projectId, 'read', 'environments');
  }
  return ok({ environment: environmentView(env) });
}

/** The projects of an organization the caller belongs to; another org gives an empty list. */
function organizationProjects(ctx: RouteContext) {
  const orgId = ctx.params.organizationId ?? '';
  const principal = principalOf(ctx);
  const state = ctx.state;
  if (!orgRole(state, principal, orgId)) return ok({ workspaces: [] });
  const roles =
    principal.kind === 'identity'
      ? state.identities.get(principal.identityId)?.projectRoles
      : state.users.get(principal.userId)?.projectRoles;
  const workspaces = [...state.projects.values()]
    .filter((project) => project.orgId === orgId && roles?.[project.id] !== undefined)
    .map((project) => ({
      id: project.id,
      name: project.name,
      slug: project.slug,
      organization: project.orgId,
      environments: state
        .environmentsOf(project.id)
        .map((env) => ({ name: env.name, slug: env.slug })),
    }));
  return ok({ workspaces });
}

/** Every project the user belongs to (user credentials only). */
function userProjects(ctx: RouteContext) {
  const principal = principalOf(ctx);
  const roles =
    principal.kind === 'user' ? ctx.state.users.get(principal.userId)?.projectRoles : undefined;
  const projects = [...ctx.state.projects.values()].filter(
    (project) => project.orgId === principal.orgId && roles?.[project.id] !== undefined,
  );
  return ok({ workspaces: projects.map((project) => projectView(ctx.state, project)) });
}

export const lookupRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/api/v1/workspace',
    auth: ['user-jwt', 'api-key'],
    refusal: 'Forbidden access to /api/v1/workspace',
    rateLimit: 'read',
    handler: userProjects,
  },
  {
    method: 'GET',
    pattern: '/api/v1/workspace/:projectId/tags/slug/:slug',
    auth: ALL_AUTH_MODES,
    rateLimit: 'read',
    handler: tagBySlug,
  },
  {
    method: 'GET',
    pattern: '/api/v1/workspace/environments/:id',
    auth: ALL_AUTH_MODES,
    rateLimit: 'read',
    handler: environmentById,
  },
  {
    method: 'GET',
    pattern: '/api/v1/workspace/:workspaceId/environments/:id',
    auth: ALL_AUTH_MODES,
    rateLimit: 'write',
    handler: environmentById,
  },
  {
    method: 'GET',
    pattern: '/api/v2/organizations/:organizationId/workspaces',
    auth: ALL_AUTH_MODES,
    rateLimit: 'read',
    handler: organizationProjects,
  },
];
