// The command-line tool's own formats, each read back by what consumes it: `docker` by a reader
// written from docker's documented env-file rules (every value without a line break comes back
// byte-exact; what docker cannot carry is refused, naming the key), and `dotenv-export` sourced by
// real bash and dash (every value byte-exact, the canaries in values never run).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderToolFormat } from '../../src/export/tool-formats.js';
import { InputError } from '../../src/errors/input.js';
import { readDockerEnvFile } from '../support/docker-env-file.ts';
import { anyText, secretEntries, secretName, secretValue, shellName } from './arbitraries.ts';
import { say } from '../../src/errors/words.js';
import { toolWording } from '../../src/cli/words.js';

const posix = process.platform !== 'win32';
const dir = mkdtempSync(path.join(os.tmpdir(), 'tool-formats-property-'));
const CANARY = path.join(dir, 'canary');

/** Renders, or returns the InputError the format refused with. */
function render(
  format: 'docker' | 'dotenv-export',
  entries: readonly (readonly [string, string])[],
) {
  try {
    return { text: renderToolFormat(format, entries) };
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    // In the tool's words, as it prints them.
    return { refused: say((error as InputError).words, toolWording('export')) };
  }
}

/**
 * The oracle: docker carries an entry when its one line reads back as exactly that name and value,
 * and neither holds NUL (no process environment can) nor a carriage return (docker drops one at
 * the end of a line, and other readers of the file split lines there: refused as a line break).
 */
function dockerCarries(name: string, value: string): boolean {
  if (/[\0\r]/.test(`${name}${value}`)) return false;
  let line: Buffer;
  try {
    line = Buffer.from(new TextEncoder().encode(`${name}=${value}\n`));
    if (line.toString('utf8') !== `${name}=${value}\n`) return false; // lone surrogates
    const back = readDockerEnvFile(line);
    return back.length === 1 && back[0]![0] === name && back[0]![1] === value;
  } catch {
    return false;
  }
}

/** Values docker can carry, hostile otherwise: no line breaks. */
const lineValue = secretValue.filter((value) => !/[\r\n]/.test(value));
/** Names, often ones docker takes. */
const dockerName = fc.oneof(
  { weight: 3, arbitrary: fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,11}$/) },
  { weight: 1, arbitrary: secretName },
  { weight: 1, arbitrary: anyText(6).filter((name) => name !== '') },
);

describe('docker', () => {
  it('what it writes reads back byte-exact with docker’s rules; it refuses exactly what docker cannot carry', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(dockerName, fc.oneof(lineValue, secretValue)), {
          maxLength: 8,
          selector: ([name]) => name,
        }),
        (entries) => {
          const result = render('docker', entries);
          const culprits = entries.filter(([name, value]) => !dockerCarries(name, value));
          if (result.text !== undefined) {
            expect(culprits).toEqual([]);
            expect(readDockerEnvFile(Buffer.from(result.text, 'utf8'))).toEqual(entries);
            return;
          }
          expect(culprits.length).toBeGreaterThan(0);
          for (const [name] of culprits) expect(result.refused).toContain(`\`${name}\` (`);
          const carried = entries.filter(([name, value]) => dockerCarries(name, value));
          for (const [name] of carried) expect(result.refused).not.toContain(`\`${name}\` (`);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('carries every value without a line break, for a plain name, byte-exact', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(shellName, lineValue), { maxLength: 8, selector: ([n]) => n }),
        (entries) => {
          const text = renderToolFormat('docker', entries);
          expect(readDockerEnvFile(Buffer.from(text, 'utf8'))).toEqual(entries);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses a value with a carriage return or a line feed, naming the key', () => {
    fc.assert(
      fc.property(
        shellName,
        secretValue,
        fc.constantFrom('\n', '\r', '\r\n'),
        secretValue,
        (name, before, line, after) => {
          const result = render('docker', [
            ['FINE', 'ok'],
            [`K_${name}`, `${before}${line}${after}`],
          ]);
          expect(result.refused).toMatch(
            new RegExp(
              `^\`--format docker\` cannot carry \`K_${name}\` \\(a line break in the value\\)`,
            ),
          );
          expect(result.refused).not.toContain('`FINE`');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('takes a line up to the 64 KiB docker reads, and refuses one byte more', () => {
    const name = 'BIG';
    const fits = 'é'.repeat(20000) + 'x'.repeat(64 * 1024 - 1 - name.length - 1 - 40000);
    const text = renderToolFormat('docker', [[name, fits]]);
    expect(readDockerEnvFile(Buffer.from(text, 'utf8'))).toEqual([[name, fits]]);
    expect(render('docker', [[name, `${fits}x`]]).refused).toMatch(
      /`BIG` \(a line longer than docker reads \(64 KiB\)\)/,
    );
    expect(() => readDockerEnvFile(Buffer.from(`${name}=${fits}x\n`, 'utf8'))).toThrow(/too long/);
  });

  it('names what docker would misread in a name', () => {
    const result = render('docker', [
      ['#COMMENT', 'a'],
      ['A B', 'b'],
      ['A=B', 'c'],
      ['\u00a0LEADING', 'd'],
      ['', 'e'],
      ['NUL', 'a\0b'],
      ['OK', ' spaces and "quotes" kept # and all '],
    ]);
    for (const name of ['#COMMENT', 'A B', 'A=B', '\u00a0LEADING', '', 'NUL']) {
      expect(result.refused).toContain(`\`${name}\` (`);
    }
    expect(result.refused).not.toContain('`OK`');
  });
});

describe('the docker env-file reader follows docker’s documented rules', () => {
  it('comments, blank lines, leading white space, BOM, CRLF, values as they are, KEY alone', () => {
    const file = Buffer.from(
      '\ufeff# a comment\n\n   \t\n  INDENTED=kept \n QUOTED="not unquoted"\r\nEMPTY=\nFROM_ENV\nMISSING\nA=b=c#d\n',
      'utf8',
    );
    expect(
      readDockerEnvFile(file, (name) => (name === 'FROM_ENV' ? 'env value' : undefined)),
    ).toEqual([
      ['INDENTED', 'kept '],
      ['QUOTED', '"not unquoted"'],
      ['EMPTY', ''],
      ['FROM_ENV', 'env value'],
      ['A', 'b=c#d'],
    ]);
  });

  it('refuses what docker refuses', () => {
    for (const bad of ['=value\n', 'A B=c\n', 'A\t=c\n']) {
      expect(() => readDockerEnvFile(Buffer.from(bad)), bad).toThrow();
    }
    expect(() => readDockerEnvFile(Buffer.from([0x41, 0x3d, 0xff, 0x0a]))).toThrow(/utf8/);
  });
});

/** Sources a file in a shell and reads the named variables back, NUL-separated. */
function source(shell: 'bash' | 'dash', file: string, names: readonly string[]): string[] {
  const reads = names.map((name) => `"$${name}"`).join(' ');
  const out = execFileSync(shell, ['-c', `. "$1"; printf '%s\\0' ${reads}`, shell, file], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
  });
  return out.split('\0').slice(0, -1);
}

const injections = [
  `$(touch ${CANARY})`,
  `\`touch ${CANARY}\``,
  `;touch ${CANARY};`,
  `'; touch ${CANARY}; '`,
  `"; touch ${CANARY}; "`,
  `\ntouch ${CANARY}\n`,
  `\\\ntouch ${CANARY}`,
];
const hostileValue = fc.oneof(
  secretValue,
  fc.tuple(secretValue, fc.constantFrom(...injections), secretValue).map((parts) => parts.join('')),
);

describe('dotenv-export', () => {
  it("is the shell format: `export NAME='value'` lines", () => {
    fc.assert(
      fc.property(secretEntries(), (entries) => {
        const exported = render('dotenv-export', entries);
        if (exported.text !== undefined)
          expect(exported.text).toMatch(/^(export [A-Za-z_]\w*='[^]*'\n)*$/);
        else expect(exported.refused).toMatch(/^`--format dotenv-export` cannot hold/);
      }),
      { numRuns: 300 },
    );
  });

  for (const shell of ['bash', 'dash'] as const) {
    it.skipIf(!posix)(`${shell}: sourcing sets every value byte-exact and runs nothing`, () => {
      const entries = fc.uniqueArray(
        fc.tuple(
          shellName.map((n) => `K_${n}`),
          hostileValue,
        ),
        { minLength: 1, maxLength: 12, selector: ([name]) => name },
      );
      fc.assert(
        fc.property(entries, (list) => {
          const file = path.join(dir, `${shell}.env`);
          writeFileSync(file, renderToolFormat('dotenv-export', list));
          expect(
            source(
              shell,
              file,
              list.map(([name]) => name),
            ),
          ).toEqual(list.map(([, v]) => v));
          expect(existsSync(CANARY)).toBe(false);
        }),
        { numRuns: 40 },
      );
    });
  }
});
