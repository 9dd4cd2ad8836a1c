#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 5481:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ serverFor)
/* harmony export */ });
/* harmony import */ var _spec_names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9891);
/* harmony import */ var _spec_values_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5);
/**
 * The tool's connection to the server, opened while the command starts (src/early/): the name
 * lookup and handshakes overlap with reading the options and the project file. The server is
 * the one the options will name, read the way they are read: `--domain`, then INFISICAL_DOMAIN
 * and INFISICAL_API_URL, then the default. A guess that turns out wrong only leaves the
 * connection unused (it is closed when the command ends); help, version and a command line the
 * options refuse open none.
 */


/** The commands that connect to the server. */
const CONNECTING = new Set(['export', 'run', ..._spec_names_js__WEBPACK_IMPORTED_MODULE_0__/* .TOOL_SUB_ACTIONS */ .YM]);
/**
 * The server a command line will connect to; undefined for help, version, a command that does not
 * connect or does not exist, or a `--domain` the options refuse (no value, or given twice).
 */
function serverFor(argv, env) {
    const end = argv.indexOf('--');
    const options = end < 0 ? argv : argv.slice(0, end);
    const [name] = options;
    if (name === undefined || !CONNECTING.has(name))
        return undefined;
    if (options.includes('--help') || options.includes('-h'))
        return undefined;
    const flags = [];
    for (let i = 1; i < options.length; i++) {
        const arg = options[i] ?? '';
        if (arg.startsWith('--domain='))
            flags.push(arg.slice('--domain='.length));
        else if (arg === '--domain') {
            const value = options[++i];
            if (value === undefined || value.startsWith('-'))
                return undefined;
            flags.push(value);
        }
    }
    if (flags.length > 1)
        return undefined;
    // A blank value counts as not given, as the option reader has it.
    return (flags[0]?.trim() ||
        env.INFISICAL_DOMAIN?.trim() ||
        env.INFISICAL_API_URL?.trim() ||
        _spec_values_js__WEBPACK_IMPORTED_MODULE_1__/* .CONNECTION_VALUES */ .kL.domain?.default ||
        '');
}


/***/ }),

/***/ 486:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _early_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9911);
/* harmony import */ var _early_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5481);
/**
 * Entry point of `infisical-ci` (dist/cli/index.js, the package's `bin`): a few lines that open
 * the connection to the server the options name (src/cli/early.ts), then load the tool itself
 * (src/cli/tool.ts, a chunk of its own), so the name lookup and the handshakes overlap with
 * compiling it instead of following it.
 */


// Node 20.16+ and 22.3+ give process.getBuiltinModule, which loads TLS and crypto only when a run
// needs them. An older Node is told so in one line, before any work is done.
if (typeof process.getBuiltinModule !== 'function') {
    process.stderr.write(`error: infisical-ci needs Node 20.16 or later, or 22.3 or later; this is Node ${process.versions.node}.\n`);
    process.exit(1);
}
// A reader that went away (`| head`, `2>&1 | grep -q`) fails the write that follows; it must not
// crash the tool (`run` then closes its command's pipe: src/cli/child.ts).
process.stdout.on('error', () => { });
process.stderr.on('error', () => { });
const argv = process.argv.slice(2);
let loaded = false;
try {
    const { result, finish } = await (0,_early_index_js__WEBPACK_IMPORTED_MODULE_1__/* .withEarlyConnection */ .M$)(process.env, (0,_early_js__WEBPACK_IMPORTED_MODULE_0__/* .serverFor */ .x)(argv, process.env), async (early) => {
        const tool = await __nccwpck_require__.e(/* import() */ 706).then(__nccwpck_require__.bind(__nccwpck_require__, 8706));
        loaded = true;
        return { result: await tool.runCommand(argv, early), finish: tool.finish };
    });
    await finish(result);
}
catch (error) {
    // One line, never a stack trace: the tool's own code could not be loaded (a damaged install),
    // or a bug around it.
    const message = error instanceof Error ? error.message : String(error);
    const line = JSON.stringify(message).slice(1, -1).replace(/##/g, '#\\x23');
    process.stderr.write(loaded
        ? `error: Unexpected failure: ${line}\n`
        : `error: infisical-ci could not load its code (${line}); reinstall it.\n`);
    process.exit(1);
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 9911:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M$: () => (/* binding */ withEarlyConnection)
/* harmony export */ });
/* unused harmony exports EARLY_CONNECTION_MAX_IDLE_MS, EarlyConnection, destinationOf, connectEarly */
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


/***/ }),

/***/ 9891:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   YM: () => (/* binding */ TOOL_SUB_ACTIONS)
/* harmony export */ });
/* unused harmony exports SUB_ACTION_NAMES, ACTION_NAMES */
/**
 * The management sub-actions, by the name of their folder: the one list that the build, the
 * generated docs, the registry of implementations and the command-line tool all read.
 */
const SUB_ACTION_NAMES = [
    'imports',
    'tags',
    'projects',
    'environments',
    'memberships',
    'snapshots',
    'identities',
    'folders',
    'secrets',
    'dynamic-secrets',
    'login',
];
/**
 * The sub-actions the command-line tool has a command for: all but `login` (each command of the
 * tool logs in and revokes on its own; a token it should reuse is given with `--access-token`).
 */
const TOOL_SUB_ACTIONS = SUB_ACTION_NAMES.filter((name) => name !== 'login');
/** Every action: the main one (its folder is the repository root) and the sub-actions. */
const ACTION_NAMES = ['main', ...SUB_ACTION_NAMES];


/***/ }),

/***/ 5:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   SV: () => (/* binding */ INPUT_VALUES),
/* harmony export */   kL: () => (/* binding */ CONNECTION_VALUES),
/* harmony export */   vC: () => (/* binding */ CHOICES),
/* harmony export */   xv: () => (/* binding */ VERSION)
/* harmony export */ });
/* unused harmony exports MAIN_OUTPUTS, TOOL_VALUES */
/** The product's version (package.json), sent in the user agent. */
const VERSION = '1.0.0';
const CONNECTION = {
    domain: { default: 'https://app.infisical.com' },
    method: { default: 'universal' },
    'client-secret': { secret: true },
    jwt: { secret: true },
    'kubernetes-token-path': { default: '/var/run/secrets/kubernetes.io/serviceaccount/token' },
    'azure-resource': { default: 'https://management.azure.com/' },
    'access-token': { secret: true },
    'api-key': { secret: true },
    'extra-headers': { secret: true, multiline: true },
    timeout: { default: '30' },
    retries: { default: '5' },
    clean: { default: 'true' },
};
/** The connection inputs with a default or a credential, by name. */
const CONNECTION_VALUES = CONNECTION;
/** Each action's inputs with a default or a credential, by name. */
const INPUT_VALUES = {
    main: {
        ...CONNECTION,
        'secret-path': { default: '/' },
        'include-imports': { default: 'true' },
        recursive: { default: 'false' },
        'expand-references': { default: 'true' },
        'unresolved-references': { default: 'warn' },
        'export-type': { default: 'env' },
        'file-output-path': { default: '/.env' },
        'file-format': { default: 'dotenv' },
        'output-access-token': { default: 'false' },
        summary: { default: 'true' },
        'fail-on-empty': { default: 'false' },
    },
    imports: {
        'secret-path': { default: '/' },
        'if-exists': { default: 'fail' },
        'if-missing': { default: 'fail' },
        ...CONNECTION,
    },
    tags: {
        'if-exists': { default: 'fail' },
        ...CONNECTION,
    },
    projects: {
        'if-exists': { default: 'fail' },
        ...CONNECTION,
    },
    environments: {
        'if-exists': { default: 'fail' },
        'if-missing': { default: 'fail' },
        ...CONNECTION,
    },
    memberships: {
        ...CONNECTION,
    },
    snapshots: {
        'secret-path': { default: '/' },
        offset: { default: '0' },
        limit: { default: '20' },
        all: { default: 'false' },
        ...CONNECTION,
    },
    identities: {
        ...CONNECTION,
    },
    folders: {
        'if-exists': { default: 'fail' },
        'if-missing': { default: 'fail' },
        ...CONNECTION,
    },
    secrets: {
        'secret-path': { default: '/' },
        secrets: { secret: true, multiline: true },
        'if-missing': { default: 'fail' },
        ...CONNECTION,
    },
    'dynamic-secrets': {
        'secret-path': { default: '/' },
        ...CONNECTION,
    },
    login: {
        ...CONNECTION,
    },
};
/** The main action's outputs: no secret may take one of their names. */
const MAIN_OUTPUTS = (/* unused pure expression or super */ null && (['secret-count', 'secrets-json', 'access-token']));
/** The tool's own options with a default, by name. */
const TOOL_VALUES = {
    format: { default: 'dotenv' },
    redact: { default: 'true' },
    revoke: { default: 'true' },
    verbose: { default: 'false' },
    silent: { default: 'false' },
    'secret-overriding': { default: 'true' },
};
/** The values of each input that takes a fixed list, by input. */
const CHOICES = {
    format: ['dotenv', 'json', 'yaml', 'shell', 'dotenv-export', 'docker'],
    'unresolved-references': ['warn', 'fail', 'ignore'],
    'export-type': ['env', 'file', 'output', 'none'],
    'file-format': ['dotenv', 'json', 'yaml', 'shell'],
};


/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 4708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
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
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(486);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
