import type { Log } from '../runner/ports.js';
import { InputError } from '../errors/input.js';
import { prose, ref, subject, words, type Text } from '../errors/words.js';
import { choiceInput, requiredInput, type ReadInput } from '../settings/parse.js';
import type { Outputs } from './sub-action.js';
import { isUuid } from '../api/ids.js';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A required id. The server answers a malformed id with a bare 500 "Something went wrong", so a
 * value that is not a UUID is refused here, where the message can name the input.
 */
export function idInput<N extends string>(read: ReadInput<N>, name: N, why: Text): string {
  const value = requiredInput(read, name, why);
  if (!isUuid(value)) {
    throw new InputError(
      words`${subject(name)} must be an id in UUID form (such as \`2f012fb9-be49-43ee-a96f-ea89fa65c1f0\`), not \`${value}\`.`,
    );
  }
  return value;
}

/** An optional slug (lowercase letters and digits, single dashes between them), or undefined when empty. */
export function slugInput<N extends string>(read: ReadInput<N>, name: N): string | undefined {
  const value = read(name);
  if (value === '') return undefined;
  if (!SLUG.test(value)) {
    throw new InputError(
      words`${subject(name)} must be lowercase letters and digits with single dashes between them (such as \`my-app-2\`), not \`${value}\`.`,
    );
  }
  return value;
}

/**
 * What a create does when its resource exists (`if-exists`), or a delete when its resource is
 * missing (`if-missing`): `fail` (the default) or `skip`, which makes a re-run succeed.
 */
export type Existence = 'fail' | 'skip';

const EXISTENCE: readonly Existence[] = ['fail', 'skip'];

/** `if-exists`: checked whatever the operation, so a typo fails even in a step that lists. */
export function ifExistsInput(read: ReadInput<'if-exists'>): Existence {
  return choiceInput(read, 'if-exists', EXISTENCE);
}

/** `if-missing`: checked whatever the operation, like {@link ifExistsInput}. */
export function ifMissingInput(read: ReadInput<'if-missing'>): Existence {
  return choiceInput(read, 'if-missing', EXISTENCE);
}

/**
 * The failure of a create with `if-exists: fail` whose resource exists. `what` names it from
 * the inputs only (never from the server's answer, which an error line must not carry).
 */
export function alreadyExists(what: string): InputError {
  return new InputError(
    words`${what} already exists. Set ${ref('if-exists', 'skip')} to use it (its outputs are set as a create sets them, with \`created\` = \`false\`), or change the inputs to create another.`,
  );
}

/** What a create with `if-exists: skip` says when it uses what exists: "(if-exists: skip)". */
export const USING_EXISTING = words`using it (${prose('if-exists', 'skip')})`;

/**
 * A delete with `if-missing: skip` whose resource is missing: a notice (naming it from the
 * inputs only), and a log line with the server's answer when there is one. The step succeeds.
 */
export function skipMissing(
  log: Log,
  what: string,
  serverSaid?: string,
): { readonly outputs: Outputs; readonly message: string } {
  log.notice(words`${what} does not exist: nothing to delete (${ref('if-missing', 'skip')}).`);
  return {
    outputs: {},
    message: serverSaid
      ? `Nothing deleted; the server answered: ${serverSaid}`
      : 'Nothing deleted.',
  };
}

/** A folder name as the server accepts it: anything else fails there with a bare 500. */
const FOLDER_NAME = /^[a-zA-Z0-9_-]+$/;
/** Longer names fail the server's insert (500). */
export const MAX_FOLDER_NAME = 255;

/**
 * A folder path (leading and trailing slash optional) as its segments, each a name the server
 * accepts (letters, digits, `-`, `_`; at most 255 characters), checked here because the server
 * answers anything else with a bare 500, or creates a folder no path reaches (a name with `/`),
 * or resolves `..` upwards. `fallback` applies when the input is empty; without one it is
 * required, and `why` says what for.
 */
export function folderPathInput<N extends string>(
  read: ReadInput<N>,
  name: N,
  options: { fallback?: string; why?: Text } = {},
): string[] {
  const raw = read(name) || options.fallback;
  if (raw === undefined) {
    throw new InputError(
      options.why === undefined
        ? words`${subject(name)} is required.`
        : words`${subject(name)} is required ${options.why}.`,
    );
  }
  const inner = raw.replace(/^\//, '').replace(/\/$/, '');
  if (inner === '') return [];
  const segments = inner.split('/');
  for (const segment of segments) {
    if (segment === '') {
      throw new InputError(
        words`${subject(name)}: \`${raw}\` has an empty folder name (\`//\`); write a path such as \`/previews/pr-42\`.`,
      );
    }
    if (!FOLDER_NAME.test(segment)) {
      throw new InputError(
        words`${subject(name)}: the folder name \`${segment}\` in \`${raw}\` may hold only letters, digits, \`-\` and \`_\` (the server refuses anything else, \`.\` and \`..\` included).`,
      );
    }
    if (segment.length > MAX_FOLDER_NAME) {
      throw new InputError(
        words`${subject(name)}: a folder name in \`${raw}\` is ${segment.length} characters long; the server accepts at most ${MAX_FOLDER_NAME}.`,
      );
    }
  }
  return segments;
}

/** Segments as a path: `/` for none. */
export function joinPath(segments: readonly string[]): string {
  return `/${segments.join('/')}`;
}
