import { CONNECTION_INPUTS } from './connection.js';
import { MAIN_SPEC } from './main.js';
import type { ActionName } from './names.js';
import { ENVIRONMENTS_SPEC } from './sub/environments.js';
import { FOLDERS_SPEC } from './sub/folders.js';
import { IDENTITIES_SPEC } from './sub/identities.js';
import { IMPORTS_SPEC } from './sub/imports.js';
import { MEMBERSHIPS_SPEC } from './sub/memberships.js';
import { PROJECTS_SPEC } from './sub/projects.js';
import { SECRETS_SPEC } from './sub/secrets.js';
import { SNAPSHOTS_SPEC } from './sub/snapshots.js';
import { TAGS_SPEC } from './sub/tags.js';
import type { ActionSpec, InputSpec } from './types.js';

export { CONNECTION_INPUTS, PROJECT_INPUTS } from './connection.js';
export { TOOL_INPUTS } from './tool.js';
export * from './names.js';
export type * from './types.js';

/**
 * Every action's description, by name. This module carries every description text: only the
 * generator and the command-line tool import it, never the action bundle.
 */
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
};

/** Every input of an action in `action.yml` order: `operation`, its own, and the shared ones. */
export function allInputs(spec: ActionSpec): Record<string, InputSpec> {
  const own = Object.assign({}, ...spec.groups.map((group) => group.inputs)) as Record<
    string,
    InputSpec
  >;
  const operation = operationInput(spec);
  return spec.connectionFirst
    ? { ...CONNECTION_INPUTS, ...own }
    : { ...(operation ? { operation } : {}), ...own, ...CONNECTION_INPUTS };
}

/** The `operation` input of a sub-action, described from its operations. */
export function operationInput(spec: ActionSpec): InputSpec | undefined {
  const names = Object.keys(spec.operations ?? {});
  if (names.length === 0) return undefined;
  const list = names.map((name) => `\`${name}\``);
  if (spec.singleOperation) {
    return { description: `${list[0]}, the only operation (may be left out).` };
  }
  const words =
    list.length === 2 ? list.join(' or ') : `${list.slice(0, -1).join(', ')} or ${list.at(-1)}`;
  return { description: `${words}.`, required: true };
}
