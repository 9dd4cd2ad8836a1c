/**
 * How `run` starts its command. Elsewhere than Windows the system finds it (PATH). On Windows
 * the tool finds it itself, through PATH and PATHEXT, because the system starts only programs
 * (`.exe`, `.com`): `npm` there is `npm.cmd`, a batch file that only cmd.exe runs, and Node
 * refuses to start one without a shell. So a `.cmd` or `.bat` file is started as
 * `cmd.exe /d /e:on /v:off /s /c "…"` with a command line quoted here, such that cmd.exe
 * interprets nothing in an argument (the BatBadBut class of bugs: `%`, `"`, `^`, `&`, `|`, ...),
 * and the program the batch file hands `%*` on to reads the arguments back exactly.
 *
 * Pure functions over an injected platform, environment and file check, tested on any machine.
 */
import path from 'node:path';

export interface LaunchEnvironment {
  readonly platform: NodeJS.Platform;
  /** The variables PATH, PATHEXT, ComSpec and SystemRoot are read from (any case on Windows). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Where a relative path starts. */
  readonly cwd: string;
  /** Whether a file exists at this path. */
  readonly isFile: (file: string) => boolean;
}

/** What to start: a file, its arguments, and whether they are a command line as it is. */
export interface Launch {
  readonly file: string;
  readonly args: readonly string[];
  /** Windows: `args` are written as they are (cmd.exe's line, quoted here), not quoted by Node. */
  readonly verbatim: boolean;
}

/** A command that cannot be started as given; the message says why and what to do. */
export class LaunchError extends Error {
  readonly notFound: boolean;

  constructor(message: string, notFound = false) {
    super(message);
    this.name = 'LaunchError';
    this.notFound = notFound;
  }
}

/** Windows reads variable names without case; an exact match wins. */
function variable(env: LaunchEnvironment['env'], name: string): string | undefined {
  if (env[name] !== undefined) return env[name];
  const key = Object.keys(env).find((k) => k.toUpperCase() === name.toUpperCase());
  return key === undefined ? undefined : env[key];
}

const DEFAULT_PATHEXT = '.COM;.EXE;.BAT;.CMD';

/** A full path: a drive and its root (`C:\`, `C:/`) or a network share (`\\server\share`). */
const FULL_PATH = /^([A-Za-z]:[\\/]|[\\/]{2})/;

/**
 * Where Windows would find the command: a name with a folder in it from the current folder, any
 * other name in PATH's folders in order (never the current folder, as PowerShell does: a file in
 * a checkout must not stand in for `npm`; so an entry of PATH that is not a full path, such as
 * `.`, `bin`, `C:bin` or `\bin`, which would be read from the current folder or drive, is
 * skipped). In each folder, a name whose extension is in PATHEXT as it is, else the name with each
 * extension of PATHEXT in order. Undefined when not found.
 */
export function resolveCommand(name: string, environment: LaunchEnvironment): string | undefined {
  const win = path.win32;
  const extensions = (variable(environment.env, 'PATHEXT') || DEFAULT_PATHEXT)
    .split(';')
    .map((ext) => ext.trim())
    .filter((ext) => ext.startsWith('.'));
  const known = new Set(extensions.map((ext) => ext.toUpperCase()));
  const candidates = (base: string): string[] =>
    known.has(win.extname(base).toUpperCase())
      ? [base]
      : extensions.map((ext) => base + ext.toLowerCase());
  const folders =
    /[\\/]/.test(name) || /^[A-Za-z]:/.test(name)
      ? [win.resolve(environment.cwd, win.dirname(name))]
      : (variable(environment.env, 'PATH') ?? '')
          .split(';')
          .map((folder) => folder.trim().replace(/^"(.*)"$/, '$1'))
          .filter((folder) => FULL_PATH.test(folder));
  for (const folder of folders) {
    for (const candidate of candidates(win.basename(name))) {
      const file = win.join(folder, candidate);
      if (environment.isFile(file)) return file;
    }
  }
  return undefined;
}

/** Characters neither cmd.exe nor the C runtime reads as anything but themselves. */
const BARE = /^[A-Za-z0-9#$*+\-./:?@\\_]+$/;

/**
 * One argument on cmd.exe's command line for a batch file. Inside double quotes cmd.exe takes
 * `& | < > ( ) ^ , ; =` and spaces as text (`!` too, with delayed expansion off); a quote in the
 * argument is written `""`, which leaves cmd.exe's quoting as it was and which the C runtime
 * reads as one `"` (`\"` would end cmd.exe's quoting: that was BatBadBut); backslashes before a
 * quote are doubled, as the C runtime wants. `%` is expanded before quotes count, so it becomes
 * `%%cd:~,%`: the first `%` stays, `%cd:~,%` is an empty part of the variable CD and expands to
 * nothing, and no variable name can form after a `%`. A line break ends cmd.exe's command and
 * NUL ends the line: such an argument cannot be carried (the caller refuses it).
 */
export function quoteForCmd(arg: string): string {
  if (BARE.test(arg) && !arg.endsWith('\\')) return arg;
  let out = '"';
  let slashes = 0;
  for (const char of arg) {
    if (char === '\\') {
      slashes++;
      continue;
    }
    out += '\\'.repeat(char === '"' ? slashes * 2 : slashes);
    slashes = 0;
    out += char === '"' ? '""' : char === '%' ? '%%cd:~,%' : char;
  }
  return `${out}${'\\'.repeat(slashes * 2)}"`;
}

/**
 * What to start for `--command`'s line, run by the shell as the official CLI runs it: `$SHELL -c`
 * (else `sh`), or on Windows `cmd.exe /d /s /c "LINE"`, written as it is: Node's own quoting
 * would turn each `"` of the line into `\"`, which cmd.exe keeps, so `echo "a b"` would print
 * the backslashes. The line is the user's own shell text, run as cmd.exe reads it.
 */
export function planShellLine(line: string, environment: LaunchEnvironment): Launch {
  if (environment.platform !== 'win32') {
    return {
      file: variable(environment.env, 'SHELL') || 'sh',
      args: ['-c', line],
      verbatim: false,
    };
  }
  const cmd = variable(environment.env, 'ComSpec') || 'cmd.exe';
  return { file: cmd, args: ['/d', '/s', '/c', `"${line}"`], verbatim: true };
}

const BATCH = /\.(cmd|bat)$/i;

/** What to start for the command line `command` (program first). */
export function planLaunch(command: readonly string[], environment: LaunchEnvironment): Launch {
  const [name = '', ...args] = command;
  if (environment.platform !== 'win32') return { file: name, args, verbatim: false };
  const file = resolveCommand(name, environment);
  if (file === undefined) {
    throw new LaunchError(
      `Command not found: ${name}. Check its name and PATH; the current folder is not searched (write .\\${name} for a file there).`,
      true,
    );
  }
  if (!BATCH.test(file)) return { file, args, verbatim: false };
  args.forEach((arg, index) => {
    if (/[\r\n\0]/.test(arg)) {
      throw new LaunchError(
        `Argument ${index + 1} of the command holds a line break or NUL, which cmd.exe cannot pass to ${file}. Pass such a value in a variable or a file.`,
      );
    }
  });
  // A path holds no quote; it is always quoted, and its `%` kept from expansion too.
  const line = [`"${file.replace(/%/g, '%%cd:~,%')}"`, ...args.map(quoteForCmd)].join(' ');
  const cmd =
    variable(environment.env, 'ComSpec') ??
    path.win32.join(
      variable(environment.env, 'SystemRoot') ?? 'C:\\Windows',
      'System32',
      'cmd.exe',
    );
  // /d: no AutoRun commands; /e:on: extensions (the %cd:~,% form needs them); /v:off: `!` is
  // text; /s /c "…": run the line between the first and the last quote, as it is.
  return { file: cmd, args: ['/d', '/e:on', '/v:off', '/s', '/c', `"${line}"`], verbatim: true };
}
