import type { SubActionName } from '../spec/names.js';
import type { RegisteredSubAction } from './sub-action.js';
import { dynamicSecretsAction } from './dynamic-secrets/action.js';
import { environmentsAction } from './environments/action.js';
import { foldersAction } from './folders/action.js';
import { identitiesAction } from './identities/action.js';
import { importsAction } from './imports/action.js';
import { loginAction } from './login/action.js';
import { membershipsAction } from './memberships/action.js';
import { projectsAction } from './projects/action.js';
import { secretsAction } from './secrets/action.js';
import { snapshotsAction } from './snapshots/action.js';
import { tagsAction } from './tags/action.js';

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
  'dynamic-secrets': dynamicSecretsAction,
  login: loginAction,
};
