// Our proxy support against Node's own and undici's: bundle, time, and what each does on each
// Node. From bench/results/proxy.json, which `npm run bench:proxy` writes.
import { caption, grouped, kb, runs, table, type RunInfo } from './format.ts';

export const PROXY_SCRIPTS = ['ours', 'node', 'undici'] as const;
export type ProxyScript = (typeof PROXY_SCRIPTS)[number];

/** What one GET did in one case: finished, or the error it named; what the proxies saw. */
export interface ProxyCell {
  ok: boolean;
  /** The error code or status the failure named. */
  error?: string;
  /** The request reached the forward proxy (for `through` and `noProxy`). */
  proxied?: boolean;
  /** The proxy that wants credentials got them (for `credentials`). */
  credentialsSent?: boolean;
  /** CONNECT requests the refusing proxy got (for `refused`). */
  attempts?: number;
}

export interface ProxyResults extends RunInfo {
  /** GETs per run of the speed table. */
  requests: number;
  undiciVersion: string;
  scripts: Record<ProxyScript, { bytes: number; ms: number; cpuMs: number }>;
  /** Bytes of an empty entry bundled the same way, where measured. */
  emptyBytes?: number;
  /** One GET per case, on each Node found. */
  behaviour: {
    node: string;
    script: ProxyScript;
    through: ProxyCell;
    noProxy: ProxyCell;
    credentials: ProxyCell;
    refused: ProxyCell;
  }[];
}

const LABELS = (results: ProxyResults): Record<ProxyScript, string> => ({
  ours: 'ours (`createTransport`, with its errors, caps and TLS)',
  node: "Node's own (`https.Agent` with `proxyEnv`)",
  undici: `undici ${results.undiciVersion} (\`EnvHttpProxyAgent\`, \`request\`)`,
});

export function renderProxyTable(results: ProxyResults): string {
  const empty = results.emptyBytes;
  const rows = PROXY_SCRIPTS.map((script) => {
    const { bytes, ms, cpuMs } = results.scripts[script];
    return [
      LABELS(results)[script],
      grouped(bytes),
      ...(empty !== undefined ? [grouped(bytes - empty)] : []),
      String(Math.round(ms)),
      String(Math.round(cpuMs)),
    ];
  });
  const header = [
    'script',
    'bundle bytes',
    ...(empty !== undefined ? ['above an empty bundle'] : []),
    'wall ms',
    'CPU ms',
  ];
  return [
    caption(
      results,
      `${results.requests} \`https://\` GETs through a loopback \`CONNECT\` proxy per run, medians of ${runs(results.runs)}, start-up included`,
    ),
    '',
    table(
      header,
      rows,
      header.map((_, i) => i > 0),
    ),
  ].join('\n');
}

function failure(cell: ProxyCell): string {
  const error = cell.error ?? 'failed';
  return /^\d{3}$/.test(error) ? `error with ${error}` : `\`${error}\``;
}

export function renderProxyBehaviour(results: ProxyResults): string {
  const rows = results.behaviour.map((row) => {
    const direct = row.through.ok && row.through.proxied === false;
    const through = !row.through.ok ? failure(row.through) : direct ? '**no** (direct)' : 'yes';
    const noProxy = !row.noProxy.ok
      ? failure(row.noProxy)
      : direct
        ? '(direct)'
        : row.noProxy.proxied
          ? '**no** (proxied)'
          : 'yes';
    const credentials = !row.credentials.ok
      ? failure(row.credentials)
      : row.credentials.credentialsSent
        ? 'yes'
        : '**no**';
    const attempts = row.refused.attempts;
    const refused = row.refused.ok
      ? direct
        ? '(direct: never asked)'
        : '**no error**'
      : `${failure(row.refused)}${attempts !== undefined ? `, ${attempts} \`CONNECT\`${attempts === 1 ? '' : 's'}` : ''}`;
    return [
      /^v(\d+)/.exec(row.node)?.[1] ?? row.node,
      row.script,
      through,
      noProxy,
      credentials,
      refused,
    ];
  });
  const versions = [...new Set(results.behaviour.map((row) => row.node))].join(', ');
  return [
    `One GET per cell, on each Node found (${versions}).`,
    '',
    table(
      [
        'Node',
        'script',
        'through HTTPS_PROXY',
        'NO_PROXY=example.test covers `other.example.test`',
        'credentials in the proxy URL sent',
        'CONNECT refused with 403',
      ],
      rows,
    ),
  ].join('\n');
}

/** For a sentence: what Node's own would save against ours. */
export function renderProxyNodeSaving(results: ProxyResults): string {
  const { ours, node } = results.scripts;
  const time = node.ms < ours.ms ? `${Math.round(ours.ms - node.ms)} ms` : 'no time';
  return `${kb(ours.bytes - node.bytes)} of bundle and ${time}`;
}

/** For a sentence: what undici would add against ours. */
export function renderProxyUndiciCost(results: ProxyResults, actionBundleBytes: number): string {
  const { ours, undici } = results.scripts;
  return `${kb(undici.bytes - ours.bytes)} more to download and parse in every run (the whole action's bundle is ${kb(actionBundleBytes)}), ${Math.round(undici.cpuMs - ours.cpuMs)} ms more CPU per run here`;
}
