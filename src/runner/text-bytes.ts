import { writeSync } from 'node:fs';

/**
 * Gathers text as UTF-8 in a buffer and hands the bytes to `flush` whenever it is full (a long
 * text goes through it slice by slice): thousands of small strings become a few writes, and no
 * large string or buffer is ever built. With `reuse` the buffer is written over after each flush
 * (for a synchronous write); otherwise each flush hands over a buffer of its own.
 */
export class TextBytes {
  readonly #flush: (bytes: Buffer) => void;
  readonly #size: number;
  readonly #reuse: boolean;
  #buffer: Buffer | undefined;
  #used = 0;

  constructor(flush: (bytes: Buffer) => void, options: { size?: number; reuse?: boolean } = {}) {
    this.#flush = flush;
    this.#size = Math.max(16, options.size ?? 64 * 1024);
    this.#reuse = options.reuse ?? false;
  }

  write(text: string): void {
    const free = this.#size - this.#used;
    // A UTF-16 unit takes at most 3 bytes: only a text longer than a third of the space left
    // needs measuring.
    if (text.length * 3 > free) {
      if (text.length * 3 > this.#size) {
        this.#slices(text);
        return;
      }
      if (text.length > free || Buffer.byteLength(text, 'utf8') > free) this.end();
    }
    const buffer = (this.#buffer ??= Buffer.allocUnsafeSlow(this.#size));
    this.#used += buffer.write(text, this.#used, 'utf8');
  }

  /** Hands over what is gathered. */
  end(): void {
    if (!this.#buffer || this.#used === 0) return;
    const bytes = this.#buffer.subarray(0, this.#used);
    if (!this.#reuse) this.#buffer = undefined;
    this.#used = 0;
    this.#flush(bytes);
  }

  /** A long text, in slices that each fit an empty buffer, never splitting a surrogate pair. */
  #slices(text: string): void {
    const step = Math.floor(this.#size / 3);
    for (let at = 0; at < text.length;) {
      let end = Math.min(at + step, text.length);
      const last = text.charCodeAt(end - 1);
      if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
      this.write(text.slice(at, end));
      at = end;
    }
  }
}

/** Writes every byte to an open file, however many writes it takes. */
export const writeAll =
  (fd: number) =>
  (bytes: Buffer): void => {
    for (let done = 0; done < bytes.length;) {
      done += writeSync(fd, bytes, done, bytes.length - done);
    }
  };

/** Writes a text, or its pieces in order (UTF-8), to an open file through a {@link TextBytes}. */
export function writeText(fd: number, text: string | readonly string[]): void {
  const bytes = new TextBytes(writeAll(fd), { reuse: true });
  if (typeof text === 'string') bytes.write(text);
  else text.forEach((piece) => bytes.write(piece));
  bytes.end();
}
