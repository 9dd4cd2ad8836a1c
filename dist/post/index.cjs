/******/ (() => { // webpackBootstrap
/******/ 	var __webpack_modules__ = ({

/***/ 230:
/***/ ((module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__nccwpck_require__.r(__webpack_exports__);
/* harmony import */ var _runner_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(632);
/* harmony import */ var _post_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(90);


/** The shared bundle, relative to this one in dist/ (left alone by the bundler). */
const LIBRARY = '../lib/index.js';
/** The early connection's bundle (src/early/), beside it: loaded only with a token to revoke. */
const EARLY = '../early/index.js';
await (0,_post_js__WEBPACK_IMPORTED_MODULE_1__/* .runPost */ .a)((0,_runner_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .githubRunner */ .OA)(), async (runner, left) => {
    const { withEarlyConnection } = (await import(/* webpackIgnore: true */ EARLY));
    // The connection to the recorded address opens while the shared bundle loads.
    await withEarlyConnection(process.env, left.baseUrl, async (early) => {
        // src/index.ts is typed to be a PostLibrary: the post step never imports it for its types.
        const library = (await import(/* webpackIgnore: true */ LIBRARY));
        await library.revokeRecorded(runner, left, { early });
    });
});

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 90:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runPost)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(24);
;// CONCATENATED MODULE: ./src/runner/state.ts
/**
 * Names saved with GITHUB_STATE for the post step. The main step records every one of them
 * before anything else, so that a variable of the same name in the job's environment (an
 * exported secret called `STATE_revoke_token`, say) can never stand in for them.
 */
const STATE = {
    /**
     * An access token the action obtained by logging in, still to revoke: recorded right after the
     * login, cleared once the main step has revoked it (the last value of a name wins).
     */
    token: 'revoke_token',
    /** The API base URL the token came from: where to revoke it. */
    baseUrl: 'api_url',
    /** Files the action wrote (a JSON list of absolute paths), to delete. */
    files: 'secrets_files',
    /**
     * `true` when the main step tried to revoke the token and failed: its request may have gone
     * through with the answer lost, so the post step reads a 401 as "already revoked".
     */
    revokeTried: 'revoke_tried',
    /**
     * The leases of dynamic secrets the job holds, to revoke (`{"baseUrl": …, "leases": […]}`, see
     * {@link HeldLease}): recorded as soon as they are taken, rewritten with those left whenever
     * some are revoked.
     */
    leases: 'dynamic_leases',
};
const LEASE_FIELDS = ['name', 'path', 'environment', 'projectSlug', 'id', 'expireAt'];
/** The recorded leases, or none when the text is empty or not what the main step writes. */
function readHeldLeases(text) {
    if (!text)
        return undefined;
    try {
        const value = JSON.parse(text);
        if (typeof value.baseUrl !== 'string' || !Array.isArray(value.leases))
            return undefined;
        const leases = value.leases.filter((lease) => typeof lease === 'object' &&
            lease !== null &&
            LEASE_FIELDS.every((field) => typeof lease[field] === 'string'));
        return leases.length > 0 ? { baseUrl: value.baseUrl, leases } : undefined;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = require("node:path");
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_namespaceObject);
;// CONCATENATED MODULE: ./src/export/paths.ts


/**
 * Where the action may write secrets files and, in the post step, delete them: the workspace
 * and the runner's temporary folder. Both are resolved through symlinks.
 */
function allowedRoots(workspace, runnerTemp) {
    const roots = [workspace, runnerTemp]
        .filter((root) => Boolean(root))
        .map((root) => realPath(external_node_path_default().resolve(root)));
    return [...new Set(roots)];
}
/**
 * The real location of a path that may not exist yet: its nearest existing ancestor resolved
 * through symlinks, plus the part below that does not exist. A symlinked folder in the checkout
 * (`config -> /etc`) is followed here, so checks see where a write would really land.
 */
function realPath(target) {
    const missing = [];
    let current = external_node_path_default().resolve(target);
    for (;;) {
        try {
            return external_node_path_default().join(external_node_fs_.realpathSync.native(current), ...missing.reverse());
        }
        catch (error) {
            const parent = external_node_path_default().dirname(current);
            if (error.code !== 'ENOENT' || parent === current)
                throw error;
            missing.push(external_node_path_default().basename(current));
            current = parent;
        }
    }
}
/** Whether a real path lies strictly inside one of the (real) roots. */
function isInside(real, roots) {
    return roots.some((root) => {
        const relative = external_node_path_default().relative(root, real);
        return relative !== '' && !relative.startsWith('..') && !external_node_path_default().isAbsolute(relative);
    });
}
/** Whether the path is, right now, a regular file (not a symlink) inside one of the roots. */
function isOwnedRegularFile(file, roots) {
    try {
        if (!(0,external_node_fs_.lstatSync)(file).isFile())
            return false;
        return isInside(realPath(file), roots);
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/post/post.ts
/**
 * The post step of the main action and of every sub-action. It does only what the main step
 * left: the files it wrote, and a token it could not revoke or handed out. It reads nothing but
 * the state the main step recorded (never inputs or the environment to decide what to touch),
 * and a failure here only warns. Kept small: with nothing left, it costs no more than starting
 * Node; the code that revokes is loaded only when there is a token to revoke.
 */



/**
 * Runs the post step: the recorded files, then `revoke` for a token left. The revoke warns on its
 * own failures; one to load its code is said here, with the same warning.
 */
async function runPost(runner, revoke) {
    const token = runner.state(STATE.token);
    // Masked before anything else is printed, as the main step did: this is a new process.
    if (token)
        runner.mask(token);
    removeFiles(runner);
    const held = readHeldLeases(runner.state(STATE.leases));
    // Leases and a token are recorded with the same address; leases without a token (the user's
    // own) with theirs only.
    const baseUrl = held?.baseUrl ?? runner.state(STATE.baseUrl);
    if ((!token && !held) || !baseUrl)
        return;
    try {
        await revoke(runner, {
            ...(token ? { token } : {}),
            baseUrl,
            triedBefore: runner.state(STATE.revokeTried) === 'true',
            leases: held?.leases ?? [],
        });
    }
    catch (error) {
        const leases = held?.leases.map((lease) => `${lease.name} ${lease.id} (until ${lease.expireAt})`);
        runner.warning(leases
            ? `Could not revoke the leases ${leases.join(', ')} or the access token: ${errorText(error)}`
            : `Could not revoke the access token (it expires on its own): ${errorText(error)}`);
    }
}
/** Deletes each recorded file that is still a regular file inside the workspace or RUNNER_TEMP. */
function removeFiles(runner) {
    const files = recordedFiles(runner.state(STATE.files));
    if (files.length === 0)
        return;
    const roots = allowedRoots(runner.workspace, runner.runnerTemp);
    let removed = 0;
    for (const file of files) {
        if (!isOwnedRegularFile(file, roots))
            continue;
        try {
            (0,external_node_fs_.rmSync)(file, { force: true });
            removed++;
        }
        catch (error) {
            runner.warning(`Could not remove a secrets file: ${errorText(error)}`);
        }
    }
    if (removed > 0)
        runner.info(`Removed ${removed === 1 ? 'the secrets file' : `${removed} secrets files`}.`);
}
function recordedFiles(text) {
    if (!text)
        return [];
    try {
        const value = JSON.parse(text);
        return Array.isArray(value)
            ? value.filter((item) => typeof item === 'string')
            : [];
    }
    catch {
        return [];
    }
}
const errorText = (error) => error instanceof Error ? error.message : String(error);


/***/ }),

/***/ 632:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  OA: () => (/* binding */ githubRunner)
});

// UNUSED EXPORTS: bufferedStdout, writePlain

;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = require("node:os");
;// CONCATENATED MODULE: ./src/runner/commands.ts
/**
 * Workflow commands printed on stdout (`::add-mask::`, `::error::`, ...).
 * Escaping follows the runner's rules so a value can never end a command early.
 */
/**
 * Escapes command data: `%`, CR and LF. Most values hold none: three `includes` scans say so
 * faster than a regular expression can, which matters when ten thousand masks are registered.
 */
function escapeData(value) {
    if (!value.includes('%') && !value.includes('\n') && !value.includes('\r'))
        return value;
    return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** Escapes a command property value: data escapes plus `:` and `,`. */
function escapeProperty(value) {
    return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/** Formats one workflow command line (without the trailing newline). */
function formatCommand(command, message, properties) {
    if (!properties)
        return `::${command}::${escapeData(message)}`;
    const props = Object.entries(properties)
        .filter((entry) => entry[1] !== undefined && entry[1] !== '')
        .map(([key, value]) => `${key}=${escapeProperty(value)}`)
        .join(',');
    return `::${command}${props ? ` ${props}` : ''}::${escapeData(message)}`;
}
/**
 * Whether the runner could read some line of this text as a command: it reads `::name::` at the
 * start of a line after blanks (its idea of blanks is wider than JavaScript's, so any `::`
 * counts), the legacy `##[name]` anywhere in a line, and it splits lines at CR and LF.
 */
function isCommandLike(text) {
    return /[\r\n]|##\[|::/.test(text);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(24);
;// CONCATENATED MODULE: ./src/runner/text-bytes.ts

/**
 * Gathers text as UTF-8 in a buffer and hands the bytes to `flush` whenever it is full (a long
 * text goes through it slice by slice): thousands of small strings become a few writes, and no
 * large string or buffer is ever built. With `reuse` the buffer is written over after each flush
 * (for a synchronous write); otherwise each flush hands over a buffer of its own.
 */
class TextBytes {
    #flush;
    #size;
    #reuse;
    #buffer;
    #used = 0;
    constructor(flush, options = {}) {
        this.#flush = flush;
        this.#size = Math.max(16, options.size ?? 64 * 1024);
        this.#reuse = options.reuse ?? false;
    }
    write(text) {
        const free = this.#size - this.#used;
        // A UTF-16 unit takes at most 3 bytes: only a text longer than a third of the space left
        // needs measuring.
        if (text.length * 3 > free) {
            if (text.length * 3 > this.#size) {
                this.#slices(text);
                return;
            }
            if (text.length > free || Buffer.byteLength(text, 'utf8') > free)
                this.end();
        }
        const buffer = (this.#buffer ??= Buffer.allocUnsafeSlow(this.#size));
        this.#used += buffer.write(text, this.#used, 'utf8');
    }
    /** Hands over what is gathered. */
    end() {
        if (!this.#buffer || this.#used === 0)
            return;
        const bytes = this.#buffer.subarray(0, this.#used);
        if (!this.#reuse)
            this.#buffer = undefined;
        this.#used = 0;
        this.#flush(bytes);
    }
    /** A long text, in slices that each fit an empty buffer, never splitting a surrogate pair. */
    #slices(text) {
        const step = Math.floor(this.#size / 3);
        for (let at = 0; at < text.length;) {
            let end = Math.min(at + step, text.length);
            const last = text.charCodeAt(end - 1);
            if (end < text.length && last >= 0xd800 && last <= 0xdbff)
                end--;
            this.write(text.slice(at, end));
            at = end;
        }
    }
}
/** Writes every byte to an open file, however many writes it takes. */
const writeAll = (fd) => (bytes) => {
    for (let done = 0; done < bytes.length;) {
        done += (0,external_node_fs_.writeSync)(fd, bytes, done, bytes.length - done);
    }
};
/** Writes a text, or its pieces in order (UTF-8), to an open file through a {@link TextBytes}. */
function writeText(fd, text) {
    const bytes = new TextBytes(writeAll(fd), { reuse: true });
    if (typeof text === 'string')
        bytes.write(text);
    else
        text.forEach((piece) => bytes.write(piece));
    bytes.end();
}

;// CONCATENATED MODULE: ./src/runner/file-commands.ts



/**
 * A delimiter that occurs in no name or value of the batch, so a value can never end its entry
 * early or inject a line: one draw serves the whole batch (thousands of entries cost one random
 * number, not thousands). What makes it safe is the check, made after every name and value is
 * known, not secrecy: a value that guessed the draw would only cause another. So the draw needs no
 * cryptographic randomness, and the main step does not load `node:crypto` (with `node:stream`, a
 * few milliseconds) for it.
 */
function delimiterFor(entries) {
    let delimiter = drawDelimiter();
    while (entries.some((entry) => entry[0].includes(delimiter) || entry[1].includes(delimiter))) {
        delimiter = drawDelimiter();
    }
    return delimiter;
}
/** `ghadelimiter_` and 24 random hexadecimal digits (96 bits). */
function drawDelimiter() {
    const part = () => Math.floor(Math.random() * 2 ** 48)
        .toString(16)
        .padStart(12, '0');
    return `ghadelimiter_${part()}${part()}`;
}
/**
 * Hands each piece of the `name<<DELIMITER` heredoc text of the entries to `write`, in order, for
 * GITHUB_ENV, GITHUB_OUTPUT and GITHUB_STATE, with a delimiter that occurs in no name or value of
 * the batch. Lines end with `eol`, the platform's end of line, as the runner reads them: on
 * Windows it splits on CRLF, so a value ending in a carriage return keeps it.
 */
function writeFileCommand(entries, eol, write) {
    const delimiter = delimiterFor(entries);
    // `forEach`, not `for...of`: it runs once per entry, and an iterator costs an object a step.
    entries.forEach((entry) => {
        write(entry[0]);
        write('<<');
        write(delimiter);
        write(eol);
        write(entry[1]);
        write(eol);
        write(delimiter);
        write(eol);
    });
}
/**
 * Appends the entries' heredoc text ({@link writeFileCommand}) to a command file, all or nothing: if a write fails,
 * the file is cut back to its length before, so the runner never reads half of the entries. The
 * text goes straight into a buffer that is written whenever it is full: thousands of entries
 * never make one large string, nor thousands of small ones.
 */
function appendFileCommand(file, entries) {
    appendText(file, (write) => writeFileCommand(entries, external_node_os_namespaceObject.EOL, write));
}
/** Appends the text `render` gives (UTF-8) to `file`; on failure cuts the file back and throws. */
function appendText(file, render) {
    const fd = (0,external_node_fs_.openSync)(file, 'a');
    try {
        const before = (0,external_node_fs_.fstatSync)(fd).size;
        try {
            const bytes = new TextBytes(writeAll(fd), { reuse: true });
            render((text) => bytes.write(text));
            bytes.end();
        }
        catch (error) {
            try {
                (0,external_node_fs_.ftruncateSync)(fd, before);
            }
            catch {
                // The write's failure is the one to report.
            }
            throw error;
        }
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./src/runner/runner.ts




/**
 * Prints a plain log line that the runner will never read as a command: text that could be one
 * (a line starting with `::`, `##[` anywhere, a line break) is wrapped in `stop-commands` with a
 * random token, which nothing in the text can know, so it shows exactly as it is and does nothing.
 */
function writePlain(write, message) {
    if (!isCommandLike(message)) {
        write(message);
        return;
    }
    const token = process.getBuiltinModule('node:crypto').randomUUID();
    write(formatCommand('stop-commands', token));
    write(message);
    write(`::${token}::`);
}
/**
 * Lines for stdout, gathered while the current task runs and written at its end, in order, in
 * writes of up to 64 KiB: ten thousand masks cost a few writes, not ten thousand, and never one
 * string of megabytes.
 */
function bufferedStdout() {
    const bytes = new TextBytes((chunk) => process.stdout.write(chunk));
    let scheduled = false;
    const flush = () => {
        scheduled = false;
        bytes.end();
    };
    return (line) => {
        if (!scheduled) {
            scheduled = true;
            queueMicrotask(flush);
        }
        bytes.write(line);
        bytes.write(external_node_os_namespaceObject.EOL);
    };
}
/** The real runner: stdout workflow commands and the GITHUB_* command files. */
function githubRunner(env = process.env, write = bufferedStdout()) {
    // Messages in the action's words: an input is named as its YAML input (`client-id`), which is
    // how a message's text reads (`String(message)`, see errors/words.ts).
    const command = (name, message) => write(formatCommand(name, String(message)));
    const commandFile = (variable) => env[variable] || undefined;
    return {
        input: (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim(),
        mask: (value) => write(`::add-mask::${escapeData(value)}`),
        info: (message) => writePlain(write, String(message)),
        debug: (message) => command('debug', message),
        notice: (message) => command('notice', message),
        warning: (message) => command('warning', message),
        error: (message) => command('error', message),
        startGroup: (title) => command('group', title),
        endGroup: () => command('endgroup', ''),
        exportVariables(entries) {
            if (entries.length === 0)
                return;
            const file = commandFile('GITHUB_ENV');
            if (file)
                appendFileCommand(file, entries);
            else {
                throw new Error('GITHUB_ENV is not set: environment variables can only be exported on a GitHub runner.');
            }
        },
        setOutputs(entries) {
            if (entries.length === 0)
                return;
            const file = commandFile('GITHUB_OUTPUT');
            if (file)
                appendFileCommand(file, entries);
            else
                throw new Error('GITHUB_OUTPUT is not set: outputs can only be set on a GitHub runner.');
        },
        saveState(entries) {
            const file = commandFile('GITHUB_STATE');
            if (file)
                appendFileCommand(file, entries);
            else {
                const names = entries.map(([name]) => `'${name}'`).join(', ');
                command('debug', `GITHUB_STATE is not set; state ${names} is not saved.`);
            }
        },
        state: (name) => env[`STATE_${name}`] ?? '',
        appendSummary(markdown) {
            const file = commandFile('GITHUB_STEP_SUMMARY');
            if (file)
                appendText(file, (write) => write(markdown.endsWith('\n') ? markdown : markdown + '\n'));
        },
        setFailed() {
            process.exitCode = 1;
        },
        env,
        workspace: env.GITHUB_WORKSPACE || process.cwd(),
        runnerTemp: env.RUNNER_TEMP || undefined,
    };
}


/***/ }),

/***/ 24:
/***/ ((module) => {

"use strict";
module.exports = require("node:fs");

/***/ })

/******/ 	});
/************************************************************************/
/******/ 	// The module cache
/******/ 	var __webpack_module_cache__ = {};
/******/ 	
/******/ 	// The require function
/******/ 	function __nccwpck_require__(moduleId) {
/******/ 		// Check if module is in cache
/******/ 		var cachedModule = __webpack_module_cache__[moduleId];
/******/ 		if (cachedModule !== undefined) {
/******/ 			return cachedModule.exports;
/******/ 		}
/******/ 		// Create a new module (and put it into the cache)
/******/ 		var module = __webpack_module_cache__[moduleId] = {
/******/ 			// no module.id needed
/******/ 			// no module.loaded needed
/******/ 			exports: {}
/******/ 		};
/******/ 	
/******/ 		// Execute the module function
/******/ 		var threw = true;
/******/ 		try {
/******/ 			__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 			threw = false;
/******/ 		} finally {
/******/ 			if(threw) delete __webpack_module_cache__[moduleId];
/******/ 		}
/******/ 	
/******/ 		// Return the exports of the module
/******/ 		return module.exports;
/******/ 	}
/******/ 	
/************************************************************************/
/******/ 	/* webpack/runtime/asset-relocator-loader */
/******/ 	if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = __dirname + "/";
/******/ 	
/******/ 	/* webpack/runtime/async module */
/******/ 	(() => {
/******/ 		var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 		var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 		var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 		var resolveQueue = (queue) => {
/******/ 			if(queue && queue.d < 1) {
/******/ 				queue.d = 1;
/******/ 				queue.forEach((fn) => (fn.r--));
/******/ 				queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 			}
/******/ 		}
/******/ 		var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 			if(dep !== null && typeof dep === "object") {
/******/ 				if(dep[webpackQueues]) return dep;
/******/ 				if(dep.then) {
/******/ 					var queue = [];
/******/ 					queue.d = 0;
/******/ 					dep.then((r) => {
/******/ 						obj[webpackExports] = r;
/******/ 						resolveQueue(queue);
/******/ 					}, (e) => {
/******/ 						obj[webpackError] = e;
/******/ 						resolveQueue(queue);
/******/ 					});
/******/ 					var obj = {};
/******/ 					obj[webpackQueues] = (fn) => (fn(queue));
/******/ 					return obj;
/******/ 				}
/******/ 			}
/******/ 			var ret = {};
/******/ 			ret[webpackQueues] = x => {};
/******/ 			ret[webpackExports] = dep;
/******/ 			return ret;
/******/ 		}));
/******/ 		__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 			var queue;
/******/ 			hasAwait && ((queue = []).d = -1);
/******/ 			var depQueues = new Set();
/******/ 			var exports = module.exports;
/******/ 			var currentDeps;
/******/ 			var outerResolve;
/******/ 			var reject;
/******/ 			var promise = new Promise((resolve, rej) => {
/******/ 				reject = rej;
/******/ 				outerResolve = resolve;
/******/ 			});
/******/ 			promise[webpackExports] = exports;
/******/ 			promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 			module.exports = promise;
/******/ 			body((deps) => {
/******/ 				currentDeps = wrapDeps(deps);
/******/ 				var fn;
/******/ 				var getResult = () => (currentDeps.map((d) => {
/******/ 					if(d[webpackError]) throw d[webpackError];
/******/ 					return d[webpackExports];
/******/ 				}))
/******/ 				var promise = new Promise((resolve) => {
/******/ 					fn = () => (resolve(getResult));
/******/ 					fn.r = 0;
/******/ 					var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 					currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 				});
/******/ 				return fn.r ? promise : getResult();
/******/ 			}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 			queue && queue.d < 0 && (queue.d = 0);
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/compat get default export */
/******/ 	(() => {
/******/ 		// getDefaultExport function for compatibility with non-harmony modules
/******/ 		__nccwpck_require__.n = (module) => {
/******/ 			var getter = module && module.__esModule ?
/******/ 				() => (module['default']) :
/******/ 				() => (module);
/******/ 			__nccwpck_require__.d(getter, { a: getter });
/******/ 			return getter;
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/define property getters */
/******/ 	(() => {
/******/ 		// define getter functions for harmony exports
/******/ 		__nccwpck_require__.d = (exports, definition) => {
/******/ 			for(var key in definition) {
/******/ 				if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 					Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 				}
/******/ 			}
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/hasOwnProperty shorthand */
/******/ 	(() => {
/******/ 		__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/make namespace object */
/******/ 	(() => {
/******/ 		// define __esModule on exports
/******/ 		__nccwpck_require__.r = (exports) => {
/******/ 			if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 				Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 			}
/******/ 			Object.defineProperty(exports, '__esModule', { value: true });
/******/ 		};
/******/ 	})();
/******/ 	
/************************************************************************/
var __webpack_exports__ = {};
// The post step's entry for the bundler: ncc bundles it, with src/post/index.ts and what that
// imports, into one CommonJS file, dist/post/index.cjs. Node starts a CommonJS file a few
// milliseconds sooner than an ES module (no module loader to set up), and a post step with
// nothing left to do costs little more than that start.
__nccwpck_require__(230);

module.exports = __webpack_exports__;
/******/ })()
;