import { InputError } from '../errors/input.js';
import { ref, subject, words } from '../errors/words.js';
import type { ReadInput } from './parse.js';
import { isUuid } from '../api/ids.js';

/** Exactly one of a project id or slug. */
export type ProjectRef =
  | { readonly id: string; readonly slug?: undefined }
  | { readonly slug: string; readonly id?: undefined };

/**
 * Reads `project-id` / `project-slug`: exactly one must be set. A project id is a UUID: a slug
 * given as `project-id` is caught here, where the message can say so, instead of failing later
 * as a bare server error after retries.
 */
export function readProject(read: ReadInput<'project-id' | 'project-slug'>): ProjectRef {
  const id = read('project-id');
  const slug = read('project-slug');
  if (id && slug) {
    throw new InputError(
      words`Set only one of ${ref('project-id')} and ${ref('project-slug')}, not both.`,
    );
  }
  if (!id && !slug) {
    throw new InputError(
      words`Set ${ref('project-id')} or ${ref('project-slug')} to say which project to use.`,
    );
  }
  if (id && !isUuid(id)) {
    throw new InputError(
      words`${subject('project-id')} must be a project id (a UUID such as \`2f012fb9-be49-43ee-a96f-ea89fa65c1f0\`), not \`${id}\`. If \`${id}\` is the project's slug, pass it as ${ref('project-slug')}.`,
    );
  }
  return id ? { id } : { slug };
}

/** Normalises a folder path: leading slash, no trailing slash, no empty segments. */
export function normalizeSecretPath(raw: string, input = 'secret-path'): string {
  const segments = raw.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..')) {
    throw new InputError(
      words`${subject(input)}: \`${raw}\` must be a folder path such as /app/api, without . or .. segments.`,
    );
  }
  return '/' + segments.join('/');
}
