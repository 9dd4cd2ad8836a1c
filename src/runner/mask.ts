/** Lines shorter than this are not registered on their own: masking "a" or "{" would wreck logs. */
export const MIN_LINE_MASK_LENGTH = 4;

const LINE_BREAK = /[\r\n]/;

/**
 * The strings to register with the log masker for one value: the whole value, and each line of
 * a multi-line value that is long enough to mask without wrecking logs. Older self-hosted
 * runners do not split values into lines themselves, so the lines are registered explicitly.
 */
export function masksFor(value: string): string[] {
  // Blank text is never a secret worth hiding, and the runner warns for every blank mask.
  if (value.trim() === '') return [];
  const masks = [value];
  if (LINE_BREAK.test(value)) {
    for (const line of value.split(/\r?\n|\r/)) {
      const trimmed = line.trim();
      if (trimmed.length >= MIN_LINE_MASK_LENGTH && trimmed !== value) masks.push(trimmed);
    }
  }
  return masks;
}

/** Registers values with the log masker, each string once however often it is given. */
export interface Masker {
  /** Registers every value (and its lines); returns how many strings were new. */
  add(values: Iterable<string>): number;
  /** Registers one value (and its lines); returns how many strings were new. */
  addValue(value: string): number;
}

export function createMasker(mask: (value: string) => void): Masker {
  const done = new Set<string>();
  const addValue = (value: string): number => {
    if (done.has(value)) return 0;
    // Most values are one line: the value itself is the only mask.
    if (!LINE_BREAK.test(value) && value.trim() !== '') {
      done.add(value);
      mask(value);
      return 1;
    }
    let added = 0;
    for (const text of masksFor(value)) {
      if (done.has(text)) continue;
      done.add(text);
      mask(text);
      added++;
    }
    return added;
  };
  return {
    add(values) {
      let added = 0;
      for (const value of values) added += addValue(value);
      return added;
    },
    addValue,
  };
}

/** Registers every value (and its lines) before anything can print or write it. */
export function maskAll(values: Iterable<string>, mask: (value: string) => void): number {
  return createMasker(mask).add(values);
}
