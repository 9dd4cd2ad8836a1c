// The pure parts of writing secrets: which keys and values the server would take differently,
// how the work splits into create / update / unchanged, and batches kept under the body cap.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Secret } from '../../src/api/endpoints/secrets.js';
import {
  BATCH_BODY_CAP,
  SERVER_BODY_LIMIT,
  batchBodyBytes,
  fitsOneRequest,
  splitBatches,
} from '../../src/secrets/batches.js';
import { planDelete, planSet } from '../../src/secrets/write-plan.js';
import { displayKey, keyProblem, valueProblem } from '../../src/secrets/write-rules.js';
import { storedValue as fakeServerStores } from '../support/fake-server/routes/secret-writes.ts';
import { secretValue } from '../properties/arbitraries.ts';

/** The other reading of the server's transform: a final `\n` (the last character) is put back. */
const lastCharacterReading = (value: string): string =>
  value.at(-1) === '\n' ? `${value.trim()}\n` : value.trim();

describe('values the server stores exactly', () => {
  it('accepts a value exactly when both readings of the server store it unchanged', () => {
    const value = fc.oneof(
      secretValue,
      fc
        .tuple(
          fc.constantFrom('', ' ', '\n', '\t', '\r\n', '\u00a0'),
          secretValue,
          fc.constantFrom('', '\n', ' ', '\n\n', ' \n', '\n '),
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(value, (v) => {
        const exact = fakeServerStores(v) === v && lastCharacterReading(v) === v;
        expect(valueProblem(v) === undefined, JSON.stringify(v)).toBe(exact);
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['', true],
    ['a', true],
    ['a\n', true],
    ['line\nline', true],
    ['a\r\nb', true],
    ['\n', false],
    [' a', false],
    ['a ', false],
    ['a\n\n', false],
    ['a\r\n', false],
    ['a \n', false],
    ['\ufeffa', false],
  ])('%j: %s', (value, stored) => {
    expect(valueProblem(value) === undefined).toBe(stored);
  });
});

describe('keys', () => {
  it.each([
    ['API_KEY', undefined],
    ['my key.with-odd chars/ü', undefined],
    ['K'.repeat(100), undefined],
    ['', /empty/],
    ['K'.repeat(101), /101 characters/],
    [' PADDED', /blank/],
    ['PADDED\u00a0', /blank/],
    ['TAB\tKEY', /control character/],
    ['LINE\nBREAK', /control character or a line break/],
    ['SEP\u2028', /line break/],
    ['DEL\u007f', /control/],
  ])('%j', (key, problem) => {
    const found = keyProblem(key);
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toMatch(problem);
  });

  it('shows odd keys as JSON, so a message cannot be broken by them', () => {
    expect(displayKey('API_KEY')).toBe('`API_KEY`');
    expect(displayKey('A\nB')).toBe('"A\\nB"');
    expect(displayKey('back`tick')).toBe('"back`tick"');
    expect(displayKey('K'.repeat(150))).toBe(`\`${'K'.repeat(100)}…\``);
  });
});

function secret(key: string, value: string, type = 'shared'): Secret {
  return {
    workspace: 'w',
    type,
    secretKey: key,
    secretValue: value,
  };
}

describe('plans', () => {
  it('splits keys into create, update and unchanged, in the order given', () => {
    const plan = planSet(
      [
        { key: 'NEW', value: '1' },
        { key: 'SAME', value: 'x' },
        { key: 'CHANGED', value: 'new' },
        { key: 'EMPTY', value: '' },
      ],
      [secret('SAME', 'x'), secret('CHANGED', 'old'), secret('EMPTY', ''), secret('OTHER', 'o')],
    );
    expect(plan).toEqual({
      create: [{ key: 'NEW', value: '1' }],
      update: [{ key: 'CHANGED', value: 'new' }],
      unchanged: ['SAME', 'EMPTY'],
      hidden: [],
    });
  });

  it('writes a key whose stored value the server hides, whatever the value given', () => {
    const hidden = (key: string): Secret => ({
      ...secret(key, '<hidden-by-infisical>'),
      secretValueHidden: true,
    });
    const plan = planSet(
      [
        { key: 'SAME_TEXT', value: '<hidden-by-infisical>' },
        { key: 'OTHER', value: 'v' },
        { key: 'SHOWN', value: 'x' },
      ],
      [hidden('SAME_TEXT'), hidden('OTHER'), secret('SHOWN', 'x')],
    );
    expect(plan).toEqual({
      create: [],
      update: [
        { key: 'SAME_TEXT', value: '<hidden-by-infisical>' },
        { key: 'OTHER', value: 'v' },
      ],
      unchanged: ['SHOWN'],
      hidden: ['SAME_TEXT', 'OTHER'],
    });
  });

  it("compares with the shared secret, not a user's personal override", () => {
    const held = [secret('K', 'personal', 'personal'), secret('K', 'shared')];
    expect(planSet([{ key: 'K', value: 'shared' }], held).unchanged).toEqual(['K']);
    expect(planSet([{ key: 'P', value: 'x' }], [secret('P', 'x', 'personal')]).create).toHaveLength(
      1,
    );
  });

  it('finds the keys to delete that the folder holds', () => {
    expect(planDelete(['A', 'B', 'C'], [secret('B', ''), secret('D', '')])).toEqual({
      existing: ['B'],
      missing: ['A', 'C'],
    });
  });
});

describe('batches', () => {
  const location = {
    workspaceId: '61b2e68c-eb8f-4c1a-9b21-d1368c152d27',
    environment: 'dev',
    secretPath: '/app',
  };
  const entry = fc.record({
    secretKey: fc.string({ minLength: 1, maxLength: 100 }),
    secretValue: fc.oneof(
      fc.string({ maxLength: 50 }),
      fc.nat(300_000).map((n) => 'é'.repeat(n)),
    ),
  });

  it('keeps order, loses nothing, and keeps every shared batch within the cap', () => {
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 40 }),
        fc.integer({ min: 1_000, max: 600_000 }),
        (entries, cap) => {
          const batches = splitBatches(location, entries, cap);
          expect(batches.flat()).toEqual(entries);
          for (const batch of batches) {
            expect(batch.length).toBeGreaterThan(0);
            if (batch.length > 1) expect(batchBodyBytes(location, batch)).toBeLessThanOrEqual(cap);
          }
          // As few as greedy allows: a batch was closed only when the next entry would not fit.
          for (let i = 1; i < batches.length; i++) {
            const joined = [...batches[i - 1]!, batches[i]![0]!];
            expect(batchBodyBytes(location, joined)).toBeGreaterThanOrEqual(cap);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('sends small writes in one request: a thousand 100-byte values in one batch', () => {
    const entries = Array.from({ length: 1000 }, (_, i) => ({
      secretKey: `KEY_${i}`,
      secretValue: 'v'.repeat(100),
    }));
    expect(splitBatches(location, entries)).toHaveLength(1);
    expect(batchBodyBytes(location, entries)).toBeLessThanOrEqual(BATCH_BODY_CAP);
  });

  it('counts bytes, not characters, against the 1 MiB the server takes', () => {
    const ascii = { secretKey: 'K', secretValue: 'x'.repeat(SERVER_BODY_LIMIT - 200) };
    const wide = { secretKey: 'K', secretValue: 'é'.repeat(SERVER_BODY_LIMIT / 2) };
    expect(fitsOneRequest(location, ascii)).toBe(true);
    expect(fitsOneRequest(location, wide)).toBe(false);
  });
});
