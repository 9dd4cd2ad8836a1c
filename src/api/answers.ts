import type * as T from './types.js';

/**
 * Checks of the answers the client parses: every field the code relies on has the type it relies
 * on. Fields the code does not use, and extra fields anywhere, are left alone (servers add fields
 * over time). Each check returns the answer typed, or throws an {@link AnswerShapeError} naming
 * the first field that is wrong by its path in the answer (`secrets[3].secretValue`) and the kind
 * of value found there, never the value.
 *
 * Written by hand for speed: a listing of thousands of secrets is checked on the action's hot
 * path, so the per-item checks are plain `typeof` tests and paths are built only on failure.
 */

/** A field of an answer that does not have the type the code relies on. */
export class AnswerShapeError extends Error {
  /** Where, as a path in the answer: `secrets[3].secretValue`; '' for the answer itself. */
  readonly field: string;
  /** What it is instead: `missing`, `a number`, `empty`, ... */
  readonly found: string;

  constructor(field: string, found: string) {
    super(`${field ? `\`${field}\`` : 'the answer'} is ${found}`);
    this.name = 'AnswerShapeError';
    this.field = field;
    this.found = found;
  }
}

type Fields = Record<string, unknown>;

/** The kind of a JSON value, for messages: never the value itself. */
function kindOf(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function wrong(field: string, value: unknown): never {
  throw new AnswerShapeError(field, kindOf(value));
}

const join = (path: string, key: string): string => (path ? `${path}.${key}` : key);

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function object(value: unknown, path: string): Fields {
  if (!isObject(value)) wrong(path, value);
  return value;
}

function objectAt(parent: Fields, key: string, path: string): Fields {
  return object(parent[key], join(path, key));
}

function string(parent: Fields, key: string, path: string): void {
  if (typeof parent[key] !== 'string') wrong(join(path, key), parent[key]);
}

function optionalString(parent: Fields, key: string, path: string): void {
  const value = parent[key];
  if (value !== undefined && value !== null && typeof value !== 'string')
    wrong(join(path, key), value);
}

function number(parent: Fields, key: string, path: string): void {
  if (typeof parent[key] !== 'number') wrong(join(path, key), parent[key]);
}

/** A list of items, each checked by `item` (with its path, `key[i]`). */
function listAt(
  parent: Fields,
  key: string,
  path: string,
  item: (value: unknown, path: string) => void,
): unknown[] {
  const list = parent[key];
  const at = join(path, key);
  if (!Array.isArray(list)) wrong(at, list);
  for (let i = 0; i < list.length; i++) item(list[i], `${at}[${i}]`);
  return list;
}

/** An object whose listed fields are strings (an id and a slug, say). */
const withStrings =
  (...keys: readonly string[]) =>
  (value: unknown, path: string): void => {
    const fields = object(value, path);
    for (const key of keys) string(fields, key, path);
  };

// --- secrets ------------------------------------------------------------------------------------

/**
 * One listed secret: its key and value are strings; its folder (`secretPath`) a string when
 * given; `secretValueHidden` a boolean when given. Kept flat and free of allocations: it runs for
 * every secret of every listing.
 */
function secretItem(value: unknown, list: string, index: number): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    wrong(`${list}[${index}]`, value);
  }
  const secret = value as Fields;
  if (typeof secret.secretKey !== 'string') wrong(`${list}[${index}].secretKey`, secret.secretKey);
  if (typeof secret.secretValue !== 'string') {
    wrong(`${list}[${index}].secretValue`, secret.secretValue);
  }
  const folder = secret.secretPath;
  if (folder !== undefined && folder !== null && typeof folder !== 'string') {
    wrong(`${list}[${index}].secretPath`, folder);
  }
  const hidden = secret.secretValueHidden;
  if (hidden !== undefined && typeof hidden !== 'boolean') {
    wrong(`${list}[${index}].secretValueHidden`, hidden);
  }
}

function secretItems(parent: Fields, key: string, path: string): void {
  const list = parent[key];
  const at = join(path, key);
  if (!Array.isArray(list)) wrong(at, list);
  for (let i = 0; i < list.length; i++) secretItem(list[i], at, i);
}

/** A listing: `secrets`, and `imports` (absent unless asked for), each group with its secrets. */
export function secretList(body: unknown): T.SecretList {
  const top = object(body, '');
  secretItems(top, 'secrets', '');
  const imports = top.imports;
  if (imports !== undefined) {
    if (!Array.isArray(imports)) wrong('imports', imports);
    for (let g = 0; g < imports.length; g++) {
      const path = `imports[${g}]`;
      const group = object(imports[g], path);
      string(group, 'secretPath', path);
      string(group, 'environment', path);
      secretItems(group, 'secrets', path);
    }
  }
  return top as unknown as T.SecretList;
}

/** A batch write's answer: the secrets written, each with its key. */
export function writtenSecrets(body: unknown): T.WrittenSecret[] {
  return listAt(object(body, ''), 'secrets', '', withStrings('secretKey')) as T.WrittenSecret[];
}

// --- authentication -----------------------------------------------------------------------------

/** A login or renewal: a non-empty access token. */
export function accessToken(body: unknown): T.AccessTokenResponse {
  const top = object(body, '');
  string(top, 'accessToken', '');
  if (top.accessToken === '') throw new AnswerShapeError('accessToken', 'empty');
  return top as unknown as T.AccessTokenResponse;
}

/** A machine identity's universal-auth configuration: the outputs' fields. */
export function universalAuth(body: unknown): T.IdentityUniversalAuth {
  const path = 'identityUniversalAuth';
  const config = objectAt(object(body, ''), path, '');
  string(config, 'clientId', path);
  for (const key of ['accessTokenTTL', 'accessTokenMaxTTL', 'accessTokenNumUsesLimit']) {
    number(config, key, path);
  }
  return config as unknown as T.IdentityUniversalAuth;
}

// --- projects and environments ------------------------------------------------------------------

const environmentRef = withStrings('id', 'slug');

/** A project: its id, its slug when given, and its environments (ids and slugs) when given. */
function projectAt(value: unknown, path: string, environments: 'required' | 'optional'): T.Project {
  const project = object(value, path);
  string(project, 'id', path);
  optionalString(project, 'slug', path);
  if (environments === 'required' || project.environments !== undefined) {
    listAt(project, 'environments', path, environmentRef);
  }
  return project as unknown as T.Project;
}

/** `{project}` of a create. */
export function createdProject(body: unknown): T.Project {
  return projectAt(object(body, '').project, 'project', 'optional');
}

/** A project by id: `{workspace}`, with its environments. */
export function projectById(body: unknown): T.Project {
  return projectAt(object(body, '').workspace, 'workspace', 'required');
}

/** A project by id on the successor route: `{project}`, with its environments. */
export function projectByIdSuccessor(body: unknown): T.Project {
  return projectAt(object(body, '').project, 'project', 'required');
}

/** A project by slug: the project itself, or `{project}` on some servers. */
export function projectBySlug(body: unknown): T.Project {
  const top = object(body, '');
  return isObject(top.project)
    ? projectAt(top.project, 'project', 'optional')
    : projectAt(top, '', 'optional');
}

/** `{environment}` of a create, delete or lookup: its id and slug. */
export function environmentAnswer<R extends { environment: T.Environment }>(body: unknown): R {
  const top = object(body, '');
  environmentRef(top.environment, 'environment');
  return top as unknown as R;
}

/**
 * `{message, projectId, environment}` of a create or delete on the successor routes: the project
 * is named `projectId` there, `workspace` on the legacy ones.
 */
export function environmentChange(body: unknown): T.EnvironmentResponse {
  const top = environmentAnswer<T.EnvironmentResponse & { projectId?: string }>(body);
  optionalString(top as unknown as Fields, 'projectId', '');
  const { projectId, ...rest } = top;
  return projectId === undefined ? rest : { ...rest, workspace: projectId };
}

// --- tags ---------------------------------------------------------------------------------------

const tagItem = withStrings('id', 'slug');

/** `{workspaceTag}`: a tag's id and slug. */
export function tag(body: unknown): T.WorkspaceTag {
  const value = object(body, '').workspaceTag;
  tagItem(value, 'workspaceTag');
  return value as T.WorkspaceTag;
}

/** `{workspaceTags}`: the project's tags. */
export function tags(body: unknown): T.WorkspaceTag[] {
  return listAt(object(body, ''), 'workspaceTags', '', tagItem) as T.WorkspaceTag[];
}

/** `{tag}` on the successor routes: a tag's id and slug. */
export function tagSuccessor(body: unknown): T.WorkspaceTag {
  const value = object(body, '').tag;
  tagItem(value, 'tag');
  return value as T.WorkspaceTag;
}

/** `{tags}` on the successor routes: the project's tags. */
export function tagsSuccessor(body: unknown): T.WorkspaceTag[] {
  return listAt(object(body, ''), 'tags', '', tagItem) as T.WorkspaceTag[];
}

// --- secret imports -----------------------------------------------------------------------------

/** An import: its id, position and path, and its source environment's slug when given. */
function importItem(value: unknown, path: string): void {
  const item = object(value, path);
  string(item, 'id', path);
  number(item, 'position', path);
  string(item, 'importPath', path);
  if (item.importEnv !== undefined) {
    const env = objectAt(item, 'importEnv', path);
    string(env, 'slug', join(path, 'importEnv'));
  }
}

/** `{secretImport}` of a create, update or delete. */
export function secretImport(body: unknown): T.SecretImport {
  const value = object(body, '').secretImport;
  importItem(value, 'secretImport');
  return value as T.SecretImport;
}

/** `{secretImports}` of a folder. */
export function secretImports(body: unknown): T.SecretImport[] {
  return listAt(object(body, ''), 'secretImports', '', importItem) as T.SecretImport[];
}

// --- memberships, snapshots, folders ------------------------------------------------------------

const withId = withStrings('id');

/** `{users}`: an organization's memberships, each with its id. */
export function memberships(body: unknown): T.OrgMembership[] {
  return listAt(object(body, ''), 'users', '', withId) as T.OrgMembership[];
}

/** `{membership}` of a delete. */
export function membership(body: unknown): T.OrgMembership {
  const value = object(body, '').membership;
  withId(value, 'membership');
  return value as T.OrgMembership;
}

/** `{secretSnapshots}`: one page of snapshots, each with its id. */
export function snapshots(body: unknown): T.SecretSnapshot[] {
  return listAt(object(body, ''), 'secretSnapshots', '', withId) as T.SecretSnapshot[];
}

const folderItem = withStrings('id', 'name');

/** `{folder}` of a create or delete: its id and name. */
export function folder(body: unknown): T.Folder {
  const value = object(body, '').folder;
  folderItem(value, 'folder');
  return value as T.Folder;
}

/** `{folders}`: the direct sub-folders of a folder. */
export function folders(body: unknown): T.Folder[] {
  return listAt(object(body, ''), 'folders', '', folderItem) as T.Folder[];
}
