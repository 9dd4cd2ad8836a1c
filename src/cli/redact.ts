/**
 * Streaming redaction of a child's output, on bytes: every occurrence of every registered text
 * is hidden, even when the child writes it in two pieces, and everything else (binary data, long
 * lines) passes through byte for byte.
 *
 * What is hidden: each byte that lies inside some occurrence of some text. Each maximal run of
 * such bytes becomes one `***`. This is stronger than replacing the longest match first, which
 * would leave visible the tail of a text that overlaps another (`abcd` and `cdef` in `abcdef`).
 *
 * How: an Aho-Corasick automaton over the texts' UTF-8 bytes reads the stream once. At each byte
 * it knows the longest text ending there, which is all that coverage needs. Bytes that no later
 * match can reach (everything before the longest suffix that could still grow into a text) are
 * final and are written at once; at most the longest text's length minus one byte is held back.
 */

const NONE = -1;

/** A compiled set of texts to hide. Immutable: {@link RedactionSet} builds a new one on change. */
export class Matcher {
  /** Per node: the byte on the edge into it, its first child, its next sibling. */
  private label: Uint8Array;
  private firstChild: Int32Array;
  private nextSibling: Int32Array;
  /** Per node: the node of the longest proper suffix that is also a path from the root. */
  readonly fail: Int32Array;
  /** Per node: the length of the path from the root. */
  readonly depth: Int32Array;
  /** Per node: the length of the longest text that ends here (0 when none). */
  readonly longest: Int32Array;
  /** The root's children, one per byte, for the common case of a byte that starts nothing. */
  private rootNext = new Int32Array(256).fill(0);
  private size = 1;
  /** Length in bytes of the longest text. */
  readonly maxLength: number;

  constructor(texts: Iterable<Uint8Array>) {
    let capacity = 1024;
    this.label = new Uint8Array(capacity);
    this.firstChild = new Int32Array(capacity).fill(NONE);
    this.nextSibling = new Int32Array(capacity).fill(NONE);
    let depth = new Int32Array(capacity);
    let longest = new Int32Array(capacity);
    const grow = (): void => {
      capacity *= 2;
      const resize = <T extends Uint8Array | Int32Array>(old: T, fill: number): T => {
        const next = new (old.constructor as new (n: number) => T)(capacity);
        next.fill(fill);
        next.set(old);
        return next;
      };
      this.label = resize(this.label, 0);
      this.firstChild = resize(this.firstChild, NONE);
      this.nextSibling = resize(this.nextSibling, NONE);
      depth = resize(depth, 0);
      longest = resize(longest, 0);
    };
    let maxLength = 0;
    for (const text of texts) {
      if (text.length === 0) continue;
      let node = 0;
      for (const byte of text) {
        let child = this.child(node, byte);
        if (child === NONE) {
          if (this.size === capacity) grow();
          child = this.size++;
          this.label[child] = byte;
          depth[child] = (depth[node] ?? 0) + 1;
          if (node === 0) this.rootNext[byte] = child;
          this.nextSibling[child] = this.firstChild[node] ?? NONE;
          this.firstChild[node] = child;
        }
        node = child;
      }
      longest[node] = text.length;
      maxLength = Math.max(maxLength, text.length);
    }
    this.maxLength = maxLength;
    this.depth = depth.subarray(0, this.size);
    this.longest = longest.subarray(0, this.size);
    this.fail = new Int32Array(this.size);
    // Breadth first: a node's failure link is found from its parent's, which is shallower.
    const queue = new Int32Array(this.size);
    let head = 0;
    let tail = 0;
    for (
      let child = this.firstChild[0] ?? NONE;
      child !== NONE;
      child = this.nextSibling[child] ?? NONE
    ) {
      queue[tail++] = child;
    }
    while (head < tail) {
      const node = queue[head++] ?? 0;
      for (
        let child = this.firstChild[node] ?? NONE;
        child !== NONE;
        child = this.nextSibling[child] ?? NONE
      ) {
        const fail = this.next(this.fail[node] ?? 0, this.label[child] ?? 0);
        this.fail[child] = fail;
        // A shorter text ending here is covered by the longer one; only the longest counts.
        if (this.longest[child] === 0) this.longest[child] = this.longest[fail] ?? 0;
        queue[tail++] = child;
      }
    }
  }

  /** Whether there is nothing to hide. */
  get empty(): boolean {
    return this.size === 1;
  }

  private child(node: number, byte: number): number {
    if (node === 0) return this.rootNext[byte] || NONE;
    for (
      let child = this.firstChild[node] ?? NONE;
      child !== NONE;
      child = this.nextSibling[child] ?? NONE
    ) {
      if (this.label[child] === byte) return child;
    }
    return NONE;
  }

  /** The state after reading `byte` in state `node`. */
  next(node: number, byte: number): number {
    for (;;) {
      const child = this.child(node, byte);
      if (child !== NONE) return child;
      if (node === 0) return 0;
      node = this.fail[node] ?? 0;
    }
  }
}

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
    for (let i = this.pending.length; i < buffer.length; i++) {
      state = matcher.next(state, buffer[i] ?? 0);
      const length = matcher.longest[state] ?? 0;
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

/**
 * Forms of a text that a log masker also hides: the text, its JSON-escaped form (a child that
 * prints JSON), its URL-encoded form and its base64 form.
 */
export function formsOf(text: string): string[] {
  return [
    ...new Set([
      text,
      JSON.stringify(text).slice(1, -1),
      encodeURIComponent(text),
      Buffer.from(text, 'utf8').toString('base64'),
    ]),
  ];
}

/** The texts to hide, growing as values are registered; compiled on first use after a change. */
export class RedactionSet {
  private readonly texts = new Set<string>();
  private compiled: Matcher | undefined;

  /** Registers a value (each of its forms); blank text is never hidden. */
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
