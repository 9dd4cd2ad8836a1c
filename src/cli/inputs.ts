/**
 * Where the tool's inputs come from, first found wins: the flag, then `INFISICAL_<NAME>`, then the
 * official Infisical CLI's variable of the same meaning, then `.infisical.json` (the project and
 * the environment, for `export` and `run`), then the action's default.
 */
import { CHOSEN_BY } from '../auth/methods/index.js';
import { withDefaults, type ReadInput } from '../settings/parse.js';
import { optionsOf, type CliCommand } from './options.js';

export interface InputSources {
  readonly command: CliCommand;
  readonly flags: ReadonlyMap<string, string>;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Inputs that come from elsewhere on the command line (a sub-action's `operation`). */
  readonly fixed?: Readonly<Record<string, string>>;
  /** Values used when neither a flag nor a variable gives one (from `.infisical.json`). */
  readonly fallback?: Readonly<Record<string, string>>;
}

/**
 * The tool's input reader, the same shape as the runner's. Without `method` anywhere, the method
 * follows from the credentials given (client id or secret: `universal`; an access token, as the
 * official CLI's `INFISICAL_TOKEN`, or an API key: `token`; a JWT: `jwt`), so each CI's snippet
 * needs only its credential. `clean` (the action's post-step clean-up) is `--revoke`.
 */
export function inputReader(sources: InputSources): ReadInput {
  const options = optionsOf(sources.command);
  const fromCommandLine = inputGiven(sources);
  const given = (name: string): string | undefined =>
    fromCommandLine(name) ?? (options.has(name) ? sources.fallback?.[name] : undefined);
  // The options' defaults are the spec's, applied as everywhere else: by `withDefaults`.
  const defaults = Object.fromEntries(
    [...options.values()].map((option) => [option.name, { default: option.default }]),
  );
  const read: ReadInput = withDefaults(defaults, (name) => {
    if (name === 'clean') return read('revoke');
    const value = given(name);
    if (value) return value;
    if (name === 'method' && options.has('method')) {
      const found = CHOSEN_BY.find(([input]) => given(input));
      if (found) return found[1];
    }
    return '';
  });
  return read;
}

/**
 * An input's value from the command line (a flag, or the fixed operation) or a variable, trimmed;
 * undefined when none gives one (a variable set but empty, or a flag given blank, gives none).
 */
export function inputGiven(sources: InputSources): (name: string) => string | undefined {
  const options = optionsOf(sources.command);
  return (name) => {
    const fixed = sources.fixed?.[name];
    if (fixed !== undefined) return fixed.trim();
    const option = options.get(name);
    if (!option) return undefined;
    // A blank flag gives none either (`--domain "$UNSET"` must not turn INFISICAL_DOMAIN into
    // the default server, which would get the credentials meant for the one the variable names).
    const flag = sources.flags.get(name)?.trim();
    if (flag) return flag;
    for (const variable of option.env) {
      const value = sources.env[variable]?.trim();
      if (value) return value;
    }
    return undefined;
  };
}

/** Where an input's value came from, for the warning about credentials on the command line. */
export function givenAsFlags(sources: InputSources): string[] {
  return [...optionsOf(sources.command).values()]
    .filter((option) => option.secret && sources.flags.get(option.name)?.trim())
    .map((option) => option.name);
}
