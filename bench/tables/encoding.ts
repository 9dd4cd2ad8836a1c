// A large listing plain against gzip and brotli, read and decoded by the client: from
// bench/results/encoding.json, which `npm run bench:encoding` writes.
import { caption, grouped, range, runs, table, type RunInfo } from './format.ts';

export const CODINGS = ['identity', 'gzip', 'br'] as const;
export type Coding = (typeof CODINGS)[number];

export interface EncodingResults extends RunInfo {
  secrets: number;
  /** Bytes of the listing's JSON. */
  bodyBytes: number;
  /** Medians per coding: whole request on loopback, and the client's decoding alone. */
  codings: Record<Coding, { wireBytes: number; ms: number; decodeMs: number }>;
}

/** The link speed (Mbit/s) below which a coding's saved bytes outweigh its extra time. */
function breakEvenMbits(results: EncodingResults, coding: Coding): number | undefined {
  const plain = results.codings.identity;
  const entry = results.codings[coding];
  const extraMs = entry.ms - plain.ms;
  if (coding === 'identity' || extraMs <= 0) return undefined;
  return ((plain.wireBytes - entry.wireBytes) * 8) / extraMs / 1000;
}

export function renderEncodingTable(results: EncodingResults): string {
  const plain = results.codings.identity;
  const rows = CODINGS.map((coding) => {
    const entry = results.codings[coding];
    const breakEven = breakEvenMbits(results, coding);
    return [
      coding,
      grouped(entry.wireBytes),
      entry.ms.toFixed(1),
      (entry.ms / plain.ms).toFixed(2),
      entry.decodeMs.toFixed(1),
      breakEven === undefined ? '-' : `${grouped(breakEven)} Mbit/s`,
    ];
  });
  return [
    caption(
      results,
      `A listing of ${grouped(results.secrets)} secrets (${grouped(results.bodyBytes)} bytes of JSON); medians of ${runs(results.runs)}`,
    ),
    '',
    table(
      ['coding', 'bytes on the wire', 'wall ms', 'ratio', 'client decode ms', 'pays off below'],
      rows,
      [false, true, true, true, true, true],
    ),
  ].join('\n');
}

/** For a sentence: how much faster plain is, what compression saves and where it pays off. */
export function renderEncodingSummary(results: EncodingResults): string {
  const plain = results.codings.identity;
  const compressed = CODINGS.filter((coding) => coding !== 'identity').map(
    (coding) => results.codings[coding],
  );
  const extra = compressed.map((entry) => entry.ms - plain.ms);
  if (extra.some((ms) => ms <= 0)) {
    return 'a compressed answer was as fast as the plain one on loopback';
  }
  const fastest = Math.min(...compressed.map((entry) => entry.ms));
  const saved = plain.wireBytes - Math.min(...compressed.map((entry) => entry.wireBytes));
  const breakEven = CODINGS.filter((coding) => coding !== 'identity').map(
    (coding) => breakEvenMbits(results, coding)! / 1000,
  );
  return `plain is ${(fastest / plain.ms).toFixed(1)} times faster where bandwidth is free; compression saves ${(saved / 1e6).toFixed(1)} MB, which pays for its ${range(extra, 'ms')} only on links slower than ${range(breakEven, 'Gbit/s', 1)}`;
}
