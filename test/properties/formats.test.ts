// Every file format reads back exactly what was written, or the action refuses, naming the key.
// dotenv and shell files are also sourced by real bash and dash: every value comes back
// byte-exact and the canaries hidden in values never run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { parse as parseDotenvPackage } from 'dotenv';
import fc from 'fast-check';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { renderFile } from '../../src/export/formats.js';
import { InputError } from '../../src/errors/input.js';
import { secretEntries, secretName, secretValue, shellName } from './arbitraries.ts';

const posix = process.platform !== 'win32';
const dir = mkdtempSync(path.join(os.tmpdir(), 'formats-property-'));
const CANARY = path.join(dir, 'canary');

/** Pieces that run a command when a shell evaluates them: none may ever run. */
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

/** Renders, or returns the InputError the format refused with. */
function render(
  format: 'dotenv' | 'json' | 'yaml' | 'shell',
  entries: readonly (readonly [string, string])[],
) {
  try {
    return { text: renderFile(format, entries) };
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return { refused: (error as InputError).message };
  }
}

/** Sources a file in a shell and reads the named variables back, NUL-separated. */
function source(
  shell: 'bash' | 'dash',
  file: string,
  names: readonly string[],
  prefix = '',
): string[] {
  const reads = names.map((name) => `"$${name}"`).join(' ');
  const script = `${prefix}. "$1"; printf '%s\\0' ${reads}`;
  const out = execFileSync(shell, ['-c', script, shell, file], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
  });
  return out.split('\0').slice(0, -1);
}

/**
 * Whether a single entry has a dotenv line that both parsers read exactly and that a shell
 * reads without running or expanding anything: the oracle the writer must match. The name must
 * be a shell variable name (a shell reads `my-key='v'` as a command word, not an assignment).
 * Values are tried in single quotes, in double quotes (only without the characters a shell
 * expands there), and each must survive a following line that starts with a quote or `#`.
 */
function safelyCarriable(name: string, value: string): boolean {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) || value.includes('\0')) return false;
  const forms = [`'${value}'`];
  if (!/["$`\\]/.test(value)) forms.push(`"${value}"`);
  return forms.some((form) =>
    ["NEXT='#x'\n", 'NEXT="y"\n'].every((next) => {
      const text = `${name}=${form}\n${next}`;
      const expected = { [name]: value, NEXT: next.includes('#') ? '#x' : 'y' };
      return (
        name !== 'NEXT' &&
        !(form.startsWith("'") && value.includes("'")) &&
        sameEntries(parseEnv(text), expected) &&
        sameEntries(parseDotenvPackage(text), expected)
      );
    }),
  );
}

function sameEntries(a: Record<string, string | undefined>, b: Record<string, string>): boolean {
  const keys = Object.keys(b);
  return Object.keys(a).length === keys.length && keys.every((key) => a[key] === b[key]);
}

describe('dotenv', () => {
  it('reads back exactly with util.parseEnv and the dotenv package, or names every key it cannot carry', () => {
    fc.assert(
      fc.property(secretEntries(secretName), (entries) => {
        const result = render('dotenv', entries);
        const expected = Object.fromEntries(entries);
        if (result.text !== undefined) {
          expect(parseEnv(result.text)).toEqual(expected);
          expect(parseDotenvPackage(result.text)).toEqual(expected);
          return;
        }
        // The keys named are exactly those with no safe form.
        const named = result.refused.slice(0, result.refused.indexOf(' safely:'));
        const culprits = entries.filter(([name, value]) => !safelyCarriable(name, value));
        expect(culprits.length).toBeGreaterThan(0);
        expect(named).toBe(
          `The dotenv file cannot carry ${culprits.map(([name]) => `\`${name}\``).join(', ')}`,
        );
        expect(result.refused).toMatch(/`file-format: json`, which carries any name and value\.$/);
        // Each kind of culprit gets its way out: renaming, or a format that carries the value.
        const badName = culprits.some(([name]) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name));
        expect(result.refused.includes('Rename with `keys`')).toBe(badName);
        const badValue = culprits.some(([name]) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name));
        expect(result.refused.includes('use `file-format: shell`')).toBe(badValue);
      }),
      { numRuns: 500 },
    );
  });

  it('never refuses an entry it can carry', () => {
    fc.assert(
      fc.property(secretName, secretValue, (name, value) => {
        fc.pre(name !== 'NEXT');
        const result = render('dotenv', [[name, value]]);
        expect(result.text !== undefined, JSON.stringify([name, value])).toBe(
          safelyCarriable(name, value),
        );
      }),
      { numRuns: 1000 },
    );
  });

  for (const shell of ['bash', 'dash'] as const) {
    it.skipIf(!posix)(
      `${shell}: \`set -a; . ./.env\` sets every value byte-exact and runs nothing`,
      () => {
        const entries = fc.uniqueArray(
          fc.tuple(
            shellName.map((n) => `K_${n}`),
            hostileValue,
          ),
          {
            minLength: 1,
            maxLength: 12,
            selector: ([name]) => name,
          },
        );
        fc.assert(
          fc.property(entries, (list) => {
            const result = render('dotenv', list);
            if (result.text === undefined) return;
            const file = path.join(dir, `${shell}.env`);
            writeFileSync(file, result.text);
            const read = source(
              shell,
              file,
              list.map(([name]) => name),
              'set -a; ',
            );
            expect(read).toEqual(list.map(([, value]) => value));
            expect(existsSync(CANARY)).toBe(false);
          }),
          { numRuns: 40 },
        );
      },
    );
  }
});

describe('shell', () => {
  for (const shell of ['bash', 'dash'] as const) {
    it.skipIf(!posix)(`${shell}: sourcing sets every value byte-exact and runs nothing`, () => {
      const entries = fc.uniqueArray(
        fc.tuple(
          shellName.map((n) => `K_${n}`),
          hostileValue,
        ),
        {
          minLength: 1,
          maxLength: 12,
          selector: ([name]) => name,
        },
      );
      fc.assert(
        fc.property(entries, (list) => {
          const file = path.join(dir, `${shell}.sh`);
          writeFileSync(file, renderFile('shell', list));
          const read = source(
            shell,
            file,
            list.map(([name]) => name),
          );
          expect(read).toEqual(list.map(([, value]) => value));
          expect(existsSync(CANARY)).toBe(false);
        }),
        { numRuns: 40 },
      );
    });
  }

  it('refuses any name a shell cannot use, naming it', () => {
    fc.assert(
      fc.property(secretEntries(), (entries) => {
        const result = render('shell', entries);
        const invalid = entries.filter(([name]) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name));
        if (result.text !== undefined) expect(invalid).toEqual([]);
        else if (invalid.length > 0)
          for (const [name] of invalid) expect(result.refused).toContain(`\`${name}\``);
      }),
      { numRuns: 300 },
    );
  });
});

describe('json and yaml', () => {
  it('json: JSON.parse reads back the same object', () => {
    fc.assert(
      fc.property(secretEntries(), (entries) => {
        expect(JSON.parse(renderFile('json', entries))).toEqual(Object.fromEntries(entries));
      }),
      { numRuns: 300 },
    );
  });

  it('yaml: YAML 1.2 and YAML 1.1 readers read back the same map', () => {
    fc.assert(
      fc.property(secretEntries(), (entries) => {
        const text = renderFile('yaml', entries);
        const expected = Object.fromEntries(entries);
        expect(parseYaml(text, { version: '1.2' })).toEqual(expected);
        expect(parseYaml(text, { version: '1.1' })).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
