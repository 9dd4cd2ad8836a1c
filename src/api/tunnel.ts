import type { ClientRequestArgs } from 'node:http';
import type https from 'node:https';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import type tls from 'node:tls';
import type { Proxy, Router } from './proxy.js';
import { TransportError, toProxyError } from '../errors/transport.js';

/** What a request passes through the agent to the tunnel it may have to open. */
export interface TunnelRequestOptions {
  /**
   * Aborted when the request ends (deadline, abandoned, failed): a tunnel still opening for it
   * is closed at once, so no socket or timer of abandoned work keeps the process alive.
   */
  tunnelSignal?: AbortSignal;
  lookup?: net.LookupFunction;
}

/** The proxy's answer to CONNECT is a few short header lines; more than this is not a proxy. */
const MAX_CONNECT_REPLY = 16 * 1024;

/**
 * The two agent classes, defined on first use: they extend `https.Agent`, and `node:https` (with
 * TLS and crypto) is loaded only by a run that makes an HTTPS request or goes through a proxy. A
 * plain-HTTP run (a server on the local network) never pays for loading it.
 */
function defineAgents() {
  const { Agent } = process.getBuiltinModule('node:https');

  /**
   * An HTTPS agent whose connections are tunnels through a forward proxy (HTTP CONNECT), with
   * TLS to the server inside the tunnel: the certificate checked is the server's, for the
   * server's name, never the proxy's. Pooling and keep-alive are the agent's own, one pool per
   * server. Written by hand so that proxies work the same on every Node version (Node 24's
   * `proxyEnv` does not exist on 20 and 22, and its NO_PROXY does not cover subdomains).
   */
  class TunnelAgent extends Agent {
    readonly #proxy: Proxy;

    constructor(proxy: Proxy, options: https.AgentOptions) {
      super(options);
      this.#proxy = proxy;
    }

    override createConnection(
      options: ConnectionOptions,
      callback?: (error: Error | null, socket: Duplex) => void,
    ): undefined {
      connectThrough(this.#proxy, options, callback);
      return undefined;
    }
  }

  /**
   * An HTTPS agent for code that brings its own HTTP client (the AWS SDK): each connection goes
   * straight to the server or through the proxy the environment names for it (NO_PROXY
   * honoured), with TLS always verified against the agent's CAs, whatever
   * NODE_TLS_REJECT_UNAUTHORIZED says. A tunnel that does not open within `tunnelTimeoutMs` is
   * given up (on an unreferenced timer).
   */
  class RoutingAgent extends Agent {
    readonly #route: Router;
    readonly #tunnelTimeoutMs: number;

    constructor(route: Router, tunnelTimeoutMs: number, options: https.AgentOptions) {
      super({ ...options, rejectUnauthorized: true });
      this.#route = route;
      this.#tunnelTimeoutMs = tunnelTimeoutMs;
    }

    override createConnection(
      options: ConnectionOptions,
      callback?: (error: Error | null, socket: Duplex) => void,
    ): Duplex | null | undefined {
      const { host, port } = target(options);
      const url = new URL(`https://${net.isIPv6(host) ? `[${host}]` : host}:${port}`);
      const route = this.#route(url);
      if ('invalid' in route) {
        const error = new TransportError('BAD_PROXY', route.invalid, undefined, route.invalid);
        callback?.(error, undefined as never);
        return undefined;
      }
      if ('direct' in route) return super.createConnection(options, callback);
      const { proxy } = route;
      const timeout = new AbortController();
      const note = `the proxy that ${proxy.variable} names did not open a connection in time`;
      const reason = new TransportError('PROXY_TIMEOUT', 'no tunnel in time', undefined, note);
      setTimeout(() => timeout.abort(reason), this.#tunnelTimeoutMs).unref();
      connectThrough(proxy, { ...options, tunnelSignal: timeout.signal }, callback);
      return undefined;
    }
  }

  return { TunnelAgent, RoutingAgent };
}

let agents: ReturnType<typeof defineAgents> | undefined;

/** An agent whose HTTPS connections are tunnels through `proxy` (see `defineAgents`). */
export function tunnelAgent(proxy: Proxy, options: https.AgentOptions): https.Agent {
  return new (agents ??= defineAgents()).TunnelAgent(proxy, options);
}

/** An agent that routes each HTTPS connection by the environment's proxy settings. */
export function routingAgent(
  route: Router,
  tunnelTimeoutMs: number,
  options: https.AgentOptions,
): https.Agent {
  return new (agents ??= defineAgents()).RoutingAgent(route, tunnelTimeoutMs, options);
}

type ConnectionOptions = ClientRequestArgs & tls.ConnectionOptions & TunnelRequestOptions;

/** The server a connection is for: host without IPv6 brackets, and port. */
function target(options: ConnectionOptions): { host: string; port: number } {
  const host = String(options.hostname ?? options.host ?? '').replace(/^\[(.*)\]$/, '$1');
  return { host, port: Number(options.port) || 443 };
}

/** Opens a tunnel through `proxy` and TLS to the server inside it; calls back with the socket. */
function connectThrough(
  proxy: Proxy,
  options: ConnectionOptions,
  callback?: (error: Error | null, socket: Duplex) => void,
): void {
  const { host, port } = target(options);
  openTunnel(proxy, host, port, options).then(
    (socket) => {
      const secure = process.getBuiltinModule('node:tls').connect({
        socket,
        host,
        // No SNI for an IP address; the certificate is then checked against the address.
        ...(net.isIP(host) ? {} : { servername: host }),
        ca: options.ca,
        rejectUnauthorized: true,
      });
      callback?.(null, secure);
    },
    // Node's agent reads only the error when there is one.
    (error: unknown) => callback?.(error as Error, undefined as never),
  );
}

/** Connects to the proxy and asks it for a tunnel to host:port; resolves with the open socket. */
function openTunnel(
  proxy: Proxy,
  host: string,
  port: number,
  options: tls.ConnectionOptions & TunnelRequestOptions,
): Promise<Duplex> {
  const authority = `${net.isIPv6(host) ? `[${host}]` : host}:${port}`;
  const socket: net.Socket =
    proxy.protocol === 'https:'
      ? process.getBuiltinModule('node:tls').connect({
          host: proxy.host,
          port: proxy.port,
          ...(net.isIP(proxy.host) ? {} : { servername: proxy.host }),
          ca: options.ca,
          rejectUnauthorized: true,
          lookup: options.lookup,
        })
      : net.connect({ host: proxy.host, port: proxy.port, lookup: options.lookup });
  const signal = options.tunnelSignal;
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const done = (): void => {
      signal?.removeEventListener('abort', onAbort);
      socket.removeListener('data', onData);
      socket.removeListener('error', onError);
      socket.removeListener('close', onClose);
    };
    function fail(error: Error): void {
      done();
      socket.destroy();
      reject(error);
    }
    function onAbort(): void {
      const reason: unknown = signal?.reason;
      fail(
        reason instanceof TransportError
          ? reason
          : new TransportError('ABORTED', 'the request ended before the tunnel was open'),
      );
    }
    function onError(error: Error): void {
      fail(toProxyError(error, proxy.variable));
    }
    function onClose(): void {
      fail(
        new TransportError(
          'PROXY_UNREACHABLE',
          'the proxy closed the connection before answering',
          undefined,
          `the proxy that ${proxy.variable} names closed the connection before answering CONNECT`,
        ),
      );
    }
    function onData(chunk: Buffer): void {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) {
        if (received.length > MAX_CONNECT_REPLY) fail(refused(undefined));
        return;
      }
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received.subarray(0, end).toString('latin1'));
      const code = Number(status?.[1]);
      if (code >= 200 && code < 300) {
        done();
        socket.pause();
        // Bytes after the answer already belong to the server's TLS handshake.
        const rest = received.subarray(end + 4);
        if (rest.length > 0) socket.unshift(rest);
        resolve(socket);
      } else if (code === 407) {
        fail(
          new TransportError(
            'PROXY_AUTH',
            'the proxy asked for credentials (HTTP 407) to open the tunnel',
          ),
        );
      } else {
        fail(refused(status ? code : undefined));
      }
    }
    socket.on('data', onData);
    socket.on('error', onError);
    socket.on('close', onClose);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
    socket.once(proxy.protocol === 'https:' ? 'secureConnect' : 'connect', () => {
      const authorization = proxy.authorization
        ? `Proxy-Authorization: ${proxy.authorization}\r\n`
        : '';
      socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n${authorization}\r\n`);
    });
  });
}

/**
 * A CONNECT that did not open a tunnel: a 5xx says the proxy could not reach the server (worth
 * another attempt); a 4xx is its policy, and anything else is not a proxy's answer (final).
 */
function refused(status: number | undefined): TransportError {
  const what = status
    ? `the proxy answered CONNECT with HTTP ${status}`
    : 'the proxy sent no HTTP answer to CONNECT';
  const code = status !== undefined && status >= 500 ? 'PROXY_UPSTREAM' : 'PROXY_REFUSED';
  return new TransportError(code, what, undefined, what);
}
