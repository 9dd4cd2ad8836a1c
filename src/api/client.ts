import { ApprovalPendingError, approvalIn } from './approval.js';
import * as check from './answers.js';
import { AnswerShapeError } from './answers.js';
import { Caller, type CallerOptions } from './caller.js';
import { ApiError, isApiNotFound, isRouteNotFound, type ApiErrorDetails } from '../errors/api.js';
import { CALL_LABELS, type CallKind } from '../errors/kinds.js';
import { secretListingReader } from './listing-json.js';
import * as route from './routes.js';
import type { Routed } from './routes.js';
import type { BodyReader } from './body.js';
import type * as T from './types.js';

const seg = encodeURIComponent;

/** Both shapes of an environment's create or delete answer, as the legacy type. */
const environmentChange = (body: unknown, successor: boolean): T.EnvironmentResponse =>
  successor ? check.environmentChange(body) : check.environmentAnswer<T.EnvironmentResponse>(body);

export interface ClientOptions extends CallerOptions {
  /** Told once, when the calls move to the successor routes for the rest of the run. */
  onSuccessors?: () => void;
}

/** A call that has a successor route (see `routes.ts`). */
interface RoutedCall<R> {
  readonly kind: CallKind;
  /** The operation's name in messages, when not the kind's label. */
  readonly operation?: string;
  readonly legacy: Routed;
  /** Built only when it is sent: it may first read the project's id by its slug. */
  readonly successor: () => Routed | Promise<Routed>;
  /** Checks the answer of the route it came from and turns it into the client's type. */
  readonly read: (body: unknown, successor: boolean, sent: Routed) => R;
  readonly safeToRepeat: boolean;
  readonly signal?: AbortSignal;
  /** Reads the body as it arrives (a listing), instead of `JSON.parse` on the whole text. */
  readonly bodyReader?: () => BodyReader;
  /** The project it names, as given: an answer that there is no such project names it. */
  readonly project?: ProjectNamed;
}

/** One request of the client and the check of its answer. */
interface Send<R> {
  readonly kind: CallKind;
  /** The operation's name in messages, when not the kind's label. */
  readonly operation?: string;
  readonly method: Routed['method'];
  readonly path: string;
  readonly query?: Routed['query'];
  readonly body?: unknown;
  /** Sends the access token (default: true). */
  readonly authenticated?: boolean;
  readonly safeToRepeat: boolean;
  readonly signal?: AbortSignal;
  readonly bodyReader?: () => BodyReader;
  readonly project?: ProjectNamed;
  /** Checks the answer and turns it into the client's type. */
  readonly check: (body: unknown) => R;
}

/** A project as a call names it: by its slug or its id. */
type ProjectNamed = NonNullable<ApiErrorDetails['project']>;

/** The project of a query or a location that names it by id or by slug. */
const projectOf = (id: string | undefined, slug: string | undefined): ProjectNamed | undefined =>
  id !== undefined ? { id } : slug !== undefined ? { slug } : undefined;

/**
 * Typed client of the secrets-management API: one method per operation, each naming the
 * operation for error messages and saying whether a retry after an unknown outcome is harmless.
 * Calls whose routes the server now serves from deprecated routers go to their successors once
 * the server has shown it no longer has them (`routes.ts`).
 */
export class InfisicalClient {
  readonly #caller: Caller;
  /** Set the first time a legacy route is answered with the router's unknown-route 404. */
  #successors = false;
  /** Projects read by slug once the successors are in use, shared by every call needing an id. */
  readonly #projectsBySlug = new Map<string, Promise<T.Project>>();

  readonly #onSuccessors: (() => void) | undefined;

  constructor(options: ClientOptions) {
    this.#caller = new Caller(options);
    this.#onSuccessors = options.onSuccessors;
  }

  /** Uses this access token for every authenticated call from now on. */
  useAccessToken(token: string | undefined): void {
    this.#caller.accessToken = token;
  }

  /** The retry clock, for {@link InfisicalClient.waitToResend}'s `firstLostAt`. */
  now(): number {
    return this.#caller.now();
  }

  /**
   * A write failed with its outcome unknown and looking showed it was not applied: waits as a
   * retry would, and says whether to send it again (see {@link Caller.waitToResend}).
   */
  waitToResend(error: ApiError, sends: number, firstLostAt: number): Promise<boolean> {
    return this.#caller.waitToResend(error, sends, firstLostAt);
  }

  /**
   * Runs a settled write's look or resend inside the budget that began at its first lost answer
   * (see {@link Caller.withinBudget}).
   */
  withinBudget<T>(since: number, kind: 'look' | 'send', calls: () => Promise<T>): Promise<T> {
    return this.#caller.withinBudget(since, kind, calls);
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
    await this.#send({
      kind: 'token:revoke',
      method: 'POST',
      path: '/api/v1/auth/token/revoke',
      body: { accessToken },
      authenticated: false,
      safeToRepeat: true,
      // Its answer says nothing the action uses.
      check: () => undefined,
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
    return this.#routed({
      kind: 'projects:create',
      legacy: route.projects.create.legacy(request),
      successor: () => route.projects.create.successor(request),
      read: check.createdProject,
      safeToRepeat: false,
    });
  }

  /**
   * Resolves a project slug (for operations whose paths take a project id, and every successor
   * route). The project is read once per slug for the whole run: every call that needs it shares
   * that one read. (`findProjectBySlug`, which settles a lost create, always asks the server.)
   */
  async getProjectBySlug(slug: string): Promise<T.Project> {
    let found = this.#projectsBySlug.get(slug);
    if (!found) {
      found = this.#readProjectBySlug(slug);
      this.#projectsBySlug.set(slug, found);
      // A failed read is not kept: the call that needed it fails with its error.
      found.catch(() => this.#projectsBySlug.delete(slug));
    }
    return found;
  }

  /**
   * The project with this slug, or undefined when there is none. The server resolves a slug in
   * the caller's organization only (slugs are unique per organization), so a project of another
   * organization is never found. The captured server answers an unknown slug with a 500 ("Failed
   * to find project by slug"), newer ones with the API's own 404; any other failure (a proxy's
   * 404 page included) is thrown. Always asks the server (it is how a lost create is settled).
   */
  async findProjectBySlug(slug: string): Promise<T.Project | undefined> {
    try {
      return await this.#readProjectBySlug(slug);
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
    return this.#routed({
      kind: 'projects:get',
      project: { id: projectId },
      legacy: route.projects.get.legacy(projectId),
      successor: () => route.projects.get.successor(projectId),
      read: (body, successor) =>
        successor ? check.projectByIdSuccessor(body) : check.projectById(body),
      safeToRepeat: true,
    });
  }

  // --- operations 3 and 4: tags ---------------------------------------------------------------

  async createTag(projectId: string, request: T.CreateTagRequest): Promise<T.WorkspaceTag> {
    return this.#routed({
      kind: 'tags:create',
      project: { id: projectId },
      legacy: route.tags.create.legacy(projectId, request),
      successor: () => route.tags.create.successor(projectId, request),
      read: (body, successor) => (successor ? check.tagSuccessor(body) : check.tag(body)),
      safeToRepeat: false,
    });
  }

  async listTags(projectId: string): Promise<T.WorkspaceTag[]> {
    return this.#routed({
      kind: 'tags:list',
      project: { id: projectId },
      legacy: route.tags.list.legacy(projectId),
      successor: () => route.tags.list.successor(projectId),
      read: (body, successor) => (successor ? check.tagsSuccessor(body) : check.tags(body)),
      safeToRepeat: true,
    });
  }

  // --- operation 5 (and create): environments -------------------------------------------------

  async createEnvironment(
    projectId: string,
    request: { name: string; slug: string },
  ): Promise<T.EnvironmentResponse> {
    return this.#routed({
      kind: 'environments:create',
      project: { id: projectId },
      legacy: route.environments.create.legacy(projectId, request),
      successor: () => route.environments.create.successor(projectId, request),
      read: environmentChange,
      safeToRepeat: false,
    });
  }

  async deleteEnvironment(
    projectId: string,
    environmentId: string,
  ): Promise<T.EnvironmentResponse> {
    return this.#routed({
      kind: 'environments:delete',
      project: { id: projectId },
      legacy: route.environments.delete.legacy(projectId, environmentId),
      successor: () => route.environments.delete.successor(projectId, environmentId),
      read: environmentChange,
      safeToRepeat: false,
    });
  }

  /**
   * Reads an environment by id (the project it belongs to is in the answer). The legacy route
   * needs the id only; the successor's path names the project too.
   */
  async getEnvironment(environmentId: string, projectId: string): Promise<T.Environment> {
    const body = await this.#routed({
      kind: 'environments:get',
      project: { id: projectId },
      legacy: route.environments.get.legacy(projectId, environmentId),
      successor: () => route.environments.get.successor(projectId, environmentId),
      read: check.environmentAnswer<{ environment: T.Environment }>,
      safeToRepeat: true,
    });
    return body.environment;
  }

  // --- operation 6: secrets -------------------------------------------------------------------

  async listSecrets(query: T.ListSecretsQuery, signal?: AbortSignal): Promise<T.SecretList> {
    const listing = await this.#routed({
      kind: 'secrets:list',
      operation: `list secrets of ${query.environment}:${query.secretPath}`,
      project: projectOf(query.workspaceId, query.workspaceSlug),
      legacy: route.listSecrets.legacy(query),
      successor: async () =>
        route.listSecrets.successor(
          query,
          await this.#projectIdOf(query.workspaceId, query.workspaceSlug),
        ),
      read: check.secretList,
      safeToRepeat: true,
      signal,
      bodyReader: secretListingReader,
    });
    return { secrets: listing.secrets, imports: listing.imports ?? [] };
  }

  // --- operations 7, 8, 9 (and list): secret imports ------------------------------------------

  async createSecretImport(request: T.CreateSecretImportRequest): Promise<T.SecretImport> {
    return this.#routed({
      kind: 'imports:create',
      project: { id: request.workspaceId },
      legacy: route.imports.create.legacy(request),
      successor: () => route.imports.create.successor(request),
      read: check.secretImport,
      safeToRepeat: false,
    });
  }

  async updateSecretImport(
    id: string,
    request: T.UpdateSecretImportRequest,
  ): Promise<T.SecretImport> {
    return this.#routed({
      kind: 'imports:update',
      project: { id: request.workspaceId },
      legacy: route.imports.update.legacy(id, request),
      successor: () => route.imports.update.successor(id, request),
      read: check.secretImport,
      safeToRepeat: false,
    });
  }

  async deleteSecretImport(id: string, location: T.SecretImportLocation): Promise<T.SecretImport> {
    return this.#routed({
      kind: 'imports:delete',
      project: { id: location.workspaceId },
      legacy: route.imports.delete.legacy(id, location),
      successor: () => route.imports.delete.successor(id, location),
      read: check.secretImport,
      safeToRepeat: false,
    });
  }

  async listSecretImports(location: T.SecretImportLocation): Promise<T.SecretImport[]> {
    return this.#routed({
      kind: 'imports:list',
      project: { id: location.workspaceId },
      legacy: route.imports.list.legacy(location),
      successor: () => route.imports.list.successor(location),
      read: check.secretImports,
      safeToRepeat: true,
    });
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
    return this.#routed({
      kind: 'snapshots:list',
      project: { id: projectId },
      legacy: route.snapshots.list.legacy(projectId, query),
      successor: () => route.snapshots.list.successor(projectId, query),
      read: check.snapshots,
      safeToRepeat: true,
    });
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
    return this.#routed({
      kind,
      project: projectOf(location.workspaceId, location.projectSlug),
      legacy: route.secretsBatch.legacy(method, location, secrets),
      successor: async () =>
        route.secretsBatch.successor(
          method,
          location,
          secrets,
          await this.#projectIdOf(location.workspaceId, location.projectSlug),
        ),
      read: (body, _successor, sent) => {
        // A secret approval policy: the server opened a change request and wrote nothing.
        const approval = approvalIn(body);
        if (approval) {
          throw new ApprovalPendingError(
            { kind, operation: CALL_LABELS[kind], method, path: sent.path },
            approval,
          );
        }
        return check.writtenSecrets(body);
      },
      safeToRepeat: false,
    });
  }

  // --- tags by slug ---------------------------------------------------------------------------

  /** The project's tag with this slug, or undefined when there is none (the API's own 404). */
  async findTagBySlug(projectId: string, slug: string): Promise<T.WorkspaceTag | undefined> {
    try {
      return await this.#routed({
        kind: 'tags:get-by-slug',
        project: { id: projectId },
        legacy: route.tags.bySlug.legacy(projectId, slug),
        successor: () => route.tags.bySlug.successor(projectId, slug),
        read: (body, successor) => (successor ? check.tagSuccessor(body) : check.tag(body)),
        safeToRepeat: true,
      });
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
    return this.#routed({
      kind: 'folders:create',
      project: { id: location.workspaceId },
      legacy: route.folders.create.legacy(location, name),
      successor: () => route.folders.create.successor(location, name),
      read: check.folder,
      safeToRepeat: false,
    });
  }

  /**
   * Deletes a folder with everything in it; `location.path` is its parent. The server takes a
   * UUID as the folder's id and anything else as its name in that parent.
   */
  async deleteFolder(location: T.FolderLocation, idOrName: string): Promise<T.Folder> {
    return this.#routed({
      kind: 'folders:delete',
      project: { id: location.workspaceId },
      legacy: route.folders.delete.legacy(location, idOrName),
      successor: () => route.folders.delete.successor(location, idOrName),
      read: check.folder,
      safeToRepeat: false,
    });
  }

  /** The direct sub-folders of a folder (an empty list when the folder does not exist). */
  async listFolders(location: T.FolderLocation, signal?: AbortSignal): Promise<T.Folder[]> {
    return this.#routed({
      kind: 'folders:list',
      project: { id: location.workspaceId },
      legacy: route.folders.list.legacy(location),
      successor: () => route.folders.list.successor(location),
      read: check.folders,
      safeToRepeat: true,
      signal,
    });
  }

  // --- helpers --------------------------------------------------------------------------------

  /**
   * Sends a call that has a successor: on its legacy route until a server answers one with its
   * router's unknown-route 404, then (that call again, once, and every later call) on the
   * successor. Calls already in flight when the first 404 arrives each meet their own 404 and
   * are sent again once; calls made after it go straight to the successor.
   */
  async #routed<R>(call: RoutedCall<R>): Promise<R> {
    if (!this.#successors) {
      try {
        return await this.#sendRouted(call, call.legacy, false);
      } catch (error) {
        if (!isRouteNotFound(error)) throw error;
        // The router refused the request before any handler ran (no rate limit counted it
        // either): nothing was read or written, so sending it again on the successor is safe,
        // a write included.
        if (!this.#successors) {
          this.#successors = true;
          this.#onSuccessors?.();
        }
      }
    }
    return this.#sendRouted(call, await call.successor(), true);
  }

  #sendRouted<R>(call: RoutedCall<R>, sent: Routed, successor: boolean): Promise<R> {
    return this.#send({
      kind: call.kind,
      operation: call.operation,
      ...sent,
      safeToRepeat: call.safeToRepeat,
      signal: call.signal,
      bodyReader: call.bodyReader,
      project: call.project,
      check: (value) => call.read(value, successor, sent),
    });
  }

  /** The project's id: given, or read by its slug (the successor routes take ids only). */
  async #projectIdOf(id: string | undefined, slug: string | undefined): Promise<string> {
    if (id !== undefined) return id;
    if (slug === undefined) throw new Error('a project id or slug is required');
    return (await this.getProjectBySlug(slug)).id;
  }

  #readProjectBySlug(slug: string): Promise<T.Project> {
    return this.#routed({
      kind: 'projects:get-by-slug',
      project: { slug },
      legacy: route.projects.bySlug.legacy(slug),
      successor: () => route.projects.bySlug.successor(slug),
      read: check.projectBySlug,
      safeToRepeat: true,
    });
  }

  /** A login: unauthenticated, and safe to repeat (it only mints another short-lived token). */
  #login(kind: CallKind, path: string, body: object): Promise<T.AccessTokenResponse> {
    return this.#send({
      kind,
      method: 'POST',
      path,
      body,
      authenticated: false,
      safeToRepeat: true,
      check: check.accessToken,
    });
  }

  /** A read of a route without a successor. */
  #get<R>(kind: CallKind, path: string, checkAnswer: (body: unknown) => R): Promise<R> {
    return this.#send({ kind, method: 'GET', path, safeToRepeat: true, check: checkAnswer });
  }

  /**
   * A request that changes state, on a route without a successor: never repeated after an answer
   * that may come after the server acted (the error says so, and the sub-action settles it by
   * looking). Routed calls that change state say `safeToRepeat: false` the same way.
   */
  #write<R>(
    kind: CallKind,
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    checkAnswer: (body: unknown) => R,
  ): Promise<R> {
    return this.#send({ kind, method, path, safeToRepeat: false, check: checkAnswer });
  }

  /**
   * Sends one call and checks its answer: every request of the client goes out here. A call
   * that is not safe to repeat changes state, so an answer of the wrong shape may still mean it
   * was carried out (see {@link answer}).
   */
  async #send<R>(call: Send<R>): Promise<R> {
    const details = {
      kind: call.kind,
      operation: call.operation ?? CALL_LABELS[call.kind],
      method: call.method,
      path: call.path,
    };
    const body = await this.#caller.send<unknown>({
      ...details,
      query: call.query,
      body: call.body,
      authenticated: call.authenticated ?? true,
      safeToRepeat: call.safeToRepeat,
      signal: call.signal,
      read: call.bodyReader,
      project: call.project,
    });
    return answer(details, body, call.check, !call.safeToRepeat);
  }
}

/**
 * The answer of a call, checked: a field without the type the code relies on is the call's error,
 * naming the operation, the request and the field, never the field's value. The server answered
 * 2xx, so a write it answered this way was most likely carried out: the error says so, and the
 * callers that settle lost answers look before writing again.
 */
function answer<R>(
  call: { kind: CallKind; operation: string; method: string; path: string },
  body: unknown,
  checkAnswer: (body: unknown) => R,
  changesState: boolean,
): R {
  try {
    return checkAnswer(body);
  } catch (error) {
    if (!(error instanceof AnswerShapeError)) throw error;
    throw new ApiError({
      ...call,
      code: 'BAD_ANSWER',
      serverMessage: `the answer is not what this API sends: ${error.message}`,
      ...(changesState ? { mayHaveBeenApplied: true } : {}),
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
