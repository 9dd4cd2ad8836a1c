/**
 * Where the tool's inputs come from, first found wins: the flag, then `INFISICAL_<NAME>`, then the
 * official Infisical CLI's variable of the same meaning, then `.infisical.json` (the project and
 * the environment, for `export` and `run`), then the action's default.
 */
import { chooseMethod, chosenByOf } from '../auth/methods/index.js';
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
      const found = chooseMethod((input) => given(input) !== undefined);
      if (found) return found.method;
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

/**
 * Without `method`, when the credentials of several methods are given (an `INFISICAL_TOKEN` and a
 * leftover `INFISICAL_CLIENT_ID`): one line saying which method the tool chose, from where, and
 * what it leaves unused and why. Undefined when nothing needs saying.
 */
export function methodChoiceLine(sources: InputSources): string | undefined {
  const options = optionsOf(sources.command);
  const value = inputGiven(sources);
  if (!options.has('method') || value('method') !== undefined) return undefined;
  const given = (input: string): boolean => value(input) !== undefined;
  const choice = chooseMethod(given);
  if (!choice || choice.others.length === 0) return undefined;
  const from = (input: string): string =>
    sources.flags.get(input)?.trim()
      ? `--${input}`
      : (options.get(input)?.env.find((name) => sources.env[name]?.trim()) ?? `--${input}`);
  const named = (method: Parameters<typeof chosenByOf>[0]) =>
    chosenByOf(method).filter(given).map(from).join(' and ');
  const others = choice.others.map(({ method, complete }) => {
    const missing = chosenByOf(method).filter((input) => !given(input));
    return `${named(method)} (${method}${complete ? '' : `, incomplete without --${missing.join(' and --')}`})`;
  });
  return `Logging in with --method ${choice.method} (${named(choice.method)}); also set, and not used: ${others.join(', ')}. Complete credentials win, then those that need no login; set --method to choose.`;
}

/** Where an input's value came from, for the warning about credentials on the command line. */
export function givenAsFlags(sources: InputSources): string[] {
  return [...optionsOf(sources.command).values()]
    .filter((option) => option.secret && sources.flags.get(option.name)?.trim())
    .map((option) => option.name);
}
