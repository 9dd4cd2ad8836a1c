// Every file format reads back exactly what was written, or the action refuses, naming the key.
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
import { InputError } from '../../src/settings/errors.js';
import { secretEntries, secretValue, shellName } from './arbitraries.ts';

/** Renders, or returns the InputError the format refused with. */
function render(format: 'dotenv' | 'json' | 'yaml' | 'shell', entries: [string, string][]) {
  try {
    return { text: renderFile(format, entries) };
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return { refused: (error as InputError).message };
  }
}

/**
 * Whether some dotenv quoting of this one entry reads back exactly with util.parseEnv. Unquoted
 * counts only for a value that does not start with a quote (it would open a quoted value, which
 * reads back alone but swallows the following lines of a real file) and has no blanks at either
 * end (the dotenv package trims them, unicode ones included: refusing keeps both parsers exact).
 */
function dotenvCouldCarry(name: string, value: string): boolean {
  const plain = !/^['"`]/.test(value) && value.trim() === value;
  const quotes = plain ? ["'", '"', '`', ''] : ["'", '"', '`'];
  return quotes.some((quote) => {
    const back = parseEnv(`${name}=${quote}${value}${quote}\n`);
    return Object.keys(back).length === 1 && back[name] === value;
  });
}

/**
 * Known limits of the `dotenv` package (util.parseEnv, the reference, has neither): it skips
 * names outside `[\w.-]+`, and a quoted value ending in a backslash reads `\'` as an escaped
 * quote, so with a later value that starts with a line break or `#` it swallows the next line.
 */
function dotenvPackageCanRead(entries: [string, string][]): boolean {
  return entries.every(([name, value]) => /^[\w.-]+$/.test(name) && !value.endsWith('\\'));
}

describe('file formats', () => {
  it('dotenv: util.parseEnv and the dotenv package read it back, or the error names the keys', () => {
    fc.assert(
      fc.property(secretEntries(), (entries) => {
        // Names with blanks, `=`, `#` or quotes are refused whatever their value; any other
        // entry whose value util.parseEnv (the reference parser) can carry must be accepted.
        const carriable = entries.filter(
          ([name, value]) => !/[\s=#'"`]/.test(name) && dotenvCouldCarry(name, value),
        );
        const text = renderFile('dotenv', carriable);
        expect(parseEnv(text)).toEqual(Object.fromEntries(carriable));
        if (dotenvPackageCanRead(carriable)) {
          expect(parseDotenvPackage(text)).toEqual(Object.fromEntries(carriable));
        }
        const result = render('dotenv', entries);
        if (result.text !== undefined) {
          expect(parseEnv(result.text)).toEqual(Object.fromEntries(entries));
          return;
        }
        // The error names a key that really cannot be carried, and points to the formats that can.
        const culprits = entries.filter((entry) => !carriable.includes(entry));
        expect(culprits.some(([name]) => result.refused.includes(`\`${name}\``))).toBe(true);
        expect(result.refused).toMatch(/file-format: json.*file-format: shell/);
      }),
      { numRuns: 400 },
    );
  });

  it('json: JSON.parse reads back the same object', () => {
    fc.assert(
      fc.property(secretEntries(), (entries) => {
        expect(JSON.parse(renderFile('json', entries))).toEqual(Object.fromEntries(entries));
      }),
      { numRuns: 300 },
    );
  });

  it('yaml: the yaml package reads back the same map', () => {
    fc.assert(
      fc.property(secretEntries(), (entries) => {
        expect(parseYaml(renderFile('yaml', entries))).toEqual(Object.fromEntries(entries));
      }),
      { numRuns: 300 },
    );
  });

  it('shell: refuses any name a shell cannot use, naming it', () => {
    fc.assert(
      fc.property(secretEntries(), (entries) => {
        const result = render('shell', entries);
        const invalid = entries.filter(([name]) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name));
        if (result.text !== undefined) expect(invalid).toEqual([]);
        else for (const [name] of invalid) expect(result.refused).toContain(`\`${name}\``);
      }),
      { numRuns: 300 },
    );
  });

  // One bash per run: fewer runs. Names get a prefix so that none is one of bash's own
  // (UID, PATH, IFS, _...), which the format cannot make safe to assign anyway.
  it.skipIf(process.platform === 'win32')(
    'shell: sourcing it in bash sets every value byte-exact and runs nothing',
    () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'shell-property-'));
      const marker = path.join(dir, 'ran');
      const injection = fc.constantFrom(
        `$(touch ${marker})`,
        `\`touch ${marker}\``,
        `'; touch ${marker}; '`,
      );
      const value = fc.oneof(
        secretValue,
        fc.tuple(secretValue, injection, secretValue).map((p) => p.join('')),
      );
      const entries = fc.uniqueArray(
        fc.tuple(
          shellName.map((n) => `K_${n}`),
          value,
        ),
        {
          minLength: 1,
          maxLength: 6,
          selector: ([name]) => name,
        },
      );
      fc.assert(
        fc.property(entries, (list) => {
          const file = path.join(dir, 'secrets.sh');
          writeFileSync(file, renderFile('shell', list));
          const names = list.map(([name]) => name).join(' ');
          const script = `set -e; source "$1"; for k in ${names}; do printf '%s\\0' "\${!k}"; done`;
          const out = execFileSync('bash', ['-c', script, 'bash', file], { encoding: 'utf8' });
          expect(out.split('\0').slice(0, -1)).toEqual(list.map(([, v]) => v));
          expect(existsSync(marker)).toBe(false);
        }),
        { numRuns: 25 },
      );
    },
  );
});
