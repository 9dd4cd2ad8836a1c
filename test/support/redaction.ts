// References for the redactor's tests, written the obvious way: which bytes some occurrence of
// some text covers, and what hiding every such run at once gives.
import type { Redactor } from '../../src/cli/redact.js';

/** 1 for each byte of `input` inside some occurrence of some text, else 0. */
export function coverage(texts: readonly Uint8Array[], input: Buffer): Uint8Array {
  const covered = new Uint8Array(input.length);
  for (const text of texts) {
    if (text.length === 0) continue;
    for (let at = input.indexOf(text); at !== -1; at = input.indexOf(text, at + 1)) {
      covered.fill(1, at, at + text.length);
    }
  }
  return covered;
}

/** Every maximal run of covered bytes written as `***`, the rest as it is. */
export function redactAtOnce(texts: readonly Uint8Array[], input: Buffer): Buffer {
  const covered = coverage(texts, input);
  const out: number[] = [];
  for (let i = 0; i < input.length; i++) {
    if (!covered[i]) out.push(input[i]!);
    else if (i === 0 || !covered[i - 1]) out.push(...Buffer.from('***'));
  }
  return Buffer.from(out);
}

/** Streams `input` through `redactor` in the given chunk sizes (the rest in one last chunk). */
export function streamThrough(redactor: Redactor, input: Buffer, sizes: readonly number[]): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= input.length) break;
    out.push(redactor.write(input.subarray(at, at + size)));
    at += size;
  }
  out.push(redactor.write(input.subarray(at)), redactor.end());
  return Buffer.concat(out);
}
