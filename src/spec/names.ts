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
] as const;

export type SubActionName = (typeof SUB_ACTION_NAMES)[number];

/** Every action: the main one (its folder is the repository root) and the sub-actions. */
export const ACTION_NAMES = ['main', ...SUB_ACTION_NAMES] as const;

export type ActionName = (typeof ACTION_NAMES)[number];
