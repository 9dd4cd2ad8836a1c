// The secret listing read as it arrives: the same value as JSON.parse of the whole text (each
// secret reduced to the fields the code reads), however the text is cut, and exactly as strict.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { secretListingReader } from '../../src/api/listing-json.js';
import { secretValue } from '../properties/arbitraries.ts';
import { capture } from '../support/captures.ts';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A secret as the reader keeps it: the fields of `Secret`, a missing one undefined. */
const kept = (secret: unknown): unknown =>
  isObject(secret)
    ? {
        workspace: secret.workspace,
        type: secret.type,
        secretKey: secret.secretKey,
        secretValue: secret.secretValue,
        secretPath: secret.secretPath,
        secretValueHidden: secret.secretValueHidden,
      }
    : secret;

/** What the reader must give: JSON.parse of the whole text, each listed secret reduced. */
function expected(text: string): unknown {
  const value: unknown = JSON.parse(text);
  if (!isObject(value)) return value;
  if (Array.isArray(value.secrets)) value.secrets = value.secrets.map(kept);
  if (Array.isArray(value.imports)) {
    value.imports = value.imports.map((group: unknown) =>
      isObject(group) && Array.isArray(group.secrets)
        ? { ...group, secrets: group.secrets.map(kept) }
        : group,
    );
  }
  return value;
}

/** Reads `text` cut at `cuts` (positions, any order). */
function read(text: string, cuts: readonly number[] = []): unknown {
  const reader = secretListingReader();
  let last = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    reader.push(text.slice(last, cut));
    last = cut;
  }
  reader.push(text.slice(last));
  return reader.end();
}

/** Whether `parse` accepts the text. */
const accepts = (parse: () => unknown): boolean => {
  try {
    parse();
    return true;
  } catch (error) {
    expect(error).toBeInstanceOf(SyntaxError);
    return false;
  }
};

const extraField = fc.record({
  name: fc.constantFrom('id', '_id', 'version', 'tags', 'metadata', 'createdAt', '__proto__', 'x}'),
  value: fc.jsonValue({ maxDepth: 2 }),
});
const secretArb = fc
  .tuple(
    fc.record(
      {
        workspace: fc.constantFrom('', '61b2e68c-eb8f-4c1a-9b21-d1368c152d27'),
        type: fc.constantFrom('shared', 'personal'),
        secretKey: secretValue,
        secretValue,
        secretPath: fc.constantFrom('/', '/app', '/a}b'),
        secretValueHidden: fc.boolean(),
      },
      { requiredKeys: ['secretKey', 'secretValue'] },
    ),
    fc.array(extraField, { maxLength: 3 }),
  )
  .map(([fields, extras]) => {
    const secret: Fields = {};
    for (const { name, value } of extras) {
      Object.defineProperty(secret, name, { value, enumerable: true, writable: true });
    }
    return Object.assign(secret, fields);
  });
const listingArb = fc.record(
  {
    secrets: fc.array(secretArb, { maxLength: 6 }),
    imports: fc.array(
      fc.record({
        secretPath: fc.constantFrom('/', '/shared'),
        environment: fc.constantFrom('staging', 'prod'),
        folderId: fc.uuid(),
        secrets: fc.array(secretArb, { maxLength: 4 }),
      }),
      { maxLength: 3 },
    ),
    message: fc.string(),
  },
  { requiredKeys: ['secrets'] },
);
/** A listing's text: compact as the server sends it, or indented. */
const listingText = fc
  .tuple(listingArb, fc.constantFrom(undefined, 1, '\t'))
  .map(([listing, indent]) => JSON.stringify(listing, null, indent));
const cutsOf = (text: string): fc.Arbitrary<number[]> =>
  fc.array(fc.integer({ min: 0, max: text.length }), { maxLength: 12 });

describe('the secret listing read as it arrives', () => {
  it('gives what JSON.parse gives, secrets reduced, however the text is cut', () => {
    fc.assert(
      fc.property(
        listingText.chain((text) => fc.tuple(fc.constant(text), cutsOf(text))),
        ([text, cuts]) => {
          expect(read(text, cuts)).toStrictEqual(expected(text));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('any JSON text at all: the same value as JSON.parse', () => {
    fc.assert(
      fc.property(
        fc.json({ maxDepth: 4 }).chain((text) => fc.tuple(fc.constant(text), cutsOf(text))),
        ([text, cuts]) => {
          expect(read(text, cuts)).toStrictEqual(expected(text));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is exactly as strict as JSON.parse: a damaged listing fails both or neither', () => {
    const damaged = listingText.chain((text) =>
      fc.tuple(
        fc.constant(text),
        fc.integer({ min: 0, max: Math.max(0, text.length - 1) }),
        fc.constantFrom('', ',', '}', ']', '{', '[', '"', '\\', ':', ' ', 'x', '1'),
        fc.boolean(),
        cutsOf(text),
      ),
    );
    fc.assert(
      fc.property(damaged, ([text, at, char, replace, cuts]) => {
        const bad = text.slice(0, at) + char + text.slice(replace ? at + 1 : at);
        const byParse = accepts(() => JSON.parse(bad));
        expect(accepts(() => read(bad, cuts))).toBe(byParse);
        if (byParse) expect(read(bad, cuts)).toStrictEqual(expected(bad));
      }),
      { numRuns: 1000 },
    );
  });

  it('the captured listings, cut at every position', () => {
    const body = capture('secrets-raw-ok-include-imports').response.body;
    const text = JSON.stringify(body);
    for (let cut = 0; cut <= text.length; cut++) {
      expect(read(text, [cut])).toStrictEqual(expected(text));
    }
  });

  it('`}`, quotes and backslashes inside values, at every cut', () => {
    const secrets = ['}', '},{', '"}', '\\', '\\"}', '}]', '{"a":1}', '\\\\"'].map((v, i) => ({
      secretKey: `K${i}`,
      secretValue: v,
      tags: [{ slug: v }],
    }));
    const text = JSON.stringify({ secrets, imports: [{ secretPath: '/', secrets }] });
    for (let a = 0; a <= text.length; a += 3) {
      for (let b = a; b <= text.length; b += 17) {
        expect(read(text, [a, b])).toStrictEqual(expected(text));
      }
    }
  });

  it('one value split over many pieces, and a piece per character', () => {
    const value = 'x"\\é🔐}'.repeat(50_000);
    const text = JSON.stringify({ secrets: [{ secretKey: 'BIG', secretValue: value }] });
    const cuts = Array.from({ length: 200 }, (_, i) => Math.floor((text.length * i) / 200));
    expect(read(text, cuts)).toStrictEqual(expected(text));
    const small = JSON.stringify(capture('secrets-raw-ok-app-folder').response.body);
    const every = Array.from({ length: small.length }, (_, i) => i);
    expect(read(small, every)).toStrictEqual(expected(small));
  });

  it('values of every kind where secrets and imports are listed, at every cut', () => {
    const text = JSON.stringify({
      n: 1,
      secrets: [1, true, null, 'x', [2, [3]], { secretKey: 'K', secretValue: 'v' }, -0.5e3],
      imports: [
        3,
        [],
        { secrets: [4, {}], imports: [{ secrets: [{ secretKey: 'N', id: 1 }] }], folderId: null },
        { secretPath: '/', secrets: { secretKey: 'not a list' }, x: [{ secrets: [{ id: 2 }] }] },
      ],
      other: { secrets: [{ secretKey: 'O', id: 3 }], imports: [{ secrets: [{ id: 4 }] }] },
    });
    for (let cut = 0; cut <= text.length; cut++) {
      expect(read(text, [cut])).toStrictEqual(expected(text));
    }
  });

  it('a list or object closed by the wrong bracket fails, as with JSON.parse', () => {
    const bad = [
      '{"secrets":[}',
      '{"secrets":[{"secretKey":"K"}}}',
      '{"secrets":[]}]',
      '{"imports":[{"secrets":[]]]}',
      '{"imports":[{"secrets":[]}}}',
      '{"secrets":[1}}',
      '{"a":1]',
      '{"secrets":[1,]}',
      '{"secrets":[,1]}',
      '{"a":}',
      '{"a" 1}',
      '{"a":1 "b":2}',
      '{"secrets":[]} x',
      '{"secrets":[{"secretKey":"K"} {"secretKey":"L"}]}',
    ];
    for (const text of bad) {
      expect(() => JSON.parse(text), text).toThrow(SyntaxError);
      for (let cut = 0; cut <= text.length; cut++) {
        expect(() => read(text, [cut]), `${text} cut at ${cut}`).toThrow(SyntaxError);
      }
    }
  });

  it('a key `__proto__` is a field, as with JSON.parse, and changes no prototype', () => {
    const text =
      '{"__proto__":{"polluted":1},"secrets":[{"__proto__":{"x":1},"secretKey":"K","secretValue":"v"}],"imports":[{"__proto__":[],"secrets":[]}]}';
    const value = read(text) as Fields;
    expect(value).toStrictEqual(expected(text));
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.hasOwn(value, '__proto__')).toBe(true);
    expect(({} as Fields).polluted).toBeUndefined();
  });

  it('a repeated key keeps its last value; whitespace alone is no value', () => {
    const text = '{"secrets":[{"secretKey":"A","secretValue":"1"}],"secrets":[]}';
    expect(read(text)).toStrictEqual({ secrets: [] });
    expect(read('  \n', [1])).toBeUndefined();
    expect(read('')).toBeUndefined();
    expect(() => read('{"secrets":[{"secretKey":"A"', [5])).toThrow(SyntaxError);
  });

  it('keeps only the fields the code reads', () => {
    const body = capture('04-list-secrets-raw-dev-root-include-imports').response.body as Fields;
    const value = read(JSON.stringify(body)) as { secrets: Fields[] };
    expect(Object.keys(value.secrets[0]!)).toEqual([
      'workspace',
      'type',
      'secretKey',
      'secretValue',
      'secretPath',
      'secretValueHidden',
    ]);
  });
});
