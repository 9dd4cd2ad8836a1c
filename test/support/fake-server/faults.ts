// Scripted failures, to test retries and error handling: rate limiting, server and proxy errors,
// dropped connections, hangs, truncated and non-JSON bodies, and delays. Faults sit in front of
// the API (like a proxy would), are matched in the order they were added and used up after
// `times` matching requests. A fault marked `applied` lets the request through to the API first
// (its effect stays) and replaces the answer: a proxy that lost the server's answer.

export type FaultKind =
  /** A 429 like the server's, with `retry-after` only when `retryAfter` is given. */
  | { status: 429; retryAfter?: number; messageSeconds?: number }
  /** 500 with the server's JSON body; 502/503/504 with a proxy's HTML page. */
  | { status: 500 | 502 | 503 | 504 }
  /** 403 with the server's body for a role that may not do this (captures: `*-readonly`). */
  | { status: 403 }
  /** Destroy the connection (TCP reset) without answering. */
  | 'reset'
  /** Never answer; the socket is destroyed by `close()`. */
  | 'hang'
  /** Answer 200 with a content-length larger than the bytes sent, then close the socket. */
  | 'truncated'
  /** Answer 200 with an HTML page, as a captive portal or misrouted proxy would. */
  | 'non-json'
  /**
   * Handle normally, then gzip the answer unless the request refused it (`accept-encoding`
   * without gzip), as a compressing proxy may when a client sends no `accept-encoding` at all.
   */
  | 'compress'
  /** Handle normally, then put a byte that is not UTF-8 (0xFF) into the first `secretValue`. */
  | 'invalid-utf8'
  /** Wait, then handle the request normally. */
  | { delayMs: number };

export interface FaultMatch {
  method?: string;
  /** A path prefix (query not included), or a pattern tested against the path. */
  path?: string | RegExp;
  /** Query parameters the request must have, with these values (`{ secretPath: '/app' }`). */
  query?: Record<string, string>;
}

export interface FaultSpec {
  match?: FaultMatch;
  /** How many matching requests it affects. Default 1. */
  times?: number;
  kind: FaultKind;
  /**
   * The API handles the request first (a write is applied) and the fault replaces its answer, as
   * a proxy does that loses the answer of the server behind it. Default false: the request never
   * reaches the API.
   */
  applied?: boolean;
}

/** A fault taken for one request. */
export interface TakenFault {
  kind: FaultKind;
  applied: boolean;
}

interface PendingFault {
  match: FaultMatch;
  remaining: number;
  kind: FaultKind;
  applied: boolean;
}

/** The queue of scripted faults of one server. */
export class FaultQueue {
  readonly #pending: PendingFault[] = [];

  /** Adds a fault after the existing ones. */
  add(spec: FaultSpec): void {
    const times = spec.times ?? 1;
    if (!Number.isInteger(times) || times < 1) throw new Error('faults.add: times must be >= 1');
    this.#pending.push({
      match: spec.match ?? {},
      remaining: times,
      kind: spec.kind,
      applied: spec.applied ?? false,
    });
  }

  /** Drops every pending fault. */
  clear(): void {
    this.#pending.length = 0;
  }

  /** How many faulty responses are still to come, over all faults. */
  get pending(): number {
    return this.#pending.reduce((sum, f) => sum + f.remaining, 0);
  }

  /** Takes the first fault matching a request, using up one of its times. */
  take(method: string, path: string, query: Record<string, string> = {}): TakenFault | undefined {
    const index = this.#pending.findIndex((f) => matches(f.match, method, path, query));
    const fault = this.#pending[index];
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining === 0) this.#pending.splice(index, 1);
    return { kind: fault.kind, applied: fault.applied };
  }
}

function matches(
  match: FaultMatch,
  method: string,
  path: string,
  query: Record<string, string>,
): boolean {
  if (match.method && match.method.toUpperCase() !== method) return false;
  for (const [name, value] of Object.entries(match.query ?? {})) {
    if (query[name] !== value) return false;
  }
  if (match.path === undefined) return true;
  return typeof match.path === 'string' ? path.startsWith(match.path) : match.path.test(path);
}

/** A name for a fault, for the request log (`applied, status 503` when the API acted first). */
export function faultName(kind: FaultKind, applied = false): string {
  const name =
    typeof kind === 'string'
      ? kind
      : 'delayMs' in kind
        ? `delay ${kind.delayMs}ms`
        : `status ${kind.status}`;
  return applied ? `applied, ${name}` : name;
}

const PROXY_PAGES: Record<502 | 503 | 504, string> = {
  502: '502 Bad Gateway',
  503: '503 Service Temporarily Unavailable',
  504: '504 Gateway Time-out',
};

/** An nginx-style error page, what a client sees when the proxy in front of the API fails. */
export function proxyErrorPage(status: 502 | 503 | 504): string {
  const title = PROXY_PAGES[status];
  return (
    `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n` +
    `<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`
  );
}

/** A login page, what a client sees behind a captive portal or an SSO proxy. */
export const NON_JSON_PAGE =
  '<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Sign in</title></head>\n' +
  '<body><h1>Please sign in to continue</h1><form method="post" action="/login"></form></body>\n' +
  '</html>\n';
