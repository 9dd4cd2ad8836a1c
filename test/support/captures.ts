// The captures of a real server (test/fixtures/captures/, indexed in its README): one request and
// its response per file, but for two files of their own format (read with `capture<T>`).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CAPTURE_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
  'captures',
);

export interface Capture {
  /** The file name without `.json`. */
  name: string;
  note?: string;
  request: { method: string; path: string; body?: unknown };
  response: { status: number; headers: Record<string, string>; body: unknown };
}

/** Every capture file name (`*.json`), sorted. */
export function captureFiles(): string[] {
  return readdirSync(CAPTURE_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort();
}

/** One capture by name, with or without `.json` (a request/response pair unless `T` says). */
export function capture<T = Capture>(name: string): T {
  const file = name.endsWith('.json') ? name : `${name}.json`;
  const parsed = JSON.parse(readFileSync(path.join(CAPTURE_DIR, file), 'utf8')) as object;
  return { name: file.slice(0, -'.json'.length), ...parsed } as T;
}

/** Every request/response capture (the two files of another format left out). */
export function loadCaptures(): Capture[] {
  return captureFiles()
    .map((file) => capture<Capture | { name: string }>(file))
    .filter((c): c is Capture => 'request' in c && 'response' in c);
}
