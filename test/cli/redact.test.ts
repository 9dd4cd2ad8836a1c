// The streaming redactor of `infisical-ci run`: whatever way the output is cut into chunks, it
// writes exactly what hiding every occurrence at once would, and passes everything else through.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FANOUT, PREFIX, periodicPrefix } from '../../src/cli/matcher.js';
import { formsOf } from '../../src/cli/forms.js';
import { Matcher } from '../../src/cli/matcher.js';
import { RedactionSet, Redactor } from '../../src/cli/redact.js';
import { redactAtOnce, streamThrough } from '../support/redaction.ts';

/**
 * Streams `input` through a redactor in the given chunk sizes (the rest in one last chunk). With a
 * small `prefix`, short texts are found the way long ones are: by their first bytes, then compared.
 */
const redactInChunks = (
  texts: readonly Uint8Array[],
  input: Buffer,
  sizes: number[],
  prefix?: number,
): Buffer => streamThrough(new Redactor(new Matcher(texts, { prefix })), input, sizes);

/** The trie's depth: the default, and small ones that send most texts the longer texts' way. */
const PREFIXES = [undefined, 1, 2, 3];

/**
 * Checks, on random cases, that streaming gives what the one-shot reference gives: values (as
 * latin1 bytes) mixed into random pieces of text, each piece followed by a value and the next
 * one, so that matches are common and often touch; cut into random chunks; with the trie's depth
 * taken from `prefixes`. `budget` goes to the redactor.
 */
function expectSameAsOneShot(options: {
  values: fc.Arbitrary<string[]>;
  pieces: fc.Arbitrary<string[]>;
  maxChunk: number;
  prefixes: readonly (number | undefined)[];
  budget?: { perByte: number; allowance: number };
  numRuns: number;
}): void {
  fc.assert(
    fc.property(
      options.values,
      options.pieces,
      fc.array(fc.integer({ min: 1, max: options.maxChunk }), { maxLength: 30 }),
      fc.constantFrom(...options.prefixes),
      (values, pieces, sizes, prefix) => {
        const texts = values.map((value) => Buffer.from(value, 'latin1'));
        const input = Buffer.from(
          pieces.map((piece, i) => piece + (values[i] ?? '') + (values[i + 1] ?? '')).join(''),
          'latin1',
        );
        const redactor = new Redactor(new Matcher(texts, { prefix }), options.budget);
        expect(streamThrough(redactor, input, sizes).toString('latin1')).toBe(
          redactAtOnce(texts, input).toString('latin1'),
        );
      },
    ),
    { numRuns: options.numRuns },
  );
}

const bytes = (text: string): Buffer => Buffer.from(text, 'utf8');

/** `length` bytes from a small seeded generator: the same in every run. */
function pseudoRandom(length: number, seed: number): Buffer {
  let state = seed;
  return Buffer.from(
    Array.from({ length }, () => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state >>> 24;
    }),
  );
}

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

  it('holds back a longer value only while the bytes read could still be it', () => {
    const redactor = new Redactor(new Matcher([bytes('a-long-secret-value')]));
    expect(redactor.write(bytes('x a-long-sec')).toString()).toBe('x ');
    expect(redactor.write(bytes('ret-nope a-long')).toString()).toBe('a-long-secret-nope ');
    expect(redactor.write(bytes('-secret-value!')).toString()).toBe('***!');
    expect(redactor.write(bytes(' a-long-secret-val')).toString()).toBe(' ');
    expect(redactor.end().toString()).toBe('a-long-secret-val');
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

  it('equals the one-shot replacement when many values begin alike (heads that grow and overlap)', () => {
    // Two letters only: the values share their first bytes, so heads grow past the first step,
    // and one head often ends inside another (a suffix's head opens too).
    const text = (min: number, max: number) =>
      fc.string({ unit: fc.constantFrom('a', 'b'), minLength: min, maxLength: max });
    expectSameAsOneShot({
      values: fc.array(text(1, 12), { minLength: 1, maxLength: 14 }),
      pieces: fc.array(text(0, 30), { maxLength: 8 }),
      maxChunk: 7,
      prefixes: PREFIXES,
      numRuns: 1000,
    });
  });

  it('reads a long run once when a value begins with it: no comparison at every byte', () => {
    for (const piece of ['x', 'ab', 'abcdefghijk']) {
      const value = `${piece.repeat(Math.ceil(5000 / piece.length))}!`;
      const run = piece.repeat(Math.ceil(50_000 / piece.length));
      const redactor = new Redactor(new Matcher([bytes(value)]));
      const out = streamThrough(redactor, bytes(`${run}${value}.`), [4096, 20_000, 65536]);
      expect(out.toString()).toBe(`${run}***.`);
      // Comparing at every byte of the run would be some 50,000 times the value's length.
      expect(redactor.compared).toBeLessThan(10 * value.length);
    }
  });

  it('equals the one-shot replacement when the automaton changes at every comparison', () => {
    // No budget: each write that compares anything keeps those texts whole from then on, and
    // reads the bytes held back again.
    const text = (min: number, max: number) =>
      fc.string({ unit: fc.constantFrom('a', 'b', 'c'), minLength: min, maxLength: max });
    expectSameAsOneShot({
      values: fc.array(text(1, 12), { minLength: 1, maxLength: 10 }),
      pieces: fc.array(text(0, 20), { maxLength: 8 }),
      maxChunk: 7,
      prefixes: [1, 2, 3],
      budget: { perByte: 0, allowance: 0 },
      numRuns: 1000,
    });
  });

  it('copies each byte held back a few times at most, however small the pieces it comes in', () => {
    // A 1 MB value written in 512-byte pieces, all but its last byte: every piece may still be
    // the value, so everything is held back until the end.
    const value = pseudoRandom(1_000_000, 5);
    const redactor = new Redactor(new Matcher([value]));
    const input = value.subarray(0, value.length - 1);
    const out = streamThrough(
      redactor,
      input,
      Array.from({ length: 1952 }, () => 512),
    );
    expect(out.equals(input)).toBe(true);
    // Joining the held bytes again for each piece would copy about a thousand times as much.
    expect(redactor.copied).toBeLessThan(4 * input.length);
  });

  it('keeps the work in proportion to the output when it repeats a long piece of a value', () => {
    // Values no head can tell apart from the output: a 300-byte piece said 100 times (the head
    // is seen at every period), and 100 values whose heads end inside one another, all with the
    // same tail. Compared as they come, each sighting would cost up to a whole value again.
    const piece = pseudoRandom(300, 11);
    const repeated = Buffer.concat([...Array.from({ length: 100 }, () => piece), bytes('!')]);
    const tail = pseudoRandom(300, 12);
    const nested = Array.from({ length: 100 }, (_, k) =>
      Buffer.concat([Buffer.alloc(k + 8, 'a'), bytes('b'), tail, bytes('!')]),
    );
    const unit = Buffer.concat([Buffer.alloc(108, 'a'), bytes('b'), tail]);
    const cases: [Uint8Array[], Buffer][] = [
      [
        [repeated],
        Buffer.concat([...Array.from({ length: 1000 }, () => piece), repeated, bytes('.')]),
      ],
      [nested, Buffer.concat([...Array.from({ length: 600 }, () => unit), nested[42]!])],
    ];
    for (const [texts, input] of cases) {
      const redactor = new Redactor(new Matcher(texts));
      const out = streamThrough(
        redactor,
        input,
        Array.from({ length: 200 }, () => 4096),
      );
      expect(out.equals(redactAtOnce(texts, input))).toBe(true);
      expect(redactor.compared).toBeLessThan(16 * input.length + 3 * 2 ** 20);
    }
  });

  it('equals the one-shot replacement for random values, text and chunking', () => {
    const alphabet = fc.constantFrom(...'abcab\n\x00\xff'.split(''));
    const text = (max: number) => fc.string({ unit: alphabet, maxLength: max });
    expectSameAsOneShot({
      values: fc.array(text(6), { maxLength: 5 }),
      pieces: fc.array(fc.oneof(text(40), fc.constant('')), { maxLength: 6 }),
      maxChunk: 9,
      prefixes: PREFIXES,
      numRuns: 3000,
    });
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
        fc.constantFrom(...PREFIXES),
        (input, sizes, prefix) => {
          const buffer = Buffer.from(input);
          expect(
            redactInChunks(texts, buffer, sizes, prefix).equals(redactAtOnce(texts, buffer)),
          ).toBe(true);
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
        fc.constantFrom(...PREFIXES),
        (values, filler, sizes, prefix) => {
          const texts = values.map(bytes);
          const input = bytes(`${filler}${values.join(filler)}${filler}`);
          expect(
            redactInChunks(texts, input, sizes, prefix).equals(redactAtOnce(texts, input)),
          ).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('periodicPrefix', () => {
  it('is the longest beginning made of one piece said at least twice', () => {
    const of = (text: string): number => periodicPrefix(bytes(text));
    expect(of('')).toBe(0);
    expect(of('abcdefgh')).toBe(0);
    expect(of('xxxx-rest')).toBe(4);
    expect(of('ababab!')).toBe(6);
    expect(of('abcab')).toBe(0);
    expect(of('abcabc')).toBe(6);
    expect(of('aabaab')).toBe(6);
    expect(of('aab')).toBe(2);
  });
});

describe('RedactionSet', () => {
  it('keeps the automaton small for a large value: a few nodes per form, not one per byte', () => {
    // A 1 MB value of 64-character lines (a certificate bundle, a large JSON document): the
    // value, each line and each of their encoded forms are texts, about 17 MB in all.
    const line = (i: number): string => `${i.toString(36).padStart(8, '0')}${'Q'.repeat(55)}`;
    const value = Array.from({ length: 16_000 }, (_, i) => line(i)).join('\n');
    const set = new RedactionSet();
    const values = [value, ...value.split('\n')];
    for (const text of values) set.add(text);
    const matcher = set.matcher();
    const texts = new Set(values.flatMap(formsOf));
    expect(set.size).toBe(texts.size);
    const bytesOfTexts = [...texts].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    expect(bytesOfTexts).toBeGreaterThan(15_000_000);
    expect(matcher.nodes).toBeLessThanOrEqual(set.size * 2 * PREFIX + 1);
    expect(matcher.nodes * 50).toBeLessThan(bytesOfTexts);
    // Still found, whole and across chunks.
    const output = bytes(`start\n${value}\nend`);
    const out = streamThrough(set.redactor(), output, [1000, 64 * 1024, 3]);
    expect(out.toString()).toBe('start\n***\nend');
  });

  it('gives at most a few longer values to compare where a head is seen, however many begin alike', () => {
    // 2,000 connection strings that share their first 15 bytes, as secrets of one kind do.
    const values = Array.from(
      { length: 2000 },
      (_, i) => `postgres://app:${(i * 7919).toString(36).padStart(6, '0')}x@db:5432/app`,
    );
    const set = new RedactionSet();
    for (const value of values) set.add(value);
    const matcher = set.matcher();
    let widest = 0;
    for (let node = 0; node < matcher.nodes; node++) {
      if (matcher.opening[node] === node) {
        widest = Math.max(widest, matcher.longerAt(node).length);
      }
    }
    expect(widest).toBeGreaterThan(0);
    expect(widest).toBeLessThanOrEqual(FANOUT);
    const output = bytes(`postgres://other:5432/db\n${values[1234]}\npostgres://app:zz\n`);
    expect(streamThrough(set.redactor(), output, [5, 9]).toString()).toBe(
      'postgres://other:5432/db\n***\npostgres://app:zz\n',
    );
  });

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
