// Throughput of `infisical-ci run`'s redactor against a bare loop that reads every byte: from
// bench/results/redact.json, which `npm run bench:redact` (and `npm run bench:cli`) writes.
import { caption, grouped, runs, table, times, type RunInfo } from './format.ts';

export interface RedactResults extends RunInfo {
  /** Secrets registered, and the texts to hide they make (values, lines, encoded forms). */
  secrets: number;
  texts: number;
  /** Building the matcher for all of them, once, and the memory it keeps (after a collection). */
  compileMs: number;
  memoryBytes: number;
  /** The same for one large value (64-character lines) on its own. */
  large: { bytes: number; texts: number; compileMs: number; memoryBytes: number };
  /** Size of each output, and of the chunks it is fed in (as a pipe delivers them). */
  bytesPerOutput: number;
  chunkBytes: number;
  /** Medians per kind of output: the redactor and the floor over the same chunks. */
  outputs: { name: string; bytes: number; redactorMs: number; floorMs: number }[];
}

const megabytes = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;

export function renderRedactTable(results: RedactResults): string {
  const mib = results.bytesPerOutput / 2 ** 20;
  const rows = results.outputs.map((output) => {
    const speed = (ms: number): string =>
      `${grouped((output.bytes / 2 ** 20) * (1000 / ms))} MiB/s (${Math.round(ms)} ms)`;
    return [
      output.name,
      speed(output.redactorMs),
      speed(output.floorMs),
      times(output.redactorMs, output.floorMs),
    ];
  });
  const { large } = results;
  const what = `${results.secrets} secrets (${grouped(results.texts)} texts to hide with their lines and encoded forms, compiled in ${Math.round(results.compileMs)} ms, keeping ${megabytes(results.memoryBytes)}; one ${grouped(large.bytes / 2 ** 20)} MiB value of 64-character lines alone: ${grouped(large.texts)} texts, ${Math.round(large.compileMs)} ms, ${megabytes(large.memoryBytes)}), ${grouped(mib)} MiB of each output in ${results.chunkBytes / 1024} KiB chunks; medians of ${runs(results.runs, '')}`;
  return [
    caption(results, what[0]!.toUpperCase() + what.slice(1)),
    '',
    table(['output', 'redactor', 'floor (read every byte)', 'redactor / floor'], rows, [
      false,
      true,
      true,
      true,
    ]),
  ].join('\n');
}
