// The tool speaks its own language: every message it prints for bad input names flags and
// variables (`--client-id` / INFISICAL_CLIENT_ID), never the action's YAML inputs
// (`client-id`, `method: oidc`), while the same bad inputs given to the action keep the action's
// words exactly. One table of bad inputs, each run through the tool in process (`main()`) and
// through the action's entry in process, against the loopback fake server.
import { afterAll, describe, expect, it } from 'vitest';
import { CONNECTION_INPUTS } from '../../src/spec/index.js';
import { ACTION_SPECS } from '../../src/operations/specs.js';
import { TOOL_SUB_ACTIONS, type SubActionName } from '../../src/spec/names.js';
import {
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  ORG_ID,
  PROJECT_ID,
  PROJECT_SLUG,
  TAG_SLUG,
  UNKNOWN_UUID,
  startFakeServer,
  type FakeServer,
  type RouteSet,
} from '../support/fake-server/index.ts';
import { runStep, runTool } from '../support/run.ts';
import { freshServers } from './helpers.ts';

const fresh = freshServers();

/** Every input of every action: the names the action's messages put in backticks. */
const INPUTS = [
  ...new Set([
    ...Object.keys(CONNECTION_INPUTS),
    ...Object.values(ACTION_SPECS).flatMap((spec) =>
      spec.groups.flatMap((group) => Object.keys(group.inputs)),
    ),
  ]),
];

/** Inputs the tool has no flag for: where the action exports to, and its job summary. */
const GITHUB_ONLY = new Set([
  'export-type',
  'file-output-path',
  'file-format',
  'secret-files',
  'output-access-token',
  'summary',
  'clean',
]);

/** Input names that are also a value of another input (`--method jwt`), so fine on their own. */
const ALSO_A_VALUE = new Set(['jwt']);

/** An input the tool takes as a flag, written as the action writes it: `client-id`, `method: oidc`. */
const YAML_FORM = new RegExp(
  `\`(${INPUTS.filter((name) => !GITHUB_ONLY.has(name) && !ALSO_A_VALUE.has(name)).join('|')})(: [^\`]*)?\``,
);

/** Every line the tool printed on standard error speaks the tool's language. */
function expectToolWords(lines: readonly string[]): void {
  for (const line of lines) {
    expect(line, 'an action input in YAML form').not.toMatch(YAML_FORM);
    expect(line, "the action's word for an input").not.toMatch(/\bInput `/);
    expect(line, 'a job summary the tool does not write').not.toMatch(/job summary/);
  }
}

/** One bad input (or a few), as the action's inputs: the tool gets the same as flags. */
interface Case {
  readonly name: string;
  /** The command: `export` (the main action), `run`, or a sub-action. */
  readonly command: 'export' | 'run' | SubActionName;
  readonly inputs?: Readonly<Record<string, string>>;
  /** Inputs of the defaults to leave out (credentials, the project, the environment). */
  readonly omit?: readonly string[];
  /** The action's one error line, exactly as it was worded (undefined: the tool's own option). */
  readonly action?: string;
  /** What the tool says instead, in its own words. */
  readonly tool: RegExp;
  /** The tool's exit code: 2 for a wrong command line (nothing sent), 1 for a refusal. */
  readonly code: 1 | 2;
}

const DOMAIN = '{domain}';

/** What every run gets unless the case says otherwise. */
function defaults(command: Case['command']): Record<string, string> {
  const action = command === 'export' || command === 'run' ? 'main' : command;
  const names = new Set(ACTION_SPECS[action].groups.flatMap((group) => Object.keys(group.inputs)));
  const base: Record<string, string> = {
    domain: DOMAIN,
    'client-id': MEMBER_CLIENT_ID,
    'client-secret': MEMBER_CLIENT_SECRET,
  };
  if (names.has('project-slug') && command !== 'projects') base['project-slug'] = PROJECT_SLUG;
  if (names.has('env-slug')) base['env-slug'] = 'dev';
  return base;
}

const inputsOf = (c: Case, server: FakeServer): Record<string, string> =>
  Object.fromEntries(
    Object.entries({ ...defaults(c.command), ...c.inputs })
      .filter(([name]) => !c.omit?.includes(name))
      .map(([name, value]) => [name, value.replace(DOMAIN, server.url)]),
  );

/** Credentials go in variables, as a CI gives them; the rest as flags, one per line of a list. */
const CREDENTIALS = new Set(['client-id', 'client-secret', 'access-token', 'api-key', 'jwt']);

function toolArgs(
  c: Case,
  inputs: Record<string, string>,
): { args: string[]; env: Record<string, string> } {
  const args: string[] = [c.command];
  const env: Record<string, string> = {};
  if (inputs.operation !== undefined) args.push(inputs.operation);
  for (const [name, value] of Object.entries(inputs)) {
    if (name === 'operation' || GITHUB_ONLY.has(name)) continue;
    if (CREDENTIALS.has(name)) env[`INFISICAL_${name.toUpperCase().replace(/-/g, '_')}`] = value;
    else for (const line of value.split('\n')) args.push(`--${name}=${line}`);
  }
  if (c.command === 'run') args.push('--', process.execPath, '-e', '0');
  return { args, env };
}

const NOT_A_UUID = 'not-a-uuid';

/** Bad inputs of the main action, given to `export` (and some to `run`). */
const LOAD_CASES: readonly Case[] = [
  {
    name: 'no credentials at all',
    command: 'export',
    omit: ['client-id', 'client-secret'],
    action:
      "`method: universal` needs `client-id` and `client-secret` (a machine identity's Universal Auth credentials). For GitHub OIDC set `method: oidc` and `identity-id`.",
    tool: /`--method universal` needs `--client-id` \/ INFISICAL_CLIENT_ID and `--client-secret` \/ INFISICAL_CLIENT_SECRET .*`--method jwt`/,
    code: 2,
  },
  {
    name: 'a timeout that is not a number',
    command: 'export',
    inputs: { timeout: 'soon' },
    action: 'Input `timeout` must be a number from 1 to 600, not `soon`.',
    tool: /`--timeout` \/ INFISICAL_TIMEOUT must be a number from 1 to 600, not `soon`\./,
    code: 2,
  },
  {
    name: 'retries out of bounds',
    command: 'run',
    inputs: { retries: '99' },
    action: 'Input `retries` must be a whole number from 0 to 20, not 99.',
    tool: /`--retries` \/ INFISICAL_RETRIES must be a whole number from 0 to 20, not 99\./,
    code: 2,
  },
  {
    name: 'a domain that is not a URL',
    command: 'export',
    inputs: { domain: 'app.infisical' },
    action: 'Input `domain` must be a URL such as https://app.infisical.com, not `app.infisical`.',
    tool: /`--domain` \/ INFISICAL_DOMAIN must be a URL such as/,
    code: 2,
  },
  {
    name: 'an unknown method',
    command: 'export',
    inputs: { method: 'saml' },
    action:
      'Input `method` must be one of `universal`, `oidc`, `token`, `aws-iam`, `kubernetes`, `jwt`, `azure`, `gcp-id-token`, not `saml`.',
    tool: /`--method` \/ INFISICAL_METHOD must be one of `universal`, /,
    code: 2,
  },
  {
    name: 'OIDC without an identity',
    command: 'export',
    inputs: { method: 'oidc' },
    action:
      '`method: oidc` needs `identity-id`, the id of the machine identity with OIDC auth configured.',
    tool: /`--method oidc` needs `--identity-id` \/ INFISICAL_IDENTITY_ID, /,
    code: 2,
  },
  {
    name: 'JWT without an identity or a token',
    command: 'export',
    inputs: { method: 'jwt' },
    action:
      '`method: jwt` needs `identity-id` (the id of the machine identity with JWT auth configured) and `jwt` (the JWT to log in with, issued by the provider the JWT auth trusts).',
    tool: /`--method jwt` needs `--identity-id` \/ INFISICAL_IDENTITY_ID .* and `--jwt` \/ INFISICAL_JWT /,
    code: 2,
  },
  {
    name: 'a token method without a token',
    command: 'export',
    inputs: { method: 'token' },
    omit: ['client-id', 'client-secret'],
    action: '`method: token` needs `access-token` (an access token) or `api-key`.',
    tool: /`--method token` needs `--access-token` \/ INFISICAL_ACCESS_TOKEN .* or `--api-key` \/ INFISICAL_API_KEY\./,
    code: 2,
  },
  {
    name: 'Kubernetes without a token file',
    command: 'export',
    inputs: {
      method: 'kubernetes',
      'identity-id': UNKNOWN_UUID,
      'kubernetes-token-path': '/nonexistent/token',
    },
    action:
      "`method: kubernetes` reads the pod's service-account token from /nonexistent/token, but it is missing, unreadable or empty: this runner is not a Kubernetes pod with a mounted service-account token. Run the job on such a runner (actions-runner-controller), or set `kubernetes-token-path` to the token's file.",
    tool: /set `--kubernetes-token-path` \/ INFISICAL_KUBERNETES_TOKEN_PATH to the token's file/,
    code: 2,
  },
  {
    name: 'an Azure client id that is not a GUID',
    command: 'export',
    inputs: { method: 'azure', 'identity-id': UNKNOWN_UUID, 'azure-client-id': 'mine' },
    action:
      "`azure-client-id` must be the client id (a GUID) of a user-assigned managed identity attached to the VM; leave it empty for the VM's system-assigned identity.",
    tool: /`--azure-client-id` \/ INFISICAL_AZURE_CLIENT_ID must be the client id/,
    code: 2,
  },
  {
    name: 'an extra header without a name',
    command: 'export',
    inputs: { 'extra-headers': 'no colon here' },
    action: 'Input `extra-headers`, line 1: expected `Name: value` with a valid header name.',
    tool: /`--extra-headers` \/ INFISICAL_EXTRA_HEADERS, line 1: expected `Name: value`/,
    code: 2,
  },
  {
    name: 'an extra header the tool sets itself',
    command: 'export',
    inputs: { 'extra-headers': 'Authorization: Bearer x' },
    action: 'Input `extra-headers` cannot set `Authorization`: the action sets it itself.',
    tool: /`--extra-headers` \/ INFISICAL_EXTRA_HEADERS cannot set `Authorization`: the tool sets it itself\./,
    code: 2,
  },
  {
    name: 'a CA certificate that is neither PEM nor a file',
    command: 'export',
    inputs: { 'ca-certificate': '/nonexistent/ca.pem' },
    action:
      'Input `ca-certificate` is neither PEM text nor a readable file (looked for /nonexistent/ca.pem). Check out the repository first, or pass the PEM text.',
    tool: /`--ca-certificate` \/ INFISICAL_CA_CERTIFICATE is neither PEM text nor a readable file/,
    code: 2,
  },
  {
    name: 'a switch that is neither true nor false',
    command: 'export',
    inputs: { 'include-imports': 'maybe' },
    action: 'Input `include-imports` must be `true` or `false`, not `maybe`.',
    tool: /`--include-imports` \/ INFISICAL_INCLUDE_IMPORTS must be `true` or `false`, not `maybe`\./,
    code: 2,
  },
  {
    name: 'a project slug given as the project id',
    command: 'export',
    inputs: { 'project-id': PROJECT_SLUG },
    omit: ['project-slug'],
    action:
      "Input `project-id` must be a project id (a UUID such as `2f012fb9-be49-43ee-a96f-ea89fa65c1f0`), not `gha-test-project`. If `gha-test-project` is the project's slug, pass it as `project-slug`.",
    tool: /`--project-id` \/ INFISICAL_PROJECT_ID must be a project id .* pass it as `--project-slug` \/ INFISICAL_PROJECT_SLUG\./,
    code: 2,
  },
  {
    name: 'both a project id and a slug',
    command: 'export',
    inputs: { 'project-id': PROJECT_ID },
    action: 'Set only one of `project-id` and `project-slug`, not both.',
    tool: /Set only one of `--project-id` \/ INFISICAL_PROJECT_ID and `--project-slug` \/ INFISICAL_PROJECT_SLUG, not both\./,
    code: 2,
  },
  {
    name: 'a keys line without a key',
    command: 'export',
    inputs: { keys: 'NAME=' },
    action: 'Input `keys`, line 1: expected `KEY` or `NAME=KEY`, got `NAME=`.',
    tool: /`--keys` \/ INFISICAL_KEYS, line 1: expected `KEY` or `NAME=KEY`/,
    code: 2,
  },
  {
    name: 'a name given twice in keys',
    command: 'export',
    inputs: { keys: 'X=API_KEY\nX=DATABASE_URL' },
    action: 'Input `keys`: the name `X` is given twice (for `API_KEY` and `DATABASE_URL`).',
    tool: /`--keys` \/ INFISICAL_KEYS: the name `X` is given twice/,
    code: 2,
  },
  {
    name: 'a prefix that is not a name',
    command: 'export',
    inputs: { 'env-prefix': '1X' },
    action:
      'Input `env-prefix` must be letters, digits and underscores, not starting with a digit (e.g. `TF_VAR_`); `1X` is not.',
    tool: /`--env-prefix` \/ INFISICAL_ENV_PREFIX must be letters, digits and underscores/,
    code: 2,
  },
  {
    name: 'a path with `..`',
    command: 'export',
    inputs: { 'secret-path': '/a/../b' },
    action:
      'Input `secret-path`: `/a/../b` must be a folder path such as /app/api, without . or .. segments.',
    tool: /`--secret-path` \/ INFISICAL_SECRET_PATH: `\/a\/\.\.\/b` must be a folder path/,
    code: 2,
  },
  {
    name: 'a redaction switch that is neither true nor false',
    command: 'run',
    inputs: { redact: 'maybe' },
    tool: /`--redact` must be `true` or `false`, not `maybe`\./,
    code: 2,
  },
  {
    name: 'a key that the paths do not have',
    command: 'export',
    inputs: { keys: 'NO_SUCH_KEY' },
    action:
      'Input `keys` lists `NO_SUCH_KEY`, which the selected paths do not have. Check the spelling (keys are case-sensitive), `secret-path`, `env-slug` and `tags`.',
    tool: /`--keys` \/ INFISICAL_KEYS lists `NO_SUCH_KEY`, which the selected paths do not have\. Check the spelling \(keys are case-sensitive\), `--secret-path` \/ INFISICAL_SECRET_PATH, `--env-slug` \/ INFISICAL_ENV_SLUG and `--tags` \/ INFISICAL_TAGS\./,
    code: 1,
  },
  {
    name: 'an unknown environment',
    command: 'export',
    inputs: { 'env-slug': 'prdo' },
    action:
      'Environment `prdo` not found in project `gha-test-project`; it has `dev`, `staging`, `prod`. Did you mean `prod`? Check `env-slug`.',
    tool: /Environment `prdo` not found in project `gha-test-project`; .* Check `--env-slug` \/ INFISICAL_ENV_SLUG\./,
    code: 1,
  },
  {
    name: 'an unknown folder',
    command: 'export',
    inputs: { 'secret-path': '/ap' },
    action:
      'Folder `/ap` not found in environment `dev` of project `gha-test-project`; `/` has `app`. Did you mean `/app`? Check `secret-path`.',
    tool: /Folder `\/ap` not found .* Check `--secret-path` \/ INFISICAL_SECRET_PATH\./,
    code: 1,
  },
  {
    name: 'a wrong client secret',
    command: 'export',
    inputs: { 'client-secret': 'fake-wrong-secret-0123' },
    action:
      'universal-auth login failed (POST /api/v1/auth/universal-auth/login): HTTP 401: Invalid credentials. Check `client-secret`: it may be wrong, expired or revoked. Create a new client secret for the identity.',
    tool: /HTTP 401.* Check `--client-secret` \/ INFISICAL_CLIENT_SECRET:/,
    code: 1,
  },
  {
    name: 'an unknown client id',
    command: 'export',
    inputs: { 'client-id': UNKNOWN_UUID },
    action:
      'universal-auth login failed (POST /api/v1/auth/universal-auth/login): HTTP 404: No identity with specified client ID was found. No machine identity has this `client-id`: check it (and `domain`, for EU or self-hosted servers).',
    tool: /No machine identity has this `--client-id` \/ INFISICAL_CLIENT_ID: check it \(and `--domain` \/ INFISICAL_DOMAIN, /,
    code: 1,
  },
  {
    name: 'a value the dotenv format cannot carry',
    command: 'export',
    inputs: { 'export-type': 'file' },
    action:
      'The dotenv file cannot carry `SPECIAL_CHARS` safely: it must read back exactly with dotenv parsers and run nothing when a shell sources it. A value cannot hold a carriage return or a NUL, end with a backslash, or hold a single quote together with `"`, `$`, a backtick or a backslash: use `file-format: shell` to source the file. Or use `file-format: json`, which carries any name and value.',
    tool: /The dotenv file cannot carry `SPECIAL_CHARS` .*`--format shell`.*`--format json`/,
    code: 1,
  },
  {
    name: 'a server that is not there',
    command: 'export',
    inputs: { domain: 'http://127.0.0.1:9', retries: '0' },
    action:
      "universal-auth login failed (POST /api/v1/auth/universal-auth/login): connection refused (is the server up, and is `domain` right?). Check `domain` and the runner's network (and HTTPS_PROXY / NO_PROXY if a proxy is in the way).",
    tool: /connection refused \(is the server up, and is `--domain` \/ INFISICAL_DOMAIN right\?\).* Check `--domain` \/ INFISICAL_DOMAIN and /,
    code: 1,
  },
  {
    name: 'GitHub OIDC outside GitHub Actions',
    command: 'export',
    inputs: { method: 'oidc', 'identity-id': UNKNOWN_UUID },
    action:
      'GitHub offered no OIDC token to this job: add `permissions: id-token: write` to the job (or the workflow). Pull requests from forks get no secrets and no OIDC token: skip the step for them with `if: github.event.pull_request.head.repo.full_name == github.repository`.',
    tool: /`--method oidc` .*GitHub Actions.* `--method jwt`/,
    code: 1,
  },
];

/** Bad inputs of the sub-actions. */
const SUB_ACTION_CASES: readonly Case[] = [
  {
    name: 'no operation',
    command: 'tags',
    action: 'Input `operation` is required: one of `create`, `list`.',
    tool: /The operation \(`infisical-ci tags OPERATION`\) is required: one of `create`, `list`\./,
    code: 2,
  },
  {
    name: 'an unknown operation',
    command: 'tags',
    inputs: { operation: 'remove' },
    action: 'Input `operation` must be one of `create`, `list`, not `remove`.',
    tool: /The operation \(`infisical-ci tags OPERATION`\) must be one of `create`, `list`, not `remove`\./,
    code: 2,
  },
  {
    name: 'a tag without a slug',
    command: 'tags',
    inputs: { operation: 'create' },
    action: '`operation: create` needs `tag-slug` (letters, digits and dashes).',
    tool: /`infisical-ci tags create` needs `--tag-slug` \/ INFISICAL_TAG_SLUG \(/,
    code: 2,
  },
  {
    name: 'a tag that exists',
    command: 'tags',
    inputs: { operation: 'create', 'tag-slug': TAG_SLUG },
    action:
      'Tag `gha-tag` already exists. Set `if-exists: skip` to use it (its outputs are set as a create sets them, with `created` = `false`), or change the inputs to create another.',
    tool: /^error: Tag `gha-tag` already exists\. Set `--if-exists skip` to use it/,
    code: 1,
  },
  {
    name: 'an if-exists that is neither fail nor skip',
    command: 'tags',
    inputs: { operation: 'list', 'if-exists': 'ignore' },
    action: 'Input `if-exists` must be one of `fail`, `skip`, not `ignore`.',
    tool: /`--if-exists` \/ INFISICAL_IF_EXISTS must be one of `fail`, `skip`, not `ignore`\./,
    code: 2,
  },
  {
    name: 'an environment delete without the environment',
    command: 'environments',
    inputs: { operation: 'delete' },
    action:
      '`operation: delete` needs `environment-id` or `environment-slug` (which environment to delete).',
    tool: /`infisical-ci environments delete` needs `--environment-id` \/ INFISICAL_ENVIRONMENT_ID or `--environment-slug` \/ INFISICAL_ENVIRONMENT_SLUG/,
    code: 2,
  },
  {
    name: 'an environment delete of one that is not there',
    command: 'environments',
    inputs: { operation: 'delete', 'environment-slug': 'nope' },
    action:
      'Input `environment-slug`: the project gha-test-project has no environment `nope` (it has `dev`, `staging`, `prod`). Set `if-missing: skip` to treat a missing environment as deleted.',
    tool: /`--environment-slug` \/ INFISICAL_ENVIRONMENT_SLUG: the project gha-test-project has no environment `nope` .* Set `--if-missing skip` to treat/,
    code: 1,
  },
  {
    name: 'a folder create with the parent path',
    command: 'folders',
    inputs: { operation: 'create', 'secret-path': '/x', 'folder-path': '/y' },
    action:
      'Input `secret-path` is for `operation: list`; for `create` give the whole path of the folder in `folder-path` (such as `/previews/pr-42`).',
    tool: /`--secret-path` \/ INFISICAL_SECRET_PATH is for `infisical-ci folders list`; for `create` give the whole path of the folder in `--folder-path` \/ INFISICAL_FOLDER_PATH/,
    code: 2,
  },
  {
    name: 'a folder create without a path',
    command: 'folders',
    inputs: { operation: 'create' },
    action:
      'Input `folder-path` is required for `operation: create` (the folder, such as `/previews/pr-42`).',
    tool: /`--folder-path` \/ INFISICAL_FOLDER_PATH is required for `infisical-ci folders create`/,
    code: 2,
  },
  {
    name: 'a folder delete of one that is not there',
    command: 'folders',
    inputs: { operation: 'delete', 'folder-path': '/nope' },
    action:
      "delete folder failed (DELETE /api/v1/folders/nope): HTTP 404: Failed to delete folder with ID 'nope', not found. Check `folder-path`: there is no such folder (deleted already? `if-missing: skip` treats that as done).",
    tool: /Check `--folder-path` \/ INFISICAL_FOLDER_PATH: there is no such folder \(deleted already\? `--if-missing skip` treats that as done\)\./,
    code: 1,
  },
  {
    name: 'a folder listing of a path that is not there',
    command: 'folders',
    inputs: { operation: 'list', 'secret-path': '/nope' },
    action: 'Input `secret-path`: there is no folder `/nope` in environment `dev`.',
    tool: /`--secret-path` \/ INFISICAL_SECRET_PATH: there is no folder `\/nope`/,
    code: 1,
  },
  {
    name: 'an import without its source',
    command: 'imports',
    inputs: { operation: 'create' },
    action:
      'Input `import-env-slug` is required for `operation: create` (the environment to import from, e.g. `staging`).',
    tool: /`--import-env-slug` \/ INFISICAL_IMPORT_ENV_SLUG is required for `infisical-ci imports create`/,
    code: 2,
  },
  {
    name: 'an import update that changes nothing',
    command: 'imports',
    inputs: { operation: 'update', 'secret-import-id': UNKNOWN_UUID },
    action:
      '`operation: update` needs at least one of `import-env-slug`, `import-path` or `position` (what to change).',
    tool: /`infisical-ci imports update` needs at least one of `--import-env-slug` \/ INFISICAL_IMPORT_ENV_SLUG, /,
    code: 2,
  },
  {
    name: 'an import id that is not a UUID',
    command: 'imports',
    inputs: { operation: 'delete', 'secret-import-id': NOT_A_UUID },
    action:
      'Input `secret-import-id` must be an id in UUID form (such as `2f012fb9-be49-43ee-a96f-ea89fa65c1f0`), not `not-a-uuid`.',
    tool: /`--secret-import-id` \/ INFISICAL_SECRET_IMPORT_ID must be an id in UUID form/,
    code: 2,
  },
  {
    name: 'a membership delete without the membership',
    command: 'memberships',
    inputs: { operation: 'delete', 'organization-id': ORG_ID },
    action:
      'Input `membership-id` is required for `operation: delete` (an id from `operation: list`).',
    tool: /`--membership-id` \/ INFISICAL_MEMBERSHIP_ID is required for `infisical-ci memberships delete` \(an id from `infisical-ci memberships list`\)\./,
    code: 2,
  },
  {
    name: 'memberships with a machine identity',
    command: 'memberships',
    inputs: { operation: 'list', 'organization-id': ORG_ID },
    action:
      "list organization memberships failed (GET /api/v2/organizations/2f012fb9-be49-43ee-a96f-ea89fa65c1f0/memberships): HTTP 200: the server answered with an empty body and did nothing: organization memberships are served only to user credentials, not to a machine identity. Run this step with user credentials: `method: token` with a user's access token, or `api-key`.",
    tool: /`--method token` .* or `--api-key` \/ INFISICAL_API_KEY\./,
    code: 1,
  },
  {
    name: 'a snapshot offset below zero',
    command: 'snapshots',
    inputs: { offset: '-1' },
    action: 'Input `offset` must be a whole number from 0 to 1000000, not -1.',
    tool: /`--offset` \/ INFISICAL_OFFSET must be /,
    code: 2,
  },
  {
    name: 'an identity that is not a UUID',
    command: 'identities',
    inputs: { 'target-identity-id': NOT_A_UUID },
    action:
      'Input `target-identity-id` must be an id in UUID form (such as `2f012fb9-be49-43ee-a96f-ea89fa65c1f0`), not `not-a-uuid`.',
    tool: /`--target-identity-id` \/ INFISICAL_TARGET_IDENTITY_ID must be an id in UUID form/,
    code: 2,
  },
  {
    name: 'a lease revoke without its id',
    command: 'dynamic-secrets',
    inputs: { operation: 'lease-revoke' },
    action: "Input `lease-id` is required (the lease's id, for `lease-revoke`).",
    tool: /`--lease-id` \/ INFISICAL_LEASE_ID is required \(the lease's id, for `lease-revoke`\)\./,
    code: 2,
  },
  {
    name: 'a secrets set without secrets',
    command: 'secrets',
    inputs: { operation: 'set' },
    action:
      '`operation: set` needs `secrets` (`KEY=value` lines) or `secrets-file` (a dotenv or `.json` file in the workspace).',
    tool: /`infisical-ci secrets set` needs `--secrets` \/ INFISICAL_SECRETS \(`KEY=value` lines\) or `--secrets-file` \/ INFISICAL_SECRETS_FILE \(a dotenv or `\.json` file\)\./,
    code: 2,
  },
  {
    name: 'a secrets set with keys to delete',
    command: 'secrets',
    inputs: { operation: 'set', secrets: 'A=1', keys: 'A' },
    action: '`keys` does not apply to `operation: set`: remove it.',
    tool: /`--keys` \/ INFISICAL_KEYS does not apply to `infisical-ci secrets set`: remove it\./,
    code: 2,
  },
  {
    name: 'a secrets file that is not there',
    command: 'secrets',
    inputs: { operation: 'set', 'secrets-file': 'missing.env' },
    action:
      'Input `secrets-file` (missing.env): there is no such file (a relative path is in the workspace).',
    tool: /`--secrets-file` \/ INFISICAL_SECRETS_FILE \(missing\.env\): there is no such file \(a relative path is from the working folder\)\./,
    code: 2,
  },
  {
    name: 'a secrets delete without keys',
    command: 'secrets',
    inputs: { operation: 'delete' },
    action: '`operation: delete` needs `keys`: the keys to delete, one per line.',
    tool: /`infisical-ci secrets delete` needs `--keys` \/ INFISICAL_KEYS: the keys to delete, one per line\./,
    code: 2,
  },
  {
    name: 'a secrets delete of a key that is not there',
    command: 'secrets',
    inputs: { operation: 'delete', keys: 'NO_SUCH_KEY' },
    action:
      'The key to delete is not in dev:/: `NO_SUCH_KEY`. Nothing was deleted. Set `if-missing: skip` to treat a missing key as deleted already.',
    tool: /Nothing was deleted\. Set `--if-missing skip` to treat a missing key as deleted already\./,
    code: 1,
  },
  {
    name: 'a project create to reuse without a slug',
    command: 'projects',
    inputs: { 'project-name': 'Words', 'if-exists': 'skip' },
    action:
      '`if-exists: skip` needs `project-slug`: an existing project is found by its slug (without one, the server makes a new slug every time).',
    tool: /`--if-exists skip` needs `--project-slug` \/ INFISICAL_PROJECT_SLUG: /,
    code: 2,
  },
];

/** The case through the tool and (unless it is the tool's own option) through the action. */
async function runBoth(c: Case, withAction = c.action !== undefined) {
  const server = await fresh();
  const inputs = inputsOf(c, server);
  const { args, env } = toolArgs(c, inputs);
  const tool = await runTool(args, { mode: 'in-process', env });
  // `export` and `run` take the main action's inputs (and `run` some of its own).
  const action = !withAction
    ? undefined
    : await runStep({
        mode: 'in-process',
        action: c.command === 'export' || c.command === 'run' ? '' : c.command,
        inputs: { operation: '', ...inputs },
      });
  return { tool, action };
}

describe.concurrent(
  'bad input: the tool says it with flags and variables, the action as before',
  () => {
    it.each(
      [...LOAD_CASES, ...SUB_ACTION_CASES].map((c) => [`${c.command}: ${c.name}`, c] as const),
    )('%s', async (_name, c) => {
      const { tool, action } = await runBoth(c);
      const errors = tool.lines.filter((line) => line.startsWith('error: '));
      expect(errors, tool.stderr).toHaveLength(1);
      expect(errors[0], tool.stderr).toMatch(c.tool);
      expect(tool.code, tool.stderr).toBe(c.code);
      expectToolWords(tool.lines);
      if (action) {
        expect(action.errors, action.stdout).toEqual([c.action]);
      }
    });

    it('the table covers every sub-action that takes inputs of its own', () => {
      const covered = new Set([...SUB_ACTION_CASES].map((c) => c.command));
      expect(TOOL_SUB_ACTIONS.filter((name) => !covered.has(name))).toEqual([]);
    });
  },
);

interface OnTheWay {
  readonly name: string;
  readonly command: Case['command'];
  readonly inputs: Readonly<Record<string, string>>;
  /** A line or notice of the action. */
  readonly action: RegExp;
  /** A line the tool prints on standard error. */
  readonly tool: RegExp;
}

describe.concurrent('what a command says on its way is in its own words too', () => {
  it.each<OnTheWay>([
    {
      name: 'a create that uses what exists',
      command: 'tags',
      inputs: { operation: 'create', 'tag-slug': TAG_SLUG, 'if-exists': 'skip' },
      action: /^Tag gha-tag exists already \([0-9a-f-]{36}\): using it \(if-exists: skip\)\.$/,
      tool: /^Tag gha-tag exists already \([0-9a-f-]{36}\): using it \(--if-exists skip\)\.$/,
    },
    {
      name: 'a delete of what is not there',
      command: 'environments',
      inputs: { operation: 'delete', 'environment-slug': 'nope', 'if-missing': 'skip' },
      action: /^Environment `nope` does not exist: nothing to delete \(`if-missing: skip`\)\.$/,
      tool: /^notice: Environment `nope` does not exist: nothing to delete \(`--if-missing skip`\)\.$/,
    },
    {
      name: 'imported secrets left out by tags',
      command: 'export',
      inputs: { tags: TAG_SLUG },
      action: /imported secrets carry no tags, so a `tags` filter cannot select them\.$/,
      tool: /imported secrets carry no tags, so a `--tags` \/ INFISICAL_TAGS filter cannot select them\.$/,
    },
  ])('$name', async ({ command, inputs, action, tool }) => {
    const c: Case = { name: '', command, inputs, tool, code: 1 };
    const both = await runBoth(c, true);
    expect(both.tool.code, both.tool.stderr).toBe(0);
    expect(both.tool.lines).toContainEqual(expect.stringMatching(tool));
    expectToolWords(both.tool.lines);
    const said = [
      ...(both.action?.notices ?? []),
      ...(both.action?.lines ?? []).map((line) => line.raw),
    ];
    expect(said).toContainEqual(expect.stringMatching(action));
  });
});

describe.concurrent('a project these credentials cannot see: named, in each language', () => {
  const servers: FakeServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });
  const start = async (routes: RouteSet): Promise<FakeServer> => {
    const server = await startFakeServer({ routes, rateLimit: false });
    servers.push(server);
    return server;
  };
  const SLUG = 'no-such-project';
  const BY = {
    slug: {
      input: { 'project-slug': SLUG },
      action:
        /No project with the slug `no-such-project` is visible to these credentials: check `project-slug`, or the identity's project membership\.$/,
      tool: /No project with the slug `no-such-project` is visible to these credentials: check `--project-slug` \/ INFISICAL_PROJECT_SLUG, or the identity's project membership\.$/,
    },
    id: {
      input: { 'project-id': UNKNOWN_UUID },
      action: new RegExp(
        `No project with the id \`${UNKNOWN_UUID}\` is visible to these credentials: check \`project-id\`, or the identity's project membership\\.$`,
      ),
      tool: new RegExp(
        `No project with the id \`${UNKNOWN_UUID}\` is visible to these credentials: check \`--project-id\` / INFISICAL_PROJECT_ID, or the identity's project membership\\.$`,
      ),
    },
  } as const;

  it.each([
    ['legacy', 'slug'],
    ['successor-only', 'slug'],
    ['legacy', 'id'],
    ['successor-only', 'id'],
  ] as const)('%s server, unknown project %s', async (routes, by) => {
    const server = await start(routes);
    const { input, action, tool } = BY[by];
    const login = {
      domain: server.url,
      'client-id': MEMBER_CLIENT_ID,
      'client-secret': MEMBER_CLIENT_SECRET,
    };
    const env = {
      INFISICAL_DOMAIN: server.url,
      INFISICAL_CLIENT_ID: MEMBER_CLIENT_ID,
      INFISICAL_CLIENT_SECRET: MEMBER_CLIENT_SECRET,
    };
    const flags = Object.entries(input).map(([name, value]) => `--${name}=${value}`);

    const main = await runStep({
      mode: 'in-process',
      inputs: { ...login, ...input, 'env-slug': 'dev' },
    });
    expect(main.errors, main.stdout).toEqual([expect.stringMatching(action)]);
    const exported = await runTool(['export', '--env-slug=dev', ...flags], {
      mode: 'in-process',
      env,
    });
    expect(exported.code, exported.stderr).toBe(1);
    expect(exported.lines.filter((line) => line.startsWith('error: '))).toEqual([
      expect.stringMatching(tool),
    ]);

    const set = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: { ...login, ...input, operation: 'set', 'env-slug': 'dev', secrets: 'WORDS=1' },
    });
    expect(set.errors, set.stdout).toEqual([expect.stringMatching(action)]);
    const setByTool = await runTool(['secrets', 'set', '--env-slug=dev', ...flags], {
      mode: 'in-process',
      env: { ...env, INFISICAL_SECRETS: 'WORDS=1' },
    });
    expect(setByTool.code, setByTool.stderr).toBe(1);
    expect(setByTool.lines.filter((line) => line.startsWith('error: '))).toEqual([
      expect.stringMatching(tool),
    ]);
    expectToolWords([...exported.lines, ...setByTool.lines]);
  });
});

describe.concurrent(
  '--silent: nothing on standard error but errors, for every kind of command',
  () => {
    /** A run that would print a warning (a credential as a flag), notes and notices. */
    const KINDS = {
      export: {
        ok: ['export', '--env-slug=dev', '--tags=gha-tag'],
        failed: ['export', '--env-slug=prdo'],
      },
      run: {
        ok: ['run', '--env-slug=dev', '--tags=gha-tag', '--', process.execPath, '-e', '0'],
        failed: ['run', '--env-slug=prdo', '--', process.execPath, '-e', '0'],
      },
      'sub-action': {
        ok: ['environments', 'delete', '--environment-slug=nope', '--if-missing=skip'],
        failed: ['tags', 'create', `--tag-slug=${TAG_SLUG}`],
      },
    } as const;

    it.each(Object.keys(KINDS) as (keyof typeof KINDS)[])('%s', async (kind) => {
      const server = await fresh();
      const env = {
        INFISICAL_DOMAIN: server.url,
        INFISICAL_CLIENT_ID: MEMBER_CLIENT_ID,
        INFISICAL_PROJECT_SLUG: PROJECT_SLUG,
      };
      const secret = `--client-secret=${MEMBER_CLIENT_SECRET}`;
      const { ok, failed } = KINDS[kind];
      const [command, ...rest] = ok;
      const loud = await runTool([command, secret, ...rest], { mode: 'in-process', env });
      expect(loud.code, loud.stderr).toBe(0);
      // Without --silent the same run prints a warning and more.
      expect(loud.lines.some((line) => line.startsWith('warning: '))).toBe(true);

      expectToolWords(loud.lines);

      const quiet = await runTool([command, '--silent', secret, ...rest], {
        mode: 'in-process',
        env,
      });
      expect(quiet.code, quiet.stderr).toBe(0);
      expect(quiet.stderr).toBe('');

      const [failing, ...failingRest] = failed;
      const refused = await runTool([failing, '--silent', secret, ...failingRest], {
        mode: 'in-process',
        env,
      });
      expect(refused.code).toBe(1);
      expect(refused.lines).toEqual([expect.stringMatching(/^error: /)]);

      // Inside GitHub Actions and Azure Pipelines the masks are registered all the same.
      const github = await runTool([command, '--silent', secret, ...rest], {
        mode: 'in-process',
        env: { ...env, GITHUB_ACTIONS: 'true' },
      });
      expect(github.code, github.stderr).toBe(0);
      expect(github.lines.filter((line) => !line.startsWith('::add-mask::'))).toEqual([]);
      const githubRefused = await runTool([failing, '--silent', secret, ...failingRest], {
        mode: 'in-process',
        env: { ...env, GITHUB_ACTIONS: 'true' },
      });
      expect(githubRefused.lines.filter((line) => !line.startsWith('::add-mask::'))).toEqual([
        expect.stringMatching(/^::error::/),
      ]);
      const azure = await runTool([command, '--silent', secret, ...rest], {
        mode: 'in-process',
        env: { ...env, TF_BUILD: 'True' },
      });
      expect(azure.code, azure.stderr).toBe(0);
      expect(azure.lines.filter((line) => !line.startsWith('##vso[task.setsecret]'))).toEqual([]);
    });
  },
);
