/**
 * The API server's connection, opened while the shared bundle loads (dist/early/, a bundle of its
 * own that each action's entry imports first). Starting Node and compiling the shared bundle take
 * about 40 ms; the name lookup and the TCP handshake to a cloud server take as long again, and
 * the first request waited for both, one after the other. Opened here, they overlap.
 *
 * Only the TCP connection opens early, never TLS: the HTTPS agent makes TLS over it later, with
 * the CA and checks it always uses. It goes only where the action would connect anyway: the
 * `domain` input's host and port, direct, so not at all when a proxy variable is set (the
 * transport decides the route) or when `domain` is not a plain http(s) URL (its error comes from
 * the settings, as ever). Nothing is sent on it before the transport takes it, it keeps no
 * process alive, and a failure to connect is left for a new connection to report.
 */

import type { Socket } from 'node:net';

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
  #socket: Socket | undefined;
  #failed = false;
  readonly #now: () => number;
  readonly #openedAt: number;

  constructor(destination: Destination, socket: Socket, now: () => number = Date.now) {
    this.destination = destination;
    this.#socket = socket;
    this.#now = now;
    this.#openedAt = now();
    // Unused (the step fails before any request, or goes elsewhere), it must not keep the
    // process alive; a failure to connect is for a new connection to meet and report.
    socket.unref();
    socket.on('error', () => {
      this.#failed = true;
    });
  }

  /**
   * The socket, once, for a connection to `to`: undefined when it goes elsewhere, was taken,
   * failed or waited too long (then it is closed).
   */
  take(to: Destination): Socket | undefined {
    const socket = this.#socket;
    if (!socket) return undefined;
    const { protocol, host, port } = this.destination;
    if (to.protocol !== protocol || to.host.toLowerCase() !== host || to.port !== port) {
      return undefined;
    }
    this.#socket = undefined;
    if (
      this.#failed ||
      socket.destroyed ||
      this.#now() - this.#openedAt > EARLY_CONNECTION_MAX_IDLE_MS
    ) {
      socket.destroy();
      return undefined;
    }
    // In use now: the request's wait keeps the process alive, as on a new connection.
    socket.ref();
    return socket;
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
 * Opens the connection to the step's API server (its `domain` input, or the address given: the
 * one the main step recorded, for the post step), unless a proxy may be on the way.
 */
export function connectEarly(
  env: Readonly<Record<string, string | undefined>>,
  address: string = env.INPUT_DOMAIN ?? '',
): EarlyConnection | undefined {
  if (PROXY_VARIABLES.some((name) => env[name])) return undefined;
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
    });
  } catch {
    // Options Node refuses: a new connection says what is wrong.
    return undefined;
  }
  return new EarlyConnection(destination, socket);
}
