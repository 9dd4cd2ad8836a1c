// One GET to a cloud VM's metadata server (Azure's instance metadata service, GCP's metadata
// server), retried with the API's retry policy and budget, and one ApiError, with a typed kind,
// when it fails. The metadata server is on the VM's own link: the request never goes through a
// proxy and carries none of the API's headers or key.
import type { RetryNotice } from '../api/caller.js';
import { ApiError, type ApiErrorDetails } from '../errors/api.js';
import type { Call } from '../api/endpoint.js';
import {
  attemptTimeoutMs,
  decideRetry,
  defaultRetryPolicy,
  parseWaitSeconds,
  type AttemptFailure,
  type RetryPolicy,
} from '../api/retry.js';
import {
  createTransport,
  TransportError,
  type HttpResponse,
  type Transport,
} from '../api/transport.js';
import { USER_AGENT } from '../api/user-agent.js';

/** The largest answer taken from a metadata server: a token is a few kilobytes. */
const MAX_METADATA_BYTES = 1024 * 1024;

/**
 * The longest a metadata server may take to answer. On the VM it answers within a second or
 * two; off it, the address is usually unroutable and would hang for the whole `timeout`.
 */
export const METADATA_TIMEOUT_MS = 10_000;

/**
 * Retries after a request that got no answer at all. The metadata server is on the VM's own
 * link: when it does not answer, the runner is not on that cloud (or the override names the
 * wrong address), and waiting longer tells nothing more. Answers (429, 5xx) get the full policy.
 */
export const NETWORK_RETRIES = 1;

/** A transport that never uses a proxy: metadata addresses are reachable only from the VM. */
export const directTransport = (): Transport =>
  createTransport({ env: {}, maxResponseBytes: MAX_METADATA_BYTES });

export interface MetadataRequest {
  /** Which request it is (the Azure or the GCP token). */
  readonly call: Call;
  /** The full URL, query included (the query is never shown: errors name origin and path). */
  readonly url: URL;
  /** The vendor's header (`Metadata: true`, `Metadata-Flavor: Google`). */
  readonly headers: Readonly<Record<string, string>>;
  /** Default: {@link directTransport}. */
  readonly transport?: Transport;
  readonly timeoutMs: number;
  readonly retry?: Partial<RetryPolicy>;
  readonly onRetry?: (notice: RetryNotice) => void;
  /** Statuses the vendor documents as transient besides 429 and 5xx (Azure: 404, 410). */
  readonly transientStatuses?: readonly number[];
  /** What a failure to get any answer means, and where to change the address. */
  readonly unreachable: (reason: string) => string;
  /** The vendor's words in an error answer. */
  readonly describe: (
    response: HttpResponse,
  ) => Pick<ApiErrorDetails, 'serverMessage' | 'serverError' | 'code'>;
}

/** Sends the GET until it is answered with a 2xx (returned) or fails for good (an ApiError). */
export async function metadataGet(request: MetadataRequest): Promise<HttpResponse> {
  const { url, call } = request;
  const policy: RetryPolicy = { ...defaultRetryPolicy, ...request.retry };
  const base = {
    kind: call.kind,
    operation: call.label,
    method: 'GET',
    // Where it looked: the address matters more than the path when nothing answers.
    path: `${url.origin}${url.pathname}`,
  };
  const transport = request.transport ?? directTransport();
  let spentMs = 0;
  for (let attempt = 1; ; attempt++) {
    const started = policy.now();
    let failure: AttemptFailure;
    let details: ApiErrorDetails;
    let cause: unknown;
    try {
      const response = await transport({
        method: 'GET',
        url,
        headers: { ...request.headers, accept: '*/*', 'user-agent': USER_AGENT },
        // As the API's calls do: a retried attempt gets at most what is left of the budget.
        timeoutMs: attemptTimeoutMs(
          policy,
          attempt,
          Math.min(request.timeoutMs, METADATA_TIMEOUT_MS),
          spentMs,
        ),
      });
      const { status } = response;
      if (status >= 200 && status < 300) return response;
      // Every 5xx of a metadata server is transient (the API's plain 500s are often bad input,
      // and get one retry there): decided as a 503 is.
      const transient = status >= 500 || (request.transientStatuses?.includes(status) ?? false);
      failure = {
        status: transient ? 503 : status,
        waitSeconds:
          status === 429 || status === 503
            ? parseWaitSeconds(response.headers['retry-after'], undefined)
            : undefined,
      };
      details = { ...base, status, ...request.describe(response) };
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      failure = { code: error.code };
      details = { ...base, code: error.code, serverMessage: request.unreachable(noAnswer(error)) };
      cause = error;
    }
    if (attempt > 1) spentMs += policy.now() - started;
    const decision = decideRetry(
      failure.code === undefined
        ? policy
        : { ...policy, retries: Math.min(policy.retries, NETWORK_RETRIES) },
      { attempt, failure, safeToRepeat: true, spentMs },
    );
    if (!decision.retry) {
      throw new ApiError(
        { ...details, attempts: attempt, retryAfterSeconds: failure.waitSeconds },
        cause,
      );
    }
    request.onRetry?.({
      operation: base.operation,
      attempt,
      delayMs: decision.delayMs,
      reason: details.status !== undefined ? `HTTP ${details.status}` : (failure.code ?? ''),
    });
    spentMs += decision.delayMs;
    await policy.sleep(decision.delayMs);
  }
}

/** Why no answer came, in words (the transport's code in brackets). */
function noAnswer(error: TransportError): string {
  const { code } = error;
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ETIMEDOUT':
      return 'no answer in time';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'the host name does not resolve';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'no route to it';
    default:
      return `network error ${code}`;
  }
}

/** Text of an answer on one line, cut to a readable length (the vendors' messages run long). */
export function oneLine(text: string, max = 300): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  return folded.length > max ? `${folded.slice(0, max - 1)}…` : folded;
}

/** The content type of an answer, for saying what came back when it is not what was asked. */
export function contentType(response: HttpResponse): string | undefined {
  const value = response.headers['content-type'];
  return (Array.isArray(value) ? value[0] : value)?.split(';')[0]?.trim() || undefined;
}
