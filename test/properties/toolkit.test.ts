// The runner module against the toolkit (`@actions/core`, a dev dependency only): for generated
// names and values, `githubRunner` writes to stdout and to GITHUB_ENV / GITHUB_OUTPUT /
// GITHUB_STATE exactly the bytes the toolkit writes, so dropping the toolkit at run time (see
// docs/DEPENDENCIES.md) changes nothing the runner reads. Heredoc delimiters are random on both
// sides: they are compared after numbering them in order of appearance.
//
// Where the two differ on purpose (each pinned by a test below, so an update of either shows):
// - Without a command file, the toolkit falls back to the old `::set-env` / `::set-output` /
//   `::save-state` stdout commands (the first is refused by the runner, the others are
//   deprecated); the runner module refuses to export or set outputs, and skips state with a
//   debug line.
// - The toolkit's `exportVariable` also sets `process.env` of the action; the runner module only
//   writes the file (nothing in the action reads back what it exports).
// - Several variables or outputs: the toolkit appends once per entry, the runner module once for
//   all (same bytes; nothing is half-written if the disk fills up).
// - A command file path that does not exist: the toolkit throws, the runner module creates the
//   file (the runner always creates them, so this is only seen outside a runner).
// - A delimiter found in a name or value: the toolkit throws, the runner module draws another
//   (a 122-bit random collision, not generated here).
// - An annotation whose only property is empty: the toolkit writes `::error ::message` (a space
//   before nothing), `formatCommand` writes `::error::message`; the runner reads both alike.
// - `info`: compared for ordinary text only (no `::`, `##[` or line break), since plain lines
//   are meant to be sanitised against workflow-command injection, which the toolkit does not do.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { EOL, tmpdir } from 'node:os';
import path from 'node:path';
import * as core from '@actions/core';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { formatCommand } from '../../src/runner/commands.js';
import { githubRunner, type Runner } from '../../src/runner/runner.js';
import { parseFileCommands } from '../support/run-action.ts';
import { anyText, secretEntries, secretName, secretValue } from './arbitraries.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'toolkit-parity-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FILES = ['GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_STATE'] as const;
type Files = Record<(typeof FILES)[number], string>;

/** One call, made the same way on both sides. */
type Op =
  | { kind: 'mask' | 'debug' | 'notice' | 'warning' | 'error' | 'info'; text: string }
  | { kind: 'env'; entries: [string, string][] }
  | { kind: 'output'; entries: [string, string][] }
  | { kind: 'state'; name: string; value: string };

/** Everything written: stdout and the three command files. */
interface Written extends Files {
  stdout: string;
}

/** Plain log text: no workflow command, no line break (see the header). */
const plainText = anyText(20).filter((text) => !/::|##\[|[\r\n\u0085\u2028\u2029]/.test(text));

const COMMANDS = ['mask', 'debug', 'notice', 'warning', 'error'] as const;
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constantFrom(...COMMANDS), text: secretValue }),
  fc.record({ kind: fc.constant('info' as const), text: plainText }),
  fc.record({ kind: fc.constant('env' as const), entries: secretEntries() }),
  fc.record({ kind: fc.constant('output' as const), entries: secretEntries() }),
  fc.record({ kind: fc.constant('state' as const), name: secretName, value: secretValue }),
);

/**
 * Our runner writes stdout once per task (buffered); here each line is written at once, so the
 * capture around each call sees it as it sees the toolkit's.
 */
const syncWrite = (line: string): void => void process.stdout.write(line + EOL);

function runOurs(ops: readonly Op[], files: Files): void {
  const runner: Runner = githubRunner({ ...files }, syncWrite);
  for (const o of ops) {
    if (o.kind === 'env') runner.exportVariables(o.entries);
    else if (o.kind === 'output') runner.setOutputs(o.entries);
    else if (o.kind === 'state') runner.saveState([[o.name, o.value]]);
    else runner[o.kind](o.text);
  }
}

function runToolkit(ops: readonly Op[]): void {
  for (const o of ops) {
    if (o.kind === 'env') for (const [name, value] of o.entries) core.exportVariable(name, value);
    else if (o.kind === 'output')
      for (const [name, value] of o.entries) core.setOutput(name, value);
    else if (o.kind === 'state') core.saveState(o.name, o.value);
    else if (o.kind === 'mask') core.setSecret(o.text);
    else core[o.kind](o.text);
  }
}

let round = 0;
/**
 * Runs `run` with fresh empty command files (also in `process.env`, where the toolkit reads
 * them) and stdout captured; restores stdout and the environment after.
 */
function capture(run: (files: Files) => void): Written {
  const files = Object.fromEntries(
    FILES.map((name) => [name, path.join(dir, `${round}-${name}`)]),
  ) as Files;
  round++;
  for (const file of Object.values(files)) writeFileSync(file, '');
  const env = { ...process.env };
  const write = process.stdout.write;
  let stdout = '';
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as typeof process.stdout.write;
  try {
    Object.assign(process.env, files);
    run(files);
  } finally {
    process.stdout.write = write;
    for (const key of Object.keys(process.env))
      if (!(key in env)) Reflect.deleteProperty(process.env, key);
    Object.assign(process.env, env);
  }
  const read = (file: string): string => readFileSync(file, 'utf8');
  return {
    stdout,
    GITHUB_ENV: read(files.GITHUB_ENV),
    GITHUB_OUTPUT: read(files.GITHUB_OUTPUT),
    GITHUB_STATE: read(files.GITHUB_STATE),
  };
}

/**
 * Numbers heredoc delimiters entry by entry (an entry's opening and closing delimiter get the
 * same number). The toolkit draws one delimiter per entry, we draw one per write; both are
 * random and absent from every value, which is all the runner needs. That the entries read
 * back the same is checked separately.
 */
function numberDelimiters(text: string): string {
  let entry = 0;
  let open = false;
  // The toolkit's delimiters end in a UUID, ours in 24 hexadecimal digits.
  return text.replace(/ghadelimiter_(?:[0-9a-f-]{36}|[0-9a-f]{24})/g, () => {
    if (!open) entry++;
    open = !open;
    return `ghadelimiter_#${entry}`;
  });
}

const normalised = (written: Written): Written =>
  Object.fromEntries(
    Object.entries(written).map(([key, text]) => [key, numberDelimiters(text)]),
  ) as unknown as Written;

describe('githubRunner writes what @actions/core writes', () => {
  it('stdout and GITHUB_ENV / GITHUB_OUTPUT / GITHUB_STATE, byte for byte (300 sequences)', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 6 }), (ops) => {
        const ours = capture((files) => runOurs(ops, files));
        const toolkit = capture(() => runToolkit(ops));
        expect(normalised(ours)).toEqual(normalised(toolkit));
      }),
      { numRuns: 300 },
    );
  });

  it('annotation properties (a title) are escaped alike (300 runs)', () => {
    const title = fc.option(
      secretValue.filter((t) => t !== ''),
      { nil: undefined },
    );
    const kind = fc.constantFrom('error' as const, 'warning' as const, 'notice' as const);
    fc.assert(
      fc.property(kind, secretValue, title, (command, message, heading) => {
        const toolkit = capture(() =>
          heading === undefined
            ? core[command](message)
            : core[command](message, { title: heading }),
        ).stdout;
        expect(formatCommand(command, message, { title: heading }) + EOL).toBe(toolkit);
      }),
      { numRuns: 300 },
    );
  });

  it('each delimiter opens and closes one entry: the numbering hides no difference', () => {
    const ours = capture((files) => runOurs([{ kind: 'env', entries: [['A', 'x']] }], files));
    expect(numberDelimiters(ours.GITHUB_ENV)).toBe(
      ['A<<ghadelimiter_#1', 'x', 'ghadelimiter_#1', ''].join(EOL),
    );
  });

  it('a runner-like reading of both files gives the same entries, the ones written', () => {
    // Names the runner's file commands can carry (the export plan refuses the others).
    const name = secretName.filter((n) => !/[=\r\n]|<</.test(n));
    fc.assert(
      fc.property(
        secretEntries(name),
        fc.constantFrom('env' as const, 'output' as const),
        (entries, kind) => {
          const file = kind === 'env' ? 'GITHUB_ENV' : 'GITHUB_OUTPUT';
          const ours = parseFileCommands(
            capture((files) => runOurs([{ kind, entries }], files))[file],
          );
          const toolkit = parseFileCommands(capture(() => runToolkit([{ kind, entries }]))[file]);
          expect(ours).toEqual(toolkit);
          expect(ours).toEqual(entries);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('documented differences', () => {
  const without = (run: () => void): { stdout: string; error?: string } => {
    let error: string | undefined;
    const written = capture(() => {
      for (const name of FILES) Reflect.deleteProperty(process.env, name);
      try {
        run();
      } catch (e) {
        error = (e as Error).message;
      }
    });
    return { stdout: written.stdout, error };
  };

  it('without command files the toolkit falls back to old stdout commands; we do not', () => {
    const ours = githubRunner({}, syncWrite);
    expect(without(() => ours.exportVariables([['K', 'v']]))).toEqual({
      stdout: '',
      error: expect.stringContaining('GITHUB_ENV is not set'),
    });
    expect(without(() => core.exportVariable('K', 'v')).stdout).toMatch(
      /^::set-env name=K::v\r?\n$/,
    );

    expect(without(() => ours.setOutputs([['k', 'v']])).error).toMatch(/GITHUB_OUTPUT is not set/);
    expect(without(() => core.setOutput('k', 'v')).stdout).toContain('::set-output name=k::v');

    expect(without(() => ours.saveState([['s', 'v']])).stdout).toMatch(
      /^::debug::GITHUB_STATE is not set/,
    );
    expect(without(() => core.saveState('s', 'v')).stdout).toMatch(/^::save-state name=s::v\r?\n$/);
  });

  it('an annotation with only an empty property: the toolkit leaves a stray space', () => {
    expect(capture(() => core.error('m', { title: '' })).stdout).toBe(`::error ::m${EOL}`);
    expect(formatCommand('error', 'm', { title: '' })).toBe('::error::m');
  });

  it('a command file path that does not exist: the toolkit throws, we create the file', () => {
    const missing = path.join(dir, 'missing-output');
    const written = capture(() => {
      process.env.GITHUB_OUTPUT = missing;
      expect(() => core.setOutput('k', 'v')).toThrow(/Missing file at path/);
      githubRunner({ GITHUB_OUTPUT: missing }).setOutputs([['k', 'v']]);
    });
    expect(written.stdout).toBe('');
    expect(parseFileCommands(readFileSync(missing, 'utf8'))).toEqual([['k', 'v']]);
  });

  it("the toolkit's exportVariable also sets process.env; ours writes only the file", () => {
    const name = 'TOOLKIT_PARITY_PROBE';
    const seen: (string | undefined)[] = [];
    capture((files) => {
      githubRunner({ ...files }).exportVariables([[name, 'ours']]);
      seen.push(process.env[name]);
      core.exportVariable(name, 'toolkit');
      seen.push(process.env[name]);
    });
    expect(seen).toEqual([undefined, 'toolkit']);
    expect(process.env[name]).toBeUndefined();
  });
});
