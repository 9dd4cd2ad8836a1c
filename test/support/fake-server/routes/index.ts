// Every route the fake serves. Anything else gets Fastify's 404.
import type { Route } from '../router.ts';
import { authRoutes } from './auth.ts';
import { awsAuthRoutes } from './aws-auth.ts';
import { cloudAuthRoutes } from './cloud-auth.ts';
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
  ...organizationRoutes,
];
