import type * as T from './types.js';

/**
 * Where each call is sent: the routes the client has always used ("legacy") and, for the ones
 * the server now registers from routers it names deprecated, their successors. The client sends
 * the legacy route (every server has it today) until a server answers one with its router's
 * unknown-route 404; from then on it sends the successor of every call, for the rest of the run
 * (see `InfisicalClient`). Facts from the current server's source, `Infisical/infisical`:
 *
 * | call kind                        | legacy route                                  | successor                                            |
 * |----------------------------------|-----------------------------------------------|------------------------------------------------------|
 * | secrets:list                     | GET /api/v3/secrets/raw (workspaceId or Slug) | GET /api/v4/secrets (projectId: a slug is resolved)  |
 * | secrets:create/update/delete-batch | POST/PATCH/DELETE /api/v3/secrets/batch/raw | POST/PATCH/DELETE /api/v4/secrets/batch (projectId)  |
 * | folders:create, list, delete     | /api/v1/folders[/:idOrName] (workspaceId)     | /api/v2/folders[/:idOrName] (projectId)              |
 * | imports:create, update, delete, list | /api/v1/secret-imports[/:id] (workspaceId) | /api/v2/secret-imports[/:id] (projectId)             |
 * | projects:create                  | POST /api/v2/workspace                        | POST /api/v1/projects                                |
 * | projects:get                     | GET /api/v1/workspace/:id → {workspace}       | GET /api/v1/projects/:id → {project}                 |
 * | projects:get-by-slug             | GET /api/v2/workspace/:slug                   | GET /api/v1/projects/slug/:slug                      |
 * | tags:create, list, get-by-slug   | /api/v1/workspace/:id/tags… → {workspaceTag(s)} | /api/v1/projects/:id/tags… → {tag(s)}              |
 * | environments:create, delete      | /api/v1/workspace/:id/environments[/:envId]   | /api/v1/projects/:id/environments[/:envId]           |
 * | environments:get                 | GET /api/v1/workspace/environments/:envId     | GET /api/v1/projects/:id/environments/:envId         |
 * | snapshots:list                   | GET /api/v1/workspace/:id/secret-snapshots    | GET /api/v1/projects/:id/secret-snapshots            |
 * | logins, token:renew, token:revoke, identities:get-universal-auth, memberships:list/delete | unchanged: no successor | |
 *
 * Sources: backend/src/server/routes/v4/secret-router.ts (listing query and answer, batch
 * bodies, `mode` of the PATCH batch), v3/index.ts (the deprecated secret routers),
 * v2/index.ts with v2/secret-folder-router.ts and v2/secret-import-router.ts (`projectId`, same
 * answers; a folder delete refuses a folder with anything in it unless `forceDelete`),
 * v1/index.ts (`/workspace` served by deprecated routers, `/projects` by project-router.ts,
 * project-env-router.ts and secret-tag-router.ts), backend/src/ee/routes/v1/index.ts and
 * ee/routes/v1/project-router.ts (snapshots under `/projects`).
 */

/** One request, as the caller sends it. */
export interface Routed {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path with its parameters already encoded. */
  readonly path: string;
  readonly query?: Record<string, string | undefined>;
  readonly body?: unknown;
}

const seg = encodeURIComponent;
const bool = (value: boolean | undefined): string | undefined =>
  value === undefined ? undefined : value ? 'true' : 'false';

// --- secrets ------------------------------------------------------------------------------------

/** The listing's options, as both listing routes read them. */
function listingOptions(query: T.ListSecretsQuery): Record<string, string | undefined> {
  return {
    environment: query.environment,
    secretPath: query.secretPath,
    // snake_case is the only spelling the server reads; the values must be literal strings.
    include_imports: bool(query.includeImports),
    recursive: bool(query.recursive),
    expandSecretReferences: bool(query.expandSecretReferences),
    tagSlugs: query.tagSlugs && query.tagSlugs.length > 0 ? query.tagSlugs.join(',') : undefined,
  };
}

export const listSecrets = {
  legacy: (query: T.ListSecretsQuery): Routed => ({
    method: 'GET',
    path: '/api/v3/secrets/raw',
    query: {
      // The server prefers the id when both are sent; send only one so it is unambiguous.
      workspaceId: query.workspaceId,
      workspaceSlug: query.workspaceId ? undefined : query.workspaceSlug,
      ...listingOptions(query),
    },
  }),
  /** `projectId` only (no slug); `viewSecretValue` is left to its default, true. */
  successor: (query: T.ListSecretsQuery, projectId: string): Routed => ({
    method: 'GET',
    path: '/api/v4/secrets',
    query: { projectId, ...listingOptions(query) },
  }),
};

type BatchMethod = 'POST' | 'PATCH' | 'DELETE';

export const secretsBatch = {
  legacy: (
    method: BatchMethod,
    location: T.SecretWriteLocation,
    secrets: readonly object[],
  ): Routed => ({
    method,
    path: '/api/v3/secrets/batch/raw',
    body: { ...location, secrets },
  }),
  /**
   * `projectId` only. The PATCH says `mode: failOnNotFound` (its default): a batch update of a
   * key that is not there fails whole, as the legacy route does, and never creates it.
   */
  successor: (
    method: BatchMethod,
    location: T.SecretWriteLocation,
    secrets: readonly object[],
    projectId: string,
  ): Routed => ({
    method,
    path: '/api/v4/secrets/batch',
    body: {
      projectId,
      environment: location.environment,
      secretPath: location.secretPath,
      ...(method === 'PATCH' ? { mode: 'failOnNotFound' } : {}),
      secrets,
    },
  }),
};

// --- folders and imports: the same routes one version up, `projectId` for `workspaceId` -------

type InFolder = { readonly workspaceId: string };

/** A location or request with `projectId` in place of `workspaceId`. */
function byProjectId<L extends InFolder>(
  location: L,
): Omit<L, 'workspaceId'> & { projectId: string } {
  const { workspaceId, ...rest } = location;
  return { projectId: workspaceId, ...rest };
}

export const folders = {
  create: {
    legacy: (location: T.FolderLocation, name: string): Routed => ({
      method: 'POST',
      path: '/api/v1/folders',
      body: { ...location, name },
    }),
    successor: (location: T.FolderLocation, name: string): Routed => ({
      method: 'POST',
      path: '/api/v2/folders',
      body: { ...byProjectId(location), name },
    }),
  },
  delete: {
    legacy: (location: T.FolderLocation, idOrName: string): Routed => ({
      method: 'DELETE',
      path: `/api/v1/folders/${seg(idOrName)}`,
      body: location,
    }),
    /**
     * `forceDelete`: the successor refuses a folder that holds secrets or sub-folders unless
     * asked to delete them too, which is what the legacy route always did.
     */
    successor: (location: T.FolderLocation, idOrName: string): Routed => ({
      method: 'DELETE',
      path: `/api/v2/folders/${seg(idOrName)}`,
      body: { ...byProjectId(location), forceDelete: true },
    }),
  },
  list: {
    legacy: (location: T.FolderLocation): Routed => ({
      method: 'GET',
      path: '/api/v1/folders',
      query: inFolderQuery(location),
    }),
    successor: (location: T.FolderLocation): Routed => ({
      method: 'GET',
      path: '/api/v2/folders',
      query: byProjectId(inFolderQuery(location)),
    }),
  },
};

export const imports = {
  create: {
    legacy: (request: T.CreateSecretImportRequest): Routed => ({
      method: 'POST',
      path: '/api/v1/secret-imports',
      body: request,
    }),
    successor: (request: T.CreateSecretImportRequest): Routed => ({
      method: 'POST',
      path: '/api/v2/secret-imports',
      body: byProjectId(request),
    }),
  },
  update: {
    legacy: (id: string, request: T.UpdateSecretImportRequest): Routed => ({
      method: 'PATCH',
      path: `/api/v1/secret-imports/${seg(id)}`,
      body: request,
    }),
    successor: (id: string, request: T.UpdateSecretImportRequest): Routed => ({
      method: 'PATCH',
      path: `/api/v2/secret-imports/${seg(id)}`,
      body: byProjectId(request),
    }),
  },
  delete: {
    legacy: (id: string, location: T.SecretImportLocation): Routed => ({
      method: 'DELETE',
      path: `/api/v1/secret-imports/${seg(id)}`,
      body: location,
    }),
    successor: (id: string, location: T.SecretImportLocation): Routed => ({
      method: 'DELETE',
      path: `/api/v2/secret-imports/${seg(id)}`,
      body: byProjectId(location),
    }),
  },
  list: {
    legacy: (location: T.SecretImportLocation): Routed => ({
      method: 'GET',
      path: '/api/v1/secret-imports',
      query: inFolderQuery(location),
    }),
    successor: (location: T.SecretImportLocation): Routed => ({
      method: 'GET',
      path: '/api/v2/secret-imports',
      query: byProjectId(inFolderQuery(location)),
    }),
  },
};

/** The query naming a folder of an environment, as the listing routes take it. */
function inFolderQuery(location: { workspaceId: string; environment: string; path: string }): {
  workspaceId: string;
  environment: string;
  path: string;
} {
  const { workspaceId, environment, path } = location;
  return { workspaceId, environment, path };
}

// --- projects, tags, environments, snapshots: under /api/v1/projects ---------------------------

const project = (id: string): string => `/api/v1/projects/${seg(id)}`;
const workspace = (id: string): string => `/api/v1/workspace/${seg(id)}`;

export const projects = {
  create: {
    legacy: (request: T.CreateProjectRequest): Routed => ({
      method: 'POST',
      path: '/api/v2/workspace',
      body: request,
    }),
    successor: (request: T.CreateProjectRequest): Routed => ({
      method: 'POST',
      path: '/api/v1/projects',
      body: request,
    }),
  },
  get: {
    legacy: (id: string): Routed => ({ method: 'GET', path: workspace(id) }),
    successor: (id: string): Routed => ({ method: 'GET', path: project(id) }),
  },
  bySlug: {
    legacy: (slug: string): Routed => ({ method: 'GET', path: `/api/v2/workspace/${seg(slug)}` }),
    successor: (slug: string): Routed => ({
      method: 'GET',
      path: `/api/v1/projects/slug/${seg(slug)}`,
    }),
  },
};

export const tags = {
  create: {
    legacy: (projectId: string, request: T.CreateTagRequest): Routed => ({
      method: 'POST',
      path: `${workspace(projectId)}/tags`,
      body: request,
    }),
    /** The successor reads `slug` and `color` only (a tag's name is its slug there). */
    successor: (projectId: string, request: T.CreateTagRequest): Routed => ({
      method: 'POST',
      path: `${project(projectId)}/tags`,
      body: { slug: request.slug, color: request.color },
    }),
  },
  list: {
    legacy: (projectId: string): Routed => ({
      method: 'GET',
      path: `${workspace(projectId)}/tags`,
    }),
    successor: (projectId: string): Routed => ({
      method: 'GET',
      path: `${project(projectId)}/tags`,
    }),
  },
  bySlug: {
    legacy: (projectId: string, slug: string): Routed => ({
      method: 'GET',
      path: `${workspace(projectId)}/tags/slug/${seg(slug)}`,
    }),
    successor: (projectId: string, slug: string): Routed => ({
      method: 'GET',
      path: `${project(projectId)}/tags/slug/${seg(slug)}`,
    }),
  },
};

export const environments = {
  create: {
    legacy: (projectId: string, request: { name: string; slug: string }): Routed => ({
      method: 'POST',
      path: `${workspace(projectId)}/environments`,
      body: request,
    }),
    successor: (projectId: string, request: { name: string; slug: string }): Routed => ({
      method: 'POST',
      path: `${project(projectId)}/environments`,
      body: request,
    }),
  },
  delete: {
    legacy: (projectId: string, environmentId: string): Routed => ({
      method: 'DELETE',
      path: `${workspace(projectId)}/environments/${seg(environmentId)}`,
    }),
    successor: (projectId: string, environmentId: string): Routed => ({
      method: 'DELETE',
      path: `${project(projectId)}/environments/${seg(environmentId)}`,
    }),
  },
  /** The legacy route reads the environment by id alone; the successor's path names the project. */
  get: {
    legacy: (_projectId: string, environmentId: string): Routed => ({
      method: 'GET',
      path: `/api/v1/workspace/environments/${seg(environmentId)}`,
    }),
    successor: (projectId: string, environmentId: string): Routed => ({
      method: 'GET',
      path: `${project(projectId)}/environments/${seg(environmentId)}`,
    }),
  },
};

export const snapshots = {
  list: {
    legacy: (projectId: string, query: T.ListSnapshotsQuery): Routed => ({
      method: 'GET',
      path: `${workspace(projectId)}/secret-snapshots`,
      query: snapshotQuery(query),
    }),
    successor: (projectId: string, query: T.ListSnapshotsQuery): Routed => ({
      method: 'GET',
      path: `${project(projectId)}/secret-snapshots`,
      query: snapshotQuery(query),
    }),
  },
};

function snapshotQuery(query: T.ListSnapshotsQuery): Record<string, string> {
  return {
    environment: query.environment,
    path: query.path,
    offset: String(query.offset),
    limit: String(query.limit),
  };
}
