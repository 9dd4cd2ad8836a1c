/**
 * Every action's description, by name: the main action's (src/spec/main.ts) and each
 * sub-action's, from its folder. This module carries every description text: only the generator,
 * the command-line tool and the tests import it, never the action bundle.
 */
import { MAIN_SPEC, type ActionName, type ActionSpec } from '../spec/index.js';
import { DYNAMIC_SECRETS_SPEC } from './dynamic-secrets/spec.js';
import { ENVIRONMENTS_SPEC } from './environments/spec.js';
import { FOLDERS_SPEC } from './folders/spec.js';
import { IDENTITIES_SPEC } from './identities/spec.js';
import { IMPORTS_SPEC } from './imports/spec.js';
import { LOGIN_SPEC } from './login/spec.js';
import { MEMBERSHIPS_SPEC } from './memberships/spec.js';
import { PROJECTS_SPEC } from './projects/spec.js';
import { SECRETS_SPEC } from './secrets/spec.js';
import { SNAPSHOTS_SPEC } from './snapshots/spec.js';
import { TAGS_SPEC } from './tags/spec.js';

export const ACTION_SPECS: Readonly<Record<ActionName, ActionSpec>> = {
  main: MAIN_SPEC,
  imports: IMPORTS_SPEC,
  tags: TAGS_SPEC,
  projects: PROJECTS_SPEC,
  environments: ENVIRONMENTS_SPEC,
  memberships: MEMBERSHIPS_SPEC,
  snapshots: SNAPSHOTS_SPEC,
  identities: IDENTITIES_SPEC,
  folders: FOLDERS_SPEC,
  secrets: SECRETS_SPEC,
  'dynamic-secrets': DYNAMIC_SECRETS_SPEC,
  login: LOGIN_SPEC,
};
