// A write that fails half way (a full disk) leaves nothing half-written: the command file is cut
// back to what it held, and a secrets file's temporary file is removed.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyExport } from '../../src/export/write.js';
import { githubRunner } from '../../src/runner/runner.js';

const real = {
  writeSync: fs.writeSync,
  appendFileSync: fs.appendFileSync,
  writeFileSync: fs.writeFileSync,
};

/**
 * Runs `body` on a disk that fills up after `room` more bytes: every way of writing a file
 * writes up to there, then fails with ENOSPC. The functions of `node:fs` are swapped for the
 * time of `body` (named imports included) and put back whatever happens.
 */
function withFullDisk(room: number, body: () => void): void {
  let left = room;
  const partly = (write: (bytes: Buffer) => void, bytes: Buffer): void => {
    const fits = Math.max(0, Math.min(bytes.length, left));
    write(bytes.subarray(0, fits));
    left -= fits;
    if (fits < bytes.length) {
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    }
  };
  const disk = fs as unknown as Record<string, unknown>;
  disk.writeSync = (fd: number, buffer: Buffer, offset = 0, length = buffer.length - offset) => {
    partly((bytes) => real.writeSync(fd, bytes), buffer.subarray(offset, offset + length));
    return length;
  };
  /** Opens the file itself: the real appendFileSync and writeFileSync call each other. */
  const into = (file: string, flag: string, mode: number | undefined, text: string): void => {
    const fd = fs.openSync(file, flag, mode);
    try {
      partly((bytes) => real.writeSync(fd, bytes), Buffer.from(text));
    } finally {
      fs.closeSync(fd);
    }
  };
  type Options = { flag?: string; mode?: number } | undefined;
  disk.appendFileSync = (file: string, text: string, options?: Options) =>
    into(file, options?.flag ?? 'a', options?.mode, text);
  disk.writeFileSync = (file: string, text: string, options?: Options) =>
    into(file, options?.flag ?? 'w', options?.mode, text);
  syncBuiltinESMExports();
  try {
    body();
  } finally {
    Object.assign(disk, real);
    syncBuiltinESMExports();
  }
}

const temp = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'failed-writes-'));
const entries = Array.from(
  { length: 2000 },
  (_, i) => [`KEY_${i}`, `value ${i} ${'x'.repeat(60)}`] as const,
);

describe('a write that fails half way', () => {
  it('GITHUB_ENV is cut back to what it held: the runner reads none of the entries', () => {
    const file = path.join(temp(), 'GITHUB_ENV');
    fs.writeFileSync(file, 'EARLIER=1\n');
    const runner = githubRunner({ GITHUB_ENV: file }, () => {});
    withFullDisk(100_000, () => {
      expect(() => runner.exportVariables(entries)).toThrow(/ENOSPC/);
    });
    expect(fs.readFileSync(file, 'utf8')).toBe('EARLIER=1\n');
  });

  it('a secrets file leaves no temporary file behind, and the destination is not created', () => {
    const dir = temp();
    const file = {
      path: path.join(dir, '.env'),
      displayPath: '.env',
      content: 'A=1\n'.repeat(2000),
    };
    const runner = githubRunner({}, () => {});
    withFullDisk(1_000, () => {
      expect(() =>
        applyExport({ env: [], outputs: [], files: [file] }, runner, [dir], () => {}),
      ).toThrow(/ENOSPC/);
    });
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
