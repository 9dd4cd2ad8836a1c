/** Lines shorter than this are not registered on their own: masking "a" or "{" would wreck logs. */
export const MIN_LINE_MASK_LENGTH = 4;

/**
 * The strings to register with the log masker for one value: the whole value, and each line of
 * a multi-line value that is long enough to mask without wrecking logs. Older self-hosted
 * runners do not split values into lines themselves, so the lines are registered explicitly.
 */
export function masksFor(value: string): string[] {
  if (value === '') return [];
  const masks = [value];
  if (/[\r\n]/.test(value)) {
    for (const line of value.split(/\r?\n|\r/)) {
      const trimmed = line.trim();
      if (trimmed.length >= MIN_LINE_MASK_LENGTH && trimmed !== value) masks.push(trimmed);
    }
  }
  return masks;
}

/** Registers every value (and its lines) before anything can print or write it. */
export function maskAll(values: Iterable<string>, mask: (value: string) => void): number {
  const done = new Set<string>();
  for (const value of values) {
    for (const text of masksFor(value)) {
      if (done.has(text)) continue;
      done.add(text);
      mask(text);
    }
  }
  return done.size;
}
