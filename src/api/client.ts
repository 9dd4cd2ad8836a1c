import { ApprovalPendingError, approvalIn } from './approval.js';
import * as check from './answers.js';
import { AnswerShapeError } from './answers.js';
import { Caller, type CallerOptions } from './caller.js';
import { ApiError, isApiNotFound } from './errors.js';
import { CALL_LABELS, type CallKind } from './kinds.js';
import { secretListingReader } from './listing-json.js';
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
    return this.#get(
      'identities:get-universal-auth',
      `/api/v1/auth/universal-auth/identities/${seg(identityId)}`,
      check.universalAuth,
    );
  }

  // --- operation 2: projects ------------------------------------------------------------------

  async createProject(request: T.CreateProjectRequest): Promise<T.Project> {
    return this.#write(
      'projects:create',
      'POST',
      '/api/v2/workspace',
      check.createdProject,
      request,
    );
  }

  /** Resolves a project slug (for operations whose paths take a project id). */
  async getProjectBySlug(slug: string): Promise<T.Project> {
    return this.#get('projects:get-by-slug', `/api/v2/workspace/${seg(slug)}`, check.projectBySlug);
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
    return this.#get('projects:get', `/api/v1/workspace/${seg(projectId)}`, check.projectById);
  }

  // --- operations 3 and 4: tags ---------------------------------------------------------------

  async createTag(projectId: string, request: T.CreateTagRequest): Promise<T.WorkspaceTag> {
    return this.#write(
      'tags:create',
      'POST',
      `/api/v1/workspace/${seg(projectId)}/tags`,
      check.tag,
      request,
    );
  }

  async listTags(projectId: string): Promise<T.WorkspaceTag[]> {
    return this.#get('tags:list', `/api/v1/workspace/${seg(projectId)}/tags`, check.tags);
  }

  // --- operation 5 (and create): environments -------------------------------------------------

  async createEnvironment(
    projectId: string,
    request: { name: string; slug: string },
  ): Promise<T.EnvironmentResponse> {
    return this.#write(
      'environments:create',
      'POST',
      `/api/v1/workspace/${seg(projectId)}/environments`,
      check.environmentAnswer<T.EnvironmentResponse>,
      request,
    );
  }

  async deleteEnvironment(
    projectId: string,
    environmentId: string,
  ): Promise<T.EnvironmentResponse> {
    return this.#write(
      'environments:delete',
      'DELETE',
      `/api/v1/workspace/${seg(projectId)}/environments/${seg(environmentId)}`,
      check.environmentAnswer<T.EnvironmentResponse>,
    );
  }

  /** Reads an environment by id (the project it belongs to is in the answer). */
  async getEnvironment(environmentId: string): Promise<T.Environment> {
    const body = await this.#get(
      'environments:get',
      `/api/v1/workspace/environments/${seg(environmentId)}`,
      check.environmentAnswer<{ environment: T.Environment }>,
    );
    return body.environment;
  }

  // --- operation 6: secrets -------------------------------------------------------------------

  async listSecrets(query: T.ListSecretsQuery, signal?: AbortSignal): Promise<T.SecretList> {
    const bool = (value: boolean | undefined): string | undefined =>
      value === undefined ? undefined : value ? 'true' : 'false';
    const call = {
      kind: 'secrets:list',
      operation: `list secrets of ${query.environment}:${query.secretPath}`,
      method: 'GET',
      path: '/api/v3/secrets/raw',
    } as const;
    const body = await this.#caller.send<unknown>({
      ...call,
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
      read: secretListingReader,
    });
    const listing = answer(call, body, check.secretList);
    return { secrets: listing.secrets, imports: listing.imports ?? [] };
  }

  // --- operations 7, 8, 9 (and list): secret imports ------------------------------------------

  async createSecretImport(request: T.CreateSecretImportRequest): Promise<T.SecretImport> {
    return this.#write(
      'imports:create',
      'POST',
      '/api/v1/secret-imports',
      check.secretImport,
      request,
    );
  }

  async updateSecretImport(
    id: string,
    request: T.UpdateSecretImportRequest,
  ): Promise<T.SecretImport> {
    return this.#write(
      'imports:update',
      'PATCH',
      `/api/v1/secret-imports/${seg(id)}`,
      check.secretImport,
      request,
    );
  }

  async deleteSecretImport(id: string, location: T.SecretImportLocation): Promise<T.SecretImport> {
    return this.#write(
      'imports:delete',
      'DELETE',
      `/api/v1/secret-imports/${seg(id)}`,
      check.secretImport,
      location,
    );
  }

  async listSecretImports(location: T.SecretImportLocation): Promise<T.SecretImport[]> {
    return this.#get(
      'imports:list',
      '/api/v1/secret-imports',
      check.secretImports,
      inFolder(location),
    );
  }

  // --- operations 10 and 11: organization memberships -----------------------------------------

  async listMemberships(organizationId: string): Promise<T.OrgMembership[]> {
    const path = `/api/v2/organizations/${seg(organizationId)}/memberships`;
    return this.#get('memberships:list', path, (body) => {
      if (body === undefined) throw userCredentialsOnly('memberships:list', 'GET', path);
      return check.memberships(body);
    });
  }

  async deleteMembership(organizationId: string, membershipId: string): Promise<T.OrgMembership> {
    const kind = 'memberships:delete';
    const path = `/api/v2/organizations/${seg(organizationId)}/memberships/${seg(membershipId)}`;
    return this.#write(kind, 'DELETE', path, (body) => {
      if (body === undefined) throw userCredentialsOnly(kind, 'DELETE', path);
      return check.membership(body);
    });
  }

  // --- operation 12: snapshots ----------------------------------------------------------------

  async listSnapshots(projectId: string, query: T.ListSnapshotsQuery): Promise<T.SecretSnapshot[]> {
    const call = {
      kind: 'snapshots:list',
      operation: CALL_LABELS['snapshots:list'],
      method: 'GET',
      path: `/api/v1/workspace/${seg(projectId)}/secret-snapshots`,
    } as const;
    const body = await this.#caller.send<unknown>({
      ...call,
      query: {
        environment: query.environment,
        path: query.path,
        offset: String(query.offset),
        limit: String(query.limit),
      },
      authenticated: true,
      safeToRepeat: true,
    });
    return answer(call, body, check.snapshots);
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
    return this.#write(
      kind,
      method,
      path,
      (body) => {
        // A secret approval policy: the server opened a change request and wrote nothing.
        const approval = approvalIn(body);
        if (approval) {
          throw new ApprovalPendingError(
            { kind, operation: CALL_LABELS[kind], method, path },
            approval,
          );
        }
        return check.writtenSecrets(body);
      },
      { ...location, secrets },
    );
  }

  // --- tags by slug ---------------------------------------------------------------------------

  /** The project's tag with this slug, or undefined when there is none (the API's own 404). */
  async findTagBySlug(projectId: string, slug: string): Promise<T.WorkspaceTag | undefined> {
    try {
      return await this.#get(
        'tags:get-by-slug',
        `/api/v1/workspace/${seg(projectId)}/tags/slug/${seg(slug)}`,
        check.tag,
      );
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
    return this.#write('folders:create', 'POST', '/api/v1/folders', check.folder, {
      ...location,
      name,
    });
  }

  /**
   * Deletes a folder with everything in it; `location.path` is its parent. The server takes a
   * UUID as the folder's id and anything else as its name in that parent.
   */
  async deleteFolder(location: T.FolderLocation, idOrName: string): Promise<T.Folder> {
    return this.#write(
      'folders:delete',
      'DELETE',
      `/api/v1/folders/${seg(idOrName)}`,
      check.folder,
      location,
    );
  }

  /** The direct sub-folders of a folder (an empty list when the folder does not exist). */
  async listFolders(location: T.FolderLocation, signal?: AbortSignal): Promise<T.Folder[]> {
    return this.#get('folders:list', '/api/v1/folders', check.folders, inFolder(location), signal);
  }

  // --- helpers --------------------------------------------------------------------------------

  async #login(kind: CallKind, path: string, body: object): Promise<T.AccessTokenResponse> {
    const call = { kind, operation: CALL_LABELS[kind], method: 'POST', path } as const;
    // A repeated login only mints another short-lived token, so retrying is harmless.
    const response = await this.#caller.send<unknown>({
      ...call,
      body,
      authenticated: false,
      safeToRepeat: true,
    });
    return answer(call, response, check.accessToken);
  }

  async #get<R>(
    kind: CallKind,
    path: string,
    checkAnswer: (body: unknown) => R,
    query?: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<R> {
    const call = { kind, operation: CALL_LABELS[kind], method: 'GET', path } as const;
    const body = await this.#caller.send<unknown>({
      ...call,
      query,
      authenticated: true,
      safeToRepeat: true,
      signal,
    });
    return answer(call, body, checkAnswer);
  }

  /**
   * A request that changes state: never repeated after an answer that may come after the server
   * acted (the error says so, and the sub-action settles it by looking).
   */
  async #write<R>(
    kind: CallKind,
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    checkAnswer: (body: unknown) => R,
    body?: unknown,
  ): Promise<R> {
    const call = { kind, operation: CALL_LABELS[kind], method, path };
    const answered = await this.#caller.send<unknown>({
      ...call,
      body,
      authenticated: true,
      safeToRepeat: false,
    });
    return answer(call, answered, checkAnswer);
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

/**
 * The answer of a call, checked: a field without the type the code relies on is the call's error,
 * naming the operation, the request and the field, never the field's value.
 */
function answer<R>(
  call: { kind: CallKind; operation: string; method: string; path: string },
  body: unknown,
  checkAnswer: (body: unknown) => R,
): R {
  try {
    return checkAnswer(body);
  } catch (error) {
    if (!(error instanceof AnswerShapeError)) throw error;
    throw new ApiError({
      ...call,
      code: 'BAD_ANSWER',
      serverMessage: `the answer is not what this API sends: ${error.message}`,
    });
  }
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
