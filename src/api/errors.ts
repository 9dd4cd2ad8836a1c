import type { CallKind } from './kinds.js';

/** What went wrong talking to the API, with everything a user needs to act on it. */
export interface ApiErrorDetails {
  /** What the call was, as a typed value (hints are chosen by it). */
  kind: CallKind;
  /** Human name of the operation, e.g. "list secrets". */
  operation: string;
  method: string;
  /** URL path without the query string: ids only, never secret values. */
  path: string;
  /** HTTP status, or undefined when no response arrived (network error, timeout). */
  status?: number;
  /** The server's `error` field (a class, an operation name or a sentence). */
  serverError?: string;
  /** The server's `message`, validation issues rendered as text. */
  serverMessage?: string;
  reqId?: string;
  /** Network failure code when no response arrived (ECONNRESET, ETIMEDOUT, ...). */
  code?: string;
  /** Seconds the server asked us to wait (429). */
  retryAfterSeconds?: number;
  /** How many attempts were made. */
  attempts?: number;
}

/** The single error type of the API client. Its message never contains a secret. */
export class ApiError extends Error {
  readonly details: ApiErrorDetails;

  constructor(details: ApiErrorDetails, cause?: unknown) {
    super(formatApiError(details), cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    this.details = details;
  }

  get status(): number | undefined {
    return this.details.status;
  }
}

/** One line: operation, request, status and the server's words. */
export function formatApiError(d: ApiErrorDetails): string {
  const what = d.method ? `${d.operation} failed (${d.method} ${d.path})` : `${d.operation} failed`;
  let why: string;
  if (d.status === undefined) {
    why = d.serverMessage ?? describeNetworkCode(d.code);
  } else {
    const server = serverText(d.serverMessage, d.serverError);
    why = `HTTP ${d.status}${server ? `: ${server}` : ''}`;
  }
  const attempts = d.attempts && d.attempts > 1 ? ` after ${d.attempts} attempts` : '';
  const req = d.reqId ? ` [reqId ${d.reqId}]` : '';
  return `${what}: ${why}${attempts}${req}`;
}

function serverText(message?: string, error?: string): string {
  // The not-a-member 403 puts the real reason in `error` and a generic text in `message`.
  if (message && error && error !== message && !/^[A-Z][A-Za-z]+$/.test(error)) {
    return `${message} (${error})`;
  }
  return message || error || '';
}

function describeNetworkCode(code?: string): string {
  switch (code) {
    case 'ETIMEDOUT':
      return 'no answer within the timeout';
    case 'ECONNREFUSED':
      return 'connection refused (is the server up, and is `domain` right?)';
    case 'ECONNRESET':
      return 'the connection was reset';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'the host name could not be resolved (check `domain`)';
    case 'TRUNCATED':
      return 'the response ended before its body was complete';
    case 'BAD_JSON':
      return 'the response was not the JSON the API sends (a proxy or a wrong `domain`?)';
    case 'CERT':
      return 'the TLS certificate was not trusted (for a private CA set `ca-certificate`)';
    default:
      return code ? `network error ${code}` : 'network error';
  }
}

/** Renders the server's `message`: a string, or an array of validation issues. */
export function renderServerMessage(message: unknown): string | undefined {
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
