/**
 * What each API call is, as a typed value: errors carry it, and the hints users see are chosen
 * from it (with the status and the server's words), never from display text.
 */
export type CallKind =
  | 'login:universal'
  | 'login:oidc'
  | 'login:aws-iam'
  | 'login:kubernetes'
  | 'login:jwt'
  | 'login:azure'
  | 'login:gcp-id-token'
  | 'token:renew'
  | 'token:revoke'
  | 'github:id-token'
  | 'aws:credentials'
  | 'aws:profile'
  | 'aws:web-identity'
  | 'aws:container'
  | 'azure:token'
  | 'gcp:id-token'
  | 'identities:get-universal-auth'
  | 'projects:create'
  | 'projects:get'
  | 'projects:get-by-slug'
  | 'tags:create'
  | 'tags:list'
  | 'environments:create'
  | 'environments:delete'
  | 'environments:get'
  | 'secrets:list'
  | 'imports:create'
  | 'imports:update'
  | 'imports:delete'
  | 'imports:list'
  | 'memberships:list'
  | 'memberships:delete'
  | 'snapshots:list'
  | 'secrets:create-batch'
  | 'secrets:update-batch'
  | 'secrets:delete-batch'
  | 'folders:create'
  | 'folders:list'
  | 'folders:delete'
  | 'tags:get-by-slug';

/** The resource part of a kind (`login`, `tags`, ...), for rules that cover a whole group. */
export type CallGroup = CallKind extends `${infer Group}:${string}` ? Group : never;

/** Whether a kind is `pattern` itself or, for a `group:*` pattern, one of that group's kinds. */
export function kindMatches(kind: CallKind, pattern: CallKind | `${CallGroup}:*`): boolean {
  return pattern.endsWith(':*') ? kind.startsWith(pattern.slice(0, -1)) : kind === pattern;
}

/** How each kind of call is named in messages ("universal-auth login failed (POST ...)"). */
export const CALL_LABELS: Readonly<Record<CallKind, string>> = {
  'login:universal': 'universal-auth login',
  'login:oidc': 'OIDC login',
  'login:aws-iam': 'AWS IAM login',
  'login:kubernetes': 'Kubernetes login',
  'login:jwt': 'JWT login',
  'login:azure': 'Azure login',
  'login:gcp-id-token': 'GCP ID token login',
  'token:renew': 'renew access token',
  'token:revoke': 'revoke access token',
  'github:id-token': 'request the GitHub OIDC token',
  'aws:credentials': 'find AWS credentials',
  'aws:profile': 'get AWS credentials with the AWS profile',
  'aws:web-identity':
    'get AWS credentials with the web identity token (STS AssumeRoleWithWebIdentity)',
  'aws:container': 'get AWS credentials from the container credentials endpoint',
  'azure:token': "request the VM's managed identity token from the Azure instance metadata service",
  'gcp:id-token': "request the VM's service account ID token from the GCP metadata server",
  'identities:get-universal-auth': 'get universal-auth configuration',
  'projects:create': 'create project',
  'projects:get': 'get project',
  'projects:get-by-slug': 'get project by slug',
  'tags:create': 'create tag',
  'tags:list': 'list tags',
  'environments:create': 'create environment',
  'environments:delete': 'delete environment',
  'environments:get': 'get environment',
  'secrets:list': 'list secrets',
  'imports:create': 'create secret import',
  'imports:update': 'update secret import',
  'imports:delete': 'delete secret import',
  'imports:list': 'list secret imports',
  'memberships:list': 'list organization memberships',
  'memberships:delete': 'delete organization membership',
  'snapshots:list': 'list secret snapshots',
  'secrets:create-batch': 'create secrets',
  'secrets:update-batch': 'update secrets',
  'secrets:delete-batch': 'delete secrets',
  'folders:create': 'create folder',
  'folders:list': 'list folders',
  'folders:delete': 'delete folder',
  'tags:get-by-slug': 'get tag by slug',
};
