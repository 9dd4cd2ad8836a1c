// Every limit the docs state (SECURITY.md, the READMEs, docs/) is the constant the code enforces:
// each statement is found by its words and its number compared with the constant, so changing a
// constant fails here until the docs say the new number (and rewording a statement fails until
// this list follows it).
import { maxHeaderSize } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LAST_REVOKE_BUDGET_MS } from '../../src/core/connect.js';
import { MAX_NAME_IN_URL } from '../../src/operations/folders.js';
import { MAX_FOLDER_NAME } from '../../src/operations/inputs.js';
import { MAX_SNAPSHOTS } from '../../src/operations/snapshots.js';
import { settledWriteCapMs } from '../../src/operations/settle.js';
import { defaultRetryPolicy } from '../../src/api/retry.js';
import { MAX_RESPONSE_BYTES } from '../../src/errors/transport.js';
import { METADATA_TIMEOUT_MS, NETWORK_RETRIES } from '../../src/auth/metadata-request.js';
import { formsOf, MIN_ENCODED_LENGTH } from '../../src/cli/forms.js';
import { MAX_GIT_FILE_BYTES } from '../../src/cli/git-branch.js';
import { MAX_PROJECT_FILE_BYTES } from '../../src/cli/project-file.js';
import { dockerProblem, MAX_LINE_BYTES } from '../../src/export/docker.js';
import { MIN_LINE_MASK_LENGTH } from '../../src/runner/mask.js';
import { MAX_ENV_VALUE_BYTES } from '../../src/export/plan.js';
import { BATCH_BODY_CAP, SERVER_BODY_LIMIT, splitBatches } from '../../src/secrets/batches.js';
import { MAX_KEY_LENGTH } from '../../src/secrets/write-rules.js';
import { MAX_RETRIES, MAX_TIMEOUT_SECONDS } from '../../src/settings/connection.js';
import { MAX_TOKEN_FILE_BYTES } from '../../src/auth/methods/kubernetes.js';
import { MAX_CA_FILE_BYTES } from '../../src/api/transport.js';
import { CONNECTION_INPUTS } from '../../src/spec/index.js';
import { CONNECTION_VALUES } from '../../src/spec/values.js';

/** The defaults the docs state come from the spec, the one place they are declared. */
const DEFAULT_TIMEOUT_SECONDS = Number(CONNECTION_VALUES.timeout?.default);
const DEFAULT_RETRIES = Number(CONNECTION_VALUES.retries?.default);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');
const KiB = 1024;
const MiB = 1024 * 1024;

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

/** [file, statement with `#` for the number, the number the code enforces, where it is]. */
const STATEMENTS: [string, string, number, string][] = [
  // Answers and the environment.
  [
    'SECURITY.md',
    'A response body larger than # MiB',
    MAX_RESPONSE_BYTES / MiB,
    'MAX_RESPONSE_BYTES',
  ],
  [
    'SECURITY.md',
    "Response headers over Node's limit (# KiB)",
    maxHeaderSize / KiB,
    'http.maxHeaderSize',
  ],
  [
    'SECURITY.md',
    'values over # KiB are refused for the environment',
    MAX_ENV_VALUE_BYTES / KiB,
    'MAX_ENV_VALUE_BYTES',
  ],
  [
    'docs/how-it-works.md',
    'values over # KiB or holding NUL',
    MAX_ENV_VALUE_BYTES / KiB,
    'MAX_ENV_VALUE_BYTES',
  ],
  [
    'README.md',
    'over # KiB (later steps would fail to start)',
    MAX_ENV_VALUE_BYTES / KiB,
    'MAX_ENV_VALUE_BYTES',
  ],
  // Time: `timeout`, `retries`, the waits and the retry budget.
  [
    'SECURITY.md',
    'headers, body): # s by default',
    DEFAULT_TIMEOUT_SECONDS,
    'the spec default of timeout',
  ],
  ['SECURITY.md', 's by default, at most # s.', MAX_TIMEOUT_SECONDS, 'MAX_TIMEOUT_SECONDS'],
  [
    'SECURITY.md',
    '(transient failures only; # by default',
    DEFAULT_RETRIES,
    'the spec default of retries',
  ],
  ['SECURITY.md', 'by default, at most #), each wait', MAX_RETRIES, 'MAX_RETRIES'],
  ['SECURITY.md', 'each wait capped at # s', defaultRetryPolicy.maxWaitMs / 1000, 'maxWaitMs'],
  [
    'docs/network.md',
    'A single wait is capped at # s',
    defaultRetryPolicy.maxWaitMs / 1000,
    'maxWaitMs',
  ],
  [
    'SECURITY.md',
    'the retry budget of # minutes',
    defaultRetryPolicy.budgetMs / 60_000,
    'budgetMs',
  ],
  [
    'SECURITY.md',
    'lasts at most `timeout` + # minutes',
    defaultRetryPolicy.budgetMs / 60_000,
    'budgetMs',
  ],
  [
    'docs/network.md',
    'all retrying at # minutes',
    defaultRetryPolicy.budgetMs / 60_000,
    'budgetMs',
  ],
  ['docs/network.md', 'end within # minutes', defaultRetryPolicy.budgetMs / 60_000, 'budgetMs'],
  ['SECURITY.md', '(# MiB for a CA', MAX_CA_FILE_BYTES / MiB, 'MAX_CA_FILE_BYTES'],
  ['SECURITY.md', '# KiB for a token)', MAX_TOKEN_FILE_BYTES / KiB, 'MAX_TOKEN_FILE_BYTES'],
  [
    'docs/network.md',
    'for its last look, # s with the defaults',
    settledWriteCapMs(DEFAULT_TIMEOUT_SECONDS * 1000) / 1000,
    'settledWriteCapMs',
  ],
  [
    'SECURITY.md',
    'for the last look, # s with the defaults',
    settledWriteCapMs(DEFAULT_TIMEOUT_SECONDS * 1000) / 1000,
    'settledWriteCapMs',
  ],
  [
    'docs/network.md',
    'takes at most `timeout` + # minutes',
    defaultRetryPolicy.budgetMs / 60_000,
    'budgetMs',
  ],
  [
    'docs/authentication.md',
    'with a # s timeout',
    METADATA_TIMEOUT_MS / 1000,
    'METADATA_TIMEOUT_MS',
  ],
  [
    'docs/RELIABILITY.md',
    'retries fit a # s budget',
    LAST_REVOKE_BUDGET_MS / 1000,
    'LAST_REVOKE_BUDGET_MS',
  ],
  // Masks and the redactor.
  [
    'SECURITY.md',
    'every line of # or more characters',
    MIN_LINE_MASK_LENGTH,
    'MIN_LINE_MASK_LENGTH',
  ],
  [
    'docs/cli.md',
    'every line of # or more characters',
    MIN_LINE_MASK_LENGTH,
    'MIN_LINE_MASK_LENGTH',
  ],
  [
    'SECURITY.md',
    'shorter than # characters are not registered',
    MIN_LINE_MASK_LENGTH,
    'MIN_LINE_MASK_LENGTH',
  ],
  ['SECURITY.md', 'each line of #+ characters', MIN_LINE_MASK_LENGTH, 'MIN_LINE_MASK_LENGTH'],
  ['SECURITY.md', '(lines of #+ characters)', MIN_LINE_MASK_LENGTH, 'MIN_LINE_MASK_LENGTH'],
  [
    'docs/how-it-works.md',
    'lines under # characters are not',
    MIN_LINE_MASK_LENGTH,
    'MIN_LINE_MASK_LENGTH',
  ],
  [
    'docs/performance.md',
    'each line of #+ characters',
    MIN_LINE_MASK_LENGTH,
    'MIN_LINE_MASK_LENGTH',
  ],
  [
    'SECURITY.md',
    'an encoded form shorter than # characters is not hidden',
    MIN_ENCODED_LENGTH,
    'MIN_ENCODED_LENGTH',
  ],
  [
    'docs/cli.md',
    'an encoded form shorter than # characters is not hidden',
    MIN_ENCODED_LENGTH,
    'MIN_ENCODED_LENGTH',
  ],
  // Files from the checkout, and what the tool writes.
  [
    'SECURITY.md',
    'a device, at most # KiB',
    MAX_PROJECT_FILE_BYTES / KiB,
    'MAX_PROJECT_FILE_BYTES',
  ],
  ['SECURITY.md', '(# KiB for `HEAD`)', MAX_GIT_FILE_BYTES / KiB, 'MAX_GIT_FILE_BYTES'],
  [
    'docs/cli.md',
    'a regular file of at most # KiB',
    MAX_PROJECT_FILE_BYTES / KiB,
    'MAX_PROJECT_FILE_BYTES',
  ],
  [
    'docs/cli.md',
    'lines over # KiB',
    (MAX_LINE_BYTES + 1) / KiB,
    'MAX_LINE_BYTES, newline included',
  ],
  // Sub-actions.
  ['secrets/README.md', 'keys of 1 to # characters', MAX_KEY_LENGTH, 'MAX_KEY_LENGTH'],
  [
    'secrets/README.md',
    'a request body over # MiB is refused',
    SERVER_BODY_LIMIT / MiB,
    'SERVER_BODY_LIMIT',
  ],
  ['secrets/README.md', "the server's # MiB limit", SERVER_BODY_LIMIT / MiB, 'SERVER_BODY_LIMIT'],
  ['secrets/README.md', 'A batch body is kept under # KiB', BATCH_BODY_CAP / KiB, 'BATCH_BODY_CAP'],
  ['folders/README.md', 'at most # characters', MAX_FOLDER_NAME, 'MAX_FOLDER_NAME'],
  ['folders/README.md', 'or one over # characters', MAX_NAME_IN_URL, 'MAX_NAME_IN_URL'],
  ['snapshots/README.md', 'page by page (at most #)', MAX_SNAPSHOTS, 'MAX_SNAPSHOTS'],
];

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
