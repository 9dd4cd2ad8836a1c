// Every route the fake serves. Anything else gets Fastify's 404.
import type { Route } from '../router.ts';
import { isRetired, successorRoutes } from './successors.ts';
import { authRoutes } from './auth.ts';
import { awsAuthRoutes } from './aws-auth.ts';
import { cloudAuthRoutes } from './cloud-auth.ts';
import { dynamicSecretRoutes } from './dynamic-secrets.ts';
import { identityRoutes } from './identities.ts';
import { folderRoutes } from './folders.ts';
import { importRoutes } from './imports.ts';
import { lookupRoutes } from './lookups.ts';
import { organizationRoutes } from './organizations.ts';
import { projectRoutes } from './projects.ts';
import { secretWriteRoutes } from './secret-writes.ts';
import { secretRoutes } from './secrets.ts';
import { snapshotRoutes } from './snapshots.ts';
import { statusRoutes } from './status.ts';
import { tagRoutes } from './tags.ts';
import { workspaceRoutes } from './workspaces.ts';

export const routes: readonly Route[] = [
  ...statusRoutes,
  ...authRoutes,
  ...awsAuthRoutes,
  ...cloudAuthRoutes,
  ...identityRoutes,
  ...projectRoutes,
  ...lookupRoutes,
  ...workspaceRoutes,
  ...tagRoutes,
  ...secretRoutes,
  ...secretWriteRoutes,
  ...folderRoutes,
  ...importRoutes,
  ...snapshotRoutes,
  ...dynamicSecretRoutes,
  ...organizationRoutes,
];

/**
 * Which routes a fake server has:
 * - `legacy`: the captured 2024-10 server's (the default);
 * - `current`: those and their successors, as a current server serves both;
 * - `successor-only`: the successors, and none of the routes the current server registers from
 *   deprecated routers (each answers the router's unknown-route 404): a server that has dropped
 *   them. Logins, identities and memberships have no successor and stay.
 */
export type RouteSet = 'legacy' | 'current' | 'successor-only';

export function routesFor(set: RouteSet): readonly Route[] {
  if (set === 'legacy') return routes;
  const successors = successorRoutes(routes);
  return set === 'current'
    ? [...routes, ...successors]
    : [...routes.filter((route) => !isRetired(route)), ...successors];
}
