// How the captured server builds a secret listing: field order of local and imported secrets,
// the resolution of import groups (a port of its `fnSecretsV2FromImports`, quirks included), and
// `${...}` reference expansion.
import { ApiError } from './errors.ts';
import type { FakeState } from './state.ts';
import type { SecretImportRecord, SecretRecord } from './types.ts';

/** The server gives up on imports nested deeper than this. */
const IMPORT_DEPTH_LIMIT = 10;
/** And on references nested deeper than this (the value then keeps the reference). */
const REFERENCE_DEPTH_LIMIT = 5;

export interface SecretLocation {
  projectId: string;
  envSlug: string;
  path: string;
}

/** A secret of the listed folder(s), with every field the captures show, in their order. */
export function localSecretView(
  state: FakeState,
  secret: SecretRecord,
  where: SecretLocation,
  value: string = secret.value,
) {
  return {
    id: secret.id,
    _id: secret.id,
    workspace: where.projectId,
    environment: where.envSlug,
    version: secret.version,
    type: secret.type,
    secretKey: secret.key,
    secretValue: value,
    secretComment: secret.comment,
    secretReminderNote: secret.reminderNote,
    secretReminderRepeatDays: secret.reminderRepeatDays,
    skipMultilineEncoding: secret.skipMultilineEncoding,
    metadata: secret.metadata,
    createdAt: secret.createdAt,
    updatedAt: secret.updatedAt,
    secretPath: where.path,
    tags: secret.tagIds.flatMap((id) => {
      const tag = state.tags.get(id);
      return tag ? [{ id: tag.id, slug: tag.slug, color: tag.color, name: tag.name }] : [];
    }),
  };
}

/** An imported secret: `workspace` is empty, and there are no tags, path or timestamps. */
export function importedSecretView(secret: SecretRecord, envSlug: string, value = secret.value) {
  return {
    id: secret.id,
    _id: secret.id,
    workspace: '',
    environment: envSlug,
    version: secret.version,
    type: secret.type,
    secretKey: secret.key,
    secretValue: value,
    secretComment: secret.comment,
    skipMultilineEncoding: secret.skipMultilineEncoding,
    metadata: secret.metadata,
  };
}

interface ImportedSecret {
  secret: SecretRecord;
  envSlug: string;
}

export interface ImportGroup {
  secretPath: string;
  environment: string;
  /** Absent when the imported folder does not exist. */
  folderId?: string;
  secrets: ImportedSecret[];
}

/**
 * Resolves the imports of the listed folder(s) into import groups, in position order, the way
 * the captured server does:
 * - every import gives one group, duplicates included, and no precedence is applied;
 * - imports of an imported folder add their secrets to that folder's group (one level deep:
 *   the server's bookkeeping loses anything nested deeper);
 * - an (environment, path) already visited anywhere is skipped, which also breaks cycles;
 * - if none of the imported folders exists, there are no groups at all.
 */
export function resolveImports(state: FakeState, rootImports: SecretImportRecord[]): ImportGroup[] {
  const visited = new Set<string>();
  const groups: ImportGroup[] = [];
  const stack: { imports: SecretImportRecord[]; depth: number; parent: ImportedSecret[] }[] = [
    { imports: rootImports, depth: 0, parent: [] },
  ];
  const keyOf = (imp: SecretImportRecord) => `${imp.importEnvId}=${imp.importPath}`;
  for (let batch = stack.pop(); batch; batch = stack.pop()) {
    if (batch.depth > IMPORT_DEPTH_LIMIT) continue;
    const imports = batch.imports.filter((imp) => !visited.has(keyOf(imp)));
    if (imports.length === 0) continue;
    const folders = imports.map((imp) => state.folder(imp.importEnvId, imp.importPath));
    if (!folders.some(Boolean)) continue;
    for (const imp of imports) visited.add(keyOf(imp));
    const isFirstBatch = groups.length === 0;
    imports.forEach((imp, i) => {
      const folder = folders[i];
      const envSlug = state.environments.get(imp.importEnvId)?.slug ?? '';
      const secrets: ImportedSecret[] = folder
        ? state.secretsIn(folder.id).map((secret) => ({ secret, envSlug }))
        : [];
      const deeper = folder ? state.importsOf(folder.id) : [];
      if (deeper.length > 0)
        stack.push({ imports: deeper, depth: batch.depth + 1, parent: secrets });
      if (isFirstBatch) {
        groups.push({
          secretPath: imp.importPath,
          environment: envSlug,
          folderId: folder?.id,
          secrets,
        });
      } else {
        batch.parent.push(...secrets);
      }
    });
  }
  return groups;
}

/** Looks up a secret value by environment slug, folder path and key (local secrets only). */
function lookup(state: FakeState, projectId: string, envSlug: string, path: string, key: string) {
  const env = state.environment(projectId, envSlug);
  const folder = env && state.folder(env.id, path);
  return folder ? state.secretsByFolder.get(folder.id)?.get(key)?.value : undefined;
}

/**
 * Expands `${KEY}` (same folder), `${env.KEY}` (root of another environment) and
 * `${env.folder.sub.KEY}` (a folder of another environment), recursively. A reference that
 * cannot be resolved stays as written.
 */
export function expandReferences(
  state: FakeState,
  where: SecretLocation,
  value: string,
  depth = 0,
): string {
  if (depth >= REFERENCE_DEPTH_LIMIT) return value;
  return value.replace(/\$\{([^}]+)\}/g, (whole, reference: string) => {
    const { key, ...target } = referenceTarget(where, reference);
    const found = lookup(state, target.projectId, target.envSlug, target.path, key);
    return found === undefined ? whole : expandReferences(state, target, found, depth + 1);
  });
}

/** Where a reference points, from the folder of the secret that holds it. */
function referenceTarget(
  where: SecretLocation,
  reference: string,
): SecretLocation & { key: string } {
  const parts = reference.trim().split('.');
  const key = parts.at(-1) ?? '';
  return parts.length === 1
    ? { ...where, key }
    : {
        projectId: where.projectId,
        envSlug: parts[0] ?? '',
        path: `/${parts.slice(1, -1).join('/')}`,
        key,
      };
}

/**
 * A newer server's refusal of a listing with expansion when a listed secret references one the
 * caller may not read (the fake's `refuseReferences` mode: every reference counts as such): 403,
 * naming the first in `details` as that server does.
 */
export function referenceRefusal(
  secrets: readonly { secret: SecretRecord; where: SecretLocation }[],
): ApiError | undefined {
  for (const { secret, where } of secrets) {
    const reference = /\$\{([\w.-]+)\}/.exec(secret.value)?.[1];
    if (reference === undefined) continue;
    const target = referenceTarget(where, reference);
    return new ApiError(403, {
      statusCode: 403,
      message: 'Failed to expand one or more secret references',
      error: 'ForbiddenError',
      details: [
        `You do not have permission to read secret '${target.key}' in environment '${target.envSlug}' at path '${target.path}', which is referenced by secret '${secret.key}' in environment '${where.envSlug}' at path '${where.path}'.`,
      ],
    });
  }
  return undefined;
}

/**
 * The value a listing shows with `expandSecretReferences=true`: references expanded, and, for a
 * secret stored with `skipMultilineEncoding` whose value holds a reference, the expanded value
 * wrapped in double quotes with each newline written as `\n` (the server's multi-line encoding).
 */
export function expandedValue(
  state: FakeState,
  where: SecretLocation,
  secret: { value: string; skipMultilineEncoding: boolean },
): string {
  const expanded = expandReferences(state, where, secret.value);
  if (!secret.skipMultilineEncoding || !/\$\{[^}]+\}/.test(secret.value)) return expanded;
  return `"${expanded.replace(/\n/g, '\\n')}"`;
}
