import type { SubActionName } from '../spec/names.js';
import type { RegisteredSubAction } from './sub-action.js';
import { environmentsAction } from './environments.js';
import { foldersAction } from './folders.js';
import { identitiesAction } from './identities.js';
import { importsAction } from './imports.js';
import { membershipsAction } from './memberships.js';
import { projectsAction } from './projects.js';
import { secretsAction } from './secrets.js';
import { snapshotsAction } from './snapshots.js';
import { tagsAction } from './tags.js';

/** Every sub-action's implementation, by the name of its folder (the list is in src/spec/names.ts). */
export const SUB_ACTIONS: Readonly<Record<SubActionName, RegisteredSubAction>> = {
  imports: importsAction,
  tags: tagsAction,
  projects: projectsAction,
  environments: environmentsAction,
  memberships: membershipsAction,
  snapshots: snapshotsAction,
  identities: identitiesAction,
  folders: foldersAction,
  secrets: secretsAction,
};
