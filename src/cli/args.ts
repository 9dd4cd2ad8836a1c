/**
 * The command line, read against a command's options: `--name VALUE` or `--name=VALUE`,
 * `--name` / `--no-name` for switches, repeated flags for inputs that take lines, and everything
 * after `--` as the command to run. Anything else is a usage error (exit code 2).
 */
import { editDistance } from '../core/diagnose.js';
import type { CliOption } from './options.js';

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

/** Reads the arguments after the command's name. */
export function parseArgs(
  argv: readonly string[],
  options: ReadonlyMap<string, CliOption>,
): ParsedArgs {
  const dashes = argv.indexOf('--');
  const own = dashes === -1 ? argv : argv.slice(0, dashes);
  const command = dashes === -1 ? undefined : argv.slice(dashes + 1);
  // `--help` wins over every mistake on the same line: it is how people find the right one.
  if (own.some(isHelp)) return { flags: new Map(), positionals: [], command, help: true };
  const flags = new Map<string, string>();
  const positionals: string[] = [];
  for (let i = 0; i < own.length; i++) {
    const arg = own[i] ?? '';
    if (!arg.startsWith('-') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    if (!arg.startsWith('--')) throw new UsageError(`unknown option \`${arg}\`.`);
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    const inline = eq === -1 ? undefined : arg.slice(eq + 1);
    const negated = name.startsWith('no-') ? options.get(name.slice(3)) : undefined;
    if (negated?.kind === 'boolean' && !options.has(name)) {
      if (inline !== undefined) {
        throw new UsageError(
          `\`--${name}\` takes no value (write \`--${negated.name}=${inline}\`).`,
        );
      }
      set(flags, negated, 'false');
      continue;
    }
    const option = options.get(name);
    if (!option) throw new UsageError(`unknown option \`--${name}\`.${suggest(name, options)}`);
    if (option.kind === 'boolean') {
      set(flags, option, inline ?? 'true');
      continue;
    }
    let value = inline;
    if (value === undefined) {
      const next = own[i + 1];
      if (next === undefined || (next.startsWith('-') && next !== '-')) {
        throw new UsageError(
          next === undefined
            ? `\`--${name}\` needs a value.`
            : // The next word may be a credential: never echoed.
              `\`--${name}\` needs a value (for one that starts with a dash, write \`--${name}=VALUE\`).`,
        );
      }
      value = next;
      i++;
    }
    set(flags, option, value);
  }
  return { flags, positionals, command, help: false };
}

function set(flags: Map<string, string>, option: CliOption, value: string): void {
  const earlier = flags.get(option.name);
  if (earlier === undefined) {
    flags.set(option.name, value);
    return;
  }
  if (option.kind !== 'lines') {
    throw new UsageError(`\`--${option.name}\` is given twice; give it once.`);
  }
  flags.set(option.name, `${earlier}\n${value}`);
}

/** " Did you mean `--x`?" for the nearest option, when it is near enough to be a typo. */
function suggest(name: string, options: ReadonlyMap<string, CliOption>): string {
  let best: string | undefined;
  let distance = Infinity;
  for (const option of options.keys()) {
    const d = editDistance(name, option);
    if (d < distance) [best, distance] = [option, d];
  }
  return best !== undefined && distance <= Math.max(2, Math.floor(name.length / 3))
    ? ` Did you mean \`--${best}\`?`
    : '';
}
