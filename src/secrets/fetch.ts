import type { InfisicalClient } from '../api/client.js';
import type { SelectionSettings } from '../settings/selection.js';
import type { PathListing } from './merge.js';

/**
 * Lists every requested path at once; any failure fails the whole fetch. The first failure
 * abandons the other listings, in flight or waiting to retry: the job has failed, and waiting
 * out their retries (minutes, under a rate limit) would only hold the job and load the server.
 */
export function fetchListings(
  client: InfisicalClient,
  settings: Pick<
    SelectionSettings,
    | 'project'
    | 'environment'
    | 'paths'
    | 'includeImports'
    | 'recursive'
    | 'expandReferences'
    | 'tags'
  >,
  /** Called with each listing the moment it arrives (to mask its values before anything else). */
  onListing: (listing: PathListing) => void = () => {},
): Promise<PathListing[]> {
  const abandon = new AbortController();
  return Promise.all(
    settings.paths.map(async (path) => {
      try {
        const listing = await client.listSecrets(
          {
            workspaceId: settings.project.id,
            workspaceSlug: settings.project.slug,
            environment: settings.environment,
            secretPath: path,
            includeImports: settings.includeImports,
            recursive: settings.recursive,
            expandSecretReferences: settings.expandReferences,
            tagSlugs: settings.tags,
          },
          abandon.signal,
        );
        onListing({ path, listing });
        return { path, listing };
      } catch (error) {
        abandon.abort();
        throw error;
      }
    }),
  );
}
