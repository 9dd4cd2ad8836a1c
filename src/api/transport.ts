import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';

export interface HttpRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** Abandons the request (the job already failed elsewhere): rejects with code ABORTED. */
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Sends one request; rejects with a {@link TransportError} when no complete response arrives. */
export type Transport = (request: HttpRequest) => Promise<HttpResponse>;

/** A request that got no complete response. `code` is stable: ETIMEDOUT, ECONNRESET, TRUNCATED... */
export class TransportError extends Error {
  readonly code: string;
  constructor(code: string, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'TransportError';
    this.code = code;
  }
}

export interface TransportOptions {
  /** Extra trusted CA certificates (PEM), for self-hosted servers with a private CA. */
  caCertificates?: string;
  /** Environment for HTTPS_PROXY / HTTP_PROXY / NO_PROXY (Node 24 reads it in the agent). */
  proxyEnv?: Record<string, string | undefined>;
}

/**
 * Node's own HTTP stack with one keep-alive agent per protocol, so every call after the first
 * reuses the connection. Proxies come from the environment through the agent's `proxyEnv`
 * (Node 24; loopback is never proxied). Redirects are never followed, so credentials can never
 * be sent to another host.
 */
export function createTransport(options: TransportOptions = {}): Transport {
  const proxyEnv = options.proxyEnv ?? process.env;
  const agentOptions = { keepAlive: true, proxyEnv: proxyEnvFor(proxyEnv) };
  const ca = options.caCertificates ? trustedCertificates(options.caCertificates) : undefined;
  const agents = {
    'http:': new http.Agent(agentOptions),
    // Explicit, so that NODE_TLS_REJECT_UNAUTHORIZED=0 in a job's environment (set for some
    // other tool) cannot turn certificate checks off: a private CA goes in `ca-certificate`.
    'https:': new https.Agent({ ...agentOptions, rejectUnauthorized: true, ...(ca ? { ca } : {}) }),
  };
  return (request) => send(request, agents);
}

function proxyEnvFor(env: Record<string, string | undefined>): Record<string, string> | undefined {
  const picked: Record<string, string> = {};
  for (const name of [
    'HTTPS_PROXY',
    'https_proxy',
    'HTTP_PROXY',
    'http_proxy',
    'NO_PROXY',
    'no_proxy',
  ]) {
    const value = env[name];
    if (value) picked[name.toUpperCase()] = value;
  }
  if (!picked.HTTPS_PROXY && !picked.HTTP_PROXY) return undefined;
  // Loopback never goes through a proxy: tests and local servers must stay on this machine.
  picked.NO_PROXY = [picked.NO_PROXY, 'localhost', '127.0.0.1', '::1'].filter(Boolean).join(',');
  return picked;
}

function trustedCertificates(pem: string): string[] {
  const getter = (tls as { getCACertificates?: (type: string) => string[] }).getCACertificates;
  const defaults = getter ? getter('default') : [...tls.rootCertificates];
  return [...defaults, pem];
}

function send(
  request: HttpRequest,
  agents: Record<'http:' | 'https:', http.Agent>,
): Promise<HttpResponse> {
  const { url } = request;
  const isHttps = url.protocol === 'https:';
  const lib = isHttps ? https : http;
  return new Promise((resolve, reject) => {
    let settled = false;
    const abandon = (): void => fail(new TransportError('ABORTED', 'request abandoned'));
    const fail = (error: TransportError): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', abandon);
      req.destroy();
      reject(error);
    };
    const headers: Record<string, string> = { ...request.headers };
    if (request.body !== undefined)
      headers['content-length'] = String(Buffer.byteLength(request.body));
    const req = lib.request(url, {
      method: request.method,
      headers,
      agent: agents[isHttps ? 'https:' : 'http:'],
    });
    // One deadline for the whole exchange: connect, headers and body.
    const timer = setTimeout(
      () => fail(new TransportError('ETIMEDOUT', `no response within ${request.timeoutMs} ms`)),
      request.timeoutMs,
    );
    req.on('error', (error: NodeJS.ErrnoException) => fail(toTransportError(error)));
    if (request.signal?.aborted) abandon();
    else request.signal?.addEventListener('abort', abandon, { once: true });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error: NodeJS.ErrnoException) => fail(toTransportError(error)));
      res.on('aborted', () => fail(new TransportError('TRUNCATED', 'response body cut short')));
      res.on('end', () => {
        if (settled) return;
        if (!res.complete) {
          fail(new TransportError('TRUNCATED', 'response body cut short'));
          return;
        }
        settled = true;
        clearTimeout(timer);
        request.signal?.removeEventListener('abort', abandon);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    req.end(request.body);
  });
}

function toTransportError(error: NodeJS.ErrnoException): TransportError {
  const code = error.code ?? 'ENETWORK';
  if (code === 'ECONNRESET' && /aborted/i.test(error.message)) {
    return new TransportError('TRUNCATED', 'response body cut short', error);
  }
  if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/.test(code)) {
    return new TransportError('CERT', `TLS: ${error.message}`, error);
  }
  return new TransportError(code, error.message, error);
}
