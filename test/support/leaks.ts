import { expect } from 'vitest';
import { masksFor } from '../../src/export/mask.js';
import type { ActionRun, WorkflowCommand } from './run-action.ts';

/** State the actions may save: the token the post step revokes, and the file it deletes. */
const STATE_NAMES = new Set(['revoke_token', 'secrets_file']);

/**
 * Forms of a value the runner's masker also hides once the value is registered: a log line
 * that prints one of them before the registration leaks the value just the same.
 */
export function encodingsOf(text: string): string[] {
  const forms = new Set([
    text,
    JSON.stringify(text).slice(1, -1),
    Buffer.from(text, 'utf8').toString('base64'),
    encodeURIComponent(text),
  ]);
  return [...forms];
}

const unescapeData = (text: string): string =>
  text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');

/**
 * One stdout line as the runner reads a workflow command, or undefined for a plain line. The
 * data may hold any character but CR and LF (U+2028 included, hence the `s` flag).
 */
export function parseCommandLine(line: string): WorkflowCommand | undefined {
  const match = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/s.exec(line);
  if (!match) return undefined;
  const properties: Record<string, string> = {};
  for (const pair of (match[2] ?? '').split(',').filter(Boolean)) {
    const eq = pair.indexOf('=');
    properties[pair.slice(0, eq)] = unescapeData(
      pair
        .slice(eq + 1)
        .replace(/%3A/g, ':')
        .replace(/%2C/g, ','),
    );
  }
  return { command: match[1]!, properties, data: unescapeData(match[3]!) };
}

/** What the runner prints for one stdout line: command data unescaped, registered masks hidden. */
function shownLine(line: string, registered: readonly string[]): string {
  const command = parseCommandLine(line);
  let shown = command ? [command.data, ...Object.values(command.properties)].join(' ') : line;
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
  for (const line of run.stdout.split(/\r?\n/)) {
    const mask = parseCommandLine(line);
    if (mask?.command === 'add-mask') {
      const value = mask.data;
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

/** GITHUB_STATE is readable by every later step of the job: only the post step's needs go there. */
function expectStateHoldsNoSecret(run: ActionRun, forms: Iterable<string>): void {
  for (const [name, value] of Object.entries(run.state)) {
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
