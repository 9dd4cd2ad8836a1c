// Reading one project: by slug (v2, the bare project) and by id (v1, under `workspace`). Both
// carry the environments, which is how clients turn an environment slug into its id.
import { notFound } from '../errors.ts';
import { requireProjectPermission } from '../permissions.ts';
import { ALL_AUTH_MODES, ok, principalOf } from '../router.ts';
import type { Route, RouteContext } from '../router.ts';
import { projectView } from './projects.ts';

function projectBySlug(ctx: RouteContext) {
  const slug = ctx.params.slug ?? '';
  const principal = principalOf(ctx);
  const project = ctx.state.projectBySlug(slug);
  // Slugs are looked up within the caller's organization only.
  if (!project || project.orgId !== principal.orgId) {
    throw notFound(`Project with slug '${slug}' not found`);
  }
  requireProjectPermission(ctx.state, principal, project.id, 'read', 'workspace');
  return ok(projectView(ctx.state, project));
}

function projectById(ctx: RouteContext) {
  const projectId = ctx.params.workspaceId ?? '';
  // Unknown ids and non-members get the same not-a-member 403 as the other workspace routes.
  requireProjectPermission(ctx.state, principalOf(ctx), projectId, 'read', 'workspace');
  const project = ctx.state.projects.get(projectId)!;
  return ok({ workspace: projectView(ctx.state, project) });
}

export const workspaceRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/api/v2/workspace/:slug',
    auth: ALL_AUTH_MODES,
    rateLimit: 'read',
    handler: projectBySlug,
  },
  {
    method: 'GET',
    pattern: '/api/v1/workspace/:workspaceId',
    auth: ALL_AUTH_MODES,
    rateLimit: 'read',
    handler: projectById,
  },
];
