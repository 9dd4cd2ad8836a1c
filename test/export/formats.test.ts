import { parseEnv } from 'node:util';
import { parse as parseDotenvPackage } from 'dotenv';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { renderFile } from '../../src/export/formats.js';
import { masksFor } from '../../src/runner/mask.js';
import { InputError } from '../../src/errors/input.js';

/** Values that break naive exporters. */
export const HOSTILE: Record<string, string> = {
  MULTILINE: 'line one\nline two\n  indented three',
  QUOTES: `single ' double " back \``.replace('`', ''),
  DOLLAR: '$HOME ${PATH} $(whoami) `id`',
  PERCENT: '100% %0A %25 literal',
  EQUALS_HASH: 'a=b#not-a-comment # still value',
  BACKSLASH_N: 'C:\\new\\table',
  UNICODE: 'päßwörd 🔐 中文 \u2028 end',
  EMPTY: '',
  SPACES: '  padded  ',
  HEREDOC: 'first\nghadelimiter_1234\nEOF\nlast',
  SINGLE_AND_BACKSLASH_N: "it's C:\\new",
};

describe('file formats read back byte-exact', () => {
  const entries = Object.entries(HOSTILE);

  it('dotenv: util.parseEnv and the dotenv package both read every value back', () => {
    // A single quote together with `"`, `$`, a backtick or a backslash has no safe form.
    const { QUOTES: _q, SINGLE_AND_BACKSLASH_N: _s, ...carried } = HOSTILE;
    const text = renderFile('dotenv', Object.entries(carried));
    expect(parseEnv(text)).toEqual(carried);
    expect(parseDotenvPackage(text)).toEqual(carried);
    expect(() => renderFile('dotenv', entries)).toThrow(
      /cannot carry `QUOTES`, `SINGLE_AND_BACKSLASH_N` safely/,
    );
  });

  it('dotenv: refuses what it cannot carry, naming the key and pointing to shell or json', () => {
    expect(() => renderFile('dotenv', [['CR', 'a\r\nb']])).toThrow(
      /`CR`.*file-format: shell.*file-format: json/,
    );
    expect(() => renderFile('dotenv', [['ALL_QUOTES', `'"\``]])).toThrow(/`ALL_QUOTES`/);
  });

  // Each of these was written by an earlier version and misread, or ran a command when sourced.
  it('dotenv: never writes a value a shell would run, or that the dotenv package misreads', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dotenv-regression-'));
    const canary = path.join(dir, 'ran');
    const cases: [string, string][][] = [
      // Both quote kinds: once written in backticks, which `set -a; . ./.env` runs.
      [['BOTH_QUOTES', `it's "quoted" \`touch ${canary}\``]],
      [['BOTH_AND_DOLLAR', `it's "$(touch ${canary})"`]],
      // A final backslash, then a value starting with `#`: the package read `\'` as a quote.
      [
        ['TRAILING_BACKSLASH', 'C:\\dir\\'],
        ['NEXT', '#not a comment'],
      ],
      // A single quote with a carriage return.
      [['QUOTE_CR', "it's\r\nhere"]],
    ];
    for (const entries of cases) {
      expect(() => renderFile('dotenv', entries)).toThrow(new RegExp(`\`${entries[0]![0]}\``));
    }
    // Names a shell cannot assign: the package skips some, and a shell runs `x.y='v'` (read as
    // the word `x.y=v`) as a command.
    for (const name of ['MY KEY', 'A$B', 'Ä', 'a;b', 'my-key', 'x.y', '1ABC']) {
      expect(() => renderFile('dotenv', [[name, 'v']])).toThrow(InputError);
    }
    // What has a safe form is still written, and a shell sources it without running anything.
    const safe: [string, string][] = [
      ['DOLLAR_SINGLE', `$(touch ${canary}) \`touch ${canary}\``],
      ['QUOTE_DOUBLE', `it's ; touch ${canary}`],
      ['HASH_LINE', 'a\n#b'],
    ];
    const file = path.join(dir, '.env');
    writeFileSync(file, renderFile('dotenv', safe));
    expect(parseDotenvPackage(readFileSync(file, 'utf8'))).toEqual(Object.fromEntries(safe));
    for (const shell of ['bash', 'dash']) {
      const out = execFileSync(
        shell,
        [
          '-c',
          `set -a; . "$1"; printf '%s\\0' "$DOLLAR_SINGLE" "$QUOTE_DOUBLE" "$HASH_LINE"`,
          shell,
          file,
        ],
        { encoding: 'utf8' },
      );
      expect(out.split('\0').slice(0, -1)).toEqual(safe.map(([, v]) => v));
    }
    expect(existsSync(canary)).toBe(false);
  });

  it('json parses back to the same object', () => {
    expect(JSON.parse(renderFile('json', entries))).toEqual(HOSTILE);
  });

  it('yaml parses back to the same map, control characters included', () => {
    const withControls = [
      ...entries,
      ['CONTROL', 'del\u007f nel\u0085 bom\ufeff tab\t cr\r'],
    ] as const;
    const text = renderFile('yaml', withControls);
    expect(parseYaml(text)).toEqual(Object.fromEntries(withControls));
    // A YAML 1.1 reader takes a raw U+0085 (and U+2028/9) for a line break: they are escaped.
    expect(parseYaml(text, { version: '1.1' })).toEqual(Object.fromEntries(withControls));
    expect(text).not.toMatch(/[\u0085\u2028\u2029]/);
    expect(parseYaml(renderFile('yaml', []))).toEqual({});
  });

  it('shell: sourcing in bash sets every value byte-exact and runs nothing', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shell-format-'));
    const file = path.join(dir, 'secrets.sh');
    const marker = path.join(dir, 'pwned');
    const values = {
      ...HOSTILE,
      CR: 'a\r\nb\r',
      INJECT: `'; touch ${marker}; '$(touch ${marker})`,
    };
    writeFileSync(file, renderFile('shell', Object.entries(values)));
    const script = `set -e; source "$1"; for k in ${Object.keys(values).join(' ')}; do printf '%s\\0%s\\0' "$k" "\${!k}"; done`;
    const out = execFileSync('bash', ['-c', script, 'bash', file], { encoding: 'utf8' });
    const parts = out.split('\0');
    const read: Record<string, string> = {};
    for (let i = 0; i + 1 < parts.length; i += 2) read[parts[i]!] = parts[i + 1]!;
    expect(read).toEqual(values);
    expect(() => execFileSync('test', ['-e', marker])).toThrow();
  });

  it('shell: refuses names a shell cannot use', () => {
    expect(() => renderFile('shell', [['my-key', 'v']])).toThrow(
      /`my-key`.*Rename them with `keys`/,
    );
  });
});

describe('masks', () => {
  it('registers the whole value and each line of at least 4 characters', () => {
    expect(masksFor('abc')).toEqual(['abc']);
    expect(masksFor('')).toEqual([]);
    expect(masksFor('-----BEGIN KEY-----\nabc\nMIIEvQIBADANBg\r\n-----END KEY-----')).toEqual([
      '-----BEGIN KEY-----\nabc\nMIIEvQIBADANBg\r\n-----END KEY-----',
      '-----BEGIN KEY-----',
      'MIIEvQIBADANBg',
      '-----END KEY-----',
    ]);
  });
});

describe('export plan', () => {
  it("refuses a secret named like one of the action's own outputs when exporting outputs", async () => {
    const { planExport } = await import('../../src/export/plan.js');
    const entry = (name: string) => ({
      name,
      secret: {
        key: name,
        value: 'v',
        source: { kind: 'own', path: '/', folder: '/' },
        overrode: [],
      } as const,
    });
    const settings = (types: string[]) => ({
      exportTypes: new Set(types) as never,
      file: { path: '/tmp/x', displayPath: 'x', format: 'dotenv' as const },
    });
    expect(() => planExport(settings(['output']), [entry('Secrets-JSON'), entry('OK')])).toThrow(
      /`Secrets-JSON` would clash with the action's own output/,
    );
    // Only outputs can clash: the same name is fine in the environment.
    expect(planExport(settings(['env']), [entry('secret-count')]).env).toEqual([
      ['secret-count', 'v'],
    ]);
  });
});

describe('large files', () => {
  /** Thousands of entries: many read-back runs of the dotenv file, many writes of the file. */
  const many = Array.from(
    { length: 4000 },
    (_, i) =>
      [
        `KEY_${i}`,
        i % 3 === 0 ? `line ${i}\nsecond 🔐 "q"` : `välue-${i}-${'x'.repeat(40)}`,
      ] as const,
  );

  it('dotenv: a file far larger than one read-back run reads back exactly, in order', () => {
    const text = renderFile('dotenv', many);
    expect(text.length).toBeGreaterThan(200 * 1024);
    expect(parseEnv(text)).toEqual(Object.fromEntries(many));
    expect(parseDotenvPackage(text)).toEqual(Object.fromEntries(many));
    expect(text.split('\n').filter((line) => line.startsWith('KEY_'))[3999]).toMatch(/^KEY_3999=/);
  });

  it('dotenv: a key it cannot carry is named wherever it stands, and only those keys', () => {
    const late = [...many.slice(0, 3500), ['BAD', "it's \\ here"] as const, ...many.slice(3500)];
    expect(() => renderFile('dotenv', late)).toThrow(/cannot carry `BAD` safely/);
    expect(() => renderFile('dotenv', late)).not.toThrow(/KEY_/);
  });

  it('a file written from its pieces holds exactly the text, readable only by its owner', async () => {
    const { planExport } = await import('../../src/export/plan.js');
    const { applyExport } = await import('../../src/export/write.js');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'large-file-'));
    const file = path.join(dir, '.env');
    const entries = many.map(([name, value]) => ({
      name,
      secret: { key: name, value, source: { kind: 'own', path: '/', folder: '/' }, overrode: [] },
    })) as never[];
    const plan = planExport(
      {
        exportTypes: new Set(['file']) as never,
        file: { path: file, displayPath: '.env', format: 'dotenv' },
      },
      entries,
    );
    const runner = { exportVariables: () => {}, setOutputs: () => {} } as never;
    applyExport(plan, runner, [dir], () => {});
    expect(readFileSync(file, 'utf8')).toBe(renderFile('dotenv', many));
    if (process.platform !== 'win32') {
      const { statSync } = await import('node:fs');
      expect(statSync(file).mode & 0o777).toBe(0o600);
    }
  });
});
