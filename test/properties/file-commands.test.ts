// The runner's own channels: GITHUB_ENV / GITHUB_OUTPUT heredocs and workflow commands on stdout.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { planExport } from '../../src/export/plan.js';
import { formatCommand } from '../../src/runner/commands.js';
import type { ExportEntry } from '../../src/secrets/select.js';
import { InputError } from '../../src/errors/input.js';
import type { ExportType } from '../../src/export/types.js';
import type { MainSettings } from '../../src/settings/main.js';
import { parseV2 } from '../support/workflow-commands.ts';
import { parseFileCommands, renderFileCommand } from '../support/run-action.ts';
import { anyText, secretEntries, secretValue } from './arbitraries.ts';

/** What the runner reads as the end of a name: `=` (NAME=value), `<<` (heredoc), a new line. */
const unsafeName = (name: string): boolean => /[=\r\n]|<</.test(name);

const exportEntries = (entries: [string, string][]): ExportEntry[] =>
  entries.map(([name, value]) => ({
    name,
    secret: { key: name, value, source: { kind: 'own', path: '/', folder: '/' }, overrode: [] },
  }));

describe('GITHUB_ENV / GITHUB_OUTPUT heredocs', () => {
  it('parse back to exactly the entries, for every name the runner can take', () => {
    fc.assert(
      fc.property(secretEntries(), (all) => {
        const entries = all.filter(([name]) => !unsafeName(name));
        expect(parseFileCommands(renderFileCommand(entries))).toEqual(entries);
      }),
      { numRuns: 300 },
    );
  });

  it('a value that holds the drawn delimiter gets another: the check, not secrecy, keeps it safe', () => {
    // The draw is predictable here (a fixed sequence), as an attacker who guessed it would see it.
    const draws = [0.25, 0.5, 0.25, 0.5, 0.75, 0.125];
    const random = vi.spyOn(Math, 'random').mockImplementation(() => draws.shift() ?? 0.5);
    try {
      const guessed = `ghadelimiter_${(0.25 * 2 ** 48).toString(16)}${(0.5 * 2 ** 48).toString(16)}`;
      const entries: [string, string][] = [
        ['FIRST', `a\n${guessed}\nINJECTED=1\n${guessed}`],
        ['SECOND', 'b'],
      ];
      const text = renderFileCommand(entries);
      expect(text).not.toContain(`FIRST<<${guessed}`);
      expect(text).toMatch(/^FIRST<<ghadelimiter_[0-9a-f]{24}\r?$/m);
      expect(parseFileCommands(text)).toEqual(entries);
      expect(random).toHaveBeenCalledTimes(6); // the guessed draw came twice, then a third
    } finally {
      random.mockRestore();
    }
  });

  it('the export plan refuses every other name before anything is written, naming it', () => {
    const types = fc.subarray<ExportType>(['env', 'output', 'file'], { minLength: 1 });
    fc.assert(
      fc.property(secretEntries(), types, (entries, chosen) => {
        const settings: Pick<MainSettings, 'exportTypes' | 'file'> = {
          exportTypes: new Set(chosen),
          file: { path: '/unused', displayPath: 'unused', format: 'json' },
        };
        const unsafe = entries.filter(([name]) => unsafeName(name)).map(([name]) => name);
        const toRunner = chosen.includes('env') || chosen.includes('output');
        let plan;
        try {
          plan = planExport(settings, exportEntries(entries));
        } catch (error) {
          expect(error).toBeInstanceOf(InputError);
          expect(toRunner && unsafe.length > 0).toBe(true);
          for (const name of unsafe)
            expect((error as Error).message).toContain(JSON.stringify(name));
          return;
        }
        expect(toRunner ? unsafe : []).toEqual([]);
        expect(parseFileCommands(renderFileCommand(plan.env))).toEqual(plan.env);
        expect(parseFileCommands(renderFileCommand(plan.outputs))).toEqual(plan.outputs);
        if (chosen.includes('env')) expect(plan.env).toEqual(entries);
      }),
      { numRuns: 300 },
    );
  });
});

describe('workflow commands', () => {
  it('are one line whose data and properties read back exactly', () => {
    const command = fc.constantFrom('add-mask', 'error', 'warning', 'notice', 'debug');
    const title = fc.option(anyText(), { nil: undefined });
    fc.assert(
      fc.property(command, secretValue, title, (name, message, heading) => {
        const line = formatCommand(name, message, { title: heading });
        expect(line).not.toMatch(/[\r\n]/);
        const parsed = parseV2(line);
        expect(parsed?.command).toBe(name);
        expect(parsed?.data).toBe(message);
        if (heading) expect(parsed?.properties.title).toBe(heading);
      }),
      { numRuns: 300 },
    );
  });
});

describe('file commands on Windows', () => {
  it('end lines with CRLF, so a value ending in a carriage return keeps it when split on CRLF', () => {
    const text = renderFileCommand([['K', 'value\r']], '\r\n');
    const [header, value, end] = text.split('\r\n');
    expect(header).toMatch(/^K<<ghadelimiter_/);
    expect(value).toBe('value\r');
    expect(end).toBe(header!.slice(3));
  });
});
