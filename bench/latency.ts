// A loopback TCP proxy that models a real network in front of the fake server: every new
// connection first waits out its handshakes (TCP, then TLS: `handshakeRoundTrips` round trips),
// and every answer arrives one round trip after the server sent it. A request on a connection
// already open costs one round trip; one on a new connection costs the handshakes too.
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface LatencyProxy {
  /** `http://127.0.0.1:<port>`: use it as the action's `domain`. */
  readonly url: string;
  /** Connections accepted so far (what the handshakes were paid for). */
  readonly connections: number;
  close(): Promise<void>;
}

export async function startLatencyProxy(options: {
  upstream: string;
  roundTripMs: number;
  handshakeRoundTrips?: number;
}): Promise<LatencyProxy> {
  const upstream = new URL(options.upstream);
  const { roundTripMs } = options;
  const handshakeMs = roundTripMs * (options.handshakeRoundTrips ?? 2);
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((client) => {
    connections++;
    sockets.add(client);
    client.pause();
    const target = net.connect(Number(upstream.port), upstream.hostname);
    sockets.add(target);
    const drop = (): void => {
      client.destroy();
      target.destroy();
    };
    client.on('error', drop).on('close', () => {
      sockets.delete(client);
      target.end();
    });
    target.on('error', drop).on('close', () => sockets.delete(target));
    // Answers arrive a round trip later; timers of one length fire in order, so bytes stay in order.
    target.on('data', (chunk: Buffer) => {
      setTimeout(() => {
        if (!client.destroyed) client.write(chunk);
      }, roundTripMs);
    });
    target.on('end', () => setTimeout(() => client.end(), roundTripMs));
    // Nothing the client sent reaches the server before the handshakes are done.
    setTimeout(() => {
      client.on('data', (chunk: Buffer) => target.write(chunk));
      client.resume();
    }, handshakeMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
