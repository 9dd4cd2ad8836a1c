// Masks: the whole value and every line long enough to mask (4+ characters once trimmed).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskAll, masksFor, MIN_LINE_MASK_LENGTH } from '../../src/runner/mask.js';
import { secretValue } from './arbitraries.ts';

describe('masksFor', () => {
  it('registers no blank value (the runner posts a warning for each) but any other', () => {
    for (const blank of ['', ' ', '\t', '\n', ' \r\n ', '\u00a0'])
      expect(masksFor(blank)).toEqual([]);
    expect(masksFor('1')).toEqual(['1']);
    expect(masksFor(' x ')).toEqual([' x ']);
  });

  it('covers the whole value and every line of 4+ characters, and nothing shorter but the value', () => {
    fc.assert(
      fc.property(secretValue, (value) => {
        const masks = masksFor(value);
        // Blank values are never registered: the runner warns for every blank mask.
        if (value.trim() === '') return void expect(masks).toEqual([]);
        expect(masks[0]).toBe(value);
        // One line: the value itself is the mask (the runner matches it as printed).
        if (!/[\r\n]/.test(value)) return void expect(masks).toEqual([value]);
        for (const line of value.split(/\r\n|\r|\n/)) {
          if (line.trim().length >= MIN_LINE_MASK_LENGTH) expect(masks).toContain(line.trim());
        }
        for (const mask of masks.slice(1)) {
          expect(mask.length).toBeGreaterThanOrEqual(MIN_LINE_MASK_LENGTH);
          expect(mask).not.toMatch(/[\r\n]/);
          expect(value).toContain(mask);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('maskAll registers each string once and covers every value', () => {
    fc.assert(
      fc.property(fc.array(secretValue, { maxLength: 10 }), (values) => {
        const registered: string[] = [];
        const count = maskAll(values, (text) => registered.push(text));
        expect(count).toBe(registered.length);
        expect(new Set(registered).size).toBe(registered.length);
        for (const value of values)
          for (const mask of masksFor(value)) expect(registered).toContain(mask);
      }),
      { numRuns: 500 },
    );
  });
});
