/**
 * What the checks of the answers are made of (each endpoint's check is in its descriptor, in
 * `src/api/endpoints/`): every field the code relies on has the type it relies on. Fields the
 * code does not use, and extra fields anywhere, are left alone (servers add fields over time).
 * Each check returns the answer typed, or throws an {@link AnswerShapeError} naming the first
 * field that is wrong by its path in the answer (`secrets[3].secretValue`) and the kind of value
 * found there, never the value.
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

export type Fields = Record<string, unknown>;

/** The kind of a JSON value, for messages: never the value itself. */
function kindOf(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

export function wrong(field: string, value: unknown): never {
  throw new AnswerShapeError(field, kindOf(value));
}

export const join = (path: string, key: string): string => (path ? `${path}.${key}` : key);

export function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function object(value: unknown, path: string): Fields {
  if (!isObject(value)) wrong(path, value);
  return value;
}

export function objectAt(parent: Fields, key: string, path: string): Fields {
  return object(parent[key], join(path, key));
}

export function string(parent: Fields, key: string, path: string): void {
  if (typeof parent[key] !== 'string') wrong(join(path, key), parent[key]);
}

export function optionalString(parent: Fields, key: string, path: string): void {
  const value = parent[key];
  if (value !== undefined && value !== null && typeof value !== 'string')
    wrong(join(path, key), value);
}

export function number(parent: Fields, key: string, path: string): void {
  if (typeof parent[key] !== 'number') wrong(join(path, key), parent[key]);
}

/** A list of items, each checked by `item` (with its path, `key[i]`). */
export function listAt(
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
export const withStrings =
  (...keys: readonly string[]) =>
  (value: unknown, path: string): void => {
    const fields = object(value, path);
    for (const key of keys) string(fields, key, path);
  };

/** `{<key>: …}`: the answer's one object under `key`, checked by `item`. */
export const one =
  <T>(key: string, item: (value: unknown, path: string) => void) =>
  (body: unknown): T => {
    const value = object(body, '')[key];
    item(value, key);
    return value as T;
  };

/** `{<key>: […]}`: the answer's list under `key`, each item checked by `item`. */
export const many =
  <T>(key: string, item: (value: unknown, path: string) => void) =>
  (body: unknown): T[] =>
    listAt(object(body, ''), key, '', item) as T[];

/** An object with a string `id`. */
export const withId = withStrings('id');
