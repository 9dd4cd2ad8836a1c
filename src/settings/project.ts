import { InputError } from './errors.js';
import type { ReadInput } from './parse.js';

/** Exactly one of a project id or slug. */
export type ProjectRef =
  | { readonly id: string; readonly slug?: undefined }
  | { readonly slug: string; readonly id?: undefined };

/** Reads `project-id` / `project-slug`: exactly one must be set. */
export function readProject(read: ReadInput): ProjectRef {
  const id = read('project-id');
  const slug = read('project-slug');
  if (id && slug) {
    throw new InputError('Set only one of `project-id` and `project-slug`, not both.');
  }
  if (!id && !slug) {
    throw new InputError('Set `project-id` or `project-slug` to say which project to read from.');
  }
  return id ? { id } : { slug };
}

/** Normalises a folder path: leading slash, no trailing slash, no empty segments. */
export function normalizeSecretPath(raw: string, input = 'secret-path'): string {
  const segments = raw.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..')) {
    throw new InputError(
      `Input \`${input}\`: \`${raw}\` must be a folder path such as /app/api, without . or .. segments.`,
    );
  }
  return '/' + segments.join('/');
}
