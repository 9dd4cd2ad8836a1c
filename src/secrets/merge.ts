import type { Secret, SecretList } from '../api/types.js';

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
    };

export interface ResolvedSecret {
  readonly key: string;
  readonly value: string;
  readonly source: SecretSource;
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
      for (const secret of group.secrets) {
        if (seenInGroup.has(secret.secretKey)) continue; // first occurrence inside one import wins
        seenInGroup.add(secret.secretKey);
        const earlier = result.get(secret.secretKey);
        result.set(secret.secretKey, {
          key: secret.secretKey,
          value: secret.secretValue,
          source,
          overrode: earlier ? [earlier.source] : NOTHING,
        });
      }
    }
  }
  const within = folderFilter(path);
  const inside = listing.secrets.filter((secret) => within(secret.secretPath ?? path));
  outside.count += listing.secrets.length - inside.length;
  for (const own of resolveOwn(path, inside, collisions)) {
    const earlier = result.get(own.key);
    result.set(own.key, earlier ? { ...own, overrode: [earlier.source] } : own);
  }
  return result;
}

/** Own secrets, one per key: with `recursive` the folder nearest the requested path wins. */
function resolveOwn(
  path: string,
  secrets: readonly Secret[],
  collisions: FolderCollision[],
): ResolvedSecret[] {
  const byKey = new Map<string, { secret: Secret; folder: string; folders?: Set<string> }>();
  for (const secret of secrets) {
    const folder = secret.secretPath ?? path;
    const current = byKey.get(secret.secretKey);
    if (!current) {
      byKey.set(secret.secretKey, { secret, folder });
      continue;
    }
    // Only keys found more than once need their folders remembered.
    (current.folders ??= new Set([current.folder])).add(folder);
    if (beats(secret, folder, current.secret, current.folder)) {
      current.secret = secret;
      current.folder = folder;
    }
  }
  // One source per folder, shared by its secrets.
  const sources = new Map<string, SecretSource>();
  const resolved: ResolvedSecret[] = [];
  for (const [key, { secret, folder, folders }] of byKey) {
    if (folders && folders.size > 1) {
      collisions.push({ key, folders: [...folders].sort(compareFolders), winner: folder });
    }
    let source = sources.get(folder);
    if (!source) sources.set(folder, (source = { kind: 'own', path, folder }));
    resolved.push({ key, value: secret.secretValue, source, overrode: NOTHING });
  }
  return resolved;
}

function beats(candidate: Secret, folder: string, current: Secret, currentFolder: string): boolean {
  if (folder === currentFolder) {
    // Same folder twice: a personal override beats the shared value, as in the official CLI.
    return candidate.type === 'personal' && current.type !== 'personal';
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
