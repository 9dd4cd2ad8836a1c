// Small fetch wrapper for the fake-server tests.
import { MEMBER_ACCESS_TOKEN, PROJECT_ID } from '../support/fake-server/index.ts';
import type { FakeServer } from '../support/fake-server/index.ts';

export interface CallOptions {
  method?: string;
  /** Bearer token; `null` sends no Authorization header. Default: the member's token. */
  token?: string | null;
  /** Sent as JSON. */
  json?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

/** Calls the fake and reads the whole answer. */
// Tests read into bodies of many shapes; `any` by default keeps them short (pass T to type one).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(
  server: FakeServer,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  const token = options.token === undefined ? MEMBER_ACCESS_TOKEN : options.token;
  if (token !== null) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(`${server.url}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (fault pages): keep the text.
  }
  return { status: res.status, headers: res.headers, text, body: parsed as T };
}

/** Query string of a secrets listing of the seeded project. */
export function listPath(params: Record<string, string> = {}): string {
  const query = new URLSearchParams({ workspaceId: PROJECT_ID, environment: 'dev', ...params });
  return `/api/v3/secrets/raw?${query}`;
}

/** `secretKey → secretValue` of a listing's `secrets`. */
export function keyValues(secrets: { secretKey: string; secretValue: string }[]) {
  return Object.fromEntries(secrets.map((s) => [s.secretKey, s.secretValue]));
}
