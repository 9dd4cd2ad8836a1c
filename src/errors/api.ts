import { maxHeaderSize } from 'node:http';
import { MAX_RESPONSE_BYTES, TransportError } from './transport.js';
import {
  ACTION_WORDING,
  ref,
  say,
  toWords,
  withoutStop,
  words,
  type Text,
  type Words,
} from './words.js';

/** What went wrong talking to the API, with everything a user needs to act on it. */
export interface ApiErrorDetails {
  /** What the call was: its descriptor's kind (`tags:create`; hints are chosen by it). */
  kind: string;
  /** Human name of the operation, e.g. "list secrets". */
  operation: string;
  method: string;
  /** URL path without the query string: ids only, never secret values. */
  path: string;
  /** The server the call was sent to: scheme, host and base path (never a user or password). */
  server?: string;
  /** HTTP status, or undefined when no response arrived (network error, timeout). */
  status?: number;
  /** The server's `error` field (a class, an operation name or a sentence). */
  serverError?: string;
  /** The server's `message`, validation issues rendered as text. */
  serverMessage?: string;
  /**
   * Where a redirect points (its host, or `elsewhere`): redirects are not followed, and the
   * message says to set the address it points to.
   */
  redirectTo?: string;
  reqId?: string;
  /** Network failure code when no response arrived (ECONNRESET, ETIMEDOUT, ...). */
  code?: string;
  /** Seconds the server asked us to wait (429). */
  retryAfterSeconds?: number;
  /** How many attempts were made. */
  attempts?: number;
  /**
   * Who wrote an error answer, as its body tells: the API's own error handler (JSON with
   * `statusCode`, `message` and `error`), the server's router (its unknown-route 404), or
   * something else (a proxy's page, another service at a wrong `domain`). Unset without one.
   */
  answeredBy?: Answerer;
  /**
   * The project the call named, as given (a slug or an id): the answer that no such project is
   * visible names it.
   */
  project?: { readonly slug: string } | { readonly id: string };
  /**
   * Set when a request that changes state failed in a way that may come after the server acted
   * (see `mayHaveBeenApplied` in retry.ts): it was not repeated, and what it did is not known
   * until someone looks.
   */
  mayHaveBeenApplied?: true;
}

/** Who wrote an error answer: see {@link ApiErrorDetails.answeredBy}. */
export type Answerer = 'api' | 'router' | 'other';

/**
 * The single error type of the API client. Its message never contains a secret; `words` is the
 * same for each adapter to write in its own language (`message` is the action's).
 */
export class ApiError extends Error {
  readonly details: ApiErrorDetails;
  #words: Words;

  constructor(details: ApiErrorDetails, cause?: unknown) {
    // A transport failure may add a sentence its code cannot carry (which proxy variable is
    // wrong, an environment switch that is ignored).
    const note = cause instanceof TransportError ? cause.note : undefined;
    const text = apiErrorWords(details, note);
    super(say(text, ACTION_WORDING), cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    this.details = details;
    this.#words = text;
  }

  get words(): Words {
    return this.#words;
  }

  /** Rewords the error: `text` in place of its words (and message). */
  reword(text: Text): void {
    this.#words = toWords(text);
    this.message = say(text, ACTION_WORDING);
  }

  /** Adds a sentence to the error's words (and message): what was found out afterwards. */
  addSentence(text: Text): void {
    this.reword(words`${withoutStop(this.#words)}. ${text}`);
  }

  get status(): number | undefined {
    return this.details.status;
  }
}

/**
 * Whether the API itself said that what the call names does not exist: a 404 written by its own
 * error handler. A 404 from the server's router (no such route: a server of another kind or
 * version) or from anything else (a proxy's page, a wrong `domain`) says nothing about the
 * resource, so it never counts as "already gone".
 */
export function isApiNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 404 && error.details.answeredBy === 'api';
}

/**
 * Whether the server's router answered that it has no route for the request (its unknown-route
 * 404): the request reached no handler, so it read and wrote nothing.
 */
export function isRouteNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 404 && error.details.answeredBy === 'router';
}

/**
 * Who wrote an error body, from its typed fields. The server's router answers a path it has no
 * route for as Fastify does (`error` is the reason phrase "Not Found", `message` "Route GET:/x
 * not found"); the API's error handler always sends the status again as `statusCode`, a `message`
 * (text, or validation issues) and an `error` (a class or operation name, never "Not Found").
 */
export function answererOf(status: number, body: unknown): Answerer {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'other';
  const { statusCode, message, error } = body as Record<string, unknown>;
  if (statusCode !== status || typeof error !== 'string') return 'other';
  if (
    typeof message === 'string' &&
    error === 'Not Found' &&
    /^Route \S+ not found$/.test(message)
  ) {
    return 'router';
  }
  return typeof message === 'string' || Array.isArray(message) ? 'api' : 'other';
}

/**
 * One line: operation, request, status and the server's words. `note` follows the description of
 * a network failure.
 */
export function apiErrorWords(d: ApiErrorDetails, note?: Text): Words {
  const what = d.method ? `${d.operation} failed (${d.method} ${d.path})` : `${d.operation} failed`;
  let why: Words;
  if (d.status === undefined) {
    why = toWords(d.serverMessage ?? describeNetworkCode(d.code));
    if (note) why = words`${why}; ${note}`;
  } else {
    const message =
      d.redirectTo !== undefined
        ? words`the server redirects to ${d.redirectTo}; set ${ref('domain')} to the address it redirects to (redirects are not followed, so credentials stay on the host you named)`
        : d.serverMessage;
    const server = serverText(message, d.serverError);
    why = server ? words`HTTP ${d.status}: ${server}` : words`HTTP ${d.status}`;
  }
  const attempts = d.attempts && d.attempts > 1 ? ` after ${d.attempts} attempts` : '';
  const req = d.reqId ? ` [reqId ${d.reqId}]` : '';
  return words`${what}: ${why}${attempts}${req}`;
}

function serverText(message?: Text, error?: string): Text {
  // The not-a-member 403 puts the real reason in `error` and a generic text in `message`.
  if (message && error && error !== message && !/^[A-Z][A-Za-z]+$/.test(error)) {
    return words`${message} (${error})`;
  }
  return message || error || '';
}

/** Said of an `http://` request that a TLS server refused, with or without an answer. */
export const SPEAKS_TLS = 'the server speaks TLS (HTTPS), not plain HTTP';

/** What a network failure code means for the user, with the fix where there is one. */
function describeNetworkCode(code?: string): Text {
  switch (code) {
    case 'ETIMEDOUT':
      return 'no answer within the timeout';
    case 'ECONNREFUSED':
      return words`connection refused (is the server up, and is ${ref('domain')} right?)`;
    case 'PLAIN_HTTP':
      return 'the server speaks plain HTTP, not TLS (HTTPS)';
    case 'TLS_SERVER':
      return SPEAKS_TLS;
    case 'ECONNRESET':
      return 'the connection was reset';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return words`the host name could not be resolved (check ${ref('domain')})`;
    case 'TRUNCATED':
      return 'the response ended before its body was complete';
    case 'TOO_LARGE':
      return words`the response was larger than ${MAX_RESPONSE_BYTES / 2 ** 20} MiB (is ${ref('domain')} right? A secret listing that large is more than an export can carry: list fewer or narrower paths)`;
    case 'BAD_JSON':
      return words`the response was not the JSON the API sends (a proxy or a wrong ${ref('domain')}?)`;
    case 'HEADERS_TOO_LARGE':
      return words`the response headers were larger than ${maxHeaderSize / 1024} KiB, Node.js's limit (no API answer has such headers: a proxy or a wrong ${ref('domain')}?)`;
    case 'NOT_UTF8':
      return words`the response was not valid UTF-8, so its values cannot be used exactly as stored (a proxy or a wrong ${ref('domain')}?)`;
    case 'ENCODED':
      return 'the response came compressed';
    case 'CERT_UNTRUSTED':
      return words`the server's TLS certificate is not from a CA the runner trusts (for a private CA set ${ref('ca-certificate')})`;
    case 'CERT_HOSTNAME':
      return words`the server's TLS certificate is for another host name (${ref('domain')} must use a name the certificate lists)`;
    case 'CERT_EXPIRED':
      return "the server's TLS certificate has expired (it must be renewed, or the runner's clock is wrong)";
    case 'CERT_NOT_YET_VALID':
      return "the server's TLS certificate is not valid yet (check the runner's clock)";
    case 'CERT':
      return "the server's TLS certificate was refused";
    case 'PROXY_AUTH':
      return 'the proxy asked for credentials (give them in the proxy URL: http://user:password@host:port)';
    case 'PROXY_REFUSED':
      return 'the proxy would not connect to the server (check HTTPS_PROXY and NO_PROXY)';
    case 'PROXY_UPSTREAM':
      return 'the proxy could not reach the server';
    case 'PROXY_UNREACHABLE':
      return 'the proxy could not be reached';
    case 'PROXY_NOT_FOUND':
      return 'the proxy host name could not be resolved';
    case 'PROXY_CERT':
      return "the proxy's TLS certificate was refused";
    case 'PROXY_TIMEOUT':
      return 'the proxy did not answer within the timeout';
    case 'BAD_PROXY':
      return 'the proxy setting cannot be used';
    default:
      return code ? `network error ${code}` : 'network error';
  }
}

/**
 * Renders the server's `message`: a string, or an array of validation issues, on one line (a
 * provider's message may carry a database's DETAIL lines: an error is one line).
 */
export function renderServerMessage(message: unknown): string | undefined {
  const rendered = renderMessage(message);
  return rendered?.replace(/\s*[\r\n]+\s*/g, ' ');
}

function renderMessage(message: unknown): string | undefined {
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) {
    const parts = message.map((issue: unknown) => {
      if (issue && typeof issue === 'object') {
        const { path, message: text } = issue as { path?: unknown; message?: unknown };
        const where = Array.isArray(path) && path.length > 0 ? `${path.join('.')}: ` : '';
        return `${where}${typeof text === 'string' ? text : JSON.stringify(issue)}`;
      }
      return String(issue);
    });
    return parts.join('; ');
  }
  return undefined;
}
