// HTTP details of the captured server (Fastify 4): body parsing and its error bodies, JSON
// responses with a strong etag (base64 SHA-1 of the body, which the captures confirm).
import { createHash } from 'node:crypto';
import { ApiError, fastifyError, internal } from './errors.ts';

export interface Outgoing {
  status: number;
  headers: Record<string, string>;
  /** '' for an empty body. */
  body: string;
}

export type ParsedBody =
  { ok: true; value: unknown } | { ok: false; error: ApiError; tooLarge?: boolean };

/** The server's body limit: a larger JSON body fails as a bare 500, before the rate limiter. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The etag the server's etag plugin computes. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64')}"`;
}

/** A JSON response with content-type and etag. */
export function jsonResponse(
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): Outgoing {
  const body = JSON.stringify(value);
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers, etag: etagOf(body) },
    body,
  };
}

/** An error response from an {@link ApiError}. */
export function errorResponse(error: ApiError, headers: Record<string, string> = {}): Outgoing {
  return jsonResponse(error.status, error.body, headers);
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Parses a request body the way Fastify 4 does: POST/PUT/PATCH bodies by content type;
 * DELETE bodies only when there are bytes; JSON and form-urlencoded understood, other types 415.
 */
export function parseBody(
  method: string,
  headers: Record<string, string>,
  raw: Buffer,
): ParsedBody {
  const hasBytes = raw.length > 0;
  if (raw.length > MAX_BODY_BYTES) return { ok: false, error: internal(), tooLarge: true };
  const contentType = headers['content-type'];
  if (!BODY_METHODS.has(method) && !(method === 'DELETE' && hasBytes)) {
    return { ok: true, value: undefined };
  }
  if (contentType === undefined && !hasBytes) return { ok: true, value: undefined };
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const text = raw.toString('utf8');
  if (type === 'application/json' || type.endsWith('+json')) {
    if (!hasBytes) {
      return {
        ok: false,
        error: fastifyError(
          400,
          'FST_ERR_CTP_EMPTY_JSON_BODY',
          'Bad Request',
          "Body cannot be empty when content-type is set to 'application/json'",
        ),
      };
    }
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch (err) {
      const message = err instanceof Error ? err.message : 'Invalid JSON';
      return {
        ok: false,
        error: new ApiError(400, { statusCode: 400, error: 'Bad Request', message }),
      };
    }
  }
  if (type === 'application/x-www-form-urlencoded') {
    return { ok: true, value: Object.fromEntries(new URLSearchParams(text)) };
  }
  return {
    ok: false,
    error: fastifyError(
      415,
      'FST_ERR_CTP_INVALID_MEDIA_TYPE',
      'Unsupported Media Type',
      `Unsupported Media Type: ${contentType ?? ''}`,
    ),
  };
}

/** Request headers as one lowercase-keyed string map (repeated headers joined with ", "). */
export function flattenHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
