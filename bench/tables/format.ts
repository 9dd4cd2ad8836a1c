// What every rendered table shares: the caption that says when and where the figures were
// measured, a Markdown table with its columns padded, and the ways figures are written.
/** When and where a benchmark ran: every results file starts with this. */
export interface RunInfo {
  /** The day of the run (YYYY-MM-DD), or the month (YYYY-MM) for figures kept from older docs. */
  date: string;
  /** `process.version` of the Node that ran the benchmark. */
  node: string;
  /** CPUs of the machine. */
  cpus: number;
  /** 1-minute load average when the run started and when it ended; null when not recorded. */
  loadAverage: [number, number] | null;
  /** Interleaved runs behind each median. */
  runs: number;
  /** What a reader of the table should know about this run (shown with it). */
  note?: string;
  /** How the figures got into the file when no run of the benchmark wrote them (not shown). */
  source?: string;
}

/** `1234567` → `1,234,567` (the same on every machine, whatever its locale). */
export const grouped = (value: number): string =>
  String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A size in the units the docs use: `926 KB`, `1.07 MB` (1 KB = 1,000 bytes). */
export function kb(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(2)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

/** `a / b` as a ratio: `1.02x`. */
export const times = (a: number, b: number): string => `${(a / b).toFixed(2)}x`;

/** A ratio with what it is made of: `1.02x (95 / 93 ms)`. */
export const ratio = (a: number, b: number): string =>
  `${times(a, b)} (${Math.round(a)} / ${Math.round(b)} ms)`;

/** Milliseconds to the precision a median of a few runs has: `12 ms`, `3.4 ms`. */
export const ms = (value: number): string =>
  `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

export const mib = (kib: number): string => `${Math.round(kib / 1024)} MiB`;

/** From the smallest to the largest: `16 to 21 ms`, or `16 ms` when they round alike. */
export function range(values: number[], unit: string, digits = 0): string {
  const low = Math.min(...values).toFixed(digits);
  const high = Math.max(...values).toFixed(digits);
  return low === high ? `${low} ${unit}` : `${low} to ${high} ${unit}`;
}

/** `15 interleaved runs`, `1 interleaved run`. */
export const runs = (count: number, kind = 'interleaved'): string =>
  `${count}${kind ? ` ${kind}` : ''} run${count === 1 ? '' : 's'}`;

/** The sentence above a table: when, on what, how loaded, how many runs. */
export function caption(info: RunInfo, what: string): string {
  const load = info.loadAverage
    ? `load average ${info.loadAverage[0]} at the start and ${info.loadAverage[1]} at the end`
    : 'load average not recorded';
  const note = info.note ? ` ${info.note}` : '';
  return `${what}; measured ${info.date} with Node ${info.node} on ${info.cpus} CPUs, ${load}.${note}`;
}

/** A Markdown table, each column padded to its widest cell; `right` marks right-aligned ones. */
export function table(header: string[], rows: string[][], right: boolean[] = []): string {
  const widths = header.map((cell, i) =>
    Math.max(3, [...cell].length, ...rows.map((row) => [...(row[i] ?? '')].length)),
  );
  const pad = (cell: string, i: number): string => {
    const space = ' '.repeat(widths[i]! - [...cell].length);
    return right[i] ? space + cell : cell + space;
  };
  const line = (cells: string[]): string =>
    `| ${cells.map((cell, i) => pad(cell, i)).join(' | ')} |`;
  const rule = widths.map((width, i) =>
    right[i] ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width),
  );
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}
