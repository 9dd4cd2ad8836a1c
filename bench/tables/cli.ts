// Start-up of the command-line tool on each Node and as the executable: from
// bench/results/cli.json, which `npm run bench:cli` writes.
import { caption, runs, table, type RunInfo } from './format.ts';

/** The commands bench/cli.ts times, in the order of the table, with what each does. */
export const CLI_COMMANDS = {
  'node -e 0': '`node -e 0` (the floor)',
  '--version': '`infisical-ci --version` (load the bundle, print)',
  '--help': '`infisical-ci --help`',
  'export --format json': '`infisical-ci export --format json` (login, listing, revoke; loopback)',
} as const;

export type CliCommand = keyof typeof CLI_COMMANDS;

export interface CliResults extends RunInfo {
  /** The `node --version` of each runtime measured (`Node 24`, `Node 20`), where recorded. */
  versions?: Record<string, string>;
  /** Medians per runtime (`Node 24`, `Node 20`, `executable`) and command; 90th percentile. */
  medians: { runtime: string; command: CliCommand; ms: number; p90Ms?: number }[];
  /** The standalone executable measured (`release/<file>`), when there was one. */
  executable?: { file: string; bytes: number };
}

export function renderCliTable(results: CliResults): string {
  const runtimes = [...new Set(results.medians.map((m) => m.runtime))];
  const rows = (Object.entries(CLI_COMMANDS) as [CliCommand, string][]).map(([command, label]) => [
    label,
    ...runtimes.map((runtime) => {
      const median = results.medians.find((m) => m.runtime === runtime && m.command === command);
      return median ? `${Math.round(median.ms)} ms` : '';
    }),
  ]);
  const versions = results.versions
    ? ` (${Object.entries(results.versions)
        .map(([runtime, version]) => `${runtime}: ${version}`)
        .join(', ')})`
    : '';
  return [
    caption(
      results,
      `Medians of ${runs(results.runs)}, loopback server, no added latency${versions}`,
    ),
    '',
    table(['command', ...runtimes], rows),
  ].join('\n');
}

const SYSTEMS: Record<string, string> = { linux: 'Linux', macos: 'macOS', windows: 'Windows' };

/** For a sentence: `125 MiB for Linux x64`. */
export function renderExecutableSize(results: CliResults): string {
  const exe = results.executable;
  if (!exe) return 'a size the last run of `npm run bench:cli` did not measure (no executable)';
  const [, system = '', arch = ''] =
    /^infisical-ci-([a-z]+)-([a-z0-9]+)(?:\.exe)?$/.exec(exe.file) ?? [];
  return `${Math.round(exe.bytes / 2 ** 20)} MiB for ${SYSTEMS[system] ?? system} ${arch}`;
}
