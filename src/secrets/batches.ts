/**
 * Splitting batch writes by the size of their JSON body. The server refuses a body over 1 MiB
 * with a bare 500 (Fastify's default limit), so a batch is kept well under it.
 */

/** The server's limit on a request body, in bytes. */
export const SERVER_BODY_LIMIT = 1024 * 1024;

/**
 * Most bytes this action puts in one batch body: half the server's limit, which leaves room for a
 * proxy or gateway in front of the server with a tighter limit than the server's own.
 */
export const BATCH_BODY_CAP = 512 * 1024;

const bytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value), 'utf8');

/** Bytes of the JSON body of a batch request: the location's fields and the entries. */
export function batchBodyBytes(location: object, entries: readonly object[]): number {
  return bytes({ ...location, secrets: entries });
}

/** Whether one entry, alone in a batch, fits in a body the server takes. */
export function fitsOneRequest(location: object, entry: object): boolean {
  return batchBodyBytes(location, [entry]) <= SERVER_BODY_LIMIT;
}

/**
 * Splits entries, in order, into as few batches as keep each body within `cap` bytes. An entry too
 * large to share a batch goes alone (entries that no request can carry are refused before this).
 */
export function splitBatches<T extends object>(
  location: object,
  entries: readonly T[],
  cap: number = BATCH_BODY_CAP,
): T[][] {
  const empty = batchBodyBytes(location, []);
  const batches: T[][] = [];
  let current: T[] = [];
  let size = empty;
  for (const entry of entries) {
    // Each entry adds its JSON and a comma (one comma too many counted: a byte of margin).
    const added = bytes(entry) + 1;
    if (current.length > 0 && size + added > cap) {
      batches.push(current);
      current = [];
      size = empty;
    }
    current.push(entry);
    size += added;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
