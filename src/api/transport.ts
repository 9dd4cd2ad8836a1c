import http from 'node:http';
import type https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import type { EarlyConnection } from '../early/index.js';
import { collectBody, type Body, type BodyReader } from './body.js';
import { proxyRouter, type Proxy, type Router } from './proxy.js';
import {
  MAX_RESPONSE_BYTES,
  TransportError,
  toProxyError,
  toTransportError,
  wrongScheme,
} from '../errors/transport.js';
import { routingAgent, tunnelAgent, type TunnelRequestOptions } from './tunnel.js';
import { readSmallFile } from '../runner/small-file.js';

/**
 * Largest CA file read (`ca-certificate`, and NODE_EXTRA_CA_CERTS on Node 20): a bundle of every
 * public root is about 220 KiB.
 */
export const MAX_CA_FILE_BYTES = 1024 * 1024;

export { TransportError } from '../errors/transport.js';
export type { BodyReader } from './body.js';

export interface HttpRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** Abandons the request (the job already failed elsewhere): rejects with code ABORTED. */
  signal?: AbortSignal;
  /**
   * Reads a 2xx body as it arrives, instead of handing it on as text: a large answer is then
   * never held whole (see `collectBody`).
   */
  read?: () => BodyReader;
}

export interface HttpResponse extends Body {
  status: number;
  headers: http.IncomingHttpHeaders;
}

/** Sends one request; rejects with a {@link TransportError} when no complete response arrives. */
export type Transport = (request: HttpRequest) => Promise<HttpResponse>;

export interface TransportOptions {
  /** Extra trusted CA certificates (PEM), for self-hosted servers with a private CA. */
  caCertificates?: string;
  /**
   * The job's environment (default `process.env`): `HTTPS_PROXY`, `HTTP_PROXY`, `NO_PROXY` (and
   * their lower-case forms), `NODE_EXTRA_CA_CERTS` (kept trusted with `caCertificates` on Node
   * 20), and `NODE_TLS_REJECT_UNAUTHORIZED`, read only to say it is ignored.
   */
  env?: Record<string, string | undefined>;
  /** A larger response body fails with TOO_LARGE (default {@link MAX_RESPONSE_BYTES}). */
  maxResponseBytes?: number;
  /** Resolves host names (default: the system's); tests point names at 127.0.0.1 with it. */
  lookup?: LookupFunction;
  /**
   * A connection to the API server opened while the code loaded (src/early/): the first direct
   * request to its host and port uses it instead of opening one (HTTPS makes TLS over it).
   */
  early?: EarlyConnection;
}

interface Context {
  env: Record<string, string | undefined>;
  route: Router;
  maxBytes: number;
  lookup?: LookupFunction;
  http: http.Agent;
  /** Made on the first HTTPS request: a plain-HTTP run never loads `node:https` (nor TLS). */
  https: () => https.Agent;
  tunnel: (proxy: Proxy) => https.Agent;
}

/**
 * Node's own HTTP stack with keep-alive agents, so every call after the first reuses its
 * connection. Proxies come from the environment and work the same on every Node version: https://
 * requests are tunnelled with CONNECT (TLS checked end to end with the server), http:// requests
 * are sent to the proxy in absolute form; NO_PROXY is matched as curl does and loopback is never
 * proxied. Redirects are never followed, so credentials can never be sent to another host.
 */
export function createTransport(options: TransportOptions = {}): Transport {
  const env = options.env ?? process.env;
  const ca = options.caCertificates ? trustedCertificates(options.caCertificates, env) : undefined;
  // Explicit, so that NODE_TLS_REJECT_UNAUTHORIZED=0 in a job's environment (set for some other
  // tool) cannot turn certificate checks off: a private CA goes in `ca-certificate`.
  const tlsOptions = { keepAlive: true, rejectUnauthorized: true, ...(ca ? { ca } : {}) };
  const tunnels = new Map<Proxy, https.Agent>();
  let httpsAgent: https.Agent | undefined;
  // Host names resolved another way than the early connection's: it is not used.
  const early = options.lookup ? undefined : options.early;
  const context: Context = {
    env,
    route: proxyRouter(env),
    maxBytes: options.maxResponseBytes ?? MAX_RESPONSE_BYTES,
    lookup: options.lookup,
    http: adopting(new http.Agent({ keepAlive: true }), 'http:', early),
    https: () =>
      (httpsAgent ??= adopting(
        new (process.getBuiltinModule('node:https').Agent)(tlsOptions),
        'https:',
        early,
      )),
    tunnel: (proxy) => {
      let agent = tunnels.get(proxy);
      if (!agent) tunnels.set(proxy, (agent = tunnelAgent(proxy, tlsOptions)));
      return agent;
    },
  };
  return (request) => send(request, context);
}

/**
 * The agent, whose first connection to the early connection's destination is that connection,
 * once connected: as it is for HTTP, with TLS made over it (the agent's own options: CA, name,
 * checks) for HTTPS. A request through a proxy in absolute form uses these agents too, but never
 * meets an early connection: none is opened when a proxy variable is set (the same four names the
 * proxy router reads), and its connection goes to the proxy's host and port besides.
 */
function adopting<A extends http.Agent>(agent: A, protocol: string, early?: EarlyConnection): A {
  if (!early) return agent;
  const create = agent.createConnection.bind(agent);
  agent.createConnection = (options, callback): Duplex | null | undefined => {
    // The agent takes a connection that comes later through its callback (it always gives one).
    const taken =
      callback &&
      early.take({
        protocol,
        host: String(options.host ?? options.hostname ?? ''),
        port: Number(options.port),
      });
    if (!taken) return create(options, callback);
    taken.then(
      (socket) => {
        let stream: Duplex | null | undefined;
        try {
          stream = protocol === 'https:' ? create({ ...options, socket } as never) : socket;
        } catch (error) {
          socket.destroy();
          callback(error as Error, undefined as never);
          return;
        }
        if (stream) callback(null, stream);
      },
      (error: Error) => callback(error, undefined as never),
    );
    return undefined;
  };
  return agent;
}

/**
 * An HTTPS agent with the transport's promises, for a library that makes its own requests (the
 * AWS SDK's STS calls): TLS always verified (NODE_TLS_REJECT_UNAUTHORIZED=0 ignored), the CA of
 * `caCertificates` trusted besides Node's, and the proxy of HTTPS_PROXY / NO_PROXY. A tunnel
 * that has not opened after `timeoutMs` is given up.
 */
export function createHttpsAgent(options: TransportOptions & { timeoutMs: number }): https.Agent {
  const env = options.env ?? process.env;
  const ca = options.caCertificates ? trustedCertificates(options.caCertificates, env) : undefined;
  return routingAgent(proxyRouter(env), options.timeoutMs, {
    keepAlive: true,
    ...(ca ? { ca } : {}),
    ...(options.lookup ? { lookup: options.lookup } : {}),
  });
}

/**
 * What Node trusts by default, plus `pem`: passing `ca` replaces Node's list, so the list is
 * rebuilt whole. Node 22.15+ and 24 give it (`getCACertificates('default')`: the bundled roots
 * and NODE_EXTRA_CA_CERTS); on Node 20 it is the bundled roots and the certificates of the file
 * NODE_EXTRA_CA_CERTS names, read here as Node reads it at start-up.
 */
function trustedCertificates(pem: string, env: Record<string, string | undefined>): string[] {
  const tls = process.getBuiltinModule('node:tls');
  const getter = (tls as { getCACertificates?: (type: string) => string[] }).getCACertificates;
  const defaults = getter
    ? getter('default')
    : [...tls.rootCertificates, ...extraCertificates(env.NODE_EXTRA_CA_CERTS)];
  return [...defaults, pem];
}

/** The certificates of the NODE_EXTRA_CA_CERTS file; none when it cannot be read (Node warns). */
function extraCertificates(file: string | undefined): string[] {
  if (!file) return [];
  let text: string;
  try {
    text = readSmallFile(file, MAX_CA_FILE_BYTES, { followLinks: true }).toString('utf8');
  } catch {
    return [];
  }
  return text.match(/-----BEGIN CERTIFICATE-----[^-]+-----END CERTIFICATE-----/g) ?? [];
}

/** How one request goes out: which module, with which options, to which URL (if any). */
interface Plan {
  lib: typeof http | typeof https;
  /** The URL to request; none when the request goes to a proxy in absolute form. */
  url?: URL;
  options: https.RequestOptions;
  /** Headers the route adds (host and proxy credentials for a proxy in absolute form). */
  headers?: Record<string, string>;
  /** The proxy on the way, if any, and whether it tunnels (CONNECT) or takes absolute form. */
  proxy?: Proxy;
  tunnel?: boolean;
}

/** `node:https`, loaded by the first request that needs it. */
const httpsModule = (): typeof https => process.getBuiltinModule('node:https');

function plan(
  request: HttpRequest,
  context: Context,
  tunnelSignal: AbortSignal,
): Plan | TransportError {
  const { url } = request;
  const isHttps = url.protocol === 'https:';
  const route = context.route(url);
  if ('invalid' in route) {
    return new TransportError('BAD_PROXY', route.invalid, undefined, route.invalid);
  }
  const lookup = context.lookup ? { lookup: context.lookup } : {};
  if ('direct' in route) {
    return isHttps
      ? { lib: httpsModule(), url, options: { agent: context.https(), ...lookup } }
      : { lib: http, url, options: { agent: context.http, ...lookup } };
  }
  const { proxy } = route;
  if (isHttps) {
    const options: https.RequestOptions & TunnelRequestOptions = {
      agent: context.tunnel(proxy),
      tunnelSignal,
      ...lookup,
    };
    return { lib: httpsModule(), url, options, proxy, tunnel: true };
  }
  // Absolute form to the proxy; the URL is rebuilt so that no user:password in it is sent.
  const headers: Record<string, string> = { host: url.host };
  if (proxy.authorization) headers['proxy-authorization'] = proxy.authorization;
  const secure = proxy.protocol === 'https:';
  return {
    lib: secure ? httpsModule() : http,
    headers,
    proxy,
    options: {
      protocol: proxy.protocol,
      host: proxy.host,
      port: proxy.port,
      path: `${url.protocol}//${url.host}${url.pathname}${url.search}`,
      agent: secure ? context.https() : context.http,
      // TLS is with the proxy: its certificate is checked for the proxy's name. Node would take
      // the name from the Host header, the server's (`''` for an address: no SNI, and the check
      // is against the address).
      ...(secure ? { servername: isIP(proxy.host) ? '' : proxy.host } : {}),
      ...lookup,
    },
  };
}

function send(request: HttpRequest, context: Context): Promise<HttpResponse> {
  // Ends whatever this request still has open (a tunnel being opened for it) when it ends.
  const ended = new AbortController();
  const planned = plan(request, context, ended.signal);
  if (planned instanceof TransportError) return Promise.reject(planned);
  const { lib, url, options, proxy } = planned;
  const viaProxy = url === undefined;
  return new Promise((resolve, reject) => {
    let settled = false;
    // Until the proxy has given a connection (a tunnel, or a connected socket for absolute
    // form), a failure is the proxy's: it names the proxy's variable, and nothing was sent.
    let atProxy = proxy !== undefined;
    const abandon = (): void => fail(new TransportError('ABORTED', 'request abandoned'));
    const fail = (error: TransportError): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', abandon);
      ended.abort();
      req.destroy();
      reject(error);
    };
    // `identity`: without it a proxy may compress (no accept-encoding allows any coding); the
    // API sends none, and docs/DEPENDENCIES.md says why none is asked for.
    const headers: Record<string, string> = {
      'accept-encoding': 'identity',
      ...request.headers,
      ...planned.headers,
    };
    if (request.body !== undefined)
      headers['content-length'] = String(Buffer.byteLength(request.body));
    const requestOptions = { ...options, method: request.method, headers };
    const req = url ? lib.request(url, requestOptions) : lib.request(requestOptions);
    // One deadline for the whole exchange: proxy, connect, headers and body.
    const timer = setTimeout(() => {
      const message = `no response within ${request.timeoutMs} ms`;
      if (!atProxy || !proxy) fail(new TransportError('ETIMEDOUT', message));
      else {
        const note = `the proxy that ${proxy.variable} names did not open a connection in time`;
        fail(new TransportError('PROXY_TIMEOUT', message, undefined, note));
      }
    }, request.timeoutMs);
    if (proxy) {
      req.on('socket', (socket) => {
        // A tunnel is handed over open; a socket to the proxy once it is connected.
        if (planned.tunnel || req.reusedSocket) atProxy = false;
        else {
          const event = 'encrypted' in socket ? 'secureConnect' : 'connect';
          socket.once(event, () => (atProxy = false));
        }
      });
    }
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (atProxy && proxy) return fail(toProxyError(error, proxy.variable));
      const failure = toTransportError(error, context, url);
      // An http:// request that a server closed without a word: a TLS server does that. Asked
      // once, without the request: a handshake tells it, and then no retry can help.
      if (url?.protocol !== 'http:' || proxy || failure.code !== 'ECONNRESET' || settled) {
        return fail(failure);
      }
      void speaksTls(url, Math.min(PROBE_MS, request.timeoutMs), context.lookup).then((tls) =>
        fail(tls ? wrongScheme(url, error) : failure),
      );
    });
    if (request.signal?.aborted) abandon();
    else request.signal?.addEventListener('abort', abandon, { once: true });
    req.on('response', (res) => {
      if (viaProxy && res.statusCode === 407) {
        fail(new TransportError('PROXY_AUTH', 'the proxy asked for credentials (HTTP 407)'));
        return;
      }
      const tooLarge = (): TransportError =>
        new TransportError('TOO_LARGE', `the response was larger than ${size(context.maxBytes)}`);
      // Refuse early what announces itself as too large; count the rest as it arrives.
      if (Number(res.headers['content-length']) > context.maxBytes) {
        fail(tooLarge());
        return;
      }
      // Asked for none (see `send`): a coding here was added by something in between, and the
      // bytes are not the API's answer as it is.
      const coding = res.headers['content-encoding']?.trim().toLowerCase();
      if (coding && coding !== 'identity') {
        const note = `content-encoding: ${coding.slice(0, 40)}, though the request asked for none (a proxy in between changes answers)`;
        fail(new TransportError('ENCODED', `content-encoding ${coding}`, undefined, note));
        return;
      }
      const status = res.statusCode ?? 0;
      const body = collectBody(status, request.read);
      let received = 0;
      res.on('data', (chunk: Buffer) => {
        if (settled) return;
        received += chunk.length;
        const error = received > context.maxBytes ? tooLarge() : body.add(chunk);
        if (error) fail(error);
      });
      res.on('error', (error) => fail(toTransportError(error, context)));
      res.on('aborted', () => fail(new TransportError('TRUNCATED', 'response body cut short')));
      res.on('end', () => {
        if (settled) return;
        if (!res.complete) {
          fail(new TransportError('TRUNCATED', 'response body cut short'));
          return;
        }
        const whole = body.finish();
        if (whole instanceof TransportError) {
          fail(whole);
          return;
        }
        settled = true;
        clearTimeout(timer);
        request.signal?.removeEventListener('abort', abandon);
        resolve({ status, headers: res.headers, ...whole });
      });
    });
    req.end(request.body);
  });
}

/** How long the handshake that tells a TLS server may take. */
const PROBE_MS = 3_000;

/**
 * Whether the server at `url`'s host and port speaks TLS: it answered a handshake (with any
 * certificate: a refused one is TLS too). Nothing but the handshake is sent.
 */
function speaksTls(url: URL, timeoutMs: number, lookup?: LookupFunction): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = process.getBuiltinModule('node:tls').connect({
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: Number(url.port || 80),
      ...(isIP(url.hostname) ? {} : { servername: url.hostname }),
      ...(lookup ? { lookup } : {}),
    });
    const done = (tls: boolean): void => {
      clearTimeout(timer);
      socket.destroy();
      resolve(tls);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.once('secureConnect', () => done(true));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      done(toTransportError(error, { env: {} }).code.startsWith('CERT')),
    );
  });
}

function size(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return Number.isInteger(mib) ? `${mib} MiB` : `${bytes} bytes`;
}
