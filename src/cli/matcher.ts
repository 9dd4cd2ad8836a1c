/**
 * The automaton behind `run`'s redactor: Aho-Corasick over the texts' UTF-8 bytes. It reads a
 * stream once, byte by byte, and knows at each byte the longest text that ends there.
 *
 * Speed: a command's output is nearly all bytes that start no text or break off a match at
 * once, and the redactor reads every one. So the nodes near the root (the root, and one and two
 * bytes deep) each have a full row of 256 transitions with the failure links already followed:
 * such a byte costs one lookup, whatever the number of texts (hundreds of secrets, each with
 * about ten forms). Deeper nodes, reached only inside a likely match, look their few children up.
 */

const NONE = -1;

/** Nodes up to this many bytes deep get a row of transitions. */
const DENSE_DEPTH = 2;
/** At most this many rows (4 MiB); the nodes past them look their children up. */
const MAX_ROWS = 4096;

interface Trie {
  readonly size: number;
  readonly label: Uint8Array;
  readonly firstChild: Int32Array;
  readonly nextSibling: Int32Array;
  readonly depth: Int32Array;
  /** Per node: the length of the text that ends there (0 when none). */
  readonly ends: Int32Array;
}

/**
 * The texts as a trie; node 0 is the root. The nodes up to {@link DENSE_DEPTH} bytes deep are
 * made first, depth by depth, so they are numbered 1 to `shallow` - 1 in breadth-first order,
 * before every deeper node.
 */
function buildTrie(texts: readonly Uint8Array[]): Trie & { readonly shallow: number } {
  // A node per byte at most: allocated once, never grown (growing would hold both copies).
  const capacity = texts.reduce((sum, text) => sum + text.length, 1);
  const label = new Uint8Array(capacity);
  const firstChild = new Int32Array(capacity).fill(NONE);
  const nextSibling = new Int32Array(capacity).fill(NONE);
  const depth = new Int32Array(capacity);
  const ends = new Int32Array(capacity);
  // The root's children by byte (the root has the most children).
  const rootChild = new Int32Array(256).fill(NONE);
  const childOf = (node: number, byte: number): number => {
    if (node === 0) return rootChild[byte] ?? NONE;
    for (let child = firstChild[node] ?? NONE; child !== NONE; child = nextSibling[child] ?? NONE) {
      if (label[child] === byte) return child;
    }
    return NONE;
  };
  let size = 1;
  const insert = (text: Uint8Array): number => {
    let node = 0;
    for (const byte of text) {
      let child = childOf(node, byte);
      if (child === NONE) {
        child = size++;
        label[child] = byte;
        depth[child] = (depth[node] ?? 0) + 1;
        nextSibling[child] = firstChild[node] ?? NONE;
        firstChild[node] = child;
        if (node === 0) rootChild[byte] = child;
      }
      node = child;
    }
    return node;
  };
  for (let prefix = 1; prefix <= DENSE_DEPTH; prefix++) {
    for (const text of texts) insert(text.subarray(0, prefix));
  }
  const shallow = size;
  for (const text of texts) {
    if (text.length === 0) continue;
    ends[insert(text)] = text.length;
  }
  return { size, shallow, label, firstChild, nextSibling, depth, ends };
}

/** A compiled set of texts to hide. Immutable: a new one is built when the texts change. */
export class Matcher {
  /** Per node: the byte on the edge into it, its first child, its next sibling. */
  private readonly label: Uint8Array;
  private readonly firstChild: Int32Array;
  private readonly nextSibling: Int32Array;
  /** Per node: the node of the longest proper suffix that is also a path from the root. */
  readonly fail: Int32Array;
  /** Per node: the length of the path from the root. */
  readonly depth: Int32Array;
  /** Per node: the length of the longest text that ends here (0 when none). */
  readonly longest: Int32Array;
  /**
   * Nodes below this number (the root and the nodes near it) have a row: the next node after
   * node n for byte b is `table[n * 256 + b]`.
   */
  readonly dense: number;
  readonly table: Int32Array;
  private readonly size: number;

  constructor(texts: readonly Uint8Array[]) {
    const trie = buildTrie(texts);
    const { size } = trie;
    this.size = size;
    this.label = trie.label.subarray(0, size);
    this.firstChild = trie.firstChild.subarray(0, size);
    this.nextSibling = trie.nextSibling.subarray(0, size);
    this.depth = trie.depth.subarray(0, size);
    this.longest = trie.ends.subarray(0, size);
    this.dense = Math.min(trie.shallow, MAX_ROWS);
    this.fail = new Int32Array(size);
    this.table = new Int32Array(256 * this.dense);
    // Breadth first: a node's failure link and row come from shallower nodes, done before it.
    const queue = new Int32Array(size);
    for (let head = 0, tail = 1; head < tail; head++) {
      const node = queue[head] ?? 0;
      if (node < this.dense) {
        const fail = this.fail[node] ?? 0;
        if (node !== 0) this.table.copyWithin(node * 256, fail * 256, fail * 256 + 256);
        for (let c = this.firstChild[node] ?? NONE; c !== NONE; c = this.nextSibling[c] ?? NONE) {
          this.table[node * 256 + (this.label[c] ?? 0)] = c;
        }
      }
      for (let c = this.firstChild[node] ?? NONE; c !== NONE; c = this.nextSibling[c] ?? NONE) {
        queue[tail++] = c;
        if (node === 0) continue;
        const fail = this.next(this.fail[node] ?? 0, this.label[c] ?? 0);
        this.fail[c] = fail;
        // A shorter text ending here is covered by the longer one; only the longest counts.
        if (this.longest[c] === 0) this.longest[c] = this.longest[fail] ?? 0;
      }
    }
  }

  /** Whether there is nothing to hide. */
  get empty(): boolean {
    return this.size === 1;
  }

  /** The state after reading `byte` in state `node`. */
  next(node: number, byte: number): number {
    for (;;) {
      if (node < this.dense) return this.table[node * 256 + byte] ?? 0;
      for (let c = this.firstChild[node] ?? NONE; c !== NONE; c = this.nextSibling[c] ?? NONE) {
        if (this.label[c] === byte) return c;
      }
      node = this.fail[node] ?? 0;
    }
  }
}
