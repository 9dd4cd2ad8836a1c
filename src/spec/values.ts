// Generated from src/spec/ and package.json by `npm run docs`: edit those, not this file.
/**
 * What the code needs of the spec, without the descriptions (they stay in src/spec/index.ts, for
 * the generator and the command-line tool's help): every action's input names with their
 * defaults and flags, its output names, and the version.
 */
import type { ActionName } from './names.js';

/** The product's version (package.json), sent in the user agent. */
export const VERSION = '1.0.0';

/** The facts of one input. */
export interface InputValue {
  /** The default, as the runner passes it (text); an input left empty reads as it. */
  readonly default?: string;
  readonly required?: true;
  /**
   * A credential: a one-line one is masked whole the moment it is read; a multi-line one is
   * masked value by value by its reader. The command-line tool warns when it is a flag.
   */
  readonly secret?: true;
  /** Takes several lines (one item per line). */
  readonly multiline?: true;
}

type Inputs = Readonly<Record<string, InputValue>>;

/** The connection and authentication inputs, the same for every action. */
export const CONNECTION_VALUES = {
  domain: { default: 'https://app.infisical.com' },
  method: { default: 'universal' },
  'client-id': {},
  'client-secret': { secret: true },
  'identity-id': {},
  'oidc-audience': {},
  jwt: { secret: true },
  'kubernetes-token-path': { default: '/var/run/secrets/kubernetes.io/serviceaccount/token' },
  'azure-resource': { default: 'https://management.azure.com/' },
  'azure-client-id': {},
  'access-token': { secret: true },
  'api-key': { secret: true },
  'extra-headers': { secret: true, multiline: true },
  'ca-certificate': {},
  timeout: { default: '30' },
  retries: { default: '5' },
  clean: { default: 'true' },
} as const satisfies Inputs;

/** Every action's inputs, in `action.yml` order. */
export const INPUT_VALUES = {
  main: {
    ...CONNECTION_VALUES,
    'project-id': {},
    'project-slug': {},
    'env-slug': { required: true },
    'secret-path': { default: '/', multiline: true },
    'include-imports': { default: 'true' },
    recursive: { default: 'false' },
    'expand-references': { default: 'true' },
    tags: { multiline: true },
    keys: { multiline: true },
    'export-type': { default: 'env' },
    'file-output-path': { default: '/.env' },
    'file-format': { default: 'dotenv' },
    'env-prefix': {},
    'secret-files': { multiline: true },
    'output-access-token': { default: 'false' },
    summary: { default: 'true' },
    'fail-on-empty': { default: 'false' },
  },
  imports: {
    operation: { required: true },
    'project-id': {},
    'project-slug': {},
    'env-slug': { required: true },
    'secret-path': { default: '/' },
    'import-env-slug': {},
    'import-path': {},
    position: {},
    'secret-import-id': {},
    'if-exists': { default: 'fail' },
    'if-missing': { default: 'fail' },
    ...CONNECTION_VALUES,
  },
  tags: {
    operation: { required: true },
    'project-id': {},
    'project-slug': {},
    'tag-slug': {},
    'tag-name': {},
    'tag-color': {},
    'if-exists': { default: 'fail' },
    ...CONNECTION_VALUES,
  },
  projects: {
    operation: {},
    'project-name': { required: true },
    'project-slug': {},
    description: {},
    'if-exists': { default: 'fail' },
    ...CONNECTION_VALUES,
  },
  environments: {
    operation: { required: true },
    'project-id': {},
    'project-slug': {},
    'environment-name': {},
    'environment-slug': {},
    'environment-id': {},
    'if-exists': { default: 'fail' },
    'if-missing': { default: 'fail' },
    ...CONNECTION_VALUES,
  },
  memberships: {
    operation: { required: true },
    'organization-id': { required: true },
    'membership-id': {},
    ...CONNECTION_VALUES,
  },
  snapshots: {
    operation: {},
    'project-id': {},
    'project-slug': {},
    'env-slug': { required: true },
    'secret-path': { default: '/' },
    offset: { default: '0' },
    limit: { default: '20' },
    all: { default: 'false' },
    ...CONNECTION_VALUES,
  },
  identities: {
    operation: {},
    'target-identity-id': { required: true },
    ...CONNECTION_VALUES,
  },
  folders: {
    operation: { required: true },
    'project-id': {},
    'project-slug': {},
    'env-slug': { required: true },
    'folder-path': {},
    'secret-path': {},
    'if-exists': { default: 'fail' },
    'if-missing': { default: 'fail' },
    ...CONNECTION_VALUES,
  },
  secrets: {
    operation: { required: true },
    'project-id': {},
    'project-slug': {},
    'env-slug': { required: true },
    'secret-path': { default: '/' },
    secrets: { secret: true, multiline: true },
    'secrets-file': {},
    keys: { multiline: true },
    'if-missing': { default: 'fail' },
    ...CONNECTION_VALUES,
  },
} as const satisfies Readonly<Record<ActionName, Inputs>>;

/** Every action's outputs. */
export const OUTPUT_NAMES = {
  main: ['secret-count', 'secrets-json', 'access-token'],
  imports: ['secret-import-id', 'position', 'secret-import', 'created', 'secret-imports', 'count'],
  tags: ['tag-id', 'tag', 'created', 'tags', 'count'],
  projects: ['project-id', 'project-slug', 'project', 'environments', 'created'],
  environments: ['environment-id', 'environment', 'created'],
  memberships: ['memberships', 'membership', 'count'],
  snapshots: ['snapshots', 'count'],
  identities: [
    'universal-auth',
    'client-id',
    'access-token-ttl',
    'access-token-max-ttl',
    'access-token-num-uses-limit',
  ],
  folders: ['folder-id', 'folder', 'created', 'folders', 'count'],
  secrets: ['created', 'updated', 'unchanged', 'deleted', 'count'],
} as const satisfies Readonly<Record<ActionName, readonly string[]>>;

export type ConnectionInput = keyof typeof CONNECTION_VALUES;
/** The name of one of an action's inputs: reading any other is a compile error. */
export type InputName<A extends ActionName> = keyof (typeof INPUT_VALUES)[A] & string;
export type OutputName<A extends ActionName> = (typeof OUTPUT_NAMES)[A][number];
export type MainInput = InputName<'main'>;
export type MainOutput = OutputName<'main'>;
