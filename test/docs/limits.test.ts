// Every limit the docs state (SECURITY.md, the READMEs, docs/) is the constant the code enforces:
// each statement is found by its words and its number compared with the constant, so changing a
// constant fails here until the docs say the new number (and rewording a statement fails until
// this list follows it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultRetryPolicy } from '../../src/api/retry.js';
import { NETWORK_RETRIES } from '../../src/auth/metadata-request.js';
import { formsOf } from '../../src/cli/forms.js';
import { dockerProblem } from '../../src/export/docker.js';
import { BATCH_BODY_CAP, SERVER_BODY_LIMIT, splitBatches } from '../../src/secrets/batches.js';
import { CONNECTION_INPUTS } from '../../src/spec/index.js';
import { CONNECTION_VALUES } from '../../src/spec/values.js';
import { STATEMENTS } from '../../scripts/figures.ts';

/** The defaults the docs state come from the spec, the one place they are declared. */
const DEFAULT_TIMEOUT_SECONDS = Number(CONNECTION_VALUES.timeout?.default);
const DEFAULT_RETRIES = Number(CONNECTION_VALUES.retries?.default);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');
const KiB = 1024;

/**
 * The numbers `phrase` states in `file`, wherever it occurs: `#` marks the number, a space
 * matches any white space (line breaks included), letters match in either case.
 */
function stated(file: string, phrase: string): number[] {
  const pattern = phrase
    .split('#')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
    .join('(\\d[\\d,]*)');
  return [...read(file).matchAll(new RegExp(pattern, 'gi'))].map((match) =>
    Number(match[1]!.replace(/,/g, '')),
  );
}

describe('each limit the docs state is the constant the code enforces', () => {
  it.each(STATEMENTS)('%s: "%s" says %d (%s)', (file, phrase, value) => {
    const numbers = stated(file, phrase);
    expect(
      numbers.length,
      `"${phrase}" is not in ${file}: follow its new wording here`,
    ).toBeGreaterThan(0);
    for (const number of numbers) expect(number, `${file}: "${phrase}"`).toBe(value);
  });
});

describe('limits the docs state in words or by example', () => {
  it("`timeout` and `retries` default, in every action's reference, to the settings' defaults", () => {
    expect(CONNECTION_INPUTS.timeout!.default).toBe(String(DEFAULT_TIMEOUT_SECONDS));
    expect(CONNECTION_INPUTS.retries!.default).toBe(String(DEFAULT_RETRIES));
    expect(DEFAULT_RETRIES).toBe(defaultRetryPolicy.retries);
    const reference = read('docs/reference.md');
    expect(reference).toContain(`| \`timeout\` | \`${DEFAULT_TIMEOUT_SECONDS}\` |`);
    expect(reference).toContain(`| \`retries\` | \`${DEFAULT_RETRIES}\` |`);
  });

  it('a job rides out a one-minute rate-limit window by default', () => {
    expect(read('docs/network.md')).toMatch(/rides out a one-minute\s+rate-limit window/);
    expect(defaultRetryPolicy.retries).toBeGreaterThan(0);
    expect(defaultRetryPolicy.maxWaitMs).toBeGreaterThanOrEqual(60_000);
    expect(defaultRetryPolicy.budgetMs).toBeGreaterThanOrEqual(60_000);
  });

  it('a metadata request that gets no answer at all is retried once', () => {
    expect(read('docs/authentication.md')).toMatch(/no answer at all is\s+retried once/);
    expect(NETWORK_RETRIES).toBe(1);
  });

  it('a batch body is half the server limit', () => {
    expect(read('secrets/README.md')).toMatch(/under \d+ KiB, half\s+the server's/);
    expect(BATCH_BODY_CAP * 2).toBe(SERVER_BODY_LIMIT);
  });

  it("the secrets README's batch examples are what the batching does", () => {
    const text = read('secrets/README.md').replace(/\s+/g, ' ');
    const words: Record<string, number> = {
      'a hundred': 100,
      'a thousand': 1000,
      one: 1,
      two: 2,
      three: 3,
      four: 4,
      five: 5,
      ten: 10,
      twenty: 20,
    };
    const examples = [
      ...text.matchAll(
        /(a hundred|a thousand) (?:keys )?of (\d+) (bytes|KiB) (?:fit in|take) (\w+)/gi,
      ),
    ];
    expect(examples.length).toBe(3);
    const location = {
      workspaceId: '3f1d7c2e-5b8a-4c9d-8e7f-6a5b4c3d2e1f',
      environment: 'prod',
      secretPath: '/app',
    };
    for (const [example, count, size, unit, batches] of examples) {
      const bytes = Number(size) * (unit === 'KiB' ? KiB : 1);
      const entries = Array.from({ length: words[count!.toLowerCase()]! }, (_, i) => ({
        secretKey: `KEY_${i}`,
        secretValue: 'v'.repeat(bytes),
      }));
      expect(splitBatches(location, entries).length, example).toBe(words[batches!]);
    }
  });

  it("the redactor's base64 forms: at every alignment from the stated value size, not below", () => {
    const [bytes] = stated(
      'SECURITY.md',
      'the base64 of a value of # bytes or more is hidden at every alignment',
    );
    expect(bytes).toBeDefined();
    // The characters of base64(prefix + value + more) that the value alone decides, per prefix
    // length k: what the redactor must hide for the value to be hidden at that alignment.
    const decided = (value: string, k: number): string => {
      const data = Buffer.concat([Buffer.alloc(k), Buffer.from(value), Buffer.from('more')]);
      const n = Buffer.byteLength(value);
      return data.toString('base64').slice(Math.ceil((8 * k) / 6), Math.floor((8 * (k + n)) / 6));
    };
    const hiddenEverywhere = (value: string): boolean =>
      [0, 1, 2].every((k) => formsOf(value).includes(decided(value, k)));
    expect(hiddenEverywhere('s'.repeat(bytes!))).toBe(true);
    expect(hiddenEverywhere('s'.repeat(bytes! - 1))).toBe(false);
  });

  it('docker lines: the stated size, newline included, is the longest written', () => {
    const [kib] = stated('docs/cli.md', 'lines over # KiB');
    const line = kib! * KiB - 1; // without its newline
    expect(dockerProblem('K', 'v'.repeat(line - 2))).toBeUndefined();
    expect(dockerProblem('K', 'v'.repeat(line - 1))).toMatch(/longer than docker reads/);
  });
});
