import type { ListingSelection } from '../secrets/fetch.js';
import type { KeySelection } from '../secrets/select.js';
import { InputError } from '../errors/input.js';
import { booleanInput, linesInput, listInput, requiredInput, type ReadInput } from './parse.js';
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
}

/** Reads and validates the selection inputs. */
export function readSelection(read: ReadInput): SelectionSettings {
  const project = readProject(read);
  const environment = requiredInput(read, 'env-slug', '(the environment slug, e.g. `dev`)');
  const rawPaths = linesInput(read, 'secret-path');
  const paths = [
    ...new Set((rawPaths.length > 0 ? rawPaths : ['/']).map((p) => normalizeSecretPath(p))),
  ];
  return {
    project,
    environment,
    paths,
    includeImports: booleanInput(read, 'include-imports', true),
    recursive: booleanInput(read, 'recursive', false),
    expandReferences: booleanInput(read, 'expand-references', true),
    tags: listInput(read, 'tags'),
    keys: readKeys(read),
    envPrefix: readEnvPrefix(read),
    failOnEmpty: booleanInput(read, 'fail-on-empty', false),
  };
}

function readKeys(read: ReadInput): KeySelection[] | undefined {
  const lines = linesInput(read, 'keys');
  if (lines.length === 0) return undefined;
  const seen = new Map<string, string>();
  return lines.map((line, index) => {
    const eq = line.indexOf('=');
    const name = (eq >= 0 ? line.slice(0, eq) : line).trim();
    const key = (eq >= 0 ? line.slice(eq + 1) : line).trim();
    if (!name || !key) {
      throw new InputError(
        `Input \`keys\`, line ${index + 1}: expected \`KEY\` or \`NAME=KEY\`, got \`${line}\`.`,
      );
    }
    const earlier = seen.get(name);
    if (earlier !== undefined) {
      throw new InputError(
        `Input \`keys\`: the name \`${name}\` is given twice (for \`${earlier}\` and \`${key}\`).`,
      );
    }
    seen.set(name, key);
    return { name, key };
  });
}

function readEnvPrefix(read: ReadInput): string {
  const prefix = read('env-prefix');
  if (prefix && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(prefix)) {
    throw new InputError(
      `Input \`env-prefix\` must be letters, digits and underscores, not starting with a digit (e.g. \`TF_VAR_\`); \`${prefix}\` is not.`,
    );
  }
  return prefix;
}
