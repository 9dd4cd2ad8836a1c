// A key given twice in a JSON `secrets-file` is refused: JSON.parse keeps the last value without a
// word. The keys are read with a tokenizer of the JSON structure, so whitespace, escapes and
// look-alike text inside values cannot hide a repeat or invent one.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors/input.js';
import { topLevelMembers } from '../../src/operations/secrets/json-keys.js';

/** The outermost keys, in order, repeats included. */
const topLevelKeys = (text: string): string[] => topLevelMembers(text).map(([key]) => key);
import { readSecretsToSet } from '../../src/operations/secrets/input.js';

/** Reads a `secrets-file` holding `text` as the secrets sub-action does. */
function readFile(text: string): () => unknown {
  const workspace = mkdtempSync(path.join(os.tmpdir(), 'json-keys-'));
  writeFileSync(path.join(workspace, 's.json'), text);
  const inputs: Record<string, string> = { 'secrets-file': 's.json' };
  return () => readSecretsToSet({ read: (name) => inputs[name] ?? '', mask: () => {}, workspace });
}

describe('a JSON secrets-file with a key given twice', () => {
  it('is refused whatever the whitespace before the second colon', () => {
    const text = `{"TOKEN": "first-value", "TOKEN"${' '.repeat(70)}: "second-value"}`;
    expect(readFile(text)).toThrow(InputError);
    expect(readFile(text)).toThrow(/`TOKEN` is given more than once; give each key once\./);
  });

  it('is refused when the second is written with escapes', () => {
    expect(readFile('{"TOKEN": "a", "\\u0054OKEN": "b"}')).toThrow(
      /`TOKEN` is given more than once/,
    );
  });

  it('is not invented by key-like text inside a value or a nested object', () => {
    const text = '{"A": "\\"B\\": x", "B": "y", "C": {"A": "z"}}';
    // C is refused for not being a string, but nothing is said of a repeat.
    expect(readFile(text)).toThrow(/`C` is an object/);
    expect(readFile(text)).not.toThrow(/more than once/);
  });
});

// ---- the tokenizer against JSON.parse, on generated JSON with arbitrary whitespace ------------

/** JSON whitespace, in runs from none to well over a line. */
const whitespace = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\r'), { maxLength: 90 })
  .map((chars) => chars.join(''));

/** A string literal: JSON.stringify's, or with characters written as `\uXXXX` escapes. */
const literal = (text: string, escapeAll: boolean): string =>
  escapeAll
    ? `"${Array.from(
        { length: text.length },
        (_, i) => `\\u${text.charCodeAt(i).toString(16).padStart(4, '0')}`,
      ).join('')}"`
    : JSON.stringify(text);

/** Text that looks like JSON structure, to put inside keys and values. */
const tricky = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.constantFrom('"', '\\', ':', ',', '{', '}', '[', ']', '"K": ', '\\"', '\\\\"', 'TOKEN'),
);

interface Doc {
  text: string;
  keys: string[];
}

/** A JSON value written with `ws` around every token. */
function write(value: unknown, ws: () => string, escapes: () => boolean): string {
  if (Array.isArray(value)) {
    return `[${ws()}${value.map((v) => write(v, ws, escapes)).join(`${ws()},${ws()}`)}${ws()}]`;
  }
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(
      ([k, v]) => `${literal(k, escapes())}${ws()}:${ws()}${write(v, ws, escapes)}`,
    );
    return `{${ws()}${members.join(`${ws()},${ws()}`)}${ws()}}`;
  }
  return typeof value === 'string' ? literal(value, escapes()) : JSON.stringify(value);
}

/** An object with repeats allowed, written with arbitrary whitespace; its keys in order. */
const doc: fc.Arbitrary<Doc> = fc
  .record({
    members: fc.array(
      fc.tuple(
        fc.oneof(tricky, fc.constantFrom('A', 'B', 'TOKEN')),
        fc.oneof(tricky, fc.jsonValue({ maxDepth: 2 })),
      ),
      { maxLength: 8 },
    ),
    spaces: fc.array(whitespace, { minLength: 1, maxLength: 12 }),
    escapes: fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
  })
  .map(({ members, spaces, escapes }) => {
    let s = 0;
    let e = 0;
    const ws = (): string => spaces[s++ % spaces.length]!;
    const esc = (): boolean => escapes[e++ % escapes.length]!;
    const parts = members.map(
      ([k, v]) => `${literal(k, esc())}${ws()}:${ws()}${write(v, ws, esc)}`,
    );
    return {
      text: `${ws()}{${ws()}${parts.join(`${ws()},${ws()}`)}${ws()}}${ws()}`,
      keys: members.map(([k]) => k),
    };
  })
  // Node 24.9's JSON.parse, the reference here, reads every one-character escaped key (`"\u0042"`)
  // as `\` once it has read a one-character key `\` anywhere in the process: no such key.
  .filter(({ text }) => !/"(\\\\|\\u005[cC])"\s*:/.test(text));

describe('topLevelMembers: the keys', () => {
  it('gives the outermost keys in order, repeats included, for any JSON object', () => {
    fc.assert(
      fc.property(doc, ({ text, keys }) => {
        expect(topLevelKeys(text)).toEqual(keys);
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with JSON.parse on every object it accepts: the same members, the last one winning', () => {
    fc.assert(
      fc.property(doc, ({ text }) => {
        const members = topLevelMembers(text).map(([key, value]) => [key, JSON.parse(value)]);
        expect(Object.fromEntries(members)).toEqual(JSON.parse(text));
      }),
      { numRuns: 500 },
    );
  });
});
