// The in-process work of the main action on a large listing: the answer's check, merge, masks,
// selection, export plan.
import type { Secret, SecretList } from '../src/api/endpoints/secrets.js';

function secret(key: string, value: string): Secret {
  return {
    workspace: '',
    type: 'shared',
    secretKey: key,
    secretValue: value,
  };
}

/** Median milliseconds of the pipeline over `count` secrets spread across `imports` imports. */
export async function measurePipeline(count: number, imports: number): Promise<{ ms: number }> {
  const { secrets } = await import('../src/api/endpoints/secrets.js');
  const sent = { kind: 'secrets:list', operation: 'list secrets', method: 'GET', path: '/' };
  const secretList = (body: unknown) => secrets.list.generations[0].answer(body, sent);
  const { mergeListings } = await import('../src/secrets/merge.js');
  const { maskAll } = await import('../src/runner/mask.js');
  const { selectSecrets } = await import('../src/secrets/select.js');
  const { planExport } = await import('../src/export/plan.js');
  const per = Math.floor(count / imports);
  const listing: SecretList = {
    secrets: Array.from({ length: per }, (_, i) =>
      secret(`OWN_${i}`, `own-value-${i}-${'v'.repeat(24)}`),
    ),
    imports: Array.from({ length: imports - 1 }, (_, g) => ({
      secretPath: `/fanout-${g}`,
      environment: 'staging',
      secrets: Array.from({ length: per }, (_, i) =>
        secret(`KEY_${i % (per / 2)}_${g % 3}`, `value-${g}-${i}\nsecond line ${i}`),
      ),
    })),
  };
  const times: number[] = [];
  for (let run = 0; run < 14; run++) {
    const started = performance.now();
    secretList(listing);
    const merged = mergeListings([{ path: '/', listing }], { tagsFilter: false });
    maskAll(
      Array.from(merged.secrets.values(), (s) => s.value),
      () => {},
    );
    const entries = selectSecrets(merged.secrets, undefined, '');
    planExport(
      {
        exportTypes: new Set(['env', 'output', 'file']),
        file: { path: '/tmp/x', displayPath: 'x', format: 'dotenv' },
      },
      entries,
    );
    times.push(performance.now() - started);
  }
  // The first runs warm the JIT up; the median of the rest is the figure.
  const steady = times.slice(4).sort((a, b) => a - b);
  return { ms: steady[Math.floor(steady.length / 2)]! };
}
