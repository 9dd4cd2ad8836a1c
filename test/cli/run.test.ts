// `infisical-ci run -- COMMAND` as a process: the command gets the secrets (not the credentials),
// its output is redacted byte for byte whatever the chunks, its exit code or signal is the tool's,
// and SIGINT/SIGTERM reach it. Handshakes go through its output, never through sleeps.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os, { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  MEMBER_ACCESS_TOKEN,
  MEMBER_CLIENT_SECRET,
  SEED_SECRETS,
} from '../support/fake-server/index.ts';
import { startTool, type ToolSpec } from '../support/run-cli.ts';
import { runTool } from '../support/run.ts';
import { DEV_ROOT, calls, freshServers, loginEnv, plan, redactionCase } from './helpers.ts';

const fresh = freshServers();
const CHILD = fileURLToPath(new URL('./child.mjs', import.meta.url));
const node = process.execPath;
const dev = SEED_SECRETS.dev['/'];

/** `run --env-slug dev -- node child.mjs ...args` against a fresh server. */
async function runChild(args: string[], options: ToolSpec & { flags?: string[] } = {}) {
  const server = await fresh();
  const env = { ...loginEnv(server), ...options.env };
  const argv = ['run', '--env-slug', 'dev', ...(options.flags ?? []), '--', node, CHILD, ...args];
  return { server, started: startTool(argv, { ...options, env }) };
}

describe.concurrent('run', () => {
  it('redacts the command’s output byte for byte; gives it the secrets, not the credentials', async () => {
    const { writes, stdout, stderr } = redactionCase();
    const names = ['DATABASE_URL', 'STAGING_ONLY', 'MULTILINE_SECRET', 'FOO'];
    // A credential's name in another case is the same variable on Windows: kept from it too.
    const credentials = [
      'INFISICAL_CLIENT_SECRET',
      'infisical_client_secret',
      'INFISICAL_CLIENT_ID',
    ];
    const { file, envFile } = plan(writes, [...names, ...credentials]);
    const { server, started } = await runChild(['writes', file], {
      env: { FOO: 'kept', infisical_client_secret: 'the-same-credential' },
    });
    const run = await started.done;
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdoutBytes.equals(stdout)).toBe(true);
    expect(run.stderr.endsWith(stderr)).toBe(true);
    expect(run.lines.slice(0, 2)).toEqual([
      expect.stringMatching(/^Loading secrets from/),
      `Running ${node} with 6 secrets in its environment.`,
    ]);
    expect(JSON.parse(readFileSync(envFile, 'utf8'))).toEqual({
      DATABASE_URL: DEV_ROOT.DATABASE_URL,
      STAGING_ONLY: DEV_ROOT.STAGING_ONLY,
      MULTILINE_SECRET: DEV_ROOT.MULTILINE_SECRET,
      FOO: 'kept',
      INFISICAL_CLIENT_SECRET: null,
      infisical_client_secret: null,
      INFISICAL_CLIENT_ID: loginEnv(server).INFISICAL_CLIENT_ID,
    });
    // Revoked while the command ran, without a word in its output.
    expect(calls(server).at(-1)).toBe('POST /api/v1/auth/token/revoke');
  });

  it('every secret name reaches the command, `__proto__` and `constructor` too', async () => {
    const server = await fresh();
    server.state.setSecret({ environment: 'dev', key: '__proto__', value: 'proto-value' });
    server.state.setSecret({ environment: 'dev', key: 'constructor', value: 'ctor-value' });
    const { file, envFile } = plan([], ['__proto__', 'constructor', 'DATABASE_URL']);
    const run = await runTool(
      ['run', '--env-slug', 'dev', '--no-redact', '--', node, CHILD, 'writes', file],
      { mode: 'built', env: loginEnv(server) },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.lines).toContain(`Running ${node} with 8 secrets in its environment.`);
    // A computed key: `__proto__:` in a literal would set the expected object's prototype.
    expect(JSON.parse(readFileSync(envFile, 'utf8'))).toEqual({
      ['__proto__']: 'proto-value',
      constructor: 'ctor-value',
      DATABASE_URL: DEV_ROOT.DATABASE_URL,
    });
  });

  // What the command can read of its parent: the environment and the arguments the tool started
  // with, which the kernel reads from the tool's memory (Linux; elsewhere SECURITY.md says what
  // shows).
  it.runIf(process.platform === 'linux')(
    'the command cannot read the credentials in /proc/$PPID/environ or /proc/$PPID/cmdline, as variables or as flags',
    async () => {
      const server = await fresh();
      const { INFISICAL_CLIENT_SECRET: _, ...noSecret } = loginEnv(server);
      const script = 'cat /proc/$PPID/environ > environ; cat /proc/$PPID/cmdline > cmdline';
      const cases: [string[], Record<string, string>, string][] = [
        [[], loginEnv(server), MEMBER_CLIENT_SECRET],
        [
          [],
          { ...noSecret, INFISICAL_UNIVERSAL_AUTH_CLIENT_SECRET: MEMBER_CLIENT_SECRET },
          MEMBER_CLIENT_SECRET,
        ],
        [['--client-secret', MEMBER_CLIENT_SECRET], noSecret, MEMBER_CLIENT_SECRET],
        [[`--client-secret=${MEMBER_CLIENT_SECRET}`], noSecret, MEMBER_CLIENT_SECRET],
        [
          ['--token', MEMBER_ACCESS_TOKEN],
          { INFISICAL_DOMAIN: server.url, INFISICAL_PROJECT_SLUG: noSecret.INFISICAL_PROJECT_SLUG },
          MEMBER_ACCESS_TOKEN,
        ],
        [
          [],
          {
            INFISICAL_DOMAIN: server.url,
            INFISICAL_PROJECT_SLUG: noSecret.INFISICAL_PROJECT_SLUG,
            INFISICAL_TOKEN: MEMBER_ACCESS_TOKEN,
          },
          MEMBER_ACCESS_TOKEN,
        ],
      ];
      for (const [flags, env, credential] of cases) {
        const cwd = mkdtempSync(path.join(os.tmpdir(), 'cli-proc-'));
        const run = await runTool(
          ['run', ...flags, '--env-slug', 'dev', '--', 'sh', '-c', script],
          {
            mode: 'built',
            env,
            cwd,
          },
        );
        expect(run.code, run.stderr).toBe(0);
        const environ = readFileSync(path.join(cwd, 'environ'));
        const cmdline = readFileSync(path.join(cwd, 'cmdline'));
        // The files are the tool's: its other variables and arguments are there.
        expect(environ.includes(`INFISICAL_DOMAIN=${server.url}`), flags.join(' ')).toBe(true);
        expect(cmdline.includes('--env-slug'), flags.join(' ')).toBe(true);
        for (const file of [environ, cmdline]) {
          expect(
            file.includes(credential),
            `${flags.join(' ')} ${Object.keys(env).join(' ')}`,
          ).toBe(false);
        }
      }
    },
  );

  it('--no-redact passes the output through as it is', async () => {
    const { file } = plan([{ fd: 1, data: `${dev.DATABASE_URL}\n` }], []);
    const { started } = await runChild(['writes', file], { flags: ['--no-redact'] });
    const run = await started.done;
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${dev.DATABASE_URL}\n`);
  });

  it('exits with the command’s exit code', async () => {
    const { started } = await runChild(['exit', '7']);
    expect((await started.done).code).toBe(7);
  });

  it.skipIf(process.platform === 'win32')(
    'ends with the signal that ended the command',
    async () => {
      const { started } = await runChild(['kill-self']);
      const run = await started.done;
      expect(run.signal).toBe('SIGTERM');
      expect(run.code).toBeNull();
    },
  );

  it.skipIf(process.platform === 'win32')(
    'a command killed by SIGUSR1: exit 128 + N, and the tool opens no inspector',
    async () => {
      const server = await fresh();
      const run = await runTool(['run', '--env-slug', 'dev', '--', 'sh', '-c', 'kill -USR1 $$'], {
        mode: 'built',
        env: loginEnv(server),
      });
      expect(run.signal).toBeNull();
      expect(run.code).toBe(128 + constants.signals.SIGUSR1);
      // Raised on the tool, SIGUSR1 opens Node's inspector, which says so on standard error.
      expect(run.lines, run.stderr).toEqual([
        expect.stringMatching(/^Loading secrets from/),
        'Running sh with 6 secrets in its environment.',
      ]);
    },
  );

  it.skipIf(process.platform === 'win32')(
    'passes SIGINT and SIGTERM on to the command, and ends as it does',
    async () => {
      const { started } = await runChild(['signals']);
      await started.waitForStdout('ready\n');
      started.child.kill('SIGINT');
      await started.waitForStdout('got SIGINT\n');
      started.child.kill('SIGTERM');
      const run = await started.done;
      expect(run.stdout).toBe('ready\ngot SIGINT\ngot SIGTERM\n');
      expect(run.code).toBe(42);
    },
  );

  // `run -- CMD | head -1`, `2>&1 | grep -q X`. Each has a timeout well under vitest's: the tool
  // used to wait forever on a command blocked writing to it.
  for (const fd of [1, 2] as const) {
    it(
      `a reader of standard ${fd === 1 ? 'output' : 'error'} that leaves ends the command as a pipe would; the tool exits with its code`,
      { timeout: 15_000 },
      async () => {
        const { started } = await runChild(['flood', String(fd)]);
        const stream = fd === 1 ? started.child.stdout! : started.child.stderr!;
        if (fd === 1) await started.waitForStdout('flood\n');
        else
          await new Promise((resolve) =>
            stream.on('data', (c) => String(c).includes('flood') && resolve(c)),
          );
        stream.destroy();
        const run = await started.done;
        expect(run.code, run.stderr).toBe(9);
      },
    );
  }

  it.skipIf(process.platform === 'win32')(
    'a reader that leaves: `yes` dies of SIGPIPE, and the tool exits 141 as a shell says',
    { timeout: 15_000 },
    async () => {
      const server = await fresh();
      const started = startTool(['run', '--env-slug', 'dev', '--', 'yes'], {
        env: loginEnv(server),
      });
      await started.waitForStdout('y\n');
      started.child.stdout!.destroy();
      const run = await started.done;
      expect(run.code, run.stderr).toBe(128 + constants.signals.SIGPIPE);
      expect(run.lines).toEqual([
        expect.stringMatching(/^Loading secrets from/),
        'Running yes with 6 secrets in its environment.',
      ]);
    },
  );

  it.skipIf(process.platform === 'win32')(
    'ends when the command exits, though a background process holds its output (sleep 60); what the command wrote is all there',
    { timeout: 20_000 },
    async () => {
      const server = await fresh();
      const script =
        'sleep 60 & echo "pid $!"; printf "%s\\n" "$DATABASE_URL"; head -c 50000 /dev/zero | tr "\\0" x; exit 3';
      const run = await runTool(['run', '--env-slug', 'dev', '--', 'sh', '-c', script], {
        mode: 'built',
        env: loginEnv(server),
      });
      const pid = Number(/^pid (\d+)\n/.exec(run.stdout)?.[1]);
      if (pid > 0) process.kill(pid);
      expect(run.code, run.stderr).toBe(3);
      expect(run.stdout).toBe(`pid ${pid}\n***\n${'x'.repeat(50_000)}`);
    },
  );

  it('a command that does not exist: 127 and one line', async () => {
    const server = await fresh();
    const run = await runTool(['run', '--env-slug', 'dev', '--', 'no-such-command-here'], {
      mode: 'built',
      env: loginEnv(server),
    });
    expect(run.code).toBe(127);
    // Windows: the tool looks it up itself (PATH and PATHEXT), before any request.
    expect(run.lines.filter((l) => l.startsWith('error: '))).toEqual([
      process.platform === 'win32'
        ? 'error: Command not found: no-such-command-here. Check its name and PATH; the current folder is not searched (write .\\no-such-command-here for a file there).'
        : 'error: Command not found: no-such-command-here. Check its name and PATH.',
    ]);
  });

  it('a secret that cannot go into an environment fails before the command starts', async () => {
    const server = await fresh();
    server.state.setSecret({ environment: 'dev', key: 'NODE_OPTIONS', value: '--require=x' });
    const marker = path.join(mkdtempSync(path.join(os.tmpdir(), 'cli-never-')), 'ran');
    const run = await runTool(
      [
        'run',
        '--env-slug',
        'dev',
        '--',
        node,
        '-e',
        `require('fs').writeFileSync(${JSON.stringify(marker)}, '')`,
      ],
      { mode: 'built', env: loginEnv(server) },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/error: .*NODE_OPTIONS/);
    expect(() => readFileSync(marker)).toThrow();
  });

  // Elsewhere the quoting is tested in process against a model of cmd.exe (launch.test.ts).
  it.runIf(process.platform === 'win32')(
    'Windows: a .cmd file that hands %* to a program (as npm.cmd does) gets its arguments exactly; cmd.exe interprets none',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'cli-cmd-'));
      writeFileSync(
        path.join(dir, 'args.mjs'),
        'process.stdout.write(JSON.stringify(process.argv.slice(2)));',
      );
      writeFileSync(path.join(dir, 'args.cmd'), `@"${node}" "%~dp0args.mjs" %*\r\n`);
      const marker = path.join(dir, 'ran');
      const args = [
        'plain',
        'a b',
        `a&echo x>${marker}`,
        'b|c',
        '50%',
        '%PATH%',
        'say "hi"',
        '"&echo x>"',
        '^<>()!',
        'C:\\dir\\',
        '',
      ];
      const server = await fresh();
      const run = await runTool(['run', '--env-slug', 'dev', '--', '.\\args', ...args], {
        mode: 'built',
        env: loginEnv(server),
        cwd: dir,
      });
      expect(run.code, run.stderr).toBe(0);
      expect(JSON.parse(run.stdout)).toEqual(args);
      expect(() => readFileSync(marker)).toThrow();
    },
  );
});
