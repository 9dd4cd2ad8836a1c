/**
 * Request and response shapes of the API (api-spec.md). Servers send more fields than these;
 * extra fields are carried along untouched and never cause a failure.
 */

export interface AccessTokenResponse {
  accessToken: string;
  expiresIn: number;
  accessTokenMaxTTL: number;
  tokenType: string;
}

export interface IdentityUniversalAuth {
  id: string;
  identityId: string;
  clientId: string;
  accessTokenTTL: number;
  accessTokenMaxTTL: number;
  accessTokenNumUsesLimit: number;
  clientSecretTrustedIps: unknown;
  accessTokenTrustedIps: unknown;
  createdAt: string;
  updatedAt: string;
}

export interface EnvironmentRef {
  name: string;
  slug: string;
  id: string;
}

export interface Project {
  id: string;
  _id?: string;
  name: string;
  slug: string;
  autoCapitalization?: boolean;
  orgId: string;
  createdAt: string;
  updatedAt: string;
  version?: number;
  upgradeStatus?: string | null;
  environments: EnvironmentRef[];
}

export interface CreateProjectRequest {
  projectName: string;
  slug?: string;
  projectDescription?: string;
}

export interface Environment {
  id: string;
  name: string;
  slug: string;
  position: number;
  projectId: string;
  createdAt: string;
  updatedAt: string;
}

export interface EnvironmentResponse {
  message: string;
  workspace: string;
  environment: Environment;
}

export interface WorkspaceTag {
  id: string;
  name?: string;
  slug: string;
  color?: string | null;
  createdAt: string;
  updatedAt: string;
  createdBy?: string;
  projectId: string;
}

export interface CreateTagRequest {
  slug: string;
  color?: string;
  name?: string;
}

export interface SecretTag {
  id: string;
  slug: string;
  name?: string;
  color?: string | null;
}

/**
 * A listed secret: the fields the code reads. Listings carry a dozen more per secret (ids,
 * version, comment, tags, timestamps, metadata); they are not kept (see `api/listing-json.ts`).
 */
export interface Secret {
  /** The project's id for own secrets; empty for imported ones. */
  workspace: string;
  /** `shared`, or `personal` for the caller's own override. */
  type: string;
  secretKey: string;
  secretValue: string;
  /** Folder of the secret; present for local secrets (always with `recursive`). */
  secretPath?: string;
  /**
   * Newer servers: true when the caller may list this secret but not read its value, which is
   * then a placeholder (see `api/hidden.ts`).
   */
  secretValueHidden?: boolean;
}

export interface ImportGroup {
  secretPath: string;
  environment: string;
  folderId?: string;
  secrets: Secret[];
}

export interface SecretList {
  secrets: Secret[];
  /** Absent unless imports were asked for: treat as empty. */
  imports?: ImportGroup[];
}

export interface ListSecretsQuery {
  workspaceId?: string;
  workspaceSlug?: string;
  environment: string;
  secretPath: string;
  includeImports: boolean;
  recursive?: boolean;
  expandSecretReferences?: boolean;
  tagSlugs?: readonly string[];
}

export interface SecretImport {
  id: string;
  version?: number;
  importPath: string;
  position: number;
  createdAt: string;
  updatedAt: string;
  folderId: string;
  importEnv: EnvironmentRef;
}

export interface SecretImportResponse {
  message: string;
  secretImport: SecretImport;
}

export interface SecretImportLocation {
  workspaceId: string;
  environment: string;
  path: string;
}

export interface CreateSecretImportRequest extends SecretImportLocation {
  import: { environment: string; path: string };
}

export interface UpdateSecretImportRequest extends SecretImportLocation {
  import: { environment?: string; path?: string; position?: number };
}

export interface MembershipUser {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  id: string;
  publicKey?: string;
}

export interface OrgMembership {
  id: string;
  role: string;
  status: string;
  inviteEmail: string;
  userId: string;
  orgId: string;
  roleId: string | null;
  createdAt?: string;
  updatedAt?: string;
  user?: MembershipUser;
}

export interface SecretSnapshot {
  id: string;
  envId: string;
  folderId: string;
  parentFolderId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ListSnapshotsQuery {
  environment: string;
  path: string;
  offset: number;
  limit: number;
}

export interface MachineLogin {
  identityId: string;
  jwt: string;
}

/** Where a folder lives: project, environment and parent path. */
export interface FolderLocation {
  workspaceId: string;
  environment: string;
  path: string;
}

export interface Folder {
  id: string;
  name: string;
  version?: number;
  envId?: string;
  parentId?: string | null;
  createdAt?: string;
  updatedAt?: string;
}

/**
 * Where secrets are written: one folder of one environment of a project. The batch routes take
 * the project's id or its slug (`projectSlug`), so a slug needs no lookup first.
 */
export type SecretWriteLocation = (
  | { workspaceId: string; projectSlug?: undefined }
  | { projectSlug: string; workspaceId?: undefined }
) & {
  environment: string;
  secretPath: string;
};

/** One entry of a batch create or update (values as they should be stored). */
export interface SecretWrite {
  secretKey: string;
  secretValue: string;
}

/** A secret as the write routes answer it (no path, no tags). */
export interface WrittenSecret {
  id: string;
  secretKey: string;
  version: number;
  type?: string;
  environment?: string;
  workspace?: string;
}
