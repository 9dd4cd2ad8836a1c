// Text written through a fixed buffer: the bytes are exactly the UTF-8 of the text, in order,
// never more than a buffer at a time; the command files and stdout built on it.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os, { EOL } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appendFileCommand, appendText } from '../../src/runner/file-commands.js';
import { bufferedStdout } from '../../src/runner/runner.js';
import { TextBytes } from '../../src/runner/text-bytes.js';
import { parseFileCommands, renderFileCommand } from '../support/run-action.ts';
import { secretValue } from '../properties/arbitraries.ts';

const temp = (): string => mkdtempSync(path.join(os.tmpdir(), 'text-bytes-'));

describe('TextBytes', () => {
  it('hands on exactly the UTF-8 of the texts, in pieces no larger than the buffer', () => {
    const texts = fc.array(
      fc.oneof(
        secretValue,
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.constantFrom('🔐'.repeat(40), 'é'.repeat(70), 'x'.repeat(200)),
      ),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(texts, fc.integer({ min: 16, max: 256 }), fc.boolean(), (all, size, reuse) => {
        const out: Buffer[] = [];
        const bytes = new TextBytes(
          (chunk) => {
            expect(chunk.length).toBeGreaterThan(0);
            expect(chunk.length).toBeLessThanOrEqual(size);
            out.push(Buffer.from(chunk));
          },
          { size, reuse },
        );
        for (const text of all) bytes.write(text);
        bytes.end();
        expect(Buffer.concat(out).equals(Buffer.from(all.join('')))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('without `reuse` each piece has a buffer of its own', () => {
    const out: Buffer[] = [];
    const bytes = new TextBytes((chunk) => out.push(chunk), { size: 16 });
    for (let i = 0; i < 10; i++) bytes.write(`line ${i}\n`);
    bytes.end();
    const text = out.map((chunk) => chunk.toString()).join('');
    expect(text).toBe(Array.from({ length: 10 }, (_, i) => `line ${i}\n`).join(''));
  });
});

describe('command files written in pieces', () => {
  it('appends what renderFileCommand renders, for entries far larger than one write', () => {
    const file = path.join(temp(), 'GITHUB_ENV');
    writeFileSync(file, 'EARLIER=1\n');
    const entries = Array.from(
      { length: 3000 },
      (_, i) => [`K_${i}`, `välue ${i} 🔐\n${'x'.repeat(i % 97)}`] as const,
    );
    appendFileCommand(file, entries);
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith('EARLIER=1\n')).toBe(true);
    const written = text.slice('EARLIER=1\n'.length);
    expect(written.length).toBeGreaterThan(200 * 1024);
    expect(parseFileCommands(written)).toEqual(entries.map(([k, v]) => [k, v]));
    // The same text as rendered whole, but for the random delimiter.
    const delimiter = /^K_0<<(ghadelimiter_[0-9a-f-]+)$/m.exec(written)?.[1] ?? '';
    const whole = renderFileCommand(entries);
    const wholeDelimiter = /^K_0<<(ghadelimiter_[0-9a-f-]+)$/m.exec(whole)?.[1] ?? '';
    expect(written).toBe(whole.replaceAll(wholeDelimiter, delimiter));
  });

  it('a failure half way cuts the file back to what it held: nothing half-written', () => {
    const file = path.join(temp(), 'GITHUB_ENV');
    writeFileSync(file, 'EARLIER=1\n');
    expect(() =>
      appendText(file, (write) => {
        for (let i = 0; i < 10_000; i++) write(`LINE_${i}=${'v'.repeat(50)}\n`);
        throw new Error('disk full');
      }),
    ).toThrow('disk full');
    expect(readFileSync(file, 'utf8')).toBe('EARLIER=1\n');
  });
});

describe('stdout', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lines are written in order, in writes of at most 64 KiB, at the end of the task', async () => {
    const writes: Buffer[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
      writes.push(Buffer.from(chunk as Buffer));
      return true;
    });
    const write = bufferedStdout();
    const lines = Array.from(
      { length: 10_000 },
      (_, i) => `::add-mask::välue-${i}-${'x'.repeat(20)}`,
    );
    for (const line of lines) write(line);
    await Promise.resolve();
    vi.restoreAllMocks();
    expect(writes.length).toBeGreaterThan(1);
    expect(writes.length).toBeLessThan(20);
    for (const chunk of writes) expect(chunk.length).toBeLessThanOrEqual(64 * 1024);
    expect(Buffer.concat(writes).toString()).toBe(lines.map((line) => line + EOL).join(''));
  });
});
