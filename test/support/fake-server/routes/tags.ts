// Project tags. The tag endpoints return no `name`; secret listings show it (equal to the slug).
import { randomUUID } from 'node:crypto';
import { badRequest } from '../errors.ts';
import { requireProjectPermission } from '../permissions.ts';
import { ALL_AUTH_MODES, ok, principalOf } from '../router.ts';
import type { Route, RouteContext } from '../router.ts';
import type { TagRecord } from '../types.ts';
import { isSlug, validate } from '../validation.ts';

function tagView(tag: TagRecord) {
  return {
    id: tag.id,
    slug: tag.slug,
    color: tag.color,
    createdAt: tag.createdAt,
    updatedAt: tag.updatedAt,
    createdBy: tag.createdBy,
    projectId: tag.projectId,
    createdByActorType: tag.createdByActorType,
  };
}

function listTags(ctx: RouteContext) {
  const projectId = ctx.params.projectId ?? '';
  requireProjectPermission(ctx.state, principalOf(ctx), projectId, 'read', 'tags');
  return ok({ workspaceTags: ctx.state.tagsOf(projectId).map(tagView) });
}

function createTag(ctx: RouteContext) {
  const body = validate<{ slug: string; color: string; name?: string }>(
    {
      name: { kind: 'string', trim: true, optional: true },
      slug: {
        kind: 'string',
        trim: true,
        lowercase: true,
        refine: (v) =>
          isSlug(v)
            ? null
            : 'Invalid slug. Slug can only contain alphanumeric characters and hyphens.',
      },
      color: { kind: 'string', trim: true },
    },
    ctx.body,
  );
  const projectId = ctx.params.projectId ?? '';
  const principal = principalOf(ctx);
  requireProjectPermission(ctx.state, principal, projectId, 'create', 'tags');
  if (ctx.state.tagBySlug(projectId, body.slug)) throw badRequest('Tag already exist');
  const at = ctx.state.clock.iso();
  const tag: TagRecord = {
    id: randomUUID(),
    projectId,
    slug: body.slug,
    name: body.name ?? body.slug,
    color: body.color,
    createdBy: principal.kind === 'identity' ? principal.identityId : principal.userId,
    createdByActorType: principal.kind === 'identity' ? 'identity' : 'user',
    createdAt: at,
    updatedAt: at,
  };
  ctx.state.tags.set(tag.id, tag);
  return ok({ workspaceTag: tagView(tag) });
}

export const tagRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/api/v1/workspace/:projectId/tags',
    auth: ALL_AUTH_MODES,
    rateLimit: 'read',
    handler: listTags,
  },
  {
    method: 'POST',
    pattern: '/api/v1/workspace/:projectId/tags',
    auth: ALL_AUTH_MODES,
    rateLimit: 'write',
    handler: createTag,
  },
];
