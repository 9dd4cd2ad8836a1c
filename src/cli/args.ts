/**
 * The command line, read against a command's options: `--name VALUE` or `--name=VALUE`,
 * `--name` / `--no-name` for switches, repeated flags for inputs that take lines, and everything
 * after `--` as the command to run. The official Infisical CLI's names of an option work too
 * (`--env=prod`, `-e prod`, `-eprod`, `-e=prod`). Anything else is a usage error (exit code 2).
 */
import { editDistance } from '../core/diagnose.js';
import { OFFICIAL_UNSUPPORTED, type CliOption } from './options.js';

/** The command line is wrong: said in one line, and the tool exits with code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface ParsedArgs {
  /** The flags given, by option name; a repeated `lines` flag's values joined with new lines. */
  readonly flags: ReadonlyMap<string, string>;
  /** Arguments that are not flags, before any `--`. */
  readonly positionals: readonly string[];
  /** Everything after `--`, or undefined when there is no `--`. */
  readonly command?: readonly string[];
  readonly help: boolean;
}

const isHelp = (arg: string): boolean => arg === '--help' || arg === '-h';

/** Every name a flag may be written with (its own and its aliases), to the option. */
function byName(options: ReadonlyMap<string, CliOption>): Map<string, CliOption> {
  const names = new Map<string, CliOption>();
  for (const option of options.values()) {
    names.set(option.name, option);
    for (const alias of option.aliases ?? []) names.set(alias, option);
  }
  return names;
}

/** How the user wrote a flag, for messages: `--env`, `-e`. */
const written = (name: string): string => (name.length === 1 ? `-${name}` : `--${name}`);

/** Reads the arguments after the command's name. */
export function parseArgs(
  argv: readonly string[],
  options: ReadonlyMap<string, CliOption>,
  /** For an unknown flag, what follows its name: the option of this command it may stand for. */
  instead?: (flag: string) => string | undefined,
): ParsedArgs {
  const dashes = argv.indexOf('--');
  const own = dashes === -1 ? argv : argv.slice(0, dashes);
  const command = dashes === -1 ? undefined : argv.slice(dashes + 1);
  // `--help` wins over every mistake on the same line: it is how people find the right one.
  if (own.some(isHelp)) return { flags: new Map(), positionals: [], command, help: true };
  const names = byName(options);
  const flags = new Map<string, string>();
  const positionals: string[] = [];
  for (let i = 0; i < own.length; i++) {
    const arg = own[i] ?? '';
    if (!arg.startsWith('-') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    let name: string;
    let inline: string | undefined;
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      name = arg.slice(2, eq === -1 ? undefined : eq);
      inline = eq === -1 ? undefined : arg.slice(eq + 1);
      // One-letter names are short flags only: `-e`, never `--e`.
      if (name.length === 1) throw new UsageError(`unknown option \`--${name}\`.`);
    } else {
      // One letter: `-e VALUE`, `-e=VALUE` or `-eVALUE`, as the official CLI reads them.
      name = arg.slice(1, 2);
      const rest = arg.slice(2);
      inline = rest === '' ? undefined : rest.startsWith('=') ? rest.slice(1) : rest;
      if (!names.has(name)) {
        throw new UsageError(`unknown option \`${arg.slice(0, 2)}\`.`);
      }
    }
    const negated = name.startsWith('no-') ? names.get(name.slice(3)) : undefined;
    if (negated?.kind === 'boolean' && !names.has(name)) {
      if (inline !== undefined) {
        throw new UsageError(
          `\`--${name}\` takes no value (write \`--${name.slice(3)}=${inline}\`).`,
        );
      }
      set(flags, negated, 'false', name);
      continue;
    }
    const option = names.get(name);
    if (!option) {
      const why = OFFICIAL_UNSUPPORTED[name];
      throw new UsageError(
        why
          ? `\`--${name}\` (a flag of the official Infisical CLI) is not supported: ${why}.`
          : `unknown option \`--${name}\`${instead?.(name) ?? `.${suggest(name, names)}`}`,
      );
    }
    if (option.kind === 'boolean') {
      set(flags, option, inline ?? 'true', name);
      continue;
    }
    let value = inline;
    if (value === undefined) {
      const next = own[i + 1];
      if (next === undefined || (next.startsWith('-') && next !== '-')) {
        throw new UsageError(
          next === undefined
            ? `\`${written(name)}\` needs a value.`
            : // The next word may be a credential: never echoed.
              `\`${written(name)}\` needs a value (for one that starts with a dash, write \`${written(name)}=VALUE\`).`,
        );
      }
      value = next;
      i++;
    }
    set(flags, option, value, name);
  }
  return { flags, positionals, command, help: false };
}

function set(flags: Map<string, string>, option: CliOption, value: string, as: string): void {
  const earlier = flags.get(option.name);
  if (earlier === undefined) {
    flags.set(option.name, value);
    return;
  }
  if (option.kind !== 'lines') {
    const aka = as === option.name ? '' : ` (\`${written(as)}\` is another name for it)`;
    throw new UsageError(`\`--${option.name}\` is given twice${aka}; give it once.`);
  }
  flags.set(option.name, `${earlier}\n${value}`);
}

/** " Did you mean `--x`?" for the nearest option, when it is near enough to be a typo. */
function suggest(name: string, options: ReadonlyMap<string, CliOption>): string {
  let best: string | undefined;
  let distance = Infinity;
  for (const option of options.keys()) {
    if (option.length === 1) continue;
    const d = editDistance(name, option);
    if (d < distance) [best, distance] = [option, d];
  }
  return best !== undefined && distance <= Math.max(2, Math.floor(name.length / 3))
    ? ` Did you mean \`--${best}\`?`
    : '';
}
