// The fake's data: plain maps of records, a clock tests can move forward, and a small typed API
// to shape the data from tests (add secrets, imports, tags; create thousands of secrets; reset).
// Routes read and write the same maps, so whatever a test sets up is what the API serves.
import { randomUUID } from 'node:crypto';
import { PROJECT_ID } from './constants.ts';
import { DynamicSecretStore } from './dynamic-secrets.ts';
import { seedDefault } from './seed.ts';
import { allowAllIps, byId } from './util.ts';
import type {
  ApprovalRequestRecord,
  AccessTokenRecord,
  AwsKeyRecord,
  EnvironmentRecord,
  FolderRecord,
  IdentityRecord,
  OrgMembershipRecord,
  OrgRecord,
  ProjectRecord,
  ProjectRole,
  SecretImportRecord,
  SecretRecord,
  SnapshotRecord,
  TagRecord,
  UserRecord,
} from './types.ts';

/** Wall clock plus an offset, so tests can expire tokens or rate-limit windows without waiting. */
export class Clock {
  #offsetMs = 0;
  #frozenAt: number | undefined;

  /** Milliseconds since the epoch, as the fake sees it. */
  now(): number {
    return (this.#frozenAt ?? Date.now()) + this.#offsetMs;
  }

  /**
   * Stops the fake's time where it is (or at `at`, ms since the epoch): only {@link advance}
   * moves it (a slow machine does not).
   */
  freeze(at = Date.now()): void {
    this.#frozenAt = at;
  }

  /** ISO 8601 timestamp with milliseconds, like every timestamp the server writes. */
  iso(): string {
    return new Date(this.now()).toISOString();
  }

  /** Moves the fake's time forward. */
  advance(ms: number): void {
    this.#offsetMs += ms;
  }

  /** Goes back to the wall clock. */
  resetOffset(): void {
    this.#offsetMs = 0;
    this.#frozenAt = undefined;
  }
}

/**
 * Normalises a folder path for the state API: leading slash, no trailing slash, root is `/`.
 * (Routes are stricter and only drop a trailing slash, as the real server does.)
 */
export function normalizePath(path = '/'): string {
  const trimmed = path.trim().replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export interface SecretInput {
  environment: string;
  key: string;
  value: string;
  /** Folder path; created (with its parents) when missing. Default `/`. */
  path?: string;
  projectId?: string;
  comment?: string;
  /** Tag slugs; missing tags are created. */
  tags?: string[];
  id?: string;
  skipMultilineEncoding?: boolean;
  createdAt?: string;
}

/** Where {@link FakeState.hideValues} hides values: a caller, and optionally a place and key. */
export interface HiddenValuesRule {
  /** The identity or user id. */
  principalId: string;
  environment?: string;
  path?: string;
  key?: string;
  /**
   * Sends the real value with `secretValueHidden: true` instead of the placeholder: what servers
   * do for a personal secret, and what a server bug or a changed placeholder would do.
   */
  keepValue?: boolean;
}

export interface ImportInput {
  /** Destination environment slug. */
  environment: string;
  /** Destination folder path (created when missing). Default `/`. */
  path?: string;
  /** Source environment slug and path (the source folder does not have to exist). */
  from: { environment: string; path?: string };
  projectId?: string;
  id?: string;
  createdAt?: string;
  updatedAt?: string;
}

export interface TagInput {
  slug: string;
  color?: string;
  name?: string;
  projectId?: string;
  id?: string;
  createdBy?: string;
  createdByActorType?: 'identity' | 'user';
  createdAt?: string;
  updatedAt?: string;
}

export interface BulkSecretsInput {
  environment: string;
  path?: string;
  count: number;
  /** Keys are `${keyPrefix}${n}`, n zero-padded from 1. Default `BULK_SECRET_`. */
  keyPrefix?: string;
  /** Length of each value. Default 32. */
  valueLength?: number;
  projectId?: string;
}

export interface ImportFanoutInput {
  /** Destination environment and path of the imports. Default dev `/`. */
  environment?: string;
  path?: string;
  /** Environment holding the source folders `/fanout-NN`. Default `staging`. */
  sourceEnvironment?: string;
  imports: number;
  secretsPerImport: number;
  /**
   * The first `sharedKeys` keys of every source folder are named alike (`SHARED_n`), so the
   * same key arrives from several imports and precedence matters. Default 0.
   */
  sharedKeys?: number;
  projectId?: string;
}

export interface ImportFanoutResult {
  importIds: string[];
  sourcePaths: string[];
  totalSecrets: number;
}

export interface IdentityInput {
  name: string;
  id?: string;
  orgRole?: IdentityRecord['orgRole'];
  /** Project id → role. */
  projectRoles?: Record<string, ProjectRole>;
  /** Adds universal auth with this client secret. */
  clientSecret?: string;
  clientId?: string;
}

/** The whole dataset of one fake server. */
export class FakeState {
  readonly clock = new Clock();
  readonly orgs = new Map<string, OrgRecord>();
  readonly users = new Map<string, UserRecord>();
  readonly orgMemberships = new Map<string, OrgMembershipRecord>();
  readonly identities = new Map<string, IdentityRecord>();
  readonly projects = new Map<string, ProjectRecord>();
  readonly environments = new Map<string, EnvironmentRecord>();
  readonly folders = new Map<string, FolderRecord>();
  /** Folder id → secret key → secret. */
  readonly secretsByFolder = new Map<string, Map<string, SecretRecord>>();
  readonly imports = new Map<string, SecretImportRecord>();
  /**
   * Folder id → the second rows of keys a batch create stored twice: they show in listings, and a
   * later batch update of such a key fails.
   */
  readonly duplicates = new Map<string, SecretRecord[]>();
  readonly tags = new Map<string, TagRecord>();
  readonly snapshots = new Map<string, SnapshotRecord>();
  readonly accessTokens = new Map<string, AccessTokenRecord>();
  /** API key → user id. */
  readonly apiKeys = new Map<string, string>();
  /** AWS access key id → the key and its caller identity (the fake's stand-in for STS). */
  readonly awsKeys = new Map<string, AwsKeyRecord>();
  /**
   * Environment id → the id of the secret approval policy that covers it (newer servers): every
   * secret write there answers `{approval}` and writes nothing. Set with {@link requireApproval}.
   */
  readonly approvalPolicies = new Map<string, string>();
  /** The change requests opened instead of writes, in order. */
  readonly approvalRequests: ApprovalRequestRecord[] = [];
  /**
   * Where a caller may list secrets but not read their values (a newer server's role without the
   * `readValue` permission on secrets): its listings show those values as the placeholder.
   */
  readonly hiddenValues: HiddenValuesRule[] = [];
  /**
   * A newer server's refusal of references the caller may not read: a listing with expansion
   * whose own secrets hold a `${...}` reference answers 403 "Failed to expand one or more secret
   * references" (the captured server keeps an unresolved reference as written, with 200).
   */
  refuseReferences = false;
  /** Dynamic secrets, their leases and their provider's users (see `dynamic-secrets.ts`). */
  readonly dynamicSecrets = new DynamicSecretStore(this.clock);

  /** The time the clock stands at from the start (and after a reset), if any. */
  readonly #frozenAt: number | undefined;

  constructor(options: { seed?: boolean; frozenAt?: number } = {}) {
    this.#frozenAt = options.frozenAt;
    if (this.#frozenAt !== undefined) this.clock.freeze(this.#frozenAt);
    if (options.seed !== false) seedDefault(this);
  }

  /** Empties everything, then loads the default dataset unless `seed` is false. */
  reset(options: { seed?: boolean } = {}): void {
    for (const map of [
      this.orgs,
      this.users,
      this.orgMemberships,
      this.identities,
      this.projects,
      this.environments,
      this.folders,
      this.secretsByFolder,
      this.imports,
      this.tags,
      this.snapshots,
      this.accessTokens,
      this.apiKeys,
      this.awsKeys,
      this.duplicates,
      this.approvalPolicies,
    ]) {
      map.clear();
    }
    this.approvalRequests.length = 0;
    this.hiddenValues.length = 0;
    this.refuseReferences = false;
    this.dynamicSecrets.clear();
    this.clock.resetOffset();
    if (this.#frozenAt !== undefined) this.clock.freeze(this.#frozenAt);
    if (options.seed !== false) seedDefault(this);
  }

  /**
   * The switch of the approval mode: puts an environment under a secret approval policy, so that
   * every secret write there (single or batch; create, update or delete) opens a change request
   * instead. Returns the policy's id.
   */
  requireApproval(environment: string, projectId: string = PROJECT_ID): string {
    const env = this.environment(projectId, environment);
    if (!env) throw new Error(`No environment ${environment} in project ${projectId}`);
    const policyId = randomUUID();
    this.approvalPolicies.set(env.id, policyId);
    return policyId;
  }

  // ---- lookups used by the routes ------------------------------------------------------------

  /**
   * The project with this slug: within one organization when `orgId` is given (slugs are unique
   * per organization, and the server resolves them in the caller's), else the first anywhere.
   */
  projectBySlug(slug: string, orgId?: string): ProjectRecord | undefined {
    for (const project of this.projects.values()) {
      if (project.slug === slug && (orgId === undefined || project.orgId === orgId)) return project;
    }
    return undefined;
  }

  environment(projectId: string, slug: string): EnvironmentRecord | undefined {
    for (const env of this.environments.values()) {
      if (env.projectId === projectId && env.slug === slug) return env;
    }
    return undefined;
  }

  /** Environments of a project in position order. */
  environmentsOf(projectId: string): EnvironmentRecord[] {
    return [...this.environments.values()]
      .filter((env) => env.projectId === projectId)
      .sort((a, b) => a.position - b.position);
  }

  folder(envId: string, path: string): FolderRecord | undefined {
    for (const folder of this.folders.values()) {
      if (folder.envId === envId && folder.path === path && folder.name === undefined)
        return folder;
    }
    return undefined;
  }

  /** The direct sub-folders of a folder, in creation order. */
  childFolders(folderId: string): FolderRecord[] {
    return [...this.folders.values()].filter((folder) => folder.parentId === folderId);
  }

  /** A folder's name: the last segment of its path (`root` for the root). */
  folderName(folder: FolderRecord): string {
    if (folder.name !== undefined) return folder.name;
    return folder.path === '/' ? 'root' : folder.path.slice(folder.path.lastIndexOf('/') + 1);
  }

  /** Deletes a folder with every folder, secret and import below it. */
  deleteFolderTree(folder: FolderRecord): void {
    for (const child of this.childFolders(folder.id)) this.deleteFolderTree(child);
    this.secretsByFolder.delete(folder.id);
    for (const [id, imp] of this.imports) if (imp.folderId === folder.id) this.imports.delete(id);
    this.folders.delete(folder.id);
  }

  /** The folder at `path` and every folder below it, in path order. */
  foldersUnder(envId: string, path: string): FolderRecord[] {
    const prefix = path === '/' ? '/' : `${path}/`;
    return [...this.folders.values()]
      .filter((f) => f.envId === envId && (f.path === path || f.path.startsWith(prefix)))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }

  /** Secrets of a folder in ascending id order, the order the captured server used. */
  secretsIn(folderId: string): SecretRecord[] {
    const secrets = [
      ...(this.secretsByFolder.get(folderId)?.values() ?? []),
      ...(this.duplicates.get(folderId) ?? []),
    ];
    return secrets.sort(byId);
  }

  /** Imports of a folder in position order. */
  importsOf(folderId: string): SecretImportRecord[] {
    return [...this.imports.values()]
      .filter((imp) => imp.folderId === folderId)
      .sort((a, b) => a.position - b.position);
  }

  tagsOf(projectId: string): TagRecord[] {
    return [...this.tags.values()]
      .filter((tag) => tag.projectId === projectId)
      .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  }

  tagBySlug(projectId: string, slug: string): TagRecord | undefined {
    for (const tag of this.tags.values()) {
      if (tag.projectId === projectId && tag.slug === slug) return tag;
    }
    return undefined;
  }

  /** The folder path of a folder id (for import groups and recursive listings). */
  folderPath(folderId: string): string | undefined {
    return this.folders.get(folderId)?.path;
  }

  // ---- mutations for tests -------------------------------------------------------------------

  /** Adds an environment (with its root folder) to a project. */
  addEnvironment(input: {
    slug: string;
    name?: string;
    projectId?: string;
    id?: string;
    createdAt?: string;
  }): EnvironmentRecord {
    const projectId = this.#projectId(input.projectId);
    const existing = this.environment(projectId, input.slug);
    if (existing) return existing;
    const position = Math.max(0, ...this.environmentsOf(projectId).map((e) => e.position)) + 1;
    const at = input.createdAt ?? this.clock.iso();
    const env: EnvironmentRecord = {
      id: input.id ?? randomUUID(),
      projectId,
      name: input.name ?? input.slug,
      slug: input.slug,
      position,
      createdAt: at,
      updatedAt: at,
    };
    this.environments.set(env.id, env);
    this.ensureFolder(env.id, '/');
    return env;
  }

  /** Creates a folder and its parents (like `mkdir -p`); returns the deepest one. */
  ensureFolder(envId: string, path: string, ids: Record<string, string> = {}): FolderRecord {
    const normalized = normalizePath(path);
    const existing = this.folder(envId, normalized);
    if (existing) return existing;
    let parent: FolderRecord | undefined;
    if (normalized !== '/') {
      const parentPath = normalized.slice(0, normalized.lastIndexOf('/')) || '/';
      parent = this.ensureFolder(envId, parentPath, ids);
    }
    const folder: FolderRecord = {
      id: ids[normalized] ?? randomUUID(),
      envId,
      path: normalized,
      parentId: parent?.id ?? null,
      createdAt: this.clock.iso(),
    };
    this.folders.set(folder.id, folder);
    return folder;
  }

  /** Adds a folder by environment slug and path (parents included). */
  addFolder(input: { environment: string; path: string; projectId?: string }): FolderRecord {
    return this.ensureFolder(this.#env(input.projectId, input.environment).id, input.path);
  }

  /**
   * Adds a dynamic secret in a folder (default: the real server kit's `app-db`, a database user
   * per lease, default TTL 1h, max 4h); `createError` / `revokeError` make its provider fail.
   */
  addDynamicSecret(input: {
    environment: string;
    path?: string;
    name: string;
    projectId?: string;
    defaultTTL?: string;
    maxTTL?: string | null;
    fields?: readonly string[];
    createError?: string;
    revokeError?: string;
  }) {
    const { environment, path = '/', projectId, ...rest } = input;
    const folder = this.ensureFolder(this.#env(projectId, environment).id, path);
    return this.dynamicSecrets.add({ ...rest, folderId: folder.id });
  }

  /** Creates or replaces (by key, within the folder) a secret. */
  setSecret(input: SecretInput): SecretRecord {
    const projectId = this.#projectId(input.projectId);
    const env = this.#env(projectId, input.environment);
    const folder = this.ensureFolder(env.id, input.path ?? '/');
    const bucket = this.#bucket(folder.id);
    const previous = bucket.get(input.key);
    const at = input.createdAt ?? this.clock.iso();
    const tagIds = (input.tags ?? []).map(
      (slug) => (this.tagBySlug(projectId, slug) ?? this.addTag({ slug, projectId })).id,
    );
    const secret: SecretRecord = {
      id: input.id ?? previous?.id ?? randomUUID(),
      folderId: folder.id,
      key: input.key,
      value: input.value,
      comment: input.comment ?? previous?.comment ?? '',
      version: previous ? previous.version + 1 : 1,
      type: 'shared',
      tagIds: input.tags ? tagIds : (previous?.tagIds ?? []),
      skipMultilineEncoding: input.skipMultilineEncoding ?? false,
      metadata: null,
      reminderNote: null,
      reminderRepeatDays: null,
      createdAt: previous?.createdAt ?? at,
      updatedAt: at,
    };
    bucket.set(secret.key, secret);
    return secret;
  }

  /** {@link setSecret} for many secrets. */
  setSecrets(inputs: SecretInput[]): SecretRecord[] {
    return inputs.map((input) => this.setSecret(input));
  }

  /** Deletes a secret by key; returns whether it existed. */
  deleteSecret(input: {
    environment: string;
    key: string;
    path?: string;
    projectId?: string;
  }): boolean {
    const env = this.#env(input.projectId, input.environment);
    const folder = this.folder(env.id, normalizePath(input.path));
    return folder ? (this.secretsByFolder.get(folder.id)?.delete(input.key) ?? false) : false;
  }

  /** Creates `count` secrets quickly (no tags), for large listings and benchmarks. */
  createBulkSecrets(input: BulkSecretsInput): SecretRecord[] {
    const env = this.#env(input.projectId, input.environment);
    const folder = this.ensureFolder(env.id, input.path ?? '/');
    const bucket = this.#bucket(folder.id);
    const prefix = input.keyPrefix ?? 'BULK_SECRET_';
    const width = String(input.count).length;
    const length = input.valueLength ?? 32;
    const at = this.clock.iso();
    const created: SecretRecord[] = [];
    for (let n = 1; n <= input.count; n += 1) {
      const key = `${prefix}${String(n).padStart(width, '0')}`;
      const seedValue = `${key.toLowerCase()}-value-`;
      const secret: SecretRecord = {
        id: randomUUID(),
        folderId: folder.id,
        key,
        value: seedValue.repeat(Math.ceil(length / seedValue.length)).slice(0, length),
        comment: '',
        version: 1,
        type: 'shared',
        tagIds: [],
        skipMultilineEncoding: false,
        metadata: null,
        reminderNote: null,
        reminderRepeatDays: null,
        createdAt: at,
        updatedAt: at,
      };
      bucket.set(key, secret);
      created.push(secret);
    }
    return created;
  }

  /**
   * Creates `imports` source folders (`/fanout-NN` in the source environment), each with
   * `secretsPerImport` secrets, and imports each into the destination, in order. For example
   * 10 × 1,000 gives a 10,000-secret listing with `include_imports=true`.
   */
  seedImportFanout(input: ImportFanoutInput): ImportFanoutResult {
    const sourceEnv = input.sourceEnvironment ?? 'staging';
    const width = String(input.imports).length;
    const importIds: string[] = [];
    const sourcePaths: string[] = [];
    for (let i = 1; i <= input.imports; i += 1) {
      const path = `/fanout-${String(i).padStart(width, '0')}`;
      const shared = Math.min(input.sharedKeys ?? 0, input.secretsPerImport);
      this.createBulkSecrets({
        environment: sourceEnv,
        path,
        count: input.secretsPerImport - shared,
        keyPrefix: `FANOUT_${String(i).padStart(width, '0')}_`,
        projectId: input.projectId,
      });
      for (let k = 1; k <= shared; k += 1) {
        this.setSecret({
          environment: sourceEnv,
          path,
          key: `SHARED_${k}`,
          value: `from ${sourceEnv} ${path}`,
          projectId: input.projectId,
        });
      }
      const imp = this.addImport({
        environment: input.environment ?? 'dev',
        path: input.path ?? '/',
        from: { environment: sourceEnv, path },
        projectId: input.projectId,
      });
      importIds.push(imp.id);
      sourcePaths.push(path);
    }
    return { importIds, sourcePaths, totalSecrets: input.imports * input.secretsPerImport };
  }

  /** Appends an import to a folder (last position), like the create route. */
  addImport(input: ImportInput): SecretImportRecord {
    const projectId = this.#projectId(input.projectId);
    const env = this.#env(projectId, input.environment);
    const folder = this.ensureFolder(env.id, input.path ?? '/');
    const source = this.#env(projectId, input.from.environment);
    const last = this.importsOf(folder.id).at(-1)?.position ?? 0;
    const at = input.createdAt ?? this.clock.iso();
    const record: SecretImportRecord = {
      id: input.id ?? randomUUID(),
      folderId: folder.id,
      importEnvId: source.id,
      importPath: normalizePath(input.from.path),
      position: last + 1,
      version: 1,
      isReplication: false,
      isReplicationSuccess: null,
      replicationStatus: null,
      lastReplicated: null,
      isReserved: false,
      createdAt: at,
      updatedAt: input.updatedAt ?? at,
    };
    this.imports.set(record.id, record);
    return record;
  }

  /** Removes every import of a folder (for tests that want a clean import list). */
  clearImports(input: { environment: string; path?: string; projectId?: string }): void {
    const env = this.#env(input.projectId, input.environment);
    const folder = this.folder(env.id, normalizePath(input.path));
    if (!folder) return;
    for (const imp of this.importsOf(folder.id)) this.imports.delete(imp.id);
  }

  /** Adds a tag to a project (returns the existing one for a known slug). */
  addTag(input: TagInput): TagRecord {
    const projectId = this.#projectId(input.projectId);
    const existing = this.tagBySlug(projectId, input.slug);
    if (existing) return existing;
    const at = input.createdAt ?? this.clock.iso();
    const tag: TagRecord = {
      id: input.id ?? randomUUID(),
      projectId,
      slug: input.slug,
      name: input.name ?? input.slug,
      color: input.color ?? '#3b82f6',
      createdBy: input.createdBy ?? [...this.identities.keys()][0] ?? randomUUID(),
      createdByActorType: input.createdByActorType ?? 'identity',
      createdAt: at,
      updatedAt: input.updatedAt ?? at,
    };
    this.tags.set(tag.id, tag);
    return tag;
  }

  /** Adds `count` snapshots to a folder, newer than any existing one. */
  addSnapshots(input: {
    environment: string;
    path?: string;
    count: number;
    projectId?: string;
  }): SnapshotRecord[] {
    const env = this.#env(input.projectId, input.environment);
    const folder = this.ensureFolder(env.id, input.path ?? '/');
    const created: SnapshotRecord[] = [];
    for (let i = 0; i < input.count; i += 1) {
      const at = new Date(this.clock.now() + i).toISOString();
      const snap: SnapshotRecord = {
        id: randomUUID(),
        envId: env.id,
        folderId: folder.id,
        parentFolderId: folder.parentId,
        createdAt: at,
        updatedAt: at,
      };
      this.snapshots.set(snap.id, snap);
      created.push(snap);
    }
    return created;
  }

  /** Adds a project with the default environments dev, staging and prod. */
  addProject(input: {
    name: string;
    slug: string;
    orgId?: string;
    id?: string;
    description?: string | null;
    environmentIds?: string[];
  }): ProjectRecord {
    const at = this.clock.iso();
    const orgId = input.orgId ?? [...this.orgs.keys()][0];
    if (!orgId) throw new Error('addProject: the state has no organization');
    const project: ProjectRecord = {
      id: input.id ?? randomUUID(),
      name: input.name,
      slug: input.slug,
      orgId,
      description: input.description ?? null,
      autoCapitalization: true,
      createdAt: at,
      updatedAt: at,
      version: 3,
      upgradeStatus: null,
      pitVersionLimit: 10,
      kmsCertificateKeyId: null,
      auditLogsRetentionDays: null,
    };
    this.projects.set(project.id, project);
    const defaults: [string, string][] = [
      ['Development', 'dev'],
      ['Staging', 'staging'],
      ['Production', 'prod'],
    ];
    defaults.forEach(([name, slug], i) => {
      this.addEnvironment({ projectId: project.id, name, slug, id: input.environmentIds?.[i] });
    });
    return project;
  }

  /** Adds a machine identity to the first org, optionally with universal auth. */
  addIdentity(input: IdentityInput): IdentityRecord {
    const orgId = [...this.orgs.keys()][0];
    if (!orgId) throw new Error('addIdentity: the state has no organization');
    const at = this.clock.iso();
    const identity: IdentityRecord = {
      id: input.id ?? randomUUID(),
      name: input.name,
      orgId,
      orgRole: input.orgRole ?? 'member',
      projectRoles: { ...input.projectRoles },
    };
    if (input.clientSecret !== undefined) {
      identity.universalAuth = {
        id: randomUUID(),
        clientId: input.clientId ?? randomUUID(),
        clientSecrets: [input.clientSecret],
        accessTokenTTL: 86400,
        accessTokenMaxTTL: 2592000,
        accessTokenNumUsesLimit: 0,
        accessTokenTrustedIps: allowAllIps(),
        clientSecretTrustedIps: allowAllIps(),
        createdAt: at,
        updatedAt: at,
      };
    }
    this.identities.set(identity.id, identity);
    return identity;
  }

  /** Sets (or with `null` removes) the project role of an identity or user. */
  setProjectRole(principalId: string, projectId: string, role: ProjectRole | null): void {
    const target = this.identities.get(principalId) ?? this.users.get(principalId);
    if (!target) throw new Error(`setProjectRole: no identity or user ${principalId}`);
    if (role === null) {
      // The record is ours and keyed by id; deleting the key is the point.
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
      delete target.projectRoles[projectId];
    } else {
      target.projectRoles[projectId] = role;
    }
  }

  /**
   * Plays a newer server where the identity or user may list secrets but not read their values
   * (its role lacks `readValue`): listings then show every matching value, own or imported, as
   * `<hidden-by-infisical>` with `secretValueHidden: true`. Without `environment`, `path` or `key`
   * the rule matches every one; an imported secret is matched by its source environment and path.
   */
  hideValues(rule: HiddenValuesRule): void {
    this.hiddenValues.push(rule);
  }

  /** Whether a caller's listing hides this secret's value. */
  isValueHidden(principalId: string, environment: string, path: string, key: string): boolean {
    return this.hidingRule(principalId, environment, path, key) !== undefined;
  }

  /** The rule that hides this secret's value from a caller's listing, if one does. */
  hidingRule(
    principalId: string,
    environment: string,
    path: string,
    key: string,
  ): HiddenValuesRule | undefined {
    return this.hiddenValues.find(
      (rule) =>
        rule.principalId === principalId &&
        (rule.environment === undefined || rule.environment === environment) &&
        (rule.path === undefined || rule.path === path) &&
        (rule.key === undefined || rule.key === key),
    );
  }

  /** Marks an access token as revoked, by its id. */
  revokeAccessTokenById(tokenId: string): void {
    const record = this.accessTokens.get(tokenId);
    if (record) record.revoked = true;
  }

  // ---- helpers -------------------------------------------------------------------------------

  #projectId(projectId: string | undefined): string {
    const id = projectId ?? PROJECT_ID;
    if (!this.projects.has(id)) throw new Error(`FakeState: no project ${id}`);
    return id;
  }

  #env(projectId: string | undefined, slug: string): EnvironmentRecord {
    const id = this.#projectId(projectId);
    const env = this.environment(id, slug);
    if (!env) throw new Error(`FakeState: project ${id} has no environment '${slug}'`);
    return env;
  }

  #bucket(folderId: string): Map<string, SecretRecord> {
    let bucket = this.secretsByFolder.get(folderId);
    if (!bucket) {
      bucket = new Map();
      this.secretsByFolder.set(folderId, bucket);
    }
    return bucket;
  }
}
