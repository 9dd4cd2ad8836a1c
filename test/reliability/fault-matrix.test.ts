// The fault matrix: every fault at every stage, once and every time, against the built action.
// It writes docs/RELIABILITY.md and fails if the committed copy differs from what it observed.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAULTS, MODES, STAGES, applicable, cellKey, expected, type CellResult } from './matrix.ts';
import { renderReliability } from './render.ts';
import { fetchBaseline, runCell, type Baseline } from './run-cell.ts';

const DOC = fileURLToPath(new URL('../../docs/RELIABILITY.md', import.meta.url));
const results = new Map<string, CellResult>();
let baseline: Baseline;
let cells = 0;

beforeAll(async () => {
  baseline = await fetchBaseline();
});

// Cells wait on timeouts and backoff far more than they compute: run several at once.
describe.concurrent('fault matrix', () => {
  for (const stage of STAGES) {
    for (const fault of FAULTS) {
      if (!applicable(stage, fault)) continue;
      // Windows takes about 2 s to report a refused loopback connection (it retries the SYN),
      // longer than `timeout: 1`: the refusal would show as a timeout there.
      const skip = !fault.kind && process.platform === 'win32';
      for (const mode of MODES) {
        cells++;
        it.skipIf(skip)(cellKey(stage, fault, mode), async ({ expect }) => {
          const result = await runCell(stage, fault, mode, baseline);
          results.set(cellKey(stage, fault, mode), result);
          expect(result).toEqual(expected(stage, fault, mode));
        });
      }
    }
  }
});

describe('docs/RELIABILITY.md', () => {
  it('equals what this run observed (regenerated on every full run)', async (ctx) => {
    // A partial run (-t, a skipped or failed cell) proves nothing: it shows as skipped, not green.
    if (results.size !== cells) {
      ctx.skip(
        `only ${results.size} of the ${cells} cells ran: the table is checked on a full run`,
      );
    }
    // Formatted as `prettier --check` wants it, so the lint step and this test agree.
    const options = { ...(await resolveConfig(DOC)), filepath: DOC };
    const generated = await format(renderReliability(results), options);
    let committed = '';
    try {
      committed = readFileSync(DOC, 'utf8').replace(/\r\n/g, '\n');
    } catch {
      // Missing: written below, and the comparison fails until it is committed.
    }
    if (committed !== generated) writeFileSync(DOC, generated);
    expect(committed, 'docs/RELIABILITY.md was stale: it has been rewritten, commit it').toBe(
      generated,
    );
  });
});
