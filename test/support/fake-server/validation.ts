// A tiny zod look-alike: enough to produce the same issue objects (same keys, same key order,
// same texts) as the real server's zod schemas for the fields the fake validates.
import { validationFailure } from './errors.ts';

export type Issue = Record<string, unknown>;

export type Field =
  | {
      kind: 'string';
      optional?: boolean;
      default?: string;
      trim?: boolean;
      lowercase?: boolean;
      /** Returns a custom issue message when the value is not acceptable. */
      refine?: (value: string) => string | null;
      transform?: (value: string) => string;
    }
  | { kind: 'enum'; options: string[]; optional?: boolean; default?: string }
  | { kind: 'number'; coerce?: boolean; optional?: boolean; default?: number }
  | { kind: 'object'; fields: Schema; optional?: boolean }
  | { kind: 'array'; optional?: boolean; minItems?: number }
  | { kind: 'record'; optional?: boolean }
  | { kind: 'any'; optional?: boolean };

export type Schema = Record<string, Field>;

/** zod's name for the type of a value (`getParsedType`). */
export function parsedType(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isNaN(value) ? 'nan' : 'number';
  return typeof value;
}

function invalidType(expected: string, value: unknown, path: (string | number)[]): Issue {
  const received = parsedType(value);
  return {
    code: 'invalid_type',
    expected,
    received,
    path,
    message: received === 'undefined' ? 'Required' : `Expected ${expected}, received ${received}`,
  };
}

function parseField(
  field: Field,
  value: unknown,
  path: (string | number)[],
  issues: Issue[],
): unknown {
  if (value === undefined) {
    if ('default' in field && field.default !== undefined) value = field.default;
    else if (field.optional) return undefined;
  }
  switch (field.kind) {
    case 'string': {
      if (typeof value !== 'string') {
        issues.push(invalidType('string', value, path));
        return undefined;
      }
      let out = field.trim ? value.trim() : value;
      if (field.lowercase) out = out.toLowerCase();
      const problem = field.refine?.(out);
      if (problem) {
        issues.push({ code: 'custom', message: problem, path });
        return undefined;
      }
      return field.transform ? field.transform(out) : out;
    }
    case 'enum': {
      if (typeof value !== 'string' || !field.options.includes(value)) {
        if (typeof value !== 'string') {
          issues.push(invalidType('string', value, path));
          return undefined;
        }
        const expected = field.options.map((o) => `'${o}'`).join(' | ');
        issues.push({
          received: value,
          code: 'invalid_enum_value',
          options: field.options,
          path,
          message: `Invalid enum value. Expected ${expected}, received '${value}'`,
        });
        return undefined;
      }
      return value;
    }
    case 'number': {
      const n = field.coerce ? Number(value) : value;
      if (typeof n !== 'number' || Number.isNaN(n)) {
        issues.push(invalidType('number', n, path));
        return undefined;
      }
      return n;
    }
    case 'object':
      return parseObject(field.fields, value, path, issues);
    case 'array':
      if (!Array.isArray(value)) {
        issues.push(invalidType('array', value, path));
        return undefined;
      }
      if (field.minItems !== undefined && value.length < field.minItems) {
        issues.push({
          code: 'too_small',
          minimum: field.minItems,
          type: 'array',
          inclusive: true,
          exact: false,
          message: `Array must contain at least ${field.minItems} element(s)`,
          path,
        });
        return undefined;
      }
      return value;
    case 'record':
      if (parsedType(value) !== 'object') {
        issues.push(invalidType('object', value, path));
        return undefined;
      }
      return value;
    case 'any':
      return value;
  }
}

function parseObject(
  schema: Schema,
  input: unknown,
  path: (string | number)[],
  issues: Issue[],
): Record<string, unknown> | undefined {
  if (parsedType(input) !== 'object') {
    issues.push(invalidType('object', input, path));
    return undefined;
  }
  const source = input as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema)) {
    const value = parseField(field, source[key], [...path, key], issues);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * Validates `input` against `schema`; throws the 401 ValidationFailure the captured server
 * sends, listing every issue. Returns the parsed object (defaults applied, strings trimmed).
 */
export function validate<T extends object>(schema: Schema, input: unknown): T {
  const issues: Issue[] = [];
  const out = parseObject(schema, input, [], issues);
  if (issues.length > 0 || !out) throw validationFailure(issues);
  return out as T;
}

/** `slugify(value) === value`: lowercase letters and digits in groups joined by single dashes. */
export function isSlug(value: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

/** Drops a trailing slash except on the root, like the server's path transform. */
export function removeTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

/** The server's `secretPath` / `path` field: trimmed, default `/`, no trailing slash. */
export const secretPathField: Field = {
  kind: 'string',
  trim: true,
  default: '/',
  transform: removeTrailingSlash,
};

/** A `"true" | "false"` query flag that defaults to false. */
export const booleanQueryField: Field = {
  kind: 'enum',
  options: ['true', 'false'],
  default: 'false',
};
