import { ApprovalPendingError, approvalIn } from './approval.js';
import { Caller, type CallerOptions } from './caller.js';
import { ApiError, isApiNotFound } from './errors.js';
import { CALL_LABELS, type CallKind } from './kinds.js';
import type * as T from './types.js';

const seg = encodeURIComponent;

/**
 * Typed client of the secrets-management API: one method per operation, each naming the
 * operation for error messages and saying whether a retry after an unknown outcome is harmless.
 */
export class InfisicalClient {
  readonly #caller: Caller;

  constructor(options: CallerOptions) {
    this.#caller = new Caller(options);
  }

  /** Uses this access token for every authenticated call from now on. */
  useAccessToken(token: string | undefined): void {
    this.#caller.accessToken = token;
  }

  /**
   * A write failed with its outcome unknown and looking showed it was not applied: waits as a
   * retry would, and says whether to send it again (see {@link Caller.waitToResend}).
   */
  waitToResend(error: ApiError, sends: number, spentMs: number): Promise<number | undefined> {
    return this.#caller.waitToResend(error, sends, spentMs);
  }

  // --- authentication -------------------------------------------------------------------------

  loginUniversal(clientId: string, clientSecret: string): Promise<T.AccessTokenResponse> {
    return this.#login('login:universal', '/api/v1/auth/universal-auth/login', {
      clientId,
      clientSecret,
    });
  }

  loginOidc(body: T.MachineLogin): Promise<T.AccessTokenResponse> {
    return this.#login('login:oidc', '/api/v1/auth/oidc-auth/login', body);
  }

  loginAwsIam(body: {
    identityId: string;
    iamHttpRequestMethod: string;
    iamRequestBody: string;
    iamRequestHeaders: string;
  }): Promise<T.AccessTokenResponse> {
    return this.#login('login:aws-iam', '/api/v1/auth/aws-auth/login', body);
  }

  loginKubernetes(body: T.MachineLogin): Promise<T.AccessTokenResponse> {
    return this.#login('login:kubernetes', '/api/v1/auth/kubernetes-auth/login', body);
  }

  loginJwt(body: T.MachineLogin): Promise<T.AccessTokenResponse> {
    return this.#login('login:jwt', '/api/v1/auth/jwt-auth/login', body);
  }

  loginAzure(body: T.MachineLogin): Promise<T.AccessTokenResponse> {
    return this.#login('login:azure', '/api/v1/auth/azure-auth/login', body);
  }

  loginGcpIdToken(body: T.MachineLogin): Promise<T.AccessTokenResponse> {
    return this.#login('login:gcp-id-token', '/api/v1/auth/gcp-auth/login', body);
  }

  renewToken(accessToken: string): Promise<T.AccessTokenResponse> {
    return this.#login('token:renew', '/api/v1/auth/token/renew', { accessToken });
  }

  async revokeToken(accessToken: string): Promise<void> {
    await this.#caller.send({
      kind: 'token:revoke',
      operation: CALL_LABELS['token:revoke'],
      method: 'POST',
      path: '/api/v1/auth/token/revoke',
      body: { accessToken },
      authenticated: false,
      safeToRepeat: true,
    });
  }

  // --- operation 1: identities ----------------------------------------------------------------

  async getUniversalAuth(identityId: string): Promise<T.IdentityUniversalAuth> {
    const body = await this.#get<{ identityUniversalAuth: T.IdentityUniversalAuth }>(
      'identities:get-universal-auth',
      `/api/v1/auth/universal-auth/identities/${seg(identityId)}`,
    );
    return field(body, 'identityUniversalAuth', 'identities:get-universal-auth');
  }

  // --- operation 2: projects ------------------------------------------------------------------

  async createProject(request: T.CreateProjectRequest): Promise<T.Project> {
    const body = await this.#write<{ project: T.Project }>(
      'projects:create',
      'POST',
      '/api/v2/workspace',
      request,
    );
    return field(body, 'project', 'projects:create');
  }

  /** Resolves a project slug (for operations whose paths take a project id). */
  async getProjectBySlug(slug: string): Promise<T.Project> {
    const body = await this.#get<T.Project | { project: T.Project }>(
      'projects:get-by-slug',
      `/api/v2/workspace/${seg(slug)}`,
    );
    const project = body && 'project' in body ? body.project : body;
    if (!project || typeof project.id !== 'string') throw unexpected('projects:get-by-slug', 'id');
    return project;
  }

  /**
   * The project with this slug, or undefined when there is none. The server resolves a slug in
   * the caller's organization only (slugs are unique per organization), so a project of another
   * organization is never found. The captured server answers an unknown slug with a 500 ("Failed
   * to find project by slug"), newer ones with the API's own 404; any other failure (a proxy's
   * 404 page included) is thrown.
   */
  async findProjectBySlug(slug: string): Promise<T.Project | undefined> {
    try {
      return await this.getProjectBySlug(slug);
    } catch (error) {
      if (
        isApiNotFound(error) ||
        (error instanceof ApiError &&
          error.status === 500 &&
          error.details.serverError === 'Failed to find project by slug')
      ) {
        return undefined;
      }
      throw error;
    }
  }

  /** Reads a project by id, with its environments (to resolve an environment slug to its id). */
  async getProject(projectId: string): Promise<T.Project> {
    const body = await this.#get<{ workspace: T.Project }>(
      'projects:get',
      `/api/v1/workspace/${seg(projectId)}`,
    );
    const project = field(body, 'workspace', 'projects:get');
    if (!Array.isArray(project.environments))
      throw unexpected('projects:get', 'workspace.environments');
    return project;
  }

  // --- operations 3 and 4: tags ---------------------------------------------------------------

  async createTag(projectId: string, request: T.CreateTagRequest): Promise<T.WorkspaceTag> {
    const body = await this.#write<{ workspaceTag: T.WorkspaceTag }>(
      'tags:create',
      'POST',
      `/api/v1/workspace/${seg(projectId)}/tags`,
      request,
    );
    return field(body, 'workspaceTag', 'tags:create');
  }

  async listTags(projectId: string): Promise<T.WorkspaceTag[]> {
    const body = await this.#get<{ workspaceTags: T.WorkspaceTag[] }>(
      'tags:list',
      `/api/v1/workspace/${seg(projectId)}/tags`,
    );
    return list(body, 'workspaceTags', 'tags:list');
  }

  // --- operation 5 (and create): environments -------------------------------------------------

  async createEnvironment(
    projectId: string,
    request: { name: string; slug: string },
  ): Promise<T.EnvironmentResponse> {
    const body = await this.#write<T.EnvironmentResponse>(
      'environments:create',
      'POST',
      `/api/v1/workspace/${seg(projectId)}/environments`,
      request,
    );
    // `field` fails unless the answer holds the environment; the other fields come along as sent.
    return {
      ...(body as T.EnvironmentResponse),
      environment: field(body, 'environment', 'environments:create'),
    };
  }

  async deleteEnvironment(
    projectId: string,
    environmentId: string,
  ): Promise<T.EnvironmentResponse> {
    const body = await this.#write<T.EnvironmentResponse>(
      'environments:delete',
      'DELETE',
      `/api/v1/workspace/${seg(projectId)}/environments/${seg(environmentId)}`,
    );
    // `field` fails unless the answer holds the environment; the other fields come along as sent.
    return {
      ...(body as T.EnvironmentResponse),
      environment: field(body, 'environment', 'environments:delete'),
    };
  }

  /** Reads an environment by id (the project it belongs to is in the answer). */
  async getEnvironment(environmentId: string): Promise<T.Environment> {
    const body = await this.#get<{ environment: T.Environment }>(
      'environments:get',
      `/api/v1/workspace/environments/${seg(environmentId)}`,
    );
    return field(body, 'environment', 'environments:get');
  }

  // --- operation 6: secrets -------------------------------------------------------------------

  async listSecrets(query: T.ListSecretsQuery, signal?: AbortSignal): Promise<T.SecretList> {
    const bool = (value: boolean | undefined): string | undefined =>
      value === undefined ? undefined : value ? 'true' : 'false';
    const body = await this.#caller.send<T.SecretList>({
      kind: 'secrets:list',
      operation: `list secrets of ${query.environment}:${query.secretPath}`,
      method: 'GET',
      path: '/api/v3/secrets/raw',
      query: {
        // The server prefers the id when both are sent; send only one so it is unambiguous.
        workspaceId: query.workspaceId,
        workspaceSlug: query.workspaceId ? undefined : query.workspaceSlug,
        environment: query.environment,
        secretPath: query.secretPath,
        // snake_case is the only spelling the server reads; the values must be literal strings.
        include_imports: bool(query.includeImports),
        recursive: bool(query.recursive),
        expandSecretReferences: bool(query.expandSecretReferences),
        tagSlugs:
          query.tagSlugs && query.tagSlugs.length > 0 ? query.tagSlugs.join(',') : undefined,
      },
      authenticated: true,
      safeToRepeat: true,
      signal,
    });
    const secrets = list(body, 'secrets', 'secrets:list');
    const imports = body?.imports ?? [];
    if (!Array.isArray(imports)) throw unexpected('secrets:list', 'imports');
    return { secrets, imports };
  }

  // --- operations 7, 8, 9 (and list): secret imports ------------------------------------------

  async createSecretImport(request: T.CreateSecretImportRequest): Promise<T.SecretImport> {
    const body = await this.#write<T.SecretImportResponse>(
      'imports:create',
      'POST',
      '/api/v1/secret-imports',
      request,
    );
    return field(body, 'secretImport', 'imports:create');
  }

  async updateSecretImport(
    id: string,
    request: T.UpdateSecretImportRequest,
  ): Promise<T.SecretImport> {
    const body = await this.#write<T.SecretImportResponse>(
      'imports:update',
      'PATCH',
      `/api/v1/secret-imports/${seg(id)}`,
      request,
    );
    return field(body, 'secretImport', 'imports:update');
  }

  async deleteSecretImport(id: string, location: T.SecretImportLocation): Promise<T.SecretImport> {
    const body = await this.#write<T.SecretImportResponse>(
      'imports:delete',
      'DELETE',
      `/api/v1/secret-imports/${seg(id)}`,
      location,
    );
    return field(body, 'secretImport', 'imports:delete');
  }

  async listSecretImports(location: T.SecretImportLocation): Promise<T.SecretImport[]> {
    const body = await this.#get<{ secretImports: T.SecretImport[] }>(
      'imports:list',
      '/api/v1/secret-imports',
      inFolder(location),
    );
    return list(body, 'secretImports', 'imports:list');
  }

  // --- operations 10 and 11: organization memberships -----------------------------------------

  async listMemberships(organizationId: string): Promise<T.OrgMembership[]> {
    const path = `/api/v2/organizations/${seg(organizationId)}/memberships`;
    const body = await this.#get<{ users: T.OrgMembership[] }>('memberships:list', path);
    if (body === undefined) throw userCredentialsOnly('memberships:list', 'GET', path);
    return list(body, 'users', 'memberships:list');
  }

  async deleteMembership(organizationId: string, membershipId: string): Promise<T.OrgMembership> {
    const kind = 'memberships:delete';
    const path = `/api/v2/organizations/${seg(organizationId)}/memberships/${seg(membershipId)}`;
    const body = await this.#write<{ membership: T.OrgMembership }>(kind, 'DELETE', path);
    if (body === undefined) throw userCredentialsOnly(kind, 'DELETE', path);
    return field(body, 'membership', kind);
  }

  // --- operation 12: snapshots ----------------------------------------------------------------

  async listSnapshots(projectId: string, query: T.ListSnapshotsQuery): Promise<T.SecretSnapshot[]> {
    const body = await this.#caller.send<{ secretSnapshots: T.SecretSnapshot[] }>({
      kind: 'snapshots:list',
      operation: CALL_LABELS['snapshots:list'],
      method: 'GET',
      path: `/api/v1/workspace/${seg(projectId)}/secret-snapshots`,
      query: {
        environment: query.environment,
        path: query.path,
        offset: String(query.offset),
        limit: String(query.limit),
      },
      authenticated: true,
      safeToRepeat: true,
    });
    return list(body, 'secretSnapshots', 'snapshots:list');
  }

  // --- writing secrets (batches: each is all or nothing on the server) ------------------------

  /** Creates secrets that do not exist yet; fails whole if any exists. */
  async createSecrets(
    location: T.SecretWriteLocation,
    secrets: readonly T.SecretWrite[],
  ): Promise<T.WrittenSecret[]> {
    return this.#batch('secrets:create-batch', 'POST', location, secrets);
  }

  /** Updates existing secrets; fails whole if any is missing. Repeating it sets the same values. */
  async updateSecrets(
    location: T.SecretWriteLocation,
    secrets: readonly T.SecretWrite[],
  ): Promise<T.WrittenSecret[]> {
    return this.#batch('secrets:update-batch', 'PATCH', location, secrets);
  }

  /** Deletes secrets; fails whole if any is missing. */
  async deleteSecrets(
    location: T.SecretWriteLocation,
    keys: readonly string[],
  ): Promise<T.WrittenSecret[]> {
    return this.#batch(
      'secrets:delete-batch',
      'DELETE',
      location,
      keys.map((secretKey) => ({ secretKey })),
    );
  }

  async #batch(
    kind: CallKind,
    method: 'POST' | 'PATCH' | 'DELETE',
    location: T.SecretWriteLocation,
    secrets: readonly object[],
  ): Promise<T.WrittenSecret[]> {
    const path = '/api/v3/secrets/batch/raw';
    const body = await this.#write<{ secrets: T.WrittenSecret[] }>(kind, method, path, {
      ...location,
      secrets,
    });
    // A secret approval policy: the server opened a change request and wrote nothing.
    const approval = approvalIn(body);
    if (approval) {
      throw new ApprovalPendingError(
        { kind, operation: CALL_LABELS[kind], method, path },
        approval,
      );
    }
    return list(body, 'secrets', kind);
  }

  // --- tags by slug ---------------------------------------------------------------------------

  /** The project's tag with this slug, or undefined when there is none (the API's own 404). */
  async findTagBySlug(projectId: string, slug: string): Promise<T.WorkspaceTag | undefined> {
    try {
      const body = await this.#get<{ workspaceTag: T.WorkspaceTag }>(
        'tags:get-by-slug',
        `/api/v1/workspace/${seg(projectId)}/tags/slug/${seg(slug)}`,
      );
      return field(body, 'workspaceTag', 'tags:get-by-slug');
    } catch (error) {
      if (isApiNotFound(error)) return undefined;
      throw error;
    }
  }

  // --- folders ----------------------------------------------------------------------------------

  /**
   * Creates a folder (and any missing parent). The server answers an existing folder with that
   * folder; still, a lost answer is settled by looking, as for every write.
   */
  async createFolder(location: T.FolderLocation, name: string): Promise<T.Folder> {
    const body = await this.#write<{ folder: T.Folder }>(
      'folders:create',
      'POST',
      '/api/v1/folders',
      {
        ...location,
        name,
      },
    );
    return field(body, 'folder', 'folders:create');
  }

  /**
   * Deletes a folder with everything in it; `location.path` is its parent. The server takes a
   * UUID as the folder's id and anything else as its name in that parent.
   */
  async deleteFolder(location: T.FolderLocation, idOrName: string): Promise<T.Folder> {
    const body = await this.#write<{ folder: T.Folder }>(
      'folders:delete',
      'DELETE',
      `/api/v1/folders/${seg(idOrName)}`,
      location,
    );
    return field(body, 'folder', 'folders:delete');
  }

  /** The direct sub-folders of a folder (an empty list when the folder does not exist). */
  async listFolders(location: T.FolderLocation, signal?: AbortSignal): Promise<T.Folder[]> {
    const body = await this.#get<{ folders: T.Folder[] }>(
      'folders:list',
      '/api/v1/folders',
      inFolder(location),
      signal,
    );
    return list(body, 'folders', 'folders:list');
  }

  // --- helpers --------------------------------------------------------------------------------

  async #login(kind: CallKind, path: string, body: object): Promise<T.AccessTokenResponse> {
    // A repeated login only mints another short-lived token, so retrying is harmless.
    const response = await this.#caller.send<T.AccessTokenResponse>({
      kind,
      operation: CALL_LABELS[kind],
      method: 'POST',
      path,
      body,
      authenticated: false,
      safeToRepeat: true,
    });
    if (!response || typeof response.accessToken !== 'string' || response.accessToken === '') {
      throw unexpected(kind, 'accessToken');
    }
    return response;
  }

  #get<R>(
    kind: CallKind,
    path: string,
    query?: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<R | undefined> {
    return this.#caller.send<R>({
      kind,
      operation: CALL_LABELS[kind],
      method: 'GET',
      path,
      query,
      authenticated: true,
      safeToRepeat: true,
      signal,
    });
  }

  /**
   * A request that changes state: never repeated after an answer that may come after the server
   * acted (the error says so, and the sub-action settles it by looking).
   */
  #write<R>(
    kind: CallKind,
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<R | undefined> {
    return this.#caller.send<R>({
      kind,
      operation: CALL_LABELS[kind],
      method,
      path,
      body,
      authenticated: true,
      safeToRepeat: false,
    });
  }
}

/** The query naming a folder of an environment, as the listing routes take it. */
function inFolder(location: {
  workspaceId: string;
  environment: string;
  path: string;
}): Record<string, string> {
  const { workspaceId, environment, path } = location;
  return { workspaceId, environment, path };
}

function field<R, K extends keyof R>(
  body: R | undefined,
  key: K,
  kind: CallKind,
): NonNullable<R[K]> {
  const value = body?.[key];
  if (value === undefined || value === null || typeof value !== 'object')
    throw unexpected(kind, String(key));
  return value as NonNullable<R[K]>;
}

function list<R, K extends keyof R>(body: R | undefined, key: K, kind: CallKind): R[K] {
  const value = body?.[key];
  if (!Array.isArray(value)) throw unexpected(kind, String(key));
  return value;
}

function unexpected(kind: CallKind, key: string): ApiError {
  return new ApiError({
    kind,
    operation: CALL_LABELS[kind],
    method: '',
    path: '',
    code: 'BAD_JSON',
    serverMessage: `the server's answer has no \`${key}\` (is \`domain\` an API of this kind?)`,
  });
}

function userCredentialsOnly(kind: CallKind, method: string, path: string): ApiError {
  return new ApiError({
    kind,
    operation: CALL_LABELS[kind],
    method,
    path,
    status: 200,
    serverMessage:
      'the server answered with an empty body and did nothing: organization memberships are served only to user credentials, not to a machine identity',
  });
}
