import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ForwardProxyOptions {
  /** When set, requests without this exact Proxy-Authorization get 407. */
  requireAuthorization?: string;
  /** Accept CONNECT but never answer it (a proxy that hangs). */
  hangOnConnect?: boolean;
  /** Open this many tunnels, then accept CONNECT and never answer it. */
  hangConnectAfter?: number;
  /** Answer every CONNECT with this status (e.g. 403, a proxy policy refusing the host). */
  refuseConnect?: number;
  /** Serve the proxy itself over TLS (an https:// proxy) with this key and certificate. */
  tls?: { key: string; cert: string };
}

export interface ForwardProxy {
  /** `http://127.0.0.1:<port>` (`https://` with `tls`), without credentials. */
  url: string;
  port: number;
  /** `CONNECT host:port` for a tunnel, `GET http://host/path` for an absolute-form request. */
  seen: string[];
  /** The Proxy-Authorization header of each request, in the order of `seen`. */
  authorizations: (string | undefined)[];
  /** Headers of each absolute-form request as they were forwarded. */
  forwardedHeaders: http.IncomingHttpHeaders[];
  /** Client sockets of the CONNECT requests, in order (to see them closed). */
  tunnels: net.Socket[];
  /** Resolves once `count` CONNECT requests have arrived. */
  connects(count: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A forward proxy for tests: CONNECT tunnels and absolute-form HTTP requests, recording what it
 * was asked. Whatever host a request names, the proxy connects to 127.0.0.1 on the requested port:
 * names never go to DNS and nothing leaves the machine.
 */
export async function startForwardProxy(options: ForwardProxyOptions = {}): Promise<ForwardProxy> {
  const seen: string[] = [];
  const authorizations: (string | undefined)[] = [];
  const forwardedHeaders: http.IncomingHttpHeaders[] = [];
  const sockets = new Set<net.Socket>();
  const tunnels: net.Socket[] = [];
  const authorized = (req: http.IncomingMessage): boolean =>
    !options.requireAuthorization ||
    req.headers['proxy-authorization'] === options.requireAuthorization;
  const record = (req: http.IncomingMessage): void => {
    seen.push(`${req.method} ${req.url}`);
    authorizations.push(req.headers['proxy-authorization']);
  };

  const handler = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    record(req);
    if (!authorized(req)) {
      res.writeHead(407, { 'proxy-authenticate': 'Basic realm="test"' }).end();
      return;
    }
    const target = new URL(req.url ?? '');
    const headers = { ...req.headers };
    delete headers['proxy-authorization'];
    forwardedHeaders.push(headers);
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: Number(target.port) || 80,
        method: req.method,
        path: `${target.pathname}${target.search}`,
        headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  };
  const server = options.tls
    ? https.createServer(options.tls, handler)
    : http.createServer(handler);

  const waiters: { count: number; resolve: () => void }[] = [];
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    record(req);
    tunnels.push(client);
    for (const waiter of waiters.splice(0)) {
      if (tunnels.length >= waiter.count) waiter.resolve();
      else waiters.push(waiter);
    }
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (options.hangOnConnect) return;
    if (options.hangConnectAfter !== undefined && tunnels.length > options.hangConnectAfter) return;
    if (options.refuseConnect) {
      client.end(`HTTP/1.1 ${options.refuseConnect} Refused\r\ncontent-length: 0\r\n\r\n`);
      return;
    }
    if (!authorized(req)) {
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    const port = Number(/:(\d+)$/.exec(req.url ?? '')?.[1]);
    const upstream = net.connect({ host: '127.0.0.1', port }, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => {
      if (!client.writableEnded)
        client.end('HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\n\r\n');
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    seen,
    authorizations,
    forwardedHeaders,
    tunnels,
    connects: (count) =>
      tunnels.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ count, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A `lookup` that resolves every name to 127.0.0.1, so tests can use host names without DNS;
 * `names` records what the client itself resolved.
 */
export function loopbackLookup(): { lookup: net.LookupFunction; names: string[] } {
  const names: string[] = [];
  const lookup: net.LookupFunction = (hostname, options, callback) => {
    names.push(hostname);
    if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
  };
  return { lookup, names };
}
