import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Capture {
  name: string;
  note?: string;
  request: { method: string; path: string; body?: unknown };
  response: { status: number; headers: Record<string, string>; body: unknown };
}

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'captures');

/** Every request/response capture of a real server (the two files of another format left out). */
export function loadCaptures(): Capture[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({
      name: file.replace(/\.json$/, ''),
      ...(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as object),
    }))
    .filter((capture): capture is Capture => 'request' in capture && 'response' in capture);
}

/** One capture by file name (without .json). */
export function capture(name: string): Capture {
  const found = loadCaptures().find((c) => c.name === name);
  if (!found) throw new Error(`no capture ${name}`);
  return found;
}
