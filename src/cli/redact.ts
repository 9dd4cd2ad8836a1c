/**
 * Streaming redaction of a child's output, on bytes: every occurrence of every registered text
 * is hidden, even when the child writes it in two pieces, and everything else (binary data, long
 * lines) passes through byte for byte.
 *
 * What is hidden: each byte that lies inside some occurrence of some text. Each maximal run of
 * such bytes becomes one `***`. This is stronger than replacing the longest match first, which
 * would leave visible the tail of a text that overlaps another (`abcd` and `cdef` in `abcdef`).
 *
 * How: an Aho-Corasick automaton ({@link Matcher}) reads the stream once. At each byte
 * it knows the longest text ending there, which is all that coverage needs. Bytes that no later
 * match can reach (everything before the longest suffix that could still grow into a text) are
 * final and are written at once; at most the longest text's length minus one byte is held back.
 */

import { formsOf } from './forms.js';
import { Matcher } from './matcher.js';

export { formsOf, MIN_ENCODED_LENGTH } from './forms.js';
export { Matcher } from './matcher.js';

const STARS = Buffer.from('***');

/**
 * One output stream's redaction: feed chunks with {@link write}, then {@link end}. Each call
 * returns the bytes that are final, redacted.
 */
export class Redactor {
  private state = 0;
  /** Bytes read but not yet written: a suffix that may still grow into a text. */
  private pending: Buffer = Buffer.alloc(0);
  /** Covered ranges of `pending` (start inclusive, end exclusive), in order, disjoint. */
  private covered: [number, number][] = [];
  /** The last byte written was hidden, and its run may go on in the next bytes. */
  private inRun = false;

  private readonly matcher: Matcher;

  constructor(matcher: Matcher) {
    this.matcher = matcher;
  }

  write(chunk: Uint8Array): Buffer {
    if (chunk.length === 0) return Buffer.alloc(0);
    const { matcher } = this;
    if (matcher.empty) return Buffer.from(chunk);
    const buffer = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    const covered = this.covered;
    let state = this.state;
    const { dense, table, longest } = matcher;
    for (let i = this.pending.length; i < buffer.length; i++) {
      const byte = buffer[i] ?? 0;
      // The common case inline: a node near the root, one lookup in its row.
      state = state < dense ? (table[(state << 8) | byte] ?? 0) : matcher.next(state, byte);
      const length = longest[state] ?? 0;
      if (length === 0) continue;
      // Matches are found in order of their end, so only the last ranges can merge with this one.
      let start = i + 1 - length;
      while (covered.length > 0 && (covered.at(-1)?.[1] ?? -1) >= start) {
        start = Math.min(start, covered.pop()?.[0] ?? start);
      }
      covered.push([start, i + 1]);
    }
    this.state = state;
    // No later match can start before the longest suffix that could still grow into a text.
    return this.flush(buffer, buffer.length - (matcher.depth[state] ?? 0));
  }

  /** Writes whatever is held back: the stream ended. */
  end(): Buffer {
    const out = this.flush(this.pending, this.pending.length);
    this.state = 0;
    this.inRun = false;
    return out;
  }

  /** Writes `buffer` up to `final`, hiding covered runs; keeps the rest pending. */
  private flush(buffer: Uint8Array, final: number): Buffer {
    const parts: Uint8Array[] = [];
    let at = 0;
    const rest: [number, number][] = [];
    for (const [start, end] of this.covered) {
      if (start >= final) {
        rest.push([start - final, end - final]);
        continue;
      }
      if (start > at) {
        parts.push(buffer.subarray(at, start));
        this.inRun = false;
      }
      if (!(this.inRun && start === 0)) parts.push(STARS);
      this.inRun = true;
      at = Math.min(end, final);
      if (end > final) rest.push([0, end - final]);
    }
    if (final > at) {
      parts.push(buffer.subarray(at, final));
      this.inRun = false;
    }
    this.covered = rest;
    this.pending = Buffer.from(buffer.subarray(final));
    return Buffer.concat(parts);
  }
}

/** The texts to hide, growing as values are registered; compiled on first use after a change. */
export class RedactionSet {
  private readonly texts = new Set<string>();
  private compiled: Matcher | undefined;

  /** Registers a value and its encoded forms ({@link formsOf}); blank text is never hidden. */
  add(value: string): void {
    if (value.trim() === '') return;
    for (const form of formsOf(value)) {
      if (this.texts.has(form)) continue;
      this.texts.add(form);
      this.compiled = undefined;
    }
  }

  get size(): number {
    return this.texts.size;
  }

  matcher(): Matcher {
    this.compiled ??= new Matcher([...this.texts].map((text) => Buffer.from(text, 'utf8')));
    return this.compiled;
  }

  /** A new streaming redactor over the texts registered so far. */
  redactor(): Redactor {
    return new Redactor(this.matcher());
  }

  /** One text, redacted at once (a log line). */
  redactText(text: string): string {
    if (this.texts.size === 0) return text;
    const redactor = this.redactor();
    const head = redactor.write(Buffer.from(text, 'utf8'));
    return Buffer.concat([head, redactor.end()]).toString('utf8');
  }
}
