// The VM's managed identity token, from Azure's instance metadata service, as
// Microsoft's own libraries get it: `GET <host>/metadata/identity/oauth2/token` with
// `api-version=2018-02-01`, `resource` and (for a user-assigned identity) `client_id`, header
// `Metadata: true`; the host is http://169.254.169.254 unless AZURE_POD_IDENTITY_AUTHORITY_HOST
// names another (a base URL, as @azure/identity and MSAL read it).
import type { RetryNotice } from '../api/caller.js';
import type { Call } from '../api/endpoint.js';
import type { HttpResponse, Transport } from '../api/transport.js';
import type { RetryPolicy } from '../api/retry.js';
import { ApiError } from '../errors/api.js';
import { InputError } from '../errors/input.js';
import { contentType, metadataGet, oneLine } from './metadata-request.js';

/** The instance metadata service, on every Azure VM. */
export const AZURE_IMDS_HOST = 'http://169.254.169.254';
/** The variable Microsoft's libraries read for another address of the identity endpoint. */
export const AZURE_IMDS_VARIABLE = 'AZURE_POD_IDENTITY_AUTHORITY_HOST';
const TOKEN_PATH = '/metadata/identity/oauth2/token';

export interface AzureTokenRequest {
  /** The request, as errors name it. */
  readonly call: Call;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Default: a transport that never goes through a proxy. */
  readonly transport?: Transport;
  /** The resource (the token's audience), as configured on the identity's Azure auth. */
  readonly resource: string;
  /** A user-assigned identity's client id; the system-assigned identity without it. */
  readonly clientId?: string;
  readonly timeoutMs: number;
  readonly retry?: Partial<RetryPolicy>;
  readonly onRetry?: (notice: RetryNotice) => void;
  /** Registers a value with the log masker. */
  readonly mask: (value: string) => void;
  readonly debug?: (line: string) => void;
}

/** The token request's URL; an unusable AZURE_POD_IDENTITY_AUTHORITY_HOST is an input error. */
export function azureTokenUrl(
  env: Readonly<Record<string, string | undefined>>,
  resource: string,
  clientId?: string,
): URL {
  const override = env[AZURE_IMDS_VARIABLE]?.trim();
  let url: URL | undefined;
  try {
    url = new URL(`${(override || AZURE_IMDS_HOST).replace(/\/+$/, '')}${TOKEN_PATH}`);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    // The value is not quoted: the environment is not ours to print.
    throw new InputError(
      `${AZURE_IMDS_VARIABLE} must be a base URL such as http://127.0.0.1:2579 (the address of the identity endpoint in place of ${AZURE_IMDS_HOST}); unset it on an Azure VM.`,
    );
  }
  url.searchParams.set('api-version', '2018-02-01');
  url.searchParams.set('resource', resource);
  if (clientId) url.searchParams.set('client_id', clientId);
  return url;
}

/** Asks the instance metadata service for a token; masked before it is returned. */
export async function requestAzureToken(request: AzureTokenRequest): Promise<string> {
  const { env } = request;
  const url = azureTokenUrl(env, request.resource, request.clientId);
  const overridden = !!env[AZURE_IMDS_VARIABLE]?.trim();
  request.debug?.(
    `Azure managed identity token from ${url.origin}${overridden ? ` (${AZURE_IMDS_VARIABLE})` : ''}, resource ${request.resource}${request.clientId ? `, client id ${request.clientId}` : ''}.`,
  );
  const response = await metadataGet({
    call: request.call,
    url,
    headers: { metadata: 'true' },
    transport: request.transport,
    timeoutMs: request.timeoutMs,
    retry: request.retry,
    onRetry: request.onRetry,
    // Microsoft documents 404 (the service is updating) and 410 as worth retrying; its library
    // retries 408 too.
    transientStatuses: [404, 408, 410],
    unreachable: (reason) =>
      overridden
        ? `no answer from ${url.origin}, the address ${AZURE_IMDS_VARIABLE} sets (${reason})`
        : `no answer from the instance metadata service at ${AZURE_IMDS_HOST} (${reason}: this runner is not an Azure VM, or the service is out of its reach; ${AZURE_IMDS_VARIABLE} sets another address)`,
    describe: describeAzureError,
  });
  const token = accessTokenOf(response);
  if (token === undefined) {
    throw new ApiError({
      kind: request.call.kind,
      operation: request.call.label,
      method: 'GET',
      path: `${url.origin}${url.pathname}`,
      code: 'BAD_JSON',
      serverMessage: `the answer holds no \`access_token\`${overridden ? ` (is ${AZURE_IMDS_VARIABLE} the identity endpoint?)` : ''}`,
    });
  }
  request.mask(token);
  return token;
}

/** The token of a 2xx answer; undefined if there is none. */
function accessTokenOf(response: HttpResponse): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return undefined;
  }
  const token = (body as { access_token?: unknown } | null)?.access_token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** The service's `{error, error_description}`, or what kind of body came instead. */
function describeAzureError(response: HttpResponse): {
  serverMessage?: string;
  serverError?: string;
} {
  try {
    const body = JSON.parse(response.body) as { error?: unknown; error_description?: unknown };
    if (body && typeof body === 'object') {
      return {
        serverError: typeof body.error === 'string' ? oneLine(body.error, 100) : undefined,
        serverMessage:
          typeof body.error_description === 'string' ? oneLine(body.error_description) : undefined,
      };
    }
  } catch {
    // Not the service's JSON: something else answers at that address.
  }
  const type = contentType(response);
  return response.body.trim()
    ? { serverMessage: `non-JSON response${type ? ` (${type})` : ''}` }
    : {};
}
