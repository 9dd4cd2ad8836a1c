import { isValueHidden } from '../api/hidden.js';
import type { Secret, SecretList } from '../api/endpoints/secrets.js';

/** The `overrode` of the many secrets that beat nothing: one shared empty list. */
const NOTHING: readonly SecretSource[] = Object.freeze([]);

/** Where an exported value came from, for the summary and for collision reports. */
export type SecretSource =
  | { readonly kind: 'own'; readonly path: string; readonly folder: string }
  | {
      readonly kind: 'import';
      readonly path: string;
      readonly environment: string;
      readonly importPath: string;
    }
  | {
      /** A field of a dynamic secret's lease (`path` is the dynamic secret's folder). */
      readonly kind: 'lease';
      readonly path: string;
      readonly name: string;
      readonly leaseId: string;
    };

export interface ResolvedSecret {
  readonly key: string;
  readonly value: string;
  readonly source: SecretSource;
  /**
   * The server flagged this value hidden (`secretValueHidden`): whatever it carries, it is never
   * exported (see `secrets/hidden.ts`). Only the winner's flag counts.
   */
  readonly hidden?: boolean;
  /** Sources this value beat, earliest first. */
  readonly overrode: readonly SecretSource[];
}

/** A key defined in several folders of one recursive listing. */
export interface FolderCollision {
  readonly key: string;
  readonly folders: readonly string[];
  readonly winner: string;
}

export interface MergeResult {
  /** Insertion order: first path first, own secrets before imported ones. */
  readonly secrets: ReadonlyMap<string, ResolvedSecret>;
  readonly collisions: readonly FolderCollision[];
  /** Imported secrets left out because a tag filter was set (imports carry no tags). */
  readonly importsDroppedForTags: number;
  /** Requested paths that yielded no secret, own or imported. */
  readonly emptyPaths: readonly string[];
  /**
   * Secrets of folders the server returned but that lie outside the requested path: with
   * `recursive` it matches folders by string prefix (`/ap` also returns `/app`).
   */
  readonly outsideSecrets: number;
}

export interface PathListing {
  readonly path: string;
  readonly listing: SecretList;
  /** Names of the folders beside the path, when they were listed (for the unknown-folder error). */
  readonly parentFolders?: readonly string[];
  /** True when folders beside the path share its name prefix and their imports were left out. */
  readonly besidePrefix?: boolean;
}

/**
 * Applies the server's precedence, which the listing itself does not apply:
 * an own secret beats every imported one; among imports the last one wins; inside one import
 * the first occurrence wins; across requested paths, a later path beats an earlier one.
 * Linear in the number of secrets.
 */
export function mergeListings(
  listings: readonly PathListing[],
  options: { tagsFilter: boolean },
): MergeResult {
  let merged = new Map<string, ResolvedSecret>();
  const collisions: FolderCollision[] = [];
  const emptyPaths: string[] = [];
  const outside = { count: 0 };
  let importsDroppedForTags = 0;
  for (const { path, listing } of listings) {
    const imports = listing.imports ?? [];
    if (options.tagsFilter) {
      for (const group of imports) importsDroppedForTags += group.secrets.length;
    }
    const resolved = resolvePath(path, listing, options.tagsFilter, collisions, outside);
    if (resolved.size === 0) emptyPaths.push(path);
    if (merged.size === 0) {
      // The first path with secrets: nothing to override, so its map is the result so far.
      merged = resolved;
      continue;
    }
    for (const [key, secret] of resolved) {
      const earlier = merged.get(key);
      // Delete first so that the winner takes the later position, as a reader would expect.
      merged.delete(key);
      merged.set(
        key,
        earlier
          ? { ...secret, overrode: [...earlier.overrode, earlier.source, ...secret.overrode] }
          : secret,
      );
    }
  }
  return {
    secrets: merged,
    collisions,
    importsDroppedForTags,
    emptyPaths,
    outsideSecrets: outside.count,
  };
}

function resolvePath(
  path: string,
  listing: SecretList,
  skipImports: boolean,
  collisions: FolderCollision[],
  outside: { count: number },
): Map<string, ResolvedSecret> {
  const result = new Map<string, ResolvedSecret>();
  if (!skipImports) {
    for (const group of listing.imports ?? []) {
      const source: SecretSource = {
        kind: 'import',
        path,
        environment: group.environment,
        importPath: group.secretPath,
      };
      const seenInGroup = new Set<string>();
      // `forEach` here and below, not `for...of`: these run once per secret, and an iterator
      // costs an object a step.
      group.secrets.forEach((secret) => {
        if (seenInGroup.has(secret.secretKey)) return; // first occurrence inside one import wins
        seenInGroup.add(secret.secretKey);
        const earlier = result.get(secret.secretKey);
        result.set(secret.secretKey, {
          key: secret.secretKey,
          value: secret.secretValue,
          source,
          hidden: isValueHidden(secret),
          overrode: earlier ? [earlier.source] : NOTHING,
        });
      });
    }
  }
  resolveOwn(path, listing.secrets, result, collisions, outside);
  return result;
}

/**
 * Adds the own secrets within the path to `result` (over any imported value), one per key: with
 * `recursive` the folder nearest the requested path wins, and a personal override beats the
 * shared value in one folder. Written straight into `result`, with no map of its own: a listing
 * of thousands of secrets costs thousands of small objects, not twice that.
 */
function resolveOwn(
  path: string,
  secrets: readonly Secret[],
  result: Map<string, ResolvedSecret>,
  collisions: FolderCollision[],
  outside: { count: number },
): void {
  const within = folderFilter(path);
  // One source per folder, shared by its secrets.
  const sources = new Map<string, SecretSource>();
  const sourceOf = (folder: string): SecretSource => {
    let source = sources.get(folder);
    if (!source) sources.set(folder, (source = { kind: 'own', path, folder }));
    return source;
  };
  // Keys whose own winner so far is a personal override, and (only for keys found more than
  // once) the folders they were found in.
  const personal = new Set<string>();
  let folders: Map<string, Set<string>> | undefined;
  secrets.forEach((secret) => {
    const folder = secret.secretPath ?? path;
    if (!within(folder)) {
      outside.count++;
      return;
    }
    const key = secret.secretKey;
    const earlier = result.get(key);
    const isPersonal = secret.type === 'personal';
    if (earlier?.source.kind !== 'own') {
      result.set(key, {
        key,
        value: secret.secretValue,
        source: sourceOf(folder),
        hidden: isValueHidden(secret),
        overrode: earlier ? [earlier.source] : NOTHING,
      });
      if (isPersonal) personal.add(key);
      return;
    }
    const current = earlier.source;
    let seen = folders?.get(key);
    if (!seen) (folders ??= new Map()).set(key, (seen = new Set([current.folder])));
    seen.add(folder);
    if (beats(isPersonal, folder, personal.has(key), current.folder)) {
      result.set(key, {
        ...earlier,
        value: secret.secretValue,
        source: sourceOf(folder),
        hidden: isValueHidden(secret),
      });
      if (isPersonal) personal.add(key);
      else personal.delete(key);
    }
  });
  if (!folders) return;
  // In the order the keys were first found.
  for (const { secretKey: key, secretPath } of secrets) {
    const found = folders.get(key);
    if (!found || !within(secretPath ?? path)) continue;
    folders.delete(key);
    if (found.size < 2) continue;
    const winner = result.get(key)?.source;
    if (winner?.kind !== 'own') continue;
    collisions.push({ key, folders: [...found].sort(compareFolders), winner: winner.folder });
  }
}

function beats(
  personal: boolean,
  folder: string,
  currentPersonal: boolean,
  currentFolder: string,
): boolean {
  if (folder === currentFolder) {
    // Same folder twice: a personal override beats the shared value, as in the official CLI.
    return personal && !currentPersonal;
  }
  return compareFolders(folder, currentFolder) < 0;
}

/** Whether a folder is the requested path or below it, segment by segment. */
export function isWithin(folder: string, path: string): boolean {
  return folderFilter(path)(folder);
}

/** {@link isWithin} for one path, ready for thousands of folders. */
function folderFilter(path: string): (folder: string) => boolean {
  const base = path.replace(/\/+$/, '');
  const prefix = `${base}/`;
  return base === '' ? () => true : (folder) => folder === base || folder.startsWith(prefix);
}

/** Nearest folder first (fewest segments), then alphabetical. */
function compareFolders(a: string, b: string): number {
  const depth = (folder: string): number => folder.split('/').filter(Boolean).length;
  return depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0);
}
