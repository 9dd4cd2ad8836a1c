import { expect } from 'vitest';
import { masksFor } from '../../src/export/mask.js';
import type { ActionRun } from './run-action.ts';

/**
 * The one leak check of every end-to-end test: no secret value, nor any line of it long enough
 * to matter, may appear on stdout before its mask is registered; never on stderr or in the job
 * summary (nothing masks those reliably).
 */
export function expectNoLeaks(run: ActionRun, secrets: Iterable<string>): void {
  const needles = new Set<string>();
  for (const value of secrets) for (const text of masksFor(value)) if (text.length >= 4) needles.add(text);
  const registered = new Set<string>();
  for (const line of run.stdout.split(/\r?\n/)) {
    const mask = /^::add-mask::(.*)$/.exec(line);
    if (mask) {
      registered.add(mask[1]!.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%'));
      continue;
    }
    // What the runner would print: every registered mask replaced, longest first.
    let shown = line;
    for (const m of [...registered].sort((a, b) => b.length - a.length)) shown = shown.split(m).join('***');
    for (const needle of needles) {
      expect(shown.includes(needle), `stdout shows a secret unmasked: ${JSON.stringify(shown.slice(0, 60))}`).toBe(false);
    }
  }
  for (const needle of needles) {
    expect(run.stderr.includes(needle), 'stderr shows a secret').toBe(false);
    expect(run.summary.includes(needle), 'the job summary shows a secret').toBe(false);
  }
}
