import { expect } from 'vitest';
import { masksFor } from '../../src/runner/mask.js';
import type { ActionRun } from './run-action.ts';
import type { ToolRun } from './run-cli.ts';
import { SEEDED_SECRETS } from './use-fake-server.ts';
import type { RunnerLine } from './workflow-commands.ts';

/**
 * State the actions may save: the token the post step revokes, where, whether the main step
 * tried already, the files it deletes, and the leases it revokes (ids, never their data).
 */
const STATE_NAMES = new Set([
  'revoke_token',
  'api_url',
  'secrets_files',
  'revoke_tried',
  'dynamic_leases',
]);

/**
 * Forms of a value the runner's masker also hides once the value is registered: a log line
 * that prints one of them before the registration leaks the value just the same.
 */
export function encodingsOf(text: string): string[] {
  const forms = new Set([
    text,
    JSON.stringify(text).slice(1, -1),
    Buffer.from(text, 'utf8').toString('base64'),
  ]);
  // A lone surrogate has no URI form: encodeURIComponent throws.
  if ((text as unknown as { isWellFormed(): boolean }).isWellFormed()) {
    forms.add(encodeURIComponent(text));
  }
  return [...forms];
}

/** What the runner prints for one stdout line: command data, registered masks hidden. */
function shownLine(line: RunnerLine, registered: readonly string[]): string {
  const { command } = line;
  let shown = command ? [command.data, ...Object.values(command.properties)].join(' ') : line.raw;
  for (const mask of registered) shown = shown.split(mask).join('***');
  return shown;
}

/**
 * The one leak check of every end-to-end test: no secret value, nor any line of it long enough
 * to matter, nor its JSON-escaped, base64 or URL-encoded form, may appear on stdout before its
 * mask is registered; never on stderr or in the job summary (nothing masks those reliably); and
 * GITHUB_STATE holds nothing but the access token and the file path the post step needs.
 */
export function expectNoLeaks(run: ActionRun, secrets: Iterable<string>): void {
  const needles = new Map<string, string>(); // form → the line of a value it reveals
  for (const value of secrets) {
    for (const text of masksFor(value)) {
      if (text.length < 4) continue;
      for (const form of encodingsOf(text)) needles.set(form, text);
    }
  }
  const registered: string[] = [];
  for (const line of run.lines) {
    if (line.command?.command === 'add-mask') {
      const value = line.command.data;
      // The runner hides the encoded forms of a registered value too; longest first.
      registered.push(...encodingsOf(value));
      registered.sort((a, b) => b.length - a.length);
      continue;
    }
    const shown = shownLine(line, registered);
    for (const [form, text] of needles) {
      expect(
        shown.includes(form),
        `stdout shows ${form === text ? 'a secret' : 'an encoded secret'} unmasked: ${JSON.stringify(shown.slice(0, 80))}`,
      ).toBe(false);
    }
  }
  for (const form of needles.keys()) {
    expect(run.stderr.includes(form), 'stderr shows a secret').toBe(false);
    expect(run.summary.includes(form), 'the job summary shows a secret').toBe(false);
  }
  expectStateHoldsNoSecret(run, needles.keys());
}

/**
 * GITHUB_STATE is readable by every later step of the job: only the post step's needs go there,
 * in every write (the token is written, then cleared once the main step revoked it).
 */
function expectStateHoldsNoSecret(run: ActionRun, forms: Iterable<string>): void {
  for (const [name, value] of run.stateEntries) {
    expect(STATE_NAMES.has(name), `unexpected state \`${name}\``).toBe(true);
    for (const form of forms) {
      if (form === value) continue; // the token (or path) itself, passed in by the caller
      expect(value.includes(form), `GITHUB_STATE \`${name}\` holds a secret`).toBe(false);
    }
  }
}

/** Every value a main-action run exported (environment and outputs, the count aside). */
export function exportedValues(run: ActionRun): string[] {
  const outputs = Object.entries(run.outputs).filter(([name]) => name !== 'secret-count');
  return [...Object.values(run.env), ...outputs.map(([, value]) => value)];
}

/** A line of the tool's that registers a value with the CI's masker (GitHub, Azure Pipelines). */
const REGISTRATION = /^(::add-mask::|##vso\[task\.setsecret\])/;

/**
 * The leak check of every run of the tool: its standard error shows no seeded value or
 * credential (nor `extra`), nor a line of one, in any encoding, but in the line that registers
 * it with the CI's masker (which the CI does not show); and no stack trace. (Standard output is
 * where the tool prints what it was asked for.)
 */
export function expectCleanStderr(
  run: Pick<ToolRun, 'stderr'>,
  extra: readonly string[] = [],
): void {
  const shown = run.stderr
    .split('\n')
    .filter((line) => !REGISTRATION.test(line))
    .join('\n');
  for (const value of [...SEEDED_SECRETS, ...extra]) {
    for (const text of masksFor(value)) {
      if (text.length < 4) continue;
      for (const form of encodingsOf(text)) {
        expect(shown.includes(form), `stderr shows ${JSON.stringify(form)}`).toBe(false);
      }
    }
  }
  expect(run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
}
