// How `run` starts its command on Windows, in process with an injected platform, environment and
// file system: the command is found through PATH and PATHEXT (not in the current folder), a
// `.cmd` or `.bat` file (npm, npx) runs through cmd.exe with every argument quoted so that cmd
// interprets nothing in it, and an argument that cannot be carried that way is refused.
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LaunchError,
  planLaunch,
  planShellLine,
  quoteForCmd,
  resolveCommand,
  type LaunchEnvironment,
} from '../../src/cli/launch.js';

const NODE_DIR = 'C:\\Program Files\\nodejs';
const FILES = [
  `${NODE_DIR}\\node.exe`,
  `${NODE_DIR}\\npm`,
  `${NODE_DIR}\\npm.cmd`,
  `${NODE_DIR}\\npm.ps1`,
  `${NODE_DIR}\\npx.cmd`,
  'C:\\Windows\\System32\\cmd.exe',
  'C:\\Windows\\System32\\where.exe',
  'C:\\tools\\both.cmd',
  'C:\\tools\\twice.exe',
  'C:\\tools\\twice.cmd',
  'C:\\later\\both.exe',
  'C:\\work\\build.cmd',
  'C:\\work\\50%\\run.bat',
];

/** A Windows machine: names compared without case, as NTFS does. */
function windows(env: Record<string, string> = {}, files = FILES): LaunchEnvironment {
  const known = new Set(files.map((file) => file.toLowerCase()));
  return {
    platform: 'win32',
    env: {
      Path: `${NODE_DIR};C:\\Windows\\System32;"C:\\tools";;C:\\later`,
      PATHEXT: '.COM;.EXE;.BAT;.CMD;.VBS;.JS',
      ComSpec: 'C:\\Windows\\System32\\cmd.exe',
      ...env,
    },
    cwd: 'C:\\work',
    isFile: (file) => known.has(file.toLowerCase()),
  };
}

describe('resolveCommand (Windows)', () => {
  it('finds npm as npm.cmd and node as node.exe through PATH and PATHEXT', () => {
    expect(resolveCommand('npm', windows())).toBe(`${NODE_DIR}\\npm.cmd`);
    expect(resolveCommand('npx', windows())).toBe(`${NODE_DIR}\\npx.cmd`);
    expect(resolveCommand('node', windows())).toBe(`${NODE_DIR}\\node.exe`);
    // A name with an extension of PATHEXT is looked up as it is, in any case.
    expect(resolveCommand('NPM.CMD', windows())).toBe(`${NODE_DIR}\\NPM.CMD`);
  });

  it('PATH order first, then PATHEXT order within a folder; quoted and empty entries of PATH', () => {
    expect(resolveCommand('both', windows())).toBe('C:\\tools\\both.cmd');
    expect(resolveCommand('twice', windows())).toBe('C:\\tools\\twice.exe');
    expect(resolveCommand('twice', windows({ PATHEXT: '.CMD;.EXE' }))).toBe('C:\\tools\\twice.cmd');
  });

  it('reads PATH and PATHEXT in any case, and defaults PATHEXT', () => {
    const env = windows();
    const { Path, ...rest } = env.env;
    expect(resolveCommand('npm', { ...env, env: { ...rest, pATh: Path } })).toBe(
      `${NODE_DIR}\\npm.cmd`,
    );
    const { PATHEXT: _, ...noExt } = env.env;
    expect(resolveCommand('npm', { ...env, env: noExt })).toBe(`${NODE_DIR}\\npm.cmd`);
  });

  it('never looks in the current folder for a bare name; a path is taken from it', () => {
    expect(resolveCommand('build', windows())).toBeUndefined();
    expect(resolveCommand('.\\build', windows())).toBe('C:\\work\\build.cmd');
    expect(resolveCommand('./build.cmd', windows())).toBe('C:\\work\\build.cmd');
    expect(resolveCommand('C:\\tools\\both', windows())).toBe('C:\\tools\\both.cmd');
    expect(resolveCommand('no-such-tool', windows())).toBeUndefined();
  });

  it('skips relative entries of PATH: `.`, `bin` or `C:bin` would be the current folder or under it', () => {
    // The file check resolves a relative path against the current folder, as the system does.
    const env = windows({}, [...FILES, 'C:\\work\\npm.cmd', 'C:\\work\\bin\\node.exe']);
    const inCwd = {
      ...env,
      isFile: (file: string) => env.isFile(path.win32.resolve(env.cwd, file)),
    };
    for (const entry of ['.', '.\\', 'bin', '..\\work', 'C:.', 'C:bin', '\\work']) {
      const Path = `${entry};${NODE_DIR}`;
      expect(resolveCommand('npm', { ...inCwd, env: { ...inCwd.env, Path } }), entry).toBe(
        `${NODE_DIR}\\npm.cmd`,
      );
      expect(resolveCommand('node', { ...inCwd, env: { ...inCwd.env, Path } }), entry).toBe(
        `${NODE_DIR}\\node.exe`,
      );
    }
    // A full path, and a network share, are searched.
    const share = windows({ Path: `\\\\server\\tools;${NODE_DIR}` }, [
      ...FILES,
      '\\\\server\\tools\\npm.cmd',
    ]);
    expect(resolveCommand('npm', share)).toBe('\\\\server\\tools\\npm.cmd');
  });
});

describe('planLaunch', () => {
  it('elsewhere than Windows: the command as it is (the system searches PATH)', () => {
    const plan = planLaunch(['npm', 'test', 'a&b'], {
      platform: 'linux',
      env: { PATH: '/usr/bin' },
      cwd: '/work',
      isFile: () => true,
    });
    expect(plan).toEqual({ file: 'npm', args: ['test', 'a&b'], verbatim: false });
  });

  it('npm test on Windows: cmd.exe /d /e:on /v:off /s /c with the batch file and its arguments quoted', () => {
    expect(planLaunch(['npm', 'test'], windows())).toEqual({
      file: 'C:\\Windows\\System32\\cmd.exe',
      args: ['/d', '/e:on', '/v:off', '/s', '/c', `""${NODE_DIR}\\npm.cmd" test"`],
      verbatim: true,
    });
    expect(planLaunch(['npx', '--yes', 'a b&c', '50%'], windows()).args.at(-1)).toBe(
      `""${NODE_DIR}\\npx.cmd" --yes "a b&c" "50%%cd:~,%""`,
    );
  });

  it('a program (.exe) starts directly from where it was found, its arguments quoted by Node', () => {
    expect(planLaunch(['node', '-e', 'a&b'], windows())).toEqual({
      file: `${NODE_DIR}\\node.exe`,
      args: ['-e', 'a&b'],
      verbatim: false,
    });
  });

  it('cmd.exe from ComSpec, else from SystemRoot; a % in the batch file’s path is not expanded', () => {
    const env = windows();
    const { ComSpec: _, ...rest } = env.env;
    const plan = planLaunch(['.\\50%\\run'], { ...env, env: { ...rest, SystemRoot: 'D:\\Win' } });
    expect(plan.file).toBe('D:\\Win\\System32\\cmd.exe');
    expect(plan.args.at(-1)).toBe('""C:\\work\\50%%cd:~,%\\run.bat""');
  });

  it('a command not found is one error that says the current folder is not searched', () => {
    const error = (() => {
      try {
        planLaunch(['build', 'x'], windows());
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(LaunchError);
    expect((error as LaunchError).notFound).toBe(true);
    expect((error as Error).message).toBe(
      'Command not found: build. Check its name and PATH; the current folder is not searched (write .\\build for a file there).',
    );
  });

  it('refuses an argument with a line break or NUL for a batch file, naming its position, never its text', () => {
    for (const bad of ['two\nlines', 'cr\rhere', 'nul\0here']) {
      expect(() => planLaunch(['npm', 'run', bad], windows())).toThrow(
        new LaunchError(
          `Argument 2 of the command holds a line break or NUL, which cmd.exe cannot pass to ${NODE_DIR}\\npm.cmd. Pass such a value in a variable or a file.`,
        ),
      );
    }
    // A program takes it (Node quotes it for the C runtime).
    expect(planLaunch(['node', 'two\nlines'], windows()).args).toEqual(['two\nlines']);
  });
});

describe('planShellLine (--command)', () => {
  it('elsewhere than Windows: $SHELL -c LINE, else sh', () => {
    const posix = (env: Record<string, string>): LaunchEnvironment => ({
      platform: 'linux',
      env,
      cwd: '/work',
      isFile: () => true,
    });
    expect(planShellLine('echo "a b" | wc -c', posix({ SHELL: '/bin/bash' }))).toEqual({
      file: '/bin/bash',
      args: ['-c', 'echo "a b" | wc -c'],
      verbatim: false,
    });
    expect(planShellLine('true', posix({})).file).toBe('sh');
  });

  it('on Windows: cmd.exe /d /s /c "LINE", written as it is (Node would write each quote as \\")', () => {
    expect(planShellLine('echo "a b" & npm run "x"', windows({ ComSpec: 'C:\\cmd.exe' }))).toEqual({
      file: 'C:\\cmd.exe',
      args: ['/d', '/s', '/c', '"echo "a b" & npm run "x""'],
      verbatim: true,
    });
    // Any case of ComSpec, as Windows reads its variables; cmd.exe when there is none.
    expect(planShellLine('dir', { ...windows(), env: { COMSPEC: 'D:\\cmd.exe' } }).file).toBe(
      'D:\\cmd.exe',
    );
    expect(planShellLine('dir', { ...windows(), env: {} }).file).toBe('cmd.exe');
  });
});

describe('quoteForCmd', () => {
  it('leaves plain words bare and quotes everything cmd.exe or the C runtime could read', () => {
    expect(quoteForCmd('test')).toBe('test');
    expect(quoteForCmd('--flag=value')).toBe('"--flag=value"');
    expect(quoteForCmd('C:\\dir\\file.txt')).toBe('C:\\dir\\file.txt');
    expect(quoteForCmd('')).toBe('""');
    expect(quoteForCmd('a&b|c<d>e^f(g)!')).toBe('"a&b|c<d>e^f(g)!"');
    expect(quoteForCmd('say "hi"')).toBe('"say ""hi"""');
    expect(quoteForCmd('%PATH%')).toBe('"%%cd:~,%PATH%%cd:~,%"');
    expect(quoteForCmd('C:\\dir\\')).toBe('"C:\\dir\\\\"');
    expect(quoteForCmd('a\\"b')).toBe('"a\\\\""b"');
    expect(quoteForCmd('tab\there')).toBe('"tab\there"');
  });
});

/**
 * cmd.exe and the C runtime as documented and observed: what a batch file that hands `%*` on to
 * a program (npm.cmd does) makes of the command line. Returns the program's arguments, or a
 * string saying what cmd.exe would have interpreted.
 */
function throughCmd(
  line: string,
  variables: Record<string, string>,
): { file: string; args: string[] } | string {
  // `/s /c "…"`: the first and the last quote go.
  if (!line.startsWith('"') || !line.endsWith('"')) return 'not wrapped in quotes';
  let text = line.slice(1, -1);
  // Phase 1, percent expansion, before anything else and regardless of quotes.
  let expanded = '';
  for (let i = 0; i < text.length;) {
    if (text[i] !== '%') {
      expanded += text[i++];
      continue;
    }
    const close = text.indexOf('%', i + 1);
    if (close === -1) {
      expanded += text.slice(i);
      break;
    }
    const name = text.slice(i + 1, close);
    if (name === '') {
      // `%%` on a command line: the first is kept, the second may open a reference.
      expanded += '%';
      i += 1;
      continue;
    }
    const [variable = '', modifier] = name.split(/:(.*)/s);
    const value = variables[variable.toUpperCase()];
    if (value === undefined) {
      expanded += `%${name}%`;
      i = close + 1;
      continue;
    }
    if (modifier === undefined) expanded += value;
    else if (modifier !== '~,') return `an unexpected modifier ${modifier}`;
    i = close + 1;
  }
  text = expanded;
  // Phase 2, twice (the command line, then the batch file's line with %* in it): outside quotes,
  // these are operators, escapes or expansions.
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && '&|<>()^!'.includes(char)) return `${char} outside quotes`;
  }
  if (quoted) return 'a quote left open';
  // The C runtime's argument rules (since 2008: `""` inside quotes is one literal quote).
  const args: string[] = [];
  let i = 0;
  while (i < text.length) {
    while (text[i] === ' ' || text[i] === '\t') i++;
    if (i >= text.length) break;
    let arg = '';
    let inQuotes = false;
    for (; i < text.length; i++) {
      let slashes = 0;
      while (text[i] === '\\') {
        slashes++;
        i++;
      }
      if (text[i] === '"') {
        arg += '\\'.repeat(Math.floor(slashes / 2));
        if (slashes % 2 === 1) arg += '"';
        else if (inQuotes && text[i + 1] === '"') {
          arg += '"';
          i++;
        } else inQuotes = !inQuotes;
        continue;
      }
      arg += '\\'.repeat(slashes);
      if (i >= text.length) break;
      if (!inQuotes && (text[i] === ' ' || text[i] === '\t')) break;
      arg += text[i];
    }
    args.push(arg);
  }
  const [file = '', ...rest] = args;
  return { file, args: rest };
}

describe('property: what cmd.exe and the program make of the quoted command line', () => {
  const variables = { PATH: 'C:\\Windows', OS: 'Windows_NT', CD: 'C:\\work', CI: 'true' };

  it('the batch file and the program get exactly the arguments given; cmd.exe interprets nothing', () => {
    const unit = fc.constantFrom(
      ...['a', 'Z', '0', ' ', '\t', '"', '\\', '%', '^', '&', '|', '<', '>', '(', ')', '!'],
      ...[',', ';', '=', '*', '?', '~', ':', 'P', 'A', 'T', 'H', 'O', 'S', 'c', 'd', 'é', '€'],
      ...['%PATH%', '%os%', '%CD:~0,1%', '!PATH!', '%%', '\\"', '^"', '""'],
    );
    fc.assert(
      fc.property(fc.array(fc.string({ unit, maxLength: 12 }), { maxLength: 6 }), (args) => {
        const plan = planLaunch(['npm', ...args], windows());
        expect(plan.verbatim).toBe(true);
        const result = throughCmd(plan.args.at(-1) ?? '', variables);
        expect(result).toEqual({ file: `${NODE_DIR}\\npm.cmd`, args });
      }),
      { numRuns: 3000 },
    );
  });

  it('the model itself catches the classic mistakes', () => {
    const naive = (arg: string): string => `"${arg.replace(/"/g, '\\"')}"`;
    const line = (arg: string): string => `""${NODE_DIR}\\npm.cmd" ${naive(arg)}"`;
    expect(throughCmd(line('a"&calc&"b'), variables)).toBe('& outside quotes');
    expect(throughCmd(line('%PATH%'), variables)).toEqual({
      file: `${NODE_DIR}\\npm.cmd`,
      args: ['C:\\Windows'],
    });
  });
});
