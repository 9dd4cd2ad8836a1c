import { Caller, type CallerOptions } from './caller.js';
import { ApiError } from './errors.js';
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

  // --- authentication -------------------------------------------------------------------------

  loginUniversal(clientId: string, clientSecret: string): Promise<T.AccessTokenResponse> {
    return this.#login('universal-auth login', '/api/v1/auth/universal-auth/login', {
      clientId,
      clientSecret,
    });
  }

  loginOidc(body: T.MachineLogin): Promise<T.AccessTokenResponse> {
    return this.#login('OIDC login', '/api/v1/auth/oidc-auth/login', body);
  }

  loginAwsIam(body: {
    identityId: string;
    iamHttpRequestMethod: string;
    iamRequestBody: string;
    iamRequestHeaders: string;
  }): Promise<T.AccessTokenResponse> {
    return this.#login('AWS IAM login', '/api/v1/auth/aws-auth/login', body);
  }

  loginKubernetes(body: T.MachineLogin): Promise<T.AccessTokenResponse> {
    return this.#login('Kubernetes login', '/api/v1/auth/kubernetes-auth/login', body);
  }

  loginJwt(body: T.MachineLogin): Promise<T.AccessTokenResponse> {
    return this.#login('JWT login', '/api/v1/auth/jwt-auth/login', body);
  }

  renewToken(accessToken: string): Promise<T.AccessTokenResponse> {
    return this.#login('renew access token', '/api/v1/auth/token/renew', { accessToken });
  }

  async revokeToken(accessToken: string): Promise<void> {
    await this.#caller.send({
      operation: 'revoke access token',
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
      'get universal-auth configuration',
      `/api/v1/auth/universal-auth/identities/${seg(identityId)}`,
    );
    return field(body, 'identityUniversalAuth', 'get universal-auth configuration');
  }

  // --- operation 2: projects ------------------------------------------------------------------

  async createProject(request: T.CreateProjectRequest): Promise<T.Project> {
    const body = await this.#write<{ project: T.Project }>(
      'create project',
      'POST',
      '/api/v2/workspace',
      request,
    );
    return field(body, 'project', 'create project');
  }

  /** Resolves a project slug (for operations whose paths take a project id). */
  async getProjectBySlug(slug: string): Promise<T.Project> {
    const body = await this.#get<T.Project | { project: T.Project }>(
      'get project by slug',
      `/api/v2/workspace/${seg(slug)}`,
    );
    const project = body && 'project' in body ? body.project : body;
    if (!project || typeof project.id !== 'string') throw unexpected('get project by slug', 'id');
    return project;
  }

  /** Reads a project by id, with its environments (to resolve an environment slug to its id). */
  async getProject(projectId: string): Promise<T.Project> {
    const body = await this.#get<{ workspace: T.Project }>(
      'get project',
      `/api/v1/workspace/${seg(projectId)}`,
    );
    const project = field(body, 'workspace', 'get project');
    if (!Array.isArray(project.environments))
      throw unexpected('get project', 'workspace.environments');
    return project;
  }

  // --- operations 3 and 4: tags ---------------------------------------------------------------

  async createTag(projectId: string, request: T.CreateTagRequest): Promise<T.WorkspaceTag> {
    const body = await this.#write<{ workspaceTag: T.WorkspaceTag }>(
      'create tag',
      'POST',
      `/api/v1/workspace/${seg(projectId)}/tags`,
      request,
    );
    return field(body, 'workspaceTag', 'create tag');
  }

  async listTags(projectId: string): Promise<T.WorkspaceTag[]> {
    const body = await this.#get<{ workspaceTags: T.WorkspaceTag[] }>(
      'list tags',
      `/api/v1/workspace/${seg(projectId)}/tags`,
    );
    return list(body, 'workspaceTags', 'list tags');
  }

  // --- operation 5 (and create): environments -------------------------------------------------

  async createEnvironment(
    projectId: string,
    request: { name: string; slug: string },
  ): Promise<T.EnvironmentResponse> {
    const body = await this.#write<T.EnvironmentResponse>(
      'create environment',
      'POST',
      `/api/v1/workspace/${seg(projectId)}/environments`,
      request,
    );
    // `field` fails unless the answer holds the environment; the other fields come along as sent.
    return {
      ...(body as T.EnvironmentResponse),
      environment: field(body, 'environment', 'create environment'),
    };
  }

  async deleteEnvironment(
    projectId: string,
    environmentId: string,
  ): Promise<T.EnvironmentResponse> {
    const body = await this.#write<T.EnvironmentResponse>(
      'delete environment',
      'DELETE',
      `/api/v1/workspace/${seg(projectId)}/environments/${seg(environmentId)}`,
    );
    // `field` fails unless the answer holds the environment; the other fields come along as sent.
    return {
      ...(body as T.EnvironmentResponse),
      environment: field(body, 'environment', 'delete environment'),
    };
  }

  // --- operation 6: secrets -------------------------------------------------------------------

  async listSecrets(query: T.ListSecretsQuery, signal?: AbortSignal): Promise<T.SecretList> {
    const bool = (value: boolean | undefined): string | undefined =>
      value === undefined ? undefined : value ? 'true' : 'false';
    const body = await this.#caller.send<T.SecretList>({
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
    const secrets = list(body, 'secrets', 'list secrets');
    const imports = body?.imports ?? [];
    if (!Array.isArray(imports)) throw unexpected('list secrets', 'imports');
    return { secrets, imports };
  }

  // --- operations 7, 8, 9 (and list): secret imports ------------------------------------------

  async createSecretImport(request: T.CreateSecretImportRequest): Promise<T.SecretImport> {
    const body = await this.#write<T.SecretImportResponse>(
      'create secret import',
      'POST',
      '/api/v1/secret-imports',
      request,
    );
    return field(body, 'secretImport', 'create secret import');
  }

  async updateSecretImport(
    id: string,
    request: T.UpdateSecretImportRequest,
  ): Promise<T.SecretImport> {
    const body = await this.#caller.send<T.SecretImportResponse>({
      operation: 'update secret import',
      method: 'PATCH',
      path: `/api/v1/secret-imports/${seg(id)}`,
      body: request,
      authenticated: true,
      // Setting the same fields twice gives the same result.
      safeToRepeat: true,
    });
    return field(body, 'secretImport', 'update secret import');
  }

  async deleteSecretImport(id: string, location: T.SecretImportLocation): Promise<T.SecretImport> {
    const body = await this.#write<T.SecretImportResponse>(
      'delete secret import',
      'DELETE',
      `/api/v1/secret-imports/${seg(id)}`,
      location,
    );
    return field(body, 'secretImport', 'delete secret import');
  }

  async listSecretImports(location: T.SecretImportLocation): Promise<T.SecretImport[]> {
    const body = await this.#caller.send<{ secretImports: T.SecretImport[] }>({
      operation: 'list secret imports',
      method: 'GET',
      path: '/api/v1/secret-imports',
      query: {
        workspaceId: location.workspaceId,
        environment: location.environment,
        path: location.path,
      },
      authenticated: true,
      safeToRepeat: true,
    });
    return list(body, 'secretImports', 'list secret imports');
  }

  // --- operations 10 and 11: organization memberships -----------------------------------------

  async listMemberships(organizationId: string): Promise<T.OrgMembership[]> {
    const operation = 'list organization memberships';
    const body = await this.#get<{ users: T.OrgMembership[] }>(
      operation,
      `/api/v2/organizations/${seg(organizationId)}/memberships`,
    );
    if (body === undefined)
      throw userCredentialsOnly(
        operation,
        'GET',
        `/api/v2/organizations/${organizationId}/memberships`,
      );
    return list(body, 'users', operation);
  }

  async deleteMembership(organizationId: string, membershipId: string): Promise<T.OrgMembership> {
    const operation = 'delete organization membership';
    const path = `/api/v2/organizations/${seg(organizationId)}/memberships/${seg(membershipId)}`;
    const body = await this.#write<{ membership: T.OrgMembership }>(operation, 'DELETE', path);
    if (body === undefined) throw userCredentialsOnly(operation, 'DELETE', path);
    return field(body, 'membership', operation);
  }

  // --- operation 12: snapshots ----------------------------------------------------------------

  async listSnapshots(projectId: string, query: T.ListSnapshotsQuery): Promise<T.SecretSnapshot[]> {
    const body = await this.#caller.send<{ secretSnapshots: T.SecretSnapshot[] }>({
      operation: 'list secret snapshots',
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
    return list(body, 'secretSnapshots', 'list secret snapshots');
  }

  // --- helpers --------------------------------------------------------------------------------

  async #login(operation: string, path: string, body: object): Promise<T.AccessTokenResponse> {
    // A repeated login only mints another short-lived token, so retrying is harmless.
    const response = await this.#caller.send<T.AccessTokenResponse>({
      operation,
      method: 'POST',
      path,
      body,
      authenticated: false,
      safeToRepeat: true,
    });
    if (!response || typeof response.accessToken !== 'string' || response.accessToken === '') {
      throw unexpected(operation, 'accessToken');
    }
    return response;
  }

  #get<R>(operation: string, path: string): Promise<R | undefined> {
    return this.#caller.send<R>({
      operation,
      method: 'GET',
      path,
      authenticated: true,
      safeToRepeat: true,
    });
  }

  #write<R>(
    operation: string,
    method: 'POST' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<R | undefined> {
    return this.#caller.send<R>({
      operation,
      method,
      path,
      body,
      authenticated: true,
      safeToRepeat: false,
    });
  }
}

function field<R, K extends keyof R>(
  body: R | undefined,
  key: K,
  operation: string,
): NonNullable<R[K]> {
  const value = body?.[key];
  if (value === undefined || value === null || typeof value !== 'object')
    throw unexpected(operation, String(key));
  return value as NonNullable<R[K]>;
}

function list<R, K extends keyof R>(body: R | undefined, key: K, operation: string): R[K] {
  const value = body?.[key];
  if (!Array.isArray(value)) throw unexpected(operation, String(key));
  return value;
}

function unexpected(operation: string, key: string): ApiError {
  return new ApiError({
    operation,
    method: '',
    path: '',
    code: 'BAD_JSON',
    serverMessage: `the server's answer has no \`${key}\` (is \`domain\` an API of this kind?)`,
  });
}

function userCredentialsOnly(operation: string, method: string, path: string): ApiError {
  return new ApiError({
    operation,
    method,
    path,
    status: 200,
    serverMessage:
      'the server answered with an empty body and did nothing. Organization memberships are served only to user credentials: use `method: token` with a user access token, or `api-key`; a machine identity cannot manage memberships',
  });
}
