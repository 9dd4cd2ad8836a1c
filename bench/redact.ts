// Throughput of `infisical-ci run`'s redactor: 200 secrets (each registered as the tool registers
// it: the value and each line of 4+ characters, every one with its encoded forms) over 50 MB of a
// command's output, fed in 64 KiB chunks as a pipe delivers them. Also the memory the compiled
// texts keep (after a full garbage collection), for those 200 secrets and for one 1 MiB value of
// 64-character lines (a large certificate bundle, say). Three kinds of output: log
// text with a few values in it, base64 text (the worst case for base64 forms: every byte may
// start one), and random bytes. The floor is a bare JavaScript loop that reads every byte of the
// same chunks: no redactor can do less. Figures are ratios to the floor measured in the same run,
// interleaved, so the machine's load hits both alike. Writes bench/results/redact.json; the docs'
// table is rendered from it (scripts/fragments.ts).
//   npm run bench:redact          (on its own; BENCH_MB, BENCH_RUNS_REDACT)
//   npm run bench:cli             (after the start-up table)
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { RedactionSet } from '../src/cli/redact.ts';
import { masksFor } from '../src/runner/mask.ts';
import { saveResults, startRun } from './results.ts';
import { renderRedactTable, type RedactResults } from './tables/redact.ts';

const CHUNK = 64 * 1024;

/** A small seeded generator (xorshift32): the same data in every run. */
function generator(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x100000000;
  };
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SPECIAL = `${ALNUM}!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~ äé€`;

/** 200 values of the shapes secrets have: tokens, passwords, URLs, PEM keys, short ones. */
export function benchSecrets(count = 200): string[] {
  const random = generator(42);
  const pick = (alphabet: string, length: number): string =>
    Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  const values: string[] = [];
  for (let i = 0; i < count; i++) {
    const kind = i % 20;
    if (kind < 11) values.push(pick(ALNUM, 20 + Math.floor(random() * 30)));
    else if (kind < 15) values.push(pick(SPECIAL, 12 + Math.floor(random() * 20)));
    else if (kind < 17) values.push(`postgres://app:${pick(ALNUM, 24)}@db.internal:5432/app`);
    else if (kind < 18) {
      const lines = Array.from({ length: 8 }, () => pick(`${ALNUM}+/`, 64));
      values.push(
        ['-----BEGIN PRIVATE KEY-----', ...lines, '-----END PRIVATE KEY-----'].join('\n'),
      );
    } else values.push(pick(ALNUM, 3 + Math.floor(random() * 6)));
  }
  return values;
}

/** About `size` bytes of each kind of output, cut into pipe-sized chunks. */
export function benchOutputs(size: number, secrets: readonly string[]): Record<string, Buffer[]> {
  const random = generator(7);
  const words = ['build', 'step', 'ok', 'compiling', 'src/index.ts', 'warning:', '12.5s', 'done'];
  const lines: string[] = [];
  let length = 0;
  for (let i = 0; length < size; i++) {
    const parts = Array.from(
      { length: 6 + Math.floor(random() * 8) },
      () => words[Math.floor(random() * words.length)],
    );
    // One line in a thousand prints a value, another its base64 after a prefix (`curl -u`).
    if (i % 1000 === 0) parts.push(secrets[i % secrets.length] ?? '');
    if (i % 1000 === 500) {
      parts.push(Buffer.from(`deploy:${secrets[i % secrets.length]}`).toString('base64'));
    }
    const line = `${parts.join(' ')}\n`;
    lines.push(line);
    length += line.length;
  }
  const base64 = Buffer.alloc(size);
  for (let i = 0; i < size; i++) base64[i] = random() < 1 / 77 ? 10 : 0;
  const alphabet = Buffer.from(`${ALNUM}+/`);
  for (let i = 0; i < size; i++) {
    if (base64[i] !== 10) base64[i] = alphabet[Math.floor(random() * 64)] ?? 65;
  }
  const binary = Buffer.alloc(size);
  for (let i = 0; i < size; i++) binary[i] = Math.floor(random() * 256);
  const chunks = (buffer: Buffer): Buffer[] => {
    const out: Buffer[] = [];
    for (let at = 0; at < buffer.length; at += CHUNK) out.push(buffer.subarray(at, at + CHUNK));
    return out;
  };
  return {
    'log text': chunks(Buffer.from(lines.join(''))),
    'base64 text': chunks(base64),
    'random bytes': chunks(binary),
  };
}

/** One value of `bytes` characters in 64-character lines, of base64's alphabet (a PEM bundle). */
export function largeValue(bytes: number): string {
  const random = generator(99);
  const alphabet = `${ALNUM}+/`;
  let value = '';
  while (value.length < bytes) {
    const line = Array.from({ length: 64 }, () => alphabet[Math.floor(random() * 64)]).join('');
    value += `${line}\n`;
  }
  return value.slice(0, bytes);
}

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Bytes the heap and the buffers hold after a full garbage collection. */
function heldBytes(): number {
  gc();
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** Registers `values` as the tool does and compiles them: the set, the time, the memory kept. */
function compile(values: readonly string[]): { set: RedactionSet; ms: number; bytes: number } {
  const before = heldBytes();
  const set = new RedactionSet();
  const ms = time(() => {
    for (const value of values) for (const text of masksFor(value)) set.add(text);
    set.matcher();
  });
  return { set, ms, bytes: heldBytes() - before };
}

/** One 1 MiB value on its own (its set is dropped before the rest is measured). */
function measureLarge(): RedactResults['large'] {
  const value = largeValue(2 ** 20);
  const { set, ms, bytes } = compile([value]);
  return { bytes: value.length, texts: set.size, compileMs: tenths(ms), memoryBytes: bytes };
}

/** The floor: read every byte once. */
function floor(chunks: readonly Buffer[]): number {
  let sum = 0;
  for (const chunk of chunks) for (let i = 0; i < chunk.length; i++) sum = (sum + chunk[i]!) | 0;
  return sum;
}

function redact(set: RedactionSet, chunks: readonly Buffer[]): number {
  const redactor = set.redactor();
  let written = 0;
  for (const chunk of chunks) written += redactor.write(chunk).length;
  return written + redactor.end().length;
}

const time = (run: () => unknown): number => {
  const started = performance.now();
  run();
  return performance.now() - started;
};

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Measures, writes bench/results/redact.json (and the docs from it), prints the table. */
export async function benchRedaction(
  megabytes = Number(process.env.BENCH_MB ?? 50),
  runs = Number(process.env.BENCH_RUNS_REDACT ?? 3),
): Promise<RedactResults> {
  const finish = startRun(runs);
  const large = measureLarge();
  const secrets = benchSecrets();
  const { set, ms: compileMs, bytes: memoryBytes } = compile(secrets);
  const bytesPerOutput = megabytes * 1024 * 1024;
  const outputs = benchOutputs(bytesPerOutput, secrets);
  const measured: RedactResults['outputs'] = [];
  for (const [name, chunks] of Object.entries(outputs)) {
    const redactor: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < runs; i++) {
      bare.push(time(() => floor(chunks)));
      redactor.push(time(() => redact(set, chunks)));
    }
    measured.push({
      name,
      bytes: chunks.reduce((sum, chunk) => sum + chunk.length, 0),
      redactorMs: tenths(median(redactor)),
      floorMs: tenths(median(bare)),
    });
  }
  const results: RedactResults = {
    ...finish(),
    secrets: secrets.length,
    texts: set.size,
    compileMs: tenths(compileMs),
    memoryBytes,
    large,
    bytesPerOutput,
    chunkBytes: CHUNK,
    outputs: measured,
  };
  saveResults('redact', results);
  console.log(`\n${renderRedactTable(results)}`);
  return results;
}

const tenths = (value: number): number => Math.round(value * 10) / 10;

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchRedaction();
