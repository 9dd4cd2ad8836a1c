import type { SecretList } from '../api/endpoints/secrets.js';
import { isWithin } from './merge.js';

/** The requests {@link keepWithinPath} may make, with the settings of the fetch. */
export interface FolderLookups {
  /** Names of the folders directly under a folder (one request per folder, shared). */
  folderNames(path: string): Promise<readonly string[]>;
  /** One listing of a path, recursive or not. */
  list(path: string, recursive: boolean): Promise<SecretList>;
}

export interface WithinPath {
  readonly listing: SecretList;
  /** Names of the folders beside the path, when they were listed. */
  readonly parentFolders?: readonly string[];
  /** True when folders beside the path share its name prefix and their imports were left out. */
  readonly besidePrefix?: boolean;
}

/**
 * Keeps, from a recursive listing of a path other than the root that holds imported secrets,
 * only what belongs to folders at or below the path. The server takes every folder whose path
 * starts with the requested one as a string (`/ap` also gets `/app` and everything below it, with
 * their import groups), and an import group names its source, never the folder that imports it:
 * the answer alone cannot say whose its import groups are, nor, when it holds no own secret of
 * the path, whether the path exists.
 *
 * So the folders beside the path are listed (skipped when the answer already shows an own secret
 * inside the path and one outside it). A missing folder keeps no import; without a folder
 * beside it whose name starts with the path's name, every import group is the path's. Otherwise
 * the imports are read again from listings that cannot reach outside the path: the path alone,
 * and each sub-folder recursively (a sub-folder's prefix match only reaches other sub-folders;
 * one whose name starts with another's is covered by that one). Own secrets keep their
 * `secretPath` and are left to the merge.
 */
export async function keepWithinPath(
  path: string,
  listing: SecretList,
  lookups: FolderLookups,
): Promise<WithinPath> {
  const folderOf = (secretPath: string | undefined): string => secretPath ?? path;
  const inside = listing.secrets.some((s) => isWithin(folderOf(s.secretPath), path));
  const outside = listing.secrets.some((s) => !isWithin(folderOf(s.secretPath), path));
  let parentFolders: readonly string[] | undefined;
  if (!(inside && outside)) {
    const segments = path.split('/').filter(Boolean);
    const leaf = segments.at(-1) ?? '';
    parentFolders = await lookups.folderNames(`/${segments.slice(0, -1).join('/')}`);
    if (!parentFolders.includes(leaf)) {
      return { listing: { secrets: listing.secrets, imports: [] }, parentFolders };
    }
    if (!parentFolders.some((name) => name !== leaf && name.startsWith(leaf))) {
      return { listing, parentFolders };
    }
  }
  const [alone, children] = await Promise.all([
    lookups.list(path, false),
    lookups.folderNames(path),
  ]);
  const covering = children.filter(
    (name) => !children.some((other) => other !== name && name.startsWith(other)),
  );
  const below = await Promise.all(covering.map((name) => lookups.list(`${path}/${name}`, true)));
  // The path's own imports last: among imports the last one wins, and the path is the nearest.
  const imports = [...below, alone].flatMap((part) => part.imports ?? []);
  return { listing: { secrets: listing.secrets, imports }, parentFolders, besidePrefix: true };
}
