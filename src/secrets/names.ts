import type { ExportEntry } from './select.js';

const SHELL_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const LINE_BREAK = /[\r\n]/;

/** Whether a shell (bash, sh) can use this name as a variable. */
export function isShellName(name: string): boolean {
  return SHELL_NAME.test(name);
}

/**
 * Variables the runner sets itself for every step: a value exported under one of these names
 * never reaches a later step. (`GITHUB_TOKEN` is not one: exporting it works.)
 */
const RUNNER_VARIABLES = new Set([
  'CI',
  ...[
    'ACTION',
    'ACTION_PATH',
    'ACTION_REF',
    'ACTION_REPOSITORY',
    'ACTIONS',
    'ACTOR',
    'ACTOR_ID',
    'API_URL',
    'BASE_REF',
    'ENV',
    'EVENT_NAME',
    'EVENT_PATH',
    'GRAPHQL_URL',
    'HEAD_REF',
    'JOB',
    'OUTPUT',
    'PATH',
    'REF',
    'REF_NAME',
    'REF_PROTECTED',
    'REF_TYPE',
    'REPOSITORY',
    'REPOSITORY_ID',
    'REPOSITORY_OWNER',
    'REPOSITORY_OWNER_ID',
    'RETENTION_DAYS',
    'RUN_ATTEMPT',
    'RUN_ID',
    'RUN_NUMBER',
    'SERVER_URL',
    'SHA',
    'STATE',
    'STEP_SUMMARY',
    'TRIGGERING_ACTOR',
    'WORKFLOW',
    'WORKFLOW_REF',
    'WORKFLOW_SHA',
    'WORKSPACE',
  ].map((name) => `GITHUB_${name}`),
  ...['ARCH', 'DEBUG', 'ENVIRONMENT', 'NAME', 'OS', 'TEMP', 'TOOL_CACHE'].map(
    (name) => `RUNNER_${name}`,
  ),
]);

/**
 * Why the runner would misread this name in GITHUB_ENV or GITHUB_OUTPUT, if it would: it reads
 * `NAME=value` up to the first `=`, a `NAME<<DELIMITER` heredoc up to the first `<<` (so a name
 * ending in `<` moves the delimiter), one entry per line. Such a name would end early and turn
 * the value's lines into entries of their own, or fail the step after earlier entries were read.
 */
export function fileCommandNameProblem(name: string): string | undefined {
  if (name === '') return 'empty';
  if (LINE_BREAK.test(name)) return 'a line break';
  if (name.includes('\0')) return 'a NUL character';
  if (name.includes('=')) return '`=`';
  if (name.includes('<<')) return '`<<`';
  if (name.endsWith('<')) return 'a trailing `<`';
  return undefined;
}

/**
 * Names that make programs run code their caller did not ask for: bash sources `BASH_ENV` (and
 * sh `ENV`) before each script, `PROMPT_COMMAND` runs before each prompt, the dynamic loaders
 * load `LD_*` / `DYLD_*` libraries into every program, Perl, Ruby, Python and Java read options
 * or start-up code from the others. The operating system reads them with their case, except on
 * Windows, which ignores case.
 */
const RUNS_CODE = new Set([
  'BASH_ENV',
  'ENV',
  'PROMPT_COMMAND',
  'LD_PRELOAD',
  'LD_AUDIT',
  'LD_LIBRARY_PATH',
  'DYLD_INSERT_LIBRARIES',
  'DYLD_LIBRARY_PATH',
  'PERL5OPT',
  'RUBYOPT',
  'PYTHONSTARTUP',
  'JAVA_TOOL_OPTIONS',
  '_JAVA_OPTIONS',
]);

/**
 * Why a name cannot go into the environment of later steps (or of `run`'s command), if it
 * cannot: the one list of names refused for an `env` export. A name the runner misreads,
 * `NODE_OPTIONS` (which the runner refuses), one that would steer later actions (`STATE_*` is what
 * the runner hands a post step as its saved state, `INPUT_*` what it hands an action as its
 * inputs; in any letter case: Windows ignores case), or one that makes later programs run code
 * ({@link RUNS_CODE}; any letter case on Windows).
 */
export function envNameProblem(
  name: string,
  windows: boolean = process.platform === 'win32',
): string | undefined {
  const misread = fileCommandNameProblem(name);
  if (misread) return misread;
  const upper = name.toUpperCase();
  if (upper === 'NODE_OPTIONS') return 'refused by the runner';
  if (upper.startsWith('STATE_')) return "read as a post step's saved state";
  if (upper.startsWith('INPUT_')) return "read as an action's input";
  if (RUNS_CODE.has(windows ? upper : name)) return 'makes programs run code they did not ask for';
  return undefined;
}

/** What the names of an export have that is worth a warning, found in one pass. */
export interface NameFindings {
  /** Names a shell cannot use as variables. */
  readonly nonShell: string[];
  /** Groups of names that differ only by case. */
  readonly caseClashes: string[][];
  /** Names the runner sets itself for every step. */
  readonly reserved: string[];
}

/** Names a shell cannot use, names that differ only by case, and names the runner sets, in one pass. */
export function inspectNames(entries: readonly ExportEntry[]): NameFindings {
  const nonShell: string[] = [];
  const reserved: string[] = [];
  const first = new Map<string, string>();
  const clashes = new Map<string, string[]>();
  // `forEach`, not `for...of`: it runs once per secret, and an iterator costs an object a step.
  entries.forEach(({ name }) => {
    if (!SHELL_NAME.test(name)) nonShell.push(name);
    const folded = name.toUpperCase();
    if (RUNNER_VARIABLES.has(folded)) reserved.push(name);
    const earlier = first.get(folded);
    if (earlier === undefined) first.set(folded, name);
    else clashes.set(folded, [...(clashes.get(folded) ?? [earlier]), name]);
  });
  return { nonShell, caseClashes: [...clashes.values()], reserved };
}
