// The connection the entry opens while the shared bundle loads (src/early/): where it goes (only
// where the action would connect anyway, never when a proxy may be on the way), and how the
// transport takes it for its first direct request there: as it is for HTTP, with TLS over it for
// HTTPS, the certificate checked as on any connection. Real servers on 127.0.0.1.
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction, type Socket } from 'node:net';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createTransport } from '../../src/api/transport.js';
import {
  EARLY_CONNECTION_MAX_IDLE_MS,
  EarlyConnection,
  connectEarly,
  destinationOf,
  withEarlyConnection,
} from '../../src/early/index.js';
import { loopbackLookup } from '../support/forward-proxy.ts';
import {
  closedPort,
  closeNow,
  get,
  listen,
  tlsFixture,
  transportError,
} from '../support/transport-calls.ts';

/** A loopback server answering 200 `{}`, with the client ports of the connections it accepted. */
async function server(
  secure: boolean,
): Promise<{ url: string; clientPorts: number[]; sockets: Socket[] }> {
  const clientPorts: number[] = [];
  const answer: http.RequestListener = (_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{}');
  };
  const raw = secure
    ? https.createServer(
        { key: tlsFixture('server-key.pem'), cert: tlsFixture('server-cert.pem') },
        answer,
      )
    : http.createServer(answer);
  const sockets: Socket[] = [];
  raw.on('connection', (socket: Socket) => {
    sockets.push(socket);
    clientPorts.push(socket.remotePort!);
  });
  const port = await listen(raw);
  onTestFinished(() => {
    // A connection that never began TLS is not one `closeAllConnections` knows of.
    for (const socket of sockets) socket.destroy();
    return closeNow(raw);
  });
  return { url: `${secure ? 'https' : 'http'}://127.0.0.1:${port}`, clientPorts, sockets };
}

/** The early connection the entry would open for a step whose `domain` is `url`. */
function early(url: string, env: Record<string, string> = {}): EarlyConnection {
  const connection = connectEarly(env, url);
  expect(connection).toBeDefined();
  return connection!;
}

/** Resolves once the socket is connected. */
async function connected(socket: Socket): Promise<void> {
  if (socket.connecting) await new Promise((resolve) => socket.once('connect', resolve));
}

describe('where the early connection goes', () => {
  it.each([
    ['https://app.infisical.com', { protocol: 'https:', host: 'app.infisical.com', port: 443 }],
    [
      '  https://EU.Infisical.com/api/  ',
      { protocol: 'https:', host: 'eu.infisical.com', port: 443 },
    ],
    ['http://127.0.0.1:8080', { protocol: 'http:', host: '127.0.0.1', port: 8080 }],
    ['http://[::1]:3000', { protocol: 'http:', host: '::1', port: 3000 }],
    ['http://localhost', { protocol: 'http:', host: 'localhost', port: 80 }],
  ])('%s: %j', (domain, destination) => {
    expect(destinationOf(domain)).toEqual(destination);
  });

  it.each([
    ['', 'no domain'],
    ['app.infisical.com', 'not a URL'],
    ['ftp://files.example.com', 'not http(s)'],
    ['https://user:pass@app.infisical.com', 'credentials'],
    ['https://app.infisical.com/?x=1', 'a query'],
    ['https://app.infisical.com/#top', 'a fragment'],
  ])('%j (%s): nowhere', (domain) => {
    expect(destinationOf(domain)).toBeUndefined();
    expect(connectEarly({}, domain)).toBeUndefined();
  });

  it.each(['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'])(
    'not at all with %s set: the transport decides the route',
    (name) => {
      expect(
        connectEarly({ [name]: 'http://proxy.test:3128' }, 'http://127.0.0.1:9'),
      ).toBeUndefined();
    },
  );

  it('nowhere without an address', () => {
    expect(connectEarly({}, undefined)).toBeUndefined();
  });

  it('not to port 0, which names no server', () => {
    expect(connectEarly({}, 'http://127.0.0.1:0')).toBeUndefined();
  });
});

describe('the transport takes it for its first direct request there', () => {
  it('HTTP: the requests go over it, and no other connection is opened', async () => {
    const { url, clientPorts } = await server(false);
    const connection = early(url);
    const send = createTransport({ env: {}, early: connection });
    expect((await send(get(`${url}/api/status`))).status).toBe(200);
    expect((await send(get(`${url}/api/status`))).status).toBe(200);
    expect(clientPorts).toHaveLength(1);
    // Taken once: nothing is left to take.
    expect(connection.take(connection.destination)).toBeUndefined();
  });

  it('HTTPS: TLS over it with the CA given, one connection', async () => {
    const { url, clientPorts } = await server(true);
    const send = createTransport({
      env: {},
      caCertificates: tlsFixture('ca-cert.pem'),
      early: early(url),
    });
    expect((await send(get(`${url}/api/status`))).status).toBe(200);
    expect((await send(get(`${url}/api/status`))).status).toBe(200);
    expect(clientPorts).toHaveLength(1);
  });

  it('HTTPS: the certificate is checked on it as on any connection (an unknown CA is refused)', async () => {
    const { url, clientPorts } = await server(true);
    const send = createTransport({ env: {}, early: early(url) });
    const error = await transportError(send, get(`${url}/api/status`));
    expect(error.code).toBe('CERT_UNTRUSTED');
    expect(clientPorts).toHaveLength(1);
  });

  it('a request elsewhere opens its own connection and leaves the early one', async () => {
    const api = await server(false);
    const other = await server(false);
    const connection = early(api.url);
    const send = createTransport({ env: {}, early: connection });
    expect((await send(get(`${other.url}/token`))).status).toBe(200);
    expect(other.clientPorts).toHaveLength(1);
    expect((await send(get(`${api.url}/api/status`))).status).toBe(200);
    expect(api.clientPorts).toHaveLength(1);
  });

  it('an early connection whose attempt fails: the request reports it as a new one would', async () => {
    const port = await closedPort();
    const send = createTransport({ env: {}, early: early(`http://127.0.0.1:${port}`) });
    const error = await transportError(send, get(`http://127.0.0.1:${port}/api/status`));
    expect(error.code).toBe('ECONNREFUSED');
  });

  it('one the server closed before it was taken: a new connection carries the request', async () => {
    const { url, clientPorts, sockets } = await server(false);
    const destination = destinationOf(url)!;
    const socket = net.connect({ host: destination.host, port: destination.port });
    const connection = new EarlyConnection(destination, socket);
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0]!.destroy();
    await new Promise((resolve) => socket.once('close', resolve));
    const send = createTransport({ env: {}, early: connection });
    expect((await send(get(`${url}/api/status`))).status).toBe(200);
    expect(clientPorts).toHaveLength(2);
  });

  it(`one that waited over ${EARLY_CONNECTION_MAX_IDLE_MS / 1000} s is closed, not taken`, async () => {
    const { url } = await server(false);
    const destination = destinationOf(url)!;
    let now = 0;
    const socket = net.connect({ host: destination.host, port: destination.port });
    await connected(socket);
    const connection = new EarlyConnection(destination, socket, () => now);
    now = EARLY_CONNECTION_MAX_IDLE_MS + 1;
    expect(connection.take(destination)).toBeUndefined();
    expect(socket.destroyed).toBe(true);
  });

  it('a transport that resolves names its own way (tests) does not take it', async () => {
    const { url, clientPorts } = await server(false);
    const connection = early(url);
    const send = createTransport({ env: {}, early: connection, lookup: loopbackLookup().lookup });
    expect((await send(get(`${url}/api/status`))).status).toBe(200);
    await vi.waitFor(() => expect(clientPorts).toHaveLength(2));
    expect(connection.take(connection.destination)).toBeDefined();
    connection.close();
  });
});

/** A name with two addresses, the first refusing: Node tries the next one on the same socket. */
const twoAddresses: LookupFunction = (_hostname, options, callback) => {
  const all = [
    { address: '::1', family: 6 },
    { address: '127.0.0.1', family: 4 },
  ];
  if (options.all) callback(null, all);
  else callback(null, '127.0.0.1', 4);
};

describe('a name with several addresses, the first refusing', () => {
  // Node swaps the socket's handle for each address it tries: TLS attached before it connects
  // ran on the old handle (a crash of the process). It is taken once connected.
  it.each([false, true])('secure %s: taken once connected, one connection', async (secure) => {
    const { url, clientPorts } = await server(secure);
    const local = url.replace('127.0.0.1', 'localhost');
    const connection = connectEarly({}, local, twoAddresses);
    expect(connection).toBeDefined();
    const send = createTransport({
      env: {},
      caCertificates: tlsFixture('ca-cert.pem'),
      early: connection,
    });
    expect((await send(get(`${local}/api/status`))).status).toBe(200);
    expect((await send(get(`${local}/api/status`))).status).toBe(200);
    expect(clientPorts).toHaveLength(1);
  });
});

describe('a request that gives up while the connection is still being made', () => {
  it('fails on its own deadline; the connection made late is not kept for anything', async () => {
    const { url, clientPorts, sockets } = await server(false);
    const local = url.replace('127.0.0.1', 'localhost');
    // The name resolves only when the test says so: the connection is still being made.
    let resolveName: (() => void) | undefined;
    const slowLookup: LookupFunction = (_hostname, options, callback) => {
      resolveName = () =>
        options.all
          ? callback(null, [{ address: '127.0.0.1', family: 4 }])
          : callback(null, '127.0.0.1', 4);
    };
    const connection = connectEarly({}, local, slowLookup)!;
    const send = createTransport({ env: {}, early: connection });
    const error = await transportError(send, get(`${local}/api/status`, 100));
    expect(error.code).toBe('ETIMEDOUT');
    resolveName!();
    await vi.waitFor(() => expect(clientPorts).toHaveLength(1));
    // Its request is gone: the connection is closed, not kept.
    await vi.waitFor(() => expect(sockets[0]!.destroyed).toBe(true));
    expect((await send(get(`${local}/api/status`))).status).toBe(200);
    expect(clientPorts).toHaveLength(2);
  });
});

describe('withEarlyConnection: what every entry runs', () => {
  it('hands the work the connection, passes its result on, and closes what it left', async () => {
    const { url, sockets } = await server(false);
    let given: EarlyConnection | undefined;
    const result = await withEarlyConnection({}, `${url}/api`, async (early) => {
      given = early;
      return 'done';
    });
    expect(result).toBe('done');
    expect(given?.destination.port).toBe(Number(new URL(url).port));
    // Not taken: closed.
    await vi.waitFor(() => expect(sockets[0]?.destroyed).toBe(true));
  });

  it('closes it when the work fails, and the failure stands', async () => {
    const { url, sockets } = await server(false);
    await expect(
      withEarlyConnection({}, url, async () => {
        throw new Error('the step failed');
      }),
    ).rejects.toThrow('the step failed');
    await vi.waitFor(() => expect(sockets[0]?.destroyed).toBe(true));
  });

  it('leaves the connection the transport took', async () => {
    const { url, clientPorts, sockets } = await server(false);
    await withEarlyConnection({}, url, async (early) => {
      const send = createTransport({ env: {}, early });
      expect((await send(get(`${url}/api/status`))).status).toBe(200);
    });
    expect(clientPorts).toHaveLength(1);
    expect(sockets[0]?.destroyed).toBe(false);
  });

  it('without an address, the work runs with none', async () => {
    expect(await withEarlyConnection({}, undefined, async (early) => early)).toBeUndefined();
  });
});

describe('the end of the step closes it unless the transport has it', () => {
  it('not taken: closed', async () => {
    const { url } = await server(false);
    const destination = destinationOf(url)!;
    const socket = net.connect({ host: destination.host, port: destination.port });
    const connection = new EarlyConnection(destination, socket);
    connection.close();
    expect(socket.destroyed).toBe(true);
    expect(connection.take(destination)).toBeUndefined();
  });

  it('taken while connecting: closed, and the wait for it fails', async () => {
    const { url } = await server(false);
    const destination = destinationOf(url)!;
    const socket = net.connect({ host: destination.host, port: destination.port });
    const connection = new EarlyConnection(destination, socket);
    const taken = connection.take(destination)!;
    expect(socket.connecting).toBe(true);
    connection.close();
    await expect(taken).rejects.toThrow(/closed before it connected/);
    expect(socket.destroyed).toBe(true);
  });

  it('taken and connected: left to the transport', async () => {
    const { url } = await server(false);
    const destination = destinationOf(url)!;
    const socket = net.connect({ host: destination.host, port: destination.port });
    const connection = new EarlyConnection(destination, socket);
    await expect(connection.take(destination)).resolves.toBe(socket);
    connection.close();
    expect(socket.destroyed).toBe(false);
    socket.destroy();
  });
});
