/******/ // The require scope
/******/ var __nccwpck_require__ = {};
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ir: () => (/* binding */ connectEarly),
/* harmony export */   M$: () => (/* binding */ withEarlyConnection),
/* harmony export */   My: () => (/* binding */ destinationOf),
/* harmony export */   mw: () => (/* binding */ EARLY_CONNECTION_MAX_IDLE_MS),
/* harmony export */   uW: () => (/* binding */ EarlyConnection)
/* harmony export */ });
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
/** The variables a proxy may come from: with any of them set, nothing opens early. */
const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'];
/**
 * How long the connection waits to be taken: a server may close a connection that sent nothing
 * for long (a login through a slow cloud metadata service first), and a request on it would fail.
 */
const EARLY_CONNECTION_MAX_IDLE_MS = 5_000;
/** A connection opened early, for the transport to take for its first request there. */
class EarlyConnection {
    destination;
    /** Until it is taken. */
    #socket;
    /** Taken, and not connected yet: the end of the step closes it. */
    #pending;
    #now;
    #openedAt;
    constructor(destination, socket, now = Date.now) {
        this.destination = destination;
        this.#socket = socket;
        this.#now = now;
        this.#openedAt = now();
        // Unused, it must not keep the process alive (its handle may be swapped for the name's next
        // address: once connected it is let go of again); a failure to connect is for a new
        // connection to meet and report.
        socket.unref();
        socket.on('connect', () => {
            if (this.#socket === socket)
                socket.unref();
        });
        // A failed attempt destroys the socket, which `take` sees; the listener keeps the error from
        // ending the process.
        socket.on('error', () => { });
    }
    /**
     * The socket, once, for a connection to `to`, when it is connected: undefined when it goes
     * elsewhere, was taken, failed or waited too long (then it is closed); else a promise of it,
     * which fails as its connection attempt fails.
     */
    take(to) {
        const socket = this.#socket;
        if (!socket)
            return undefined;
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
        if (!socket.connecting)
            return Promise.resolve(socket);
        this.#pending = socket;
        return new Promise((resolve, reject) => {
            const settle = (error) => {
                socket.off('connect', connected).off('error', failed).off('close', closed);
                this.#pending = undefined;
                if (error)
                    reject(error);
                else
                    resolve(socket);
            };
            const connected = () => settle();
            const failed = (error) => settle(error);
            const closed = () => settle(new Error('the connection closed before it connected'));
            socket.once('connect', connected).once('error', failed).once('close', closed);
        });
    }
    /**
     * The step is over: closes the connection unless the transport has it (taken and connected),
     * so that an attempt still under way does not hold the process.
     */
    close() {
        this.#socket?.destroy();
        this.#pending?.destroy();
        this.#socket = this.#pending = undefined;
    }
}
/** Where a server address leads (the `domain` input), if it is a plain http(s) URL. */
function destinationOf(address) {
    const domain = address.trim();
    if (!domain)
        return undefined;
    let url;
    try {
        url = new URL(domain);
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return undefined;
    // What the settings refuse (see readDomain) opens nothing.
    if (url.username || url.password || url.search || url.hash)
        return undefined;
    const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
    // Port 0 names no server: a new connection reports it.
    if (port === 0)
        return undefined;
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
function connectEarly(env, address, 
/** Resolves the host name (default: the system's); tests give a name several addresses. */
lookup) {
    if (address === undefined || PROXY_VARIABLES.some((name) => env[name]))
        return undefined;
    const destination = destinationOf(address);
    if (!destination)
        return undefined;
    const net = process.getBuiltinModule('node:net');
    let socket;
    try {
        socket = net.connect({
            host: destination.host,
            port: destination.port,
            noDelay: true,
            keepAlive: true,
            ...(lookup ? { lookup } : {}),
        });
    }
    catch {
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
async function withEarlyConnection(env, address, work) {
    const early = connectEarly(env, address);
    // Node starts the connection on the next turn of its loop, which a synchronous load of the
    // code would hold up.
    if (early)
        await new Promise((resolve) => setImmediate(resolve));
    try {
        return await work(early);
    }
    finally {
        early?.close();
    }
}

var __webpack_exports__EARLY_CONNECTION_MAX_IDLE_MS = __webpack_exports__.mw;
var __webpack_exports__EarlyConnection = __webpack_exports__.uW;
var __webpack_exports__connectEarly = __webpack_exports__.Ir;
var __webpack_exports__destinationOf = __webpack_exports__.My;
var __webpack_exports__withEarlyConnection = __webpack_exports__.M$;
export { __webpack_exports__EARLY_CONNECTION_MAX_IDLE_MS as EARLY_CONNECTION_MAX_IDLE_MS, __webpack_exports__EarlyConnection as EarlyConnection, __webpack_exports__connectEarly as connectEarly, __webpack_exports__destinationOf as destinationOf, __webpack_exports__withEarlyConnection as withEarlyConnection };
