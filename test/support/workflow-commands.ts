// Reads an action's stdout the way the GitHub runner does, so tests see exactly which commands
// the runner would carry out: lines split at CR, LF and CRLF; `::name props::data` at the start
// of a line after blanks (the runner's blanks, wider than JavaScript's `\s`); the legacy
// `##[name props]data` anywhere in a line; and `stop-commands` pausing everything until its
// token comes back. (The runner's ActionCommand.TryParseV2, then TryParse, in ActionCommandManager.)

export interface WorkflowCommand {
  command: string;
  properties: Record<string, string>;
  data: string;
}

export interface RunnerLine {
  /** The line as printed. */
  raw: string;
  /** The command the runner carried out for this line, if any. */
  command?: WorkflowCommand;
}

/** Every command the runner knows; any other name is printed as a plain line. */
const REGISTERED = new Set([
  'set-env',
  'set-output',
  'save-state',
  'add-mask',
  'add-path',
  'add-matcher',
  'remove-matcher',
  'debug',
  'warning',
  'error',
  'notice',
  'group',
  'endgroup',
  'echo',
  'stop-commands',
]);

/** .NET's char.IsWhiteSpace, which String.TrimStart uses. */
const DOTNET_BLANK = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*/;

const unescapeData = (text: string): string =>
  text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
const unescapeProperty = (text: string): string =>
  unescapeData(text.replace(/%3A/g, ':').replace(/%2C/g, ','));

/** `::name k=v,...::data` (the current form), or undefined. */
export function parseV2(
  line: string,
  registered: ReadonlySet<string> = REGISTERED,
): WorkflowCommand | undefined {
  const message = line.replace(DOTNET_BLANK, '');
  if (!message.startsWith('::')) return undefined;
  const end = message.indexOf('::', 2);
  if (end < 0) return undefined;
  const info = message.slice(2, end);
  const space = info.indexOf(' ');
  const command = (space < 0 ? info : info.slice(0, space)).toLowerCase();
  if (!registered.has(command)) return undefined;
  const properties: Record<string, string> = {};
  if (space >= 0) {
    for (const pair of info
      .slice(space + 1)
      .split(',')
      .filter(Boolean)) {
      const eq = pair.indexOf('=');
      if (eq > 0) properties[pair.slice(0, eq)] = unescapeProperty(pair.slice(eq + 1));
    }
  }
  return { command, properties, data: unescapeData(message.slice(end + 2)) };
}

/** `##[name k=v;...]data` anywhere in the line (the legacy form), or undefined. */
export function parseV1(
  line: string,
  registered: ReadonlySet<string> = REGISTERED,
): WorkflowCommand | undefined {
  const prefix = line.indexOf('##[');
  if (prefix < 0) return undefined;
  const close = line.indexOf(']', prefix);
  if (close < 0) return undefined;
  const info = line.slice(prefix + 3, close);
  const space = info.indexOf(' ');
  const command = (space < 0 ? info : info.slice(0, space)).toLowerCase();
  if (!registered.has(command)) return undefined;
  const properties: Record<string, string> = {};
  if (space >= 0) {
    for (const pair of info
      .slice(space + 1)
      .split(';')
      .filter(Boolean)) {
      const eq = pair.indexOf('=');
      if (eq > 0) properties[pair.slice(0, eq)] = pair.slice(eq + 1);
    }
  }
  const data = line
    .slice(close + 1)
    .replace(/%3B/g, ';')
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%5D/g, ']')
    .replace(/%25/g, '%');
  return { command, properties, data };
}

/** Every line of stdout with the command the runner would carry out for it. */
export function readRunnerOutput(stdout: string): RunnerLine[] {
  const lines: RunnerLine[] = [];
  let stopToken: string | undefined;
  const registered = new Set(REGISTERED);
  for (const raw of stdout.split(/\r\n|\r|\n/)) {
    const command = parseV2(raw, registered) ?? parseV1(raw, registered);
    if (stopToken !== undefined) {
      if (command?.command === stopToken) {
        registered.delete(stopToken);
        stopToken = undefined;
      }
      lines.push({ raw });
      continue;
    }
    if (command?.command === 'stop-commands') {
      stopToken = command.data.toLowerCase();
      registered.add(stopToken);
    }
    lines.push({ raw, command });
  }
  return lines;
}

/** The commands the runner would carry out, in order. */
export function parseCommands(stdout: string): WorkflowCommand[] {
  return readRunnerOutput(stdout).flatMap((line) => (line.command ? [line.command] : []));
}
