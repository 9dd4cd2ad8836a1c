// An ID token of the VM's service account, from the GCP metadata server,
// as Google's libraries get one: `GET <host>/computeMetadata/v1/instance/service-accounts/default/
// identity?audience=<identity id>&format=full`, header `Metadata-Flavor: Google`, and an answer
// only counts when it carries that header back. The host is metadata.google.internal unless
// GCE_METADATA_IP or GCE_METADATA_HOST (a `host:port`) names another, in the order the Node.js
// library (gcp-metadata) reads them.
import type { RetryNotice } from '../api/caller.js';
import type { Call } from '../api/endpoint.js';
import { ApiError } from '../errors/api.js';
import type { RetryPolicy } from '../api/retry.js';
import type { HttpResponse, Transport } from '../api/transport.js';
import { InputError } from '../errors/input.js';
import { contentType, metadataGet, oneLine } from './metadata-request.js';

/** The metadata server's name on every Compute Engine VM (and GKE node). */
export const GCP_METADATA_HOST = 'http://metadata.google.internal';
/** The variables Google's libraries read for another address, first set wins. */
export const GCP_METADATA_VARIABLES = ['GCE_METADATA_IP', 'GCE_METADATA_HOST'] as const;
const IDENTITY_PATH = '/computeMetadata/v1/instance/service-accounts/default/identity';

/** A JWT's shape: three base64url parts. */
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export interface GcpIdTokenRequest {
  /** The request, as errors name it. */
  readonly call: Call;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Default: a transport that never goes through a proxy. */
  readonly transport?: Transport;
  /** The token's audience: the machine identity's id, which the server checks it against. */
  readonly audience: string;
  readonly timeoutMs: number;
  readonly retry?: Partial<RetryPolicy>;
  readonly onRetry?: (notice: RetryNotice) => void;
  /** Registers a value with the log masker. */
  readonly mask: (value: string) => void;
  readonly debug?: (line: string) => void;
}

/** Which variable names the metadata server's address, if any. */
function overrideOf(
  env: Readonly<Record<string, string | undefined>>,
): { name: string; value: string } | undefined {
  for (const name of GCP_METADATA_VARIABLES) {
    const value = env[name]?.trim();
    if (value) return { name, value };
  }
  return undefined;
}

/** The ID token request's URL; an unusable address variable is an input error. */
export function gcpIdentityUrl(
  env: Readonly<Record<string, string | undefined>>,
  audience: string,
): URL {
  const override = overrideOf(env);
  const host = override
    ? /^https?:\/\//i.test(override.value)
      ? override.value
      : `http://${override.value}`
    : GCP_METADATA_HOST;
  let url: URL;
  try {
    url = new URL(IDENTITY_PATH, host);
  } catch {
    // The value is not quoted: the environment is not ours to print.
    throw new InputError(
      `${override?.name ?? 'The metadata address'} must be a host:port such as 127.0.0.1:8080 (the metadata server's address in place of metadata.google.internal); unset it on a Compute Engine VM.`,
    );
  }
  url.searchParams.set('audience', audience);
  url.searchParams.set('format', 'full');
  return url;
}

/** Asks the metadata server for an ID token; masked before it is returned. */
export async function requestGcpIdToken(request: GcpIdTokenRequest): Promise<string> {
  const { env } = request;
  const url = gcpIdentityUrl(env, request.audience);
  const override = overrideOf(env);
  request.debug?.(
    `GCP ID token from ${url.origin}${override ? ` (${override.name})` : ''}, audience ${request.audience}.`,
  );
  const notMetadata = `the answer did not come from a GCP metadata server (no \`Metadata-Flavor: Google\` header)${override ? `: check ${override.name}` : ''}`;
  const response = await metadataGet({
    call: request.call,
    url,
    headers: { 'metadata-flavor': 'Google' },
    transport: request.transport,
    timeoutMs: request.timeoutMs,
    retry: request.retry,
    onRetry: request.onRetry,
    unreachable: (reason) =>
      override
        ? `no answer from ${url.origin}, the address ${override.name} sets (${reason})`
        : `no answer from the metadata server at ${url.host} (${reason}: this runner is not a Compute Engine VM or GKE node; GCE_METADATA_HOST sets another address)`,
    describe: (answer) => {
      // A 404 means no service account only when the metadata server itself says it.
      if (answer.status === 404 && !fromMetadataServer(answer)) {
        return { code: 'NOT_METADATA', serverMessage: notMetadata };
      }
      if (answer.status === 404) {
        return { serverMessage: 'the VM has no service account (no `default` one to sign for it)' };
      }
      const type = contentType(answer);
      const text = answer.body.trim();
      // The metadata server's own error texts are one plain line.
      return text && /^(text\/plain|application\/text)$/.test(type ?? '') && !text.includes('\n')
        ? { serverMessage: oneLine(text) }
        : text
          ? { serverMessage: `${type ?? 'unknown'} response` }
          : {};
    },
  });
  const genuine = fromMetadataServer(response);
  const token = response.body.trim();
  // The metadata server's answer is masked before anything can show it, whatever it turns out
  // to be; another server's page is neither masked (its lines would hide words all over the
  // log) nor used.
  if (genuine && token) request.mask(token);
  const refused = !genuine
    ? { code: 'NOT_METADATA', serverMessage: notMetadata }
    : !JWT_SHAPE.test(token)
      ? { code: 'BAD_TOKEN', serverMessage: 'the answer is not an ID token (a JWT)' }
      : undefined;
  if (refused) {
    throw new ApiError({
      kind: request.call.kind,
      operation: request.call.label,
      method: 'GET',
      path: `${url.origin}${url.pathname}`,
      status: response.status,
      ...refused,
    });
  }
  return token;
}

/** Google's metadata server marks every answer with `Metadata-Flavor: Google`. */
function fromMetadataServer(response: HttpResponse): boolean {
  const flavor = response.headers['metadata-flavor'];
  return (Array.isArray(flavor) ? flavor[0] : flavor) === 'Google';
}
