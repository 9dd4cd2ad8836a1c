/**
 * "Did you mean": the option of this command that names what a flag of another command names.
 * Commands and sub-actions name the same thing differently (`--env-slug` for a folder's
 * environment, `--environment-slug` for the one `environments` creates; `--identity-id` to log in,
 * `--target-identity-id` for the one `identities` reads), so the options are matched by the words
 * of their names, from the spec: the same last word (what it is: `slug`, `id`, `name`), and each
 * word of the shorter name in the longer one (`env` is `environment`'s start, `tag` `tags`').
 * An official CLI's alias is read as the option it stands for (`--env` is `--env-slug`).
 */
import { cliCommands, optionsOf, type CliCommand } from './options.js';

const wordsOf = (name: string): string[] => name.split('-').filter((word) => word !== '');

/** Two words of option names name the same thing: equal, or one the other's start (`env`, `tags`, `identities`). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  let common = 0;
  while (common < a.length && a[common] === b[common]) common++;
  return common >= 3 && common >= Math.min(a.length, b.length) - 1;
}

/** Whether two option names name the same kind of thing (see the file's comment). */
export function alike(a: string, b: string): boolean {
  const [x, y] = [wordsOf(a), wordsOf(b)];
  if (!sameWord(x.at(-1) ?? '', y.at(-1) ?? '')) return false;
  const [shorter, longer] = x.length <= y.length ? [x, y] : [y, x];
  return shorter.every((word) => longer.some((other) => sameWord(word, other)));
}

let everyCommand: readonly CliCommand[] | undefined;

/** The commands that take a flag by this name (or alias), and the option's own name. */
function takenBy(flag: string, except: CliCommand): { name: string; commands: string[] } {
  let name = flag;
  const commands: string[] = [];
  everyCommand ??= [...cliCommands().values()];
  for (const command of everyCommand) {
    if (command.name === except.name) continue;
    for (const option of optionsOf(command).values()) {
      if (option.name === flag || option.aliases?.includes(flag)) {
        name = option.name;
        commands.push(command.name);
        break;
      }
    }
  }
  return { name, commands };
}

/** Most commands a message names. */
const MAX_COMMANDS = 3;

/**
 * For an unknown flag, what follows its name in the message: the commands that take it, and
 * `Did you mean --X?` naming this command's option that is like it (when exactly one is,
 * preferring those that name the command's own subject: `--slug` is `tags`' `--tag-slug`).
 * Undefined when none is.
 */
export function didYouMean(flag: string, command: CliCommand): string | undefined {
  const { name, commands } = takenBy(flag, command);
  const own = [...optionsOf(command).keys()];
  let like = own.filter((option) => alike(name, option));
  if (like.length > 1) {
    const subject = wordsOf(command.name);
    const about = like.filter((option) =>
      wordsOf(option).some((word) => subject.some((s) => sameWord(word, s))),
    );
    if (about.length > 0) like = about;
  }
  const [option] = like;
  if (like.length !== 1 || option === undefined) return undefined;
  const others = commands.length > MAX_COMMANDS ? ' and others' : '';
  const where =
    commands.length === 0
      ? ''
      : ` (a flag of ${commands
          .slice(0, MAX_COMMANDS)
          .map((c) => `\`${c}\``)
          .join(', ')}${others})`;
  return `${where}. Did you mean \`--${option}\`?`;
}

/**
 * For a usage error that names options this command needs and was not given: the flags given
 * that are like one of them (`identities --identity-id`, where it takes `--target-identity-id`).
 */
export function givenInstead(
  missing: readonly string[],
  given: Iterable<string>,
  command: CliCommand,
): string {
  const options = optionsOf(command);
  const flags = [...given];
  const hints: string[] = [];
  for (const name of missing) {
    if (!options.has(name) || flags.includes(name)) continue;
    const instead = flags.find((flag) => flag !== name && alike(flag, name));
    if (instead) {
      hints.push(
        ` \`--${instead}\` is another option (${firstClause(options.get(instead)?.description)}): did you mean \`--${name}\`?`,
      );
    }
  }
  return hints.join('');
}

/** The start of a description, up to its first full stop or parenthesis, lower-cased. */
function firstClause(description = ''): string {
  const clause = description.split(/ \(|\. /)[0] ?? description;
  return clause.charAt(0).toLowerCase() + clause.slice(1).replace(/\.$/, '');
}
