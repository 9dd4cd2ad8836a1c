import { OUTPUTS } from '../constants.js';
import { InputError } from '../settings/errors.js';
import type { MainSettings } from '../settings/main.js';
import type { ExportEntry } from '../secrets/select.js';
import { renderFile, type NamedValue } from './formats.js';

/** Linux refuses to start a process whose environment holds a larger value. */
export const MAX_ENV_VALUE_BYTES = 128 * 1024;

/**
 * What a name in GITHUB_ENV / GITHUB_OUTPUT cannot hold: the runner reads `NAME=value` up to the
 * first `=`, a `NAME<<DELIMITER` heredoc up to the first `<<`, one per line. A key holding one
 * of these would end the name early and turn the value's lines into commands of their own
 * (setting variables the workflow never named, escaping `env-prefix`).
 */
const UNSAFE_NAME = /[=\r\n]|<</;

/** Everything the action will write, computed and validated before anything is written. */
export interface ExportPlan {
  readonly env: readonly NamedValue[];
  readonly outputs: readonly NamedValue[];
  readonly file?: { readonly path: string; readonly displayPath: string; readonly content: string };
}

/**
 * Builds every destination's content in memory, failing on anything that cannot be exported, so
 * that the job either gets all of its secrets or none.
 */
export function planExport(
  settings: Pick<MainSettings, 'exportTypes' | 'file'>,
  entries: readonly ExportEntry[],
  extraOutputs: readonly NamedValue[] = [],
): ExportPlan {
  const values: NamedValue[] = entries.map(({ name, secret }) => [name, secret.value]);
  const types = settings.exportTypes;
  if (types.has('env') || types.has('output')) {
    const unsafe = values.filter(([name]) => UNSAFE_NAME.test(name)).map(([name]) => name);
    if (unsafe.length > 0) {
      throw new InputError(
        `${unsafe.map((n) => JSON.stringify(n)).join(', ')} cannot be ${unsafe.length === 1 ? 'a name' : 'names'} of an environment variable or output: names cannot hold \`=\`, \`<<\` or line breaks. Rename or leave out with \`keys\` (\`NEW_NAME=KEY\` lines), or export to a \`json\` or \`yaml\` file only.`,
      );
    }
  }
  let env: NamedValue[] = [];
  if (types.has('env')) {
    const tooLarge = values.filter(
      ([, value]) => Buffer.byteLength(value, 'utf8') > MAX_ENV_VALUE_BYTES,
    );
    if (tooLarge.length > 0) {
      throw new InputError(
        `${tooLarge.map(([n]) => `\`${n}\``).join(', ')} ${tooLarge.length === 1 ? 'is' : 'are'} larger than 128 KiB, too large for an environment variable (later steps would fail to start). Export ${tooLarge.length === 1 ? 'it' : 'them'} with \`export-type: file\` or \`output\`, or leave ${tooLarge.length === 1 ? 'it' : 'them'} out with \`keys\`.`,
      );
    }
    env = values;
  }
  const outputs: NamedValue[] = [[OUTPUTS.count, String(entries.length)], ...extraOutputs];
  if (types.has('output')) {
    // Output names are case-insensitive in expressions: a secret named like one of the
    // action's own outputs would silently replace it, or be replaced.
    const own = new Set(Object.values(OUTPUTS).map((name) => name.toLowerCase()));
    const taken = values.filter(([name]) => own.has(name.toLowerCase())).map(([name]) => name);
    if (taken.length > 0) {
      throw new InputError(
        `${taken.map((n) => `\`${n}\``).join(', ')} would clash with the action's own output of the same name. Rename with \`keys\` (e.g. \`MY_COUNT=${taken[0]}\`) or \`env-prefix\`.`,
      );
    }
    outputs.push(...values, [OUTPUTS.json, JSON.stringify(Object.fromEntries(values))]);
  }
  const file = types.has('file')
    ? {
        path: settings.file.path,
        displayPath: settings.file.displayPath,
        content: renderFile(settings.file.format, values),
      }
    : undefined;
  return { env, outputs, file };
}
