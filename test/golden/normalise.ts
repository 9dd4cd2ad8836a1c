// What changes from one run to the next in a log, replaced by a placeholder so that a golden
// file holds only what the code decides: the fake server's port, temporary folders, access
// tokens (JWTs, freshly signed each run), the stop-commands token and the heredoc delimiters the
// runner module draws at random, durations, and ids the fake server makes up.
import os from 'node:os';

/** The folders of one run, replaced by their name in the golden file. */
export interface RunPlaces {
  workspace?: string;
  runnerTemp?: string;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces every occurrence of each capture of `pattern` by `label`, numbered in order of appearance. */
function numbered(text: string, pattern: RegExp, label: string): string {
  const seen = new Map<string, string>();
  return text.replace(pattern, (match) => {
    if (!seen.has(match)) seen.set(match, `<${label}-${seen.size + 1}>`);
    return seen.get(match)!;
  });
}

export function normalise(text: string, places: RunPlaces = {}): string {
  let out = text.replace(/\r\n/g, '\n');
  // The stop-commands token: every use of it, wherever it shows.
  for (const [, token] of out.matchAll(/::stop-commands::(\S+)/g)) {
    out = out.split(token!).join('<stop-token>');
  }
  for (const [place, label] of [
    [places.workspace, '<workspace>'],
    [places.runnerTemp, '<runner-temp>'],
  ] as const) {
    if (place) out = out.replace(new RegExp(escape(place), 'g'), label);
  }
  out = out.split(process.execPath).join('<node>');
  out = out.replace(new RegExp(`${escape(os.tmpdir())}[/\\\\][\\w.-]+`, 'g'), '<temp>');
  out = out.replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>');
  out = out.replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '<jwt>');
  out = out.replace(/ghadelimiter_[\w-]+/g, 'ghadelimiter_<random>');
  out = out.replace(/\bin \d+(\.\d+)? ms\b/g, 'in <n> ms');
  return numbered(out, /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, 'id');
}
