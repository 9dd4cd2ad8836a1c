import type { ListingSelection } from '../secrets/fetch.js';
import type { KeySelection } from '../secrets/select.js';
import { InputError } from '../errors/input.js';
import { subject, words } from '../errors/words.js';
import { CHOICES, INPUT_VALUES, type MainInput } from '../spec/values.js';
import {
  booleanInput,
  choiceInput,
  linesInput,
  listInput,
  requiredInput,
  withDefaults,
  type ReadInput,
} from './parse.js';
import { normalizeSecretPath, readProject, type ProjectRef } from './project.js';

/**
 * Which secrets to load and under which names: shared by the main action and the command-line
 * tool, whatever they do with the secrets afterwards.
 */
export interface SelectionSettings extends ListingSelection {
  readonly project: ProjectRef;
  /** Undefined means every secret under its own name. */
  readonly keys?: readonly KeySelection[];
  readonly envPrefix: string;
  readonly failOnEmpty: boolean;
  /** What a value that still holds a `${...}` reference after expansion does. */
  readonly unresolvedReferences: UnresolvedReferences;
}

export type UnresolvedReferences = (typeof CHOICES)['unresolved-references'][number];

/** Reads and validates the selection inputs. */
export function readSelection(input: ReadInput<MainInput>): SelectionSettings {
  const read = withDefaults(INPUT_VALUES.main, input);
  const project = readProject(read);
  const environment = requiredInput(read, 'env-slug', '(the environment slug, e.g. `dev`)');
  const paths = [...new Set(linesInput(read, 'secret-path').map((p) => normalizeSecretPath(p)))];
  return {
    project,
    environment,
    paths,
    includeImports: booleanInput(read, 'include-imports'),
    recursive: booleanInput(read, 'recursive'),
    expandReferences: booleanInput(read, 'expand-references'),
    tags: listInput(read, 'tags'),
    keys: readKeys(read),
    envPrefix: readEnvPrefix(read),
    failOnEmpty: booleanInput(read, 'fail-on-empty'),
    unresolvedReferences: choiceInput(
      read,
      'unresolved-references',
      CHOICES['unresolved-references'],
    ),
  };
}

function readKeys(read: ReadInput<MainInput>): KeySelection[] | undefined {
  const lines = linesInput(read, 'keys');
  if (lines.length === 0) return undefined;
  const seen = new Map<string, string>();
  return lines.map((line, index) => {
    const eq = line.indexOf('=');
    const name = (eq >= 0 ? line.slice(0, eq) : line).trim();
    const key = (eq >= 0 ? line.slice(eq + 1) : line).trim();
    if (!name || !key) {
      throw new InputError(
        words`${subject('keys')}, line ${index + 1}: expected \`KEY\` or \`NAME=KEY\`, got \`${line}\`.`,
      );
    }
    const earlier = seen.get(name);
    if (earlier !== undefined) {
      throw new InputError(
        words`${subject('keys')}: the name \`${name}\` is given twice (for \`${earlier}\` and \`${key}\`).`,
      );
    }
    seen.set(name, key);
    return { name, key };
  });
}

function readEnvPrefix(read: ReadInput<MainInput>): string {
  const prefix = read('env-prefix');
  if (prefix && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(prefix)) {
    throw new InputError(
      words`${subject('env-prefix')} must be letters, digits and underscores, not starting with a digit (e.g. \`TF_VAR_\`); \`${prefix}\` is not.`,
    );
  }
  return prefix;
}
