// The limits and figures the docs state in prose (SECURITY.md, the READMEs, docs/), each the
// constant the code enforces: each statement is found by its words, and \`npm run docs\` writes the
// constant's number into it (\`npm run docs:check\` fails while one says another). A statement
// reworded must be reworded here too: one that is found nowhere fails the check.
import { maxHeaderSize } from 'node:http';
import { LAST_REVOKE_BUDGET_MS } from '../src/core/connect.js';
import { MAX_NAME_IN_URL } from '../src/operations/folders/action.js';
import { MAX_FOLDER_NAME } from '../src/operations/inputs.js';
import { MAX_SNAPSHOTS } from '../src/operations/snapshots/action.js';
import { settledWriteCapMs } from '../src/operations/settle.js';
import { defaultRetryPolicy } from '../src/api/retry.js';
import { MAX_RESPONSE_BYTES } from '../src/errors/transport.js';
import { METADATA_TIMEOUT_MS } from '../src/auth/metadata-request.js';
import { MIN_ENCODED_LENGTH } from '../src/cli/forms.js';
import { MAX_GIT_FILE_BYTES } from '../src/cli/git-branch.js';
import { MAX_PROJECT_FILE_BYTES } from '../src/cli/project-file.js';
import { MAX_LINE_BYTES } from '../src/export/docker.js';
import { MIN_LINE_MASK_LENGTH } from '../src/runner/mask.js';
import { MAX_ENV_VALUE_BYTES } from '../src/export/plan.js';
import { BATCH_BODY_CAP, SERVER_BODY_LIMIT } from '../src/secrets/batches.js';
import { MAX_KEY_LENGTH } from '../src/secrets/write-rules.js';
import { MAX_RETRIES, MAX_TIMEOUT_SECONDS } from '../src/settings/connection.js';
import { MAX_TOKEN_FILE_BYTES } from '../src/auth/methods/kubernetes.js';
import { MAX_CA_FILE_BYTES } from '../src/api/transport.js';
import { CONNECTION_VALUES } from '../src/spec/values.js';

const KiB = 1024;
const MiB = 1024 * 1024;

/** The defaults the docs state come from the spec, the one place they are declared. */
const DEFAULT_TIMEOUT_SECONDS = Number(CONNECTION_VALUES.timeout?.default);
const DEFAULT_RETRIES = Number(CONNECTION_VALUES.retries?.default);

/** [file, statement with `#` for the number, the number the code enforces, where it is]. */
export const STATEMENTS: [string, string, number, string][] = [
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

/** The pattern of a statement: `#` the number, a space any white space, letters in either case. */
export function statementPattern(phrase: string): RegExp {
  const pattern = phrase
    .split('#')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
    .join('(\\d[\\d,]*)');
  return new RegExp(pattern, 'gi');
}

/** `1234567` → `1,234,567`, when the number was written that way. */
const written = (value: number, like: string): string =>
  like.includes(',') ? String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : String(value);

/**
 * `text` (the content of `file`) with every statement's number written from its constant, and the
 * statements of `file` found nowhere in it.
 */
export function applyFigures(text: string, file: string): { text: string; missing: string[] } {
  const missing: string[] = [];
  let out = text;
  for (const [where, phrase, value] of STATEMENTS) {
    if (where !== file) continue;
    let found = false;
    out = out.replace(statementPattern(phrase), (match: string, number: string) => {
      found = true;
      return match.replace(number, written(value, number));
    });
    if (!found) missing.push(`${file}: "${phrase}" is nowhere in it (scripts/figures.ts)`);
  }
  return { text: out, missing };
}

/** The files that hold statements. */
export const FIGURE_FILES = [...new Set(STATEMENTS.map(([file]) => file))];
