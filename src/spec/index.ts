/**
 * The shared descriptions (the connection's inputs, the main action's, the tool's own) and how an
 * action's inputs are listed. Each sub-action's description is in its folder,
 * `src/operations/<name>/spec.ts`; every action's, by name, is `ACTION_SPECS`
 * (`src/operations/specs.ts`). Descriptions are imported only by the generator, the command-line
 * tool and the tests, never by the action bundle.
 */
import { CONNECTION_INPUTS } from './connection.js';
import type { ActionSpec, InputSpec } from './types.js';

export { CONNECTION_INPUTS, PROJECT_INPUTS } from './connection.js';
export { MAIN_SPEC } from './main.js';
export { TOOL_INPUTS } from './tool.js';
export * from './names.js';
export type * from './types.js';

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
