// A tiny HTTP or HTTPS reverse proxy on loopback, in front of the fake server (or any server),
// for what the fake cannot do itself: serve TLS with the test CA, refuse connections for a while
// (go down and come back up on the same port), answer some requests itself (redirects), lose the
// server's answer after forwarding a request (a 503 for a write the server carried out), and act
// as a forward proxy (requests in absolute form, as clients send them to HTTP_PROXY).
import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One request as the proxy received it. */
export interface ProxiedRequest {
  method: string;
  /** The request target as sent: a path, or an absolute URL when used as a forward proxy. */
  target: string;
  /** Path without the query. */
  path: string;
  headers: http.IncomingHttpHeaders;
}

export interface ProxyAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface ReverseProxyOptions {
  /** Base URL of the upstream (the fake server), e.g. `http://127.0.0.1:1234`. */
  upstream: string;
  /** Serve HTTPS with this key and certificate instead of plain HTTP. */
  tls?: { key: string; cert: string };
  /** Answer a request here instead of forwarding it. */
  intercept?: (request: ProxiedRequest) => ProxyAnswer | Promise<ProxyAnswer> | undefined;
  /**
   * Forward a request, wait for the server's whole answer, then send this one instead: the
   * server acted, and its answer is lost.
   */
  loseAnswer?: (request: ProxiedRequest) => ProxyAnswer | undefined;
  /**
   * When a matching request arrives, stop listening before answering it (connections are
   * refused until `up()`): the answers still due, this one's included, carry `connection: close`
   * and idle connections are dropped, so the client's next request must connect, and is refused.
   */
  goDownAfter?: (request: ProxiedRequest) => boolean;
  /** Called once the proxy went down because of `goDownAfter`. */
  onDown?: () => void;
  /** Start without listening on the port (refusing) until `up()`. */
  startDown?: boolean;
}

export interface ReverseProxy {
  readonly url: string;
  readonly port: number;
  readonly requests: ProxiedRequest[];
  /** Stops listening and drops every connection: new connections are refused. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/** A free loopback port (listened on, then released). */
export async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startReverseProxy(options: ReverseProxyOptions): Promise<ReverseProxy> {
  const upstream = new URL(options.upstream);
  const requests: ProxiedRequest[] = [];
  const sockets = new Set<Socket>();
  /** Sockets with a request being answered. */
  const busy = new Set<Socket>();
  let listening = false;

  /** Refuses new connections; the answers still due are sent, with `connection: close`. */
  const stopAccepting = (): void => {
    if (!listening) return;
    listening = false;
    server.close();
    for (const socket of sockets) if (!busy.has(socket)) socket.destroy();
    options.onDown?.();
  };

  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    busy.add(req.socket);
    res.on('finish', () => busy.delete(req.socket));
    const target = req.url ?? '/';
    // Absolute form (forward proxy): keep only the path and query.
    const local = new URL(target, 'http://placeholder.invalid');
    const request: ProxiedRequest = {
      method: req.method ?? 'GET',
      target,
      path: local.pathname,
      headers: req.headers,
    };
    requests.push(request);
    if (options.goDownAfter?.(request)) stopAccepting();
    const answer = options.intercept?.(request);
    if (answer) {
      req.resume();
      void Promise.resolve(answer).then((given) => {
        if (!res.destroyed) res.writeHead(given.status, given.headers).end(given.body ?? '');
      });
      return;
    }
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: upstream.host };
    delete headers['proxy-connection'];
    const instead = options.loseAnswer?.(request);
    const forward = http.request(
      new URL(local.pathname + local.search, upstream),
      { method: request.method, headers },
      (answerIn) => {
        if (instead) {
          answerIn.resume();
          answerIn.on('end', () => {
            res.writeHead(instead.status, instead.headers).end(instead.body ?? '');
          });
          return;
        }
        const out = { ...answerIn.headers };
        if (!listening) out.connection = 'close';
        res.writeHead(answerIn.statusCode ?? 502, out);
        answerIn.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  };

  const server = options.tls
    ? https.createServer({ key: options.tls.key, cert: options.tls.cert }, handler)
    : http.createServer(handler);
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  let port = 0;
  const listen = (): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        listening = true;
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const down = (): Promise<void> => {
    const wasListening = listening;
    listening = false;
    return new Promise<void>((resolve) => {
      if (wasListening) server.close(() => resolve());
      else resolve();
      // Let the last response flush; then nothing stays open, so the next request must connect.
      setImmediate(() => {
        for (const socket of sockets) socket.destroy();
      });
    });
  };

  if (options.startDown) port = await freePort();
  else await listen();
  const scheme = options.tls ? 'https' : 'http';
  return {
    url: `${scheme}://127.0.0.1:${port}`,
    port,
    requests,
    down,
    up: () => (listening ? Promise.resolve() : listen()),
    close: down,
  };
}
