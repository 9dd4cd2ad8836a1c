/**
 * Streaming redaction of a child's output, on bytes: every occurrence of every registered text
 * is hidden, even when the child writes it in two pieces, and everything else (binary data, long
 * lines) passes through byte for byte.
 *
 * What is hidden: each byte that lies inside some occurrence of some text. Each maximal run of
 * such bytes becomes one `***`. This is stronger than replacing the longest match first, which
 * would leave visible the tail of a text that overlaps another (`abcd` and `cdef` in `abcdef`).
 *
 * How: an Aho-Corasick automaton ({@link Matcher}) over the texts' first bytes reads the stream
 * once. At each byte it knows the longest short text ending there, which is all that coverage
 * needs, and where a longer text may begin: the redactor then compares that text with the bytes
 * that follow, as they arrive. Bytes that no later match can reach (everything before the
 * longest suffix that could still grow into a text) are final and are written at once; what is
 * held back is at most the longest text's length minus one byte, and only while it may be one.
 */

import { formsOf } from './forms.js';
import { LENGTH, Matcher, NONE, OPENS } from './matcher.js';

const STARS = Buffer.from('***');

/** Where longer texts may begin in the bytes held back, and those still possible. */
interface Candidate {
  /** Offset in the bytes held back. */
  start: number;
  /** How many of their first bytes are known to be there (their head's). */
  head: number;
  /** The node where their head ends. */
  node: number;
  /** The texts that agree with every byte read so far from `start`, all longer than those. */
  texts: readonly Uint8Array[];
}

/**
 * Comparing longer texts may cost this many bytes per byte read (beyond {@link WORK_ALLOWANCE})
 * before the texts that cost it are kept whole in the automaton, which reads each byte once.
 * Output that repeats a long piece of a value, with the value's head at every period, would
 * otherwise be compared again and again; real output never comes near it.
 */
const WORK_PER_BYTE = 16;
const WORK_ALLOWANCE = 1 << 20;

/**
 * One output stream's redaction: feed chunks with {@link write}, then {@link end}. Each call
 * returns the bytes that are final, redacted.
 */
export class Redactor {
  private state = 0;
  /** Bytes read but not yet written: a suffix that may still grow into a text. */
  private held = new HeldBytes();
  /** Covered ranges of the bytes held (start inclusive, end exclusive), merged when written. */
  private covered: [number, number][] = [];
  /** Longer texts that may still occur, by where they would begin. */
  private candidates: Candidate[] = [];
  /** The last byte written was hidden, and its run may go on in the next bytes. */
  private inRun = false;
  /** Bytes compared with the longer texts so far. */
  private comparedBytes = 0;
  /** Bytes read so far. */
  private read = 0;
  /** Bytes compared, by the node where the texts' heads end, since the automaton last changed. */
  private work = new Map<number, number>();
  /** {@link read} and {@link compared} when the automaton last changed. */
  private since = { read: 0, compared: 0 };

  private matcher: Matcher;
  private readonly budget: { perByte: number; allowance: number };

  /** `budget` is for tests: none makes the automaton change at the first comparison. */
  constructor(
    matcher: Matcher,
    budget: { perByte: number; allowance: number } = {
      perByte: WORK_PER_BYTE,
      allowance: WORK_ALLOWANCE,
    },
  ) {
    this.matcher = matcher;
    this.budget = budget;
  }

  /** Bytes compared with the longer texts so far: a measure of the work, for tests. */
  get compared(): number {
    return this.comparedBytes;
  }

  /** Bytes copied into what is held back so far: a measure of the work, for tests. */
  get copied(): number {
    return this.held.copied;
  }

  write(chunk: Uint8Array): Buffer {
    if (chunk.length === 0) return Buffer.alloc(0);
    if (this.matcher.empty) return Buffer.from(chunk);
    const held = this.held.length;
    // Appended to what is held back, without copying that again (a long value may hold back
    // most of a megabyte while the output comes in small pieces).
    const buffer = held === 0 ? chunk : this.held.append(chunk);
    this.read += chunk.length;
    this.scan(buffer, held);
    this.check(buffer, held);
    // No later match can start before the longest suffix that could still grow into a text, nor
    // before a longer text that may still be there.
    let final = buffer.length - (this.matcher.depth[this.state] ?? 0);
    for (const candidate of this.candidates) final = Math.min(final, candidate.start);
    const out = this.flush(buffer, final, held > 0);
    if (
      this.comparedBytes - this.since.compared >
      this.budget.perByte * (this.read - this.since.read) + this.budget.allowance
    ) {
      this.keepWhole();
    }
    return out;
  }

  /** Writes whatever is held back: the stream ended. */
  end(): Buffer {
    // A longer text not complete by now is not there.
    this.candidates = [];
    const pending = this.held.bytes();
    const out = this.flush(pending, pending.length, true);
    this.state = 0;
    this.inRun = false;
    return out;
  }

  /**
   * Runs the automaton over `buffer` from `from`: covers the short texts that end there and opens
   * a candidate where the head of longer texts ends.
   */
  private scan(buffer: Uint8Array, from: number): void {
    const { matcher, covered } = this;
    const { dense, table, hits, opening, fail, depth } = matcher;
    let state = this.state;
    for (let i = from; i < buffer.length; i++) {
      const byte = buffer[i] ?? 0;
      // The common case inline: a node near the root, one lookup in its row.
      state = state < dense ? (table[(state << 8) | byte] ?? 0) : matcher.next(state, byte);
      const hit = hits[state] ?? 0;
      if (hit === 0) continue;
      if (hit & OPENS) {
        // Every head that ends here: the state's own, and those of its suffixes.
        for (let node = opening[state] ?? NONE; node !== NONE;) {
          const head = depth[node] ?? 0;
          const texts = matcher.longerAt(node);
          this.candidates.push({ start: i + 1 - head, head, node, texts });
          node = opening[fail[node] ?? 0] ?? NONE;
        }
      }
      const length = hit & LENGTH;
      if (length === 0) continue;
      // Matches are found in order of their end, so only the last ranges can merge with this one.
      let start = i + 1 - length;
      while (covered.length > 0 && (covered.at(-1)?.[1] ?? -1) >= start) {
        start = Math.min(start, covered.pop()?.[0] ?? start);
      }
      covered.push([start, i + 1]);
    }
    this.state = state;
  }

  /**
   * Compares each candidate's texts with the bytes of `buffer` not compared yet (from `read`, or
   * from the candidate's head if it is new): a text found whole is covered, one that differs is
   * dropped. Keeps the candidates still undecided (bytes are missing).
   */
  private check(buffer: Uint8Array, read: number): void {
    const open: Candidate[] = [];
    for (const candidate of this.candidates) {
      const { start, head, node, texts } = candidate;
      const from = Math.max(read - start, head);
      const available = buffer.length - start;
      let longest = 0;
      let compared = 0;
      const still: Uint8Array[] = [];
      for (const text of texts) {
        const to = Math.min(text.length, available);
        compared += to - from;
        if (Buffer.compare(buffer.subarray(start + from, start + to), text.subarray(from, to))) {
          continue;
        }
        if (to === text.length) longest = Math.max(longest, to);
        else still.push(text);
      }
      this.comparedBytes += compared;
      this.work.set(node, (this.work.get(node) ?? 0) + compared);
      if (longest > 0) this.covered.push([start, start + longest]);
      if (still.length > 0) open.push({ ...candidate, texts: still });
    }
    this.candidates = open;
  }

  /**
   * Keeps whole in the automaton the texts whose comparisons cost the most (those that began at
   * the nodes with the most work, or every node with any when none stands out), then reads the
   * bytes held back again with it: what they cover stays covered.
   */
  private keepWhole(): void {
    const busy = [...this.work].filter(([, bytes]) => bytes > 0);
    const heavy = busy.filter(([, bytes]) => bytes * 16 >= this.budget.allowance);
    this.matcher = this.matcher.withWhole((heavy.length > 0 ? heavy : busy).map(([node]) => node));
    this.work = new Map();
    this.since = { read: this.read, compared: this.comparedBytes };
    const before = this.covered;
    this.covered = [];
    this.candidates = [];
    this.state = 0;
    const pending = this.held.bytes();
    this.scan(pending, 0);
    this.check(pending, 0);
    this.covered = merged([...before, ...this.covered]);
  }

  /**
   * Writes `buffer` up to `final`, hiding covered runs; holds the rest back (`appended`: `buffer`
   * is the bytes held, as {@link HeldBytes.append} returned them).
   */
  private flush(buffer: Uint8Array, final: number, appended: boolean): Buffer {
    const parts: Uint8Array[] = [];
    let at = 0;
    const rest: [number, number][] = [];
    for (const [start, end] of merged(this.covered)) {
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
    for (const candidate of this.candidates) candidate.start -= final;
    this.held.keep(buffer, final, appended);
    return Buffer.concat(parts);
  }
}

/**
 * The bytes a redactor holds back, in a buffer that grows by doubling: appending copies only
 * the new bytes, and writing the first ones only moves where they start.
 */
class HeldBytes {
  private store = Buffer.alloc(0);
  private start = 0;
  private end = 0;
  /** Bytes copied in so far: a measure of the work, for tests. */
  copied = 0;

  get length(): number {
    return this.end - this.start;
  }

  /** The bytes held. */
  bytes(): Buffer {
    return this.store.subarray(this.start, this.end);
  }

  /** Adds `chunk` after the bytes held; returns them all. */
  append(chunk: Uint8Array): Buffer {
    if (this.end + chunk.length > this.store.length) {
      const length = this.length;
      const store = Buffer.alloc(Math.max(2 * (length + chunk.length), 4096));
      this.copied += this.store.copy(store, 0, this.start, this.end);
      this.store = store;
      this.start = 0;
      this.end = length;
    }
    this.store.set(chunk, this.end);
    this.end += chunk.length;
    this.copied += chunk.length;
    return this.bytes();
  }

  /**
   * Holds what is left of `buffer` from `from` on: the bytes {@link append} returned (`appended`)
   * or a new chunk, which is copied.
   */
  keep(buffer: Uint8Array, from: number, appended: boolean): void {
    if (appended) {
      this.start += from;
    } else {
      this.store = Buffer.from(buffer.subarray(from));
      this.start = 0;
      this.end = this.store.length;
      this.copied += this.end;
    }
    if (this.start === this.end) this.start = this.end = 0;
  }
}

/**
 * The union of `ranges` as ordered, disjoint ranges. The short texts' ranges come in order; a
 * longer text's comes when it is complete, after ranges that end later, so they are sorted.
 */
function merged(ranges: [number, number][]): [number, number][] {
  if (ranges.length < 2) return ranges;
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = out.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
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
