import { describe, expect, it } from 'vitest';
import {
  ApiError,
  answererOf,
  apiErrorWords,
  isApiNotFound,
  renderServerMessage,
  type ApiErrorDetails,
} from '../../src/errors/api.js';
import { TransportError } from '../../src/api/transport.js';
import { ACTION_WORDING, say } from '../../src/errors/words.js';
import { capture, loadCaptures } from '../support/captures.ts';

/** An API error's line in the action's words. */
const formatApiError = (d: ApiErrorDetails): string => say(apiErrorWords(d), ACTION_WORDING);

const base: ApiErrorDetails = {
  kind: 'secrets:list',
  operation: 'list secrets',
  method: 'GET',
  path: '/api/v3/secrets/raw',
};

describe('renderServerMessage', () => {
  it('passes a string through', () => {
    expect(renderServerMessage('Project not found')).toBe('Project not found');
    expect(renderServerMessage('')).toBe('');
  });

  it('puts a message of several lines on one (a provider’s DETAIL lines), in an issue too', () => {
    expect(renderServerMessage('permission denied to create role\r\n  DETAIL: superusers')).toBe(
      'permission denied to create role DETAIL: superusers',
    );
    expect(renderServerMessage([{ path: ['ttl'], message: 'too\nlong' }])).toBe('ttl: too long');
  });

  it('renders validation issues as `path: message; ...`', () => {
    // As the captured server sends them (zod issues).
    const issues = [
      {
        received: 'yes',
        code: 'invalid_enum_value',
        options: ['true', 'false'],
        path: ['include_imports'],
        message: "Invalid enum value. Expected 'true' | 'false', received 'yes'",
      },
      {
        code: 'invalid_type',
        expected: 'string',
        received: 'undefined',
        path: ['environment'],
        message: 'Required',
      },
    ];
    expect(renderServerMessage(issues)).toBe(
      "include_imports: Invalid enum value. Expected 'true' | 'false', received 'yes'; environment: Required",
    );
  });

  it('joins nested paths with dots and leaves out empty paths', () => {
    expect(
      renderServerMessage([
        { path: ['secrets', 0, 'secretKey'], message: 'Too long' },
        { path: [], message: 'Body is invalid' },
        { message: 'No path at all' },
      ]),
    ).toBe('secrets.0.secretKey: Too long; Body is invalid; No path at all');
  });

  it('renders odd issues readably instead of dropping them', () => {
    expect(renderServerMessage(['plain text issue', 42])).toBe('plain text issue; 42');
    expect(renderServerMessage([{ path: ['x'], code: 'custom' }])).toBe(
      'x: {"path":["x"],"code":"custom"}',
    );
    expect(renderServerMessage([])).toBe('');
  });

  it('returns undefined for anything that is not a message', () => {
    expect(renderServerMessage(undefined)).toBeUndefined();
    expect(renderServerMessage(null)).toBeUndefined();
    expect(renderServerMessage(404)).toBeUndefined();
    expect(renderServerMessage({ text: 'nested' })).toBeUndefined();
  });
});

describe('formatApiError', () => {
  it('one line: operation, method and path, status and the server message', () => {
    const text = formatApiError({
      ...base,
      status: 404,
      serverMessage: 'Folder not found',
      serverError: 'NotFound',
    });
    expect(text).toBe('list secrets failed (GET /api/v3/secrets/raw): HTTP 404: Folder not found');
    expect(text).not.toContain('\n');
  });

  it('validation issues read as `path: message; ...` after the status', () => {
    const serverMessage = renderServerMessage([
      { path: ['environment'], message: 'Required' },
      { path: ['secretPath'], message: 'Invalid path' },
    ]);
    expect(
      formatApiError({ ...base, status: 422, serverMessage, serverError: 'ValidationFailure' }),
    ).toBe(
      'list secrets failed (GET /api/v3/secrets/raw): HTTP 422: environment: Required; secretPath: Invalid path',
    );
  });

  it('the not-a-member 403 shows the sentence from `error` next to the generic message', () => {
    const error =
      "Identity is not a member of the specified project with ID '00000000-0000-4000-8000-000000000000'";
    const text = formatApiError({
      ...base,
      status: 403,
      serverMessage: 'You are not allowed to access this resource',
      serverError: error,
    });
    expect(text).toBe(
      `list secrets failed (GET /api/v3/secrets/raw): HTTP 403: You are not allowed to access this resource (${error})`,
    );
  });

  it('an error class name in `error` is not repeated (TokenError, Forbidden, ValidationFailure)', () => {
    for (const serverError of ['TokenError', 'Forbidden', 'ValidationFailure', 'BadRequest']) {
      const text = formatApiError({
        ...base,
        status: 403,
        serverMessage: 'Your token has expired',
        serverError,
      });
      expect(text).toBe(
        'list secrets failed (GET /api/v3/secrets/raw): HTTP 403: Your token has expired',
      );
    }
  });

  it('falls back to `error` when there is no message, and says nothing more when there is neither', () => {
    expect(formatApiError({ ...base, status: 403, serverError: 'Forbidden' })).toBe(
      'list secrets failed (GET /api/v3/secrets/raw): HTTP 403: Forbidden',
    );
    expect(formatApiError({ ...base, status: 502 })).toBe(
      'list secrets failed (GET /api/v3/secrets/raw): HTTP 502',
    );
    expect(
      formatApiError({ ...base, status: 400, serverMessage: 'Same', serverError: 'Same' }),
    ).toBe('list secrets failed (GET /api/v3/secrets/raw): HTTP 400: Same');
  });

  const network: [string | undefined, RegExp][] = [
    ['ETIMEDOUT', /no answer within the timeout/],
    ['ECONNREFUSED', /connection refused .*`domain`/],
    ['ECONNRESET', /the connection was reset/],
    ['ENOTFOUND', /host name could not be resolved \(check `domain`\)/],
    ['EAI_AGAIN', /host name could not be resolved/],
    ['TRUNCATED', /ended before its body was complete/],
    ['BAD_JSON', /not the JSON the API sends/],
    ['TOO_LARGE', /the response was larger than 32 MiB \(.*`domain`/],
    ['CERT_UNTRUSTED', /TLS certificate is not from a CA the runner trusts .*set `ca-certificate`/],
    ['CERT_HOSTNAME', /for another host name \(`domain` must use a name the certificate lists\)/],
    ['CERT_EXPIRED', /has expired \(it must be renewed, or the runner's clock is wrong\)/],
    ['CERT_NOT_YET_VALID', /not valid yet \(check the runner's clock\)/],
    ['CERT', /the server's TLS certificate was refused$/],
    ['PROXY_AUTH', /the proxy asked for credentials .*http:\/\/user:password@host:port/],
    [
      'PROXY_REFUSED',
      /the proxy would not connect to the server \(check HTTPS_PROXY and NO_PROXY\)/,
    ],
    ['BAD_PROXY', /the proxy setting cannot be used$/],
    ['EHOSTUNREACH', /^.*: network error EHOSTUNREACH$/],
    [undefined, /: network error$/],
  ];
  for (const [code, expected] of network) {
    it(`describes network code ${code ?? '(none)'} without a status`, () => {
      const text = formatApiError({ ...base, code });
      expect(text).toMatch(expected);
      expect(text).toMatch(/^list secrets failed \(GET \/api\/v3\/secrets\/raw\): /);
      expect(text).not.toMatch(/HTTP \d/);
      expect(text).not.toContain('undefined');
    });
  }

  it('a message without a status (the client found the answer unusable) is shown as it is', () => {
    expect(
      formatApiError({ ...base, code: 'BAD_JSON', serverMessage: 'the answer has no `secrets`' }),
    ).toBe('list secrets failed (GET /api/v3/secrets/raw): the answer has no `secrets`');
  });

  it('shows the attempts count only when there was more than one attempt', () => {
    expect(formatApiError({ ...base, status: 503, attempts: 1 })).not.toContain('attempt');
    expect(formatApiError({ ...base, status: 503 })).not.toContain('attempt');
    expect(formatApiError({ ...base, status: 503, attempts: 4 })).toBe(
      'list secrets failed (GET /api/v3/secrets/raw): HTTP 503 after 4 attempts',
    );
    expect(formatApiError({ ...base, code: 'ECONNREFUSED', attempts: 6 })).toMatch(
      /connection refused .* after 6 attempts$/,
    );
  });

  it('ends with the request id when the server gave one', () => {
    expect(
      formatApiError({
        ...base,
        status: 500,
        serverMessage: 'Something went wrong',
        attempts: 2,
        reqId: 'req-abc',
      }),
    ).toBe(
      'list secrets failed (GET /api/v3/secrets/raw): HTTP 500: Something went wrong after 2 attempts [reqId req-abc]',
    );
  });

  it('leaves out the request part when there is no method', () => {
    expect(
      formatApiError({
        kind: 'tags:create',
        operation: 'create tag',
        method: '',
        path: '',
        code: 'BAD_JSON',
      }),
    ).toMatch(/^create tag failed: the response was not the JSON/);
  });
});

describe('ApiError', () => {
  it('carries the details, the status, the formatted message and the cause', () => {
    const cause = new Error('socket hang up');
    const details: ApiErrorDetails = { ...base, status: 429, retryAfterSeconds: 60, attempts: 3 };
    const error = new ApiError(details, cause);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(429);
    expect(error.details).toEqual(details);
    expect(error.message).toBe(formatApiError(details));
    expect(error.cause).toBe(cause);
    expect(String(error)).toBe(`ApiError: ${formatApiError(details)}`);
  });

  it('has no status for a network failure and no cause unless given', () => {
    const error = new ApiError({ ...base, code: 'ETIMEDOUT' });
    expect(error.status).toBeUndefined();
    expect('cause' in error).toBe(false);
  });

  it("adds a transport failure's note after the description of its code", () => {
    const cause = new TransportError(
      'BAD_PROXY',
      'x',
      undefined,
      'HTTPS_PROXY must be an http:// URL',
    );
    const error = new ApiError({ ...base, code: 'BAD_PROXY' }, cause);
    expect(error.message).toBe(
      'list secrets failed (GET /api/v3/secrets/raw): the proxy setting cannot be used; HTTPS_PROXY must be an http:// URL',
    );
    expect(new ApiError({ ...base, code: 'X' }, new TransportError('X', 'y')).message).toBe(
      'list secrets failed (GET /api/v3/secrets/raw): network error X',
    );
    // A note never replaces what the server said.
    const answered = new ApiError({ ...base, status: 502 }, cause);
    expect(answered.message).toBe('list secrets failed (GET /api/v3/secrets/raw): HTTP 502');
  });
});

describe("who wrote an error answer (answererOf), and the API's own not-found (isApiNotFound)", () => {
  const notFound = (body: unknown, answeredBy = answererOf(404, body)): ApiError =>
    new ApiError({ ...base, kind: 'folders:delete', status: 404, answeredBy });

  it.each([
    'env-delete-err-already-deleted',
    'secret-import-delete-err-already-deleted',
    'folder-delete-err-already-deleted',
    'folder-delete-err-missing-parent-path',
    'folder-delete-err-unknown-env',
    'secret-delete-err-missing',
    'secrets-batch-delete-err-one-missing',
  ])("the real server's %s is the API's own not-found", (name) => {
    const { response } = capture(name);
    expect(response.status).toBe(404);
    expect(answererOf(404, response.body)).toBe('api');
    expect(isApiNotFound(notFound(response.body))).toBe(true);
  });

  it("the router's unknown-route 404 is the router's, never a resource already gone", () => {
    const { response } = capture('unknown-route');
    expect(answererOf(404, response.body)).toBe('router');
    expect(isApiNotFound(notFound(response.body))).toBe(false);
  });

  it('every error the real server gave is told apart by its fields alone', () => {
    const errors = loadCaptures().filter((c) => c.response.status >= 400);
    expect(errors.length).toBeGreaterThan(50);
    for (const { name, response } of errors) {
      // A name over 100 characters in the URL matches no route either.
      const router = [
        'unknown-route',
        'secret-create-err-key-101-chars',
        'secret-create-err-key-300-chars',
      ];
      // The successor routes, which the captured server does not have, are the router's too.
      const expected = router.includes(name) || name.startsWith('r5-successor-') ? 'router' : 'api';
      expect(answererOf(response.status, response.body), name).toBe(expected);
    }
  });

  it.each([
    ['an HTML page (a proxy, a wrong `domain`)', '<html><body>404 Not Found</body></html>'],
    ['JSON of another shape', { error: 'not found' }],
    [
      'JSON whose statusCode is not the status',
      { statusCode: 200, message: 'x', error: 'NotFound' },
    ],
    ['JSON without `error`', { statusCode: 404, message: 'Not here' }],
    ['a list', [{ statusCode: 404 }]],
    ['nothing', undefined],
  ])("%s is not the API's", (_name, body) => {
    expect(answererOf(404, body)).toBe('other');
    expect(isApiNotFound(notFound(body))).toBe(false);
  });

  it('goes by the typed fields, not the words: a 404 without them is never "gone"', () => {
    expect(isApiNotFound(notFound(null, undefined))).toBe(false);
    expect(isApiNotFound(new Error('not found'))).toBe(false);
    expect(isApiNotFound(new ApiError({ ...base, status: 500, answeredBy: 'api' }))).toBe(false);
  });
});
