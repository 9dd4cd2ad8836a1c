import type { ResolvedSecret } from '../secrets/merge.js';
import { envNameProblem, fileCommandNameProblem } from '../secrets/names.js';
import type { ExportEntry } from '../secrets/select.js';
import { InputError } from '../errors/input.js';
import { byAdapter, ref, subject, words } from '../errors/words.js';
import { MAIN_OUTPUTS, type MainOutput } from '../spec/values.js';
import { renderFilePieces } from './formats.js';
import type { ExportOptions, NamedValue } from './types.js';

/** Linux refuses to start a process whose environment holds a larger value. */
export const MAX_ENV_VALUE_BYTES = 128 * 1024;

/** A file to write: its absolute path, how to name it in messages, and its exact content. */
export interface FileToWrite {
  readonly path: string;
  readonly displayPath: string;
  /** The text, or its pieces in order. */
  readonly content: string | readonly string[];
}

/** Everything the action will write, computed and validated before anything is written. */
export interface ExportPlan {
  readonly env: readonly NamedValue[];
  readonly outputs: readonly NamedValue[];
  readonly files: readonly FileToWrite[];
}

/**
 * Builds every destination's content in memory, failing on anything that cannot be exported, so
 * that the job either gets all of its secrets or none.
 */
export function planExport(
  settings: ExportOptions,
  entries: readonly ExportEntry[],
  extraOutputs: readonly NamedValue[] = [],
  secrets: ReadonlyMap<string, ResolvedSecret> = new Map(),
): ExportPlan {
  const values: NamedValue[] = entries.map(({ name, secret }) => [name, secret.value]);
  const types = settings.exportTypes;
  if (types.has('env')) checkEnv(values);
  else if (types.has('output')) refuse(values, fileCommandNameProblem, 'step outputs');
  const outputs: NamedValue[] = [
    ['secret-count' satisfies MainOutput, String(entries.length)],
    ...extraOutputs,
  ];
  if (!types.has('output')) return finish(settings, values, outputs, secrets);
  // Output names are case-insensitive in expressions: a secret named like one of the
  // action's own outputs would silently replace it, or be replaced.
  const own = new Set(MAIN_OUTPUTS.map((name) => name.toLowerCase()));
  const taken = values.filter(([name]) => own.has(name.toLowerCase())).map(([name]) => name);
  if (taken.length > 0) {
    throw new InputError(
      words`${taken.map((n) => `\`${n}\``).join(', ')} would clash with the action's own output of the same name. Rename with ${ref('keys')} (e.g. \`MY_COUNT=${taken[0] ?? ''}\`) or ${ref('env-prefix')}.`,
    );
  }
  const all = outputs.concat(values, [['secrets-json' satisfies MainOutput, jsonObject(values)]]);
  return finish(settings, values, all, secrets);
}

/**
 * The secrets as a process's environment (`infisical-ci run`'s command): the names and values it
 * can take, checked as the action's `env` export checks them.
 */
export function environmentOf(entries: readonly ExportEntry[]): NamedValue[] {
  const values: NamedValue[] = entries.map(({ name, secret }) => [name, secret.value]);
  checkEnv(values);
  return values;
}

/** `{"NAME":"value",...}` in entry order (names are unique), without an object of thousands of keys. */
function jsonObject(values: readonly NamedValue[]): string {
  const members: string[] = [];
  values.forEach((entry) =>
    members.push(`${JSON.stringify(entry[0])}:${JSON.stringify(entry[1])}`),
  );
  return `{${members.join(',')}}`;
}

/** The files to write: the secrets file, and each `secret-files` entry. */
function finish(
  settings: ExportOptions,
  values: readonly NamedValue[],
  outputs: readonly NamedValue[],
  secrets: ReadonlyMap<string, ResolvedSecret>,
): ExportPlan {
  const types = settings.exportTypes;
  const files: FileToWrite[] = [];
  if (types.has('file')) {
    files.push({
      path: settings.file.path,
      displayPath: settings.file.displayPath,
      content: renderFilePieces(settings.file.format, values),
    });
  }
  for (const { key, path, displayPath } of settings.secretFiles ?? []) {
    const secret = secrets.get(key);
    if (!secret) {
      throw new InputError(
        words`${subject('secret-files')} names \`${key}\`, which the selected paths do not have. Check the spelling (keys are case-sensitive; ${ref('secret-files')} takes the name on the server, before ${ref('keys')} and ${ref('env-prefix')}), ${ref('secret-path')}, ${ref('env-slug')} and ${ref('tags')}.`,
      );
    }
    files.push({ path, displayPath, content: secret.value });
  }
  return { env: types.has('env') ? values : [], outputs, files };
}

/** What the environment of later steps cannot take: names it misreads or refuses, NUL, huge values. */
function checkEnv(values: readonly NamedValue[]): void {
  refuse(values, envNameProblem, 'environment variables');
  const nul: string[] = [];
  const tooLarge: string[] = [];
  // `forEach`, not `for...of`: it runs once per secret, and an iterator costs an object a step.
  values.forEach((entry) => {
    const value = entry[1];
    if (value.includes('\0')) nul.push(`\`${entry[0]}\``);
    // A UTF-16 unit is at most 3 bytes in UTF-8: only long values need counting.
    if (
      value.length * 3 > MAX_ENV_VALUE_BYTES &&
      Buffer.byteLength(value, 'utf8') > MAX_ENV_VALUE_BYTES
    ) {
      tooLarge.push(`\`${entry[0]}\``);
    }
  });
  if (nul.length > 0) {
    const them = nul.length === 1 ? 'it' : 'them';
    throw new InputError(
      words`${nul.join(', ')} ${nul.length === 1 ? 'holds' : 'hold'} a NUL character, which no environment variable can carry. ${byAdapter(words`Export with ${ref('export-type', 'file')} (\`json\`) or \`output\``, `Write ${them} to a file with \`infisical-ci export --format json --output FILE\``)}, or leave ${them} out with ${ref('keys')}.`,
    );
  }
  if (tooLarge.length > 0) {
    const them = tooLarge.length === 1 ? 'it' : 'them';
    throw new InputError(
      words`${tooLarge.join(', ')} ${tooLarge.length === 1 ? 'is' : 'are'} larger than 128 KiB, too large for an environment variable (${byAdapter('later steps', 'the command')} would fail to start). ${byAdapter(words`Export ${them} with ${ref('export-type', 'file')} or \`output\``, `Write ${them} to a file with \`infisical-ci export --output FILE\``)}, or leave ${them} out with ${ref('keys')}.`,
    );
  }
}

/** One error naming every name the destination cannot take, and why. */
function refuse(
  values: readonly NamedValue[],
  problem: (name: string) => string | undefined,
  destination: string,
): void {
  const refused: string[] = [];
  values.forEach((entry) => {
    const why = problem(entry[0]);
    if (why) refused.push(`${JSON.stringify(entry[0])} (${why})`);
  });
  if (refused.length === 0) return;
  const them = refused.length === 1 ? 'it' : 'them';
  throw new InputError(
    words`${refused.length === 1 ? 'This name cannot be' : 'These names cannot be'} used for ${destination}: ${refused.join(', ')}. Rename with ${ref('keys')} (\`NEW_NAME=KEY\` lines) or ${ref('env-prefix')}, leave ${them} out with ${ref('keys')}, or ${byAdapter('export to a `json` or `yaml` file only', `write ${them} to a \`json\` or \`yaml\` file with \`infisical-ci export\``)}.`,
  );
}
