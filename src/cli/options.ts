/**
 * The commands of the command-line tool and their options, made from the one description of
 * every action (src/spec/): an option is an action input under the same name, with the same
 * description, default and flags, so `--help` and the `action.yml` files cannot drift apart.
 */
import { CONNECTION_INPUTS, TOOL_INPUTS, TOOL_SUB_ACTIONS } from '../spec/index.js';
import { ACTION_SPECS } from '../operations/specs.js';
import type { InputSpec, SubActionName } from '../spec/index.js';

/** `value`: `--name VALUE`; `lines`: repeatable, one item per flag; `boolean`: `--name` / `--no-name`. */
export type OptionKind = 'value' | 'lines' | 'boolean';

export interface CliOption {
  readonly name: string;
  readonly description: string;
  readonly kind: OptionKind;
  readonly default?: string;
  /** What `--help` says of the default where the value given is not all (`method`). */
  readonly defaultText?: string;
  readonly required?: boolean;
  /** A credential: a warning when it is given as a flag (other processes can read the command line). */
  readonly secret?: boolean;
  /** Variables read when the flag is not given, first one set wins; none for the tool's own options. */
  readonly env: readonly string[];
  /** What the value looks like, in `--help`. */
  readonly placeholder?: string;
  /**
   * Other names of the flag, without dashes: the official Infisical CLI's (`env`, `projectId`),
   * one letter for a short flag (`e` is `-e`).
   */
  readonly aliases?: readonly string[];
}

export interface CliOptionGroup {
  readonly title: string;
  readonly options: readonly CliOption[];
}

export interface CliCommand {
  readonly name: string;
  /** One line for the overview. */
  readonly summary: string;
  readonly usage: string;
  readonly groups: readonly CliOptionGroup[];
  /** A sub-action's operations (the first positional argument) and what each does. */
  readonly operations?: Readonly<Record<string, string>>;
  /** Whether the operation may be left out (a sub-action that does one thing). */
  readonly singleOperation?: boolean;
  /** Operation → the input a word after it gives (`lease create app-db`). */
  readonly positionals?: Readonly<Record<string, string>>;
  /** `run`: the command to run follows `--`. */
  readonly takesCommand?: boolean;
}

/**
 * The official Infisical CLI's variables that mean the same as one of our inputs, read after our
 * own `INFISICAL_<NAME>`, in that CLI's order. `INFISICAL_API_URL` ends in `/api` by that CLI's
 * convention; `domain` takes the API root as well as the base URL. (`INFISICAL_DOMAIN` and
 * `INFISICAL_PROJECT_ID` are that CLI's names and ours alike.)
 */
export const OFFICIAL_VARIABLES: Readonly<Record<string, readonly string[]>> = {
  domain: ['INFISICAL_API_URL'],
  'access-token': ['INFISICAL_UNIVERSAL_AUTH_ACCESS_TOKEN', 'INFISICAL_TOKEN'],
  'client-id': ['INFISICAL_UNIVERSAL_AUTH_CLIENT_ID'],
  'client-secret': ['INFISICAL_UNIVERSAL_AUTH_CLIENT_SECRET'],
  'identity-id': ['INFISICAL_MACHINE_IDENTITY_ID'],
};

/**
 * The official Infisical CLI's flags (and its one-letter forms) that mean the same as one of our
 * options: `infisical run --env=prod --path=/app --projectId=ID` works as written.
 */
export const OFFICIAL_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'env-slug': ['env', 'e'],
  'project-id': ['projectId'],
  'secret-path': ['path'],
  'access-token': ['token'],
  'expand-references': ['expand'],
  tags: ['t'],
  format: ['f'],
  output: ['output-file', 'o'],
  command: ['c'],
  'lease-ttl': ['ttl'],
};

/**
 * Flags of the official Infisical CLI that the tool does not take, and why: refused with the
 * reason rather than as unknown.
 */
export const OFFICIAL_UNSUPPORTED: Readonly<Record<string, string>> = {
  watch: 'a CI job reads its secrets once; rerun the job to pick up changes',
  'watch-interval': 'a CI job reads its secrets once; rerun the job to pick up changes',
  template: 'templates are not rendered; use `--format json` with a tool such as jq',
  'dotenv-quote-char':
    'the dotenv format quotes each value so that dotenv parsers and shells read it back exactly',
};

/** `INFISICAL_<NAME>`: the input's name in upper case, dashes as underscores. */
export const variableOf = (input: string): string =>
  `INFISICAL_${input.toUpperCase().replace(/-/g, '_')}`;

/**
 * The tool's options that do the work of one of these inputs, by the input's name: messages
 * that name the input name the option (`file-format: json` is `--format json`).
 */
export const TOOL_NAMES: Readonly<Record<string, string>> = {
  'file-format': 'format',
  'file-output-path': 'output',
  clean: 'revoke',
};

function fromInput(name: string, input: InputSpec): CliOption {
  const boolean = input.default === 'true' || input.default === 'false';
  return {
    name,
    description: input.toolDescription ?? input.description,
    kind: boolean ? 'boolean' : input.multiline ? 'lines' : 'value',
    ...(input.default !== undefined ? { default: input.default } : {}),
    ...(input.toolDefault ? { defaultText: input.toolDefault } : {}),
    ...(input.required ? { required: true } : {}),
    ...(input.secret ? { secret: true } : {}),
    // The tool's own options are flags only.
    env: input.scope === 'tool' ? [] : [variableOf(name), ...(OFFICIAL_VARIABLES[name] ?? [])],
    ...(input.placeholder ? { placeholder: input.placeholder } : {}),
    ...aliasesOf(name, input),
  };
}

function aliasesOf(name: string, input: InputSpec): { aliases?: readonly string[] } {
  const aliases = [...(input.flagAliases ?? []), ...(OFFICIAL_ALIASES[name] ?? [])];
  return aliases.length > 0 ? { aliases } : {};
}

/**
 * A group of options: the inputs the tool has (not those of a GitHub job only), those that say
 * which commands take them only in those.
 */
function group(
  title: string,
  inputs: Readonly<Record<string, InputSpec>>,
  command?: string,
): CliOptionGroup {
  return {
    title,
    options: Object.entries(inputs)
      .filter(([, input]) => input.scope !== 'action')
      .filter(([, input]) => !input.toolCommands || input.toolCommands.includes(command ?? ''))
      .map(([name, input]) => fromInput(name, input)),
  };
}

/** The tool's own options, in the order given. */
const tool = (...names: (keyof typeof TOOL_INPUTS)[]): CliOptionGroup =>
  group('Tool', Object.fromEntries(names.map((name) => [name, TOOL_INPUTS[name]])));

const connection = (): CliOptionGroup => group('Connection and authentication', CONNECTION_INPUTS);

/** The main action's inputs that the tool takes, in the spec's groups. */
const loadGroups = (command: 'export' | 'run'): CliOptionGroup[] =>
  ACTION_SPECS.main.groups
    .map((g) => group(g.title ?? 'Options', g.inputs, command))
    .filter((g) => g.options.length > 0);

function subActionCommand(name: SubActionName): CliCommand {
  const spec = ACTION_SPECS[name];
  const operations = spec.operations ?? {};
  const names = Object.keys(operations);
  const operation = spec.singleOperation ? `[${names[0]}]` : `<${names.join('|')}>`;
  return {
    name,
    summary: spec.description,
    usage: `infisical-ci ${name} ${operation} [options]`,
    operations,
    singleOperation: spec.singleOperation ?? false,
    ...(spec.positionals ? { positionals: spec.positionals } : {}),
    groups: [
      ...spec.groups.map((g) => group(g.title ?? 'Options', g.inputs)),
      connection(),
      tool('revoke', 'verbose', 'silent'),
    ],
  };
}

/** Every command, by name: `export`, `run`, then one per sub-action of the spec. */
export function cliCommands(): ReadonlyMap<string, CliCommand> {
  const commands: CliCommand[] = [
    {
      name: 'export',
      summary:
        'Print the secrets (dotenv, json, yaml, shell, dotenv-export or docker) with the action’s selection and precedence, or write them to a file.',
      usage: 'infisical-ci export [options]',
      groups: [
        group('Output', { format: TOOL_INPUTS.format, output: TOOL_INPUTS.output }),
        ...loadGroups('export'),
        connection(),
        tool('project-config-dir', 'revoke', 'verbose', 'silent', 'secret-overriding'),
      ],
    },
    {
      name: 'run',
      summary:
        'Run a command with the secrets added to its environment; its output is redacted and its exit code is the tool’s.',
      usage: 'infisical-ci run [options] -- COMMAND [ARGS...]',
      takesCommand: true,
      groups: [
        ...loadGroups('run'),
        connection(),
        tool(
          'command',
          'project-config-dir',
          'redact',
          'revoke',
          'verbose',
          'silent',
          'secret-overriding',
        ),
      ],
    },
    ...TOOL_SUB_ACTIONS.map(subActionCommand),
  ];
  return new Map(commands.map((command) => [command.name, command]));
}

const optionsByCommand = new WeakMap<CliCommand, ReadonlyMap<string, CliOption>>();

/** Every option of a command, by name (made once per command). */
export function optionsOf(command: CliCommand): ReadonlyMap<string, CliOption> {
  let options = optionsByCommand.get(command);
  if (!options) {
    options = new Map(command.groups.flatMap((g) => g.options.map((o) => [o.name, o] as const)));
    optionsByCommand.set(command, options);
  }
  return options;
}
