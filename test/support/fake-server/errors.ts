// Error bodies exactly as the captured server sends them: `{statusCode, message, error}` where
// `error` is sometimes an error class, sometimes an operation name, sometimes the reason.
import type { Principal } from './types.ts';

export type ErrorBody = Record<string, unknown>;

/** Thrown by routes and the auth layer; the server turns it into a response. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

/** The usual `{statusCode, message, error}` body. */
export function apiError(status: number, message: string | unknown[], error: string): ApiError {
  return new ApiError(status, { statusCode: status, message, error });
}

export const badRequest = (message: string): ApiError => apiError(400, message, 'BadRequest');

export const notFound = (message = 'The requested entity is not found'): ApiError =>
  apiError(404, message, 'NotFound');

export const unauthorized = (message: string): ApiError =>
  apiError(401, message, 'UnauthorizedError');

/** 403 ForbiddenError with a specific message (e.g. OIDC subject mismatch, other org). */
export const forbidden = (message: string): ApiError => apiError(403, message, 'ForbiddenError');

/**
 * The real server's `ForbiddenRequestError({ name })`: the generic message, and the reason in
 * `error`. Used for "not a member of the project" and similar.
 */
export const forbiddenWithReason = (reason: string): ApiError =>
  apiError(403, 'You are not allowed to access this resource', reason);

/** A project-permission failure of a member without the right role (e.g. a viewer writing). */
export const permissionDenied = (action: string, subject: string): ApiError =>
  apiError(403, `You are not allowed to ${action} on ${subject}`, 'PermissionDenied');

/** The 403 for a caller who is not a member of the project (or an unknown project). */
export function notProjectMember(principal: Principal, projectId: string): ApiError {
  return forbiddenWithReason(
    principal.kind === 'identity'
      ? `Identity is not a member of the specified project with ID '${projectId}'`
      : 'User not a part of the specified project',
  );
}

/** A 500 with the generic message and a database operation name in `error`. */
export const internal = (error = 'InternalServerError'): ApiError =>
  apiError(500, 'Something went wrong', error);

/** 401 ValidationFailure with zod-style issues, as this server version answers bad input. */
export const validationFailure = (issues: unknown[]): ApiError =>
  apiError(401, issues, 'ValidationFailure');

/** 401 for requests without credentials (no rate-limit headers: it fails before the limiter). */
export const tokenMissing = (): ApiError => unauthorized('Token missing');

/** 403 TokenError for tokens that fail verification. */
export const tokenError = (message: string): ApiError => apiError(403, message, 'TokenError');

export const MALFORMED_TOKEN_MESSAGE =
  'The provided access token is malformed. Please use a valid token or generate a new one and try again.';

export const EXPIRED_TOKEN_MESSAGE = 'Your token has expired. Please re-authenticate.';

/** Fastify's own 404 for unknown routes: different key order, no rate-limit headers. */
export function routeNotFound(method: string, url: string): ApiError {
  return new ApiError(404, {
    message: `Route ${method}:${url} not found`,
    error: 'Not Found',
    statusCode: 404,
  });
}

/** Fastify's body-parser errors carry a `code` as well. */
export function fastifyError(status: number, code: string, error: string, message: string) {
  return new ApiError(status, { statusCode: status, code, error, message });
}
