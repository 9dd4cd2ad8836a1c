// Secret snapshots of a folder, newest first, paged with offset/limit (defaults 0 and 20).
import { notFound } from '../errors.ts';
import { requireProjectPermission } from '../permissions.ts';
import { ALL_AUTH_MODES, ok, principalOf } from '../router.ts';
import type { Route, RouteContext } from '../router.ts';
import { secretPathField, validate } from '../validation.ts';

function listSnapshots(ctx: RouteContext) {
  // `environment` is required here (401 ValidationFailure), unlike on the secrets list (400).
  const query = validate<{ environment: string; path: string; offset: number; limit: number }>(
    {
      environment: { kind: 'string', trim: true },
      path: secretPathField,
      offset: { kind: 'number', coerce: true, default: 0 },
      limit: { kind: 'number', coerce: true, default: 20 },
    },
    ctx.query,
  );
  const projectId = ctx.params.workspaceId ?? '';
  requireProjectPermission(ctx.state, principalOf(ctx), projectId, 'read', 'secret-rollback');
  const env = ctx.state.environment(projectId, query.environment);
  const folder = env && ctx.state.folder(env.id, query.path);
  if (!folder) {
    throw notFound(
      `Folder with path '${query.path}' in environment with slug '${query.environment}' not found`,
    );
  }
  const snapshots = [...ctx.state.snapshots.values()]
    .filter((s) => s.folderId === folder.id)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .slice(query.offset, query.offset + query.limit)
    .map((s) => ({
      id: s.id,
      envId: s.envId,
      folderId: s.folderId,
      parentFolderId: s.parentFolderId,
      createdAt: s.createdAt,
      updatedAt: s.updatedAt,
    }));
  return ok({ secretSnapshots: snapshots });
}

export const snapshotRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/api/v1/workspace/:workspaceId/secret-snapshots',
    auth: ALL_AUTH_MODES,
    rateLimit: 'read',
    handler: listSnapshots,
  },
];
