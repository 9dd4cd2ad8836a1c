/**
 * `--help`, written from the commands' options, which are the actions' inputs as src/spec/
 * describes them: the same words as the `action.yml` files and the README references.
 */
import { VERSION } from '../spec/values.js';
import { MIN_LINE_MASK_LENGTH } from '../runner/mask.js';
import { MIN_ENCODED_LENGTH } from './forms.js';
import {
  OFFICIAL_ALIASES,
  OFFICIAL_VARIABLES,
  type CliCommand,
  type CliOption,
} from './options.js';

const WIDTH = 80;
const INDENT = '      ';

/** The spec's descriptions are Markdown: code spans read as plain words on a terminal. */
export function plainText(markdown: string): string {
  return markdown.replace(/`([^`]*)`/g, '$1');
}

/** Words wrapped to the width, each line indented. */
export function wrap(text: string, indent: string, width = WIDTH): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(indent + line);
  return lines;
}

/** How a flag is written: `--name VALUE`, `--[no-]name`, or a repeatable `--name VALUE`. */
export function flagOf(option: CliOption): string {
  if (option.kind === 'boolean') return `--[no-]${option.name}`;
  return `--${option.name} ${option.placeholder ?? 'VALUE'}`;
}

/** What `--help` says of one option: its flag, then the description and where else it is read. */
export function describeOption(option: CliOption): string[] {
  const aliases = (option.aliases ?? []).map((alias) =>
    alias.length === 1 ? `-${alias}` : `--${alias}`,
  );
  const facts = [
    option.required && 'required',
    option.kind === 'lines' && 'repeatable',
    option.default !== undefined &&
      option.default !== '' &&
      `default: ${option.defaultText ?? option.default}`,
    aliases.length > 0 && `also ${aliases.join(', ')}`,
  ].filter(Boolean);
  const head = `  ${flagOf(option)}${facts.length > 0 ? `  (${facts.join('; ')})` : ''}`;
  const variables = option.env.length > 0 ? ` Variable: ${option.env.join(', then ')}.` : '';
  return [head, ...wrap(plainText(option.description) + variables, INDENT)];
}

/** What `run --help` says of redaction, the CIs' own masks, and starting the command on Windows. */
export function runNotes(): string[] {
  const section = (title: string, text: string): string[] => ['', `${title}:`, ...wrap(text, '  ')];
  return [
    ...section(
      'Redaction (unless --no-redact)',
      `Each value is hidden whole, whatever its length, and so is each line of ${MIN_LINE_MASK_LENGTH} or more characters of a multi-line value. So are the forms GitHub's runner hides: base64 at each of the three byte alignments (base64("user:" + value), what curl -u sends, is hidden from the first character the value alone decides, to its end when the value ends the data), JSON string escapes (also ASCII \\uXXXX in either case, and Go's \\u003c form), URI escapes (encodeURIComponent and RFC 3986), form encoding (+ for a space), XML escapes, the command-line (\\") and expression ('') escapes. And beyond them, the forms other tools write: URI escapes that keep / (Python's quote), each URI and form escape in lower-case hex too (%c3%a9), JSON that escapes / as \\/ (PHP's json_encode), HTML escapes with numeric references for the quotes (&#x27;, &#39;, &#039;, &#34;; Go templates' &#43; for +), CSV's doubled quotes (""), and bash's quoting: printf %q (backslashes, or $'...' in a UTF-8 locale or in C) and the single quotes of set -x and \${v@Q} ('\\'') or of Python's shlex.quote ('"'"'). An encoded form shorter than ${MIN_ENCODED_LENGTH} characters is not hidden (it would hide text all over the log): the base64 of a value under 5 bytes is hidden at some alignments only.`,
    ),
    ...section(
      'CI masks',
      // The commands are named without their markers: help printed in a CI log issues nothing.
      "Inside GitHub Actions (GITHUB_ACTIONS=true) every value is also registered with the runner's add-mask command, inside Azure Pipelines (TF_BUILD=True) with the agent's task.setsecret command (a multi-line value line by line), on standard error, so that later steps are masked too.",
    ),
    ...section(
      'Windows',
      'COMMAND is found through PATH and PATHEXT, not in the current folder (write .\\tool.cmd for one there). A .cmd or .bat file (npm, npx) runs through cmd.exe /d /e:on /v:off /s /c with each argument quoted so that cmd.exe interprets nothing in it (%, ", ^, &, |, ...); an argument with a line break or NUL cannot reach a batch file and is refused.',
    ),
  ];
}

/** `infisical-ci COMMAND --help`. */
export function commandHelp(command: CliCommand): string {
  const lines = [`Usage: ${command.usage}`, '', ...wrap(plainText(command.summary), '')];
  if (command.operations) {
    lines.push('', command.singleOperation ? 'Operation (may be left out):' : 'Operations:');
    for (const [name, what] of Object.entries(command.operations)) {
      lines.push(`  ${name}`, ...wrap(plainText(what), INDENT));
    }
  }
  for (const group of command.groups) {
    if (group.options.length === 0) continue;
    lines.push('', `${group.title}:`);
    for (const option of group.options) lines.push(...describeOption(option));
  }
  if (command.takesCommand) lines.push(...runNotes());
  lines.push(
    '',
    'A flag wins over its variable; a variable that is set but empty counts as not set.',
    '',
  );
  return lines.join('\n');
}

/** The official CLI's flags, each with the option it stands for. */
function officialFlags(): string {
  return Object.entries(OFFICIAL_ALIASES)
    .map(([name, aliases]) => {
      const written = aliases.map((a) => (a.length === 1 ? `-${a}` : `--${a}`)).join(', ');
      return `${written} (--${name})`;
    })
    .join(', ');
}

/** `infisical-ci --help`: every command, where options are read from, the exit codes. */
export function overviewHelp(commands: ReadonlyMap<string, CliCommand>): string {
  const official = Object.values(OFFICIAL_VARIABLES).flat().join(', ');
  const lines = [
    `infisical-ci ${VERSION}: secrets from Infisical for any CI job, with the GitHub Action's selection, precedence, formats and masking.`,
    '',
    'Commands:',
  ];
  for (const command of commands.values()) {
    lines.push(
      `  ${command.usage.replace(/^infisical-ci /, '')}`,
      ...wrap(command.summary, INDENT),
    );
  }
  lines.push(
    '',
    ...wrap(
      `Options are the action's inputs as flags (--env-slug dev). Each is also read from INFISICAL_<NAME> (INFISICAL_ENV_SLUG), and some from the official Infisical CLI's variables (${official}); a flag wins. Without --method, the credentials given choose it.`,
      '',
    ),
    '',
    ...wrap(
      `The official Infisical CLI's flags work too: ${officialFlags()}. For export and run, an .infisical.json in the working folder or a parent gives the project (workspaceId) and the environment (gitBranchToEnvironmentMapping, defaultEnvironment) when no flag or variable does.`,
      '',
    ),
    '',
    'Exit codes:',
    '  0  success',
    '  1  failure: one line on standard error says what failed and what to do',
    '  2  usage: an unknown command or option, a missing or invalid one; nothing was sent',
    ...wrap(
      "run: the command's own exit code; when a signal ends it, the tool ends with the same signal (or exits with 128 + the signal's number where that is not possible).",
      '  ',
    ),
    '',
    "Run 'infisical-ci COMMAND --help' for a command's options.",
    '',
  );
  return lines.join('\n');
}
