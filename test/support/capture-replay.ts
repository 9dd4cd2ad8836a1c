// Replays a captured request against the fake server, and compares its answer with the capture's:
// same status, same keys in the same order, recursively, equal values, except where the capture
// cannot be matched literally:
// - UUIDs: any UUID, but consistently (a captured id always maps to the same live id, and back);
// - timestamps: any ISO 8601 timestamp;
// - sanitizing placeholders (`<ACCESS_TOKEN>`, `<PUBLIC_KEY>`, `<INVITE_TOKEN>`, ...): any text;
// - strings quoting ids (error messages) are compared after mapping those ids.
import { expect } from 'vitest';
import type { FakeServer } from './fake-server/index.ts';
import { capture as loadCapture, type Capture } from './captures.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UUID_ANYWHERE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const PLACEHOLDER = /<[A-Z_]+>/;

/** A two-way map between captured ids and live ids. */
export class IdMap {
  readonly #forward = new Map<string, string>();
  readonly #backward = new Map<string, string>();

  /** Records captured → live; returns false when that contradicts an earlier pairing. */
  bind(captured: string, live: string): boolean {
    const known = this.#forward.get(captured);
    if (known !== undefined) return known === live;
    if (this.#backward.has(live)) return this.#backward.get(live) === captured;
    this.#forward.set(captured, live);
    this.#backward.set(live, captured);
    return true;
  }

  /** Replaces every mapped captured id inside a string. */
  apply(text: string): string {
    return text.replace(UUID_ANYWHERE, (id) => this.#forward.get(id) ?? id);
  }

  /** Deep copy of a JSON value with mapped ids substituted in all strings. */
  applyDeep<T>(value: T): T {
    return JSON.parse(this.apply(JSON.stringify(value))) as T;
  }
}

export interface CompareResult {
  problems: string[];
  /** True when every value matched literally (then the body bytes, and etag, must match). */
  exact: boolean;
}

/** Compares `live` with `captured`, learning id pairings into `ids`. */
export function compareBodies(
  captured: unknown,
  live: unknown,
  ids: IdMap,
  replacements: [string, string][] = [],
): CompareResult {
  const problems: string[] = [];
  let exact = true;

  const walk = (want: unknown, got: unknown, at: string): void => {
    if (typeof want === 'string' && typeof got === 'string') {
      if (want === got) {
        if (UUID.test(want) && !ids.bind(want, got)) problems.push(`${at}: id pairing conflict`);
        return;
      }
      exact = false;
      if (UUID.test(want) && UUID.test(got)) {
        if (!ids.bind(want, got)) problems.push(`${at}: ${want} already paired, got ${got}`);
        return;
      }
      if (ISO.test(want) && ISO.test(got)) return;
      let expected = ids.apply(want);
      for (const [from, to] of replacements) expected = expected.split(from).join(to);
      if (PLACEHOLDER.test(expected)) {
        const pattern = expected
          .split(/(<[A-Z_]+>)/)
          .map((part) =>
            PLACEHOLDER.test(part) ? '.+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          )
          .join('');
        if (!new RegExp(`^${pattern}$`, 's').test(got)) {
          problems.push(`${at}: ${JSON.stringify(got)} does not fit ${JSON.stringify(want)}`);
        }
        return;
      }
      if (expected !== got)
        problems.push(`${at}: want ${JSON.stringify(expected)}, got ${JSON.stringify(got)}`);
      return;
    }
    if (Array.isArray(want) || Array.isArray(got)) {
      if (!Array.isArray(want) || !Array.isArray(got)) {
        problems.push(`${at}: array expected on both sides`);
        return;
      }
      if (want.length !== got.length) {
        problems.push(`${at}: ${want.length} items expected, got ${got.length}`);
        return;
      }
      want.forEach((item, i) => walk(item, got[i], `${at}[${i}]`));
      return;
    }
    if (isObject(want) && isObject(got)) {
      const wantKeys = Object.keys(want);
      const gotKeys = Object.keys(got);
      if (wantKeys.join(',') !== gotKeys.join(',')) {
        problems.push(`${at}: keys ${wantKeys.join(',')} expected, got ${gotKeys.join(',')}`);
        return;
      }
      for (const key of wantKeys) walk(want[key], got[key], `${at}.${key}`);
      return;
    }
    if (want !== got)
      problems.push(`${at}: want ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  };

  walk(captured, live, '$');
  return { problems, exact: exact && problems.length === 0 };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fake's answer to a replayed request. */
export interface Replayed {
  status: number;
  headers: Headers;
  text: string;
  /** The body as JSON (null when empty). */
  body: unknown;
}

export interface ReplayOptions {
  /** The pairing of captured ids with live ones, applied to the path and the body. */
  ids: IdMap;
  /** Bearer token (none when undefined). */
  token?: string;
  headers?: Record<string, string>;
  /** The body to send instead of the captured one (before ids are applied). */
  body?: unknown;
  /** Sent as application/x-www-form-urlencoded instead of a JSON body. */
  form?: Record<string, string>;
}

/** Sends a capture's request (a file name, or the capture) to the fake, its ids mapped. */
export async function replay(
  server: FakeServer,
  file: string | Capture,
  options: ReplayOptions,
): Promise<Replayed> {
  const { request } = typeof file === 'string' ? loadCapture(file) : file;
  const { ids } = options;
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body: string | URLSearchParams | undefined;
  const json = options.body ?? request.body;
  if (options.form) body = new URLSearchParams(options.form);
  else if (json !== undefined) {
    body = JSON.stringify(ids.applyDeep(json));
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${server.url}${ids.apply(request.path)}`, {
    method: request.method,
    headers,
    body,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : null };
}

export interface MatchOptions {
  /** Applied to both bodies first (an order the server does not keep, placeholders filled). */
  normalise?: (body: unknown) => unknown;
  /** Texts of the capture that read differently here (the captured server's address). */
  replacements?: [string, string][];
}

/**
 * The replayed answer has the capture's status and body (see the top of the file), its
 * content type and rate-limit class (whether it came before the limiter, which adds none).
 * Returns the comparison (`exact` when every value matched literally).
 */
export function expectReplayed(
  captured: Capture,
  live: Replayed,
  ids: IdMap,
  options: MatchOptions = {},
): CompareResult {
  const { normalise = (body: unknown) => body, replacements = [] } = options;
  const result = compareBodies(
    normalise(captured.response.body),
    normalise(live.body),
    ids,
    replacements,
  );
  expect({ status: live.status, problems: result.problems }).toEqual({
    status: captured.response.status,
    problems: [],
  });
  const headers = captured.response.headers;
  // The form-urlencoded capture was recorded without headers.
  if (Object.keys(headers).length > 0) {
    expect(live.headers.get('x-ratelimit-limit') ?? undefined).toBe(headers['x-ratelimit-limit']);
    expect(live.headers.get('content-type') ?? undefined).toBe(headers['content-type']);
  }
  return result;
}
