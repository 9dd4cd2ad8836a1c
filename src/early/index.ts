/**
 * The API server's connection, opened while the shared bundle loads (dist/early/, a bundle of its
 * own that each action's entry imports first). Starting Node and compiling the shared bundle take
 * about 40 ms; the name lookup and the TCP handshake to a cloud server take as long again, and
 * the first request waited for both, one after the other. Opened here, they overlap.
 *
 * Only the TCP connection opens early, never TLS: the HTTPS agent makes TLS over it, with the CA
 * and checks it always uses, once it is connected (Node may still be trying the name's other
 * addresses before: it swaps the socket's handle then, under anything attached to it). It goes
 * only where the action would connect anyway: the `domain` input's host and port, direct, so not
 * at all when a proxy variable is set (the transport decides the route) or when `domain` is not a
 * plain http(s) URL (its error comes from the settings, as ever). Nothing is sent on it before
 * the transport takes it; the entry closes it when the step ends, so a connection attempt still
 * under way never holds the step; a failure to connect is left for a new connection to report.
 */

import type { LookupFunction, Socket } from 'node:net';

/** The variables a proxy may come from: with any of them set, nothing opens early. */
const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'];

/**
 * How long the connection waits to be taken: a server may close a connection that sent nothing
 * for long (a login through a slow cloud metadata service first), and a request on it would fail.
 */
export const EARLY_CONNECTION_MAX_IDLE_MS = 5_000;

/** Where a connection goes, as the transport's agents see it. */
export interface Destination {
  readonly protocol: string;
  /** The host name or address, without IPv6 brackets. */
  readonly host: string;
  readonly port: number;
}

/** A connection opened early, for the transport to take for its first request there. */
export class EarlyConnection {
  readonly destination: Destination;
  /** Until it is taken. */
  #socket: Socket | undefined;
  /** Taken, and not connected yet: the end of the step closes it. */
  #pending: Socket | undefined;
  readonly #now: () => number;
  readonly #openedAt: number;

  constructor(destination: Destination, socket: Socket, now: () => number = Date.now) {
    this.destination = destination;
    this.#socket = socket;
    this.#now = now;
    this.#openedAt = now();
    // Unused, it must not keep the process alive (its handle may be swapped for the name's next
    // address: once connected it is let go of again); a failure to connect is for a new
    // connection to meet and report.
    socket.unref();
    socket.on('connect', () => {
      if (this.#socket === socket) socket.unref();
    });
    // A failed attempt destroys the socket, which `take` sees; the listener keeps the error from
    // ending the process.
    socket.on('error', () => {});
  }

  /**
   * The socket, once, for a connection to `to`, when it is connected: undefined when it goes
   * elsewhere, was taken, failed or waited too long (then it is closed); else a promise of it,
   * which fails as its connection attempt fails.
   */
  take(to: Destination): Promise<Socket> | undefined {
    const socket = this.#socket;
    if (!socket) return undefined;
    const { protocol, host, port } = this.destination;
    if (to.protocol !== protocol || to.host.toLowerCase() !== host || to.port !== port) {
      return undefined;
    }
    this.#socket = undefined;
    if (socket.destroyed || this.#now() - this.#openedAt > EARLY_CONNECTION_MAX_IDLE_MS) {
      socket.destroy();
      return undefined;
    }
    // In use now: the request's wait keeps the process alive, as on a new connection.
    socket.ref();
    if (!socket.connecting) return Promise.resolve(socket);
    this.#pending = socket;
    return new Promise((resolve, reject) => {
      const settle = (error?: Error): void => {
        socket.off('connect', connected).off('error', failed).off('close', closed);
        this.#pending = undefined;
        if (error) reject(error);
        else resolve(socket);
      };
      const connected = (): void => settle();
      const failed = (error: Error): void => settle(error);
      const closed = (): void => settle(new Error('the connection closed before it connected'));
      socket.once('connect', connected).once('error', failed).once('close', closed);
    });
  }

  /**
   * The step is over: closes the connection unless the transport has it (taken and connected),
   * so that an attempt still under way does not hold the process.
   */
  close(): void {
    this.#socket?.destroy();
    this.#pending?.destroy();
    this.#socket = this.#pending = undefined;
  }
}

/** Where a server address leads (the `domain` input), if it is a plain http(s) URL. */
export function destinationOf(address: string): Destination | undefined {
  const domain = address.trim();
  if (!domain) return undefined;
  let url: URL;
  try {
    url = new URL(domain);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  // What the settings refuse (see readDomain) opens nothing.
  if (url.username || url.password || url.search || url.hash) return undefined;
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  // Port 0 names no server: a new connection reports it.
  if (port === 0) return undefined;
  return {
    protocol: url.protocol,
    host: url.hostname.replace(/^\[|\]$/g, '').toLowerCase(),
    port,
  };
}

/**
 * Opens the connection to `address` (a step's `domain`, the address the main step recorded, the
 * server the tool's options name), unless there is none or a proxy may be on the way.
 */
export function connectEarly(
  env: Readonly<Record<string, string | undefined>>,
  address: string | undefined,
  /** Resolves the host name (default: the system's); tests give a name several addresses. */
  lookup?: LookupFunction,
): EarlyConnection | undefined {
  if (address === undefined || PROXY_VARIABLES.some((name) => env[name])) return undefined;
  const destination = destinationOf(address);
  if (!destination) return undefined;
  const net = process.getBuiltinModule('node:net');
  let socket: Socket;
  try {
    socket = net.connect({
      host: destination.host,
      port: destination.port,
      noDelay: true,
      keepAlive: true,
      ...(lookup ? { lookup } : {}),
    });
  } catch {
    // Options Node refuses: a new connection says what is wrong.
    return undefined;
  }
  return new EarlyConnection(destination, socket);
}

/**
 * Runs `work` with the connection to `address` opening meanwhile (see {@link connectEarly}), and
 * closes it after unless the transport has it: an attempt still under way must not hold the
 * process. Every entry that loads code before its first request runs it so.
 */
export async function withEarlyConnection<T>(
  env: Readonly<Record<string, string | undefined>>,
  address: string | undefined,
  work: (early: EarlyConnection | undefined) => Promise<T>,
): Promise<T> {
  const early = connectEarly(env, address);
  // Node starts the connection on the next turn of its loop, which a synchronous load of the
  // code would hold up.
  if (early) await new Promise((resolve) => setImmediate(resolve));
  try {
    return await work(early);
  } finally {
    early?.close();
  }
}
