import type { BodyReader } from './body.js';

/**
 * A listed secret: the fields the code reads. Listings carry a dozen more per secret (ids,
 * version, comment, tags, timestamps, metadata); they are not kept (see below).
 */
export interface Secret {
  /** The project's id for own secrets; empty for imported ones. */
  workspace: string;
  /** `shared`, or `personal` for the caller's own override. */
  type: string;
  secretKey: string;
  secretValue: string;
  /** Folder of the secret; present for local secrets (always with `recursive`). */
  secretPath?: string;
  /**
   * Newer servers: true when the caller may list this secret but not read its value, which is
   * then a placeholder (see `api/hidden.ts`).
   */
  secretValueHidden?: boolean;
}

/**
 * Reads a secret listing to the value `JSON.parse` gives for the whole text, except that each
 * secret keeps only the fields of {@link Secret} (a server sends a dozen more per secret: ids,
 * version, comment, tags, timestamps, metadata). It reads as the body arrives: the secrets that
 * are complete in a piece are parsed together and reduced at once, so neither the whole text nor
 * the full objects are ever held: the 6 MB listing of 10,000 secrets keeps about 2.5 MB, where
 * its bytes, its text and its full objects held over 20 MB at once.
 *
 * Only the structure around the secrets is read here: the top-level object, its `secrets` list,
 * its `imports` list and each import's object and `secrets` list. Everything else (the secrets
 * included) is handed to `JSON.parse`, so the reader is exactly as strict as `JSON.parse` (a
 * text it refuses throws a SyntaxError), a repeated key keeps its last value, and a key such as
 * `__proto__` is an ordinary field. Linear in the text, however it is cut into pieces.
 */
export function secretListingReader(): BodyReader {
  return new ListingReader();
}

/** What a container is, which says how its values are read. */
type Role = 'listing' | 'secrets' | 'imports' | 'group';

interface Frame {
  readonly role: Role;
  readonly list?: unknown[];
  readonly object?: Record<string, unknown>;
  /** The key whose value comes next (objects). */
  key?: string;
}

/** What the text may hold next, outside a captured value. */
const Expect = {
  Root: 0,
  KeyOrClose: 1,
  Key: 2,
  Colon: 3,
  Member: 4,
  ElementOrClose: 5,
  Element: 6,
  CommaOrClose: 7,
  End: 8,
} as const;
type Expect = (typeof Expect)[keyof typeof Expect];

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

const isSpace = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

function unexpected(what: string): never {
  throw new SyntaxError(`Unexpected ${what} in JSON`);
}

class ListingReader implements BodyReader {
  #stack: Frame[] = [];
  #expect: Expect = Expect.Root;
  #root: unknown;
  /** The project id and folder of the last secret: the same for thousands, kept once. */
  #workspace: unknown;
  #folder: unknown;

  // A value (or key) being captured whole, for JSON.parse: its pieces so far and where the scan
  // is inside it.
  #capturing = false;
  #isKey = false;
  #parts: string[] = [];
  #literal = false;
  #depth = 0;
  #inString = false;
  /** Inside a string: the piece so far ended in an unescaped backslash. */
  #escaped = false;

  push(text: string): void {
    let i = 0;
    const n = text.length;
    // Whether a run of secrets may still be read with one JSON.parse in this piece (see #run).
    let runs = true;
    while (i < n) {
      if (this.#capturing) {
        i = this.#scan(text, i, i);
        continue;
      }
      const c = text.charCodeAt(i);
      if (isSpace(c)) {
        i++;
        continue;
      }
      switch (this.#expect) {
        case Expect.Root:
        case Expect.Member:
        case Expect.Element:
        case Expect.ElementOrClose: {
          if (this.#expect === Expect.ElementOrClose && c === CLOSE_BRACKET) {
            this.#close();
            i++;
            break;
          }
          if (runs && c === OPEN_BRACE && this.#stack.at(-1)?.role === 'secrets') {
            const end = this.#run(text, i);
            if (end > i) {
              i = end;
              break;
            }
            runs = false;
          }
          const role = this.#containerRole(c);
          if (role === undefined) {
            i = this.#start(text, i, false);
          } else {
            const array = c === OPEN_BRACKET;
            this.#stack.push(array ? { role, list: [] } : { role, object: {} });
            this.#expect = array ? Expect.ElementOrClose : Expect.KeyOrClose;
            i++;
          }
          break;
        }
        case Expect.KeyOrClose:
        case Expect.Key:
          if (this.#expect === Expect.KeyOrClose && c === CLOSE_BRACE) {
            this.#close();
            i++;
          } else {
            if (c !== QUOTE) unexpected('token where a key was expected');
            i = this.#start(text, i, true);
          }
          break;
        case Expect.Colon:
          if (c !== COLON) unexpected('token where a colon was expected');
          this.#expect = Expect.Member;
          i++;
          break;
        case Expect.CommaOrClose: {
          const top = this.#top();
          if (c === COMMA) this.#expect = top.list ? Expect.Element : Expect.Key;
          else if (c === (top.list ? CLOSE_BRACKET : CLOSE_BRACE)) this.#close();
          else unexpected('token after a value');
          i++;
          break;
        }
        case Expect.End:
          unexpected('token after the end');
      }
    }
  }

  end(): unknown {
    if (this.#capturing && this.#literal) this.#finish();
    if (this.#capturing) unexpected('end');
    if (this.#expect === Expect.Root) return undefined;
    if (this.#expect !== Expect.End) unexpected('end');
    return this.#root;
  }

  /**
   * Reads, with one JSON.parse, the secrets from `at` (where one starts) to the last one that
   * ends in this piece; returns where they end, or `at` when that is not sure. The candidate end
   * is a `}` (the last of the piece, else the one before it): the text up to it is parsed as the
   * elements of a list, which succeeds only if the `}` really ends a secret of this list (JSON is
   * read the same way from the same start, so a `}` inside a string or a nested object, or past
   * the list's end, makes that text invalid). Secrets cut by the piece's end, and anything a
   * candidate does not cover, are read one by one.
   */
  #run(text: string, at: number): number {
    let from = text.length - 1;
    for (let attempt = 0; attempt < 2; attempt++) {
      const close = text.lastIndexOf('}', from);
      if (close < at) return at;
      from = close - 1;
      let values: unknown[];
      try {
        values = JSON.parse(`[${text.slice(at, close + 1)}]`) as unknown[];
      } catch {
        continue;
      }
      const list = this.#top().list ?? [];
      values.forEach((value) => list.push(this.#kept(value)));
      this.#expect = Expect.CommaOrClose;
      return close + 1;
    }
    return at;
  }

  /** The role of a container starting with `c` where a value is expected; undefined: read whole. */
  #containerRole(c: number): Role | undefined {
    if (c !== OPEN_BRACE && c !== OPEN_BRACKET) return undefined;
    const top = this.#stack.at(-1);
    if (!top) return c === OPEN_BRACE ? 'listing' : undefined;
    if (top.role === 'imports') return c === OPEN_BRACE ? 'group' : undefined;
    if (top.object && c === OPEN_BRACKET) {
      if (top.key === 'secrets' && (top.role === 'listing' || top.role === 'group')) {
        return 'secrets';
      }
      if (top.key === 'imports' && top.role === 'listing') return 'imports';
    }
    return undefined;
  }

  /** Starts capturing the value (or key) at `at`; returns where the scan stopped. */
  #start(text: string, at: number, isKey: boolean): number {
    const c = text.charCodeAt(at);
    this.#capturing = true;
    this.#isKey = isKey;
    this.#literal = c !== QUOTE && c !== OPEN_BRACE && c !== OPEN_BRACKET;
    this.#inString = c === QUOTE;
    this.#escaped = false;
    this.#depth = c === OPEN_BRACE || c === OPEN_BRACKET ? 1 : 0;
    return this.#scan(text, this.#literal ? at : at + 1, at);
  }

  /**
   * Scans the captured value from `from` (its piece in this text starts at `pieceStart`); keeps
   * the piece and, when the value ends here, reads it. Returns where the scan stopped.
   */
  #scan(text: string, from: number, pieceStart: number): number {
    const n = text.length;
    let j = from;
    if (this.#literal) {
      // A number, true, false or null (or something JSON.parse will refuse): up to a delimiter.
      for (; j < n; j++) {
        const c = text.charCodeAt(j);
        if (c === COMMA || c === CLOSE_BRACE || c === CLOSE_BRACKET || isSpace(c)) {
          if (j > pieceStart) this.#parts.push(text.slice(pieceStart, j));
          if (this.#parts.length === 0) unexpected('token where a value was expected');
          this.#finish();
          return j;
        }
      }
      this.#parts.push(text.slice(pieceStart, n));
      return n;
    }
    while (j < n) {
      if (this.#inString) {
        const quote = text.indexOf('"', j);
        if (quote < 0) {
          this.#escaped = endsEscaped(text, j, n, this.#escaped);
          break;
        }
        if (endsEscaped(text, j, quote, this.#escaped)) {
          this.#escaped = false;
          j = quote + 1;
          continue;
        }
        this.#inString = false;
        this.#escaped = false;
        j = quote + 1;
        if (this.#depth === 0) return this.#complete(text, pieceStart, j);
        continue;
      }
      const c = text.charCodeAt(j++);
      if (c === QUOTE) this.#inString = true;
      else if (c === OPEN_BRACE || c === OPEN_BRACKET) this.#depth++;
      else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --this.#depth === 0) {
        return this.#complete(text, pieceStart, j);
      }
    }
    this.#parts.push(text.slice(pieceStart, n));
    return n;
  }

  #complete(text: string, pieceStart: number, end: number): number {
    this.#parts.push(text.slice(pieceStart, end));
    this.#finish();
    return end;
  }

  /** Parses the captured text and hands the value on. */
  #finish(): void {
    const parts = this.#parts;
    const value: unknown = JSON.parse(parts.join(''));
    this.#parts = [];
    this.#capturing = false;
    if (this.#isKey) {
      this.#top().key = value as string;
      this.#expect = Expect.Colon;
    } else {
      this.#deliver(value);
    }
  }

  /**
   * A secret with only the fields of {@link Secret} (a field it lacks is undefined); anything
   * other than an object as it is (the answer's check reports it).
   */
  #kept(value: unknown): unknown {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const full = value as Record<string, unknown>;
    let { workspace, secretPath } = full;
    if (workspace === this.#workspace) workspace = this.#workspace;
    else this.#workspace = workspace;
    if (secretPath === this.#folder) secretPath = this.#folder;
    else this.#folder = secretPath;
    const kept: Record<keyof Secret, unknown> = {
      workspace,
      type: full.type,
      secretKey: full.secretKey,
      secretValue: full.secretValue,
      secretPath,
      secretValueHidden: full.secretValueHidden,
    };
    return kept;
  }

  /** The innermost container (there is one wherever this is asked). */
  #top(): Frame {
    const top = this.#stack.at(-1);
    if (!top) return unexpected('token');
    return top;
  }

  /** Ends the innermost container and hands it on. */
  #close(): void {
    const frame = this.#top();
    this.#stack.pop();
    this.#deliver(frame.list ?? frame.object);
  }

  /** Puts a complete value where it belongs: the root, the next element, or the current key. */
  #deliver(value: unknown): void {
    const top = this.#stack.at(-1);
    if (!top) {
      this.#root = value;
      this.#expect = Expect.End;
      return;
    }
    this.#expect = Expect.CommaOrClose;
    if (top.list) {
      top.list.push(top.role === 'secrets' ? this.#kept(value) : value);
      return;
    }
    // As JSON.parse does: an own field whatever the key (`__proto__` included); the last wins.
    Object.defineProperty(top.object, top.key ?? '', {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  }
}

/**
 * Whether the character at `end` is escaped: the backslashes just before it, in `text` from
 * `from` on, are odd in number, counting those before `from` (`escaped`: they were odd).
 */
function endsEscaped(text: string, from: number, end: number, escaped: boolean): boolean {
  let at = end;
  while (at > from && text.charCodeAt(at - 1) === BACKSLASH) at--;
  const odd = (end - at) % 2 === 1;
  return at === from ? odd !== escaped : odd;
}
