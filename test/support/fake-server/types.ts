// Records of the fake's in-memory data model. Field names follow the real server's database
// columns where the API echoes them, so the route modules only pick and order fields.

export type ProjectRole = 'admin' | 'member' | 'viewer';
export type OrgRole = 'admin' | 'member' | 'no-access';

export interface TrustedIp {
  type: 'ipv4' | 'ipv6';
  prefix: number;
  ipAddress: string;
}

export interface OrgRecord {
  id: string;
  name: string;
  slug: string;
}

export interface UserRecord {
  id: string;
  username: string;
  email: string;
  isEmailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  publicKey: string;
  /** Project id → role. */
  projectRoles: Record<string, ProjectRole>;
}

export interface OrgMembershipRecord {
  id: string;
  orgId: string;
  userId: string;
  role: string;
  status: 'accepted' | 'invited';
  inviteEmail: string | null;
  roleId: string | null;
  isActive: boolean;
  projectFavorites: string[] | null;
  createdAt: string;
  updatedAt: string;
}

/** Settings shared by every login method: what the issued access token allows. */
export interface TokenPolicy {
  accessTokenTTL: number;
  accessTokenMaxTTL: number;
  accessTokenNumUsesLimit: number;
  accessTokenTrustedIps: TrustedIp[];
}

export interface UniversalAuthConfig extends TokenPolicy {
  id: string;
  clientId: string;
  /** Every non-revoked client secret. */
  clientSecrets: string[];
  clientSecretTrustedIps: TrustedIp[];
  createdAt: string;
  updatedAt: string;
}

export interface OidcAuthConfig extends TokenPolicy {
  id: string;
  oidcDiscoveryUrl: string;
  boundIssuer: string;
  /** Comma-and-space separated list, as the real server stores it. */
  boundAudiences: string;
  boundClaims: Record<string, string>;
  boundSubject: string;
  caCert: string;
  createdAt: string;
  updatedAt: string;
}

export interface JwtAuthConfig extends TokenPolicy {
  boundIssuer: string;
  boundAudiences: string;
  boundClaims: Record<string, string>;
  boundSubject: string;
}

export interface KubernetesAuthConfig extends TokenPolicy {
  /** Comma separated; empty allows any. */
  allowedNamespaces: string;
  allowedNames: string;
  allowedAudience: string;
}

export interface AwsAuthConfig extends TokenPolicy {
  stsEndpoint: string;
  /** Comma separated; `*` matches anything; empty allows any. */
  allowedPrincipalArns: string;
  /** Comma separated; empty allows any. */
  allowedAccountIds: string;
}

export interface AzureAuthConfig extends TokenPolicy {
  tenantId: string;
  /** The token's required audience (a trailing slash is forgiven, as on the server). */
  resource: string;
  /** Comma separated object ids; empty allows any. */
  allowedServicePrincipalIds: string;
}

export interface GcpAuthConfig extends TokenPolicy {
  /** `gce`: a VM's ID token; `iam`: a JWT signed by a service account's key. */
  type: 'gce' | 'iam';
  /** Comma separated; empty allows any. */
  allowedServiceAccounts: string;
  allowedProjects: string;
  allowedZones: string;
}

/** An AWS access key the fake's stand-in for STS knows, and whose caller identity it reports. */
export interface AwsKeyRecord {
  accessKeyId: string;
  secretAccessKey: string;
  /** Set for temporary credentials: requests must carry it as `X-Amz-Security-Token`. */
  sessionToken?: string;
  /** `GetCallerIdentity` → `Account`, `Arn`, `UserId`. */
  account: string;
  arn: string;
  userId: string;
}

export interface IdentityRecord {
  id: string;
  name: string;
  orgId: string;
  orgRole: OrgRole;
  /** Project id → role. */
  projectRoles: Record<string, ProjectRole>;
  universalAuth?: UniversalAuthConfig;
  oidcAuth?: OidcAuthConfig;
  jwtAuth?: JwtAuthConfig;
  kubernetesAuth?: KubernetesAuthConfig;
  awsAuth?: AwsAuthConfig;
  azureAuth?: AzureAuthConfig;
  gcpAuth?: GcpAuthConfig;
}

export interface ProjectRecord {
  id: string;
  name: string;
  slug: string;
  orgId: string;
  description: string | null;
  autoCapitalization: boolean;
  createdAt: string;
  updatedAt: string;
  version: number;
  upgradeStatus: string | null;
  pitVersionLimit: number;
  kmsCertificateKeyId: string | null;
  auditLogsRetentionDays: number | null;
}

export interface EnvironmentRecord {
  id: string;
  projectId: string;
  name: string;
  slug: string;
  position: number;
  createdAt: string;
  updatedAt: string;
}

export interface FolderRecord {
  id: string;
  envId: string;
  /** Absolute path without trailing slash; the root is `/`. */
  path: string;
  parentId: string | null;
  createdAt: string;
  updatedAt?: string;
  version?: number;
  /** Set for a name holding `/`: such a folder exists, but no path reaches it. */
  name?: string;
}

export interface SecretRecord {
  id: string;
  folderId: string;
  key: string;
  value: string;
  comment: string;
  version: number;
  type: 'shared';
  tagIds: string[];
  skipMultilineEncoding: boolean;
  metadata: unknown;
  reminderNote: string | null;
  reminderRepeatDays: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface SecretImportRecord {
  id: string;
  /** The folder the import lives in (the destination). */
  folderId: string;
  importEnvId: string;
  importPath: string;
  position: number;
  version: number;
  isReplication: boolean;
  isReplicationSuccess: boolean | null;
  replicationStatus: string | null;
  lastReplicated: string | null;
  isReserved: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * A change request opened instead of a secret write (a secret approval policy covers the
 * environment): the fields of the current server's `SecretApprovalRequestsSchema`, and what was
 * asked, for tests.
 */
export interface ApprovalRequestRecord {
  id: string;
  policyId: string;
  hasMerged: boolean;
  status: string;
  conflicts: unknown[];
  slug: string;
  folderId: string;
  bypassReason: string | null;
  createdAt: string;
  updatedAt: string;
  isReplicated: boolean;
  committerUserId: string;
  statusChangedByUserId: string | null;
  /** What the write would have done: `create`, `update` or `delete`, and to which keys. */
  operation: 'create' | 'update' | 'delete';
  keys: string[];
}

export interface TagRecord {
  id: string;
  projectId: string;
  slug: string;
  /** Shown only inside secret listings (where it equals the slug unless set). */
  name: string;
  color: string;
  createdBy: string;
  createdByActorType: 'identity' | 'user';
  createdAt: string;
  updatedAt: string;
}

export interface SnapshotRecord {
  id: string;
  envId: string;
  folderId: string;
  parentFolderId: string | null;
  createdAt: string;
  updatedAt: string;
}

export type AuthMethod =
  | 'universal-auth'
  | 'oidc-auth'
  | 'jwt-auth'
  | 'kubernetes-auth'
  | 'aws-auth'
  | 'azure-auth'
  | 'gcp-auth'
  | 'static';

export interface AccessTokenRecord extends TokenPolicy {
  id: string;
  identityId: string;
  authMethod: AuthMethod;
  numUses: number;
  /** Milliseconds on the state clock. */
  createdAtMs: number;
  lastRenewedAtMs: number | null;
  revoked: boolean;
}

/** Who is calling: a machine identity (access token) or a user (user JWT or API key). */
export type Principal =
  | { kind: 'identity'; identityId: string; orgId: string; tokenId: string }
  | { kind: 'user'; userId: string; orgId: string; via: 'jwt' | 'api-key' };
