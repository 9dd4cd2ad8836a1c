/**
 * The management sub-actions, by the name of their folder: the one list that the build, the
 * generated docs, the registry of implementations and the command-line tool all read.
 */
export const SUB_ACTION_NAMES = [
  'imports',
  'tags',
  'projects',
  'environments',
  'memberships',
  'snapshots',
  'identities',
  'folders',
  'secrets',
  'dynamic-secrets',
  'login',
] as const;

export type SubActionName = (typeof SUB_ACTION_NAMES)[number];

/**
 * The sub-actions the command-line tool has a command for: all but `login` (each command of the
 * tool logs in and revokes on its own; a token it should reuse is given with `--access-token`).
 */
export const TOOL_SUB_ACTIONS = SUB_ACTION_NAMES.filter(
  (name): name is Exclude<SubActionName, 'login'> => name !== 'login',
);

/** Every action: the main one (its folder is the repository root) and the sub-actions. */
export const ACTION_NAMES = ['main', ...SUB_ACTION_NAMES] as const;

export type ActionName = (typeof ACTION_NAMES)[number];
