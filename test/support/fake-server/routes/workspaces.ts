// Reading one project: by slug (v2, the bare project) and by id (v1, under `workspace`). Both
// carry the environments, which is how clients turn an environment slug into its id.
import { internal, validationFailure } from '../errors.ts';
import { requireProjectPermission } from '../permissions.ts';
import { ALL_AUTH_MODES, ok, principalOf } from '../router.ts';
import type { Route, RouteContext } from '../router.ts';
import { projectView } from './projects.ts';
import { isUuid } from '../util.ts';
import { isSlug } from '../validation.ts';

function projectBySlug(ctx: RouteContext) {
  const slug = ctx.params.slug ?? '';
  const principal = principalOf(ctx);
  if (slug.length < 5 || slug.length > 36 || !isSlug(slug)) {
    throw validationFailure([
      {
        code: 'custom',
        message: 'Slug must be at least 5 character but no more than 36',
        path: ['slug'],
      },
    ]);
  }
  // Slugs are looked up within the caller's organization only (the same slug may name a project
  // of another organization); an unknown one fails in the server's query (500), not with a 404.
  const project = ctx.state.projectBySlug(slug, principal.orgId);
  if (!project) throw internal('Failed to find project by slug');
  requireProjectPermission(ctx.state, principal, project.id, 'read', 'workspace');
  return ok(projectView(ctx.state, project));
}

function projectById(ctx: RouteContext) {
  const projectId = ctx.params.workspaceId ?? '';
  // An unknown or malformed id fails in the server's query (500); a non-member gets the 403.
  const project = isUuid(projectId) ? ctx.state.projects.get(projectId) : undefined;
  if (!project) throw internal('Failed to find project by id');
  requireProjectPermission(ctx.state, principalOf(ctx), projectId, 'read', 'workspace');
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
