import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os, { EOL } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface WorkflowCommand {
  command: string;
  properties: Record<string, string>;
  data: string;
}

export interface ActionRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  commands: WorkflowCommand[];
  /** Variables written to GITHUB_ENV, in order (later wins in the object). */
  env: Record<string, string>;
  envEntries: [string, string][];
  outputs: Record<string, string>;
  state: Record<string, string>;
  summary: string;
  masks: string[];
  errors: string[];
  warnings: string[];
  notices: string[];
  workspace: string;
  files: { env: string; output: string; state: string; summary: string };
}

export interface RunOptions {
  /** Folder of the action.yml whose defaults apply ('' for the main action, or 'imports', ...). */
  action?: string;
  /** Entry under dist/ (default: the action's main entry, or 'post'). */
  entry?: string;
  inputs?: Record<string, string>;
  /** Extra environment variables (nothing is inherited but PATH). */
  env?: Record<string, string>;
  /** STATE_* values, as the runner passes them to the post step. */
  state?: Record<string, string>;
  workspace?: string;
  timeoutMs?: number;
}

/** Inputs with the defaults of an action.yml, as the runner computes them. */
export function actionDefaults(action = ''): Record<string, string> {
  const file = path.join(root, action, 'action.yml');
  const doc = parseYaml(readFileSync(file, 'utf8')) as {
    inputs?: Record<string, { default?: unknown }>;
  };
  const defaults: Record<string, string> = {};
  for (const [name, spec] of Object.entries(doc.inputs ?? {})) {
    if (spec?.default !== undefined) defaults[name] = String(spec.default);
  }
  return defaults;
}

/** The entry file the runner would start for an action (main or post). */
function entryFile(action: string, entry: string | undefined): string {
  const doc = parseYaml(readFileSync(path.join(root, action, 'action.yml'), 'utf8')) as {
    runs: { main: string; post?: string };
  };
  const relative =
    entry === 'post' ? doc.runs.post : entry ? `dist/${entry}/index.js` : doc.runs.main;
  if (!relative) throw new Error(`action ${action || '(main)'} has no ${entry} entry`);
  return entry && entry !== 'post'
    ? path.join(root, relative)
    : path.resolve(root, action, relative);
}

/**
 * Runs a built action the way the GitHub runner does: INPUT_* variables with the action.yml
 * defaults, fresh GITHUB_ENV / GITHUB_OUTPUT / GITHUB_STATE / GITHUB_STEP_SUMMARY files, and the
 * workflow commands on stdout parsed.
 */
export async function runAction(options: RunOptions = {}): Promise<ActionRun> {
  const action = options.action ?? '';
  const temp = mkdtempSync(path.join(os.tmpdir(), 'action-run-'));
  const workspace = options.workspace ?? mkdtempSync(path.join(os.tmpdir(), 'workspace-'));
  const files = {
    env: path.join(temp, 'github_env'),
    output: path.join(temp, 'github_output'),
    state: path.join(temp, 'github_state'),
    summary: path.join(temp, 'step_summary'),
  };
  for (const file of Object.values(files)) writeFileSync(file, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: temp,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    RUNNER_OS: 'Linux',
    RUNNER_TEMP: temp,
    GITHUB_WORKSPACE: workspace,
    GITHUB_ENV: files.env,
    GITHUB_OUTPUT: files.output,
    GITHUB_STATE: files.state,
    GITHUB_STEP_SUMMARY: files.summary,
  };
  const inputs = { ...actionDefaults(action), ...options.inputs };
  for (const [name, value] of Object.entries(inputs))
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  for (const [name, value] of Object.entries(options.state ?? {})) env[`STATE_${name}`] = value;
  Object.assign(env, options.env);

  const child = spawn(process.execPath, [entryFile(action, options.entry)], {
    env,
    cwd: workspace,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(
          `action did not finish within ${options.timeoutMs ?? 20_000} ms\n${stdout}\n${stderr}`,
        ),
      );
    }, options.timeoutMs ?? 20_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });

  const commands = parseCommands(stdout);
  const envEntries = parseFileCommands(readFileSync(files.env, 'utf8'));
  return {
    exitCode,
    stdout,
    stderr,
    commands,
    env: Object.fromEntries(envEntries),
    envEntries,
    outputs: Object.fromEntries(parseFileCommands(readFileSync(files.output, 'utf8'))),
    state: Object.fromEntries(parseFileCommands(readFileSync(files.state, 'utf8'))),
    summary: readFileSync(files.summary, 'utf8'),
    masks: commands.filter((c) => c.command === 'add-mask').map((c) => c.data),
    errors: commands.filter((c) => c.command === 'error').map((c) => c.data),
    warnings: commands.filter((c) => c.command === 'warning').map((c) => c.data),
    notices: commands.filter((c) => c.command === 'notice').map((c) => c.data),
    workspace,
    files,
  };
}

/** Runs the post step after a main run, with the state the main step saved. */
export function runPost(main: ActionRun, options: RunOptions = {}): Promise<ActionRun> {
  return runAction({ ...options, entry: 'post', state: main.state, workspace: main.workspace });
}

function unescapeData(text: string): string {
  return text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

function unescapeProperty(text: string): string {
  return unescapeData(text.replace(/%3A/g, ':').replace(/%2C/g, ','));
}

/** Parses `::command k=v,...::data` lines of stdout. */
export function parseCommands(stdout: string): WorkflowCommand[] {
  const commands: WorkflowCommand[] = [];
  for (const line of stdout.split(/\r?\n/)) {
    const match = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!match) continue;
    const properties: Record<string, string> = {};
    for (const pair of (match[2] ?? '').split(',').filter(Boolean)) {
      const eq = pair.indexOf('=');
      properties[pair.slice(0, eq)] = unescapeProperty(pair.slice(eq + 1));
    }
    commands.push({ command: match[1]!, properties, data: unescapeData(match[3]!) });
  }
  return commands;
}

/** Parses `name<<DELIM` heredocs (and plain `name=value` lines) as the runner does. */
export function parseFileCommands(text: string): [string, string][] {
  const entries: [string, string][] = [];
  // The runner splits on the platform's end of line (CRLF on Windows), as the action writes.
  const lines = text.split(EOL);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const heredoc = /^([^=]+?)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const value: string[] = [];
      i++;
      while (i < lines.length && lines[i] !== delimiter) value.push(lines[i++]!);
      if (i >= lines.length) throw new Error(`unterminated heredoc for ${name}`);
      entries.push([name!, value.join('\n')]);
      continue;
    }
    const eq = line.indexOf('=');
    if (eq <= 0) throw new Error(`invalid file command line: ${line}`);
    entries.push([line.slice(0, eq), line.slice(eq + 1)]);
  }
  return entries;
}
