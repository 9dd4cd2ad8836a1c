// Generated from the spec and package.json by `npm run docs`: edit those, not this file.
// What the code needs of the spec, without the descriptions (they stay in src/spec/ and each
// sub-action's spec.ts, for the generator and the command-line tool's help).
import type { ActionName } from './names.js';

/** The product's version (package.json), sent in the user agent. */
export const VERSION = '1.0.0';

/** The connection and authentication inputs, the same for every action. */
export type ConnectionInput =
  | 'domain'
  | 'method'
  | 'client-id'
  | 'client-secret'
  | 'identity-id'
  | 'oidc-audience'
  | 'jwt'
  | 'kubernetes-token-path'
  | 'azure-resource'
  | 'azure-client-id'
  | 'access-token'
  | 'api-key'
  | 'extra-headers'
  | 'ca-certificate'
  | 'timeout'
  | 'retries'
  | 'clean';

/** Each action's input names: reading an input by any other name is a compile error. */
export interface ActionInputs {
  main:
    | 'project-id'
    | 'project-slug'
    | 'env-slug'
    | 'secret-path'
    | 'include-imports'
    | 'recursive'
    | 'expand-references'
    | 'unresolved-references'
    | 'tags'
    | 'keys'
    | 'dynamic-secrets'
    | 'lease-ttl'
    | 'export-type'
    | 'file-output-path'
    | 'file-format'
    | 'env-prefix'
    | 'secret-files'
    | 'output-access-token'
    | 'summary'
    | 'fail-on-empty'
    | ConnectionInput;
  imports:
    | 'operation'
    | 'project-id'
    | 'project-slug'
    | 'env-slug'
    | 'secret-path'
    | 'import-env-slug'
    | 'import-path'
    | 'position'
    | 'secret-import-id'
    | 'if-exists'
    | 'if-missing'
    | ConnectionInput;
  tags:
    | 'operation'
    | 'project-id'
    | 'project-slug'
    | 'tag-slug'
    | 'tag-name'
    | 'tag-color'
    | 'if-exists'
    | ConnectionInput;
  projects:
    'operation' | 'project-name' | 'project-slug' | 'description' | 'if-exists' | ConnectionInput;
  environments:
    | 'operation'
    | 'project-id'
    | 'project-slug'
    | 'environment-name'
    | 'environment-slug'
    | 'environment-id'
    | 'if-exists'
    | 'if-missing'
    | ConnectionInput;
  memberships: 'operation' | 'organization-id' | 'membership-id' | ConnectionInput;
  snapshots:
    | 'operation'
    | 'project-id'
    | 'project-slug'
    | 'env-slug'
    | 'secret-path'
    | 'offset'
    | 'limit'
    | 'all'
    | ConnectionInput;
  identities: 'operation' | 'target-identity-id' | ConnectionInput;
  folders:
    | 'operation'
    | 'project-id'
    | 'project-slug'
    | 'env-slug'
    | 'folder-path'
    | 'secret-path'
    | 'if-exists'
    | 'if-missing'
    | ConnectionInput;
  secrets:
    | 'operation'
    | 'project-id'
    | 'project-slug'
    | 'env-slug'
    | 'secret-path'
    | 'secrets'
    | 'secrets-file'
    | 'keys'
    | 'if-missing'
    | ConnectionInput;
  'dynamic-secrets':
    | 'operation'
    | 'project-id'
    | 'project-slug'
    | 'env-slug'
    | 'secret-path'
    | 'dynamic-secret'
    | 'lease-ttl'
    | 'lease-id'
    | ConnectionInput;
  login: ConnectionInput;
}

/** Each action's output names. */
export interface ActionOutputs {
  main: 'secret-count' | 'secrets-json' | 'access-token';
  imports:
    'secret-import-id' | 'position' | 'secret-import' | 'created' | 'secret-imports' | 'count';
  tags: 'tag-id' | 'tag' | 'created' | 'tags' | 'count';
  projects: 'project-id' | 'project-slug' | 'project' | 'environments' | 'created';
  environments: 'environment-id' | 'environment' | 'created';
  memberships: 'memberships' | 'membership' | 'count';
  snapshots: 'snapshots' | 'count';
  identities:
    | 'universal-auth'
    | 'client-id'
    | 'access-token-ttl'
    | 'access-token-max-ttl'
    | 'access-token-num-uses-limit';
  folders: 'folder-id' | 'folder' | 'created' | 'folders' | 'count';
  secrets: 'created' | 'updated' | 'unchanged' | 'deleted' | 'count';
  'dynamic-secrets': 'lease-id' | 'expire-at' | 'leases' | 'count';
  login: 'access-token';
}

export type InputName<A extends ActionName> = ActionInputs[A];
export type OutputName<A extends ActionName> = ActionOutputs[A];
export type MainInput = InputName<'main'>;
export type MainOutput = OutputName<'main'>;

/**
 * What the code reads of an input at run time besides its name (which inputs are required or
 * take several lines are the types above: no code reads them at run time).
 */
export interface InputValue {
  /** The default (text); an input left empty reads as it. */
  readonly default?: string;
  /**
   * A credential: a one-line one is masked whole the moment it is read, a multi-line one
   * (`multiline`) value by value by its reader; the tool warns when one is given as a flag.
   */
  readonly secret?: true;
  /** Set on a credential that takes several lines. */
  readonly multiline?: true;
}

export type InputValues<N extends string> = Readonly<Partial<Record<N, InputValue>>>;

const CONNECTION = {
  domain: { default: 'https://app.infisical.com' },
  method: { default: 'universal' },
  'client-secret': { secret: true },
  jwt: { secret: true },
  'kubernetes-token-path': { default: '/var/run/secrets/kubernetes.io/serviceaccount/token' },
  'azure-resource': { default: 'https://management.azure.com/' },
  'access-token': { secret: true },
  'api-key': { secret: true },
  'extra-headers': { secret: true, multiline: true },
  timeout: { default: '30' },
  retries: { default: '5' },
  clean: { default: 'true' },
} as const;

/** The connection inputs with a default or a credential, by name. */
export const CONNECTION_VALUES: InputValues<ConnectionInput> = CONNECTION;

/** Each action's inputs with a default or a credential, by name. */
export const INPUT_VALUES: { readonly [A in ActionName]: InputValues<InputName<A>> } = {
  main: {
    ...CONNECTION,
    'secret-path': { default: '/' },
    'include-imports': { default: 'true' },
    recursive: { default: 'false' },
    'expand-references': { default: 'true' },
    'unresolved-references': { default: 'warn' },
    'export-type': { default: 'env' },
    'file-output-path': { default: '/.env' },
    'file-format': { default: 'dotenv' },
    'output-access-token': { default: 'false' },
    summary: { default: 'true' },
    'fail-on-empty': { default: 'false' },
  },
  imports: {
    'secret-path': { default: '/' },
    'if-exists': { default: 'fail' },
    'if-missing': { default: 'fail' },
    ...CONNECTION,
  },
  tags: {
    'if-exists': { default: 'fail' },
    ...CONNECTION,
  },
  projects: {
    'if-exists': { default: 'fail' },
    ...CONNECTION,
  },
  environments: {
    'if-exists': { default: 'fail' },
    'if-missing': { default: 'fail' },
    ...CONNECTION,
  },
  memberships: {
    ...CONNECTION,
  },
  snapshots: {
    'secret-path': { default: '/' },
    offset: { default: '0' },
    limit: { default: '20' },
    all: { default: 'false' },
    ...CONNECTION,
  },
  identities: {
    ...CONNECTION,
  },
  folders: {
    'if-exists': { default: 'fail' },
    'if-missing': { default: 'fail' },
    ...CONNECTION,
  },
  secrets: {
    'secret-path': { default: '/' },
    secrets: { secret: true, multiline: true },
    'if-missing': { default: 'fail' },
    ...CONNECTION,
  },
  'dynamic-secrets': {
    'secret-path': { default: '/' },
    ...CONNECTION,
  },
  login: {
    ...CONNECTION,
  },
};

/** The main action's outputs: no secret may take one of their names. */
export const MAIN_OUTPUTS: readonly MainOutput[] = ['secret-count', 'secrets-json', 'access-token'];

/** The command-line tool's own options (`scope: tool`). */
export type ToolInput =
  | 'format'
  | 'output'
  | 'command'
  | 'project-config-dir'
  | 'redact'
  | 'revoke'
  | 'verbose'
  | 'silent'
  | 'secret-overriding';

/** The tool's own options with a default, by name. */
export const TOOL_VALUES: InputValues<ToolInput> = {
  format: { default: 'dotenv' },
  redact: { default: 'true' },
  revoke: { default: 'true' },
  verbose: { default: 'false' },
  silent: { default: 'false' },
  'secret-overriding': { default: 'true' },
};

/** The values of each input that takes a fixed list, by input. */
export const CHOICES = {
  format: ['dotenv', 'json', 'yaml', 'shell', 'dotenv-export', 'docker'],
  'unresolved-references': ['warn', 'fail', 'ignore'],
  'export-type': ['env', 'file', 'output', 'none'],
  'file-format': ['dotenv', 'json', 'yaml', 'shell'],
} as const;
