/**
 * The automaton behind `run`'s redactor: Aho-Corasick over the head of each text (UTF-8): its
 * first {@link PREFIX} bytes, or more where many texts begin alike (see {@link headLengths}). It
 * reads a stream once, byte by byte, and knows at each byte the longest short text (one that is
 * all head) that ends there, and which longer texts begin with the bytes just read: the redactor
 * then compares those texts with what follows.
 *
 * Memory: a node per byte of every text would cost about 25 bytes for each byte of every form of
 * every value (a 1 MB value with its lines and encoded forms, 17 MB of text: about 370 MB). Cut
 * at their heads, the trie has a few nodes per text whatever the texts' lengths; the texts
 * themselves are kept once, as they are.
 *
 * Speed: a command's output is nearly all bytes that start no text or break off a match at
 * once, and the redactor reads every one. So the nodes near the root (the root, and one and two
 * bytes deep) each have a full row of 256 transitions with the failure links already followed:
 * such a byte costs one lookup, whatever the number of texts (hundreds of secrets, each with
 * about ten forms). Deeper nodes, reached only inside a likely match, look their few children up.
 * A head is long enough that at most {@link FANOUT} longer texts begin with it, so where a head
 * is seen, a few comparisons settle it, even when thousands of values begin alike
 * (`postgres://app:`); and it goes past a repeated beginning (`xxxx…`), so that a long run in
 * the output is read once, not compared again at every byte.
 */

/** No node: a missing child, or no node along the failure links ({@link Matcher.opening}). */
export const NONE = -1;

/** Bytes of each text in the trie at least; a head grows by as many while it is shared. */
export const PREFIX = 8;

/** At most this many longer texts begin with one head (unless they are the same to their end). */
export const FANOUT = 4;

/**
 * A node's hits: the length of the longest short text that ends there, its own or a suffix's (0
 * when none), with this bit set when longer texts begin with the node's bytes or a suffix's.
 */
export const OPENS = 1 << 30;
export const LENGTH = OPENS - 1;

/**
 * How many bytes of each text go in the trie. Every text starts with `step` bytes (or all of
 * it), or more to go past a repeated beginning ({@link periodicPrefix}); the heads of more than
 * {@link FANOUT} longer texts that are alike grow by `step` bytes, again while still shared. A
 * text that is all head ends in the trie.
 */
export function headLengths(
  texts: readonly Uint8Array[],
  step: number,
  whole: ReadonlySet<Uint8Array> = new Set(),
): Int32Array {
  const lengths = new Int32Array(texts.length);
  // Heads are told apart by a hash of their bytes, grown with them: texts whose heads share a
  // hash are counted together, so a hash shared by chance only grows a few heads more.
  const hashes = new Uint32Array(texts.length);
  const scratch = { border: new Int32Array(0) };
  let open: number[] = [];
  texts.forEach((text, i) => {
    const head =
      whole.has(text) || text.length <= step
        ? text.length
        : Math.max(step, periodicPrefix(text, scratch) + 1);
    lengths[i] = Math.min(text.length, head);
    hashes[i] = hashOf(text, 0, lengths[i] ?? 0, FNV_OFFSET);
    if (text.length > (lengths[i] ?? 0)) open.push(i);
  });
  while (open.length > FANOUT) {
    const counts = new Map<number, number>();
    for (const i of open) counts.set(hashes[i] ?? 0, (counts.get(hashes[i] ?? 0) ?? 0) + 1);
    const still: number[] = [];
    for (const i of open) {
      if ((counts.get(hashes[i] ?? 0) ?? 0) <= FANOUT) continue;
      const text = texts[i] as Uint8Array;
      const from = lengths[i] ?? 0;
      const to = Math.min(text.length, from + step);
      lengths[i] = to;
      hashes[i] = hashOf(text, from, to, hashes[i] ?? 0);
      if (text.length > to) still.push(i);
    }
    open = still;
  }
  return lengths;
}

const FNV_OFFSET = 0x811c9dc5;

/** FNV-1a over `text[from..to)`, going on from `hash`. */
function hashOf(text: Uint8Array, from: number, to: number, hash: number): number {
  let h = hash;
  for (let i = from; i < to; i++) h = Math.imul(h ^ (text[i] ?? 0), 0x01000193) >>> 0;
  return h;
}

/** The longest piece {@link periodicPrefix} looks for: past it, texts are read as they come. */
const MAX_PERIOD = 256;

/**
 * The length of the longest beginning of `text` made of one piece said at least twice (`xxxx`,
 * `abab`, `abcab`: a period at most half its length, and at most {@link MAX_PERIOD} bytes), 0
 * when none. A head must go past it: where the output repeats such a piece, a head inside it
 * would be seen at every period, and each sighting compared with the rest of the text, over and
 * over; in the trie, the automaton reads the run once. `scratch` is reused between calls.
 */
export function periodicPrefix(
  text: Uint8Array,
  scratch: { border: Int32Array } = { border: new Int32Array(0) },
): number {
  // The prefix function: border[m] is the longest proper border of the first m + 1 bytes.
  if (scratch.border.length < text.length) scratch.border = new Int32Array(text.length);
  const { border } = scratch;
  let longest = 0;
  for (let m = 1, k = 0; m < text.length; m++) {
    while (k > 0 && text[m] !== text[k]) k = border[k - 1] ?? 0;
    if (text[m] === text[k]) k++;
    border[m] = k;
    // The first m + 1 bytes have period m + 1 - k, which never shrinks as they grow.
    const period = m + 1 - k;
    if (period > MAX_PERIOD) break;
    if (2 * period <= m + 1) longest = m + 1;
  }
  return longest;
}

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
  /** Per node: the length of the text that ends there, and {@link OPENS} for a longer one. */
  readonly ends: Int32Array;
  /** Per text: the node where its head ends. */
  readonly headNode: Int32Array;
}

/**
 * The texts' heads as a trie; node 0 is the root. The nodes up to {@link DENSE_DEPTH} bytes deep
 * are made first, depth by depth, so they are numbered 1 to `shallow` - 1 in breadth-first
 * order, before every deeper node.
 */
function buildTrie(
  texts: readonly Uint8Array[],
  heads: Int32Array,
): Trie & { readonly shallow: number } {
  // A node per byte of the heads at most: allocated once, never grown (growing would hold both).
  const capacity = heads.reduce((sum, length) => sum + length, 1);
  const label = new Uint8Array(capacity);
  const firstChild = new Int32Array(capacity).fill(NONE);
  const nextSibling = new Int32Array(capacity).fill(NONE);
  const depth = new Int32Array(capacity);
  const ends = new Int32Array(capacity);
  const headNode = new Int32Array(texts.length);
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
  for (let length = 1; length <= DENSE_DEPTH; length++) {
    texts.forEach((text, i) => insert(text.subarray(0, Math.min(length, heads[i] ?? 0))));
  }
  const shallow = size;
  texts.forEach((text, i) => {
    const head = heads[i] ?? 0;
    if (head === 0) return;
    const node = insert(text.subarray(0, head));
    headNode[i] = node;
    ends[node] = (ends[node] ?? 0) | (text.length > head ? OPENS : text.length);
  });
  return { size, shallow, label, firstChild, nextSibling, depth, ends, headNode };
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
  /**
   * Per node: the length of the longest short text that ends here, its own or a suffix's (0 when
   * none), and {@link OPENS} when longer texts begin here or at a suffix ({@link opening}).
   */
  readonly hits: Int32Array;
  /**
   * Per node: the node itself if longer texts begin with its bytes, else the nearest such node
   * along its failure links ({@link NONE} when none). The next one after node `o` is
   * `opening[fail[o]]`.
   */
  readonly opening: Int32Array;
  /**
   * Nodes below this number (the root and the nodes near it) have a row: the next node after
   * node n for byte b is `table[n * 256 + b]`.
   */
  readonly dense: number;
  readonly table: Int32Array;
  /** Per node where longer texts begin: those texts. */
  private readonly longer = new Map<number, Uint8Array[]>();
  private readonly size: number;
  private readonly texts: readonly Uint8Array[];
  private readonly step: number;
  /** Texts kept whole in the trie, heads or not ({@link withWhole}). */
  private readonly whole: ReadonlySet<Uint8Array>;

  /**
   * `whole`: texts kept whole in the trie ({@link withWhole}). `prefix` is for tests: a small one
   * makes short texts take the longer texts' way.
   */
  constructor(
    texts: readonly Uint8Array[],
    {
      prefix = PREFIX,
      whole = new Set(),
    }: { prefix?: number; whole?: ReadonlySet<Uint8Array> } = {},
  ) {
    this.texts = texts;
    this.step = Math.max(1, prefix);
    this.whole = whole;
    const trie = buildTrie(texts, headLengths(texts, this.step, whole));
    const { size } = trie;
    this.size = size;
    this.label = trie.label.subarray(0, size);
    this.firstChild = trie.firstChild.subarray(0, size);
    this.nextSibling = trie.nextSibling.subarray(0, size);
    this.depth = trie.depth.subarray(0, size);
    this.hits = trie.ends.subarray(0, size);
    this.opening = new Int32Array(size).fill(NONE);
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
        const fail = node === 0 ? 0 : this.next(this.fail[node] ?? 0, this.label[c] ?? 0);
        this.fail[c] = fail;
        const hits = this.hits[c] ?? 0;
        const opening = hits & OPENS ? c : (this.opening[fail] ?? NONE);
        this.opening[c] = opening;
        // A shorter text ending here is covered by the longer one; only the longest counts.
        const length = hits & LENGTH || (this.hits[fail] ?? 0) & LENGTH;
        this.hits[c] = length | (opening === NONE ? 0 : OPENS);
      }
    }
    texts.forEach((text, i) => {
      const node = trie.headNode[i] ?? 0;
      if (node === 0 || text.length <= (this.depth[node] ?? 0)) return;
      const list = this.longer.get(node);
      if (list) list.push(text);
      else this.longer.set(node, [text]);
    });
  }

  /** The nodes in the trie: a few per text, whatever the texts' lengths. */
  get nodes(): number {
    return this.size;
  }

  /** The texts longer than their heads that begin with node `node`'s bytes (one of {@link opening}). */
  longerAt(node: number): readonly Uint8Array[] {
    return this.longer.get(node) ?? [];
  }

  /**
   * The same texts, with those longer than their heads that begin at `nodes` kept whole in the
   * trie: the redactor's way out when comparing them costs more than reading the output.
   */
  withWhole(nodes: Iterable<number>): Matcher {
    const whole = new Set(this.whole);
    for (const node of nodes) for (const text of this.longerAt(node)) whole.add(text);
    return new Matcher(this.texts, { prefix: this.step, whole });
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
