import type { InfisicalClient } from '../api/client.js';
import type { MainSettings } from '../settings/main.js';
import type { PathListing } from './merge.js';

/** Lists every requested path at once; any failure fails the whole fetch. */
export function fetchListings(
  client: InfisicalClient,
  settings: Pick<MainSettings, 'project' | 'environment' | 'paths' | 'includeImports' | 'recursive' | 'expandReferences' | 'tags'>,
): Promise<PathListing[]> {
  return Promise.all(
    settings.paths.map(async (path) => ({
      path,
      listing: await client.listSecrets({
        workspaceId: settings.project.id,
        workspaceSlug: settings.project.slug,
        environment: settings.environment,
        secretPath: path,
        includeImports: settings.includeImports,
        recursive: settings.recursive,
        expandSecretReferences: settings.expandReferences,
        tagSlugs: settings.tags,
      }),
    })),
  );
}
