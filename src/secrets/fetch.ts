import { folders, secrets } from '../api/endpoints/index.js';
import type { InfisicalClient } from '../api/client.js';
import { ApiError } from '../errors/api.js';
import type { Project } from '../api/endpoints/projects.js';
import type { SecretList } from '../api/endpoints/secrets.js';
import type { PathListing } from './merge.js';
import { keepWithinPath, type FolderLookups } from './recursive.js';
import { isUuid } from '../api/ids.js';

/** A newer server's answer when a listing holds a reference these credentials may not read. */
const isReferenceRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status === 403 &&
  /failed to expand one or more secret references/i.test(error.details.serverMessage ?? '');

/** Which listings to fetch: the selection's part that the requests take. */
export interface ListingSelection {
  /** The project's id or its slug. */
  readonly project: { readonly id?: string; readonly slug?: string };
  readonly environment: string;
  /** Folder paths in order; a later one wins for the same key. */
  readonly paths: readonly string[];
  readonly includeImports: boolean;
  readonly recursive: boolean;
  readonly expandReferences: boolean;
  readonly tags: readonly string[];
}

/** The names of the folders directly under `path` (one folder listing). */
export const folderNames = (
  client: InfisicalClient,
  where: { readonly workspaceId: string; readonly environment: string; readonly path: string },
  signal?: AbortSignal,
): Promise<string[]> =>
  client.call(folders.list, where, signal).then((found) => found.map((folder) => folder.name));

/** A listing's 404: newer servers' answer to an unknown environment or folder. */
export const isMissingListing = (error: unknown): boolean =>
  error instanceof ApiError && error.details.kind === secrets.list.kind && error.status === 404;

/**
 * Lists every requested path at once; any failure fails the whole fetch. The first failure
 * abandons the other listings, in flight or waiting to retry: the job has failed, and waiting
 * out their retries (minutes, under a rate limit) would only hold the job and load the server.
 *
 * With `recursive`, a path other than the root whose answer holds imported secrets is then
 * checked against the folders beside it ({@link keepWithinPath}), all such paths at once, sharing
 * the folder listings and the project's id (folder listings take the id, not the slug).
 */
export async function fetchListings(
  client: InfisicalClient,
  settings: ListingSelection,
  /** Called with each listing the moment it arrives (to mask its values before anything else). */
  onListing: (listing: PathListing) => void,
  /** The project, looked up once for everything that needs it (folder listings need its id). */
  project: () => Promise<Project>,
): Promise<PathListing[]> {
  const abandon = new AbortController();
  const all = <T>(tasks: Promise<T>[]): Promise<T[]> =>
    Promise.all(
      tasks.map((task) =>
        task.catch((error: unknown) => {
          abandon.abort();
          throw error;
        }),
      ),
    );
  const list = async (
    path: string,
    recursive: boolean,
    expand = settings.expandReferences,
  ): Promise<SecretList> => {
    const listing = await client
      .call(
        secrets.list,
        {
          workspaceId: settings.project.id,
          workspaceSlug: settings.project.slug,
          environment: settings.environment,
          secretPath: path,
          includeImports: settings.includeImports,
          recursive,
          expandSecretReferences: expand,
          tagSlugs: settings.tags,
        },
        abandon.signal,
      )
      .catch(async (error: unknown) => {
        // Refused for a reference it could not expand: one more listing says which secrets hold one.
        if (expand && isReferenceRefusal(error)) {
          const { nameReferenceHolders } = await import('./references.js');
          await nameReferenceHolders(error, () => list(path, recursive, false));
        }
        throw error;
      });
    onListing({ path, listing });
    return listing;
  };
  const fetched = await all(
    settings.paths.map(async (path) => ({ path, listing: await list(path, settings.recursive) })),
  );

  // Imported secrets matter unless a tag filter leaves them out anyway.
  const check = ({ path, listing }: PathListing): boolean =>
    settings.recursive &&
    settings.tags.length === 0 &&
    path !== '/' &&
    (listing.imports ?? []).some((group) => group.secrets.length > 0);
  if (!fetched.some(check)) return fetched;
  // An own secret carries the project's id: no lookup of the project when one is there.
  const seen = fetched
    .flatMap(({ listing }) => listing.secrets)
    .find((s) => typeof s.workspace === 'string' && isUuid(s.workspace));
  let projectId: Promise<string> | undefined;
  const workspaceId = (): Promise<string> =>
    (projectId ??= settings.project.id
      ? Promise.resolve(settings.project.id)
      : seen
        ? Promise.resolve(seen.workspace)
        : project().then((p) => p.id));
  const namesByPath = new Map<string, Promise<readonly string[]>>();
  const lookups: FolderLookups = {
    list,
    folderNames: (path) => {
      let names = namesByPath.get(path);
      if (!names) {
        names = workspaceId().then((id) =>
          folderNames(
            client,
            { workspaceId: id, environment: settings.environment, path },
            abandon.signal,
          ),
        );
        namesByPath.set(path, names);
      }
      return names;
    },
  };
  return all(
    fetched.map(async (one) =>
      check(one)
        ? { path: one.path, ...(await keepWithinPath(one.path, one.listing, lookups)) }
        : one,
    ),
  );
}
