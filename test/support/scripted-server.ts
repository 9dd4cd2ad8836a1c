import http from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';

/** What the scripted server does with one request. */
export type Reply =
  | { status: number; headers?: Record<string, string>; body?: unknown; raw?: string | Buffer }
  | 'reset'
  | 'hang'
  | 'truncated';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: string;
  socket: number;
}

export interface ScriptedServer {
  url: string;
  requests: RecordedRequest[];
  /** Queues replies, used in order; when the queue is empty `fallback` answers. */
  reply(...replies: Reply[]): void;
  fallback: Reply;
  close(): Promise<void>;
}

/**
 * A loopback HTTP(S) server that answers each request with the next scripted reply, and records
 * what it received. Used to test the client's wire behaviour and fault handling in isolation.
 */
export async function startScriptedServer(tls?: {
  key: string;
  cert: string;
}): Promise<ScriptedServer> {
  const queue: Reply[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const socketIds = new WeakMap<Socket, number>();
  let nextSocket = 1;
  const handler = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        socket: socketIds.get(req.socket) ?? 0,
      });
      const reply = queue.shift() ?? server.fallback;
      if (reply === 'reset') {
        req.socket.destroy();
      } else if (reply === 'hang') {
        // Never answer; close() destroys the socket.
      } else if (reply === 'truncated') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
        res.write('{"secrets": [');
        setTimeout(() => req.socket.destroy(), 5);
      } else {
        const text =
          reply.raw ??
          (reply.body === undefined || reply.body === null ? '' : JSON.stringify(reply.body));
        const headers: Record<string, string> = { ...reply.headers };
        if (text && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
          headers['content-type'] = 'application/json; charset=utf-8';
        }
        res.writeHead(reply.status, headers);
        res.end(text);
      }
    });
  };
  const raw = tls
    ? https.createServer({ key: tls.key, cert: tls.cert }, handler)
    : http.createServer(handler);
  raw.keepAliveTimeout = 5_000;
  raw.on(tls ? 'secureConnection' : 'connection', (socket: Socket) => {
    sockets.add(socket);
    socketIds.set(socket, nextSocket++);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
  const { port } = raw.address() as AddressInfo;
  const server: ScriptedServer = {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    requests,
    reply: (...replies) => void queue.push(...replies),
    fallback: { status: 200, body: {} },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        raw.close(() => resolve());
      }),
  };
  return server;
}
