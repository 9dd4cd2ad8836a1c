// The streaming redactor of `infisical-ci run`: whatever way the output is cut into chunks, it
// writes exactly what hiding every occurrence at once would, and passes everything else through.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Matcher, RedactionSet, Redactor, formsOf } from '../../src/cli/redact.js';
import { redactAtOnce, streamThrough } from '../support/redaction.ts';

/** Streams `input` through a redactor in the given chunk sizes (the rest in one last chunk). */
const redactInChunks = (texts: readonly Uint8Array[], input: Buffer, sizes: number[]): Buffer =>
  streamThrough(new Redactor(new Matcher(texts)), input, sizes);

const bytes = (text: string): Buffer => Buffer.from(text, 'utf8');

describe('Redactor', () => {
  it('hides a value, a value split across chunks, and each overlapping value whole', () => {
    const texts = [bytes('secret-value'), bytes('abcd'), bytes('cdef')];
    expect(redactInChunks(texts, bytes('x secret-value y'), []).toString()).toBe('x *** y');
    expect(redactInChunks(texts, bytes('x secret-value y'), [5, 1, 3]).toString()).toBe('x *** y');
    // Longest-first would leave `ef` (the tail of `cdef`) visible.
    expect(redactInChunks(texts, bytes('_abcdef_'), [3]).toString()).toBe('_***_');
    // Adjacent occurrences are one run.
    expect(redactInChunks(texts, bytes('abcdabcd.'), [2, 2, 2]).toString()).toBe('***.');
  });

  it('holds back only what could still become a value, and writes it at the end', () => {
    const redactor = new Redactor(new Matcher([bytes('password')]));
    expect(redactor.write(bytes('type pass')).toString()).toBe('type ');
    expect(redactor.write(bytes('port')).toString()).toBe('passport');
    expect(redactor.write(bytes(' and passw')).toString()).toBe(' and ');
    expect(redactor.end().toString()).toBe('passw');
  });

  it('passes binary output through unchanged where nothing matches, and hides a match in it', () => {
    const binary = randomBytes(64 * 1024);
    const texts = [bytes('a value that random bytes will not hold')];
    expect(redactInChunks(texts, binary, [1000, 7, 4096]).equals(binary)).toBe(true);
    const value = Buffer.from([0x00, 0xff, 0xfe, 0x80, 0x01]);
    const input = Buffer.concat([binary.subarray(0, 10), value, binary.subarray(10, 20)]);
    const out = redactInChunks([value], input, [12]);
    expect(out.equals(redactAtOnce([value], input))).toBe(true);
    expect(out.includes(value)).toBe(false);
  });

  it('keeps memory bounded on a long line: it holds back less than the longest value', () => {
    const redactor = new Redactor(new Matcher([bytes('abcdefgh')]));
    let written = 0;
    const chunk = Buffer.alloc(7 * 150, 'abcdefg');
    for (let i = 0; i < 1000; i++) written += redactor.write(chunk).length;
    // Every chunk comes out at once but for its last 7 bytes (a prefix of the value).
    expect(written).toBe(1000 * chunk.length - 7);
    expect(redactor.end().length).toBe(7);
  });

  it('equals the one-shot replacement for random values, text and chunking', () => {
    const alphabet = fc.constantFrom(...'abcab\n\x00\xff'.split(''));
    const text = (max: number) => fc.string({ unit: alphabet, maxLength: max });
    fc.assert(
      fc.property(
        fc.array(text(6), { maxLength: 5 }),
        fc.array(fc.oneof(text(40), fc.constant('')), { maxLength: 6 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 30 }),
        (values, pieces, sizes) => {
          const texts = values.map((value) => Buffer.from(value, 'latin1'));
          // The input mixes random text with the values themselves, so matches are common.
          const input = Buffer.from(
            pieces.map((piece, i) => piece + (values[i] ?? '')).join(''),
            'latin1',
          );
          expect(redactInChunks(texts, input, sizes).toString('latin1')).toBe(
            redactAtOnce(texts, input).toString('latin1'),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('equals the one-shot replacement with thousands of texts (more nodes near the root than get a row)', () => {
    // 20 first bytes times 256 second bytes: more two-byte prefixes than rows, and the later
    // first bytes are failure links of the earlier prefixes (`0 17` falls back to `17`).
    const texts: Buffer[] = [];
    for (let first = 0; first < 20; first++) {
      for (let second = 0; second < 256; second++) {
        texts.push(Buffer.from([first, second, 200 + ((first + second) % 8)]));
      }
    }
    const matcher = new Matcher(texts);
    expect(matcher.dense).toBeLessThan(matcher.depth.filter((depth) => depth <= 2).length);
    const unit = fc.oneof(fc.nat(19), fc.integer({ min: 200, max: 207 }), fc.nat(255));
    fc.assert(
      fc.property(
        fc.array(unit, { maxLength: 400 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 20 }),
        (input, sizes) => {
          const buffer = Buffer.from(input);
          expect(redactInChunks(texts, buffer, sizes).equals(redactAtOnce(texts, buffer))).toBe(
            true,
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it('equals the one-shot replacement for multi-byte UTF-8 values cut inside a character', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 20 }),
        (values, filler, sizes) => {
          const texts = values.map(bytes);
          const input = bytes(`${filler}${values.join(filler)}${filler}`);
          expect(redactInChunks(texts, input, sizes).equals(redactAtOnce(texts, input))).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('RedactionSet', () => {
  it('hides the value and its JSON-escaped, URL-encoded and base64 forms; never blank text', () => {
    const set = new RedactionSet();
    set.add('p@ss"w\'rd$ & =');
    set.add('   ');
    expect(set.size).toBe(formsOf('p@ss"w\'rd$ & =').length);
    const line = [
      'p@ss"w\'rd$ & =',
      JSON.stringify('p@ss"w\'rd$ & ='),
      encodeURIComponent('p@ss"w\'rd$ & ='),
      Buffer.from('p@ss"w\'rd$ & =').toString('base64'),
      '   end',
    ].join(' ');
    expect(set.redactText(line)).toBe('*** "***" *** ***    end');
  });

  it('compiles again after a value is added', () => {
    const set = new RedactionSet();
    set.add('first-value');
    expect(set.redactText('first-value second-value')).toBe('*** second-value');
    set.add('second-value');
    expect(set.redactText('first-value second-value')).toBe('*** ***');
  });
});
