import { githubRunner } from '../../runner/runner.js';
import { runSubAction, type SubAction } from '../sub-action.js';
import { environmentsAction } from './environments.js';
import { identitiesAction } from './identities.js';
import { importsAction } from './imports.js';
import { membershipsAction } from './memberships.js';
import { projectsAction } from './projects.js';
import { snapshotsAction } from './snapshots.js';
import { tagsAction } from './tags.js';

/** Every sub-action, by the name of its folder. */
export const SUB_ACTIONS: Record<string, SubAction<never>> = {
  imports: importsAction as SubAction<never>,
  tags: tagsAction as SubAction<never>,
  projects: projectsAction as SubAction<never>,
  environments: environmentsAction as SubAction<never>,
  memberships: membershipsAction as SubAction<never>,
  snapshots: snapshotsAction as SubAction<never>,
  identities: identitiesAction as SubAction<never>,
};

/** Entry point of a sub-action's bundle. */
export function runSubActionByName(name: string): Promise<void> {
  const spec = SUB_ACTIONS[name];
  if (!spec) throw new Error(`Unknown sub-action ${name}`);
  return runSubAction(spec, githubRunner());
}
