import { TransportError } from '../errors/transport.js';

/** Makes a value of a body given piece by piece, as it arrives. */
export interface BodyReader {
  /** Reads the next piece of text; throws (a SyntaxError) as soon as the body cannot be read. */
  push(text: string): void;
  /** The value of the whole body (undefined for nothing but whitespace); throws if it ended early. */
  end(): unknown;
}

/** A response body: its text, or what a {@link BodyReader} made of it (the text is then empty). */
export interface Body {
  body: string;
  read?: { value: unknown } | { error: unknown };
}

/** Gathers a response body as its chunks arrive. */
export interface BodyCollector {
  /** Takes the next chunk; a TransportError when the body cannot be read. */
  add(chunk: Buffer): TransportError | undefined;
  /** The whole body, once the last chunk is in. */
  finish(): Body | TransportError;
}

const notUtf8 = (): TransportError =>
  new TransportError('NOT_UTF8', 'the response body is not valid UTF-8');

/**
 * Collects a body with status `status`. With `read` a 2xx body goes to the reader as it arrives,
 * decoded piece by piece (strict UTF-8, characters split between chunks joined), so a large
 * answer is never held whole, as bytes or as text. Otherwise the chunks are kept and decoded
 * at the end.
 */
export function collectBody(status: number, read?: () => BodyReader): BodyCollector {
  const reader = status >= 200 && status < 300 ? read?.() : undefined;
  if (!reader) {
    const chunks: Buffer[] = [];
    return {
      add(chunk) {
        chunks.push(chunk);
        return undefined;
      },
      finish() {
        const body = decode(Buffer.concat(chunks), status);
        return body === undefined ? notUtf8() : { body };
      },
    };
  }
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let failed: { error: unknown } | undefined;
  // After the reader fails, the rest is still decoded: a body that is not UTF-8 says so first.
  const feed = (piece: string): void => {
    if (failed || piece === '') return;
    try {
      reader.push(piece);
    } catch (error) {
      failed = { error };
    }
  };
  return {
    add(chunk) {
      let piece: string;
      try {
        piece = decoder.decode(chunk, { stream: true });
      } catch {
        return notUtf8();
      }
      feed(piece);
      return undefined;
    },
    finish() {
      let piece: string;
      try {
        piece = decoder.decode();
      } catch {
        return notUtf8();
      }
      feed(piece);
      if (failed) return { body: '', read: failed };
      try {
        return { body: '', read: { value: reader.end() } };
      } catch (error) {
        return { body: '', read: { error } };
      }
    },
  };
}

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The body as text. A 2xx body is decoded strictly (undefined when it is not UTF-8): its values
 * are used as they are, and a replaced byte would change a secret. An error body only feeds a
 * message, so a bad byte there becomes U+FFFD and the status still reaches the user.
 */
function decode(bytes: Buffer, status: number): string | undefined {
  if (status < 200 || status >= 300) return bytes.toString('utf8');
  try {
    return strict.decode(bytes);
  } catch {
    return undefined;
  }
}
