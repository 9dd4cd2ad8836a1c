export const id = 706;
export const ids = [706];
export const modules = {

/***/ 419:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   Ik: () => (/* binding */ object),
/* harmony export */   Qm: () => (/* binding */ wrong),
/* harmony export */   UI: () => (/* binding */ AnswerShapeError),
/* harmony export */   Yj: () => (/* binding */ string),
/* harmony export */   _d: () => (/* binding */ many),
/* harmony export */   ai: () => (/* binding */ number),
/* harmony export */   fj: () => (/* binding */ join),
/* harmony export */   gT: () => (/* binding */ listAt),
/* harmony export */   he: () => (/* binding */ withStrings),
/* harmony export */   lJ: () => (/* binding */ objectAt),
/* harmony export */   oP: () => (/* binding */ withId),
/* harmony export */   sx: () => (/* binding */ optionalString),
/* harmony export */   xH: () => (/* binding */ one)
/* harmony export */ });
/**
 * What the checks of the answers are made of (each endpoint's check is in its descriptor, in
 * `src/api/endpoints/`): every field the code relies on has the type it relies on. Fields the
 * code does not use, and extra fields anywhere, are left alone (servers add fields over time).
 * Each check returns the answer typed, or throws an {@link AnswerShapeError} naming the first
 * field that is wrong by its path in the answer (`secrets[3].secretValue`) and the kind of value
 * found there, never the value.
 *
 * Written by hand for speed: a listing of thousands of secrets is checked on the action's hot
 * path, so the per-item checks are plain `typeof` tests and paths are built only on failure.
 */
/** A field of an answer that does not have the type the code relies on. */
class AnswerShapeError extends Error {
    /** Where, as a path in the answer: `secrets[3].secretValue`; '' for the answer itself. */
    field;
    /** What it is instead: `missing`, `a number`, `empty`, ... */
    found;
    constructor(field, found) {
        super(`${field ? `\`${field}\`` : 'the answer'} is ${found}`);
        this.name = 'AnswerShapeError';
        this.field = field;
        this.found = found;
    }
}
/** The kind of a JSON value, for messages: never the value itself. */
function kindOf(value) {
    if (value === undefined)
        return 'missing';
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
function wrong(field, value) {
    throw new AnswerShapeError(field, kindOf(value));
}
const join = (path, key) => (path ? `${path}.${key}` : key);
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function object(value, path) {
    if (!isObject(value))
        wrong(path, value);
    return value;
}
function objectAt(parent, key, path) {
    return object(parent[key], join(path, key));
}
function string(parent, key, path) {
    if (typeof parent[key] !== 'string')
        wrong(join(path, key), parent[key]);
}
function optionalString(parent, key, path) {
    const value = parent[key];
    if (value !== undefined && value !== null && typeof value !== 'string')
        wrong(join(path, key), value);
}
function number(parent, key, path) {
    if (typeof parent[key] !== 'number')
        wrong(join(path, key), parent[key]);
}
/** A list of items, each checked by `item` (with its path, `key[i]`). */
function listAt(parent, key, path, item) {
    const list = parent[key];
    const at = join(path, key);
    if (!Array.isArray(list))
        wrong(at, list);
    for (let i = 0; i < list.length; i++)
        item(list[i], `${at}[${i}]`);
    return list;
}
/** An object whose listed fields are strings (an id and a slug, say). */
const withStrings = (...keys) => (value, path) => {
    const fields = object(value, path);
    for (const key of keys)
        string(fields, key, path);
};
/** `{<key>: …}`: the answer's one object under `key`, checked by `item`. */
const one = (key, item) => (body) => {
    const value = object(body, '')[key];
    item(value, key);
    return value;
};
/** `{<key>: […]}`: the answer's list under `key`, each item checked by `item`. */
const many = (key, item) => (body) => listAt(object(body, ''), key, '', item);
/** An object with a string `id`. */
const withId = withStrings('id');


/***/ }),

/***/ 8001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZE: () => (/* binding */ ApprovalPendingError),
/* harmony export */   xh: () => (/* binding */ describeApproval),
/* harmony export */   zZ: () => (/* binding */ approvalIn)
/* harmony export */ });
/* harmony import */ var _errors_api_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7827);

/** Server text shown in a message: at most this many characters of each field. */
const MAX_FIELD = 100;
/** The change request in a write's answer, or undefined when the answer is not one. */
function approvalIn(body) {
    if (body === null || typeof body !== 'object' || !('approval' in body))
        return undefined;
    const approval = body.approval;
    if (approval === null || typeof approval !== 'object')
        return undefined;
    const text = (value) => typeof value === 'string' && value !== '' ? value.slice(0, MAX_FIELD) : undefined;
    const { id, slug, status } = approval;
    return { id: text(id), slug: text(slug), status: text(status) };
}
/** How a change request is named in a message: its slug and id, as far as the answer gave them. */
function describeApproval(approval) {
    const names = [
        approval.slug !== undefined ? `\`${approval.slug}\`` : undefined,
        approval.id !== undefined ? `id ${approval.id}` : undefined,
        approval.status !== undefined ? `status ${approval.status}` : undefined,
    ].filter((part) => part !== undefined);
    return names.length > 0 ? `change request ${names.join(', ')}` : 'a change request';
}
/**
 * A write the server did not carry out: it opened a change request that waits for approval. It is
 * an {@link ApiError} of the write's kind (status 200) so that the one failure path reports it,
 * with its own wording: nothing "failed", and nothing was written.
 */
class ApprovalPendingError extends _errors_api_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD {
    approval;
    constructor(details, approval) {
        const why = `the environment has a secret approval policy, so the server opened ${describeApproval(approval)} instead of writing; nothing was written`;
        super({ ...details, status: 200, serverMessage: why });
        this.name = 'ApprovalPendingError';
        this.approval = approval;
        this.reword(`${details.operation} waits for approval (${details.method} ${details.path}): ${why}.`);
    }
}


/***/ }),

/***/ 7161:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ Caller)
/* harmony export */ });
/* harmony import */ var _errors_api_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7827);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7018);
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(773);



/** Created on first use: most runs never lose an answer. */
let sharedBudgets;
/**
 * Sends calls with the product's headers, the retry policy and error translation. It holds the
 * access token in a private field so that no log or error can pick it up by accident.
 */
class Caller {
    #options;
    #retry;
    #base;
    /** The server as messages name it: scheme, host and base path (never a user or password). */
    #server;
    #accessToken;
    constructor(options) {
        this.#options = options;
        this.#retry = { ..._retry_js__WEBPACK_IMPORTED_MODULE_1__/* .defaultRetryPolicy */ .ur, ...options.retry };
        this.#base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : options.baseUrl + '/');
        this.#server = this.#base.origin + this.#base.pathname.replace(/\/$/, '');
    }
    set accessToken(token) {
        this.#accessToken = token;
    }
    /**
     * Sends a call and returns its parsed JSON body, or undefined for an empty 200 body: attempt,
     * interpret the answer, decide whether to retry, wait, and again.
     */
    async send(call) {
        const url = new URL(call.path.replace(/^\//, ''), this.#base);
        for (const [name, value] of Object.entries(call.query ?? {})) {
            if (value !== undefined)
                url.searchParams.set(name, value);
        }
        const request = { url, headers: this.#headers(call), body: serialize(call.body) };
        const policy = this.#retry;
        // Time spent retrying: the waits plus the retried attempts themselves (a server that hangs
        // until the timeout must not stretch "all retrying within the budget" sixfold). The first
        // attempt has the whole timeout; each retried one the smaller of the timeout and what is left
        // of the budget, so all retrying ends within the budget.
        // Inside a shared budget (a settled write's look or resend), everything since it began counts.
        const shared = sharedBudgets?.getStore();
        let spentMs = shared ? policy.now() - shared.since : 0;
        for (let attempt = 1;; attempt++) {
            const started = policy.now();
            const deadlineMs = (0,_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .attemptTimeoutMs */ .fB)(policy, shared && !(shared.look && attempt === 1) ? 2 : attempt, this.#options.timeoutMs, spentMs);
            const outcome = await this.#attempt(call, request, deadlineMs);
            if (outcome.ok)
                return outcome.value;
            if (shared)
                spentMs = policy.now() - shared.since;
            else if (attempt > 1)
                spentMs += policy.now() - started;
            const { failure, details, cause } = outcome;
            const decision = (0,_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .decideRetry */ .tE)(policy, {
                attempt,
                failure,
                safeToRepeat: call.safeToRepeat,
                spentMs,
            });
            if (!decision.retry) {
                // A write that may have been applied is never repeated here: the error says so, and
                // the code that sent it settles it by looking.
                const inDoubt = !call.safeToRepeat && (0,_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .mayHaveBeenApplied */ .Ho)(failure);
                throw new _errors_api_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD({
                    ...details,
                    ...(call.project ? { project: call.project } : {}),
                    attempts: attempt,
                    retryAfterSeconds: failure.waitSeconds,
                    ...(inDoubt ? { mayHaveBeenApplied: true } : {}),
                }, cause);
            }
            this.#options.onRetry?.({
                operation: call.operation,
                attempt,
                delayMs: decision.delayMs,
                reason: retryReason(failure, url.host),
            });
            spentMs += decision.delayMs;
            await policy.sleep(decision.delayMs, call.signal);
        }
    }
    /**
     * Runs the calls of a settled write's look or resend (`kind`) inside the retry budget that began
     * at its first lost answer (`since`, from {@link Caller.now}): their attempts and retries count
     * in it, as the resends and their waits do ({@link Caller.waitToResend}), so that looking cannot
     * stretch a write past its cap. A look's first attempt still has the whole timeout.
     */
    withinBudget(since, kind, calls) {
        sharedBudgets ??= new (process.getBuiltinModule('node:async_hooks').AsyncLocalStorage)();
        return sharedBudgets.run({ since, look: kind === 'look' }, calls);
    }
    /** The retry policy's clock (milliseconds): where a resend loop notes its first lost answer. */
    now() {
        return this.#retry.now();
    }
    /**
     * After a request that changes state failed with {@link ApiErrorDetails.mayHaveBeenApplied} and
     * looking showed it was not applied: whether to send it again, decided (and waited for, and
     * reported) as a retry of a request that is safe to repeat would be after the same failure.
     * `sends` counts the sends so far; `firstLostAt` is when the first answer was lost
     * ({@link Caller.now}), so that the budget counts everything since, the sends and the looks as
     * well as the waits, as it does for retried attempts. Returns whether to send it again.
     */
    async waitToResend(error, sends, firstLostAt) {
        const spentMs = this.#retry.now() - firstLostAt;
        const { status, code, retryAfterSeconds, serverError, operation } = error.details;
        const failure = {
            status,
            code,
            waitSeconds: retryAfterSeconds,
            badInput: status !== undefined && (0,_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .isBadInput500 */ .Ds)(status, serverError),
        };
        const policy = this.#retry;
        const decision = (0,_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .decideRetry */ .tE)(policy, { attempt: sends, failure, safeToRepeat: true, spentMs });
        if (!decision.retry)
            return false;
        this.#options.onRetry?.({
            operation,
            attempt: sends,
            delayMs: decision.delayMs,
            reason: retryReason(failure, this.#base.host),
        });
        await policy.sleep(decision.delayMs);
        return true;
    }
    /** One attempt: a parsed answer, or what failed (no response, or an error status). */
    async #attempt(call, request, timeoutMs) {
        const { url } = request;
        const started = this.#retry.now();
        try {
            const response = await this.#options.transport({
                method: call.method,
                url,
                headers: request.headers,
                body: request.body,
                timeoutMs,
                signal: call.signal,
                read: call.read,
            });
            const remaining = response.headers['x-ratelimit-remaining'];
            this.#options.onResponse?.({
                method: call.method,
                path: url.pathname,
                status: response.status,
                ms: Math.round(this.#retry.now() - started),
                rateLimitRemaining: Array.isArray(remaining) ? remaining[0] : remaining,
            });
            return interpret(response, call, url.pathname, this.#server);
        }
        catch (error) {
            if (!(error instanceof _transport_js__WEBPACK_IMPORTED_MODULE_2__/* .TransportError */ .wX) || call.signal?.aborted)
                throw error;
            return {
                ok: false,
                failure: { code: error.code },
                details: {
                    kind: call.kind,
                    operation: call.operation,
                    method: call.method,
                    path: url.pathname,
                    server: this.#server,
                    code: error.code,
                },
                cause: error,
            };
        }
    }
    #headers(call) {
        const headers = {
            ...this.#options.extraHeaders,
            accept: 'application/json',
            'user-agent': this.#options.userAgent,
        };
        if (call.body !== undefined)
            headers['content-type'] = 'application/json';
        if (call.authenticated) {
            if (this.#accessToken)
                headers.authorization = `Bearer ${this.#accessToken}`;
            if (this.#options.apiKey)
                headers['x-api-key'] = this.#options.apiKey;
        }
        return headers;
    }
}
/** Why a request is tried again, in words: its status, or what failed and where. */
function retryReason({ status, code }, host) {
    if (status !== undefined)
        return `HTTP ${status}`;
    switch (code) {
        case 'ECONNREFUSED':
            return `${host} refused the connection (is the server up?)`;
        case 'ECONNRESET':
            return `the connection to ${host} was reset`;
        case 'ETIMEDOUT':
            return `${host} did not answer within the timeout`;
        case 'EAI_AGAIN':
            return `the name of ${host} could not be looked up for now`;
        case 'EHOSTUNREACH':
        case 'ENETUNREACH':
            return `${host} cannot be reached from here`;
        case 'TRUNCATED':
            return `the answer from ${host} was cut short`;
        default:
            return `network error ${code ?? ''} with ${host}`.replace('  ', ' ');
    }
}
function serialize(body) {
    return body === undefined ? undefined : JSON.stringify(body);
}
/**
 * A 2xx body's value: undefined when it is empty, else by the call's reader (when the transport
 * did not read it as it arrived) or `JSON.parse`.
 */
function readText(text, read) {
    try {
        if (!read)
            return { value: text.trim() === '' ? undefined : JSON.parse(text) };
        const reader = read();
        reader.push(text);
        return { value: reader.end() };
    }
    catch (error) {
        return { error };
    }
}
function interpret(response, call, path, server) {
    const base = { kind: call.kind, operation: call.operation, method: call.method, path, server };
    const { status } = response;
    if (status >= 200 && status < 300) {
        const read = response.read ?? readText(response.body, call.read);
        if ('value' in read)
            return { ok: true, value: read.value };
        return { ok: false, failure: { code: 'BAD_JSON' }, details: { ...base, code: 'BAD_JSON' } };
    }
    const parsed = parseErrorBody(response);
    if (status >= 300 && status < 400) {
        const location = headerValue(response.headers.location);
        const target = location ? safeHost(location, path) : 'elsewhere';
        parsed.redirectTo = target;
    }
    const waitSeconds = status === 429 || status === 503
        ? (0,_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .parseWaitSeconds */ .kY)(response.headers['retry-after'], parsed.serverMessage)
        : undefined;
    return {
        ok: false,
        failure: { status, waitSeconds, badInput: (0,_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .isBadInput500 */ .Ds)(status, parsed.serverError) },
        details: { ...base, status, ...parsed },
    };
}
function parseErrorBody(response) {
    try {
        const body = JSON.parse(response.body);
        if (body && typeof body === 'object') {
            return {
                serverMessage: (0,_errors_api_js__WEBPACK_IMPORTED_MODULE_0__/* .renderServerMessage */ .D5)(body.message),
                serverError: typeof body.error === 'string' ? body.error : undefined,
                reqId: typeof body.reqId === 'string' ? body.reqId : undefined,
                answeredBy: (0,_errors_api_js__WEBPACK_IMPORTED_MODULE_0__/* .answererOf */ .l2)(response.status, body),
            };
        }
    }
    catch {
        // Not JSON: a proxy or load balancer answered. Say what kind of body it was, not the body.
    }
    const type = headerValue(response.headers['content-type'])?.split(';')[0];
    // What web servers answer plain HTTP with on a TLS port (nginx's page, Go's line).
    const tlsPort = /plain HTTP request was sent to HTTPS port|HTTP request to an HTTPS server/i;
    let serverMessage = response.body.trim()
        ? `non-JSON response${type ? ` (${type})` : ''}`
        : undefined;
    if (response.status === 400 && tlsPort.test(response.body.slice(0, 4096))) {
        serverMessage = _errors_api_js__WEBPACK_IMPORTED_MODULE_0__/* .SPEAKS_TLS */ .e_;
    }
    return { serverMessage, answeredBy: 'other' };
}
function headerValue(value) {
    return Array.isArray(value) ? value[0] : value;
}
function safeHost(location, path) {
    try {
        const url = new URL(location, 'http://placeholder.invalid' + path);
        return url.host === 'placeholder.invalid'
            ? url.pathname
            : `${url.protocol}//${url.host}${url.pathname}`;
    }
    catch {
        return 'an unreadable location';
    }
}


/***/ }),

/***/ 7959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CQ: () => (/* binding */ THIS_STEP),
/* harmony export */   DZ: () => (/* binding */ projectPath),
/* harmony export */   L: () => (/* binding */ DELETE_HINTS),
/* harmony export */   T1: () => (/* binding */ call),
/* harmony export */   X5: () => (/* binding */ workspacePath),
/* harmony export */   aJ: () => (/* binding */ seg),
/* harmony export */   lc: () => (/* binding */ bool),
/* harmony export */   mK: () => (/* binding */ byProjectId),
/* harmony export */   r0: () => (/* binding */ THE_STEP),
/* harmony export */   sE: () => (/* binding */ inFolderQuery),
/* harmony export */   sR: () => (/* binding */ endpoint),
/* harmony export */   uk: () => (/* binding */ BAD_ID)
/* harmony export */ });
/* harmony import */ var _errors_words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5570);

/** Declares an endpoint, keeping its kind as a literal type (`CallKind` is made of them). */
const endpoint = (described) => described;
/** Declares a call made outside the API, keeping its kind as a literal type. */
const call = (described) => described;
/** What runs: a step of a GitHub job, or the tool's command. */
const THIS_STEP = (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_0__/* .byAdapter */ .hh)('this step', 'this command');
const THE_STEP = (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_0__/* .byAdapter */ .hh)('the step', 'the command');
/** A refusal of a call whose ids the server could not process (its bare 500s). */
const BAD_ID = 'The server could not process an id: check that the ids (identity, project, membership) and the project slug exist and are spelled right.';
/**
 * The hints of every delete: a 404 not written by the API says nothing of what the inputs name,
 * so `if-missing: skip` never takes it as "deleted already".
 */
const DELETE_HINTS = [
    {
        before: 'transport',
        status: [404],
        answeredBy: ['other'],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_0__/* .words */ .aL) `This 404 is not the API's own answer (a page from a proxy, or a ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_0__/* .ref */ .KR)('domain')} that is not the API's address), so nothing is taken as deleted already: check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_0__/* .ref */ .KR)('domain')}.`,
    },
    {
        before: 'transport',
        status: [404],
        answeredBy: ['router'],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_0__/* .words */ .aL) `The server has no route for this request, so nothing is taken as deleted already: check that ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_0__/* .ref */ .KR)('domain')} is the base address of an Infisical API (without \`/api\`).`,
    },
];
// --- building routes ------------------------------------------------------------------------------
/** A path segment, encoded. */
const seg = encodeURIComponent;
/** A boolean as the server reads it in a query: the literal strings. */
const bool = (value) => value === undefined ? undefined : value ? 'true' : 'false';
/** A location or request with `projectId` in place of `workspaceId` (the newer routes' name). */
function byProjectId(location) {
    const { workspaceId, ...rest } = location;
    return { projectId: workspaceId, ...rest };
}
/** Where a folder is, as the listing routes take it in their query. */
function inFolderQuery(location) {
    const { workspaceId, environment, path } = location;
    return { workspaceId, environment, path };
}
/** The project's routes: under `/api/v1/workspace` first, `/api/v1/projects` now. */
const workspacePath = (id) => `/api/v1/workspace/${seg(id)}`;
const projectPath = (id) => `/api/v1/projects/${seg(id)}`;


/***/ }),

/***/ 2800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ dynamicSecrets)
/* harmony export */ });
/* harmony import */ var _answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(419);
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7959);
/* harmony import */ var _errors_words_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5570);
/**
 * Dynamic secrets' leases: each lease is a credential a provider made (a database user) that
 * works until it is revoked or expires. One generation: `/api/v1/dynamic-secrets/leases[/:id]`
 * and `/api/v1/dynamic-secrets/:name/leases` (backend/src/ee/routes/v1/dynamic-secret-lease-router.ts),
 * the location by project slug, in the body or the query.
 */



const lease = (0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .withStrings */ .he)('id', 'expireAt');
/** `{lease, data}`: the lease and its credentials, every field text. */
function leaseCreated(body) {
    const created = (0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .one */ .xH)('lease', lease)(body);
    const data = (0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)((0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)(body, '').data, 'data');
    for (const [key, value] of Object.entries(data)) {
        if (typeof value !== 'string')
            data[key] = JSON.stringify(value);
    }
    return { lease: created, data: data };
}
/** The location as the routes take it. */
const where = (at) => ({
    projectSlug: at.projectSlug,
    environmentSlug: at.environment,
    path: at.path,
});
const project = (at) => ({ slug: at.projectSlug });
/** The server's licence does not include dynamic secrets. */
const LICENCE = {
    status: [400, 403],
    text: /plan restriction|upgrade plan/i,
    hint: 'This server’s licence does not include dynamic secrets (Infisical Cloud and licensed self-hosted servers have them): ask its administrator, or lease from a server that has them.',
};
/** A ttl the server refuses: a 401 that is not about the credentials. */
const TTL = {
    before: 'access',
    status: [400, 401],
    text: /ttl/i,
    hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL) `The lease's time to live is not one this dynamic secret allows (at least a minute, at most its maximum TTL; this server also caps it at a day): change ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('lease-ttl')}, or leave it out for the dynamic secret's default. This is not a problem with the credentials.`,
};
const UNKNOWN = {
    status: [404],
    text: /^dynamic secret with name/i,
    hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL) `Check the dynamic secret's name, its folder and ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('env-slug')}: the server has no dynamic secret of that name there.`,
};
const GONE = {
    status: [404],
    text: /lease with id/i,
    hint: 'No lease with this id is there: it was revoked, it expired, or it belongs to another dynamic secret, environment or folder.',
};
const dynamicSecrets = {
    /** Leases a credential (not repeated after a lost answer: that would make a second user). */
    create: (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .endpoint */ .sR)({
        kind: 'dynamic-secrets:lease-create',
        label: 'lease dynamic secret',
        safeToRepeat: false,
        operation: (input) => `lease dynamic secret \`${input.name}\``,
        project,
        generations: [
            {
                route: (input) => ({
                    method: 'POST',
                    path: '/api/v1/dynamic-secrets/leases',
                    body: {
                        dynamicSecretName: input.name,
                        ...where(input),
                        ...(input.ttl ? { ttl: input.ttl } : {}),
                    },
                }),
                answer: leaseCreated,
            },
        ],
        hints: [LICENCE, TTL, UNKNOWN],
    }),
    /** One lease (404 once it is gone: how a revoke is settled). */
    get: (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .endpoint */ .sR)({
        kind: 'dynamic-secrets:lease-get',
        label: 'read lease',
        safeToRepeat: true,
        project,
        generations: [
            {
                route: (input) => ({
                    method: 'GET',
                    path: `/api/v1/dynamic-secrets/leases/${(0,_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .seg */ .aJ)(input.id)}`,
                    query: where(input),
                }),
                answer: (0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .one */ .xH)('lease', lease),
            },
        ],
        hints: [GONE],
    }),
    /** Extends a lease: `ttl` counts from now. */
    renew: (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .endpoint */ .sR)({
        kind: 'dynamic-secrets:lease-renew',
        label: 'renew lease',
        safeToRepeat: true,
        project,
        generations: [
            {
                route: (input) => ({
                    method: 'POST',
                    path: `/api/v1/dynamic-secrets/leases/${(0,_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .seg */ .aJ)(input.id)}/renew`,
                    body: { ...where(input), ...(input.ttl ? { ttl: input.ttl } : {}) },
                }),
                answer: (0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .one */ .xH)('lease', lease),
            },
        ],
        hints: [LICENCE, TTL, GONE],
    }),
    /**
     * Revokes a lease. A 200 is no proof: when the provider fails, the lease is kept with its
     * status (see `core/leases.ts`, which looks). Repeating it is harmless: a lease already gone is
     * a 404.
     */
    revoke: (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .endpoint */ .sR)({
        kind: 'dynamic-secrets:lease-revoke',
        label: 'revoke lease',
        safeToRepeat: true,
        project,
        generations: [
            {
                route: (input) => ({
                    method: 'DELETE',
                    path: `/api/v1/dynamic-secrets/leases/${(0,_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .seg */ .aJ)(input.id)}`,
                    body: where(input),
                }),
                answer: (0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .one */ .xH)('lease', _answers_js__WEBPACK_IMPORTED_MODULE_0__/* .withId */ .oP),
            },
        ],
        hints: [GONE],
    }),
    /** The leases of one dynamic secret. */
    list: (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .endpoint */ .sR)({
        kind: 'dynamic-secrets:lease-list',
        label: 'list leases',
        safeToRepeat: true,
        operation: (input) => `list leases of \`${input.name}\``,
        project,
        generations: [
            {
                route: (input) => ({
                    method: 'GET',
                    path: `/api/v1/dynamic-secrets/${(0,_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .seg */ .aJ)(input.name)}/leases`,
                    query: where(input),
                }),
                answer: (0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .many */ ._d)('leases', lease),
            },
        ],
        hints: [LICENCE, UNKNOWN],
    }),
};


/***/ }),

/***/ 6507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Hr: () => (/* binding */ ENDPOINTS),
  VD: () => (/* reexport */ dynamic_secrets/* dynamicSecrets */.V),
  dT: () => (/* reexport */ environments),
  oW: () => (/* reexport */ folders),
  tT: () => (/* reexport */ identities),
  VW: () => (/* reexport */ imports),
  Yu: () => (/* reexport */ memberships),
  dt: () => (/* reexport */ projects/* projects */.d),
  O3: () => (/* reexport */ secrets),
  ml: () => (/* reexport */ snapshots),
  _A: () => (/* reexport */ tags),
  LU: () => (/* reexport */ tokens/* tokens */.L)
});

// EXTERNAL MODULE: ./src/api/endpoints/tokens.ts
var tokens = __webpack_require__(3763);
// EXTERNAL MODULE: ./src/api/endpoints/dynamic-secrets.ts
var dynamic_secrets = __webpack_require__(2800);
// EXTERNAL MODULE: ./src/api/answers.ts
var answers = __webpack_require__(419);
// EXTERNAL MODULE: ./src/api/endpoint.ts
var endpoint = __webpack_require__(7959);
// EXTERNAL MODULE: ./src/errors/words.ts
var words = __webpack_require__(5570);
// EXTERNAL MODULE: ./src/api/endpoints/projects.ts
var projects = __webpack_require__(1779);
;// CONCATENATED MODULE: ./src/api/endpoints/environments.ts
/**
 * A project's environments. Generation 1: `/api/v1/workspace/:id/environments[/:envId]` (and
 * `/api/v1/workspace/environments/:envId` for a read, by id alone); generation 2:
 * `/api/v1/projects/:id/environments[/:envId]` (project-env-router.ts), whose create and delete
 * name the project `projectId` where generation 1 says `workspace`.
 */




/** `{environment}` of a create, delete or lookup: its id and slug. */
function environmentAnswer(body) {
    const top = (0,answers/* object */.Ik)(body, '');
    (0,projects/* environmentRef */.H)(top.environment, 'environment');
    return top;
}
/** `{message, projectId, environment}` of a create or delete in generation 2, as generation 1's. */
function environmentChange(body) {
    const top = environmentAnswer(body);
    (0,answers/* optionalString */.sx)(top, 'projectId', '');
    const { projectId, ...rest } = top;
    return projectId === undefined ? rest : { ...rest, workspace: projectId };
}
const inProject = ({ projectId }) => ({ id: projectId });
const environments = {
    create: (0,endpoint/* endpoint */.sR)({
        kind: 'environments:create',
        label: 'create environment',
        safeToRepeat: false,
        project: inProject,
        generations: [
            {
                route: ({ projectId, ...request }) => ({
                    method: 'POST',
                    path: `${(0,endpoint/* workspacePath */.X5)(projectId)}/environments`,
                    body: request,
                }),
                answer: (environmentAnswer),
            },
            {
                route: ({ projectId, ...request }) => ({
                    method: 'POST',
                    path: `${(0,endpoint/* projectPath */.DZ)(projectId)}/environments`,
                    body: request,
                }),
                answer: environmentChange,
            },
        ],
        hints: [
            {
                status: [400],
                text: /already exist/i,
                hint: (0,words/* words */.aL) `The project already has an environment with this ${(0,words/* ref */.KR)('environment-slug')}: set ${(0,words/* ref */.KR)('if-exists', 'skip')} to use it, or pick another slug.`,
            },
        ],
    }),
    delete: (0,endpoint/* endpoint */.sR)({
        kind: 'environments:delete',
        label: 'delete environment',
        safeToRepeat: false,
        project: inProject,
        generations: [
            {
                route: ({ projectId, environmentId }) => ({
                    method: 'DELETE',
                    path: `${(0,endpoint/* workspacePath */.X5)(projectId)}/environments/${(0,endpoint/* seg */.aJ)(environmentId)}`,
                }),
                answer: (environmentAnswer),
            },
            {
                route: ({ projectId, environmentId }) => ({
                    method: 'DELETE',
                    path: `${(0,endpoint/* projectPath */.DZ)(projectId)}/environments/${(0,endpoint/* seg */.aJ)(environmentId)}`,
                }),
                answer: environmentChange,
            },
        ],
        hints: [
            ...endpoint/* DELETE_HINTS */.L,
            {
                status: [404],
                hint: (0,words/* words */.aL) `Check ${(0,words/* ref */.KR)('environment-id')}: the project has no environment with this id (deleted already? ${(0,words/* ref */.KR)('if-missing', 'skip')} treats that as done).`,
            },
        ],
    }),
    /** An environment by id (the project it belongs to is in the answer). */
    get: (0,endpoint/* endpoint */.sR)({
        kind: 'environments:get',
        label: 'get environment',
        safeToRepeat: true,
        project: inProject,
        generations: [
            {
                route: ({ environmentId }) => ({
                    method: 'GET',
                    path: `/api/v1/workspace/environments/${(0,endpoint/* seg */.aJ)(environmentId)}`,
                }),
                answer: (body) => environmentAnswer(body).environment,
            },
            {
                route: ({ projectId, environmentId }) => ({
                    method: 'GET',
                    path: `${(0,endpoint/* projectPath */.DZ)(projectId)}/environments/${(0,endpoint/* seg */.aJ)(environmentId)}`,
                }),
                answer: (body) => environmentAnswer(body).environment,
            },
        ],
    }),
};

;// CONCATENATED MODULE: ./src/api/endpoints/folders.ts
/**
 * The folders of an environment. Generation 1: `/api/v1/folders[/:idOrName]` with `workspaceId`;
 * generation 2: `/api/v2/folders[/:idOrName]` (v2/secret-folder-router.ts) with `projectId`, the
 * same answers; its delete refuses a folder with anything in it unless `forceDelete`, which is
 * what generation 1 always did.
 */



const folderItem = (0,answers/* withStrings */.he)('id', 'name');
/** `{folder}` of a create or delete: its id and name. */
const folder = (0,answers/* one */.xH)('folder', folderItem);
const NO_ENVIRONMENT = {
    status: [404],
    text: /^environment with slug/i,
    hint: (0,words/* words */.aL) `Check ${(0,words/* ref */.KR)('env-slug')}: the project has no environment with this slug.`,
};
const folders_inProject = ({ at }) => ({ id: at.workspaceId });
const folders = {
    /**
     * Creates a folder (and any missing parent). The server answers an existing folder with that
     * folder; still, a lost answer is settled by looking, as for every write.
     */
    create: (0,endpoint/* endpoint */.sR)({
        kind: 'folders:create',
        label: 'create folder',
        safeToRepeat: false,
        project: folders_inProject,
        generations: [
            {
                route: ({ at, name }) => ({
                    method: 'POST',
                    path: '/api/v1/folders',
                    body: { ...at, name },
                }),
                answer: folder,
            },
            {
                route: ({ at, name }) => ({
                    method: 'POST',
                    path: '/api/v2/folders',
                    body: { ...(0,endpoint/* byProjectId */.mK)(at), name },
                }),
                answer: folder,
            },
        ],
        hints: [NO_ENVIRONMENT],
    }),
    /**
     * Deletes a folder with everything in it; `at` is its parent. The server takes a UUID as the
     * folder's id and anything else as its name there.
     */
    delete: (0,endpoint/* endpoint */.sR)({
        kind: 'folders:delete',
        label: 'delete folder',
        safeToRepeat: false,
        project: folders_inProject,
        generations: [
            {
                route: ({ at, name }) => ({
                    method: 'DELETE',
                    path: `/api/v1/folders/${(0,endpoint/* seg */.aJ)(name)}`,
                    body: at,
                }),
                answer: folder,
            },
            {
                route: ({ at, name }) => ({
                    method: 'DELETE',
                    path: `/api/v2/folders/${(0,endpoint/* seg */.aJ)(name)}`,
                    body: { ...(0,endpoint/* byProjectId */.mK)(at), forceDelete: true },
                }),
                answer: folder,
            },
        ],
        hints: [
            ...endpoint/* DELETE_HINTS */.L,
            NO_ENVIRONMENT,
            {
                status: [404],
                hint: (0,words/* words */.aL) `Check ${(0,words/* ref */.KR)('folder-path')}: there is no such folder (deleted already? ${(0,words/* ref */.KR)('if-missing', 'skip')} treats that as done).`,
            },
        ],
    }),
    /** The direct sub-folders of a folder (an empty list when the folder does not exist). */
    list: (0,endpoint/* endpoint */.sR)({
        kind: 'folders:list',
        label: 'list folders',
        safeToRepeat: true,
        project: (location) => ({ id: location.workspaceId }),
        generations: [
            {
                route: (location) => ({
                    method: 'GET',
                    path: '/api/v1/folders',
                    query: (0,endpoint/* inFolderQuery */.sE)(location),
                }),
                answer: (0,answers/* many */._d)('folders', folderItem),
            },
            {
                route: (location) => ({
                    method: 'GET',
                    path: '/api/v2/folders',
                    query: (0,endpoint/* byProjectId */.mK)((0,endpoint/* inFolderQuery */.sE)(location)),
                }),
                answer: (0,answers/* many */._d)('folders', folderItem),
            },
        ],
        hints: [NO_ENVIRONMENT],
    }),
};

;// CONCATENATED MODULE: ./src/api/endpoints/identities.ts
/** Machine identities: their universal-auth configuration (a route that has not changed). */



/** A machine identity's universal-auth configuration: the outputs' fields. */
function universalAuth(body) {
    const path = 'identityUniversalAuth';
    const config = (0,answers/* objectAt */.lJ)((0,answers/* object */.Ik)(body, ''), path, '');
    (0,answers/* string */.Yj)(config, 'clientId', path);
    for (const key of ['accessTokenTTL', 'accessTokenMaxTTL', 'accessTokenNumUsesLimit']) {
        (0,answers/* number */.ai)(config, key, path);
    }
    return config;
}
const identities = {
    getUniversalAuth: (0,endpoint/* endpoint */.sR)({
        kind: 'identities:get-universal-auth',
        label: 'get universal-auth configuration',
        safeToRepeat: true,
        generations: [
            {
                route: (identityId) => ({
                    method: 'GET',
                    path: `/api/v1/auth/universal-auth/identities/${(0,endpoint/* seg */.aJ)(identityId)}`,
                }),
                answer: universalAuth,
            },
        ],
        hints: [
            {
                status: [404],
                hint: (0,words/* words */.aL) `Check ${(0,words/* ref */.KR)('target-identity-id')}: it must be the id of a machine identity in the organization of these credentials.`,
            },
        ],
    }),
};

;// CONCATENATED MODULE: ./src/api/endpoints/imports.ts
/**
 * A folder's secret imports. Generation 1: `/api/v1/secret-imports[/:id]` with `workspaceId`;
 * generation 2: `/api/v2/secret-imports[/:id]` (v2/secret-import-router.ts) with `projectId`,
 * the same answers.
 */



/** An import: its id, position and path, and its source environment's slug when given. */
function importItem(value, path) {
    const item = (0,answers/* object */.Ik)(value, path);
    (0,answers/* string */.Yj)(item, 'id', path);
    (0,answers/* number */.ai)(item, 'position', path);
    (0,answers/* string */.Yj)(item, 'importPath', path);
    if (item.importEnv !== undefined) {
        const env = (0,answers/* objectAt */.lJ)(item, 'importEnv', path);
        (0,answers/* string */.Yj)(env, 'slug', (0,answers/* join */.fj)(path, 'importEnv'));
    }
}
/** `{secretImport}` of a create, update or delete. */
const secretImport = (0,answers/* one */.xH)('secretImport', importItem);
/** The hints of every call on imports, after a delete's own. */
const CYCLIC = {
    text: /cyclic/i,
    hint: (0,words/* words */.aL) `The source (${(0,words/* ref */.KR)('import-env-slug')}, ${(0,words/* ref */.KR)('import-path')}) already imports this folder, and imports cannot form a cycle: pick another source or remove that import first.`,
};
const HINTS = [
    {
        text: /secret import.*not found/i,
        hint: (0,words/* words */.aL) `Check ${(0,words/* ref */.KR)('secret-import-id')}: no import with this id lives in ${(0,words/* ref */.KR)('env-slug')} at ${(0,words/* ref */.KR)('secret-path')} (${(0,words/* ref */.KR)('operation', 'list')} shows the ids there).`,
    },
    {
        status: [404],
        text: /folder/i,
        hint: (0,words/* words */.aL) `The folder at ${(0,words/* ref */.KR)('env-slug')}${(0,words/* byAdapter */.hh)(' / ', ', ')}${(0,words/* ref */.KR)('secret-path')} (where the import lives) does not exist: create it first (${(0,words/* byAdapter */.hh)('the `folders` sub-action', '`infisical-ci folders create`')}), or fix those inputs.`,
    },
    {
        status: [404],
        hint: (0,words/* words */.aL) `Check ${(0,words/* ref */.KR)('import-env-slug')}: the source environment must exist in the project (and ${(0,words/* ref */.KR)('env-slug')} too).`,
    },
];
const imports_inProject = ({ workspaceId }) => ({ id: workspaceId });
const imports = {
    create: (0,endpoint/* endpoint */.sR)({
        kind: 'imports:create',
        label: 'create secret import',
        safeToRepeat: false,
        project: imports_inProject,
        generations: [
            {
                route: (request) => ({
                    method: 'POST',
                    path: '/api/v1/secret-imports',
                    body: request,
                }),
                answer: secretImport,
            },
            {
                route: (request) => ({
                    method: 'POST',
                    path: '/api/v2/secret-imports',
                    body: (0,endpoint/* byProjectId */.mK)(request),
                }),
                answer: secretImport,
            },
        ],
        hints: [CYCLIC, ...HINTS],
    }),
    update: (0,endpoint/* endpoint */.sR)({
        kind: 'imports:update',
        label: 'update secret import',
        safeToRepeat: false,
        project: ({ request }) => imports_inProject(request),
        generations: [
            {
                route: ({ id, request }) => ({
                    method: 'PATCH',
                    path: `/api/v1/secret-imports/${(0,endpoint/* seg */.aJ)(id)}`,
                    body: request,
                }),
                answer: secretImport,
            },
            {
                route: ({ id, request }) => ({
                    method: 'PATCH',
                    path: `/api/v2/secret-imports/${(0,endpoint/* seg */.aJ)(id)}`,
                    body: (0,endpoint/* byProjectId */.mK)(request),
                }),
                answer: secretImport,
            },
        ],
        hints: [CYCLIC, ...HINTS],
    }),
    delete: (0,endpoint/* endpoint */.sR)({
        kind: 'imports:delete',
        label: 'delete secret import',
        safeToRepeat: false,
        project: ({ request }) => imports_inProject(request),
        generations: [
            {
                route: ({ id, request }) => ({
                    method: 'DELETE',
                    path: `/api/v1/secret-imports/${(0,endpoint/* seg */.aJ)(id)}`,
                    body: request,
                }),
                answer: secretImport,
            },
            {
                route: ({ id, request }) => ({
                    method: 'DELETE',
                    path: `/api/v2/secret-imports/${(0,endpoint/* seg */.aJ)(id)}`,
                    body: (0,endpoint/* byProjectId */.mK)(request),
                }),
                answer: secretImport,
            },
        ],
        hints: [
            ...endpoint/* DELETE_HINTS */.L,
            CYCLIC,
            {
                status: [404],
                text: /secret import.*not found/i,
                hint: (0,words/* words */.aL) `Check ${(0,words/* ref */.KR)('secret-import-id')}: no import with this id lives in ${(0,words/* ref */.KR)('env-slug')} at ${(0,words/* ref */.KR)('secret-path')} (deleted already? ${(0,words/* ref */.KR)('if-missing', 'skip')} treats that as done).`,
            },
            ...HINTS,
        ],
    }),
    /** The imports of a folder. */
    list: (0,endpoint/* endpoint */.sR)({
        kind: 'imports:list',
        label: 'list secret imports',
        safeToRepeat: true,
        project: imports_inProject,
        generations: [
            {
                route: (location) => ({
                    method: 'GET',
                    path: '/api/v1/secret-imports',
                    query: (0,endpoint/* inFolderQuery */.sE)(location),
                }),
                answer: (0,answers/* many */._d)('secretImports', importItem),
            },
            {
                route: (location) => ({
                    method: 'GET',
                    path: '/api/v2/secret-imports',
                    query: (0,endpoint/* byProjectId */.mK)((0,endpoint/* inFolderQuery */.sE)(location)),
                }),
                answer: (0,answers/* many */._d)('secretImports', importItem),
            },
        ],
        hints: [CYCLIC, ...HINTS],
    }),
};

// EXTERNAL MODULE: ./src/errors/api.ts
var api = __webpack_require__(7827);
;// CONCATENATED MODULE: ./src/api/endpoints/memberships.ts
/**
 * An organization's memberships (routes that have not changed). The server serves them to user
 * credentials only: to a machine identity it answers an empty 200 and does nothing, which is
 * said as an error, so no success is ever reported that did not happen.
 */




/** The answer, or the error of the empty one a machine identity gets. */
const forUsers = (check) => (body, sent) => {
    if (body !== undefined)
        return check(body);
    throw new api/* ApiError */.hD({
        ...sent,
        status: 200,
        serverMessage: 'the server answered with an empty body and did nothing: organization memberships are served only to user credentials, not to a machine identity',
    });
};
const USERS_ONLY = {
    status: [200],
    hint: (0,words/* words */.aL) `Run ${endpoint/* THIS_STEP */.CQ} with user credentials: ${(0,words/* ref */.KR)('method', 'token')} with a user's access token, or ${(0,words/* ref */.KR)('api-key')}.`,
};
const organization = (id) => `/api/v2/organizations/${(0,endpoint/* seg */.aJ)(id)}/memberships`;
const memberships = {
    list: (0,endpoint/* endpoint */.sR)({
        kind: 'memberships:list',
        label: 'list organization memberships',
        safeToRepeat: true,
        generations: [
            {
                route: (organizationId) => ({ method: 'GET', path: organization(organizationId) }),
                answer: forUsers((0,answers/* many */._d)('users', answers/* withId */.oP)),
            },
        ],
        hints: [USERS_ONLY],
    }),
    delete: (0,endpoint/* endpoint */.sR)({
        kind: 'memberships:delete',
        label: 'delete organization membership',
        safeToRepeat: false,
        generations: [
            {
                route: (ids) => ({
                    method: 'DELETE',
                    path: `${organization(ids.organizationId)}/${(0,endpoint/* seg */.aJ)(ids.membershipId)}`,
                }),
                answer: forUsers((0,answers/* one */.xH)('membership', answers/* withId */.oP)),
            },
        ],
        hints: [
            ...endpoint/* DELETE_HINTS */.L,
            USERS_ONLY,
            // The server answers an unknown membership with its catch-all 500, whatever its id.
            { status: [500], text: /something went wrong/i, hint: endpoint/* BAD_ID */.uk },
        ],
    }),
};

// EXTERNAL MODULE: ./src/api/approval.ts
var api_approval = __webpack_require__(8001);
;// CONCATENATED MODULE: ./src/api/listing-json.ts
/**
 * Reads a secret listing to the value `JSON.parse` gives for the whole text, except that each
 * secret keeps only the fields of {@link Secret} (a server sends a dozen more per secret: ids,
 * version, comment, tags, timestamps, metadata). It reads as the body arrives: the secrets that
 * are complete in a piece are parsed together and reduced at once, so neither the whole text nor
 * the full objects are ever held: the 6 MB listing of 10,000 secrets keeps about 2.5 MB, where
 * its bytes, its text and its full objects held over 20 MB at once.
 *
 * Only the structure around the secrets is read here: the top-level object, its `secrets` list,
 * its `imports` list and each import's object and `secrets` list. Everything else (the secrets
 * included) is handed to `JSON.parse`, so the reader is exactly as strict as `JSON.parse` (a
 * text it refuses throws a SyntaxError), a repeated key keeps its last value, and a key such as
 * `__proto__` is an ordinary field. Linear in the text, however it is cut into pieces.
 */
function secretListingReader() {
    return new ListingReader();
}
/** What the text may hold next, outside a captured value. */
const Expect = {
    Root: 0,
    KeyOrClose: 1,
    Key: 2,
    Colon: 3,
    Member: 4,
    ElementOrClose: 5,
    Element: 6,
    CommaOrClose: 7,
    End: 8,
};
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const isSpace = (c) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
function unexpected(what) {
    throw new SyntaxError(`Unexpected ${what} in JSON`);
}
class ListingReader {
    #stack = [];
    #expect = Expect.Root;
    #root;
    /** The project id and folder of the last secret: the same for thousands, kept once. */
    #workspace;
    #folder;
    // A value (or key) being captured whole, for JSON.parse: its pieces so far and where the scan
    // is inside it.
    #capturing = false;
    #isKey = false;
    #parts = [];
    #literal = false;
    #depth = 0;
    #inString = false;
    /** Inside a string: the piece so far ended in an unescaped backslash. */
    #escaped = false;
    push(text) {
        let i = 0;
        const n = text.length;
        // Whether a run of secrets may still be read with one JSON.parse in this piece (see #run).
        let runs = true;
        while (i < n) {
            if (this.#capturing) {
                i = this.#scan(text, i, i);
                continue;
            }
            const c = text.charCodeAt(i);
            if (isSpace(c)) {
                i++;
                continue;
            }
            switch (this.#expect) {
                case Expect.Root:
                case Expect.Member:
                case Expect.Element:
                case Expect.ElementOrClose: {
                    if (this.#expect === Expect.ElementOrClose && c === CLOSE_BRACKET) {
                        this.#close();
                        i++;
                        break;
                    }
                    if (runs && c === OPEN_BRACE && this.#stack.at(-1)?.role === 'secrets') {
                        const end = this.#run(text, i);
                        if (end > i) {
                            i = end;
                            break;
                        }
                        runs = false;
                    }
                    const role = this.#containerRole(c);
                    if (role === undefined) {
                        i = this.#start(text, i, false);
                    }
                    else {
                        const array = c === OPEN_BRACKET;
                        this.#stack.push(array ? { role, list: [] } : { role, object: {} });
                        this.#expect = array ? Expect.ElementOrClose : Expect.KeyOrClose;
                        i++;
                    }
                    break;
                }
                case Expect.KeyOrClose:
                case Expect.Key:
                    if (this.#expect === Expect.KeyOrClose && c === CLOSE_BRACE) {
                        this.#close();
                        i++;
                    }
                    else {
                        if (c !== QUOTE)
                            unexpected('token where a key was expected');
                        i = this.#start(text, i, true);
                    }
                    break;
                case Expect.Colon:
                    if (c !== COLON)
                        unexpected('token where a colon was expected');
                    this.#expect = Expect.Member;
                    i++;
                    break;
                case Expect.CommaOrClose: {
                    const top = this.#top();
                    if (c === COMMA)
                        this.#expect = top.list ? Expect.Element : Expect.Key;
                    else if (c === (top.list ? CLOSE_BRACKET : CLOSE_BRACE))
                        this.#close();
                    else
                        unexpected('token after a value');
                    i++;
                    break;
                }
                case Expect.End:
                    unexpected('token after the end');
            }
        }
    }
    end() {
        if (this.#capturing && this.#literal)
            this.#finish();
        if (this.#capturing)
            unexpected('end');
        if (this.#expect === Expect.Root)
            return undefined;
        if (this.#expect !== Expect.End)
            unexpected('end');
        return this.#root;
    }
    /**
     * Reads, with one JSON.parse, the secrets from `at` (where one starts) to the last one that
     * ends in this piece; returns where they end, or `at` when that is not sure. The candidate end
     * is a `}` (the last of the piece, else the one before it): the text up to it is parsed as the
     * elements of a list, which succeeds only if the `}` really ends a secret of this list (JSON is
     * read the same way from the same start, so a `}` inside a string or a nested object, or past
     * the list's end, makes that text invalid). Secrets cut by the piece's end, and anything a
     * candidate does not cover, are read one by one.
     */
    #run(text, at) {
        let from = text.length - 1;
        for (let attempt = 0; attempt < 2; attempt++) {
            const close = text.lastIndexOf('}', from);
            if (close < at)
                return at;
            from = close - 1;
            let values;
            try {
                values = JSON.parse(`[${text.slice(at, close + 1)}]`);
            }
            catch {
                continue;
            }
            const list = this.#top().list ?? [];
            values.forEach((value) => list.push(this.#kept(value)));
            this.#expect = Expect.CommaOrClose;
            return close + 1;
        }
        return at;
    }
    /** The role of a container starting with `c` where a value is expected; undefined: read whole. */
    #containerRole(c) {
        if (c !== OPEN_BRACE && c !== OPEN_BRACKET)
            return undefined;
        const top = this.#stack.at(-1);
        if (!top)
            return c === OPEN_BRACE ? 'listing' : undefined;
        if (top.role === 'imports')
            return c === OPEN_BRACE ? 'group' : undefined;
        if (top.object && c === OPEN_BRACKET) {
            if (top.key === 'secrets' && (top.role === 'listing' || top.role === 'group')) {
                return 'secrets';
            }
            if (top.key === 'imports' && top.role === 'listing')
                return 'imports';
        }
        return undefined;
    }
    /** Starts capturing the value (or key) at `at`; returns where the scan stopped. */
    #start(text, at, isKey) {
        const c = text.charCodeAt(at);
        this.#capturing = true;
        this.#isKey = isKey;
        this.#literal = c !== QUOTE && c !== OPEN_BRACE && c !== OPEN_BRACKET;
        this.#inString = c === QUOTE;
        this.#escaped = false;
        this.#depth = c === OPEN_BRACE || c === OPEN_BRACKET ? 1 : 0;
        return this.#scan(text, this.#literal ? at : at + 1, at);
    }
    /**
     * Scans the captured value from `from` (its piece in this text starts at `pieceStart`); keeps
     * the piece and, when the value ends here, reads it. Returns where the scan stopped.
     */
    #scan(text, from, pieceStart) {
        const n = text.length;
        let j = from;
        if (this.#literal) {
            // A number, true, false or null (or something JSON.parse will refuse): up to a delimiter.
            for (; j < n; j++) {
                const c = text.charCodeAt(j);
                if (c === COMMA || c === CLOSE_BRACE || c === CLOSE_BRACKET || isSpace(c)) {
                    if (j > pieceStart)
                        this.#parts.push(text.slice(pieceStart, j));
                    if (this.#parts.length === 0)
                        unexpected('token where a value was expected');
                    this.#finish();
                    return j;
                }
            }
            this.#parts.push(text.slice(pieceStart, n));
            return n;
        }
        while (j < n) {
            if (this.#inString) {
                const quote = text.indexOf('"', j);
                if (quote < 0) {
                    this.#escaped = endsEscaped(text, j, n, this.#escaped);
                    break;
                }
                if (endsEscaped(text, j, quote, this.#escaped)) {
                    this.#escaped = false;
                    j = quote + 1;
                    continue;
                }
                this.#inString = false;
                this.#escaped = false;
                j = quote + 1;
                if (this.#depth === 0)
                    return this.#complete(text, pieceStart, j);
                continue;
            }
            const c = text.charCodeAt(j++);
            if (c === QUOTE)
                this.#inString = true;
            else if (c === OPEN_BRACE || c === OPEN_BRACKET)
                this.#depth++;
            else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --this.#depth === 0) {
                return this.#complete(text, pieceStart, j);
            }
        }
        this.#parts.push(text.slice(pieceStart, n));
        return n;
    }
    #complete(text, pieceStart, end) {
        this.#parts.push(text.slice(pieceStart, end));
        this.#finish();
        return end;
    }
    /** Parses the captured text and hands the value on. */
    #finish() {
        const parts = this.#parts;
        const value = JSON.parse(parts.join(''));
        this.#parts = [];
        this.#capturing = false;
        if (this.#isKey) {
            this.#top().key = value;
            this.#expect = Expect.Colon;
        }
        else {
            this.#deliver(value);
        }
    }
    /**
     * A secret with only the fields of {@link Secret} (a field it lacks is undefined); anything
     * other than an object as it is (the answer's check reports it).
     */
    #kept(value) {
        if (typeof value !== 'object' || value === null || Array.isArray(value))
            return value;
        const full = value;
        let { workspace, secretPath } = full;
        if (workspace === this.#workspace)
            workspace = this.#workspace;
        else
            this.#workspace = workspace;
        if (secretPath === this.#folder)
            secretPath = this.#folder;
        else
            this.#folder = secretPath;
        const kept = {
            workspace,
            type: full.type,
            secretKey: full.secretKey,
            secretValue: full.secretValue,
            secretPath,
            secretValueHidden: full.secretValueHidden,
        };
        return kept;
    }
    /** The innermost container (there is one wherever this is asked). */
    #top() {
        const top = this.#stack.at(-1);
        if (!top)
            return unexpected('token');
        return top;
    }
    /** Ends the innermost container and hands it on. */
    #close() {
        const frame = this.#top();
        this.#stack.pop();
        this.#deliver(frame.list ?? frame.object);
    }
    /** Puts a complete value where it belongs: the root, the next element, or the current key. */
    #deliver(value) {
        const top = this.#stack.at(-1);
        if (!top) {
            this.#root = value;
            this.#expect = Expect.End;
            return;
        }
        this.#expect = Expect.CommaOrClose;
        if (top.list) {
            top.list.push(top.role === 'secrets' ? this.#kept(value) : value);
            return;
        }
        // As JSON.parse does: an own field whatever the key (`__proto__` included); the last wins.
        Object.defineProperty(top.object, top.key ?? '', {
            value,
            writable: true,
            enumerable: true,
            configurable: true,
        });
    }
}
/**
 * Whether the character at `end` is escaped: the backslashes just before it, in `text` from
 * `from` on, are odd in number, counting those before `from` (`escaped`: they were odd).
 */
function endsEscaped(text, from, end, escaped) {
    let at = end;
    while (at > from && text.charCodeAt(at - 1) === BACKSLASH)
        at--;
    const odd = (end - at) % 2 === 1;
    return at === from ? odd !== escaped : odd;
}

;// CONCATENATED MODULE: ./src/api/endpoints/secrets.ts
/**
 * A folder's secrets: the listing and the batch writes (each batch is all or nothing on the
 * server). Generation 1: `/api/v3/secrets/raw` and `/api/v3/secrets/batch/raw` (deprecated
 * routers, v3/index.ts), which take the project's id or slug; generation 2: `/api/v4/secrets` and
 * `/api/v4/secrets/batch` (v4/secret-router.ts), which take `projectId` only (a slug is read to
 * its id once per run).
 */





/**
 * One listed secret: its key and value are strings; its folder (`secretPath`) a string when
 * given; `secretValueHidden` a boolean when given. Kept flat and free of allocations: it runs for
 * every secret of every listing.
 */
function secretItem(value, list, index) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        (0,answers/* wrong */.Qm)(`${list}[${index}]`, value);
    }
    const secret = value;
    if (typeof secret.secretKey !== 'string')
        (0,answers/* wrong */.Qm)(`${list}[${index}].secretKey`, secret.secretKey);
    if (typeof secret.secretValue !== 'string') {
        (0,answers/* wrong */.Qm)(`${list}[${index}].secretValue`, secret.secretValue);
    }
    const folder = secret.secretPath;
    if (folder !== undefined && folder !== null && typeof folder !== 'string') {
        (0,answers/* wrong */.Qm)(`${list}[${index}].secretPath`, folder);
    }
    const hidden = secret.secretValueHidden;
    if (hidden !== undefined && typeof hidden !== 'boolean') {
        (0,answers/* wrong */.Qm)(`${list}[${index}].secretValueHidden`, hidden);
    }
}
function secretItems(parent, key, path) {
    const list = parent[key];
    const at = (0,answers/* join */.fj)(path, key);
    if (!Array.isArray(list))
        (0,answers/* wrong */.Qm)(at, list);
    for (let i = 0; i < list.length; i++)
        secretItem(list[i], at, i);
}
/** A listing: `secrets`, and `imports` (absent unless asked for: an empty list then). */
function secretList(body) {
    const top = (0,answers/* object */.Ik)(body, '');
    secretItems(top, 'secrets', '');
    const imports = top.imports;
    if (imports !== undefined) {
        if (!Array.isArray(imports))
            (0,answers/* wrong */.Qm)('imports', imports);
        for (let g = 0; g < imports.length; g++) {
            const path = `imports[${g}]`;
            const group = (0,answers/* object */.Ik)(imports[g], path);
            (0,answers/* string */.Yj)(group, 'secretPath', path);
            (0,answers/* string */.Yj)(group, 'environment', path);
            secretItems(group, 'secrets', path);
        }
    }
    const listing = top;
    return { secrets: listing.secrets, imports: listing.imports ?? [] };
}
/** The listing's options, as both generations read them. */
function listingOptions(query) {
    return {
        environment: query.environment,
        secretPath: query.secretPath,
        // snake_case is the only spelling the server reads; the values must be literal strings.
        include_imports: (0,endpoint/* bool */.lc)(query.includeImports),
        recursive: (0,endpoint/* bool */.lc)(query.recursive),
        expandSecretReferences: (0,endpoint/* bool */.lc)(query.expandSecretReferences),
        tagSlugs: query.tagSlugs && query.tagSlugs.length > 0 ? query.tagSlugs.join(',') : undefined,
    };
}
/** The project a query or a location names, by id or by slug. */
const projectOf = (id, slug) => id !== undefined ? { id } : slug !== undefined ? { slug } : undefined;
/** The hints of every batch write. */
const WRITE_HINTS = [
    {
        // A secret approval policy: a change request instead of a write.
        before: 'access',
        status: [200],
        text: /approval policy/,
        hint: (0,words/* words */.aL) `Once a reviewer approves and merges the change request in Infisical, the values are stored, and running ${endpoint/* THIS_STEP */.CQ} again finds nothing left to write. To write without review, the approval policy must not cover this environment and path.`,
    },
    {
        status: [404],
        text: /Folder with path '\/' in environment/,
        hint: (0,words/* words */.aL) `Check ${(0,words/* ref */.KR)('env-slug')}: the project has no such environment (the server reports its root folder missing).`,
    },
    {
        status: [404],
        text: /Folder with path/,
        hint: (0,words/* words */.aL) `The folder (${(0,words/* ref */.KR)('secret-path')}) does not exist in this environment, and writing secrets never creates one: create it first with ${(0,words/* byAdapter */.hh)('the `folders` sub-action', '`infisical-ci folders create`')}, or fix ${(0,words/* ref */.KR)('secret-path')}.`,
    },
    {
        status: [500],
        hint: (0,words/* words */.aL) `The server failed while writing (it rolls the whole batch back): run ${endpoint/* THE_STEP */.r0} again, which writes only what is left; if it fails again, the server's log says why.`,
    },
];
/** Some keys changed by someone else after the listing. */
const GONE_SINCE_LISTED = {
    status: [404],
    hint: (0,words/* words */.aL) `Some of these keys were deleted by someone else after ${endpoint/* THIS_STEP */.CQ} listed the folder (or a key is stored twice there): run ${endpoint/* THE_STEP */.r0} again.`,
};
/** A batch write's answer: the secrets written (or the change request opened instead). */
function written(body, sent) {
    // A secret approval policy: the server opened a change request and wrote nothing.
    const approval = (0,api_approval/* approvalIn */.zZ)(body);
    if (approval)
        throw new api_approval/* ApprovalPendingError */.ZE({ ...sent }, approval);
    return (0,answers/* listAt */.gT)((0,answers/* object */.Ik)(body, ''), 'secrets', '', (0,answers/* withStrings */.he)('secretKey'));
}
/**
 * A batch write. Generation 2's PATCH says `mode: failOnNotFound` (its default): a batch update of
 * a key that is not there fails whole, as generation 1 does, and never creates it.
 */
const batch = (kind, label, method, hints) => (0,endpoint/* endpoint */.sR)({
    kind,
    label,
    safeToRepeat: false,
    project: ({ location }) => projectOf(location.workspaceId, location.projectSlug),
    generations: [
        {
            route: ({ location, secrets }) => ({
                method,
                path: '/api/v3/secrets/batch/raw',
                body: { ...location, secrets },
            }),
            answer: written,
        },
        {
            route: async ({ location, secrets }, context) => ({
                method,
                path: '/api/v4/secrets/batch',
                body: {
                    projectId: await context.projectId(location.workspaceId, location.projectSlug),
                    environment: location.environment,
                    secretPath: location.secretPath,
                    ...(method === 'PATCH' ? { mode: 'failOnNotFound' } : {}),
                    secrets,
                },
            }),
            answer: written,
        },
    ],
    hints,
});
const secrets = {
    list: (0,endpoint/* endpoint */.sR)({
        kind: 'secrets:list',
        label: 'list secrets',
        safeToRepeat: true,
        operation: (query) => `list secrets of ${query.environment}:${query.secretPath}`,
        project: (query) => projectOf(query.workspaceId, query.workspaceSlug),
        bodyReader: secretListingReader,
        generations: [
            {
                route: (query) => ({
                    method: 'GET',
                    path: '/api/v3/secrets/raw',
                    query: {
                        // The server prefers the id when both are sent; send only one so it is unambiguous.
                        workspaceId: query.workspaceId,
                        workspaceSlug: query.workspaceId ? undefined : query.workspaceSlug,
                        ...listingOptions(query),
                    },
                }),
                answer: secretList,
            },
            {
                // `projectId` only (no slug); `viewSecretValue` is left to its default, true.
                route: async (query, context) => ({
                    method: 'GET',
                    path: '/api/v4/secrets',
                    query: {
                        projectId: await context.projectId(query.workspaceId, query.workspaceSlug),
                        ...listingOptions(query),
                    },
                }),
                answer: secretList,
            },
        ],
        hints: [
            {
                status: [404],
                hint: (0,words/* words */.aL) `Check ${(0,words/* ref */.KR)('project-id')}${(0,words/* byAdapter */.hh)(' / ', ' or ')}${(0,words/* ref */.KR)('project-slug')} and ${(0,words/* ref */.KR)('env-slug')}.`,
            },
        ],
    }),
    /** Creates secrets that do not exist yet; fails whole if any exists. */
    create: batch('secrets:create-batch', 'create secrets', 'POST', [
        ...WRITE_HINTS,
        {
            status: [400],
            text: /already exist/,
            hint: (0,words/* words */.aL) `Some of these keys were created by someone else after ${endpoint/* THIS_STEP */.CQ} listed the folder: run ${endpoint/* THE_STEP */.r0} again (it lists the folder again and updates them).`,
        },
    ]),
    /** Updates existing secrets; fails whole if any is missing. Repeating it sets the same values. */
    update: batch('secrets:update-batch', 'update secrets', 'PATCH', [...WRITE_HINTS, GONE_SINCE_LISTED]),
    /** Deletes secrets; fails whole if any is missing. */
    delete: batch('secrets:delete-batch', 'delete secrets', 'DELETE', [...endpoint/* DELETE_HINTS */.L, ...WRITE_HINTS, GONE_SINCE_LISTED]),
};

;// CONCATENATED MODULE: ./src/api/endpoints/snapshots.ts
/**
 * A folder's secret snapshots, one page at a time. Generation 1:
 * `/api/v1/workspace/:id/secret-snapshots`; generation 2: `/api/v1/projects/:id/secret-snapshots`
 * (backend/src/ee/routes/v1/project-router.ts).
 */


const query = (page) => ({
    environment: page.environment,
    path: page.path,
    offset: String(page.offset),
    limit: String(page.limit),
});
/** `{secretSnapshots}`: one page of snapshots, each with its id. */
const snapshotPage = (0,answers/* many */._d)('secretSnapshots', answers/* withId */.oP);
const snapshots = {
    list: (0,endpoint/* endpoint */.sR)({
        kind: 'snapshots:list',
        label: 'list secret snapshots',
        safeToRepeat: true,
        project: (page) => ({ id: page.projectId }),
        generations: [
            {
                route: (page) => ({
                    method: 'GET',
                    path: `${(0,endpoint/* workspacePath */.X5)(page.projectId)}/secret-snapshots`,
                    query: query(page),
                }),
                answer: snapshotPage,
            },
            {
                route: (page) => ({
                    method: 'GET',
                    path: `${(0,endpoint/* projectPath */.DZ)(page.projectId)}/secret-snapshots`,
                    query: query(page),
                }),
                answer: snapshotPage,
            },
        ],
    }),
};

;// CONCATENATED MODULE: ./src/api/endpoints/tags.ts
/**
 * A project's tags. Generation 1: `/api/v1/workspace/:id/tags…`, answering `{workspaceTag(s)}`;
 * generation 2: `/api/v1/projects/:id/tags…` (secret-tag-router.ts), answering `{tag(s)}`, and
 * reading `slug` and `color` only (a tag's name is its slug there).
 */



const tagItem = (0,answers/* withStrings */.he)('id', 'slug');
const TAG = {
    legacy: (0,answers/* one */.xH)('workspaceTag', tagItem),
    now: (0,answers/* one */.xH)('tag', tagItem),
};
const TAGS = {
    legacy: (0,answers/* many */._d)('workspaceTags', tagItem),
    now: (0,answers/* many */._d)('tags', tagItem),
};
const tags_inProject = ({ projectId }) => ({ id: projectId });
const tags = {
    create: (0,endpoint/* endpoint */.sR)({
        kind: 'tags:create',
        label: 'create tag',
        safeToRepeat: false,
        project: tags_inProject,
        generations: [
            {
                route: ({ projectId, ...request }) => ({
                    method: 'POST',
                    path: `${(0,endpoint/* workspacePath */.X5)(projectId)}/tags`,
                    body: request,
                }),
                answer: TAG.legacy,
            },
            {
                route: ({ projectId, slug, color }) => ({
                    method: 'POST',
                    path: `${(0,endpoint/* projectPath */.DZ)(projectId)}/tags`,
                    body: { slug, color },
                }),
                answer: TAG.now,
            },
        ],
        hints: [
            {
                status: [400],
                text: /already exist/i,
                hint: (0,words/* words */.aL) `The project already has a tag with this ${(0,words/* ref */.KR)('tag-slug')}: set ${(0,words/* ref */.KR)('if-exists', 'skip')} to use it, or pick another slug (${(0,words/* ref */.KR)('operation', 'list')} shows them).`,
            },
        ],
    }),
    list: (0,endpoint/* endpoint */.sR)({
        kind: 'tags:list',
        label: 'list tags',
        safeToRepeat: true,
        project: (projectId) => ({ id: projectId }),
        generations: [
            {
                route: (projectId) => ({ method: 'GET', path: `${(0,endpoint/* workspacePath */.X5)(projectId)}/tags` }),
                answer: TAGS.legacy,
            },
            {
                route: (projectId) => ({ method: 'GET', path: `${(0,endpoint/* projectPath */.DZ)(projectId)}/tags` }),
                answer: TAGS.now,
            },
        ],
    }),
    /** The project's tag with this slug (`InfisicalClient.find`: none is the API's own 404). */
    bySlug: (0,endpoint/* endpoint */.sR)({
        kind: 'tags:get-by-slug',
        label: 'get tag by slug',
        safeToRepeat: true,
        project: tags_inProject,
        generations: [
            {
                route: ({ projectId, slug }) => ({
                    method: 'GET',
                    path: `${(0,endpoint/* workspacePath */.X5)(projectId)}/tags/slug/${(0,endpoint/* seg */.aJ)(slug)}`,
                }),
                answer: TAG.legacy,
            },
            {
                route: ({ projectId, slug }) => ({
                    method: 'GET',
                    path: `${(0,endpoint/* projectPath */.DZ)(projectId)}/tags/slug/${(0,endpoint/* seg */.aJ)(slug)}`,
                }),
                answer: TAG.now,
            },
        ],
    }),
};

;// CONCATENATED MODULE: ./src/api/endpoints/index.ts












const RESOURCES = {
    tokens: tokens/* tokens */.L,
    dynamicSecrets: dynamic_secrets/* dynamicSecrets */.V,
    environments: environments,
    folders: folders,
    identities: identities,
    imports: imports,
    memberships: memberships,
    projects: projects/* projects */.d,
    secrets: secrets,
    snapshots: snapshots,
    tags: tags,
};
/** Every endpoint, as far as errors and hints need them (kind, label, hints). */
const ENDPOINTS = Object.values(RESOURCES).flatMap((resource) => Object.values(resource));


/***/ }),

/***/ 1779:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ environmentRef),
/* harmony export */   d: () => (/* binding */ projects)
/* harmony export */ });
/* harmony import */ var _answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(419);
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7959);
/* harmony import */ var _errors_api_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7827);
/* harmony import */ var _errors_words_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5570);
/**
 * Projects. Generation 1: `/api/v2/workspace` and `/api/v1/workspace/:id` (deprecated routers);
 * generation 2: `/api/v1/projects` (backend/src/server/routes/v1/project-router.ts).
 */




/** An environment as a project lists it: its id and slug. */
const environmentRef = (0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .withStrings */ .he)('id', 'slug');
/** A project: its id, its slug when given, and its environments (ids and slugs) when given. */
function projectAt(value, path, environments) {
    const project = (0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)(value, path);
    (0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj)(project, 'id', path);
    (0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .optionalString */ .sx)(project, 'slug', path);
    if (environments === 'required' || project.environments !== undefined) {
        (0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .listAt */ .gT)(project, 'environments', path, environmentRef);
    }
    return project;
}
/** `{project}`, with its environments when `environments` says so. */
const projectIn = (key, environments) => (body) => projectAt((0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)(body, '')[key], key, environments);
/** A project by slug: the project itself, or `{project}` on some servers. */
function projectBySlug(body) {
    const top = (0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)(body, '');
    return (0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(top.project)
        ? projectAt(top.project, 'project', 'optional')
        : projectAt(top, '', 'optional');
}
const projects = {
    create: (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .endpoint */ .sR)({
        kind: 'projects:create',
        label: 'create project',
        safeToRepeat: false,
        generations: [
            {
                route: (request) => ({
                    method: 'POST',
                    path: '/api/v2/workspace',
                    body: request,
                }),
                answer: projectIn('project', 'optional'),
            },
            {
                route: (request) => ({ method: 'POST', path: '/api/v1/projects', body: request }),
                answer: projectIn('project', 'optional'),
            },
        ],
        hints: [
            {
                status: [500],
                hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_3__/* .words */ .aL) `A project with this ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_3__/* .ref */ .KR)('project-slug')} may already exist (the server answers a duplicate slug this way): set ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_3__/* .ref */ .KR)('if-exists', 'skip')} to use it, pick another slug, or leave it out to get a generated one.`,
            },
        ],
    }),
    /** A project by id, with its environments (to resolve an environment slug to its id). */
    get: (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .endpoint */ .sR)({
        kind: 'projects:get',
        label: 'get project',
        safeToRepeat: true,
        project: (id) => ({ id }),
        generations: [
            {
                route: (id) => ({ method: 'GET', path: (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .workspacePath */ .X5)(id) }),
                answer: projectIn('workspace', 'required'),
            },
            {
                route: (id) => ({ method: 'GET', path: (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .projectPath */ .DZ)(id) }),
                answer: projectIn('project', 'required'),
            },
        ],
        hints: [
            {
                status: [404, 500],
                hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_3__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_3__/* .ref */ .KR)('project-id')}: no project with this id was found (or these credentials cannot see it).`,
            },
        ],
    }),
    /**
     * A project by slug. The server resolves a slug in the caller's organization only (slugs are
     * unique per organization), so a project of another organization is never found. The captured
     * server answers an unknown slug with a 500 ("Failed to find project by slug"), newer ones with
     * the API's own 404: both are "no such project" (`InfisicalClient.find`).
     */
    bySlug: (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .endpoint */ .sR)({
        kind: 'projects:get-by-slug',
        label: 'get project by slug',
        safeToRepeat: true,
        project: (slug) => ({ slug }),
        generations: [
            {
                route: (slug) => ({ method: 'GET', path: `/api/v2/workspace/${(0,_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .seg */ .aJ)(slug)}` }),
                answer: projectBySlug,
            },
            {
                route: (slug) => ({ method: 'GET', path: `/api/v1/projects/slug/${(0,_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .seg */ .aJ)(slug)}` }),
                answer: projectBySlug,
            },
        ],
        notFound: (error) => error.status === 500 && error.details.serverError === 'Failed to find project by slug',
        hints: [
            {
                status: [404, 500],
                hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_3__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_3__/* .ref */ .KR)('project-slug')}: no project with this slug was found (or these credentials cannot see it).`,
            },
        ],
    }),
};


/***/ }),

/***/ 3763:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ tokens),
/* harmony export */   a: () => (/* binding */ accessToken)
/* harmony export */ });
/* harmony import */ var _answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(419);
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7959);
/**
 * The access token: its renewal and its revoke, sent without it (in the body), and safe to repeat
 * (a revoke of a revoked token changes nothing). Their routes have not changed. Each login is
 * its method's (`src/auth/methods/`).
 */


/** A login or renewal: a non-empty access token. */
function accessToken(body) {
    const top = (0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)(body, '');
    (0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj)(top, 'accessToken', '');
    if (top.accessToken === '')
        throw new _answers_js__WEBPACK_IMPORTED_MODULE_0__/* .AnswerShapeError */ .UI('accessToken', 'empty');
    return top;
}
const tokens = {
    renew: (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .endpoint */ .sR)({
        kind: 'token:renew',
        label: 'renew access token',
        login: true,
        safeToRepeat: true,
        generations: [
            {
                route: (accessToken) => ({
                    method: 'POST',
                    path: '/api/v1/auth/token/renew',
                    body: { accessToken },
                }),
                answer: accessToken,
            },
        ],
    }),
    revoke: (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .endpoint */ .sR)({
        kind: 'token:revoke',
        label: 'revoke access token',
        login: true,
        safeToRepeat: true,
        generations: [
            {
                route: (accessToken) => ({
                    method: 'POST',
                    path: '/api/v1/auth/token/revoke',
                    body: { accessToken },
                }),
                // Its answer says nothing the action uses.
                answer: () => undefined,
            },
        ],
    }),
};


/***/ }),

/***/ 2242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qX: () => (/* binding */ isValueHidden),
/* harmony export */   wK: () => (/* binding */ isPlaceholder),
/* harmony export */   xv: () => (/* binding */ READ_VALUE_PERMISSION)
/* harmony export */ });
/* unused harmony export HIDDEN_VALUE */
/**
 * What newer servers send as the value of a secret the caller may list but not read: its role
 * has the secrets permission `describeSecret` without `readValue` ("Read Value").
 */
const HIDDEN_VALUE = '<hidden-by-infisical>';
/** How messages name the permission that shows hidden values. */
const READ_VALUE_PERMISSION = 'Read Value (`readValue`)';
/**
 * Whether the server flagged this secret's value hidden (`secretValueHidden`). The flag wins,
 * whatever value comes with it: the placeholder, or a real value (servers send a personal
 * secret's own value with the flag; a server bug or a changed placeholder could send any). Such a
 * secret is never exported.
 */
function isValueHidden(secret) {
    return secret.secretValueHidden === true;
}
/**
 * Whether the value is only the placeholder of a hidden one: not a secret, so never registered
 * as a mask (it would hide the word in every log). Any other value is masked, flagged or not.
 */
function isPlaceholder(secret) {
    return secret.secretValueHidden === true && secret.secretValue === HIDDEN_VALUE;
}


/***/ }),

/***/ 7958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ isUuid)
/* harmony export */ });
/** The form of every id the API gives (projects, environments, folders, identities...): a UUID. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether `text` has the form of an API id (a UUID, any letter case). */
function isUuid(text) {
    return UUID.test(text);
}


/***/ }),

/***/ 6844:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U9: () => (/* binding */ isLoopback),
/* harmony export */   eH: () => (/* binding */ proxyRouter)
/* harmony export */ });
/* unused harmony export noProxyMatcher */
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_0__);

const DIRECT = { direct: true };
/**
 * Reads `https_proxy` / `HTTPS_PROXY` (for https:// requests), `http_proxy` / `HTTP_PROXY` (for
 * http://) and `no_proxy` / `NO_PROXY`; the lower-case name wins, as in curl. Loopback is never
 * proxied: local servers and tests must stay on this machine.
 */
function proxyRouter(env) {
    const https = readProxy(env, 'https_proxy', 'HTTPS_PROXY');
    const http = readProxy(env, 'http_proxy', 'HTTP_PROXY');
    if (!https && !http)
        return () => DIRECT;
    const bypass = noProxyMatcher(pick(env, 'no_proxy', 'NO_PROXY')?.value ?? '');
    return (url) => {
        const proxy = url.protocol === 'https:' ? https : http;
        if (!proxy)
            return DIRECT;
        const host = hostOf(url);
        const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
        if (isLoopback(host) || bypass(host, port))
            return DIRECT;
        return 'invalid' in proxy ? proxy : { proxy };
    };
}
function pick(env, ...names) {
    for (const name of names) {
        const value = env[name]?.trim();
        if (value)
            return { name, value };
    }
    return undefined;
}
function readProxy(env, ...names) {
    const picked = pick(env, ...names);
    if (!picked)
        return undefined;
    const invalid = {
        invalid: `${picked.name} is not a proxy URL such as http://proxy.example:3128`,
    };
    // Like curl, a bare `host:port` means an http:// proxy.
    const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(picked.value)
        ? picked.value
        : `http://${picked.value}`;
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return invalid;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
        return {
            invalid: `${picked.name} must be an http:// or https:// proxy URL (SOCKS is not supported)`,
        };
    }
    const proxy = {
        protocol: url.protocol,
        host: hostOf(url),
        port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
        variable: picked.name,
    };
    if (url.username || url.password) {
        try {
            const user = decodeURIComponent(url.username);
            const password = decodeURIComponent(url.password);
            proxy.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
        }
        catch {
            return invalid;
        }
    }
    return proxy;
}
/** The URL's host in lower case, without IPv6 brackets or a trailing dot. */
function hostOf(url) {
    return url.hostname
        .replace(/^\[(.*)\]$/, '$1')
        .replace(/\.$/, '')
        .toLowerCase();
}
/** Whether a host name (lower case, without brackets) is this machine. */
function isLoopback(host) {
    if (host === 'localhost' || host.endsWith('.localhost') || host === '::1')
        return true;
    return node_net__WEBPACK_IMPORTED_MODULE_0___default().isIPv4(host) && host.startsWith('127.');
}
/**
 * NO_PROXY as curl reads it: entries split by commas or blanks; `*` alone bypasses every host; a
 * name covers itself and its subdomains (a leading `.` or `*.` changes nothing); an IP address
 * matches only that address, or a range in CIDR notation (`10.0.0.0/8`, `fd00::/8`). An entry
 * with a port (`host:8443`, `[::1]:8443`) is limited to that port, as Go and Node read it.
 */
function noProxyMatcher(value) {
    const rules = value
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((entry) => parseEntry(entry.toLowerCase()))
        .filter((rule) => rule !== undefined);
    return (host, port) => rules.some((rule) => rule(host, port));
}
function parseEntry(entry) {
    if (entry === '*')
        return () => true;
    let host = entry;
    let port;
    const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
    const withPort = /^([^:]+):(\d+)$/.exec(entry);
    if (bracketed) {
        host = bracketed[1] ?? '';
        port = bracketed[2] === undefined ? undefined : Number(bracketed[2]);
    }
    else if (withPort) {
        host = withPort[1] ?? '';
        port = Number(withPort[2]);
    }
    const samePort = (p) => port === undefined || port === p;
    const cidr = /^(.+)\/(\d{1,3})$/.exec(host);
    const address = cidr ? (cidr[1] ?? '') : host;
    const family = node_net__WEBPACK_IMPORTED_MODULE_0___default().isIP(address);
    if (family !== 0) {
        const type = family === 4 ? 'ipv4' : 'ipv6';
        const list = new (node_net__WEBPACK_IMPORTED_MODULE_0___default().BlockList)();
        try {
            if (cidr)
                list.addSubnet(address, Number(cidr[2]), type);
            else
                list.addAddress(address, type);
        }
        catch {
            return undefined; // a prefix longer than the address: matches nothing, as in curl
        }
        return (h, p) => node_net__WEBPACK_IMPORTED_MODULE_0___default().isIP(h) === family && list.check(h, type) && samePort(p);
    }
    if (cidr)
        return undefined;
    const name = host.replace(/^\*?\./, '').replace(/\.$/, '');
    if (!name)
        return undefined;
    // A name never matches an IP address by its tail (`0.1` does not cover 127.0.0.1).
    return (h, p) => node_net__WEBPACK_IMPORTED_MODULE_0___default().isIP(h) === 0 && (h === name || h.endsWith(`.${name}`)) && samePort(p);
}


/***/ }),

/***/ 7018:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ds: () => (/* binding */ isBadInput500),
/* harmony export */   Ho: () => (/* binding */ mayHaveBeenApplied),
/* harmony export */   fB: () => (/* binding */ attemptTimeoutMs),
/* harmony export */   kY: () => (/* binding */ parseWaitSeconds),
/* harmony export */   tE: () => (/* binding */ decideRetry),
/* harmony export */   ur: () => (/* binding */ defaultRetryPolicy)
/* harmony export */ });
/* unused harmony exports isTransient, retryDelayMs */
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _spec_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5);


const defaultRetryPolicy = {
    // `retries`'s default, as the spec declares it: a request given no `retries` setting retries
    // as often as one given the default.
    retries: Number(_spec_values_js__WEBPACK_IMPORTED_MODULE_1__/* .CONNECTION_VALUES */ .kL.retries?.default),
    retries500: 1,
    baseDelayMs: 1_000,
    maxBackoffMs: 20_000,
    maxWaitMs: 90_000,
    budgetMs: 180_000,
    sleep: (ms, signal) => (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms, undefined, { signal }),
    random: Math.random,
    // process.hrtime, not `performance.now()`: the `performance` global loads `perf_hooks` on first
    // use, most of a millisecond of every run.
    now: () => Number(process.hrtime.bigint()) / 1e6,
};
/**
 * How long attempt number `attempt` may take: the whole timeout for the first; for a retried one
 * the smaller of the timeout and what is left of the budget (`spentMs` so far), so that all
 * retrying ends within the budget.
 */
function attemptTimeoutMs(policy, attempt, timeoutMs, spentMs) {
    return attempt === 1 ? timeoutMs : Math.max(1, Math.min(timeoutMs, policy.budgetMs - spentMs));
}
/**
 * The `error` of 500s that the server answers to input it cannot resolve, every time: an
 * unknown or malformed project id or slug, a path segment it cannot look up.
 */
const BAD_INPUT_500_ERRORS = new Set([
    'Failed to find project by id',
    'Failed to find project by slug',
    // The batch write routes' words for an unknown projectSlug (capture
    // secrets-batch-create-err-unknown-project-slug.json): nothing was written.
    'Find project by slug',
    'Find by secret path',
]);
/** Whether a 500's `error` field marks input the server will refuse again. */
function isBadInput500(status, serverError) {
    return status === 500 && serverError !== undefined && BAD_INPUT_500_ERRORS.has(serverError);
}
/**
 * Failures before the request was sent (or read) that the same request would meet again: a name
 * that does not resolve, a TLS certificate refused, a scheme the server does not speak, a proxy that would not forward it (its address, its
 * credentials, its policy (a 4xx to CONNECT), its name or its certificate).
 */
const REFUSED_BEFORE_SENDING = [
    ...['ENOTFOUND', 'CERT', 'CERT_UNTRUSTED', 'CERT_HOSTNAME', 'CERT_EXPIRED', 'CERT_NOT_YET_VALID'],
    // A scheme the server does not speak: a handshake it cannot answer, or a request it cannot read.
    ...['PLAIN_HTTP', 'TLS_SERVER'],
    ...['BAD_PROXY', 'PROXY_AUTH', 'PROXY_REFUSED', 'PROXY_NOT_FOUND', 'PROXY_CERT'],
];
/** Failures without a response that the same request would meet again. */
const NOT_TRANSIENT = new Set([
    ...REFUSED_BEFORE_SENDING,
    ...['BAD_JSON', 'TOO_LARGE'],
    // Bytes something in between changed: the same request gets the same bytes.
    ...['NOT_UTF8', 'ENCODED', 'HEADERS_TOO_LARGE'],
]);
/**
 * Failures without a response where the request surely never reached the server: no connection
 * (refused, unreachable, a name that does not resolve), a TLS certificate refused before anything
 * was sent, a proxy that would not forward it.
 */
const NOT_SENT = new Set([
    ...REFUSED_BEFORE_SENDING,
    ...['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN'],
    // Stopped at the proxy before a tunnel was open: an outage it passes on (a 5xx to CONNECT),
    // a proxy that cannot be reached or did not answer in time.
    ...['PROXY_UPSTREAM', 'PROXY_UNREACHABLE', 'PROXY_TIMEOUT'],
]);
/**
 * Whether the server may have carried out a request whose attempt failed this way. The one place
 * that decides it, for every write and delete:
 * - no: nothing was sent ({@link NOT_SENT}); or an answer refused it before anything was done: a
 *   redirect (not followed), any 4xx (a 429 included: the rate limiter refuses first), a 500 the
 *   server gives for input it cannot resolve;
 * - maybe: any other 5xx (a proxy's 502, 503 or 504 may come after the server behind it acted;
 *   the server's own 500 may come after a commit), a reset, a timeout (one deadline covers
 *   sending and waiting), a body cut short, a 2xx whose body is not the API's JSON.
 * A request that may have been applied is never repeated blind (see {@link isTransient}): the
 * caller settles it by looking at what the server holds.
 */
function mayHaveBeenApplied(failure) {
    const { status, code } = failure;
    if (status === undefined)
        return code === undefined || !NOT_SENT.has(code);
    if (status < 500)
        return false;
    return !failure.badInput;
}
/** Whether the same request, repeated, could meet a different answer. */
function transient(failure) {
    const { status, code } = failure;
    if (status === undefined) {
        // Configuration problems: another attempt gets the same answer (BAD_JSON: a 2xx that is not
        // the API's JSON, e.g. a web page at a wrong `domain`; a cut-short body is TRUNCATED instead).
        return code === undefined || !NOT_TRANSIENT.has(code);
    }
    if (status === 429 || status === 503)
        return true;
    if (failure.badInput)
        return false;
    return status === 500 || status === 502 || status === 504;
}
/**
 * Whether a failure is worth another attempt. `safeToRepeat` is false for requests that change
 * state: those are repeated only when the server surely did not act ({@link mayHaveBeenApplied}:
 * a 429, a refused connection).
 */
function isTransient(failure, safeToRepeat) {
    return transient(failure) && (safeToRepeat || !mayHaveBeenApplied(failure));
}
/**
 * Whether to try again after a failed attempt, and after how long: transient failures only,
 * within the number of retries (fewer for a plain 500, which is often not transient) and the
 * time budget. A pure function of the policy and the state, so it is tested without timers.
 */
function decideRetry(policy, state) {
    const { attempt, failure } = state;
    const limit = failure.status === 500 ? Math.min(policy.retries500, policy.retries) : policy.retries;
    if (attempt > limit || !isTransient(failure, state.safeToRepeat))
        return { retry: false };
    // A server wait longer than one wait may last cannot be honoured: coming back after the
    // capped wait is too early and only earns another refusal, so give up now.
    if (failure.waitSeconds !== undefined && failure.waitSeconds * 1000 > policy.maxWaitMs) {
        return { retry: false };
    }
    const delayMs = retryDelayMs(policy, attempt, failure);
    // The retried attempt needs some of the budget left after the wait: it gets only what is left.
    if (state.spentMs + delayMs >= policy.budgetMs)
        return { retry: false };
    return { retry: true, delayMs };
}
/** Delay before retry number `retry` (1-based): the server's wait plus jitter, or backoff. */
function retryDelayMs(policy, retry, failure) {
    if (failure.waitSeconds !== undefined && failure.waitSeconds >= 0) {
        const wait = failure.waitSeconds * 1000;
        // Spread a matrix of jobs that were all told the same wait, so they do not return together.
        const jitter = policy.random() * Math.min(5_000, Math.max(250, wait * 0.1));
        return Math.min(policy.maxWaitMs, wait + jitter);
    }
    if (failure.status === 429) {
        // Rate limited without being told for how long: windows are a minute, so back off in
        // larger steps (about 5, 10, 20, 30, 30 s) that together outlast one window.
        const ceiling = Math.min(policy.maxBackoffMs * 1.5, policy.baseDelayMs * 5 * 2 ** (retry - 1));
        return Math.min(policy.maxWaitMs, ceiling * (0.75 + 0.25 * policy.random()));
    }
    const ceiling = Math.min(policy.maxBackoffMs, policy.baseDelayMs * 2 ** (retry - 1));
    // "Equal jitter": at least half the backoff, so retries never come back too soon.
    return Math.min(policy.maxWaitMs, ceiling / 2 + policy.random() * (ceiling / 2));
}
/** Reads the server's requested wait from `retry-after` or the 429 message text. */
function parseWaitSeconds(retryAfter, message, now = Date.now) {
    const header = Array.isArray(retryAfter) ? retryAfter[0] : retryAfter;
    if (header !== undefined && header.trim() !== '') {
        const seconds = Number(header.trim());
        if (Number.isFinite(seconds))
            return Math.max(0, seconds);
        const date = Date.parse(header);
        if (!Number.isNaN(date))
            return Math.max(0, Math.ceil((date - now()) / 1000));
    }
    if (message) {
        const match = /try again in (\d+(?:\.\d+)?|an?|one)\s*(second|minute|hour)s?/i.exec(message);
        if (match) {
            const [, count = '', unitName = ''] = match;
            const amount = /^(a|an|one)$/i.test(count) ? 1 : Number(count);
            const unit = unitName.toLowerCase();
            return amount * (unit === 'hour' ? 3600 : unit === 'minute' ? 60 : 1);
        }
    }
    return undefined;
}


/***/ }),

/***/ 773:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vh: () => (/* binding */ MAX_CA_FILE_BYTES),
  wX: () => (/* reexport */ transport/* TransportError */.wX),
  Hc: () => (/* binding */ createHttpsAgent),
  oO: () => (/* binding */ createTransport)
});

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
var external_node_net_default = /*#__PURE__*/__webpack_require__.n(external_node_net_);
// EXTERNAL MODULE: ./src/errors/transport.ts
var transport = __webpack_require__(7570);
;// CONCATENATED MODULE: ./src/api/body.ts

const notUtf8 = () => new transport/* TransportError */.wX('NOT_UTF8', 'the response body is not valid UTF-8');
/**
 * Collects a body with status `status`. With `read` a 2xx body goes to the reader as it arrives,
 * decoded piece by piece (strict UTF-8, characters split between chunks joined), so a large
 * answer is never held whole, as bytes or as text. Otherwise the chunks are kept and decoded
 * at the end.
 */
function collectBody(status, read) {
    const reader = status >= 200 && status < 300 ? read?.() : undefined;
    if (!reader) {
        const chunks = [];
        return {
            add(chunk) {
                chunks.push(chunk);
                return undefined;
            },
            finish() {
                const body = decode(Buffer.concat(chunks), status);
                return body === undefined ? notUtf8() : { body };
            },
        };
    }
    const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    let failed;
    // After the reader fails, the rest is still decoded: a body that is not UTF-8 says so first.
    const feed = (piece) => {
        if (failed || piece === '')
            return;
        try {
            reader.push(piece);
        }
        catch (error) {
            failed = { error };
        }
    };
    return {
        add(chunk) {
            let piece;
            try {
                piece = decoder.decode(chunk, { stream: true });
            }
            catch {
                return notUtf8();
            }
            feed(piece);
            return undefined;
        },
        finish() {
            let piece;
            try {
                piece = decoder.decode();
            }
            catch {
                return notUtf8();
            }
            feed(piece);
            if (failed)
                return { body: '', read: failed };
            try {
                return { body: '', read: { value: reader.end() } };
            }
            catch (error) {
                return { body: '', read: { error } };
            }
        },
    };
}
const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/**
 * The body as text. A 2xx body is decoded strictly (undefined when it is not UTF-8): its values
 * are used as they are, and a replaced byte would change a secret. An error body only feeds a
 * message, so a bad byte there becomes U+FFFD and the status still reaches the user.
 */
function decode(bytes, status) {
    if (status < 200 || status >= 300)
        return bytes.toString('utf8');
    try {
        return strict.decode(bytes);
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/api/proxy.ts
var proxy = __webpack_require__(6844);
;// CONCATENATED MODULE: ./src/api/tunnel.ts


/** The proxy's answer to CONNECT is a few short header lines; more than this is not a proxy. */
const MAX_CONNECT_REPLY = 16 * 1024;
/**
 * The two agent classes, defined on first use: they extend `https.Agent`, and `node:https` (with
 * TLS and crypto) is loaded only by a run that makes an HTTPS request or goes through a proxy. A
 * plain-HTTP run (a server on the local network) never pays for loading it.
 */
function defineAgents() {
    const { Agent } = process.getBuiltinModule('node:https');
    /**
     * An HTTPS agent whose connections are tunnels through a forward proxy (HTTP CONNECT), with
     * TLS to the server inside the tunnel: the certificate checked is the server's, for the
     * server's name, never the proxy's. Pooling and keep-alive are the agent's own, one pool per
     * server. Written by hand so that proxies work the same on every Node version (Node 24's
     * `proxyEnv` does not exist on 20 and 22, and its NO_PROXY does not cover subdomains).
     */
    class TunnelAgent extends Agent {
        #proxy;
        constructor(proxy, options) {
            super(options);
            this.#proxy = proxy;
        }
        createConnection(options, callback) {
            connectThrough(this.#proxy, options, callback);
            return undefined;
        }
    }
    /**
     * An HTTPS agent for code that brings its own HTTP client (the AWS SDK): each connection goes
     * straight to the server or through the proxy the environment names for it (NO_PROXY
     * honoured), with TLS always verified against the agent's CAs, whatever
     * NODE_TLS_REJECT_UNAUTHORIZED says. A tunnel that does not open within `tunnelTimeoutMs` is
     * given up (on an unreferenced timer).
     */
    class RoutingAgent extends Agent {
        #route;
        #tunnelTimeoutMs;
        constructor(route, tunnelTimeoutMs, options) {
            super({ ...options, rejectUnauthorized: true });
            this.#route = route;
            this.#tunnelTimeoutMs = tunnelTimeoutMs;
        }
        createConnection(options, callback) {
            const { host, port } = target(options);
            const url = new URL(`https://${external_node_net_default().isIPv6(host) ? `[${host}]` : host}:${port}`);
            const route = this.#route(url);
            if ('invalid' in route) {
                const error = new transport/* TransportError */.wX('BAD_PROXY', route.invalid, undefined, route.invalid);
                callback?.(error, undefined);
                return undefined;
            }
            if ('direct' in route)
                return super.createConnection(options, callback);
            const { proxy } = route;
            const timeout = new AbortController();
            const note = `the proxy that ${proxy.variable} names did not open a connection in time`;
            const reason = new transport/* TransportError */.wX('PROXY_TIMEOUT', 'no tunnel in time', undefined, note);
            setTimeout(() => timeout.abort(reason), this.#tunnelTimeoutMs).unref();
            connectThrough(proxy, { ...options, tunnelSignal: timeout.signal }, callback);
            return undefined;
        }
    }
    return { TunnelAgent, RoutingAgent };
}
let agents;
/** An agent whose HTTPS connections are tunnels through `proxy` (see `defineAgents`). */
function tunnelAgent(proxy, options) {
    return new (agents ??= defineAgents()).TunnelAgent(proxy, options);
}
/** An agent that routes each HTTPS connection by the environment's proxy settings. */
function routingAgent(route, tunnelTimeoutMs, options) {
    return new (agents ??= defineAgents()).RoutingAgent(route, tunnelTimeoutMs, options);
}
/** The server a connection is for: host without IPv6 brackets, and port. */
function target(options) {
    const host = String(options.hostname ?? options.host ?? '').replace(/^\[(.*)\]$/, '$1');
    return { host, port: Number(options.port) || 443 };
}
/** Opens a tunnel through `proxy` and TLS to the server inside it; calls back with the socket. */
function connectThrough(proxy, options, callback) {
    const { host, port } = target(options);
    openTunnel(proxy, host, port, options).then((socket) => {
        const secure = process.getBuiltinModule('node:tls').connect({
            socket,
            host,
            // No SNI for an IP address; the certificate is then checked against the address.
            ...(external_node_net_default().isIP(host) ? {} : { servername: host }),
            ca: options.ca,
            rejectUnauthorized: true,
        });
        callback?.(null, secure);
    }, 
    // Node's agent reads only the error when there is one.
    (error) => callback?.(error, undefined));
}
/** Connects to the proxy and asks it for a tunnel to host:port; resolves with the open socket. */
function openTunnel(proxy, host, port, options) {
    const authority = `${external_node_net_default().isIPv6(host) ? `[${host}]` : host}:${port}`;
    const socket = proxy.protocol === 'https:'
        ? process.getBuiltinModule('node:tls').connect({
            host: proxy.host,
            port: proxy.port,
            ...(external_node_net_default().isIP(proxy.host) ? {} : { servername: proxy.host }),
            ca: options.ca,
            rejectUnauthorized: true,
            lookup: options.lookup,
        })
        : external_node_net_default().connect({ host: proxy.host, port: proxy.port, lookup: options.lookup });
    const signal = options.tunnelSignal;
    return new Promise((resolve, reject) => {
        let received = Buffer.alloc(0);
        const done = () => {
            signal?.removeEventListener('abort', onAbort);
            socket.removeListener('data', onData);
            socket.removeListener('error', onError);
            socket.removeListener('close', onClose);
        };
        function fail(error) {
            done();
            socket.destroy();
            reject(error);
        }
        function onAbort() {
            const reason = signal?.reason;
            fail(reason instanceof transport/* TransportError */.wX
                ? reason
                : new transport/* TransportError */.wX('ABORTED', 'the request ended before the tunnel was open'));
        }
        function onError(error) {
            fail((0,transport/* toProxyError */.iv)(error, proxy.variable));
        }
        function onClose() {
            fail(new transport/* TransportError */.wX('PROXY_UNREACHABLE', 'the proxy closed the connection before answering', undefined, `the proxy that ${proxy.variable} names closed the connection before answering CONNECT`));
        }
        function onData(chunk) {
            received = Buffer.concat([received, chunk]);
            const end = received.indexOf('\r\n\r\n');
            if (end < 0) {
                if (received.length > MAX_CONNECT_REPLY)
                    fail(refused(undefined));
                return;
            }
            const status = /^HTTP\/1\.[01] (\d{3})/.exec(received.subarray(0, end).toString('latin1'));
            const code = Number(status?.[1]);
            if (code >= 200 && code < 300) {
                done();
                socket.pause();
                // Bytes after the answer already belong to the server's TLS handshake.
                const rest = received.subarray(end + 4);
                if (rest.length > 0)
                    socket.unshift(rest);
                resolve(socket);
            }
            else if (code === 407) {
                fail(new transport/* TransportError */.wX('PROXY_AUTH', 'the proxy asked for credentials (HTTP 407) to open the tunnel'));
            }
            else {
                fail(refused(status ? code : undefined));
            }
        }
        socket.on('data', onData);
        socket.on('error', onError);
        socket.on('close', onClose);
        if (signal?.aborted)
            onAbort();
        else
            signal?.addEventListener('abort', onAbort, { once: true });
        socket.once(proxy.protocol === 'https:' ? 'secureConnect' : 'connect', () => {
            const authorization = proxy.authorization
                ? `Proxy-Authorization: ${proxy.authorization}\r\n`
                : '';
            socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n${authorization}\r\n`);
        });
    });
}
/**
 * A CONNECT that did not open a tunnel: a 5xx says the proxy could not reach the server (worth
 * another attempt); a 4xx is its policy, and anything else is not a proxy's answer (final).
 */
function refused(status) {
    const what = status
        ? `the proxy answered CONNECT with HTTP ${status}`
        : 'the proxy sent no HTTP answer to CONNECT';
    const code = status !== undefined && status >= 500 ? 'PROXY_UPSTREAM' : 'PROXY_REFUSED';
    return new transport/* TransportError */.wX(code, what, undefined, what);
}

// EXTERNAL MODULE: ./src/runner/small-file.ts
var small_file = __webpack_require__(8640);
;// CONCATENATED MODULE: ./src/api/transport.ts







/**
 * Largest CA file read (`ca-certificate`, and NODE_EXTRA_CA_CERTS on Node 20): a bundle of every
 * public root is about 220 KiB.
 */
const MAX_CA_FILE_BYTES = 1024 * 1024;

/**
 * Node's own HTTP stack with keep-alive agents, so every call after the first reuses its
 * connection. Proxies come from the environment and work the same on every Node version: https://
 * requests are tunnelled with CONNECT (TLS checked end to end with the server), http:// requests
 * are sent to the proxy in absolute form; NO_PROXY is matched as curl does and loopback is never
 * proxied. Redirects are never followed, so credentials can never be sent to another host.
 */
function createTransport(options = {}) {
    const env = options.env ?? process.env;
    const ca = options.caCertificates ? trustedCertificates(options.caCertificates, env) : undefined;
    // Explicit, so that NODE_TLS_REJECT_UNAUTHORIZED=0 in a job's environment (set for some other
    // tool) cannot turn certificate checks off: a private CA goes in `ca-certificate`.
    const tlsOptions = { keepAlive: true, rejectUnauthorized: true, ...(ca ? { ca } : {}) };
    const tunnels = new Map();
    let httpsAgent;
    // Host names resolved another way than the early connection's: it is not used.
    const early = options.lookup ? undefined : options.early;
    const context = {
        env,
        route: (0,proxy/* proxyRouter */.eH)(env),
        maxBytes: options.maxResponseBytes ?? transport/* MAX_RESPONSE_BYTES */.nB,
        lookup: options.lookup,
        http: adopting(new (external_node_http_default()).Agent({ keepAlive: true }), 'http:', early),
        https: () => (httpsAgent ??= adopting(new (process.getBuiltinModule('node:https').Agent)(tlsOptions), 'https:', early)),
        tunnel: (proxy) => {
            let agent = tunnels.get(proxy);
            if (!agent)
                tunnels.set(proxy, (agent = tunnelAgent(proxy, tlsOptions)));
            return agent;
        },
    };
    return (request) => send(request, context);
}
/**
 * The agent, whose first connection to the early connection's destination is that connection,
 * once connected: as it is for HTTP, with TLS made over it (the agent's own options: CA, name,
 * checks) for HTTPS. A request through a proxy in absolute form uses these agents too, but never
 * meets an early connection: none is opened when a proxy variable is set (the same four names the
 * proxy router reads), and its connection goes to the proxy's host and port besides.
 */
function adopting(agent, protocol, early) {
    if (!early)
        return agent;
    const create = agent.createConnection.bind(agent);
    agent.createConnection = (options, callback) => {
        // The agent takes a connection that comes later through its callback (it always gives one).
        const taken = callback &&
            early.take({
                protocol,
                host: String(options.host ?? options.hostname ?? ''),
                port: Number(options.port),
            });
        if (!taken)
            return create(options, callback);
        taken.then((socket) => {
            let stream;
            try {
                stream = protocol === 'https:' ? create({ ...options, socket }) : socket;
            }
            catch (error) {
                socket.destroy();
                callback(error, undefined);
                return;
            }
            if (stream)
                callback(null, stream);
        }, (error) => callback(error, undefined));
        return undefined;
    };
    return agent;
}
/**
 * An HTTPS agent with the transport's promises, for a library that makes its own requests (the
 * AWS SDK's STS calls): TLS always verified (NODE_TLS_REJECT_UNAUTHORIZED=0 ignored), the CA of
 * `caCertificates` trusted besides Node's, and the proxy of HTTPS_PROXY / NO_PROXY. A tunnel
 * that has not opened after `timeoutMs` is given up.
 */
function createHttpsAgent(options) {
    const env = options.env ?? process.env;
    const ca = options.caCertificates ? trustedCertificates(options.caCertificates, env) : undefined;
    return routingAgent((0,proxy/* proxyRouter */.eH)(env), options.timeoutMs, {
        keepAlive: true,
        ...(ca ? { ca } : {}),
        ...(options.lookup ? { lookup: options.lookup } : {}),
    });
}
/**
 * What Node trusts by default, plus `pem`: passing `ca` replaces Node's list, so the list is
 * rebuilt whole. Node 22.15+ and 24 give it (`getCACertificates('default')`: the bundled roots
 * and NODE_EXTRA_CA_CERTS); on Node 20 it is the bundled roots and the certificates of the file
 * NODE_EXTRA_CA_CERTS names, read here as Node reads it at start-up.
 */
function trustedCertificates(pem, env) {
    const tls = process.getBuiltinModule('node:tls');
    const getter = tls.getCACertificates;
    const defaults = getter
        ? getter('default')
        : [...tls.rootCertificates, ...extraCertificates(env.NODE_EXTRA_CA_CERTS)];
    return [...defaults, pem];
}
/** The certificates of the NODE_EXTRA_CA_CERTS file; none when it cannot be read (Node warns). */
function extraCertificates(file) {
    if (!file)
        return [];
    let text;
    try {
        text = (0,small_file/* readSmallFile */.EW)(file, MAX_CA_FILE_BYTES, { followLinks: true }).toString('utf8');
    }
    catch {
        return [];
    }
    return text.match(/-----BEGIN CERTIFICATE-----[^-]+-----END CERTIFICATE-----/g) ?? [];
}
/** `node:https`, loaded by the first request that needs it. */
const httpsModule = () => process.getBuiltinModule('node:https');
function plan(request, context, tunnelSignal) {
    const { url } = request;
    const isHttps = url.protocol === 'https:';
    const route = context.route(url);
    if ('invalid' in route) {
        return new transport/* TransportError */.wX('BAD_PROXY', route.invalid, undefined, route.invalid);
    }
    const lookup = context.lookup ? { lookup: context.lookup } : {};
    if ('direct' in route) {
        return isHttps
            ? { lib: httpsModule(), url, options: { agent: context.https(), ...lookup } }
            : { lib: (external_node_http_default()), url, options: { agent: context.http, ...lookup } };
    }
    const { proxy } = route;
    if (isHttps) {
        const options = {
            agent: context.tunnel(proxy),
            tunnelSignal,
            ...lookup,
        };
        return { lib: httpsModule(), url, options, proxy, tunnel: true };
    }
    // Absolute form to the proxy; the URL is rebuilt so that no user:password in it is sent.
    const headers = { host: url.host };
    if (proxy.authorization)
        headers['proxy-authorization'] = proxy.authorization;
    const secure = proxy.protocol === 'https:';
    return {
        lib: secure ? httpsModule() : (external_node_http_default()),
        headers,
        proxy,
        options: {
            protocol: proxy.protocol,
            host: proxy.host,
            port: proxy.port,
            path: `${url.protocol}//${url.host}${url.pathname}${url.search}`,
            agent: secure ? context.https() : context.http,
            // TLS is with the proxy: its certificate is checked for the proxy's name. Node would take
            // the name from the Host header, the server's (`''` for an address: no SNI, and the check
            // is against the address).
            ...(secure ? { servername: (0,external_node_net_.isIP)(proxy.host) ? '' : proxy.host } : {}),
            ...lookup,
        },
    };
}
function send(request, context) {
    // Ends whatever this request still has open (a tunnel being opened for it) when it ends.
    const ended = new AbortController();
    const planned = plan(request, context, ended.signal);
    if (planned instanceof transport/* TransportError */.wX)
        return Promise.reject(planned);
    const { lib, url, options, proxy } = planned;
    const viaProxy = url === undefined;
    return new Promise((resolve, reject) => {
        let settled = false;
        // Until the proxy has given a connection (a tunnel, or a connected socket for absolute
        // form), a failure is the proxy's: it names the proxy's variable, and nothing was sent.
        let atProxy = proxy !== undefined;
        const abandon = () => fail(new transport/* TransportError */.wX('ABORTED', 'request abandoned'));
        const fail = (error) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            request.signal?.removeEventListener('abort', abandon);
            ended.abort();
            req.destroy();
            reject(error);
        };
        // `identity`: without it a proxy may compress (no accept-encoding allows any coding); the
        // API sends none, and docs/DEPENDENCIES.md says why none is asked for.
        const headers = {
            'accept-encoding': 'identity',
            ...request.headers,
            ...planned.headers,
        };
        if (request.body !== undefined)
            headers['content-length'] = String(Buffer.byteLength(request.body));
        const requestOptions = { ...options, method: request.method, headers };
        const req = url ? lib.request(url, requestOptions) : lib.request(requestOptions);
        // One deadline for the whole exchange: proxy, connect, headers and body.
        const timer = setTimeout(() => {
            const message = `no response within ${request.timeoutMs} ms`;
            if (!atProxy || !proxy)
                fail(new transport/* TransportError */.wX('ETIMEDOUT', message));
            else {
                const note = `the proxy that ${proxy.variable} names did not open a connection in time`;
                fail(new transport/* TransportError */.wX('PROXY_TIMEOUT', message, undefined, note));
            }
        }, request.timeoutMs);
        if (proxy) {
            req.on('socket', (socket) => {
                // A tunnel is handed over open; a socket to the proxy once it is connected.
                if (planned.tunnel || req.reusedSocket)
                    atProxy = false;
                else {
                    const event = 'encrypted' in socket ? 'secureConnect' : 'connect';
                    socket.once(event, () => (atProxy = false));
                }
            });
        }
        req.on('error', (error) => {
            if (atProxy && proxy)
                return fail((0,transport/* toProxyError */.iv)(error, proxy.variable));
            const failure = (0,transport/* toTransportError */.fh)(error, context, url);
            // An http:// request that a server closed without a word: a TLS server does that. Asked
            // once, without the request: a handshake tells it, and then no retry can help.
            if (url?.protocol !== 'http:' || proxy || failure.code !== 'ECONNRESET' || settled) {
                return fail(failure);
            }
            void speaksTls(url, Math.min(PROBE_MS, request.timeoutMs), context.lookup).then((tls) => fail(tls ? (0,transport/* wrongScheme */.rz)(url, error) : failure));
        });
        if (request.signal?.aborted)
            abandon();
        else
            request.signal?.addEventListener('abort', abandon, { once: true });
        req.on('response', (res) => {
            if (viaProxy && res.statusCode === 407) {
                fail(new transport/* TransportError */.wX('PROXY_AUTH', 'the proxy asked for credentials (HTTP 407)'));
                return;
            }
            const tooLarge = () => new transport/* TransportError */.wX('TOO_LARGE', `the response was larger than ${size(context.maxBytes)}`);
            // Refuse early what announces itself as too large; count the rest as it arrives.
            if (Number(res.headers['content-length']) > context.maxBytes) {
                fail(tooLarge());
                return;
            }
            // Asked for none (see `send`): a coding here was added by something in between, and the
            // bytes are not the API's answer as it is.
            const coding = res.headers['content-encoding']?.trim().toLowerCase();
            if (coding && coding !== 'identity') {
                const note = `content-encoding: ${coding.slice(0, 40)}, though the request asked for none (a proxy in between changes answers)`;
                fail(new transport/* TransportError */.wX('ENCODED', `content-encoding ${coding}`, undefined, note));
                return;
            }
            const status = res.statusCode ?? 0;
            const body = collectBody(status, request.read);
            let received = 0;
            res.on('data', (chunk) => {
                if (settled)
                    return;
                received += chunk.length;
                const error = received > context.maxBytes ? tooLarge() : body.add(chunk);
                if (error)
                    fail(error);
            });
            res.on('error', (error) => fail((0,transport/* toTransportError */.fh)(error, context)));
            res.on('aborted', () => fail(new transport/* TransportError */.wX('TRUNCATED', 'response body cut short')));
            res.on('end', () => {
                if (settled)
                    return;
                if (!res.complete) {
                    fail(new transport/* TransportError */.wX('TRUNCATED', 'response body cut short'));
                    return;
                }
                const whole = body.finish();
                if (whole instanceof transport/* TransportError */.wX) {
                    fail(whole);
                    return;
                }
                settled = true;
                clearTimeout(timer);
                request.signal?.removeEventListener('abort', abandon);
                resolve({ status, headers: res.headers, ...whole });
            });
        });
        req.end(request.body);
    });
}
/** How long the handshake that tells a TLS server may take. */
const PROBE_MS = 3_000;
/**
 * Whether the server at `url`'s host and port speaks TLS: it answered a handshake (with any
 * certificate: a refused one is TLS too). Nothing but the handshake is sent.
 */
function speaksTls(url, timeoutMs, lookup) {
    return new Promise((resolve) => {
        const socket = process.getBuiltinModule('node:tls').connect({
            host: url.hostname.replace(/^\[|\]$/g, ''),
            port: Number(url.port || 80),
            ...((0,external_node_net_.isIP)(url.hostname) ? {} : { servername: url.hostname }),
            ...(lookup ? { lookup } : {}),
        });
        const done = (tls) => {
            clearTimeout(timer);
            socket.destroy();
            resolve(tls);
        };
        const timer = setTimeout(() => done(false), timeoutMs);
        socket.once('secureConnect', () => done(true));
        socket.once('error', (error) => done((0,transport/* toTransportError */.fh)(error, { env: {} }).code.startsWith('CERT')));
    });
}
function size(bytes) {
    const mib = bytes / (1024 * 1024);
    return Number.isInteger(mib) ? `${mib} MiB` : `${bytes} bytes`;
}


/***/ }),

/***/ 8389:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ USER_AGENT)
/* harmony export */ });
/* harmony import */ var _spec_values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5);

/** Sent with every request: the product and its version. */
const USER_AGENT = `infisical-secrets-action/${_spec_values_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSION */ .xv}`;


/***/ }),

/***/ 1256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MA: () => (/* binding */ AUTH_METHODS),
  Qm: () => (/* binding */ METHOD_CALLS),
  QF: () => (/* binding */ authenticate),
  jN: () => (/* binding */ chooseMethod),
  TO: () => (/* binding */ chosenByOf),
  Qy: () => (/* binding */ methodLabel),
  L1: () => (/* binding */ readCredentials)
});

// EXTERNAL MODULE: ./src/api/endpoint.ts
var endpoint = __webpack_require__(7959);
// EXTERNAL MODULE: ./src/errors/words.ts
var words = __webpack_require__(5570);
// EXTERNAL MODULE: ./src/api/endpoints/tokens.ts
var tokens = __webpack_require__(3763);
// EXTERNAL MODULE: ./src/errors/input.ts
var input = __webpack_require__(4011);
;// CONCATENATED MODULE: ./src/auth/method.ts




/** Declares a login method, keeping its name as a literal type (`AuthMethod` is made of them). */
const loginMethod = (method) => method;
/** A login's endpoint: a POST of `body` to `path`, answered with an access token. */
const loginEndpoint = (described) => (0,endpoint/* endpoint */.sR)({
    kind: described.kind,
    label: described.label,
    // A login only mints another short-lived token.
    login: true,
    safeToRepeat: true,
    generations: [
        { route: (body) => ({ method: 'POST', path: described.path, body }), answer: tokens/* accessToken */.a },
    ],
    hints: described.hints,
});
/** The session of a login: its token, masked at once, is the action's own to revoke. */
async function loggedIn(login, mask) {
    const { accessToken } = await login;
    mask(accessToken);
    return { accessToken, obtained: true };
}
/** `identity-id`, which every login by a machine identity's id needs: one error without it. */
function requireIdentityId(read, method, auth) {
    const identityId = read('identity-id');
    if (!identityId) {
        throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* ref */.KR)('method', method)} needs ${(0,words/* ref */.KR)('identity-id')}, the id of the machine identity with ${auth} auth configured.`);
    }
    return identityId;
}
/** The hint for a login whose identity the server did not find. */
const checkIdentityId = (auth) => (0,words/* words */.aL) `Check ${(0,words/* ref */.KR)('identity-id')}: it must be the id (a UUID) of a machine identity with ${auth} auth configured.`;
/** What a request to a cloud VM's metadata server takes of the login's dependencies. */
const metadataDeps = (deps) => ({
    env: deps.env,
    timeoutMs: deps.timeoutMs,
    retry: deps.retry,
    onRetry: deps.onRetry,
    mask: deps.mask,
    debug: deps.debug,
});

;// CONCATENATED MODULE: ./src/auth/methods/aws-iam.ts
/**
 * `method: aws-iam`: the job's AWS credentials, found as the AWS SDK's default chain finds them,
 * prove who the job is by a signed STS `GetCallerIdentity` request.
 */



const login = loginEndpoint({
    kind: 'login:aws-iam',
    label: 'AWS IAM login',
    path: '/api/v1/auth/aws-auth/login',
    hints: [
        { before: 'access', status: [404, 500], hint: checkIdentityId('AWS') },
        {
            before: 'access',
            text: /region/i,
            hint: (0,words/* byAdapter */.hh)('Set `aws-region` of aws-actions/configure-aws-credentials (or AWS_REGION) to a region such as us-east-1.', 'Set AWS_REGION (or AWS_DEFAULT_REGION) to a region such as us-east-1.'),
        },
        {
            before: 'access',
            text: /account|principal/i,
            hint: "The identity's AWS auth does not accept these AWS credentials: compare its allowed account ids and principal ARNs with the role or user the job's credentials belong to.",
        },
        {
            before: 'access',
            status: [401, 403],
            hint: (0,words/* words */.aL) `AWS did not accept the signed request: check that the job's AWS credentials are current (${(0,words/* byAdapter */.hh)('one aws-actions/configure-aws-credentials step', 'the AWS variables or profile')}, or the runner's role), and check the runner clock.`,
        },
    ],
});
/**
 * Where the AWS credentials come from, by the source that failed. Their hints go before every
 * shared one: those would match their failures (no HTTP status) too.
 */
const awsCalls = {
    credentials: (0,endpoint/* call */.T1)({
        kind: 'aws:credentials',
        label: 'find AWS credentials',
        hints: [
            {
                before: 'transport',
                codes: ['NO_CREDENTIALS'],
                hint: (0,words/* byAdapter */.hh)('Run aws-actions/configure-aws-credentials before this step (with `role-to-assume` or access keys), or give the runner AWS credentials of its own: an EC2 instance profile, an IAM role for its Kubernetes service account (EKS IRSA), an ECS task role, or AWS_PROFILE naming a profile in the shared config files.', "Give the job AWS credentials: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (with AWS_SESSION_TOKEN for temporary ones), a web identity token (AWS_WEB_IDENTITY_TOKEN_FILE and AWS_ROLE_ARN), AWS_PROFILE naming a profile in the shared config files, or the machine's own: an EC2 instance profile, an IAM role for its Kubernetes service account (EKS IRSA), an ECS task role."),
            },
            {
                before: 'transport',
                hint: "Check the job's AWS configuration: the variables and files named above.",
            },
        ],
    }),
    profile: (0,endpoint/* call */.T1)({
        kind: 'aws:profile',
        label: 'get AWS credentials with the AWS profile',
        hints: [
            {
                before: 'transport',
                hint: 'Check the profile (AWS_PROFILE, or `default`) in the shared config and credentials files (AWS_CONFIG_FILE, AWS_SHARED_CREDENTIALS_FILE): static keys, or `role_arn` with `source_profile` or `credential_source`, and that the source may assume the role.',
            },
        ],
    }),
    webIdentity: (0,endpoint/* call */.T1)({
        kind: 'aws:web-identity',
        label: 'get AWS credentials with the web identity token (STS AssumeRoleWithWebIdentity)',
        hints: [
            {
                before: 'transport',
                text: /InvalidIdentityToken|ExpiredToken|IDPRejectedClaim/,
                hint: "STS did not accept the token in AWS_WEB_IDENTITY_TOKEN_FILE: the role's trust policy must name its issuer (the cluster's OIDC provider, registered in IAM) and audience (sts.amazonaws.com), and the token must be current.",
            },
            {
                before: 'transport',
                text: /AccessDenied/,
                hint: "The role in AWS_ROLE_ARN does not let this identity assume it: its trust policy must allow sts:AssumeRoleWithWebIdentity for the token's subject (for EKS, system:serviceaccount:<namespace>:<service account>).",
            },
            {
                before: 'transport',
                hint: 'Check AWS_WEB_IDENTITY_TOKEN_FILE (a readable token file, as EKS mounts it for IRSA) and AWS_ROLE_ARN, and that the runner reaches STS (AWS_REGION, AWS_ENDPOINT_URL_STS, a proxy).',
            },
        ],
    }),
    container: (0,endpoint/* call */.T1)({
        kind: 'aws:container',
        label: 'get AWS credentials from the container credentials endpoint',
        hints: [
            {
                before: 'transport',
                hint: 'Check AWS_CONTAINER_CREDENTIALS_FULL_URI or AWS_CONTAINER_CREDENTIALS_RELATIVE_URI and the authorization token: the ECS task (or EKS pod identity) needs a role, and a full URI must be on loopback or the container credentials address.',
            },
        ],
    }),
};
const awsIam = loginMethod({
    name: 'aws-iam',
    label: 'AWS IAM',
    inputs: ['identity-id'],
    calls: [login, ...Object.values(awsCalls)],
    // The AWS credentials come from the environment, read when logging in.
    read: ({ read }) => ({ identityId: requireIdentityId(read, 'aws-iam', 'AWS') }),
    async login(credentials, deps) {
        // Found as the AWS SDK's default chain finds them, masked at once. Signed locally: only the
        // signed request leaves the runner, never the secret key. This code is a chunk of its own
        // in the bundle, read only on this path (and the AWS SDK another, read only when needed).
        const [{ findAwsCredentials }, { signGetCallerIdentity }] = await Promise.all([
            __webpack_require__.e(/* import() */ 80).then(__webpack_require__.bind(__webpack_require__, 4080)),
            __webpack_require__.e(/* import() */ 864).then(__webpack_require__.bind(__webpack_require__, 6864)),
        ]);
        const aws = await findAwsCredentials({
            calls: awsCalls,
            env: deps.env,
            mask: deps.mask,
            timeoutMs: deps.timeoutMs,
            caCertificate: deps.caCertificate,
            debug: deps.debug,
            warning: deps.warning,
        });
        const signed = signGetCallerIdentity(aws.credentials, aws.region, new Date((deps.now ?? Date.now)()));
        return loggedIn(deps.client.call(login, { identityId: credentials.identityId, ...signed }), deps.mask);
    },
});

// EXTERNAL MODULE: ./src/api/ids.ts
var ids = __webpack_require__(7958);
;// CONCATENATED MODULE: ./src/auth/methods/azure.ts
/** `method: azure`: the managed identity of the runner's Azure VM. */





const azure_login = loginEndpoint({
    kind: 'login:azure',
    label: 'Azure login',
    path: '/api/v1/auth/azure-auth/login',
    hints: [
        { before: 'access', status: [404], hint: checkIdentityId('Azure') },
        {
            before: 'access',
            status: [500],
            hint: (0,words/* words */.aL) `Check ${(0,words/* ref */.KR)('identity-id')} (the UUID of a machine identity with Azure auth); if it is right, the server could not check the token (it fetches the tenant's signing keys from login.microsoftonline.com).`,
        },
        {
            before: 'access',
            text: /audience/i,
            hint: (0,words/* words */.aL) `The token's audience is ${(0,words/* ref */.KR)('azure-resource')}: set it to the resource configured on the identity's Azure auth (the server's message names it).`,
        },
        {
            before: 'access',
            text: /issuer|tenant/i,
            hint: "The VM's managed identity belongs to another Microsoft Entra tenant than the one configured on the identity's Azure auth: set the tenant id there to the VM's tenant.",
        },
        {
            before: 'access',
            text: /service principal/i,
            hint: "Add the managed identity's object (principal) id, named in the message, to the allowed service principal ids of the identity's Azure auth.",
        },
        {
            before: 'access',
            status: [401, 403],
            hint: "The server did not accept the managed identity token: check the tenant id configured on the identity's Azure auth, and re-run the job (the token may have expired).",
        },
    ],
});
/**
 * The VM's token from the instance metadata service. Its hints go before every shared one: those
 * would match its failures (no HTTP status) too.
 */
const vmToken = (0,endpoint/* call */.T1)({
    kind: 'azure:token',
    label: "request the VM's managed identity token from the Azure instance metadata service",
    hints: [
        {
            before: 'transport',
            status: ['network'],
            hint: "Run the job on an Azure VM or scale set runner with a managed identity (a runner in a container must reach 169.254.169.254), or set AZURE_POD_IDENTITY_AUTHORITY_HOST to the identity endpoint's address.",
        },
        {
            before: 'transport',
            status: [400],
            text: /identity not found/i,
            hint: (0,words/* words */.aL) `The VM has no managed identity (or none with ${(0,words/* ref */.KR)('azure-client-id')}): turn on the VM's system-assigned identity, or attach the user-assigned one and set ${(0,words/* ref */.KR)('azure-client-id')} to its client id.`,
        },
        {
            before: 'transport',
            status: [400],
            text: /invalid_resource|AADSTS500011|AADSTS50001\b/,
            hint: (0,words/* words */.aL) `Set ${(0,words/* ref */.KR)('azure-resource')} to the resource configured on the identity's Azure auth (https://management.azure.com/ unless you changed it): the VM's tenant has no resource by that name.`,
        },
        {
            before: 'transport',
            status: [404, 408, 410, 429, 'server'],
            hint: (0,words/* words */.aL) `The instance metadata service is busy or updating: re-run the job, or raise ${(0,words/* ref */.KR)('retries')}.`,
        },
        {
            before: 'transport',
            hint: (0,words/* words */.aL) `Check ${(0,words/* ref */.KR)('azure-resource')} and ${(0,words/* ref */.KR)('azure-client-id')}, and that the VM has a managed identity (AZURE_POD_IDENTITY_AUTHORITY_HOST, when set, must be the identity endpoint's address).`,
        },
    ],
});
const azure = loginMethod({
    name: 'azure',
    label: 'Azure managed identity',
    inputs: ['identity-id', 'azure-resource', 'azure-client-id'],
    calls: [azure_login, vmToken],
    // The token comes from the VM's instance metadata, asked for when logging in.
    read({ read }) {
        const identityId = requireIdentityId(read, 'azure', 'Azure');
        const clientId = read('azure-client-id') || undefined;
        // A client id of Microsoft Entra ID is a GUID: the form of an API id.
        if (clientId !== undefined && !(0,ids/* isUuid */.O)(clientId)) {
            throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* ref */.KR)('azure-client-id')} must be the client id (a GUID) of a user-assigned managed identity attached to the VM; leave it empty for the VM's system-assigned identity.`);
        }
        return {
            identityId,
            /** The resource (audience) to ask the instance metadata service a token for. */
            resource: read('azure-resource'),
            /** Client id of a user-assigned managed identity; the system-assigned one without it. */
            clientId,
        };
    },
    async login(credentials, deps) {
        // Asked directly (never through a proxy), masked as it arrives, retried like the GitHub OIDC
        // token request. The code of the cloud VMs' logins is a chunk of its own, read only here.
        const { requestAzureToken } = await __webpack_require__.e(/* import() */ 684).then(__webpack_require__.bind(__webpack_require__, 2684));
        const jwt = await requestAzureToken({
            ...metadataDeps(deps),
            call: vmToken,
            resource: credentials.resource,
            clientId: credentials.clientId,
        });
        return loggedIn(deps.client.call(azure_login, { identityId: credentials.identityId, jwt }), deps.mask);
    },
});

;// CONCATENATED MODULE: ./src/auth/methods/gcp-id-token.ts
/** `method: gcp-id-token`: the service account of the runner's Compute Engine VM (or GKE node). */



const gcp_id_token_login = loginEndpoint({
    kind: 'login:gcp-id-token',
    label: 'GCP ID token login',
    path: '/api/v1/auth/gcp-auth/login',
    hints: [
        {
            before: 'access',
            status: [404],
            hint: (0,words/* words */.aL) `Check ${(0,words/* ref */.KR)('identity-id')}: it must be the id (a UUID) of a machine identity with GCP auth (type ID token) configured.`,
        },
        {
            before: 'access',
            status: [500],
            hint: (0,words/* words */.aL) `Check ${(0,words/* ref */.KR)('identity-id')} (the UUID of a machine identity with GCP auth); if it is right, the server refused the ID token without saying why: it answers 500 for an expired token, one for another audience, or when it cannot fetch Google's certificates (see the server's log).`,
        },
        {
            before: 'access',
            text: /service account identifier|IAM token/i,
            hint: (0,words/* words */.aL) `The identity's GCP auth is of type IAM, which takes a signed service-account JWT: ${(0,words/* ref */.KR)('method', 'gcp-id-token')} needs GCP auth of type ID token (GCE).`,
        },
        {
            before: 'access',
            text: /service account not allowed/i,
            hint: "Add the VM's service account (its e-mail) to the allowed service accounts of the identity's GCP auth, or run the VM as one of them.",
        },
        {
            before: 'access',
            text: /project not allowed/i,
            hint: "Add the VM's project id to the allowed projects of the identity's GCP auth.",
        },
        {
            before: 'access',
            text: /zone not allowed/i,
            hint: "Add the VM's zone to the allowed zones of the identity's GCP auth.",
        },
        {
            before: 'access',
            status: [401, 403],
            hint: "The server did not accept the VM's ID token: compare the identity's GCP auth (type ID token, allowed service accounts, projects and zones) with this VM.",
        },
    ],
});
/**
 * The VM's ID token from the metadata server. Its hints go before every shared one: those would
 * match its failures (no HTTP status) too.
 */
const gcp_id_token_vmToken = (0,endpoint/* call */.T1)({
    kind: 'gcp:id-token',
    label: "request the VM's service account ID token from the GCP metadata server",
    hints: [
        {
            before: 'transport',
            status: ['network'],
            hint: "Run the job on a Compute Engine VM (or GKE node) runner with a service account, or set GCE_METADATA_HOST to the metadata server's host:port.",
        },
        {
            before: 'transport',
            codes: ['NOT_METADATA'],
            hint: 'Check GCE_METADATA_HOST (and GCE_METADATA_IP): they must name the metadata server, or be unset on a Compute Engine VM.',
        },
        {
            before: 'transport',
            status: [404],
            hint: "Attach a service account to the VM (or its instance template); on GKE with Workload Identity, bind the pod's Kubernetes service account to a Google service account.",
        },
        {
            before: 'transport',
            status: [429, 'server'],
            hint: (0,words/* words */.aL) `The metadata server is busy or failing: re-run the job, or raise ${(0,words/* ref */.KR)('retries')}.`,
        },
        {
            before: 'transport',
            hint: "Check that the runner is a Compute Engine VM with a service account (GCE_METADATA_HOST, when set, must be the metadata server's host:port).",
        },
    ],
});
const gcpIdToken = loginMethod({
    name: 'gcp-id-token',
    label: 'GCP ID token',
    inputs: ['identity-id'],
    calls: [gcp_id_token_login, gcp_id_token_vmToken],
    // The token comes from the VM's metadata server, asked for when logging in.
    read: ({ read }) => ({ identityId: requireIdentityId(read, 'gcp-id-token', 'GCP (ID token)') }),
    async login({ identityId }, deps) {
        // Asked directly (never through a proxy), masked as it arrives, retried like the GitHub OIDC
        // token request; its audience is the identity. The code of the cloud VMs' logins is a chunk
        // of its own, read only here.
        const { requestGcpIdToken } = await __webpack_require__.e(/* import() */ 684).then(__webpack_require__.bind(__webpack_require__, 2684));
        const jwt = await requestGcpIdToken({
            ...metadataDeps(deps),
            call: gcp_id_token_vmToken,
            audience: identityId,
        });
        return loggedIn(deps.client.call(gcp_id_token_login, { identityId, jwt }), deps.mask);
    },
});

;// CONCATENATED MODULE: ./src/auth/methods/jwt.ts
/** `method: jwt`: a JWT from another identity provider (another CI's OIDC token, say). */



const jwt_login = loginEndpoint({
    kind: 'login:jwt',
    label: 'JWT login',
    path: '/api/v1/auth/jwt-auth/login',
    hints: [
        { before: 'access', status: [404, 500], hint: checkIdentityId('JWT') },
        {
            before: 'access',
            text: /issuer/i,
            hint: "The JWT's issuer (`iss`) is not the bound issuer of the identity's JWT auth: compare them.",
        },
        {
            before: 'access',
            text: /audience/i,
            hint: "The JWT's audience (`aud`) is not one of the bound audiences of the identity's JWT auth: issue the token for that audience, or change the bound audiences.",
        },
        {
            before: 'access',
            text: /subject/i,
            hint: "The JWT's subject (`sub`) does not match the bound subject of the identity's JWT auth: compare them.",
        },
        {
            before: 'access',
            text: /claim mismatch|has no \S+ field/i,
            hint: "The JWT's claims do not match the bound claims of the identity's JWT auth: compare the claim the server names.",
        },
        {
            before: 'access',
            status: [401],
            hint: (0,words/* words */.aL) `The JWT in ${(0,words/* ref */.KR)('jwt')} is malformed, expired, or not signed by a key the identity's JWT auth trusts (its JWKS URL or public keys): pass a fresh token from the configured issuer.`,
        },
    ],
});
const jwt = loginMethod({
    name: 'jwt',
    label: 'JWT auth',
    inputs: ['identity-id', 'jwt'],
    chosenBy: ['jwt'],
    calls: [jwt_login],
    read({ read }) {
        const identityId = read('identity-id');
        const token = read('jwt');
        if (!identityId || !token) {
            const missing = (0,words/* joinWords */.yZ)([
                !identityId &&
                    (0,words/* words */.aL) `${(0,words/* ref */.KR)('identity-id')} (the id of the machine identity with JWT auth configured)`,
                !token &&
                    (0,words/* words */.aL) `${(0,words/* ref */.KR)('jwt')} (the JWT to log in with, issued by the provider the JWT auth trusts)`,
            ].filter((item) => item !== false), ' and ');
            throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* ref */.KR)('method', 'jwt')} needs ${missing}.`);
        }
        return { identityId, jwt: token };
    },
    // The token was masked when the settings read it (a credential input).
    login: ({ identityId, jwt }, { client, mask }) => loggedIn(client.call(jwt_login, { identityId, jwt }), mask),
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/runner/small-file.ts
var small_file = __webpack_require__(8640);
;// CONCATENATED MODULE: ./src/auth/methods/kubernetes.ts
/** `method: kubernetes`: the service-account token of the runner's pod (actions-runner-controller). */





const kubernetes_login = loginEndpoint({
    kind: 'login:kubernetes',
    label: 'Kubernetes login',
    path: '/api/v1/auth/kubernetes-auth/login',
    hints: [
        { before: 'access', status: [404], hint: checkIdentityId('Kubernetes') },
        {
            before: 'access',
            status: [500],
            hint: (0,words/* words */.aL) `Check ${(0,words/* ref */.KR)('identity-id')} (the UUID of a machine identity with Kubernetes auth); if it is right, the server may not reach the cluster's API server (the identity's Kubernetes host).`,
        },
        {
            before: 'access',
            text: /namespace not allowed|name not allowed/i,
            hint: "The identity's Kubernetes auth does not allow this pod's service account: add its namespace and name to the allowed namespaces and service account names, or run the runner pods under an allowed service account.",
        },
        {
            before: 'access',
            text: /audience/i,
            hint: (0,words/* words */.aL) `The service-account token lacks the identity's allowed audience: mount a projected token with that audience and point ${(0,words/* ref */.KR)('kubernetes-token-path')} at it, or clear the allowed audience.`,
        },
        {
            before: 'access',
            status: [401],
            hint: (0,words/* words */.aL) `The cluster did not accept the service-account token: check that ${(0,words/* ref */.KR)('kubernetes-token-path')} is the pod's current token, and the identity's Kubernetes host, CA certificate and token reviewer (it needs the system:auth-delegator role).`,
        },
    ],
});
/** Largest token file read (`kubernetes-token-path`): a service-account token is about 1 KiB. */
const MAX_TOKEN_FILE_BYTES = 64 * 1024;
/**
 * The pod's service-account token, masked the moment it is read. The file's content is never
 * quoted in an error: it is a credential.
 */
function readToken({ read, mask, workspace }) {
    const file = external_node_path_default().resolve(workspace, read('kubernetes-token-path'));
    let token = '';
    try {
        // Through links (Kubernetes mounts the token as one), but only a regular file of bounded size.
        token = (0,small_file/* readSmallFile */.EW)(file, MAX_TOKEN_FILE_BYTES, { followLinks: true })
            .toString('utf8')
            .trim();
    }
    catch (error) {
        if (!(error instanceof small_file/* SmallFileError */.Cm))
            throw error;
        // Missing or unreadable: said below, the same way as an empty file.
        if (error.problem === 'not-a-file' || error.problem === 'too-large') {
            throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* subject */.bc)('kubernetes-token-path')} (${file}) cannot be used: ${(0,small_file/* describeProblem */.BJ)(error, MAX_TOKEN_FILE_BYTES)}. Name the service-account token's file.`);
        }
    }
    if (token)
        mask(token);
    if (!token) {
        throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* ref */.KR)('method', 'kubernetes')} reads the pod's service-account token from ${file}, but it is missing, unreadable or empty: this ${(0,words/* byAdapter */.hh)('runner', 'machine')} is not a Kubernetes pod with a mounted service-account token. ${(0,words/* byAdapter */.hh)('Run the job on such a runner (actions-runner-controller)', 'Run the command in such a pod')}, or set ${(0,words/* ref */.KR)('kubernetes-token-path')} to the token's file.`);
    }
    return token;
}
const kubernetes = loginMethod({
    name: 'kubernetes',
    label: 'Kubernetes auth',
    inputs: ['identity-id', 'kubernetes-token-path'],
    calls: [kubernetes_login],
    read: (inputs) => ({
        identityId: requireIdentityId(inputs.read, 'kubernetes', 'Kubernetes'),
        jwt: readToken(inputs),
    }),
    // The token was masked when the settings read it.
    login: ({ identityId, jwt }, { client, mask }) => loggedIn(client.call(kubernetes_login, { identityId, jwt }), mask),
});

// EXTERNAL MODULE: ./src/errors/api.ts
var api = __webpack_require__(7827);
// EXTERNAL MODULE: ./src/api/caller.ts
var api_caller = __webpack_require__(7161);
// EXTERNAL MODULE: ./src/api/user-agent.ts
var user_agent = __webpack_require__(8389);
;// CONCATENATED MODULE: ./src/auth/github-oidc.ts




/**
 * Asks the runner for a GitHub OIDC ID token. The runner offers one only to jobs with
 * `permissions: id-token: write`, and never to pull requests from forks, which get no secrets
 * either (no other method works there: the step is skipped for them). Transient failures (5xx,
 * 429, resets, timeouts) are retried like any API call; none of the API's extra headers or API
 * key go to GitHub.
 */
async function requestGitHubIdToken(request) {
    const { env } = request;
    const requestUrl = env.ACTIONS_ID_TOKEN_REQUEST_URL;
    const requestToken = env.ACTIONS_ID_TOKEN_REQUEST_TOKEN;
    if (!requestUrl || !requestToken) {
        throw new input/* InputError */.d((0,words/* byAdapter */.hh)((0,words/* words */.aL) `GitHub offered no OIDC token to this job: add \`permissions: id-token: write\` to the job (or the workflow). Pull requests from forks get no secrets and no OIDC token: skip the step for them with \`if: github.event.pull_request.head.repo.full_name == github.repository\`.`, (0,words/* words */.aL) `No GitHub OIDC token here: ${(0,words/* ref */.KR)('method', 'oidc')} works only in a GitHub Actions job with \`permissions: id-token: write\` (and never in pull requests from forks). In another CI, log in with its OIDC token: ${(0,words/* ref */.KR)('method', 'jwt')} with ${(0,words/* ref */.KR)('jwt')} and ${(0,words/* ref */.KR)('identity-id')}.`));
    }
    let url;
    try {
        url = new URL(requestUrl);
    }
    catch {
        throw new input/* InputError */.d('ACTIONS_ID_TOKEN_REQUEST_URL is not a URL: this step does not run on a GitHub runner that offers OIDC tokens.');
    }
    const query = Object.fromEntries(url.searchParams);
    if (request.audience)
        query.audience = request.audience;
    const caller = new api_caller/* Caller */.s({
        baseUrl: url.origin,
        transport: request.transport,
        timeoutMs: request.timeoutMs,
        retry: request.retry,
        userAgent: user_agent/* USER_AGENT */._,
        onRetry: request.onRetry,
    });
    caller.accessToken = requestToken;
    const body = await caller.send({
        kind: request.call.kind,
        operation: request.call.label,
        method: 'GET',
        path: url.pathname,
        query,
        authenticated: true,
        safeToRepeat: true,
    });
    const value = body?.value;
    if (typeof value !== 'string' || value === '') {
        throw new Error("Requesting the GitHub OIDC token failed: the runner's answer held no token. Re-run the job; if it persists, check the runner's connection to GitHub.");
    }
    return value;
}

;// CONCATENATED MODULE: ./src/auth/methods/oidc.ts
/** `method: oidc`: the job's GitHub OIDC token, for a machine identity with OIDC auth. */





const oidc_login = loginEndpoint({
    kind: 'login:oidc',
    label: 'OIDC login',
    path: '/api/v1/auth/oidc-auth/login',
    hints: [
        {
            before: 'access',
            text: /audience/i,
            hint: (0,words/* words */.aL) `Set ${(0,words/* ref */.KR)('oidc-audience')} to the audience configured on the identity's OIDC auth.`,
        },
        {
            before: 'access',
            text: /subject|claim/i,
            hint: "The identity's OIDC auth does not accept this workflow: compare its bound subject and claims with this repository, branch and environment.",
        },
        { before: 'access', status: [404, 500], hint: checkIdentityId('OIDC') },
    ],
});
/** The request to GitHub's OIDC token service. */
const idToken = (0,endpoint/* call */.T1)({
    kind: 'github:id-token',
    label: 'request the GitHub OIDC token',
    hints: [
        {
            before: 'access',
            hint: "GitHub's OIDC token service did not give a token: re-run the job; if it persists, check the runner's connection to GitHub and that the job has `permissions: id-token: write`.",
        },
    ],
});
const oidc = loginMethod({
    name: 'oidc',
    label: 'GitHub OIDC',
    inputs: ['identity-id', 'oidc-audience'],
    calls: [oidc_login, idToken],
    read: ({ read }) => ({
        identityId: requireIdentityId(read, 'oidc', 'OIDC'),
        audience: read('oidc-audience') || undefined,
    }),
    async login(credentials, deps) {
        const jwt = await requestGitHubIdToken({
            call: idToken,
            env: deps.env,
            transport: deps.transport,
            audience: credentials.audience,
            timeoutMs: deps.timeoutMs,
            retry: deps.retry,
            onRetry: deps.onRetry,
        });
        deps.mask(jwt);
        try {
            return await loggedIn(deps.client.call(oidc_login, { identityId: credentials.identityId, jwt }), deps.mask);
        }
        catch (error) {
            // Refused: the claims to compare with the identity's settings (its chunk only now).
            if (error instanceof api/* ApiError */.hD && (error.status === 401 || error.status === 403)) {
                const { tokenClaims } = await __webpack_require__.e(/* import() */ 295).then(__webpack_require__.bind(__webpack_require__, 295));
                error.addSentence(tokenClaims(jwt));
            }
            throw error;
        }
    },
});

;// CONCATENATED MODULE: ./src/auth/methods/token.ts
/** `method: token`: an access token the user already has (or only an API key). */



const token = loginMethod({
    name: 'token',
    label: (credentials) => credentials.accessToken ? 'an access token' : 'an API key',
    // `api-key` is read here only to say that one of the two is needed (every method sends it).
    inputs: ['access-token', 'api-key'],
    chosenBy: ['access-token', 'api-key'],
    calls: [],
    read: ({ read }) => {
        const accessToken = read('access-token');
        if (!accessToken && !read('api-key')) {
            throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* ref */.KR)('method', 'token')} needs ${(0,words/* ref */.KR)('access-token')} (an access token) or ${(0,words/* ref */.KR)('api-key')}.`);
        }
        return { accessToken: accessToken || undefined };
    },
    // The user's own token: used as given, and never revoked by the action.
    login: async (credentials) => ({ accessToken: credentials.accessToken, obtained: false }),
});

;// CONCATENATED MODULE: ./src/auth/methods/universal.ts
/** `method: universal`: a machine identity's Universal Auth client id and secret. */



const universal_login = loginEndpoint({
    kind: 'login:universal',
    label: 'universal-auth login',
    path: '/api/v1/auth/universal-auth/login',
    hints: [
        {
            before: 'access',
            status: [404],
            hint: (0,words/* words */.aL) `No machine identity has this ${(0,words/* ref */.KR)('client-id')}: check it (and ${(0,words/* ref */.KR)('domain')}, for EU or self-hosted servers).`,
        },
        {
            before: 'access',
            status: [401],
            hint: (0,words/* words */.aL) `Check ${(0,words/* ref */.KR)('client-secret')}: it may be wrong, expired or revoked. Create a new client secret for the identity.`,
        },
    ],
});
/**
 * The other ways to log in, said after universal auth's missing credentials: GitHub's OIDC in
 * the action; for the tool, an access token, any CI's OIDC token (JWT auth), and GitHub's OIDC
 * inside a GitHub Actions job.
 */
const OTHER_LOGINS = (0,words/* byAdapter */.hh)((0,words/* words */.aL) `For GitHub OIDC set ${(0,words/* ref */.KR)('method', 'oidc')} and ${(0,words/* ref */.KR)('identity-id')}.`, (0,words/* words */.aL) `Or pass an access token in ${(0,words/* ref */.KR)('access-token')}, or log in with your CI's OIDC token: ${(0,words/* ref */.KR)('method', 'jwt')} with ${(0,words/* ref */.KR)('jwt')} and ${(0,words/* ref */.KR)('identity-id')} (inside GitHub Actions, ${(0,words/* ref */.KR)('method', 'oidc')} with ${(0,words/* ref */.KR)('identity-id')}).`);
const universal = loginMethod({
    name: 'universal',
    label: 'universal auth',
    inputs: ['client-id', 'client-secret'],
    chosenBy: ['client-id', 'client-secret'],
    chosenByAll: true,
    calls: [universal_login],
    read({ read }) {
        const clientId = read('client-id');
        const clientSecret = read('client-secret');
        if (!clientId || !clientSecret) {
            const missing = (0,words/* joinWords */.yZ)([!clientId && (0,words/* ref */.KR)('client-id'), !clientSecret && (0,words/* ref */.KR)('client-secret')].filter((item) => item !== false), ' and ');
            throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* ref */.KR)('method', 'universal')} needs ${missing} (a machine identity's Universal Auth credentials). ${OTHER_LOGINS}`);
        }
        return { clientId, clientSecret };
    },
    login: (credentials, { client, mask }) => loggedIn(client.call(universal_login, {
        clientId: credentials.clientId,
        clientSecret: credentials.clientSecret,
    }), mask),
});

;// CONCATENATED MODULE: ./src/auth/methods/index.ts








/** In the order the `method` input lists them. */
const METHODS = [universal, oidc, token, awsIam, kubernetes, jwt, azure, gcpIdToken];
const AUTH_METHODS = METHODS.map((method) => method.name);
const byName = new Map(METHODS.map((method) => [method.name, method]));
/** The plug-in of a method the `method` input names. */
const methodOf = (name) => byName.get(name);
/** Reads and checks the inputs of `method` (an InputError names a wrong or missing one). */
function readCredentials(method, inputs) {
    return { method, ...methodOf(method).read(inputs) };
}
/** Logs in with the credentials' method and sets the token on the client. */
async function authenticate(credentials, deps) {
    const session = await methodOf(credentials.method).login(credentials, deps);
    deps.client.useAccessToken(session.accessToken);
    return session;
}
/** How the action's first line names the credentials' method: "with universal auth". */
function methodLabel(credentials) {
    const { label } = methodOf(credentials.method);
    return typeof label === 'string' ? label : label(credentials);
}
/** Every method's calls (its login, its requests outside the API), for errors and hints. */
const METHOD_CALLS = METHODS.flatMap((method) => method.calls);
/**
 * The tool, without a `method`: the method the credentials given choose (a client id or secret:
 * `universal`; an access token or an API key: `token`; a JWT: `jwt`). When credentials of
 * several are given, complete ones win (a client id alone is not), and among them one that needs
 * no login (an access token, as the official CLI's `INFISICAL_TOKEN`), then the methods' order.
 */
function chooseMethod(given) {
    const offered = METHODS.filter((method) => (method.chosenBy ?? []).some(given)).map((method) => ({
        method: method.name,
        complete: method.chosenByAll ? (method.chosenBy ?? []).every(given) : true,
        noLogin: method.calls.length === 0,
    }));
    const rank = (o) => (o.complete ? 0 : 2) + (o.noLogin ? 0 : 1);
    const chosen = [...offered].sort((a, b) => rank(a) - rank(b))[0];
    if (!chosen)
        return undefined;
    return {
        method: chosen.method,
        others: offered
            .filter((o) => o !== chosen)
            .map(({ method, complete }) => ({ method, complete })),
    };
}
/** The inputs that choose a method, by method. */
const chosenByOf = (name) => methodOf(name).chosenBy ?? [];


/***/ }),

/***/ 2106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u_: () => (/* binding */ USAGE),
  PM: () => (/* binding */ inCommand),
  Wp: () => (/* binding */ usageError),
  sD: () => (/* binding */ writeOut)
});

// EXTERNAL MODULE: ./src/errors/input.ts
var input = __webpack_require__(4011);
// EXTERNAL MODULE: ./src/api/answers.ts
var answers = __webpack_require__(419);
// EXTERNAL MODULE: ./src/api/caller.ts
var caller = __webpack_require__(7161);
// EXTERNAL MODULE: ./src/api/endpoints/projects.ts
var projects = __webpack_require__(1779);
// EXTERNAL MODULE: ./src/errors/api.ts
var api = __webpack_require__(7827);
// EXTERNAL MODULE: ./src/errors/words.ts
var words = __webpack_require__(5570);
;// CONCATENATED MODULE: ./src/api/client.ts






/**
 * The client of the secrets-management API: sends any endpoint's descriptor
 * (`src/api/endpoints/`) and checks its answer. Servers retire routers over time, so an endpoint
 * has its routes generation by generation; the run starts at the first, and moves on for every
 * call once a server has shown it no longer has a route (its router's unknown-route 404).
 */
class InfisicalClient {
    #caller;
    /** The generation of routes the run has reached: 0 until a server refuses one of them. */
    #generation = 0;
    /** Projects read by slug, shared by every call needing an id (the newer routes take ids). */
    #projectsBySlug = new Map();
    /** Projects read by id, for the routes that take a slug. */
    #projectsById = new Map();
    #onSuccessors;
    #routes = {
        projectId: async (id, slug) => {
            if (id !== undefined)
                return id;
            if (slug === undefined)
                throw new Error('a project id or slug is required');
            return (await this.projectBySlug(slug)).id;
        },
    };
    constructor(options) {
        this.#caller = new caller/* Caller */.s(options);
        this.#onSuccessors = options.onSuccessors;
    }
    /** Uses this access token for every authenticated call from now on. */
    useAccessToken(token) {
        this.#caller.accessToken = token;
    }
    /** The retry clock, for {@link InfisicalClient.waitToResend}'s `firstLostAt`. */
    now() {
        return this.#caller.now();
    }
    /**
     * A write failed with its outcome unknown and looking showed it was not applied: waits as a
     * retry would, and says whether to send it again (see {@link Caller.waitToResend}).
     */
    waitToResend(error, sends, firstLostAt) {
        return this.#caller.waitToResend(error, sends, firstLostAt);
    }
    /**
     * Runs a settled write's look or resend inside the budget that began at its first lost answer
     * (see {@link Caller.withinBudget}).
     */
    withinBudget(since, kind, calls) {
        return this.#caller.withinBudget(since, kind, calls);
    }
    /**
     * Sends a call on the route of the generation the run has reached (its newest one when it has
     * fewer). A route the server's router does not have moves the run on to the next generation:
     * that call is sent again there, once, and every later call goes there straight. Calls already
     * in flight when the first such 404 arrives each meet their own and are sent again once.
     */
    async call(endpoint, input, signal) {
        const last = endpoint.generations.length - 1;
        for (let at = Math.min(this.#generation, last);; at++) {
            try {
                const generation = endpoint.generations[at] ?? endpoint.generations[0];
                return await this.#send(endpoint, generation, input, signal);
            }
            catch (error) {
                if (!(0,api/* isRouteNotFound */.hy)(error) || at === last)
                    throw error;
                // The router refused the request before any handler ran (no rate limit counted it
                // either): nothing was read or written, so sending it again on the next generation's
                // route is safe, a write included.
                if (this.#generation <= at) {
                    this.#generation = at + 1;
                    this.#onSuccessors?.();
                }
            }
        }
    }
    /**
     * A read of what may not be there: undefined when the API itself says there is no such thing
     * (its own 404, or the endpoint's own way of saying it); any other failure (a proxy's 404 page
     * included) is thrown. Always asks the server (it is how a lost write is settled).
     */
    async find(endpoint, input) {
        try {
            return await this.call(endpoint, input);
        }
        catch (error) {
            if ((0,api/* isApiNotFound */.w9)(error) || (error instanceof api/* ApiError */.hD && endpoint.notFound?.(error))) {
                return undefined;
            }
            throw error;
        }
    }
    /**
     * A project by slug (for operations whose paths take a project id, and the newer routes), read
     * once per slug for the whole run: every call that needs it shares that one read.
     * (`find(projects.bySlug, …)`, which settles a lost create, always asks the server.)
     */
    projectBySlug(slug) {
        return once(this.#projectsBySlug, slug, () => this.call(projects/* projects */.d.bySlug, slug));
    }
    /** A project by id, read once per id for the whole run, as {@link projectBySlug}. */
    projectById(id) {
        return once(this.#projectsById, id, () => this.call(projects/* projects */.d.get, id));
    }
    /** A project's slug: as given, or read once per run by its id (the routes that take slugs). */
    async projectSlug(id, slug) {
        if (slug !== undefined)
            return slug;
        if (id === undefined)
            throw new Error('a project id or slug is required');
        const project = await this.projectById(id);
        if (!project.slug) {
            throw new input/* InputError */.d((0,words/* words */.aL) `The server did not say the project’s slug, which leases need: give ${(0,words/* ref */.KR)('project-slug')} instead of ${(0,words/* ref */.KR)('project-id')}.`);
        }
        return project.slug;
    }
    /**
     * Sends one request and checks its answer: every request of the client goes out here. A call
     * that is not safe to repeat changes state, so an answer of the wrong shape may still mean it
     * was carried out (see {@link answer}).
     */
    async #send(endpoint, generation, input, signal) {
        const routed = await generation.route(input, this.#routes);
        const sent = {
            kind: endpoint.kind,
            operation: endpoint.operation?.(input) ?? endpoint.label,
            method: routed.method,
            path: routed.path,
        };
        const body = await this.#caller.send({
            ...sent,
            method: routed.method,
            query: routed.query,
            body: routed.body,
            authenticated: !endpoint.login,
            safeToRepeat: endpoint.safeToRepeat,
            signal,
            read: endpoint.bodyReader,
            project: endpoint.project?.(input),
        });
        return answer(sent, () => generation.answer(body, sent), !endpoint.safeToRepeat);
    }
}
/** The read kept under `key`, made on first use; a failed one is not kept (its caller fails with it). */
function once(reads, key, read) {
    let found = reads.get(key);
    if (!found) {
        found = read();
        reads.set(key, found);
        found.catch(() => reads.delete(key));
    }
    return found;
}
/**
 * The answer of a call, checked: a field without the type the code relies on is the call's error,
 * naming the operation, the request and the field, never the field's value. The server answered
 * 2xx, so a write it answered this way was most likely carried out: the error says so, and the
 * callers that settle lost answers look before writing again.
 */
function answer(sent, check, changesState) {
    try {
        return check();
    }
    catch (error) {
        if (!(error instanceof answers/* AnswerShapeError */.UI))
            throw error;
        throw new api/* ApiError */.hD({
            ...sent,
            code: 'BAD_ANSWER',
            serverMessage: `the answer is not what this API sends: ${error.message}`,
            ...(changesState ? { mayHaveBeenApplied: true } : {}),
        });
    }
}

// EXTERNAL MODULE: ./src/api/transport.ts + 2 modules
var api_transport = __webpack_require__(773);
// EXTERNAL MODULE: ./src/auth/methods/index.ts + 10 modules
var methods = __webpack_require__(1256);
// EXTERNAL MODULE: ./src/api/user-agent.ts
var user_agent = __webpack_require__(8389);
// EXTERNAL MODULE: ./src/core/failure.ts
var core_failure = __webpack_require__(3333);
// EXTERNAL MODULE: ./src/api/endpoints/index.ts + 9 modules
var endpoints = __webpack_require__(6507);
;// CONCATENATED MODULE: ./src/core/revoke.ts




/**
 * Revokes an access token with the client's retry policy and says how it went. A failure only
 * warns (the token expires on its own); returns whether the token is revoked.
 */
async function revokeToken(client, token, log, options) {
    const say = (text) => (options.quiet ? log.debug(text) : log.info(text));
    try {
        await client.call(endpoints/* tokens */.LU.revoke, token);
        say('Revoked the access token.');
        return true;
    }
    catch (error) {
        if (revokedByEarlierAttempt(error, options.triedBefore === true)) {
            say('Revoked the access token (an earlier attempt went through; its answer was lost).');
            return true;
        }
        const why = await (0,core_failure/* describeFailure */.I)(error);
        log.warning(options.retriedLater
            ? (0,words/* words */.aL) `Could not revoke the access token yet (the post step tries again): ${why}`
            : (0,words/* words */.aL) `Could not revoke the access token (it expires on its own): ${why}`);
        return false;
    }
}
/**
 * A revoke that the server answers "unauthorized" after an attempt whose answer was lost (cut
 * short, reset, timed out; in this call or in the main step): that attempt revoked the token,
 * so there is nothing left to revoke.
 */
function revokedByEarlierAttempt(error, triedBefore) {
    return (error instanceof api/* ApiError */.hD &&
        error.status === 401 &&
        (triedBefore || (error.details.attempts ?? 1) > 1));
}

;// CONCATENATED MODULE: ./src/core/session.ts




/**
 * A logged-in connection to the API. `close()` revokes the token the action obtained, on the
 * connection already open (one round trip, no new handshake), once the action no longer needs
 * it; a token handed out to later steps (`handOut()`) is left to the post step.
 */
class ApiSession {
    client;
    /** Undefined when only an API key is used. */
    accessToken;
    #parts;
    #owed;
    #closed;
    constructor(parts) {
        this.client = parts.client;
        this.accessToken = parts.accessToken;
        this.#parts = parts;
        this.#owed = parts.owed;
    }
    /**
     * Later steps get the token (`output-access-token`): it stays valid, and stays recorded, so
     * the post step revokes it at the end of the job.
     */
    handOut() {
        this.#owed = false;
    }
    /**
     * The token no longer needs to outlive this step (the leases it was kept for are revoked):
     * revoked at the end again, as it would have been.
     */
    reclaim() {
        this.#owed = this.#parts.owed;
    }
    /**
     * Revokes the token if the action owes it (once; nothing for the user's own token, with
     * `clean: false`, or once handed out). With a token record (the action), one attempt: when it
     * succeeds the record says so (the post step then has nothing to revoke); when it fails, a
     * warning, and the token stays recorded for the post step; after a request that timed out
     * (`after`, the step's failure) it is left to the post step without trying. Without one (the
     * tool), the revoke is retried like the post step's, and a failure leaves the token to expire.
     */
    close(options = {}) {
        // Closed once: a second close (the frame's, after `run` closed it early) waits for the first.
        return (this.#closed ??= this.#close(options));
    }
    async #close(options) {
        const token = this.accessToken;
        if (!this.#owed || !token)
            return;
        this.#owed = false;
        const { log, record } = this.#parts;
        if (record && timedOut(options.after)) {
            // A revoke now would most likely wait as long: the job's next step should not.
            log.debug('The server did not answer in time: the post step revokes the access token.');
            return;
        }
        try {
            const revoked = await revokeToken(this.#parts.revokeClient(), token, log, {
                retriedLater: record !== undefined,
                quiet: options.quiet,
            });
            if (!record)
                return;
            if (revoked)
                record.revoked();
            else
                record.revokeFailed();
        }
        catch (error) {
            // Recording the outcome failed (GITHUB_STATE): the post step revokes again, at worst.
            log.warning((0,words/* words */.aL) `Could not record the revoke for the post step: ${await (0,core_failure/* describeFailure */.I)(error)}`);
        }
    }
}
/** A failure because the server did not answer within the timeout. */
function timedOut(error) {
    return error instanceof api/* ApiError */.hD && error.details.code === 'ETIMEDOUT';
}

;// CONCATENATED MODULE: ./src/core/connect.ts





/** The retry budget of a revoke that is the last chance: the job's work is done, do not hold it up. */
const LAST_REVOKE_BUDGET_MS = 20_000;
/** Builds the client for an endpoint. No request is made. */
function createClient(baseUrl, endpoint, io, deps = {}) {
    const transport = deps.transport ??
        (0,api_transport/* createTransport */.oO)({ caCertificates: endpoint.caCertificate, env: io.env, early: deps.early });
    const client = new InfisicalClient({
        baseUrl,
        transport,
        timeoutMs: endpoint.timeoutMs,
        retry: { retries: endpoint.retries, ...deps.retry },
        userAgent: user_agent/* USER_AGENT */._,
        apiKey: endpoint.apiKey,
        extraHeaders: endpoint.extraHeaders,
        onResponse: ({ method, path, status, ms, rateLimitRemaining }) => io.debug(`${method} ${path} → ${status} in ${ms} ms${rateLimitRemaining ? ` (rate limit: ${rateLimitRemaining} left)` : ''}`),
        onRetry: retryNotice(io),
        onSuccessors: () => io.info('The server no longer serves the deprecated routes of this API: using their successors for the rest of the run.'),
    });
    return { client, transport };
}
/** Says why the job pauses before a retry. */
function retryNotice(log) {
    return ({ operation, reason, delayMs, attempt }) => log.info(`${operation}: ${reason}; trying again in ${(delayMs / 1000).toFixed(1)} s (attempt ${attempt + 1}).`);
}
/**
 * Prints the connection warnings, logs in and records a token the action obtained (and where
 * it came from) at once in `record`, when there is one, so that a later step (the GitHub post
 * step) can revoke it even when this one fails. The session's `close()` revokes it on the same
 * connection when the caller is done with it: one attempt when a record is kept (the later step
 * tries again), else retried within {@link LAST_REVOKE_BUDGET_MS} (the tool: the last chance).
 */
async function connect(settings, io, deps = {}, record) {
    for (const warning of settings.warnings)
        io.warning(warning);
    const { client, transport } = createClient(settings.baseUrl, settings, io, deps);
    const session = await (0,methods/* authenticate */.QF)(settings.credentials, {
        client,
        transport,
        env: io.env,
        mask: (value) => io.mask(value),
        timeoutMs: settings.timeoutMs,
        caCertificate: settings.caCertificate,
        retry: { retries: settings.retries, ...deps.retry },
        onRetry: retryNotice(io),
        now: deps.now,
        debug: (line) => io.debug(line),
        warning: (text) => io.warning(text),
    });
    const { accessToken } = session;
    const owed = settings.clean && session.obtained && accessToken !== undefined;
    const sessionWith = (kept) => new ApiSession({
        client,
        accessToken,
        owed,
        record: kept,
        log: io,
        // Over the same transport, so over the connection the listing kept alive.
        revokeClient: () => createClient(settings.baseUrl, settings, io, {
            ...deps,
            transport,
            retry: kept ? { ...deps.retry, retries: 0 } : lastChanceRetry(deps),
        }).client,
    });
    if (record && owed) {
        try {
            record.recorded(accessToken, settings.baseUrl);
        }
        catch (error) {
            // Nothing later knows of the token: this revoke is the last chance (retried as such, no
            // record to update), and the step fails.
            await sessionWith(undefined).close();
            throw error;
        }
    }
    return sessionWith(record);
}
/** The retry policy of a revoke that is the last chance (the tool; the post step). */
function lastChanceRetry(deps) {
    return { budgetMs: LAST_REVOKE_BUDGET_MS, ...deps.retry };
}

;// CONCATENATED MODULE: ./src/core/frame.ts
/**
 * The session frame: what the main action, every sub-action and every command of the tool do
 * around their own work, written once. Every input is read and checked first; then the login,
 * with the token recorded at once for a later step when there is a record (the action's post
 * step); then the work; then the one failure path (one error line, never a stack trace); and at
 * the end, whatever happened, the token revoked on the connection already open.
 */



/** Runs a frame; never throws. */
async function inSession(frame) {
    const { io } = frame;
    let session;
    let failure;
    try {
        let prepared;
        try {
            prepared = frame.prepare();
        }
        catch (error) {
            if (frame.usage && error instanceof input/* InputError */.d)
                return { ok: false, usage: error.words };
            throw error;
        }
        const opening = frame.opening?.(prepared);
        if (opening !== undefined)
            io.info(opening);
        session = await connect(prepared.connection, io, frame.deps, frame.record);
        return { ok: true, value: await frame.work(session, prepared, frame.record) };
    }
    catch (error) {
        failure = error;
        await (0,core_failure/* reportFailure */.x)(error, io);
        return { ok: false };
    }
    finally {
        // On the connection the work used: one more round trip, no new handshake.
        await session?.close({ after: failure });
    }
}

// EXTERNAL MODULE: ./src/cli/did-you-mean.ts
var did_you_mean = __webpack_require__(9927);
;// CONCATENATED MODULE: ./src/cli/context.ts



/** Exit code of a command line that is wrong: nothing was sent. */
const USAGE = 2;
/** Reports a wrong command line in one line, pointing to the command's help. */
function usageError(context, message) {
    context.runner.error((0,words/* words */.aL) `${message} See 'infisical-ci ${context.command.name} --help'.`);
    return USAGE;
}
/** Writes text to a stream and waits until it is handed to the system. */
function writeOut(stream, text) {
    return new Promise((resolve, reject) => stream.write(text, (error) => (error ? reject(error) : resolve())));
}
/**
 * Runs a command's work in the session frame, as the tool does: no record (the revoke at the end
 * is the last chance), a wrong input a usage error (2, nothing sent), a failure 1 after its one
 * error line. The work's result, or the exit code.
 */
async function inCommand(context, frame) {
    const ended = await inSession({ ...frame, io: context.runner, deps: context.deps, usage: true });
    if (ended.ok)
        return { value: ended.value };
    if (!ended.usage)
        return { exit: 1 };
    // An option it needs, not given, where a flag like it was: say which.
    const named = (0,words/* toWords */.x4)(ended.usage).parts.flatMap((part) => typeof part !== 'string' && part.kind === 'input' ? [part.input] : []);
    const hint = (0,did_you_mean/* givenInstead */.c7)(named, context.args.flags.keys(), context.command);
    return {
        exit: usageError(context, hint ? (0,words/* words */.aL) `${(0,words/* withoutStop */.f6)(ended.usage)}.${hint}` : ended.usage),
    };
}


/***/ }),

/***/ 9927:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   au: () => (/* binding */ didYouMean),
/* harmony export */   c7: () => (/* binding */ givenInstead)
/* harmony export */ });
/* unused harmony export alike */
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7897);
/**
 * "Did you mean": the option of this command that names what a flag of another command names.
 * Commands and sub-actions name the same thing differently (`--env-slug` for a folder's
 * environment, `--environment-slug` for the one `environments` creates; `--identity-id` to log in,
 * `--target-identity-id` for the one `identities` reads), so the options are matched by the words
 * of their names, from the spec: the same last word (what it is: `slug`, `id`, `name`), and each
 * word of the shorter name in the longer one (`env` is `environment`'s start, `tag` `tags`').
 * An official CLI's alias is read as the option it stands for (`--env` is `--env-slug`).
 */

const wordsOf = (name) => name.split('-').filter((word) => word !== '');
/** Two words of option names name the same thing: equal, or one the other's start (`env`, `tags`, `identities`). */
function sameWord(a, b) {
    if (a === b)
        return true;
    let common = 0;
    while (common < a.length && a[common] === b[common])
        common++;
    return common >= 3 && common >= Math.min(a.length, b.length) - 1;
}
/** Whether two option names name the same kind of thing (see the file's comment). */
function alike(a, b) {
    const [x, y] = [wordsOf(a), wordsOf(b)];
    if (!sameWord(x.at(-1) ?? '', y.at(-1) ?? ''))
        return false;
    const [shorter, longer] = x.length <= y.length ? [x, y] : [y, x];
    return shorter.every((word) => longer.some((other) => sameWord(word, other)));
}
let everyCommand;
/** The commands that take a flag by this name (or alias), and the option's own name. */
function takenBy(flag, except) {
    let name = flag;
    const commands = [];
    everyCommand ??= [...(0,_options_js__WEBPACK_IMPORTED_MODULE_0__/* .cliCommands */ .z_)().values()];
    for (const command of everyCommand) {
        if (command.name === except.name)
            continue;
        for (const option of (0,_options_js__WEBPACK_IMPORTED_MODULE_0__/* .optionsOf */ .cz)(command).values()) {
            if (option.name === flag || option.aliases?.includes(flag)) {
                name = option.name;
                commands.push(command.name);
                break;
            }
        }
    }
    return { name, commands };
}
/** Most commands a message names. */
const MAX_COMMANDS = 3;
/**
 * For an unknown flag, what follows its name in the message: the commands that take it, and
 * `Did you mean --X?` naming this command's option that is like it (when exactly one is,
 * preferring those that name the command's own subject: `--slug` is `tags`' `--tag-slug`).
 * Undefined when none is.
 */
function didYouMean(flag, command) {
    const { name, commands } = takenBy(flag, command);
    const own = [...(0,_options_js__WEBPACK_IMPORTED_MODULE_0__/* .optionsOf */ .cz)(command).keys()];
    let like = own.filter((option) => alike(name, option));
    if (like.length > 1) {
        const subject = wordsOf(command.name);
        const about = like.filter((option) => wordsOf(option).some((word) => subject.some((s) => sameWord(word, s))));
        if (about.length > 0)
            like = about;
    }
    const [option] = like;
    if (like.length !== 1 || option === undefined)
        return undefined;
    const others = commands.length > MAX_COMMANDS ? ' and others' : '';
    const where = commands.length === 0
        ? ''
        : ` (a flag of ${commands
            .slice(0, MAX_COMMANDS)
            .map((c) => `\`${c}\``)
            .join(', ')}${others})`;
    return `${where}. Did you mean \`--${option}\`?`;
}
/**
 * For a usage error that names options this command needs and was not given: the flags given
 * that are like one of them (`identities --identity-id`, where it takes `--target-identity-id`).
 */
function givenInstead(missing, given, command) {
    const options = (0,_options_js__WEBPACK_IMPORTED_MODULE_0__/* .optionsOf */ .cz)(command);
    const flags = [...given];
    const hints = [];
    for (const name of missing) {
        if (!options.has(name) || flags.includes(name))
            continue;
        const instead = flags.find((flag) => flag !== name && alike(flag, name));
        if (instead) {
            hints.push(` \`--${instead}\` is another option (${firstClause(options.get(instead)?.description)}): did you mean \`--${name}\`?`);
        }
    }
    return hints.join('');
}
/** The start of a description, up to its first full stop or parenthesis, lower-cased. */
function firstClause(description = '') {
    const clause = description.split(/ \(|\. /)[0] ?? description;
    return clause.charAt(0).toLowerCase() + clause.slice(1).replace(/\.$/, '');
}


/***/ }),

/***/ 7897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TK: () => (/* binding */ OFFICIAL_ALIASES),
  We: () => (/* binding */ OFFICIAL_UNSUPPORTED),
  gu: () => (/* binding */ OFFICIAL_VARIABLES),
  K2: () => (/* binding */ TOOL_NAMES),
  z_: () => (/* binding */ cliCommands),
  cz: () => (/* binding */ optionsOf)
});

// UNUSED EXPORTS: variableOf

;// CONCATENATED MODULE: ./src/spec/connection.ts
/**
 * Connection and authentication inputs: the same for the main action and every sub-action (and
 * the command-line tool), read by one module (`src/settings/connection.ts`).
 */
const connection_CONNECTION_INPUTS = {
    domain: {
        description: 'Base URL of the API (https://app.infisical.com, https://eu.infisical.com or your self-hosted server).',
        default: 'https://app.infisical.com',
    },
    method: {
        description: "How to authenticate: `universal` (client id and secret), `oidc` (the job's GitHub OIDC token), `aws-iam` (the job's AWS credentials, found as the AWS SDK finds them), `kubernetes` (the service-account token of the runner's pod, e.g. with actions-runner-controller), `jwt` (a JWT from another identity provider), `azure` (the managed identity of the runner's Azure VM), `gcp-id-token` (the service account of the runner's Compute Engine VM) or `token` (an existing access token).",
        default: 'universal',
        // Without `--method`, the credentials given choose it; the default is the last resort.
        toolDefault: 'chosen by the credentials, else universal',
    },
    'client-id': {
        description: 'Universal Auth client id of the machine identity (`method` `universal`).',
    },
    'client-secret': {
        description: 'Universal Auth client secret of the machine identity (`method` `universal`).',
        secret: true,
    },
    'identity-id': {
        description: 'Id of the machine identity (`method` `oidc`, `aws-iam`, `kubernetes`, `jwt`, `azure` or `gcp-id-token`).',
    },
    'oidc-audience': {
        description: "Audience of the GitHub OIDC token, as configured on the identity's OIDC auth (`method` `oidc`).",
    },
    jwt: {
        description: 'A JWT to log in with (`method` `jwt`).',
        secret: true,
    },
    'kubernetes-token-path': {
        description: "File holding the pod's service-account token (`method` `kubernetes`).",
        default: '/var/run/secrets/kubernetes.io/serviceaccount/token',
    },
    'azure-resource': {
        description: "Resource the VM's managed identity token is for, as configured on the identity's Azure auth (`method` `azure`).",
        default: 'https://management.azure.com/',
    },
    'azure-client-id': {
        description: 'Client id of a user-assigned managed identity of the VM; empty for its system-assigned identity (`method` `azure`).',
    },
    'access-token': {
        description: 'An existing access token (`method` `token`). It is never revoked by the action.',
        secret: true,
    },
    'api-key': {
        description: 'API key sent as `X-API-Key` with every authenticated request.',
        secret: true,
    },
    'extra-headers': {
        description: 'Extra request headers, one `Name: value` per line (for header-guarded firewalls). Values are masked.',
        multiline: true,
        secret: true,
    },
    'ca-certificate': {
        description: 'PEM text, or a path in the workspace, of a CA to trust for a self-hosted server with a private CA.',
        toolDescription: 'PEM text, or the path of a PEM file (a relative one from the working folder), of a CA to trust for a self-hosted server with a private CA.',
    },
    timeout: {
        description: 'Seconds allowed for each request.',
        default: '30',
    },
    retries: {
        description: 'Retries after the first attempt for transient failures (429, 5xx, resets, timeouts), with backoff and jitter.',
        default: '5',
    },
    clean: {
        description: 'Revoke the access token the action obtained as soon as it is done with it (at the end of the step, on the connection already open; in the post step when `output-access-token` hands it out), and delete the written files in the post step.',
        default: 'true',
        // The tool does this work when each command ends: `--revoke`.
        scope: 'action',
    },
};
/** Which project: the main action and every sub-action that acts inside a project. */
const PROJECT_INPUTS = {
    'project-id': {
        description: 'Id of the project (a UUID). Set this or `project-slug`.',
    },
    'project-slug': {
        description: 'Slug of the project (looked up to its id where needed). Set this or `project-id`.',
    },
};

;// CONCATENATED MODULE: ./src/spec/main.ts

/** The main action (`action.yml` at the repository root): load secrets into the job. */
const MAIN_SPEC = {
    title: 'Infisical Secrets',
    description: 'Load secrets from Infisical (Cloud, EU or self-hosted) into the job, masked, as environment variables, outputs or a file.',
    icon: 'lock',
    connectionFirst: true,
    groups: [
        {
            title: 'Selection',
            inputs: {
                ...PROJECT_INPUTS,
                'env-slug': {
                    description: 'Slug of the environment, e.g. `dev`.',
                    required: true,
                },
                'secret-path': {
                    description: 'Folder path, or several (one per line); a later path overrides an earlier one for the same key.',
                    default: '/',
                    multiline: true,
                },
                'include-imports': {
                    description: 'Include imported secrets (an own secret beats an imported one; among imports the last wins).',
                    default: 'true',
                },
                recursive: {
                    description: 'Include sub-folders; a key found in several folders is reported and the nearest folder wins.',
                    default: 'false',
                },
                'expand-references': {
                    description: 'Ask the server to expand `${...}` secret references.',
                    default: 'true',
                },
                'unresolved-references': {
                    description: 'What to do with a value that still holds a `${...}` reference after the server expanded references (one it could not resolve): `warn` (one warning naming the secrets and the references, never values), `fail` (nothing is exported), or `ignore`.',
                    default: 'warn',
                    choices: ['warn', 'fail', 'ignore'],
                },
                tags: {
                    description: 'Only secrets carrying these tag slugs (comma or line separated). Imported secrets carry no tags and are left out.',
                    multiline: true,
                },
                keys: {
                    description: 'Only these secrets, one per line, as `KEY` or `NAME=KEY` to rename. A listed key that does not exist is an error.',
                    multiline: true,
                },
            },
        },
        {
            title: 'Dynamic secrets',
            inputs: {
                'dynamic-secrets': {
                    description: 'Dynamic secrets to lease for the job, one per line: `NAME` (in the folder `/` of `env-slug`), `/folder/NAME`, or either after `PREFIX=`. Each field of a lease is exported like a secret (`DB_USERNAME`; with `APPDB=app-db`, `APPDB_DB_USERNAME`); the post step revokes the leases.',
                    toolDescription: "A dynamic secret to lease before the command starts (repeat for several): `NAME` (in the folder `/` of `--env-slug`), `/folder/NAME`, or either after `PREFIX=`. Each field of the lease is in the command's environment (`DB_USERNAME`; with `APPDB=app-db`, `APPDB_DB_USERNAME`) and redacted from its output; the lease is revoked when the command ends, whatever the end.",
                    multiline: true,
                    toolCommands: ['run'],
                    flagAliases: ['dynamic-secret'],
                },
                'lease-ttl': {
                    description: "How long each lease lives unless revoked sooner (`15m`, `2h`); the dynamic secret's default when empty.",
                    toolCommands: ['run'],
                },
            },
        },
        {
            title: 'Export',
            inputs: {
                'export-type': {
                    description: 'Where secrets go: `env`, `file`, `output`, `none`, or a comma list such as `env,output`.',
                    default: 'env',
                    choices: ['env', 'file', 'output', 'none'],
                    scope: 'action',
                },
                'file-output-path': {
                    description: 'File for `export-type` `file`, relative to the workspace (`/.env` and `.env` are the same). Written with mode 0600.',
                    default: '/.env',
                    scope: 'action',
                },
                'file-format': {
                    description: "Format of the file: `dotenv`, `json`, `yaml` or `shell` (`export K='v'` lines, safe to `source`).",
                    default: 'dotenv',
                    choices: ['dotenv', 'json', 'yaml', 'shell'],
                    scope: 'action',
                },
                'env-prefix': {
                    description: 'Prefix for every exported name, e.g. `TF_VAR_`.',
                },
                'secret-files': {
                    description: "Lines `KEY=path`: also write that secret's value, byte-exact, to a file of its own (a PEM key, a kubeconfig), mode 0600, removed by the post step. `KEY` is the name on the server. A path in `${{ runner.temp }}` stays there; any other path is in the workspace.",
                    multiline: true,
                    scope: 'action',
                },
                'output-access-token': {
                    description: 'Also set the `access-token` output (masked).',
                    default: 'false',
                    scope: 'action',
                },
                summary: {
                    description: 'Write a job summary of which keys came from where (never values).',
                    default: 'true',
                    scope: 'action',
                },
                'fail-on-empty': {
                    description: 'Fail instead of warning when a path yields no secrets.',
                    default: 'false',
                },
            },
        },
    ],
    outputs: {
        'secret-count': 'Number of secrets exported.',
        'secrets-json': 'All exported secrets as one JSON object (with `export-type` `output`), for `fromJSON`.',
        'access-token': 'The access token (with `output-access-token` `true`). Masked.',
    },
};

;// CONCATENATED MODULE: ./src/spec/tool.ts
/**
 * The command-line tool's own options (`scope: tool`): no action has them, and no variable
 * gives them. Which command takes which is the tool's (`src/cli/options.ts`).
 */
const TOOL_INPUTS = {
    format: {
        description: "`dotenv` (quoted, safe to read back with dotenv parsers), `json`, `yaml`, `shell` (`export K='v'` lines, safe to `source`), `dotenv-export` (the same lines as `shell`), or `docker` (`K=v` lines exactly as `docker run --env-file` reads them).",
        default: 'dotenv',
        choices: ['dotenv', 'json', 'yaml', 'shell', 'dotenv-export', 'docker'],
        placeholder: 'FORMAT',
        scope: 'tool',
    },
    output: {
        description: 'Write the secrets to this file (created with mode 0600, replaced whole) instead of standard output. A folder (an existing one, or a path ending in `/`) gets the file `.env`, `secrets.json` or `secrets.yaml`, by format.',
        placeholder: 'FILE',
        scope: 'tool',
    },
    command: {
        description: 'A command line to run with the shell (`$SHELL`, else `sh`; `cmd` on Windows), such as `npm ci && npm test`, instead of a command after `--`.',
        placeholder: 'LINE',
        scope: 'tool',
    },
    'project-config-dir': {
        description: 'The folder whose `.infisical.json` to read (by default the working folder or the nearest parent that has one). The file gives the project (`workspaceId`) and the environment (`gitBranchToEnvironmentMapping` for the branch, else `defaultEnvironment`) when no flag or variable does.',
        placeholder: 'DIR',
        scope: 'tool',
    },
    redact: {
        description: "Replace every secret value (and each line of 4+ characters of a multi-line value), and their encoded forms (see Redaction below), in the command's standard output and error with `***` (`--no-redact` passes them through as they are).",
        default: 'true',
        scope: 'tool',
    },
    revoke: {
        description: 'Revoke the access token the tool obtained by logging in when the command ends (`--no-revoke` keeps it valid until it expires). A token given with `--access-token` is never revoked.',
        default: 'true',
        scope: 'tool',
    },
    verbose: {
        description: 'Also log the details: each request, per-path counts, imports used and overrides (never values).',
        default: 'false',
        scope: 'tool',
    },
    silent: {
        description: 'Print nothing on standard error but errors.',
        default: 'false',
        scope: 'tool',
    },
    'secret-overriding': {
        description: "Accepted for the official Infisical CLI's sake, with no effect: machine identities have no personal secrets to prefer.",
        default: 'true',
        scope: 'tool',
    },
};

// EXTERNAL MODULE: ./src/spec/names.ts
var names = __webpack_require__(9891);
;// CONCATENATED MODULE: ./src/spec/index.ts
/**
 * The shared descriptions (the connection's inputs, the main action's, the tool's own) and how an
 * action's inputs are listed. Each sub-action's description is in its folder,
 * `src/operations/<name>/spec.ts`; every action's, by name, is `ACTION_SPECS`
 * (`src/operations/specs.ts`). Descriptions are imported only by the generator, the command-line
 * tool and the tests, never by the action bundle.
 */





/** Every input of an action in `action.yml` order: `operation`, its own, and the shared ones. */
function allInputs(spec) {
    const own = Object.assign({}, ...spec.groups.map((group) => group.inputs));
    const operation = operationInput(spec);
    return spec.connectionFirst
        ? { ...CONNECTION_INPUTS, ...own }
        : { ...(operation ? { operation } : {}), ...own, ...CONNECTION_INPUTS };
}
/** The `operation` input of a sub-action, described from its operations. */
function operationInput(spec) {
    const names = Object.keys(spec.operations ?? {});
    if (names.length === 0)
        return undefined;
    const list = names.map((name) => `\`${name}\``);
    if (spec.singleOperation) {
        return { description: `${list[0]}, the only operation (may be left out).` };
    }
    const words = list.length === 2 ? list.join(' or ') : `${list.slice(0, -1).join(', ')} or ${list.at(-1)}`;
    return { description: `${words}.`, required: true };
}

;// CONCATENATED MODULE: ./src/operations/dynamic-secrets/spec.ts

const DYNAMIC_SECRETS_SPEC = {
    title: 'Infisical Dynamic Secret Leases',
    description: 'Lease a dynamic secret of an Infisical project (a database user, cloud keys) for later steps or jobs, renew, revoke or list its leases.',
    icon: 'clock',
    operations: {
        'lease-create': "Lease `dynamic-secret`: outputs `lease-id`, `expire-at` and each field of the lease (masked). Nothing revokes it but `lease-revoke` or its expiry: the main action's `dynamic-secrets` revokes its leases itself.",
        'lease-renew': 'Extend the lease `lease-id` by `lease-ttl` from now.',
        'lease-revoke': 'Revoke the lease `lease-id`, and read it back: the step fails if the server kept it.',
        'lease-list': 'List the leases of `dynamic-secret`.',
    },
    positionals: {
        'lease-create': 'dynamic-secret',
        'lease-list': 'dynamic-secret',
        'lease-renew': 'lease-id',
        'lease-revoke': 'lease-id',
    },
    groups: [
        {
            inputs: {
                ...PROJECT_INPUTS,
                'env-slug': { description: 'Slug of the environment, e.g. `dev`.', required: true },
                'secret-path': {
                    description: 'Folder of the dynamic secret.',
                    default: '/',
                },
                'dynamic-secret': {
                    description: 'Name of the dynamic secret (`lease-create`, `lease-list`).',
                },
                'lease-ttl': {
                    description: "How long the lease lives from now (`lease-create`, `lease-renew`), e.g. `30m`, `2h`; the dynamic secret's default when empty.",
                },
                'lease-id': {
                    description: 'Id of the lease (`lease-renew`, `lease-revoke`).',
                },
            },
        },
    ],
    outputs: {
        'lease-id': 'Id of the lease (`lease-create`, `lease-renew`, `lease-revoke`).',
        'expire-at': 'When the lease ends unless renewed or revoked, ISO 8601 (`lease-create`, `lease-renew`).',
        leases: 'The leases, as a JSON list (`lease-list`).',
        count: 'Number of leases listed (`lease-list`).',
    },
};

;// CONCATENATED MODULE: ./src/spec/existence.ts
/**
 * `if-exists`, `if-missing` and `created`, written once for every sub-action that creates or
 * deletes: each passes what "exists" means for its resource.
 */
/** `if-exists` of a create; `what` is the resource that may exist, e.g. "a tag with this `tag-slug`". */
function ifExists(what) {
    return {
        description: `What \`create\` does when ${what} exists already: \`fail\` (the step fails) or \`skip\` (the existing one is used: its outputs are set as a create sets them, with \`created\` = \`false\`), so that a re-run succeeds.`,
        default: 'fail',
    };
}
/** `if-missing` of a delete; `what` is the resource that may be missing. */
function ifMissing(what) {
    return {
        description: `What \`delete\` does when ${what} does not exist: \`fail\` (the step fails) or \`skip\` (a notice, and the step succeeds without outputs), so that a re-run succeeds. Only the API's own not-found counts; a 404 page from a proxy or a wrong \`domain\` fails the step.`,
        default: 'fail',
    };
}
/** The `created` output; `what` is the resource, e.g. "the tag". */
function created(what) {
    return `\`true\` when this step created ${what}, \`false\` when it existed and \`if-exists: skip\` used it (\`create\`).`;
}

;// CONCATENATED MODULE: ./src/operations/environments/spec.ts


const ENVIRONMENTS_SPEC = {
    title: 'Infisical Environments',
    description: 'Create or delete an environment of an Infisical project.',
    icon: 'layers',
    operations: {
        create: 'Create an environment.',
        delete: 'Delete an environment and every secret in it.',
    },
    groups: [
        {
            inputs: {
                ...PROJECT_INPUTS,
                'environment-name': {
                    description: 'Display name of the new environment (`create`; defaults to the slug).',
                },
                'environment-slug': {
                    description: 'Slug of the new environment (`create`), or of the environment to delete (`delete`, instead of `environment-id`).',
                },
                'environment-id': {
                    description: 'Id of the environment to delete (`delete`, instead of `environment-slug`).',
                },
                'if-exists': ifExists('an environment with this `environment-slug` in the project'),
                'if-missing': ifMissing('the environment'),
            },
        },
    ],
    outputs: {
        'environment-id': 'Id of the created (or existing) or deleted environment.',
        environment: 'The created (or existing) or deleted environment, as JSON.',
        created: created('the environment'),
    },
};

;// CONCATENATED MODULE: ./src/operations/folders/spec.ts


const FOLDERS_SPEC = {
    title: 'Infisical Folders',
    description: 'Create (with every missing parent), delete or list the folders of an environment in an Infisical project.',
    icon: 'folder',
    operations: {
        create: 'Create a folder and every missing parent, like `mkdir -p`.',
        delete: 'Delete a folder with everything in it (sub-folders, secrets, imports).',
        list: 'List the folders directly inside `secret-path`.',
    },
    groups: [
        {
            inputs: {
                ...PROJECT_INPUTS,
                'env-slug': {
                    description: 'Environment of the folders, e.g. `dev`.',
                    required: true,
                },
                'folder-path': {
                    description: 'The folder to create or delete (`create`, `delete`), e.g. `/previews/pr-42`; the leading slash is optional. Folder names hold only letters, digits, `-` and `_`.',
                },
                'secret-path': {
                    description: 'The folder whose sub-folders to list (`list`; default `/`).',
                },
                'if-exists': ifExists('the folder'),
                'if-missing': ifMissing('the folder'),
            },
        },
    ],
    outputs: {
        'folder-id': 'Id of the created (or existing) or deleted folder.',
        folder: 'The created (or existing) or deleted folder, as JSON (id, name, parentId, ...).',
        created: created('the folder'),
        folders: 'The sub-folders of `secret-path`, as a JSON list (`list`).',
        count: 'Number of folders listed.',
    },
};

;// CONCATENATED MODULE: ./src/operations/identities/spec.ts
const IDENTITIES_SPEC = {
    title: 'Infisical Identity Universal Auth',
    description: 'Read the universal-auth configuration (client id, token TTLs, use limit) of an Infisical machine identity.',
    icon: 'user-check',
    operations: { 'get-universal-auth': "Read an identity's universal-auth configuration." },
    singleOperation: true,
    groups: [
        {
            inputs: {
                'target-identity-id': {
                    description: 'Id of the machine identity whose configuration to read.',
                    required: true,
                },
            },
        },
    ],
    outputs: {
        'universal-auth': 'The universal-auth configuration, as JSON.',
        'client-id': "Client id of the identity's universal auth.",
        'access-token-ttl': 'Lifetime of an access token, in seconds.',
        'access-token-max-ttl': 'Longest lifetime of an access token with renewals, in seconds.',
        'access-token-num-uses-limit': 'How many times an access token may be used (0 means no limit).',
    },
};

;// CONCATENATED MODULE: ./src/operations/imports/spec.ts


const IMPORTS_SPEC = {
    title: 'Infisical Secret Imports',
    description: 'Create, update, delete or list the secret imports of a folder in an Infisical project.',
    icon: 'link',
    operations: {
        create: 'Add an import of another environment and folder, last (it wins on shared keys).',
        update: 'Change the source or position of an import.',
        delete: 'Remove an import.',
        list: "List the folder's imports in order.",
    },
    groups: [
        {
            inputs: {
                ...PROJECT_INPUTS,
                'env-slug': {
                    description: 'Environment of the folder the imports live in (the destination), e.g. `dev`.',
                    required: true,
                },
                'secret-path': {
                    description: 'Folder the imports live in (the destination).',
                    default: '/',
                },
                'import-env-slug': {
                    description: 'Environment to import from (`create`, required; `update`, to change it).',
                },
                'import-path': {
                    description: 'Folder to import from (`create`, where it defaults to `/`; `update`, to change it).',
                },
                position: {
                    description: 'New position of the import (`update`); 1 is the first, and the last import wins on a shared key.',
                },
                'secret-import-id': {
                    description: 'Id of the import (`update`, `delete`).',
                },
                'if-exists': ifExists('an import of the same `import-env-slug` and `import-path` in this folder'),
                'if-missing': ifMissing('the import'),
            },
        },
    ],
    outputs: {
        'secret-import-id': 'Id of the created (or existing), updated or deleted import.',
        position: 'Position of the import, as the server reports it.',
        'secret-import': 'The created (or existing), updated or deleted import, as JSON.',
        created: created('the import'),
        'secret-imports': "The folder's imports in order, as a JSON list (`list`).",
        count: 'Number of imports listed.',
    },
};

;// CONCATENATED MODULE: ./src/operations/login/spec.ts
const LOGIN_SPEC = {
    title: 'Infisical Login',
    description: "Log in once for a job: later steps pass the masked access token with `method: token` instead of logging in again, and this step's post step revokes it at the end of the job.",
    icon: 'log-in',
    groups: [],
    outputs: {
        'access-token': 'The access token (masked): pass it to later steps as `access-token` with `method` `token`. It stays valid until the end of the job, when the post step of this step revokes it (with `clean`).',
    },
};

;// CONCATENATED MODULE: ./src/operations/memberships/spec.ts
const MEMBERSHIPS_SPEC = {
    title: 'Infisical Organization Memberships',
    description: "List an Infisical organization's memberships, or delete one. Needs user credentials, not a machine identity.",
    icon: 'users',
    operations: {
        list: "List the organization's memberships.",
        delete: 'Delete a membership.',
    },
    groups: [
        {
            inputs: {
                'organization-id': { description: 'Id of the organization.', required: true },
                'membership-id': { description: 'Id of the membership to delete (`delete`).' },
            },
        },
    ],
    outputs: {
        memberships: "The organization's memberships, with their users, as a JSON list (`list`).",
        membership: 'The deleted membership, as JSON (`delete`).',
        count: 'Number of memberships listed.',
    },
};

;// CONCATENATED MODULE: ./src/operations/projects/spec.ts

const PROJECTS_SPEC = {
    title: 'Infisical Projects',
    description: 'Create an Infisical project and get its id, slug and environments.',
    icon: 'folder-plus',
    operations: { create: 'Create a project.' },
    singleOperation: true,
    groups: [
        {
            inputs: {
                'project-name': { description: 'Name of the new project.', required: true },
                'project-slug': {
                    description: 'Slug of the NEW project (lowercase letters, digits and single dashes). Left out, the server makes one from the name.',
                },
                description: {
                    description: 'Description of the new project (servers that support it).',
                },
                'if-exists': ifExists('a project with this `project-slug` in the organization (`skip` needs `project-slug`)'),
            },
        },
    ],
    outputs: {
        'project-id': 'Id of the new project.',
        'project-slug': 'Slug of the new project.',
        project: 'The new project, as JSON.',
        environments: "The new project's environments (name, slug, id), as a JSON list.",
        created: created('the project'),
    },
};

;// CONCATENATED MODULE: ./src/operations/secrets/spec.ts

const SECRETS_SPEC = {
    title: 'Infisical Secrets Writer',
    description: 'Set (create or update) or delete secrets in a folder of an Infisical project, writing only what changes; keys, never values, in the outputs and the summary.',
    icon: 'lock',
    operations: {
        set: 'Create the keys the folder lacks and update those whose value differs; the others are left alone.',
        delete: 'Delete keys from the folder.',
    },
    groups: [
        {
            inputs: {
                ...PROJECT_INPUTS,
                'env-slug': { description: 'Environment of the folder, e.g. `dev`.', required: true },
                'secret-path': {
                    description: 'Folder to write in; it must exist (writes never create folders).',
                    default: '/',
                },
                secrets: {
                    description: 'Secrets to set, as dotenv text: `KEY=value` lines, `#` comments; values in single quotes or backticks are literal, in double quotes `\\n` is a line break; quoted values may span lines (`set`; or `secrets-file`).',
                    multiline: true,
                    secret: true,
                },
                'secrets-file': {
                    description: 'A file of secrets to set, in the workspace (or `$RUNNER_TEMP`): dotenv, or a JSON object of string values when its name ends in `.json` (`set`; or `secrets`).',
                    toolDescription: 'A file of secrets to set, its path as given (a relative one from the working folder): dotenv, or a JSON object of string values when its name ends in `.json` (`set`; or `secrets`).',
                },
                keys: {
                    description: 'Keys to delete, one per line (`delete`).',
                    multiline: true,
                },
                'if-missing': {
                    description: '`fail` (the default: nothing is deleted when a key is missing) or `skip` (a missing key is done already: a notice, and the others are deleted) (`delete`).',
                    default: 'fail',
                },
            },
        },
    ],
    outputs: {
        created: 'Keys created, as a JSON list (`set`).',
        updated: 'Keys whose value was changed, as a JSON list (`set`).',
        unchanged: 'Keys that already held the value given and were not written, as a JSON list (`set`).',
        deleted: 'Keys deleted, as a JSON list (`delete`).',
        count: 'Number of keys given (in `secrets` or `secrets-file` for `set`, in `keys` for `delete`).',
    },
};

;// CONCATENATED MODULE: ./src/operations/snapshots/spec.ts

const SNAPSHOTS_SPEC = {
    title: 'Infisical Secret Snapshots',
    description: 'List the secret snapshots of a folder in an Infisical project, one page or all of them.',
    icon: 'clock',
    operations: { list: "List a folder's snapshots, newest first." },
    singleOperation: true,
    groups: [
        {
            inputs: {
                ...PROJECT_INPUTS,
                'env-slug': { description: 'Slug of the environment, e.g. `dev`.', required: true },
                'secret-path': { description: 'Folder whose snapshots to list.', default: '/' },
                offset: { description: 'Index of the first snapshot (newest first).', default: '0' },
                limit: {
                    description: 'Number of snapshots to list; with `all`, the size of each page.',
                    default: '20',
                },
                all: {
                    description: 'List every snapshot from `offset` on, page by page (at most 10000).',
                    default: 'false',
                },
            },
        },
    ],
    outputs: {
        snapshots: 'The snapshots, newest first, as a JSON list.',
        count: 'Number of snapshots listed.',
    },
};

;// CONCATENATED MODULE: ./src/operations/tags/spec.ts


const TAGS_SPEC = {
    title: 'Infisical Tags',
    description: "Create a tag in an Infisical project, or list the project's tags.",
    icon: 'tag',
    operations: {
        create: 'Create a tag.',
        list: "List the project's tags.",
    },
    groups: [
        {
            inputs: {
                ...PROJECT_INPUTS,
                'tag-slug': {
                    description: 'Slug of the new tag (`create`): letters and digits, single dashes between them; lowercased, as the server does.',
                },
                'tag-name': {
                    description: 'Display name of the new tag (`create`; older servers only).',
                },
                'tag-color': {
                    description: 'Colour of the new tag, e.g. `#ff0000` (`create`). Without it, the grey `#bec2c8` the web interface picks by default.',
                },
                'if-exists': ifExists('a tag with this `tag-slug` in the project'),
            },
        },
    ],
    outputs: {
        'tag-id': 'Id of the created (or existing) tag.',
        tag: 'The created (or existing) tag, as JSON.',
        created: created('the tag'),
        tags: "The project's tags, as a JSON list (`list`).",
        count: 'Number of tags listed.',
    },
};

;// CONCATENATED MODULE: ./src/operations/specs.ts
/**
 * Every action's description, by name: the main action's (src/spec/main.ts) and each
 * sub-action's, from its folder. This module carries every description text: only the generator,
 * the command-line tool and the tests import it, never the action bundle.
 */












const ACTION_SPECS = {
    main: MAIN_SPEC,
    imports: IMPORTS_SPEC,
    tags: TAGS_SPEC,
    projects: PROJECTS_SPEC,
    environments: ENVIRONMENTS_SPEC,
    memberships: MEMBERSHIPS_SPEC,
    snapshots: SNAPSHOTS_SPEC,
    identities: IDENTITIES_SPEC,
    folders: FOLDERS_SPEC,
    secrets: SECRETS_SPEC,
    'dynamic-secrets': DYNAMIC_SECRETS_SPEC,
    login: LOGIN_SPEC,
};

;// CONCATENATED MODULE: ./src/cli/options.ts
/**
 * The commands of the command-line tool and their options, made from the one description of
 * every action (src/spec/): an option is an action input under the same name, with the same
 * description, default and flags, so `--help` and the `action.yml` files cannot drift apart.
 */


/**
 * The official Infisical CLI's variables that mean the same as one of our inputs, read after our
 * own `INFISICAL_<NAME>`, in that CLI's order. `INFISICAL_API_URL` ends in `/api` by that CLI's
 * convention; `domain` takes the API root as well as the base URL. (`INFISICAL_DOMAIN` and
 * `INFISICAL_PROJECT_ID` are that CLI's names and ours alike.)
 */
const OFFICIAL_VARIABLES = {
    domain: ['INFISICAL_API_URL'],
    'access-token': ['INFISICAL_UNIVERSAL_AUTH_ACCESS_TOKEN', 'INFISICAL_TOKEN'],
    'client-id': ['INFISICAL_UNIVERSAL_AUTH_CLIENT_ID'],
    'client-secret': ['INFISICAL_UNIVERSAL_AUTH_CLIENT_SECRET'],
    'identity-id': ['INFISICAL_MACHINE_IDENTITY_ID'],
};
/**
 * The official Infisical CLI's flags (and its one-letter forms) that mean the same as one of our
 * options: `infisical run --env=prod --path=/app --projectId=ID` works as written.
 */
const OFFICIAL_ALIASES = {
    'env-slug': ['env', 'e'],
    'project-id': ['projectId'],
    'secret-path': ['path'],
    'access-token': ['token'],
    'expand-references': ['expand'],
    tags: ['t'],
    format: ['f'],
    output: ['output-file', 'o'],
    command: ['c'],
    'lease-ttl': ['ttl'],
};
/**
 * Flags of the official Infisical CLI that the tool does not take, and why: refused with the
 * reason rather than as unknown.
 */
const OFFICIAL_UNSUPPORTED = {
    watch: 'a CI job reads its secrets once; rerun the job to pick up changes',
    'watch-interval': 'a CI job reads its secrets once; rerun the job to pick up changes',
    template: 'templates are not rendered; use `--format json` with a tool such as jq',
    'dotenv-quote-char': 'the dotenv format quotes each value so that dotenv parsers and shells read it back exactly',
};
/** `INFISICAL_<NAME>`: the input's name in upper case, dashes as underscores. */
const variableOf = (input) => `INFISICAL_${input.toUpperCase().replace(/-/g, '_')}`;
/**
 * The tool's options that do the work of one of these inputs, by the input's name: messages
 * that name the input name the option (`file-format: json` is `--format json`).
 */
const TOOL_NAMES = {
    'file-format': 'format',
    'file-output-path': 'output',
    clean: 'revoke',
};
function fromInput(name, input) {
    const boolean = input.default === 'true' || input.default === 'false';
    return {
        name,
        description: input.toolDescription ?? input.description,
        kind: boolean ? 'boolean' : input.multiline ? 'lines' : 'value',
        ...(input.default !== undefined ? { default: input.default } : {}),
        ...(input.toolDefault ? { defaultText: input.toolDefault } : {}),
        ...(input.required ? { required: true } : {}),
        ...(input.secret ? { secret: true } : {}),
        // The tool's own options are flags only.
        env: input.scope === 'tool' ? [] : [variableOf(name), ...(OFFICIAL_VARIABLES[name] ?? [])],
        ...(input.placeholder ? { placeholder: input.placeholder } : {}),
        ...aliasesOf(name, input),
    };
}
function aliasesOf(name, input) {
    const aliases = [...(input.flagAliases ?? []), ...(OFFICIAL_ALIASES[name] ?? [])];
    return aliases.length > 0 ? { aliases } : {};
}
/**
 * A group of options: the inputs the tool has (not those of a GitHub job only), those that say
 * which commands take them only in those.
 */
function group(title, inputs, command) {
    return {
        title,
        options: Object.entries(inputs)
            .filter(([, input]) => input.scope !== 'action')
            .filter(([, input]) => !input.toolCommands || input.toolCommands.includes(command ?? ''))
            .map(([name, input]) => fromInput(name, input)),
    };
}
/** The tool's own options, in the order given. */
const tool = (...names) => group('Tool', Object.fromEntries(names.map((name) => [name, TOOL_INPUTS[name]])));
const connection = () => group('Connection and authentication', connection_CONNECTION_INPUTS);
/** The main action's inputs that the tool takes, in the spec's groups. */
const loadGroups = (command) => ACTION_SPECS.main.groups
    .map((g) => group(g.title ?? 'Options', g.inputs, command))
    .filter((g) => g.options.length > 0);
function subActionCommand(name) {
    const spec = ACTION_SPECS[name];
    const operations = spec.operations ?? {};
    const names = Object.keys(operations);
    const operation = spec.singleOperation ? `[${names[0]}]` : `<${names.join('|')}>`;
    return {
        name,
        summary: spec.description,
        usage: `infisical-ci ${name} ${operation} [options]`,
        operations,
        singleOperation: spec.singleOperation ?? false,
        ...(spec.positionals ? { positionals: spec.positionals } : {}),
        groups: [
            ...spec.groups.map((g) => group(g.title ?? 'Options', g.inputs)),
            connection(),
            tool('revoke', 'verbose', 'silent'),
        ],
    };
}
/** Every command, by name: `export`, `run`, then one per sub-action of the spec. */
function cliCommands() {
    const commands = [
        {
            name: 'export',
            summary: 'Print the secrets (dotenv, json, yaml, shell, dotenv-export or docker) with the action’s selection and precedence, or write them to a file.',
            usage: 'infisical-ci export [options]',
            groups: [
                group('Output', { format: TOOL_INPUTS.format, output: TOOL_INPUTS.output }),
                ...loadGroups('export'),
                connection(),
                tool('project-config-dir', 'revoke', 'verbose', 'silent', 'secret-overriding'),
            ],
        },
        {
            name: 'run',
            summary: 'Run a command with the secrets added to its environment; its output is redacted and its exit code is the tool’s.',
            usage: 'infisical-ci run [options] -- COMMAND [ARGS...]',
            takesCommand: true,
            groups: [
                ...loadGroups('run'),
                connection(),
                tool('command', 'project-config-dir', 'redact', 'revoke', 'verbose', 'silent', 'secret-overriding'),
            ],
        },
        ...names/* TOOL_SUB_ACTIONS */.YM.map(subActionCommand),
    ];
    return new Map(commands.map((command) => [command.name, command]));
}
const optionsByCommand = new WeakMap();
/** Every option of a command, by name (made once per command). */
function optionsOf(command) {
    let options = optionsByCommand.get(command);
    if (!options) {
        options = new Map(command.groups.flatMap((g) => g.options.map((o) => [o.name, o])));
        optionsByCommand.set(command, options);
    }
    return options;
}


/***/ }),

/***/ 8706:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  endFor: () => (/* binding */ endFor),
  finish: () => (/* binding */ tool_finish),
  runCommand: () => (/* binding */ tool_runCommand)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/cli/pipes.ts
/**
 * Pipes for `run`'s command's output, that end as a shell's pipes end. Node hands a child's
 * standard streams over socket pairs, and when the reader of a socket pair closes it while the
 * child is in the middle of a write (as a fast writer nearly always is), the child gets
 * ECONNRESET, not a broken pipe: `yes` says "Connection reset by peer" and exits 1 where a pipe's
 * reader leaving ends it quietly with SIGPIPE. Node cannot make a pipe itself, but it can open a
 * FIFO: `mkfifo` makes one in a private folder, both ends are opened, and the name is removed at
 * once, which leaves a pipe known to the tool and the command alone.
 */





/** Runs `mkfifo` on these paths; false when it cannot (not installed, refused). */
function makeFifos(files) {
    return new Promise((resolve) => {
        const maker = (0,external_node_child_process_.spawn)('mkfifo', ['-m', '600', ...files], { stdio: 'ignore' });
        maker.once('error', () => resolve(false));
        maker.once('exit', (code) => resolve(code === 0));
    });
}
/**
 * `count` pipes, or undefined where they are not made: the command's output then goes over
 * Node's socket pairs. Not on Windows, whose pipes end as pipes do already; not where `mkfifo`
 * fails; and not in a worker thread (the tests' in-process runs), which at its end closes every
 * descriptor `fs` opened and did not close itself, as these ends are closed by their sockets:
 * by then the same numbers may be another thread's.
 */
async function outputPipes(count) {
    if (process.platform === 'win32')
        return undefined;
    // Loaded here, for `run` alone: a few milliseconds no other command needs to spend.
    if (!process.getBuiltinModule('node:worker_threads').isMainThread)
        return undefined;
    const opened = [];
    let folder;
    try {
        folder = (0,external_node_fs_.mkdtempSync)(external_node_path_default().join(external_node_os_default().tmpdir(), 'infisical-ci-'));
        const files = Array.from({ length: count }, (_, i) => external_node_path_default().join(folder ?? '', `out${i}`));
        if (!(await makeFifos(files)))
            return undefined;
        const pipes = files.map((file) => {
            // The reading end first, without waiting for a writer; then the writing end, which a
            // reader lets open at once. The command's end blocks on a full pipe, as a pipe does.
            const reader = (0,external_node_fs_.openSync)(file, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
            opened.push(reader);
            const writer = (0,external_node_fs_.openSync)(file, external_node_fs_.constants.O_WRONLY);
            opened.push(writer);
            // Whatever answered to `mkfifo` in PATH, this is a FIFO or it is not used.
            if (!(0,external_node_fs_.fstatSync)(writer).isFIFO())
                throw new Error(`${file} is not a FIFO`);
            return { reader, writer };
        });
        return pipes.map(({ reader, writer }) => ({
            reader: new external_node_net_.Socket({ fd: reader, readable: true, writable: false }),
            writer,
        }));
    }
    catch {
        for (const fd of opened)
            (0,external_node_fs_.closeSync)(fd);
        return undefined;
    }
    finally {
        if (folder)
            (0,external_node_fs_.rmSync)(folder, { recursive: true, force: true });
    }
}
/** Closes pipes made for a command that was not started. */
function closePipes(pipes) {
    for (const pipe of pipes ?? []) {
        pipe.reader.destroy();
        (0,external_node_fs_.closeSync)(pipe.writer);
    }
}

;// CONCATENATED MODULE: ./src/cli/child.ts
/**
 * `run`'s command: started as launch.ts plans it, with the secrets in its environment, its
 * standard output and error streamed through a redactor each, SIGINT, SIGTERM and SIGHUP passed
 * on to it, and its exit code or signal reported back. Between the command and whoever reads
 * the tool's output, the tool stands aside as far as it can:
 *
 * - it ends when the command exits. A background process the command left behind may hold the
 *   pipes open for as long as it runs; the tool reads on only while output still comes, for at
 *   most a short time ({@link OUTPUT_GRACE_MS}, {@link OUTPUT_LIMIT_MS}), then closes them;
 * - a reader that leaves (`| head`, `| grep -q`) ends the command as it would without the tool:
 *   the tool closes its end of the command's pipe, so the command's next write fails (SIGPIPE,
 *   or EPIPE where it ignores the signal): the command writes to real pipes (src/cli/pipes.ts).
 */



/** Signals passed on to the command: a CI cancelling the job, a terminal's Ctrl-C, a hang-up. */
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/**
 * Once the command has exited, its output is read until its pipes close, or until none has come
 * for this long: what it wrote before exiting is in the pipes already, and a background process
 * that still holds them may never close them.
 */
const OUTPUT_GRACE_MS = 200;
/** ... and for no longer than this after the command exited, however much still comes. */
const OUTPUT_LIMIT_MS = 2000;
/**
 * One output of the command, from its pipe through a redactor to one of the tool's streams. It
 * ends when the pipe ends, when {@link stop} is called, or when the tool's stream is gone (its
 * reader left): then the pipe is closed as well.
 */
class Relay {
    /** Chunks read so far. */
    reads = 0;
    /** Waiting for the tool's stream to take what was written before reading more. */
    blocked = false;
    /** Resolves once what was read is written, or there is nowhere left to write it. */
    done;
    settle;
    stopped = false;
    from;
    redactor;
    to;
    constructor(from, redactor, to) {
        this.from = from;
        this.redactor = redactor;
        this.to = to;
        this.done = new Promise((resolve) => (this.settle = resolve));
        from.on('data', this.read);
        from.once('end', this.stop);
        // A pipe that cannot be read any more has ended, as far as the tool can tell.
        from.once('error', this.stop);
        to.on('error', this.gone);
        to.on('close', this.gone);
        if (to.destroyed)
            this.gone();
    }
    read = (chunk) => {
        this.reads++;
        const out = this.redactor.write(chunk);
        if (out.length === 0 || this.to.write(out))
            return;
        this.blocked = true;
        this.from.pause();
        this.to.once('drain', () => {
            this.blocked = false;
            if (!this.stopped)
                this.from.resume();
        });
    };
    /** Stops reading: what the redactor holds back is written, and the pipe is closed. */
    stop = () => {
        if (this.stopped)
            return;
        this.stopped = true;
        this.from.off('data', this.read);
        this.from.destroy();
        const rest = this.redactor.end();
        if (this.to.destroyed)
            this.finish();
        else
            this.to.write(rest, () => this.finish());
    };
    /**
     * The tool's stream failed (EPIPE: its reader left): nothing more can be shown, so the pipe is
     * closed and the command's next write fails, as if it wrote to that reader itself.
     */
    gone = () => {
        this.stopped = true;
        this.from.off('data', this.read);
        this.from.destroy();
        this.finish();
    };
    finish() {
        this.to.off('error', this.gone);
        this.to.off('close', this.gone);
        this.settle();
    }
}
const turn = () => new Promise((resolve) => setImmediate(resolve));
/**
 * After the command exited: waits for its output to end, or to stay quiet for `grace` ms (at
 * most `limit` ms in all while the tool's streams take it), then stops reading it.
 */
async function drainAfterExit(relays, grace, limit) {
    if (relays.length === 0)
        return;
    const all = Promise.all(relays.map((relay) => relay.done)).then(() => true);
    const reads = () => relays.reduce((sum, relay) => sum + relay.reads, 0);
    const until = Date.now() + limit;
    for (;;) {
        const before = reads();
        let timer;
        const ended = await Promise.race([
            all,
            new Promise((resolve) => (timer = setTimeout(() => resolve(false), grace))),
        ]);
        clearTimeout(timer);
        if (ended)
            return;
        // A timer can fire before the pipes are looked at again (a busy machine): one more turn of
        // the event loop reads what they hold by now.
        await turn();
        // A tool's stream still taking what was read: what waits is the command's, not yet shown.
        if (relays.some((relay) => relay.blocked))
            continue;
        if (reads() === before || Date.now() >= until)
            break;
    }
    for (const relay of relays)
        relay.stop();
    await all;
}
/**
 * Runs the command to its end. Rejects only when it cannot be started (not found, not
 * executable), with the system's error.
 */
async function runChild(options) {
    const { launch, env, redaction, grace = OUTPUT_GRACE_MS, limit = OUTPUT_LIMIT_MS } = options;
    const stdout = options.stdout ?? process.stdout;
    const stderr = options.stderr ?? process.stderr;
    const pipes = redaction ? await (options.pipes ?? outputPipes(2)) : undefined;
    const output = (pipe) => redaction ? (pipe?.writer ?? 'pipe') : 'inherit';
    let child;
    try {
        child = (0,external_node_child_process_.spawn)(launch.file, launch.args, {
            env,
            stdio: ['inherit', output(pipes?.[0]), output(pipes?.[1])],
            windowsVerbatimArguments: launch.verbatim,
        });
    }
    finally {
        // The command has its own copies: the pipes end when it and whatever it started close them.
        for (const pipe of pipes ?? [])
            (0,external_node_fs_.closeSync)(pipe.writer);
    }
    const started = new Promise((resolve, reject) => {
        child.once('spawn', resolve);
        child.once('error', reject);
    });
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ? { signal } : { code: code ?? 1 })));
    const forward = (signal) => {
        child.kill(signal);
    };
    for (const signal of FORWARDED_SIGNALS)
        process.on(signal, forward);
    const readers = pipes ? pipes.map((pipe) => pipe.reader) : [child.stdout, child.stderr];
    // The tool's own streams stay open: its last log lines come after the command's output.
    const relays = redaction && readers[0] && readers[1]
        ? [
            new Relay(readers[0], redaction.redactor(), stdout),
            new Relay(readers[1], redaction.redactor(), stderr),
        ]
        : [];
    try {
        await started;
        const exit = await exited;
        await drainAfterExit(relays, grace, limit);
        return exit;
    }
    finally {
        for (const signal of FORWARDED_SIGNALS)
            process.off(signal, forward);
        for (const relay of relays)
            relay.stop();
    }
}

// EXTERNAL MODULE: ./src/errors/input.ts
var input = __webpack_require__(4011);
// EXTERNAL MODULE: ./src/spec/names.ts
var names = __webpack_require__(9891);
// EXTERNAL MODULE: ./src/spec/values.ts
var values = __webpack_require__(5);
// EXTERNAL MODULE: ./src/settings/parse.ts
var parse = __webpack_require__(6894);
// EXTERNAL MODULE: ./src/core/diagnose.ts
var diagnose = __webpack_require__(3655);
// EXTERNAL MODULE: ./src/cli/options.ts + 17 modules
var cli_options = __webpack_require__(7897);
;// CONCATENATED MODULE: ./src/cli/args.ts
/**
 * The command line, read against a command's options: `--name VALUE` or `--name=VALUE`,
 * `--name` / `--no-name` for switches, repeated flags for inputs that take lines, and everything
 * after `--` as the command to run. The official Infisical CLI's names of an option work too
 * (`--env=prod`, `-e prod`, `-eprod`, `-e=prod`). Anything else is a usage error (exit code 2).
 */


/** The command line is wrong: said in one line, and the tool exits with code 2. */
class UsageError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UsageError';
    }
}
const isHelp = (arg) => arg === '--help' || arg === '-h';
/** Every name a flag may be written with (its own and its aliases), to the option. */
function byName(options) {
    const names = new Map();
    for (const option of options.values()) {
        names.set(option.name, option);
        for (const alias of option.aliases ?? [])
            names.set(alias, option);
    }
    return names;
}
/** How the user wrote a flag, for messages: `--env`, `-e`. */
const written = (name) => (name.length === 1 ? `-${name}` : `--${name}`);
/** Reads the arguments after the command's name. */
function parseArgs(argv, options, 
/** For an unknown flag, what follows its name: the option of this command it may stand for. */
instead) {
    const dashes = argv.indexOf('--');
    const own = dashes === -1 ? argv : argv.slice(0, dashes);
    const command = dashes === -1 ? undefined : argv.slice(dashes + 1);
    // `--help` wins over every mistake on the same line: it is how people find the right one.
    if (own.some(isHelp))
        return { flags: new Map(), positionals: [], command, help: true };
    const names = byName(options);
    const flags = new Map();
    const positionals = [];
    for (let i = 0; i < own.length; i++) {
        const arg = own[i] ?? '';
        if (!arg.startsWith('-') || arg === '-') {
            positionals.push(arg);
            continue;
        }
        let name;
        let inline;
        if (arg.startsWith('--')) {
            const eq = arg.indexOf('=');
            name = arg.slice(2, eq === -1 ? undefined : eq);
            inline = eq === -1 ? undefined : arg.slice(eq + 1);
            // One-letter names are short flags only: `-e`, never `--e`.
            if (name.length === 1)
                throw new UsageError(`unknown option \`--${name}\`.`);
        }
        else {
            // One letter: `-e VALUE`, `-e=VALUE` or `-eVALUE`, as the official CLI reads them.
            name = arg.slice(1, 2);
            const rest = arg.slice(2);
            inline = rest === '' ? undefined : rest.startsWith('=') ? rest.slice(1) : rest;
            if (!names.has(name)) {
                throw new UsageError(`unknown option \`${arg.slice(0, 2)}\`.`);
            }
        }
        const negated = name.startsWith('no-') ? names.get(name.slice(3)) : undefined;
        if (negated?.kind === 'boolean' && !names.has(name)) {
            if (inline !== undefined) {
                throw new UsageError(`\`--${name}\` takes no value (write \`--${name.slice(3)}=${inline}\`).`);
            }
            set(flags, negated, 'false', name);
            continue;
        }
        const option = names.get(name);
        if (!option) {
            const why = cli_options/* OFFICIAL_UNSUPPORTED */.We[name];
            throw new UsageError(why
                ? `\`--${name}\` (a flag of the official Infisical CLI) is not supported: ${why}.`
                : `unknown option \`--${name}\`${instead?.(name) ?? `.${suggest(name, names)}`}`);
        }
        if (option.kind === 'boolean') {
            set(flags, option, inline ?? 'true', name);
            continue;
        }
        let value = inline;
        if (value === undefined) {
            const next = own[i + 1];
            if (next === undefined || (next.startsWith('-') && next !== '-')) {
                throw new UsageError(next === undefined
                    ? `\`${written(name)}\` needs a value.`
                    : // The next word may be a credential: never echoed.
                        `\`${written(name)}\` needs a value (for one that starts with a dash, write \`${written(name)}=VALUE\`).`);
            }
            value = next;
            i++;
        }
        set(flags, option, value, name);
    }
    return { flags, positionals, command, help: false };
}
function set(flags, option, value, as) {
    const earlier = flags.get(option.name);
    if (earlier === undefined) {
        flags.set(option.name, value);
        return;
    }
    if (option.kind !== 'lines') {
        const aka = as === option.name ? '' : ` (\`${written(as)}\` is another name for it)`;
        throw new UsageError(`\`--${option.name}\` is given twice${aka}; give it once.`);
    }
    flags.set(option.name, `${earlier}\n${value}`);
}
/** " Did you mean `--x`?" for the nearest option, when it is near enough to be a typo. */
function suggest(name, options) {
    let best;
    let distance = Infinity;
    for (const option of options.keys()) {
        if (option.length === 1)
            continue;
        const d = (0,diagnose/* editDistance */.Y)(name, option);
        if (d < distance)
            [best, distance] = [option, d];
    }
    return best !== undefined && distance <= Math.max(2, Math.floor(name.length / 3))
        ? ` Did you mean \`--${best}\`?`
        : '';
}

// EXTERNAL MODULE: ./src/cli/did-you-mean.ts
var did_you_mean = __webpack_require__(9927);
// EXTERNAL MODULE: ./src/cli/context.ts + 5 modules
var cli_context = __webpack_require__(2106);
// EXTERNAL MODULE: ./src/runner/mask.ts
var mask = __webpack_require__(7084);
;// CONCATENATED MODULE: ./src/cli/forms.ts
/**
 * The forms of a value that `run`'s redactor hides besides the value itself: what GitHub's runner
 * registers for every secret (its value encoders: base64 at the three byte alignments, JSON
 * string escape, URI data escape, XML escape, the command-line and expression escapes, the
 * quote-trimmed and PowerShell sections), plus the variants other programs print (ASCII JSON
 * with `\uXXXX`, Go's HTML-safe JSON, JSON with `\/`, encodeURIComponent, Python's `quote`, the
 * two form encodings, each URI form in lower-case hex too, HTML's numeric references, CSV's
 * doubled quotes, and bash's quoting: `printf %q`, `set -x`, `${v@Q}`).
 *
 * An encoded form shorter than {@link MIN_ENCODED_LENGTH} characters is left out: `M` (from
 * base64 of `1`) or `\"` would hide text all over a log. The value itself is always hidden.
 */
/** Encoded forms shorter than this are not hidden; 6 base64 characters are 36 bits. */
const MIN_ENCODED_LENGTH = 6;
/**
 * Base64 of a value that follows an unknown prefix. With the prefix's length k, base64 turns
 * each 6 bits of prefix + value into one character, so character i covers bits 6i to 6i + 6
 * and the value's n bytes are bits 8k to 8(k + n). The characters that the value alone decides,
 * whatever the prefix and whatever follows, are those whose 6 bits lie wholly inside the value:
 * i from ceil(8k / 6) to floor(8(k + n) / 6), exclusive. Only k mod 3 matters (3 bytes are 4
 * whole characters), so the three alignments give every case; any prefix of that length gives
 * the same characters, zeros do. When the value ends the data, the rest is decided too: the
 * last partial character (its missing bits are zeros) and the `=` padding.
 */
function base64Forms(bytes) {
    const forms = [];
    for (let k = 0; k < 3; k++) {
        const encoded = Buffer.concat([Buffer.alloc(k), bytes]).toString('base64');
        const from = Math.ceil((8 * k) / 6);
        // The value followed by more data, then the value at the end of the data (k = 0: the
        // plain base64 of the value).
        forms.push(encoded.slice(from, Math.floor((8 * (k + bytes.length)) / 6)), encoded.slice(from));
    }
    return forms;
}
const hex = (code) => code.toString(16).padStart(4, '0');
/**
 * JSON string escapes: minimal, ASCII (both hex cases), Go's HTML-safe default, and the first
 * three with `/` escaped as `\/` (PHP's `json_encode`: ASCII, lower-case hex).
 */
function jsonForms(text) {
    const json = JSON.stringify(text).slice(1, -1);
    const ascii = json.replace(/[\u0080-\uffff]/g, (c) => `\\u${hex(c.charCodeAt(0))}`);
    const forms = [
        json,
        ascii,
        ascii.replace(/\\u([0-9a-f]{4})/g, (_, code) => `\\u${code.toUpperCase()}`),
    ];
    // A `/` is never part of an escape, so each `/` of these is one of the value's.
    return [
        ...forms,
        ...(text.includes('/') ? forms.map((form) => form.replace(/\//g, '\\/')) : []),
        json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${hex(c.charCodeAt(0))}`),
    ];
}
/**
 * Percent-encoding of UTF-8 bytes: alphanumerics and `keep` left as they are, space as `+` for
 * forms, any other byte as `%XX` in upper-case hex, or in lower-case hex as some libraries
 * write it. Each byte's encoding comes from a table, into a buffer: a value may be a megabyte.
 */
function percentEncoding(keep, plusForSpace = false) {
    const HEX = '0123456789ABCDEF0123456789abcdef';
    // Per byte: up to 3 character codes of its encoding at 3 * byte, and how many.
    const tables = [0, 16].map((hexCase) => {
        const codes = new Uint8Array(3 * 256);
        const lengths = new Uint8Array(256);
        for (let byte = 0; byte < 256; byte++) {
            const char = String.fromCharCode(byte);
            const bare = (byte >= 0x30 && byte <= 0x39) ||
                (byte >= 0x41 && byte <= 0x5a) ||
                (byte >= 0x61 && byte <= 0x7a) ||
                keep.includes(char);
            const encoded = bare
                ? char
                : plusForSpace && byte === 0x20
                    ? '+'
                    : `%${HEX[hexCase + (byte >> 4)]}${HEX[hexCase + (byte & 15)]}`;
            for (let i = 0; i < encoded.length; i++)
                codes[3 * byte + i] = encoded.charCodeAt(i);
            lengths[byte] = encoded.length;
        }
        return { codes, lengths };
    });
    return (bytes) => tables.map(({ codes, lengths }) => {
        const out = Buffer.allocUnsafe(3 * bytes.length);
        let at = 0;
        for (const byte of bytes) {
            const length = lengths[byte] ?? 0;
            for (let i = 0; i < length; i++)
                out[at++] = codes[3 * byte + i] ?? 0;
        }
        return out.toString('latin1', 0, at);
    });
}
const PERCENT_ENCODINGS = [
    // encodeURIComponent; RFC 3986 unreserved (.NET Uri.EscapeDataString, curl); Python's quote,
    // which keeps `/`.
    percentEncoding("-_.!~*'()"),
    percentEncoding('-_.~'),
    percentEncoding('-_.~/'),
    // application/x-www-form-urlencoded: URLSearchParams and HTML forms; Python's quote_plus.
    percentEncoding('*-._', true),
    percentEncoding('-_.~', true),
];
/** Percent-encodings, each in upper-case hex (RFC 3986's choice) and lower-case hex. */
const uriForms = (bytes) => PERCENT_ENCODINGS.flatMap((encode) => encode(bytes));
const XML = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&apos;',
};
/**
 * HTML escapes: `&`, `<`, `>` as named references, and the quotes (and Go templates' `+`) as
 * each library writes them: Python's `html.escape` and Django (`&quot;`, `&#x27;`), Ruby's ERB
 * and lodash (`&quot;`, `&#39;`), PHP's `htmlspecialchars` (`&quot;`, `&#039;`), Go's
 * `html.EscapeString` and Jinja (`&#34;`, `&#39;`), Go's `html/template` (and `&#43;`).
 */
function htmlForms(text) {
    const base = text.replace(/[&<>]/g, (c) => XML[c] ?? c);
    if (!/["'+]/.test(text))
        return [];
    // Replacement strings, not a function per match: a value may be a megabyte.
    const with_ = (quot, apos, plus = '+') => {
        const quoted = base.replace(/"/g, quot).replace(/'/g, apos);
        return plus === '+' ? quoted : quoted.replace(/\+/g, plus);
    };
    return [
        with_('&quot;', '&#x27;'),
        with_('&quot;', '&#39;'),
        with_('&quot;', '&#039;'),
        with_('&#34;', '&#39;'),
        with_('&#34;', '&#39;', '&#43;'),
    ];
}
/** Control characters bash writes by name inside `$'…'`. */
const ANSI_C = {
    '\x1b': '\\E',
    '\x07': '\\a',
    '\b': '\\b',
    '\f': '\\f',
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
    '\v': '\\v',
};
/**
 * What bash escapes inside `$'…'`: `\` and `'`, and what a UTF-8 locale does not print (control
 * characters, line and paragraph separators); in a locale that is not UTF-8 (`C`) also every
 * character past ASCII.
 */
const ANSI_C_ESCAPED = {
    utf8: /[\\'\p{Cc}\p{Zl}\p{Zp}]/gu,
    c: /[\\'\p{Cc}\p{Zl}\p{Zp}\u0080-\u{10ffff}]/gu,
};
/** The text inside bash's `$'…'`: escaped characters by name or as the octal of their bytes. */
function ansiC(text, escaped) {
    return text.replace(escaped, (char) => {
        if (char === '\\' || char === "'")
            return `\\${char}`;
        const named = ANSI_C[char];
        if (named)
            return named;
        let octal = '';
        for (const byte of Buffer.from(char, 'utf8'))
            octal += `\\${byte.toString(8).padStart(3, '0')}`;
        return octal;
    });
}
/**
 * bash's quoting of a value: `printf %q`'s backslashes for a printable value (before each
 * character of its `bstab`, before `#` at its start, and before `~` at its start or after `:`
 * or `=`), or else the text inside `$'…'`; and the text inside the single quotes of `set -x`,
 * `${v@Q}` and `declare -p` (`'\''`), or of Python's `shlex.quote` (`'"'"'`), which differs
 * from the value only where it has a `'`.
 */
function shellForms(text) {
    const backslashed = text
        .replace(/[ !"$&'()*,;<>?[\\\]^`{|}]/g, '\\$&')
        .replace(/^#/, '\\#')
        .replace(/(^|[:=])~/g, '$1\\~');
    return [
        backslashed,
        ansiC(text, ANSI_C_ESCAPED.utf8),
        ansiC(text, ANSI_C_ESCAPED.c),
        text.replace(/'/g, "'\\''"),
        text.replace(/'/g, `'"'"'`),
    ];
}
/** The sections around `&` that PowerShell prints apart in an error (the runner's rule). */
function powerShellSections(text) {
    if (!text.includes('&'))
        return [];
    const plus = text.indexOf('&+');
    if (plus !== -1)
        return [text.slice(0, plus + 2), text.slice(plus + 3)];
    const last = text.lastIndexOf('&');
    return [text.slice(0, last + 1), text.slice(last + 1)];
}
/**
 * The value and its forms, each once, the value first. A value's lone surrogates are read as
 * U+FFFD, as they reach a command (and any encoder) as UTF-8.
 */
function formsOf(value) {
    const text = Buffer.from(value, 'utf8').toString('utf8');
    const bytes = Buffer.from(text, 'utf8');
    const quoted = text.length > 8 && text.startsWith('"') && text.endsWith('"');
    const encoded = [
        ...base64Forms(bytes),
        ...jsonForms(text),
        ...uriForms(bytes),
        text.replace(/[&<>"']/g, (c) => XML[c] ?? c),
        text.replace(/[&<>]/g, (c) => XML[c] ?? c),
        ...htmlForms(text),
        text.replace(/"/g, '\\"'),
        text.replace(/'/g, "''"),
        // CSV: a field's quotes doubled.
        text.replace(/"/g, '""'),
        ...shellForms(text),
        quoted ? text.slice(1, -1) : '',
        ...powerShellSections(text),
    ];
    const forms = new Set([text]);
    for (const form of encoded) {
        if (form.length >= MIN_ENCODED_LENGTH && form.trim() !== '')
            forms.add(form);
    }
    return [...forms];
}

;// CONCATENATED MODULE: ./src/cli/help.ts
/**
 * `--help`, written from the commands' options, which are the actions' inputs as src/spec/
 * describes them: the same words as the `action.yml` files and the README references.
 */




const WIDTH = 80;
const INDENT = '      ';
/** The spec's descriptions are Markdown: code spans read as plain words on a terminal. */
function plainText(markdown) {
    return markdown.replace(/`([^`]*)`/g, '$1');
}
/** Words wrapped to the width, each line indented. */
function wrap(text, indent, width = WIDTH) {
    const lines = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
        if (line && indent.length + line.length + 1 + word.length > width) {
            lines.push(indent + line);
            line = word;
        }
        else {
            line = line ? `${line} ${word}` : word;
        }
    }
    if (line)
        lines.push(indent + line);
    return lines;
}
/** How a flag is written: `--name VALUE`, `--[no-]name`, or a repeatable `--name VALUE`. */
function flagOf(option) {
    if (option.kind === 'boolean')
        return `--[no-]${option.name}`;
    return `--${option.name} ${option.placeholder ?? 'VALUE'}`;
}
/** What `--help` says of one option: its flag, then the description and where else it is read. */
function describeOption(option) {
    const aliases = (option.aliases ?? []).map((alias) => alias.length === 1 ? `-${alias}` : `--${alias}`);
    const facts = [
        option.required && 'required',
        option.kind === 'lines' && 'repeatable',
        option.default !== undefined &&
            option.default !== '' &&
            `default: ${option.defaultText ?? option.default}`,
        aliases.length > 0 && `also ${aliases.join(', ')}`,
    ].filter(Boolean);
    const head = `  ${flagOf(option)}${facts.length > 0 ? `  (${facts.join('; ')})` : ''}`;
    const variables = option.env.length > 0 ? ` Variable: ${option.env.join(', then ')}.` : '';
    return [head, ...wrap(plainText(option.description) + variables, INDENT)];
}
/** What `run --help` says of redaction, the CIs' own masks, and starting the command on Windows. */
function runNotes() {
    const section = (title, text) => ['', `${title}:`, ...wrap(text, '  ')];
    return [
        ...section('Redaction (unless --no-redact)', `Each value is hidden whole, whatever its length, and so is each line of ${mask/* MIN_LINE_MASK_LENGTH */.kL} or more characters of a multi-line value. So are the forms GitHub's runner hides: base64 at each of the three byte alignments (base64("user:" + value), what curl -u sends, is hidden from the first character the value alone decides, to its end when the value ends the data), JSON string escapes (also ASCII \\uXXXX in either case, and Go's \\u003c form), URI escapes (encodeURIComponent and RFC 3986), form encoding (+ for a space), XML escapes, the command-line (\\") and expression ('') escapes. And beyond them, the forms other tools write: URI escapes that keep / (Python's quote), each URI and form escape in lower-case hex too (%c3%a9), JSON that escapes / as \\/ (PHP's json_encode), HTML escapes with numeric references for the quotes (&#x27;, &#39;, &#039;, &#34;; Go templates' &#43; for +), CSV's doubled quotes (""), and bash's quoting: printf %q (backslashes, or $'...' in a UTF-8 locale or in C) and the single quotes of set -x and \${v@Q} ('\\'') or of Python's shlex.quote ('"'"'). An encoded form shorter than ${MIN_ENCODED_LENGTH} characters is not hidden (it would hide text all over the log): the base64 of a value under 5 bytes is hidden at some alignments only.`),
        ...section('CI masks', 
        // The commands are named without their markers: help printed in a CI log issues nothing.
        "Inside GitHub Actions (GITHUB_ACTIONS=true) every value is also registered with the runner's add-mask command, inside Azure Pipelines (TF_BUILD=True) with the agent's task.setsecret command (a multi-line value line by line), on standard error, so that later steps are masked too."),
        ...section('Windows', 'COMMAND is found through PATH and PATHEXT, not in the current folder (write .\\tool.cmd for one there). A .cmd or .bat file (npm, npx) runs through cmd.exe /d /e:on /v:off /s /c with each argument quoted so that cmd.exe interprets nothing in it (%, ", ^, &, |, ...); an argument with a line break or NUL cannot reach a batch file and is refused.'),
    ];
}
/** `infisical-ci COMMAND --help`. */
function commandHelp(command) {
    const lines = [`Usage: ${command.usage}`, '', ...wrap(plainText(command.summary), '')];
    if (command.operations) {
        lines.push('', command.singleOperation ? 'Operation (may be left out):' : 'Operations:');
        for (const [name, what] of Object.entries(command.operations)) {
            lines.push(`  ${name}`, ...wrap(plainText(what), INDENT));
        }
    }
    for (const group of command.groups) {
        if (group.options.length === 0)
            continue;
        lines.push('', `${group.title}:`);
        for (const option of group.options)
            lines.push(...describeOption(option));
    }
    if (command.takesCommand)
        lines.push(...runNotes());
    lines.push('', 'A flag wins over its variable; a variable that is set but empty counts as not set.', '');
    return lines.join('\n');
}
/** The official CLI's flags, each with the option it stands for. */
function officialFlags() {
    return Object.entries(cli_options/* OFFICIAL_ALIASES */.TK)
        .map(([name, aliases]) => {
        const written = aliases.map((a) => (a.length === 1 ? `-${a}` : `--${a}`)).join(', ');
        return `${written} (--${name})`;
    })
        .join(', ');
}
/** `infisical-ci --help`: every command, where options are read from, the exit codes. */
function overviewHelp(commands) {
    const official = Object.values(cli_options/* OFFICIAL_VARIABLES */.gu).flat().join(', ');
    const lines = [
        `infisical-ci ${values/* VERSION */.xv}: secrets from Infisical for any CI job, with the GitHub Action's selection, precedence, formats and masking.`,
        '',
        'Commands:',
    ];
    for (const command of commands.values()) {
        lines.push(`  ${command.usage.replace(/^infisical-ci /, '')}`, ...wrap(command.summary, INDENT));
    }
    lines.push('', ...wrap(`Options are the action's inputs as flags (--env-slug dev). Each is also read from INFISICAL_<NAME> (INFISICAL_ENV_SLUG), and some from the official Infisical CLI's variables (${official}); a flag wins. Without --method, the credentials given choose it.`, ''), '', ...wrap(`The official Infisical CLI's flags work too: ${officialFlags()}. For export and run, an .infisical.json in the working folder or a parent gives the project (workspaceId) and the environment (gitBranchToEnvironmentMapping, defaultEnvironment) when no flag or variable does.`, ''), '', 'Exit codes:', '  0  success', '  1  failure: one line on standard error says what failed and what to do', '  2  usage: an unknown command or option, a missing or invalid one; nothing was sent', ...wrap("run: the command's own exit code; when a signal ends it, the tool ends with the same signal (or exits with 128 + the signal's number where that is not possible).", '  '), '', "Run 'infisical-ci COMMAND --help' for a command's options.", '');
    return lines.join('\n');
}

// EXTERNAL MODULE: ./src/auth/methods/index.ts + 10 modules
var methods = __webpack_require__(1256);
;// CONCATENATED MODULE: ./src/cli/inputs.ts
/**
 * Where the tool's inputs come from, first found wins: the flag, then `INFISICAL_<NAME>`, then the
 * official Infisical CLI's variable of the same meaning, then `.infisical.json` (the project and
 * the environment, for `export` and `run`), then the action's default.
 */



/**
 * The tool's input reader, the same shape as the runner's. Without `method` anywhere, the method
 * follows from the credentials given (client id or secret: `universal`; an access token, as the
 * official CLI's `INFISICAL_TOKEN`, or an API key: `token`; a JWT: `jwt`), so each CI's snippet
 * needs only its credential. `clean` (the action's post-step clean-up) is `--revoke`.
 */
function inputReader(sources) {
    const options = (0,cli_options/* optionsOf */.cz)(sources.command);
    const fromCommandLine = inputGiven(sources);
    const given = (name) => fromCommandLine(name) ?? (options.has(name) ? sources.fallback?.[name] : undefined);
    // The options' defaults are the spec's, applied as everywhere else: by `withDefaults`.
    const defaults = Object.fromEntries([...options.values()].map((option) => [option.name, { default: option.default }]));
    const read = (0,parse/* withDefaults */.rO)(defaults, (name) => {
        if (name === 'clean')
            return read('revoke');
        const value = given(name);
        if (value)
            return value;
        if (name === 'method' && options.has('method')) {
            const found = (0,methods/* chooseMethod */.jN)((input) => given(input) !== undefined);
            if (found)
                return found.method;
        }
        return '';
    });
    return read;
}
/**
 * An input's value from the command line (a flag, or the fixed operation) or a variable, trimmed;
 * undefined when none gives one (a variable set but empty, or a flag given blank, gives none).
 */
function inputGiven(sources) {
    const options = (0,cli_options/* optionsOf */.cz)(sources.command);
    return (name) => {
        const fixed = sources.fixed?.[name];
        if (fixed !== undefined)
            return fixed.trim();
        const option = options.get(name);
        if (!option)
            return undefined;
        // A blank flag gives none either (`--domain "$UNSET"` must not turn INFISICAL_DOMAIN into
        // the default server, which would get the credentials meant for the one the variable names).
        const flag = sources.flags.get(name)?.trim();
        if (flag)
            return flag;
        for (const variable of option.env) {
            const value = sources.env[variable]?.trim();
            if (value)
                return value;
        }
        return undefined;
    };
}
/**
 * Without `method`, when the credentials of several methods are given (an `INFISICAL_TOKEN` and a
 * leftover `INFISICAL_CLIENT_ID`): one line saying which method the tool chose, from where, and
 * what it leaves unused and why. Undefined when nothing needs saying.
 */
function methodChoiceLine(sources) {
    const options = (0,cli_options/* optionsOf */.cz)(sources.command);
    const value = inputGiven(sources);
    if (!options.has('method') || value('method') !== undefined)
        return undefined;
    const given = (input) => value(input) !== undefined;
    const choice = (0,methods/* chooseMethod */.jN)(given);
    if (!choice || choice.others.length === 0)
        return undefined;
    const from = (input) => sources.flags.get(input)?.trim()
        ? `--${input}`
        : (options.get(input)?.env.find((name) => sources.env[name]?.trim()) ?? `--${input}`);
    const named = (method) => (0,methods/* chosenByOf */.TO)(method).filter(given).map(from).join(' and ');
    const others = choice.others.map(({ method, complete }) => {
        const missing = (0,methods/* chosenByOf */.TO)(method).filter((input) => !given(input));
        return `${named(method)} (${method}${complete ? '' : `, incomplete without --${missing.join(' and --')}`})`;
    });
    return `Logging in with --method ${choice.method} (${named(choice.method)}); also set, and not used: ${others.join(', ')}. Complete credentials win, then those that need no login; set --method to choose.`;
}
/** Where an input's value came from, for the warning about credentials on the command line. */
function givenAsFlags(sources) {
    return [...(0,cli_options/* optionsOf */.cz)(sources.command).values()]
        .filter((option) => option.secret && sources.flags.get(option.name)?.trim())
        .map((option) => option.name);
}

// EXTERNAL MODULE: ./src/core/load.ts + 2 modules
var load = __webpack_require__(2917);
// EXTERNAL MODULE: ./src/core/leases.ts + 1 modules
var core_leases = __webpack_require__(6079);
// EXTERNAL MODULE: ./src/settings/leases.ts
var leases = __webpack_require__(5577);
// EXTERNAL MODULE: ./src/errors/words.ts
var errors_words = __webpack_require__(5570);
;// CONCATENATED MODULE: ./src/export/choice.ts

/**
 * A format choice in messages, as a reference to the input that chooses it: each adapter writes
 * it its own way (`file-format: json` in the action, `--format json` in the tool).
 */
function formatChoice(format) {
    return (0,errors_words/* ref */.KR)('file-format', format);
}

;// CONCATENATED MODULE: ./src/export/docker.ts



/**
 * Docker reads an env file (`docker run --env-file`) one line at a time, with Go's line scanner:
 * a line may not exceed 64 KiB, its newline included.
 */
const MAX_LINE_BYTES = 64 * 1024 - 1;
/** Leading white space, which docker trims from each line (Go's `unicode.IsSpace`). */
const LEADING_SPACE = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;
/** Lone UTF-16 surrogates: no UTF-8 file can hold them, and docker refuses invalid UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Why docker cannot read `NAME=value` back as this name and value, or undefined when it can. */
function dockerProblem(name, value) {
    if (/[\n\r]/.test(value))
        return 'a line break in the value';
    if (name === '')
        return 'an empty name';
    if (/[\n\r]/.test(name))
        return 'a line break in the name';
    if (name.includes('\0') || value.includes('\0'))
        return 'a NUL character';
    if (name.includes('='))
        return 'an `=` in the name';
    if (/[ \t]/.test(name))
        return 'a space or tab in the name';
    if (name.startsWith('#'))
        return 'a name starting with `#` (a comment to docker)';
    if (LEADING_SPACE.test(name))
        return 'a name starting with white space (docker trims it)';
    if (name.startsWith('\ufeff'))
        return 'a name starting with a byte order mark (docker drops it)';
    if (LONE_SURROGATE.test(name) || LONE_SURROGATE.test(value))
        return 'text that is not valid Unicode';
    if (Buffer.byteLength(name, 'utf8') + 1 + Buffer.byteLength(value, 'utf8') > MAX_LINE_BYTES) {
        return 'a line longer than docker reads (64 KiB)';
    }
    return undefined;
}
/**
 * `NAME=value` lines exactly as `docker run --env-file` reads them: docker takes everything after
 * the first `=` as it is (no quotes, no escapes, white space kept), so nothing is quoted. What a
 * line cannot carry (a line break above all) fails, naming every such key, pointing to `run`,
 * whose command gets the values in its environment (`docker run -e NAME` copies one from there).
 */
function renderDocker(entries) {
    const unfit = entries.flatMap(([name, value]) => {
        const problem = dockerProblem(name, value);
        return problem ? [`\`${name}\` (${problem})`] : [];
    });
    if (unfit.length > 0) {
        throw new input/* InputError */.d((0,errors_words/* words */.aL) `${formatChoice('docker')} cannot carry ${unfit.join(', ')}: docker reads one \`NAME=value\` per line, as it is. Pass such values with \`infisical-ci run -- docker run -e NAME ...\` (docker copies \`-e NAME\` from its own environment), or use ${formatChoice('json')}.`);
    }
    return entries.map(([name, value]) => `${name}=${value}\n`).join('');
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/secrets/names.ts
var secrets_names = __webpack_require__(6533);
;// CONCATENATED MODULE: ./src/export/dotenv.ts





/**
 * The line for one value, or undefined when no form is safe. A dotenv file is read by Node's
 * `util.parseEnv` and the `dotenv` package, and sourced by shells (`set -a; . ./.env`), so a
 * value must read back exactly with both parsers and never run anything when sourced:
 * - single quotes, when the value has no `'`: literal in bash and dash, and literal in both
 *   parsers, but for a `\` just before the closing quote, which the `dotenv` package reads as an
 *   escaped quote;
 * - else double quotes, when the value has none of `"`, `$`, `` ` ``, `\`: the characters a
 *   shell expands inside double quotes (and that the parsers would unescape);
 * - never backticks (a shell runs their content) and never unquoted (spaces, quotes and `;` end
 *   a shell word).
 * Carriage returns are dropped by both parsers, and NUL fits in no shell variable.
 */
function dotenvValue(value) {
    if (CR_OR_NUL.test(value))
        return undefined;
    if (!value.includes("'") && !value.endsWith('\\'))
        return `'${value}'`;
    if (!EXPANDED_IN_DOUBLE_QUOTES.test(value))
        return `"${value}"`;
    return undefined;
}
const CR_OR_NUL = /[\r\0]/;
const EXPANDED_IN_DOUBLE_QUOTES = /["$`\\]/;
/** About how long a run of lines is checked with one `parseEnv` (see {@link renderDotenv}). */
const CHECKED_RUN = 64 * 1024;
/**
 * dotenv lines, each value in the first form that is exact with both parsers and inert in a
 * shell. The result is parsed back, so a case misjudged here fails the job, never changes a
 * value. Every key that cannot be carried is named in one error saying what to do.
 *
 * Names must be shell variable names. Both parsers also read `my-key` or `x.y`, but a shell that
 * sources the file reads `x.y='/run'` as a command word, `x.y=/run`, not an assignment: it runs
 * a program found on `PATH`, or, for a word with a `/`, the file at that path from the working
 * directory, which a checkout can provide (a folder `x.y=`). The error points to `keys` to rename
 * them, or to `json`, which takes any name.
 */
function renderDotenv(entries) {
    return dotenv_dotenvPieces(entries).join('');
}
/** {@link renderDotenv}'s text in pieces of about 64 KiB, whole lines each. */
function dotenv_dotenvPieces(entries) {
    let unfit = [];
    const misread = [];
    const lines = [];
    // Read back a run of lines at a time (each line is whole, and names are unique), so that
    // thousands of entries never make one object of thousands of keys. `forEach`, not
    // `for...of`: it runs once per entry, and an iterator costs an object a step.
    let run = '';
    let inRun = [];
    const check = () => {
        const back = (0,external_node_util_.parseEnv)(run);
        inRun.forEach((entry) => {
            if (back[entry[0]] !== entry[1])
                misread.push(entry[0]);
        });
        lines.push(run);
        run = '';
        inRun = [];
    };
    entries.forEach((entry) => {
        const name = entry[0];
        const quoted = (0,secrets_names/* isShellName */.Uq)(name) ? dotenvValue(entry[1]) : undefined;
        if (quoted === undefined)
            unfit.push(name);
        if (unfit.length > 0)
            return;
        run += `${name}=${quoted}\n`;
        inRun.push(entry);
        if (run.length >= CHECKED_RUN)
            check();
    });
    if (unfit.length === 0) {
        check();
        unfit = misread;
    }
    if (unfit.length > 0) {
        const list = unfit.map((n) => `\`${n}\``).join(', ');
        const badNames = unfit.filter((name) => !(0,secrets_names/* isShellName */.Uq)(name)).length;
        const names = badNames > 0
            ? (0,errors_words/* words */.aL) ` Names must be shell variable names (letters, digits and \`_\`, not starting with a digit): a shell runs a line such as \`my-key=...\` as a command. Rename with ${(0,errors_words/* ref */.KR)('keys')} (e.g. \`MY_KEY=my-key\`).`
            : '';
        const values = badNames < unfit.length
            ? (0,errors_words/* words */.aL) ` A value cannot hold a carriage return or a NUL, end with a backslash, or hold a single quote together with \`"\`, \`$\`, a backtick or a backslash: use ${formatChoice('shell')} to source the file.`
            : '';
        throw new input/* InputError */.d((0,errors_words/* words */.aL) `The dotenv file cannot carry ${list} safely: it must read back exactly with dotenv parsers and run nothing when a shell sources it.${names}${values} Or use ${formatChoice('json')}, which carries any name and value.`);
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/export/shell.ts




/**
 * `export NAME='value'` lines: sourcing them in bash or dash sets every value byte-exact and
 * never runs anything (a single quote inside a value is closed, escaped and reopened: `'\''`).
 * Names must be shell variable names; NUL fits in no shell variable.
 */
function renderShell(entries, format) {
    const chosen = formatChoice(format);
    const invalid = entries.map(([name]) => name).filter((name) => !(0,secrets_names/* isShellName */.Uq)(name));
    if (invalid.length > 0) {
        throw new input/* InputError */.d((0,errors_words/* words */.aL) `${chosen} cannot hold ${invalid.map((n) => `\`${n}\``).join(', ')}: not shell variable names. Rename them with ${(0,errors_words/* ref */.KR)('keys')} (e.g. \`MY_KEY=my-key\`) or use \`json\` or \`dotenv\`.`);
    }
    const nul = entries.filter(([, value]) => value.includes('\0')).map(([name]) => `\`${name}\``);
    if (nul.length > 0) {
        throw new input/* InputError */.d((0,errors_words/* words */.aL) `${chosen} cannot hold ${nul.join(', ')}: a NUL character fits in no shell variable. Use ${formatChoice('json')}.`);
    }
    const lines = [];
    // `forEach`, not `for...of`: it runs once per entry, and an iterator costs an object a step.
    entries.forEach((entry) => {
        lines.push(`export ${entry[0]}='${entry[1].replace(QUOTE, `'\\''`)}'\n`);
    });
    return lines.join('');
}
const QUOTE = /'/g;

;// CONCATENATED MODULE: ./src/export/formats.ts


/** Renders the secrets file in the chosen format; fails naming any key the format cannot carry. */
function renderFile(format, entries) {
    switch (format) {
        case 'dotenv':
            return renderDotenv(entries);
        case 'json':
            return JSON.stringify(Object.fromEntries(entries), null, 2) + '\n';
        case 'yaml':
            return entries.length === 0
                ? '{}\n'
                : entries.map(([name, value]) => `${yamlString(name)}: ${yamlString(value)}\n`).join('');
        case 'shell':
            return renderShell(entries, format);
    }
}
/**
 * {@link renderFile}'s text, in pieces when the format makes them anyway (a large dotenv file is
 * then never one large string).
 */
function formats_renderFilePieces(format, entries) {
    return format === 'dotenv' ? dotenvPieces(entries) : [renderFile(format, entries)];
}
/**
 * A YAML double-quoted scalar: JSON's escapes, plus escapes for what YAML may not hold raw. NEL
 * (U+0085) and the line and paragraph separators (U+2028, U+2029) are line breaks to a YAML 1.1
 * reader, so they are escaped too; the result reads the same with YAML 1.1 and 1.2 readers.
 */
function yamlString(value) {
    return JSON.stringify(value).replace(/[\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

;// CONCATENATED MODULE: ./src/export/tool-formats.ts




/**
 * The formats of the command-line tool's `--format`: the action's file formats, plus
 * `dotenv-export` (the official Infisical CLI's name for `export K='v'` lines: the `shell`
 * format) and `docker` (what `docker run --env-file` reads): the spec lists them. The action's
 * bundle renders neither.
 */
const TOOL_FORMATS = values/* CHOICES */.vC.format;
/** Renders the secrets for `--format`; fails naming any key the format cannot carry. */
function renderToolFormat(format, entries) {
    switch (format) {
        case 'docker':
            return renderDocker(entries);
        case 'dotenv-export':
            return renderShell(entries, format);
        default:
            return renderFile(format, entries);
    }
}

// EXTERNAL MODULE: ./src/export/paths.ts
var paths = __webpack_require__(5358);
;// CONCATENATED MODULE: ./src/export/plan.ts





/** Linux refuses to start a process whose environment holds a larger value. */
const MAX_ENV_VALUE_BYTES = 128 * 1024;
/**
 * Builds every destination's content in memory, failing on anything that cannot be exported, so
 * that the job either gets all of its secrets or none.
 */
function planExport(settings, entries, extraOutputs = [], secrets = new Map()) {
    const values = entries.map(({ name, secret }) => [name, secret.value]);
    const types = settings.exportTypes;
    if (types.has('env'))
        checkEnv(values);
    else if (types.has('output'))
        refuse(values, fileCommandNameProblem, 'step outputs');
    const outputs = [
        ['secret-count', String(entries.length)],
        ...extraOutputs,
    ];
    if (!types.has('output'))
        return finish(settings, values, outputs, secrets);
    // Output names are case-insensitive in expressions: a secret named like one of the
    // action's own outputs would silently replace it, or be replaced.
    const own = new Set(MAIN_OUTPUTS.map((name) => name.toLowerCase()));
    const taken = values.filter(([name]) => own.has(name.toLowerCase())).map(([name]) => name);
    if (taken.length > 0) {
        throw new InputError(words `${taken.map((n) => `\`${n}\``).join(', ')} would clash with the action's own output of the same name. Rename with ${ref('keys')} (e.g. \`MY_COUNT=${taken[0] ?? ''}\`) or ${ref('env-prefix')}.`);
    }
    const all = outputs.concat(values, [['secrets-json', jsonObject(values)]]);
    return finish(settings, values, all, secrets);
}
/**
 * The secrets as a process's environment (`infisical-ci run`'s command): the names and values it
 * can take, checked as the action's `env` export checks them.
 */
function environmentOf(entries) {
    const values = entries.map(({ name, secret }) => [name, secret.value]);
    checkEnv(values);
    return values;
}
/** `{"NAME":"value",...}` in entry order (names are unique), without an object of thousands of keys. */
function jsonObject(values) {
    const members = [];
    values.forEach((entry) => members.push(`${JSON.stringify(entry[0])}:${JSON.stringify(entry[1])}`));
    return `{${members.join(',')}}`;
}
/** The files to write: the secrets file, and each `secret-files` entry. */
function finish(settings, values, outputs, secrets) {
    const types = settings.exportTypes;
    const files = [];
    if (types.has('file')) {
        files.push({
            path: settings.file.path,
            displayPath: settings.file.displayPath,
            content: renderFilePieces(settings.file.format, values),
        });
    }
    for (const { key, path, displayPath } of settings.secretFiles ?? []) {
        const secret = secrets.get(key);
        if (!secret) {
            throw new InputError(words `${subject('secret-files')} names \`${key}\`, which the selected paths do not have. Check the spelling (keys are case-sensitive; ${ref('secret-files')} takes the name on the server, before ${ref('keys')} and ${ref('env-prefix')}), ${ref('secret-path')}, ${ref('env-slug')} and ${ref('tags')}.`);
        }
        files.push({ path, displayPath, content: secret.value });
    }
    return { env: types.has('env') ? values : [], outputs, files };
}
/** What the environment of later steps cannot take: names it misreads or refuses, NUL, huge values. */
function checkEnv(values) {
    refuse(values, secrets_names/* envNameProblem */.qd, 'environment variables');
    const nul = [];
    const tooLarge = [];
    // `forEach`, not `for...of`: it runs once per secret, and an iterator costs an object a step.
    values.forEach((entry) => {
        const value = entry[1];
        if (value.includes('\0'))
            nul.push(`\`${entry[0]}\``);
        // A UTF-16 unit is at most 3 bytes in UTF-8: only long values need counting.
        if (value.length * 3 > MAX_ENV_VALUE_BYTES &&
            Buffer.byteLength(value, 'utf8') > MAX_ENV_VALUE_BYTES) {
            tooLarge.push(`\`${entry[0]}\``);
        }
    });
    if (nul.length > 0) {
        const them = nul.length === 1 ? 'it' : 'them';
        throw new input/* InputError */.d((0,errors_words/* words */.aL) `${nul.join(', ')} ${nul.length === 1 ? 'holds' : 'hold'} a NUL character, which no environment variable can carry. ${(0,errors_words/* byAdapter */.hh)((0,errors_words/* words */.aL) `Export with ${(0,errors_words/* ref */.KR)('export-type', 'file')} (\`json\`) or \`output\``, `Write ${them} to a file with \`infisical-ci export --format json --output FILE\``)}, or leave ${them} out with ${(0,errors_words/* ref */.KR)('keys')}.`);
    }
    if (tooLarge.length > 0) {
        const them = tooLarge.length === 1 ? 'it' : 'them';
        throw new input/* InputError */.d((0,errors_words/* words */.aL) `${tooLarge.join(', ')} ${tooLarge.length === 1 ? 'is' : 'are'} larger than 128 KiB, too large for an environment variable (${(0,errors_words/* byAdapter */.hh)('later steps', 'the command')} would fail to start). ${(0,errors_words/* byAdapter */.hh)((0,errors_words/* words */.aL) `Export ${them} with ${(0,errors_words/* ref */.KR)('export-type', 'file')} or \`output\``, `Write ${them} to a file with \`infisical-ci export --output FILE\``)}, or leave ${them} out with ${(0,errors_words/* ref */.KR)('keys')}.`);
    }
}
/** One error naming every name the destination cannot take, and why. */
function refuse(values, problem, destination) {
    const refused = [];
    values.forEach((entry) => {
        const why = problem(entry[0]);
        if (why)
            refused.push(`${JSON.stringify(entry[0])} (${why})`);
    });
    if (refused.length === 0)
        return;
    const them = refused.length === 1 ? 'it' : 'them';
    throw new input/* InputError */.d((0,errors_words/* words */.aL) `${refused.length === 1 ? 'This name cannot be' : 'These names cannot be'} used for ${destination}: ${refused.join(', ')}. Rename with ${(0,errors_words/* ref */.KR)('keys')} (\`NEW_NAME=KEY\` lines) or ${(0,errors_words/* ref */.KR)('env-prefix')}, leave ${them} out with ${(0,errors_words/* ref */.KR)('keys')}, or ${(0,errors_words/* byAdapter */.hh)('export to a `json` or `yaml` file only', `write ${them} to a \`json\` or \`yaml\` file with \`infisical-ci export\``)}.`);
}

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

;// CONCATENATED MODULE: ./src/export/write.ts





/**
 * Writes a plan: the files first (all of them or none, mode 0600), then the environment, then
 * outputs. Each destination is one write; if a later one fails, the files are removed again, so
 * the job never continues half-configured. `roots` are where files may land (resolved through
 * symlinks); `onFilesCreated` records them for the post step before they appear.
 */
function applyExport(plan, runner, roots, onFilesCreated) {
    const written = writeSecretFiles(plan.files, roots, onFilesCreated);
    try {
        runner.exportVariables(plan.env);
        runner.setOutputs(plan.outputs);
    }
    catch (error) {
        for (const file of written)
            rmSync(file, { force: true });
        throw error;
    }
}
/**
 * Writes files readable only by their owner, all or none: every destination is checked (its real
 * location, through any symlinked folder, must be inside a root), every content goes to a
 * temporary file beside its destination, and only then are they renamed into place.
 */
function writeSecretFiles(files, roots, onFilesCreated) {
    if (files.length === 0)
        return [];
    for (const file of files)
        checkDestination(file, roots);
    const temporaries = [];
    const renamed = [];
    const pending = [];
    try {
        for (const file of files) {
            (0,external_node_fs_.mkdirSync)(external_node_path_default().dirname(file.path), { recursive: true });
            // Checked again now that the folders exist: nothing may have swapped one for a symlink.
            checkDestination(file, roots);
            const temporary = external_node_path_default().join(external_node_path_default().dirname(file.path), `.${external_node_path_default().basename(file.path)}.${process.getBuiltinModule('node:crypto').randomUUID()}.tmp`);
            // Created new (never through a link planted there), readable only by its owner, and
            // written a piece at a time: a large file never becomes one large buffer.
            const fd = (0,external_node_fs_.openSync)(temporary, 'wx', 0o600);
            temporaries.push(temporary);
            try {
                writeText(fd, file.content);
            }
            finally {
                (0,external_node_fs_.closeSync)(fd);
            }
            pending.push([temporary, file.path]);
        }
        onFilesCreated(files.map((file) => file.path));
        for (const [temporary, file] of pending) {
            (0,external_node_fs_.renameSync)(temporary, file);
            renamed.push(file);
        }
        return renamed;
    }
    catch (error) {
        for (const file of [...temporaries, ...renamed])
            (0,external_node_fs_.rmSync)(file, { force: true });
        throw error;
    }
}
/**
 * Fails unless the file would really land inside a root (its folder resolved through symlinks)
 * and is not a folder. A symlink at the file's own path is replaced, never followed: the rename
 * swaps the link itself, so its target is untouched.
 */
function checkDestination(file, roots) {
    const real = external_node_path_default().join((0,paths/* realPath */.Ye)(external_node_path_default().dirname(file.path)), external_node_path_default().basename(file.path));
    if (!(0,paths/* isInside */.FK)(real, roots)) {
        throw new input/* InputError */.d(`\`${file.displayPath}\` would be written outside the workspace and the runner's temporary folder (a folder on its path is a symlink to elsewhere). Write the file elsewhere, or remove the symlink.`);
    }
    let existing;
    try {
        existing = (0,external_node_fs_.lstatSync)(file.path);
    }
    catch {
        return; // does not exist yet
    }
    if (existing.isDirectory()) {
        throw new input/* InputError */.d(`\`${file.displayPath}\` is a folder; name a file to write the secrets to.`);
    }
}

// EXTERNAL MODULE: ./src/settings/connection.ts
var settings_connection = __webpack_require__(8833);
// EXTERNAL MODULE: ./src/settings/project.ts
var settings_project = __webpack_require__(3364);
;// CONCATENATED MODULE: ./src/settings/selection.ts





/** Reads and validates the selection inputs. */
function readSelection(input) {
    const read = (0,parse/* withDefaults */.rO)(values/* INPUT_VALUES */.SV.main, input);
    const project = (0,settings_project/* readProject */.W)(read);
    const environment = (0,parse/* requiredInput */.YF)(read, 'env-slug', '(the environment slug, e.g. `dev`)');
    const paths = [...new Set((0,parse/* linesInput */.WO)(read, 'secret-path').map((p) => (0,settings_project/* normalizeSecretPath */.n)(p)))];
    return {
        project,
        environment,
        paths,
        includeImports: (0,parse/* booleanInput */.tE)(read, 'include-imports'),
        recursive: (0,parse/* booleanInput */.tE)(read, 'recursive'),
        expandReferences: (0,parse/* booleanInput */.tE)(read, 'expand-references'),
        tags: (0,parse/* listInput */.dt)(read, 'tags'),
        keys: readKeys(read),
        envPrefix: readEnvPrefix(read),
        failOnEmpty: (0,parse/* booleanInput */.tE)(read, 'fail-on-empty'),
        unresolvedReferences: (0,parse/* choiceInput */.ij)(read, 'unresolved-references', values/* CHOICES */.vC['unresolved-references']),
    };
}
function readKeys(read) {
    const lines = (0,parse/* linesInput */.WO)(read, 'keys');
    if (lines.length === 0)
        return undefined;
    const seen = new Map();
    return lines.map((line, index) => {
        const eq = line.indexOf('=');
        const name = (eq >= 0 ? line.slice(0, eq) : line).trim();
        const key = (eq >= 0 ? line.slice(eq + 1) : line).trim();
        if (!name || !key) {
            throw new input/* InputError */.d((0,errors_words/* words */.aL) `${(0,errors_words/* subject */.bc)('keys')}, line ${index + 1}: expected \`KEY\` or \`NAME=KEY\`, got \`${line}\`.`);
        }
        const earlier = seen.get(name);
        if (earlier !== undefined) {
            throw new input/* InputError */.d((0,errors_words/* words */.aL) `${(0,errors_words/* subject */.bc)('keys')}: the name \`${name}\` is given twice (for \`${earlier}\` and \`${key}\`).`);
        }
        seen.set(name, key);
        return { name, key };
    });
}
function readEnvPrefix(read) {
    const prefix = read('env-prefix');
    if (prefix && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(prefix)) {
        throw new input/* InputError */.d((0,errors_words/* words */.aL) `${(0,errors_words/* subject */.bc)('env-prefix')} must be letters, digits and underscores, not starting with a digit (e.g. \`TF_VAR_\`); \`${prefix}\` is not.`);
    }
    return prefix;
}

;// CONCATENATED MODULE: ./src/cli/launch.ts
/**
 * How `run` starts its command. Elsewhere than Windows the system finds it (PATH). On Windows
 * the tool finds it itself, through PATH and PATHEXT, because the system starts only programs
 * (`.exe`, `.com`): `npm` there is `npm.cmd`, a batch file that only cmd.exe runs, and Node
 * refuses to start one without a shell. So a `.cmd` or `.bat` file is started as
 * `cmd.exe /d /e:on /v:off /s /c "…"` with a command line quoted here, such that cmd.exe
 * interprets nothing in an argument (the BatBadBut class of bugs: `%`, `"`, `^`, `&`, `|`, ...),
 * and the program the batch file hands `%*` on to reads the arguments back exactly.
 *
 * Pure functions over an injected platform, environment and file check, tested on any machine.
 */

/** A command that cannot be started as given; the message says why and what to do. */
class LaunchError extends Error {
    notFound;
    constructor(message, notFound = false) {
        super(message);
        this.name = 'LaunchError';
        this.notFound = notFound;
    }
}
/** Windows reads variable names without case; an exact match wins. */
function variable(env, name) {
    if (env[name] !== undefined)
        return env[name];
    const key = Object.keys(env).find((k) => k.toUpperCase() === name.toUpperCase());
    return key === undefined ? undefined : env[key];
}
const DEFAULT_PATHEXT = '.COM;.EXE;.BAT;.CMD';
/** A full path: a drive and its root (`C:\`, `C:/`) or a network share (`\\server\share`). */
const FULL_PATH = /^([A-Za-z]:[\\/]|[\\/]{2})/;
/**
 * Where Windows would find the command: a name with a folder in it from the current folder, any
 * other name in PATH's folders in order (never the current folder, as PowerShell does: a file in
 * a checkout must not stand in for `npm`; so an entry of PATH that is not a full path, such as
 * `.`, `bin`, `C:bin` or `\bin`, which would be read from the current folder or drive, is
 * skipped). In each folder, a name whose extension is in PATHEXT as it is, else the name with each
 * extension of PATHEXT in order. Undefined when not found.
 */
function resolveCommand(name, environment) {
    const win = (external_node_path_default()).win32;
    const extensions = (variable(environment.env, 'PATHEXT') || DEFAULT_PATHEXT)
        .split(';')
        .map((ext) => ext.trim())
        .filter((ext) => ext.startsWith('.'));
    const known = new Set(extensions.map((ext) => ext.toUpperCase()));
    const candidates = (base) => known.has(win.extname(base).toUpperCase())
        ? [base]
        : extensions.map((ext) => base + ext.toLowerCase());
    const folders = /[\\/]/.test(name) || /^[A-Za-z]:/.test(name)
        ? [win.resolve(environment.cwd, win.dirname(name))]
        : (variable(environment.env, 'PATH') ?? '')
            .split(';')
            .map((folder) => folder.trim().replace(/^"(.*)"$/, '$1'))
            .filter((folder) => FULL_PATH.test(folder));
    for (const folder of folders) {
        for (const candidate of candidates(win.basename(name))) {
            const file = win.join(folder, candidate);
            if (environment.isFile(file))
                return file;
        }
    }
    return undefined;
}
/** Characters neither cmd.exe nor the C runtime reads as anything but themselves. */
const BARE = /^[A-Za-z0-9#$*+\-./:?@\\_]+$/;
/**
 * One argument on cmd.exe's command line for a batch file. Inside double quotes cmd.exe takes
 * `& | < > ( ) ^ , ; =` and spaces as text (`!` too, with delayed expansion off); a quote in the
 * argument is written `""`, which leaves cmd.exe's quoting as it was and which the C runtime
 * reads as one `"` (`\"` would end cmd.exe's quoting: that was BatBadBut); backslashes before a
 * quote are doubled, as the C runtime wants. `%` is expanded before quotes count, so it becomes
 * `%%cd:~,%`: the first `%` stays, `%cd:~,%` is an empty part of the variable CD and expands to
 * nothing, and no variable name can form after a `%`. A line break ends cmd.exe's command and
 * NUL ends the line: such an argument cannot be carried (the caller refuses it).
 */
function quoteForCmd(arg) {
    if (BARE.test(arg) && !arg.endsWith('\\'))
        return arg;
    let out = '"';
    let slashes = 0;
    for (const char of arg) {
        if (char === '\\') {
            slashes++;
            continue;
        }
        out += '\\'.repeat(char === '"' ? slashes * 2 : slashes);
        slashes = 0;
        out += char === '"' ? '""' : char === '%' ? '%%cd:~,%' : char;
    }
    return `${out}${'\\'.repeat(slashes * 2)}"`;
}
/**
 * What to start for `--command`'s line, run by the shell as the official CLI runs it: `$SHELL -c`
 * (else `sh`), or on Windows `cmd.exe /d /s /c "LINE"`, written as it is: Node's own quoting
 * would turn each `"` of the line into `\"`, which cmd.exe keeps, so `echo "a b"` would print
 * the backslashes. The line is the user's own shell text, run as cmd.exe reads it.
 */
function planShellLine(line, environment) {
    if (environment.platform !== 'win32') {
        return {
            file: variable(environment.env, 'SHELL') || 'sh',
            args: ['-c', line],
            verbatim: false,
        };
    }
    const cmd = variable(environment.env, 'ComSpec') || 'cmd.exe';
    return { file: cmd, args: ['/d', '/s', '/c', `"${line}"`], verbatim: true };
}
const BATCH = /\.(cmd|bat)$/i;
/** What to start for the command line `command` (program first). */
function planLaunch(command, environment) {
    const [name = '', ...args] = command;
    if (environment.platform !== 'win32')
        return { file: name, args, verbatim: false };
    const file = resolveCommand(name, environment);
    if (file === undefined) {
        throw new LaunchError(`Command not found: ${name}. Check its name and PATH; the current folder is not searched (write .\\${name} for a file there).`, true);
    }
    if (!BATCH.test(file))
        return { file, args, verbatim: false };
    args.forEach((arg, index) => {
        if (/[\r\n\0]/.test(arg)) {
            throw new LaunchError(`Argument ${index + 1} of the command holds a line break or NUL, which cmd.exe cannot pass to ${file}. Pass such a value in a variable or a file.`);
        }
    });
    // A path holds no quote; it is always quoted, and its `%` kept from expansion too.
    const line = [`"${file.replace(/%/g, '%%cd:~,%')}"`, ...args.map(quoteForCmd)].join(' ');
    const cmd = variable(environment.env, 'ComSpec') ??
        external_node_path_default().win32.join(variable(environment.env, 'SystemRoot') ?? 'C:\\Windows', 'System32', 'cmd.exe');
    // /d: no AutoRun commands; /e:on: extensions (the %cd:~,% form needs them); /v:off: `!` is
    // text; /s /c "…": run the line between the first and the last quote, as it is.
    return { file: cmd, args: ['/d', '/e:on', '/v:off', '/s', '/c', `"${line}"`], verbatim: true };
}

;// CONCATENATED MODULE: ./src/cli/load.ts
/**
 * `export` and `run`: the action's load pipeline (settings, login, fetch, merge, mask, select)
 * with the tool's own destinations: standard output or a file, or a command's environment.
 */



















/** Reads every setting of the load before any request (a wrong one is a usage error). */
function readLoadSettings(context) {
    const { read, runner, workspace } = context;
    const connection = (0,settings_connection/* readConnection */.dC)({ read, mask: (value) => runner.mask(value), workspace });
    return { connection, selection: readSelection(read) };
}
/** The line said before logging in: where the secrets come from. */
const opening = (settings) => (0,load/* describeSource */.B)(settings.connection, settings.selection);
const count = (n) => (0,errors_words/* counted */.hS)(n, 'secret');
/** `infisical-ci export`: the secrets in a format, on standard output or in a file (0600). */
async function exportCommand(context) {
    const { read, runner, workspace, args } = context;
    if (args.positionals.length > 0) {
        return (0,cli_context/* usageError */.Wp)(context, `\`export\` takes no argument \`${args.positionals[0]}\`.`);
    }
    const output = read('output');
    const done = await (0,cli_context/* inCommand */.PM)(context, {
        prepare: () => ({ ...readLoadSettings(context), format: readFormat(read) }),
        opening,
        async work(session, { selection, format }) {
            const { entries } = await (0,load/* loadSecrets */.G)(session, selection, runner);
            const text = renderToolFormat(format, namedValues(entries));
            if (output) {
                const file = outputFile(output, format, workspace);
                // The file goes where the user says: its folder is the one place it may land.
                writeSecretFiles([{ ...file, content: text }], [(0,paths/* realPath */.Ye)(external_node_path_default().dirname(file.path))], () => { });
                runner.info(`Wrote ${count(entries.length)} to ${file.displayPath} (${format}, mode 0600).`);
            }
            else {
                await (0,cli_context/* writeOut */.sD)(context.stdout, text);
                runner.info(`Printed ${count(entries.length)} (${format}).`);
            }
        },
    });
    return 'exit' in done ? done.exit : 0;
}
const isFile = (file) => {
    try {
        return (0,external_node_fs_.statSync)(file).isFile();
    }
    catch {
        return false;
    }
};
const namedValues = (entries) => entries.map(({ name, secret }) => [name, secret.value]);
/** `--format`, one of the tool's formats (the official CLI's `csv` is not one: said so). */
function readFormat(read) {
    const raw = read('format').toLowerCase();
    const match = TOOL_FORMATS.find((format) => format === raw);
    if (match)
        return match;
    const csv = raw === 'csv' ? ' (`csv` is not offered: `json` carries every value)' : '';
    throw new input/* InputError */.d(`\`--format\` must be one of ${TOOL_FORMATS.map((f) => `\`${f}\``).join(', ')}, not \`${raw}\`${csv}.`);
}
/** The official CLI's file names when `--output` names a folder. */
const FILE_IN_FOLDER = {
    json: 'secrets.json',
    yaml: 'secrets.yaml',
};
/**
 * Where `--output` writes: the file named, or in a folder (one that exists, or a path ending in
 * a slash) the official CLI's file name for the format.
 */
function outputFile(output, format, workspace) {
    const resolved = external_node_path_default().resolve(workspace, output);
    let folder = /[\\/]$/.test(output);
    if (!folder) {
        try {
            folder = (0,external_node_fs_.statSync)(resolved).isDirectory();
        }
        catch {
            folder = false;
        }
    }
    if (!folder)
        return { path: resolved, displayPath: output };
    const name = FILE_IN_FOLDER[format] ?? '.env';
    return { path: external_node_path_default().join(resolved, name), displayPath: external_node_path_default().join(output, name) };
}
/**
 * `infisical-ci run -- COMMAND`: the command runs with the secrets added to the tool's own
 * environment (a secret wins over a variable of the same name), without the credentials the
 * tool logged in with; its output is redacted; its exit code or signal is the tool's.
 */
async function runCommand(context) {
    const { read, runner } = context;
    const planned = planCommand(context);
    if (typeof planned === 'number')
        return planned;
    let pipes;
    const done = await (0,cli_context/* inCommand */.PM)(context, {
        prepare: () => {
            const settings = {
                ...readLoadSettings(context),
                leases: (0,leases/* readLeaseSettings */.m)(read),
                redact: (0,parse/* booleanInput */.tE)(read, 'redact'),
            };
            // Made while the tool logs in: the command's pipes cost a process start (src/cli/pipes.ts).
            if (settings.redact)
                pipes = outputPipes(2);
            return settings;
        },
        opening,
        work: (session, settings) => withLeases(session, settings, runner, (variables, leased) => {
            runner.info(`Running ${planned.program} with ${count(variables.length)} in its environment.`);
            // Without leases the token is not needed once the secrets are here: revoked while the
            // command runs (the frame waits for it before the tool ends).
            if (leased === 0)
                void session.close({ quiet: true });
            const env = commandEnv(context, variables);
            return startCommand(context, planned, env, settings.redact, pipes);
        }),
    });
    if ('exit' in done) {
        // The command never started: its pipes are not needed.
        void pipes?.then(closePipes);
        return done.exit;
    }
    return done.value;
}
/**
 * Loads the secrets and leases the dynamic secrets at once, then runs `use` with them all as
 * variables; the leases are revoked when it ends, whatever the end (the command's exit or
 * signal, or a failure before it started).
 */
async function withLeases(session, { selection, leases }, runner, use) {
    const { entries, held } = await (0,core_leases/* loadLeasing */.qt)(session, selection, leases, runner);
    try {
        // The same checks as the action's `env` export: names and values a process can take.
        return await use(environmentOf(entries), held.length);
    }
    finally {
        await (0,core_leases/* revokeLeases */.WE)(session.client, held, runner);
    }
}
/** The command line's command, or the exit code of a wrong one: a command that cannot start sends nothing. */
function planCommand(context) {
    const { read, runner, args } = context;
    const line = read('command');
    if (line && args.command) {
        return (0,cli_context/* usageError */.Wp)(context, 'Give the command to run after `--` or with `--command`, not both.');
    }
    const command = args.command ?? [];
    if (args.positionals.length > 0) {
        return (0,cli_context/* usageError */.Wp)(context, `Put the command to run after \`--\`: infisical-ci run [options] -- ${args.positionals.join(' ')}`);
    }
    if (!line && (command.length === 0 || command[0] === '')) {
        return (0,cli_context/* usageError */.Wp)(context, '`run` needs the command to run after `--` (or in `--command`).');
    }
    const environment = {
        platform: process.platform,
        env: context.env,
        cwd: context.workspace,
        isFile,
    };
    try {
        const launch = line ? planShellLine(line, environment) : planLaunch(command, environment);
        return { launch, program: line ? launch.file : (command[0] ?? '') };
    }
    catch (error) {
        if (!(error instanceof LaunchError))
            throw error;
        if (!error.notFound)
            return (0,cli_context/* usageError */.Wp)(context, error.message);
        runner.error(error.message);
        return 127;
    }
}
/**
 * The command's environment: the tool's own with the secrets added, without the credentials that
 * can read every secret (compared without case: Windows reads `infisical_client_secret` as
 * INFISICAL_CLIENT_SECRET).
 */
function commandEnv(context, variables) {
    const credentials = new Set([...(0,cli_options/* optionsOf */.cz)(context.command).values()]
        .flatMap((option) => (option.secret ? option.env : []))
        .map((name) => name.toUpperCase()));
    // Every name an own property, `__proto__` too (`env[name] = value` would set the prototype).
    return Object.fromEntries([
        ...Object.entries(context.env).filter(([name]) => !credentials.has(name.toUpperCase())),
        ...variables,
    ]);
}
/** Runs the command to its end: its exit code or signal, or the shell's code for one that cannot start. */
async function startCommand(context, { launch, program }, env, redact, pipes) {
    const { runner } = context;
    try {
        const exit = await runChild({
            launch,
            env,
            redaction: redact ? runner.redaction : undefined,
            pipes,
            stdout: context.stdout,
            stderr: context.stderr,
        });
        return 'signal' in exit ? exit : exit.code;
    }
    catch (error) {
        const code = error.code;
        runner.error(code === 'ENOENT'
            ? `Command not found: ${program}. Check its name and PATH.`
            : `Could not start ${program}: ${error.message}.`);
        // As shells do: 127 for a command that is not there, 126 for one that cannot run.
        return code === 'ENOENT' ? 127 : 126;
    }
}

// EXTERNAL MODULE: ./src/runner/small-file.ts
var small_file = __webpack_require__(8640);
;// CONCATENATED MODULE: ./src/cli/git-branch.ts
/**
 * The branch being built, for `.infisical.json`'s `gitBranchToEnvironmentMapping`: from the CI's
 * own variables first (a CI checks out a detached commit, so git often knows no branch), then from
 * the repository's HEAD, read as a file (no git process; worktrees and submodules, whose `.git`
 * is a `gitdir:` file, included). Everything here comes from the checkout or the environment: a
 * name that does not look like a branch is ignored, never printed raw.
 */



/** Variables that name the branch, in the order they are read; the first valid one wins. */
const CI_BRANCH_VARIABLES = [
    'GITHUB_HEAD_REF', // GitHub Actions, pull requests: the source branch
    'GITHUB_REF_NAME', // GitHub Actions
    'CI_COMMIT_REF_NAME', // GitLab CI
    'CIRCLE_BRANCH', // CircleCI
    'BRANCH_NAME', // Jenkins multibranch pipelines
    'GIT_BRANCH', // Jenkins git plugin (`origin/main`)
    'BUILDKITE_BRANCH', // Buildkite
    'BUILD_SOURCEBRANCHNAME', // Azure Pipelines
    'BITBUCKET_BRANCH', // Bitbucket Pipelines
];
/** A file `.git` or `HEAD` is a line or two; anything larger is not one. */
const MAX_GIT_FILE_BYTES = 4096;
/** A branch name as git allows it, loosely: printable, no spaces, not absurdly long. */
function isBranchName(name) {
    return (name.length > 0 &&
        name.length <= 255 &&
        // eslint-disable-next-line no-control-regex -- control characters are what it refuses
        !/[\u0000-\u0020\u007f-\u009f\u2028\u2029]/.test(name) &&
        !name.includes('..'));
}
/** The branch, or undefined when neither the CI nor the repository names one. */
function currentBranch(env, cwd, debug = () => { }) {
    for (const variable of CI_BRANCH_VARIABLES) {
        const value = env[variable]?.trim();
        if (!value)
            continue;
        if (isBranchName(value))
            return { name: value, from: variable };
        debug(`${variable} does not hold a branch name; ignored.`);
    }
    const head = headFile(cwd, debug);
    if (!head)
        return undefined;
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode((0,small_file/* readSmallFile */.EW)(head, MAX_GIT_FILE_BYTES));
    }
    catch {
        debug('The repository HEAD could not be read as a small text file; no branch from git.');
        return undefined;
    }
    const name = /^ref:[ \t]*refs\/heads\/([^\n]+?)\r?(?:\n|$)/.exec(text)?.[1];
    if (name === undefined) {
        debug('The repository HEAD names no branch (a detached commit); no branch from git.');
        return undefined;
    }
    if (!isBranchName(name)) {
        debug('The repository HEAD does not hold a branch name; ignored.');
        return undefined;
    }
    return { name, from: '.git/HEAD' };
}
/**
 * The HEAD file of the repository that holds `cwd`: `.git/HEAD`, or for a worktree or submodule
 * (`.git` is a file `gitdir: PATH`) the HEAD in that folder. A `.git` that is a symbolic link or
 * anything else is not followed.
 */
function headFile(cwd, debug) {
    let dir = external_node_path_default().resolve(cwd);
    for (;;) {
        const dotGit = external_node_path_default().join(dir, '.git');
        let stat;
        try {
            stat = (0,external_node_fs_.lstatSync)(dotGit);
        }
        catch {
            stat = undefined;
        }
        if (stat?.isDirectory())
            return external_node_path_default().join(dotGit, 'HEAD');
        if (stat?.isFile()) {
            let text;
            try {
                text = new TextDecoder('utf-8', { fatal: true }).decode((0,small_file/* readSmallFile */.EW)(dotGit, MAX_GIT_FILE_BYTES));
            }
            catch {
                debug('`.git` is a file that could not be read as a small text file; no branch from git.');
                return undefined;
            }
            const gitdir = /^gitdir:[ \t]*([^\n]+?)\r?(?:\n|$)/.exec(text)?.[1];
            if (gitdir === undefined || gitdir.includes('\0')) {
                debug('`.git` is a file without a `gitdir:` line; no branch from git.');
                return undefined;
            }
            return external_node_path_default().join(external_node_path_default().resolve(dir, gitdir), 'HEAD');
        }
        if (stat) {
            debug('`.git` is neither a folder nor a file; no branch from git.');
            return undefined;
        }
        const parent = external_node_path_default().dirname(dir);
        if (parent === dir)
            return undefined;
        dir = parent;
    }
}

// EXTERNAL MODULE: ./src/api/ids.ts
var ids = __webpack_require__(7958);
;// CONCATENATED MODULE: ./src/cli/project-file.ts
/**
 * `.infisical.json`, the official Infisical CLI's project file: in the working folder or the
 * nearest parent (or the folder `--project-config-dir` names), it gives `export` and `run` the
 * project (`workspaceId`) and the environment (`gitBranchToEnvironmentMapping` for the branch
 * being built, else `defaultEnvironment`) when no flag or variable does.
 *
 * The file is part of the checkout, so it is read as hostile: a regular file only (no symbolic
 * link, FIFO or device), at most 64 KiB, UTF-8 JSON whose fields have the expected shapes, or one
 * clear error naming the file and the field, never quoting its content. It never chooses the
 * server: a file that names another `domain` than the one given is refused, since credentials go
 * wherever the domain points.
 */







const PROJECT_FILE = '.infisical.json';
/** The official CLI writes a few hundred bytes; anything this large is not that file. */
const MAX_PROJECT_FILE_BYTES = 64 * 1024;
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const DEFAULT_DOMAIN = 'https://app.infisical.com';
/** The nearest `.infisical.json` from `cwd` up to the root (whatever it is), or undefined. */
function findProjectFile(cwd) {
    let dir = external_node_path_default().resolve(cwd);
    for (;;) {
        const file = external_node_path_default().join(dir, PROJECT_FILE);
        try {
            (0,external_node_fs_.lstatSync)(file);
            return file;
        }
        catch {
            // not here
        }
        const parent = external_node_path_default().dirname(dir);
        if (parent === dir)
            return undefined;
        dir = parent;
    }
}
/** Reads and checks the file; an {@link InputError} names the file and what is wrong. */
function readProjectFile(file, cwd) {
    const display = external_node_path_default().relative(cwd, file) || PROJECT_FILE;
    const refuse = (what) => {
        throw new input/* InputError */.d(`\`${display}\`${what.startsWith(':') ? '' : ' '}${what}`);
    };
    let bytes;
    try {
        bytes = (0,small_file/* readSmallFile */.EW)(file, MAX_PROJECT_FILE_BYTES);
    }
    catch (error) {
        if (!(error instanceof small_file/* SmallFileError */.Cm))
            throw error;
        switch (error.problem) {
            case 'symlink':
                return refuse('is a symbolic link, which is not followed (a file in the checkout could point anywhere). Replace it with a copy of the file, or name the folder of the real one with `--project-config-dir`.');
            case 'not-a-file':
                return refuse('is not a regular file. Remove it, or name another folder with `--project-config-dir`.');
            case 'too-large':
                return refuse(`is larger than ${MAX_PROJECT_FILE_BYTES / 1024} KiB, too large for a project file (the official Infisical CLI writes a few lines). Check what it holds.`);
            default:
                return refuse('could not be read. Check its permissions.');
        }
    }
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    }
    catch {
        return refuse('is not UTF-8 text. It should be JSON such as `{"workspaceId": "…"}`.');
    }
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        // The parser's message quotes the text: never shown.
        return refuse('is not valid JSON. It should look like `{"workspaceId": "…", "defaultEnvironment": "dev"}`.');
    }
    if (!isObject(parsed)) {
        return refuse('must hold one JSON object, such as `{"workspaceId": "…"}`.');
    }
    const field = (name) => {
        const value = parsed[name];
        if (value === undefined || value === null || value === '')
            return undefined;
        if (typeof value !== 'string')
            return refuse(`: \`${name}\` must be a string.`);
        return value;
    };
    const workspaceId = field('workspaceId');
    if (workspaceId !== undefined && !(0,ids/* isUuid */.O)(workspaceId)) {
        refuse(': `workspaceId` must be a project id (a UUID such as `2f012fb9-be49-43ee-a96f-ea89fa65c1f0`).');
    }
    const defaultEnvironment = field('defaultEnvironment');
    if (defaultEnvironment !== undefined && !SLUG.test(defaultEnvironment)) {
        refuse(': `defaultEnvironment` must be an environment slug (letters, digits, `-`, `_`, `.`; up to 64).');
    }
    const branchEnvironments = new Map();
    const mapping = parsed.gitBranchToEnvironmentMapping;
    if (mapping !== undefined && mapping !== null) {
        if (!isObject(mapping)) {
            refuse(': `gitBranchToEnvironmentMapping` must be an object of branch names to environment slugs.');
        }
        for (const [branch, environment] of Object.entries(mapping)) {
            if (environment === null || environment === '')
                continue;
            if (typeof environment !== 'string' || !SLUG.test(environment)) {
                refuse(': every value of `gitBranchToEnvironmentMapping` must be an environment slug (letters, digits, `-`, `_`, `.`; up to 64).');
            }
            branchEnvironments.set(branch, environment);
        }
    }
    const rawDomain = field('domain');
    return {
        display,
        ...(workspaceId !== undefined ? { workspaceId } : {}),
        ...(defaultEnvironment !== undefined ? { defaultEnvironment } : {}),
        branchEnvironments,
        ...(rawDomain !== undefined ? { domain: normalizeDomain(rawDomain) } : {}),
    };
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** A server address compared without case, trailing slashes or the `/api` ending. */
function normalizeDomain(raw) {
    try {
        return (0,settings_connection/* baseUrlOf */.ik)(new URL(raw.trim())).toLowerCase();
    }
    catch {
        return raw;
    }
}
const NONE = { values: {}, notes: [] };
/**
 * The project and environment `.infisical.json` gives where no flag or variable does. Nothing is
 * read when both are given (unless `--project-config-dir` names the file). An {@link InputError}
 * says what is wrong with the file.
 */
function projectFileDefaults(options) {
    const { given, env, cwd, configDir, debug } = options;
    const needProject = !given('project-id') && !given('project-slug');
    const needEnvironment = !given('env-slug');
    if (!configDir && !needProject && !needEnvironment)
        return NONE;
    let file;
    if (configDir) {
        file = external_node_path_default().join(external_node_path_default().resolve(cwd, configDir), PROJECT_FILE);
        try {
            (0,external_node_fs_.lstatSync)(file);
        }
        catch {
            throw new input/* InputError */.d(`\`--project-config-dir\`: there is no ${PROJECT_FILE} in \`${external_node_path_default().relative(cwd, external_node_path_default().dirname(file)) || '.'}\`.`);
        }
    }
    else {
        file = findProjectFile(cwd);
    }
    if (!file)
        return NONE;
    const project = readProjectFile(file, cwd);
    if (project.domain !== undefined && project.domain !== DEFAULT_DOMAIN && !given('domain')) {
        throw new input/* InputError */.d(`\`${project.display}\` names a server (\`domain\`), which this tool never takes from a file in the checkout: the credentials go wherever it points. Pass \`--domain\` or set INFISICAL_DOMAIN (or INFISICAL_API_URL) to the server you mean.`);
    }
    const values = {};
    const from = [];
    if (needProject && project.workspaceId) {
        values['project-id'] = project.workspaceId;
        from.push(`project ${project.workspaceId} (workspaceId)`);
    }
    let environmentHint;
    if (needEnvironment) {
        const branch = project.branchEnvironments.size > 0 ? currentBranch(env, cwd, debug) : undefined;
        const mapped = branch
            ? environmentForBranch(project.branchEnvironments, branch.name)
            : undefined;
        if (branch && mapped) {
            values['env-slug'] = mapped;
            from.push(`environment ${mapped} (gitBranchToEnvironmentMapping, branch ${branch.name} from ${branch.from})`);
        }
        else if (project.defaultEnvironment) {
            values['env-slug'] = project.defaultEnvironment;
            from.push(`environment ${project.defaultEnvironment} (defaultEnvironment)`);
        }
        else {
            environmentHint = branchHint(project, branch);
        }
    }
    return {
        values,
        notes: from.length > 0 ? [`From ${project.display}: ${from.join(', ')}.`] : [],
        ...(environmentHint ? { environmentHint } : {}),
    };
}
/**
 * The environment mapped to a branch: its full name first, then its last segment, as the
 * official CLI looks it up (`feature/login` → `login`; Jenkins' `origin/main` → `main`).
 */
function environmentForBranch(mapping, branch) {
    return mapping.get(branch) ?? mapping.get(branch.slice(branch.lastIndexOf('/') + 1));
}
function branchHint(project, branch) {
    if (project.branchEnvironments.size === 0) {
        return `\`${project.display}\` has no \`defaultEnvironment\``;
    }
    return branch
        ? `\`${project.display}\` maps no environment to the branch ${branch.name} (from ${branch.from}) and has no \`defaultEnvironment\``
        : `\`${project.display}\` maps environments to branches, but no branch was found (neither a CI variable nor .git/HEAD names one), and it has no \`defaultEnvironment\``;
}

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
    appendText(file, (write) => writeFileCommand(entries, external_node_os_.EOL, write));
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
        bytes.write(external_node_os_.EOL);
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

;// CONCATENATED MODULE: ./src/cli/matcher.ts
/**
 * The automaton behind `run`'s redactor: Aho-Corasick over the head of each text (UTF-8): its
 * first {@link PREFIX} bytes, or more where many texts begin alike (see {@link headLengths}). It
 * reads a stream once, byte by byte, and knows at each byte the longest short text (one that is
 * all head) that ends there, and which longer texts begin with the bytes just read: the redactor
 * then compares those texts with what follows.
 *
 * Memory: a node per byte of every text would cost about 25 bytes for each byte of every form of
 * every value (a 1 MB value with its lines and encoded forms, 17 MB of text: about 370 MB). Cut
 * at their heads, the trie has a few nodes per text whatever the texts' lengths; the texts
 * themselves are kept once, as they are.
 *
 * Speed: a command's output is nearly all bytes that start no text or break off a match at
 * once, and the redactor reads every one. So the nodes near the root (the root, and one and two
 * bytes deep) each have a full row of 256 transitions with the failure links already followed:
 * such a byte costs one lookup, whatever the number of texts (hundreds of secrets, each with
 * about ten forms). Deeper nodes, reached only inside a likely match, look their few children up.
 * A head is long enough that at most {@link FANOUT} longer texts begin with it, so where a head
 * is seen, a few comparisons settle it, even when thousands of values begin alike
 * (`postgres://app:`); and it goes past a repeated beginning (`xxxx…`), so that a long run in
 * the output is read once, not compared again at every byte.
 */
/** No node: a missing child, or no node along the failure links ({@link Matcher.opening}). */
const matcher_NONE = -1;
/** Bytes of each text in the trie at least; a head grows by as many while it is shared. */
const PREFIX = 8;
/** At most this many longer texts begin with one head (unless they are the same to their end). */
const FANOUT = 4;
/**
 * A node's hits: the length of the longest short text that ends there, its own or a suffix's (0
 * when none), with this bit set when longer texts begin with the node's bytes or a suffix's.
 */
const OPENS = 1 << 30;
const LENGTH = OPENS - 1;
/**
 * How many bytes of each text go in the trie. Every text starts with `step` bytes (or all of
 * it), or more to go past a repeated beginning ({@link periodicPrefix}); the heads of more than
 * {@link FANOUT} longer texts that are alike grow by `step` bytes, again while still shared. A
 * text that is all head ends in the trie.
 */
function headLengths(texts, step, whole = new Set()) {
    const lengths = new Int32Array(texts.length);
    // Heads are told apart by a hash of their bytes, grown with them: texts whose heads share a
    // hash are counted together, so a hash shared by chance only grows a few heads more.
    const hashes = new Uint32Array(texts.length);
    const scratch = { border: new Int32Array(0) };
    let open = [];
    texts.forEach((text, i) => {
        const head = whole.has(text) || text.length <= step
            ? text.length
            : Math.max(step, periodicPrefix(text, scratch) + 1);
        lengths[i] = Math.min(text.length, head);
        hashes[i] = hashOf(text, 0, lengths[i] ?? 0, FNV_OFFSET);
        if (text.length > (lengths[i] ?? 0))
            open.push(i);
    });
    while (open.length > FANOUT) {
        const counts = new Map();
        for (const i of open)
            counts.set(hashes[i] ?? 0, (counts.get(hashes[i] ?? 0) ?? 0) + 1);
        const still = [];
        for (const i of open) {
            if ((counts.get(hashes[i] ?? 0) ?? 0) <= FANOUT)
                continue;
            const text = texts[i];
            const from = lengths[i] ?? 0;
            const to = Math.min(text.length, from + step);
            lengths[i] = to;
            hashes[i] = hashOf(text, from, to, hashes[i] ?? 0);
            if (text.length > to)
                still.push(i);
        }
        open = still;
    }
    return lengths;
}
const FNV_OFFSET = 0x811c9dc5;
/** FNV-1a over `text[from..to)`, going on from `hash`. */
function hashOf(text, from, to, hash) {
    let h = hash;
    for (let i = from; i < to; i++)
        h = Math.imul(h ^ (text[i] ?? 0), 0x01000193) >>> 0;
    return h;
}
/** The longest piece {@link periodicPrefix} looks for: past it, texts are read as they come. */
const MAX_PERIOD = 256;
/**
 * The length of the longest beginning of `text` made of one piece said at least twice (`xxxx`,
 * `abab`, `abcab`: a period at most half its length, and at most {@link MAX_PERIOD} bytes), 0
 * when none. A head must go past it: where the output repeats such a piece, a head inside it
 * would be seen at every period, and each sighting compared with the rest of the text, over and
 * over; in the trie, the automaton reads the run once. `scratch` is reused between calls.
 */
function periodicPrefix(text, scratch = { border: new Int32Array(0) }) {
    // The prefix function: border[m] is the longest proper border of the first m + 1 bytes.
    if (scratch.border.length < text.length)
        scratch.border = new Int32Array(text.length);
    const { border } = scratch;
    let longest = 0;
    for (let m = 1, k = 0; m < text.length; m++) {
        while (k > 0 && text[m] !== text[k])
            k = border[k - 1] ?? 0;
        if (text[m] === text[k])
            k++;
        border[m] = k;
        // The first m + 1 bytes have period m + 1 - k, which never shrinks as they grow.
        const period = m + 1 - k;
        if (period > MAX_PERIOD)
            break;
        if (2 * period <= m + 1)
            longest = m + 1;
    }
    return longest;
}
/** Nodes up to this many bytes deep get a row of transitions. */
const DENSE_DEPTH = 2;
/** At most this many rows (4 MiB); the nodes past them look their children up. */
const MAX_ROWS = 4096;
/**
 * The texts' heads as a trie; node 0 is the root. The nodes up to {@link DENSE_DEPTH} bytes deep
 * are made first, depth by depth, so they are numbered 1 to `shallow` - 1 in breadth-first
 * order, before every deeper node.
 */
function buildTrie(texts, heads) {
    // A node per byte of the heads at most: allocated once, never grown (growing would hold both).
    const capacity = heads.reduce((sum, length) => sum + length, 1);
    const label = new Uint8Array(capacity);
    const firstChild = new Int32Array(capacity).fill(matcher_NONE);
    const nextSibling = new Int32Array(capacity).fill(matcher_NONE);
    const depth = new Int32Array(capacity);
    const ends = new Int32Array(capacity);
    const headNode = new Int32Array(texts.length);
    // The root's children by byte (the root has the most children).
    const rootChild = new Int32Array(256).fill(matcher_NONE);
    const childOf = (node, byte) => {
        if (node === 0)
            return rootChild[byte] ?? matcher_NONE;
        for (let child = firstChild[node] ?? matcher_NONE; child !== matcher_NONE; child = nextSibling[child] ?? matcher_NONE) {
            if (label[child] === byte)
                return child;
        }
        return matcher_NONE;
    };
    let size = 1;
    const insert = (text) => {
        let node = 0;
        for (const byte of text) {
            let child = childOf(node, byte);
            if (child === matcher_NONE) {
                child = size++;
                label[child] = byte;
                depth[child] = (depth[node] ?? 0) + 1;
                nextSibling[child] = firstChild[node] ?? matcher_NONE;
                firstChild[node] = child;
                if (node === 0)
                    rootChild[byte] = child;
            }
            node = child;
        }
        return node;
    };
    for (let length = 1; length <= DENSE_DEPTH; length++) {
        texts.forEach((text, i) => insert(text.subarray(0, Math.min(length, heads[i] ?? 0))));
    }
    const shallow = size;
    texts.forEach((text, i) => {
        const head = heads[i] ?? 0;
        if (head === 0)
            return;
        const node = insert(text.subarray(0, head));
        headNode[i] = node;
        ends[node] = (ends[node] ?? 0) | (text.length > head ? OPENS : text.length);
    });
    return { size, shallow, label, firstChild, nextSibling, depth, ends, headNode };
}
/** A compiled set of texts to hide. Immutable: a new one is built when the texts change. */
class Matcher {
    /** Per node: the byte on the edge into it, its first child, its next sibling. */
    label;
    firstChild;
    nextSibling;
    /** Per node: the node of the longest proper suffix that is also a path from the root. */
    fail;
    /** Per node: the length of the path from the root. */
    depth;
    /**
     * Per node: the length of the longest short text that ends here, its own or a suffix's (0 when
     * none), and {@link OPENS} when longer texts begin here or at a suffix ({@link opening}).
     */
    hits;
    /**
     * Per node: the node itself if longer texts begin with its bytes, else the nearest such node
     * along its failure links ({@link NONE} when none). The next one after node `o` is
     * `opening[fail[o]]`.
     */
    opening;
    /**
     * Nodes below this number (the root and the nodes near it) have a row: the next node after
     * node n for byte b is `table[n * 256 + b]`.
     */
    dense;
    table;
    /** Per node where longer texts begin: those texts. */
    longer = new Map();
    size;
    texts;
    step;
    /** Texts kept whole in the trie, heads or not ({@link withWhole}). */
    whole;
    /**
     * `whole`: texts kept whole in the trie ({@link withWhole}). `prefix` is for tests: a small one
     * makes short texts take the longer texts' way.
     */
    constructor(texts, { prefix = PREFIX, whole = new Set(), } = {}) {
        this.texts = texts;
        this.step = Math.max(1, prefix);
        this.whole = whole;
        const trie = buildTrie(texts, headLengths(texts, this.step, whole));
        const { size } = trie;
        this.size = size;
        this.label = trie.label.subarray(0, size);
        this.firstChild = trie.firstChild.subarray(0, size);
        this.nextSibling = trie.nextSibling.subarray(0, size);
        this.depth = trie.depth.subarray(0, size);
        this.hits = trie.ends.subarray(0, size);
        this.opening = new Int32Array(size).fill(matcher_NONE);
        this.dense = Math.min(trie.shallow, MAX_ROWS);
        this.fail = new Int32Array(size);
        this.table = new Int32Array(256 * this.dense);
        // Breadth first: a node's failure link and row come from shallower nodes, done before it.
        const queue = new Int32Array(size);
        for (let head = 0, tail = 1; head < tail; head++) {
            const node = queue[head] ?? 0;
            if (node < this.dense) {
                const fail = this.fail[node] ?? 0;
                if (node !== 0)
                    this.table.copyWithin(node * 256, fail * 256, fail * 256 + 256);
                for (let c = this.firstChild[node] ?? matcher_NONE; c !== matcher_NONE; c = this.nextSibling[c] ?? matcher_NONE) {
                    this.table[node * 256 + (this.label[c] ?? 0)] = c;
                }
            }
            for (let c = this.firstChild[node] ?? matcher_NONE; c !== matcher_NONE; c = this.nextSibling[c] ?? matcher_NONE) {
                queue[tail++] = c;
                const fail = node === 0 ? 0 : this.next(this.fail[node] ?? 0, this.label[c] ?? 0);
                this.fail[c] = fail;
                const hits = this.hits[c] ?? 0;
                const opening = hits & OPENS ? c : (this.opening[fail] ?? matcher_NONE);
                this.opening[c] = opening;
                // A shorter text ending here is covered by the longer one; only the longest counts.
                const length = hits & LENGTH || (this.hits[fail] ?? 0) & LENGTH;
                this.hits[c] = length | (opening === matcher_NONE ? 0 : OPENS);
            }
        }
        texts.forEach((text, i) => {
            const node = trie.headNode[i] ?? 0;
            if (node === 0 || text.length <= (this.depth[node] ?? 0))
                return;
            const list = this.longer.get(node);
            if (list)
                list.push(text);
            else
                this.longer.set(node, [text]);
        });
    }
    /** The nodes in the trie: a few per text, whatever the texts' lengths. */
    get nodes() {
        return this.size;
    }
    /** The texts longer than their heads that begin with node `node`'s bytes (one of {@link opening}). */
    longerAt(node) {
        return this.longer.get(node) ?? [];
    }
    /**
     * The same texts, with those longer than their heads that begin at `nodes` kept whole in the
     * trie: the redactor's way out when comparing them costs more than reading the output.
     */
    withWhole(nodes) {
        const whole = new Set(this.whole);
        for (const node of nodes)
            for (const text of this.longerAt(node))
                whole.add(text);
        return new Matcher(this.texts, { prefix: this.step, whole });
    }
    /** Whether there is nothing to hide. */
    get empty() {
        return this.size === 1;
    }
    /** The state after reading `byte` in state `node`. */
    next(node, byte) {
        for (;;) {
            if (node < this.dense)
                return this.table[node * 256 + byte] ?? 0;
            for (let c = this.firstChild[node] ?? matcher_NONE; c !== matcher_NONE; c = this.nextSibling[c] ?? matcher_NONE) {
                if (this.label[c] === byte)
                    return c;
            }
            node = this.fail[node] ?? 0;
        }
    }
}

;// CONCATENATED MODULE: ./src/cli/redact.ts
/**
 * Streaming redaction of a child's output, on bytes: every occurrence of every registered text
 * is hidden, even when the child writes it in two pieces, and everything else (binary data, long
 * lines) passes through byte for byte.
 *
 * What is hidden: each byte that lies inside some occurrence of some text. Each maximal run of
 * such bytes becomes one `***`. This is stronger than replacing the longest match first, which
 * would leave visible the tail of a text that overlaps another (`abcd` and `cdef` in `abcdef`).
 *
 * How: an Aho-Corasick automaton ({@link Matcher}) over the texts' first bytes reads the stream
 * once. At each byte it knows the longest short text ending there, which is all that coverage
 * needs, and where a longer text may begin: the redactor then compares that text with the bytes
 * that follow, as they arrive. Bytes that no later match can reach (everything before the
 * longest suffix that could still grow into a text) are final and are written at once; what is
 * held back is at most the longest text's length minus one byte, and only while it may be one.
 */


const STARS = Buffer.from('***');
/**
 * Comparing longer texts may cost this many bytes per byte read (beyond {@link WORK_ALLOWANCE})
 * before the texts that cost it are kept whole in the automaton, which reads each byte once.
 * Output that repeats a long piece of a value, with the value's head at every period, would
 * otherwise be compared again and again; real output never comes near it.
 */
const WORK_PER_BYTE = 16;
const WORK_ALLOWANCE = 1 << 20;
/**
 * One output stream's redaction: feed chunks with {@link write}, then {@link end}. Each call
 * returns the bytes that are final, redacted.
 */
class Redactor {
    state = 0;
    /** Bytes read but not yet written: a suffix that may still grow into a text. */
    held = new HeldBytes();
    /** Covered ranges of the bytes held (start inclusive, end exclusive), merged when written. */
    covered = [];
    /** Longer texts that may still occur, by where they would begin. */
    candidates = [];
    /** The last byte written was hidden, and its run may go on in the next bytes. */
    inRun = false;
    /** Bytes compared with the longer texts so far. */
    comparedBytes = 0;
    /** Bytes read so far. */
    read = 0;
    /** Bytes compared, by the node where the texts' heads end, since the automaton last changed. */
    work = new Map();
    /** {@link read} and {@link compared} when the automaton last changed. */
    since = { read: 0, compared: 0 };
    matcher;
    budget;
    /** `budget` is for tests: none makes the automaton change at the first comparison. */
    constructor(matcher, budget = {
        perByte: WORK_PER_BYTE,
        allowance: WORK_ALLOWANCE,
    }) {
        this.matcher = matcher;
        this.budget = budget;
    }
    /** Bytes compared with the longer texts so far: a measure of the work, for tests. */
    get compared() {
        return this.comparedBytes;
    }
    /** Bytes copied into what is held back so far: a measure of the work, for tests. */
    get copied() {
        return this.held.copied;
    }
    write(chunk) {
        if (chunk.length === 0)
            return Buffer.alloc(0);
        if (this.matcher.empty)
            return Buffer.from(chunk);
        const held = this.held.length;
        // Appended to what is held back, without copying that again (a long value may hold back
        // most of a megabyte while the output comes in small pieces).
        const buffer = held === 0 ? chunk : this.held.append(chunk);
        this.read += chunk.length;
        this.scan(buffer, held);
        this.check(buffer, held);
        // No later match can start before the longest suffix that could still grow into a text, nor
        // before a longer text that may still be there.
        let final = buffer.length - (this.matcher.depth[this.state] ?? 0);
        for (const candidate of this.candidates)
            final = Math.min(final, candidate.start);
        const out = this.flush(buffer, final, held > 0);
        if (this.comparedBytes - this.since.compared >
            this.budget.perByte * (this.read - this.since.read) + this.budget.allowance) {
            this.keepWhole();
        }
        return out;
    }
    /** Writes whatever is held back: the stream ended. */
    end() {
        // A longer text not complete by now is not there.
        this.candidates = [];
        const pending = this.held.bytes();
        const out = this.flush(pending, pending.length, true);
        this.state = 0;
        this.inRun = false;
        return out;
    }
    /**
     * Runs the automaton over `buffer` from `from`: covers the short texts that end there and opens
     * a candidate where the head of longer texts ends.
     */
    scan(buffer, from) {
        const { matcher, covered } = this;
        const { dense, table, hits, opening, fail, depth } = matcher;
        let state = this.state;
        for (let i = from; i < buffer.length; i++) {
            const byte = buffer[i] ?? 0;
            // The common case inline: a node near the root, one lookup in its row.
            state = state < dense ? (table[(state << 8) | byte] ?? 0) : matcher.next(state, byte);
            const hit = hits[state] ?? 0;
            if (hit === 0)
                continue;
            if (hit & OPENS) {
                // Every head that ends here: the state's own, and those of its suffixes.
                for (let node = opening[state] ?? matcher_NONE; node !== matcher_NONE;) {
                    const head = depth[node] ?? 0;
                    const texts = matcher.longerAt(node);
                    this.candidates.push({ start: i + 1 - head, head, node, texts });
                    node = opening[fail[node] ?? 0] ?? matcher_NONE;
                }
            }
            const length = hit & LENGTH;
            if (length === 0)
                continue;
            // Matches are found in order of their end, so only the last ranges can merge with this one.
            let start = i + 1 - length;
            while (covered.length > 0 && (covered.at(-1)?.[1] ?? -1) >= start) {
                start = Math.min(start, covered.pop()?.[0] ?? start);
            }
            covered.push([start, i + 1]);
        }
        this.state = state;
    }
    /**
     * Compares each candidate's texts with the bytes of `buffer` not compared yet (from `read`, or
     * from the candidate's head if it is new): a text found whole is covered, one that differs is
     * dropped. Keeps the candidates still undecided (bytes are missing).
     */
    check(buffer, read) {
        const open = [];
        for (const candidate of this.candidates) {
            const { start, head, node, texts } = candidate;
            const from = Math.max(read - start, head);
            const available = buffer.length - start;
            let longest = 0;
            let compared = 0;
            const still = [];
            for (const text of texts) {
                const to = Math.min(text.length, available);
                compared += to - from;
                if (Buffer.compare(buffer.subarray(start + from, start + to), text.subarray(from, to))) {
                    continue;
                }
                if (to === text.length)
                    longest = Math.max(longest, to);
                else
                    still.push(text);
            }
            this.comparedBytes += compared;
            this.work.set(node, (this.work.get(node) ?? 0) + compared);
            if (longest > 0)
                this.covered.push([start, start + longest]);
            if (still.length > 0)
                open.push({ ...candidate, texts: still });
        }
        this.candidates = open;
    }
    /**
     * Keeps whole in the automaton the texts whose comparisons cost the most (those that began at
     * the nodes with the most work, or every node with any when none stands out), then reads the
     * bytes held back again with it: what they cover stays covered.
     */
    keepWhole() {
        const busy = [...this.work].filter(([, bytes]) => bytes > 0);
        const heavy = busy.filter(([, bytes]) => bytes * 16 >= this.budget.allowance);
        this.matcher = this.matcher.withWhole((heavy.length > 0 ? heavy : busy).map(([node]) => node));
        this.work = new Map();
        this.since = { read: this.read, compared: this.comparedBytes };
        const before = this.covered;
        this.covered = [];
        this.candidates = [];
        this.state = 0;
        const pending = this.held.bytes();
        this.scan(pending, 0);
        this.check(pending, 0);
        this.covered = merged([...before, ...this.covered]);
    }
    /**
     * Writes `buffer` up to `final`, hiding covered runs; holds the rest back (`appended`: `buffer`
     * is the bytes held, as {@link HeldBytes.append} returned them).
     */
    flush(buffer, final, appended) {
        const parts = [];
        let at = 0;
        const rest = [];
        for (const [start, end] of merged(this.covered)) {
            if (start >= final) {
                rest.push([start - final, end - final]);
                continue;
            }
            if (start > at) {
                parts.push(buffer.subarray(at, start));
                this.inRun = false;
            }
            if (!(this.inRun && start === 0))
                parts.push(STARS);
            this.inRun = true;
            at = Math.min(end, final);
            if (end > final)
                rest.push([0, end - final]);
        }
        if (final > at) {
            parts.push(buffer.subarray(at, final));
            this.inRun = false;
        }
        this.covered = rest;
        for (const candidate of this.candidates)
            candidate.start -= final;
        this.held.keep(buffer, final, appended);
        return Buffer.concat(parts);
    }
}
/**
 * The bytes a redactor holds back, in a buffer that grows by doubling: appending copies only
 * the new bytes, and writing the first ones only moves where they start.
 */
class HeldBytes {
    store = Buffer.alloc(0);
    start = 0;
    end = 0;
    /** Bytes copied in so far: a measure of the work, for tests. */
    copied = 0;
    get length() {
        return this.end - this.start;
    }
    /** The bytes held. */
    bytes() {
        return this.store.subarray(this.start, this.end);
    }
    /** Adds `chunk` after the bytes held; returns them all. */
    append(chunk) {
        if (this.end + chunk.length > this.store.length) {
            const length = this.length;
            const store = Buffer.alloc(Math.max(2 * (length + chunk.length), 4096));
            this.copied += this.store.copy(store, 0, this.start, this.end);
            this.store = store;
            this.start = 0;
            this.end = length;
        }
        this.store.set(chunk, this.end);
        this.end += chunk.length;
        this.copied += chunk.length;
        return this.bytes();
    }
    /**
     * Holds what is left of `buffer` from `from` on: the bytes {@link append} returned (`appended`)
     * or a new chunk, which is copied.
     */
    keep(buffer, from, appended) {
        if (appended) {
            this.start += from;
        }
        else {
            this.store = Buffer.from(buffer.subarray(from));
            this.start = 0;
            this.end = this.store.length;
            this.copied += this.end;
        }
        if (this.start === this.end)
            this.start = this.end = 0;
    }
}
/**
 * The union of `ranges` as ordered, disjoint ranges. The short texts' ranges come in order; a
 * longer text's comes when it is complete, after ranges that end later, so they are sorted.
 */
function merged(ranges) {
    if (ranges.length < 2)
        return ranges;
    const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
    const out = [];
    for (const [start, end] of sorted) {
        const last = out.at(-1);
        if (last && start <= last[1])
            last[1] = Math.max(last[1], end);
        else
            out.push([start, end]);
    }
    return out;
}
/** The texts to hide, growing as values are registered; compiled on first use after a change. */
class RedactionSet {
    texts = new Set();
    compiled;
    /** Registers a value and its encoded forms ({@link formsOf}); blank text is never hidden. */
    add(value) {
        if (value.trim() === '')
            return;
        for (const form of formsOf(value)) {
            if (this.texts.has(form))
                continue;
            this.texts.add(form);
            this.compiled = undefined;
        }
    }
    get size() {
        return this.texts.size;
    }
    matcher() {
        this.compiled ??= new Matcher([...this.texts].map((text) => Buffer.from(text, 'utf8')));
        return this.compiled;
    }
    /** A new streaming redactor over the texts registered so far. */
    redactor() {
        return new Redactor(this.matcher());
    }
    /** One text, redacted at once (a log line). */
    redactText(text) {
        if (this.texts.size === 0)
            return text;
        const redactor = this.redactor();
        const head = redactor.write(Buffer.from(text, 'utf8'));
        return Buffer.concat([head, redactor.end()]).toString('utf8');
    }
}

;// CONCATENATED MODULE: ./src/cli/words.ts

let everyOption;
/** Every option of every command, by name (an input's option is the same in each). */
function options() {
    everyOption ??= new Map([...(0,cli_options/* cliCommands */.z_)().values()].flatMap((command) => [...(0,cli_options/* optionsOf */.cz)(command)]));
    return everyOption;
}
/** How the tool writes references to inputs, for `command` (which a sub-action's operation needs). */
function toolWording(command) {
    return { adapter: 'tool', input: (ref) => toolInput(ref, command) };
}
function toolInput(ref, command) {
    const { value, form } = ref;
    if (ref.input === 'operation') {
        const run = `infisical-ci ${command ?? 'COMMAND'}`;
        if (value !== undefined)
            return form === 'prose' ? `${run} ${value}` : `\`${run} ${value}\``;
        if (form === 'prose')
            return 'the operation';
        return `${form === 'subject' ? 'The' : 'the'} operation (\`${run} OPERATION\`)`;
    }
    const name = cli_options/* TOOL_NAMES */.K2[ref.input] ?? ref.input;
    const option = options().get(name);
    // An input the tool has no flag for (only a GitHub job has it): as the action names it.
    if (!option) {
        const named = value === undefined ? name : `${name}: ${value}`;
        return form === 'prose' ? named : `\`${named}\``;
    }
    const flag = value === undefined
        ? `--${name}`
        : option.kind === 'boolean'
            ? `--${value === 'false' ? 'no-' : ''}${name}`
            : `--${name} ${value}`;
    if (form === 'prose')
        return flag;
    const variable = value === undefined ? option.env[0] : undefined;
    return variable ? `\`${flag}\` / ${variable}` : `\`${flag}\``;
}

;// CONCATENATED MODULE: ./src/cli/runner.ts
/**
 * The command-line tool's runner: the {@link Io} the shared pipeline and the sub-actions take,
 * and nothing of a GitHub step's (no inputs, outputs, state or summary: the tool reads its
 * options itself, prints what a command gives, and revokes its token when the command ends).
 * Every log line goes to standard error (standard output carries only what a command prints:
 * the secrets of `export`, the JSON of a sub-action, the output of `run`'s command); masks are
 * kept for redaction.
 */






const writeStderr = (line) => {
    process.stderr.write(line + external_node_os_.EOL);
};
const ESCAPES = { '\n': '\\n', '\r': '\\r' };
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g;
/**
 * A log line as text, never as a command of the CI that shows it: control characters (a line
 * break, a terminal escape sequence, GitLab's section markers) are written as escapes, and `##`
 * (Azure Pipelines' `##vso[`, TeamCity's `##teamcity[`) loses its meaning as `#\x23`.
 */
function plainLine(text) {
    return text
        .replace(CONTROL, (char) => ESCAPES[char] ?? `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`)
        .replace(/##/g, '#\\x23');
}
/**
 * Data of an Azure Pipelines logging command, escaped as the agent reads it back: `%` first (as
 * `%AZP25`, so no escape in the value is read as one), then `;`, CR, LF and `]`.
 */
function azureEscape(text) {
    return text
        .replace(/%/g, '%AZP25')
        .replace(/;/g, '%3B')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A')
        .replace(/]/g, '%5D');
}
/**
 * Registers values with the Azure Pipelines agent's masker, so that later steps are masked too:
 * one `##vso[task.setsecret]` line each. A value with a line break is registered line by line
 * (the lines of 4+ characters, as GitHub's are): the agent masks line by line, so a multi-line
 * mask would never match, and its task library refuses one.
 */
function azureMasks(writeLine) {
    const registered = new Set();
    return (value) => {
        for (const text of (0,mask/* masksFor */.RM)(value)) {
            if (/[\r\n]/.test(text) || registered.has(text))
                continue;
            registered.add(text);
            writeLine(`##vso[task.setsecret]${azureEscape(text)}`);
        }
    };
}
/**
 * The tool's runner. Inside GitHub Actions (`GITHUB_ACTIONS=true`) log lines are the action's
 * own workflow commands, on standard error, and every mask is also registered with the runner
 * (`::add-mask::`); elsewhere they are plain lines. Inside Azure Pipelines (`TF_BUILD=True`)
 * every mask is also registered with the agent (`##vso[task.setsecret]`, on standard error).
 * Either way every value masked so far is hidden in each message before it is escaped or
 * formatted.
 */
function cliRunner(options) {
    const { env, verbose = false, silent = false } = options;
    const writeLine = options.writeLine ?? writeStderr;
    const wording = options.wording ?? toolWording();
    const redaction = new RedactionSet();
    // Every message in the tool's words; values are hidden in it as it was given, before it is
    // escaped or formatted: an escape could split a value, and a formatted command line holds
    // text no value may change.
    const hide = (message) => redaction.redactText((0,errors_words/* say */.cv)(message, wording));
    const masked = new Set();
    let depth = 0;
    const azureMask = env.TF_BUILD?.toLowerCase() === 'true' ? azureMasks(writeLine) : undefined;
    const shown = env.GITHUB_ACTIONS === 'true'
        ? runner_hidden(githubRunner(env, writeLine), hide)
        : {
            // Details (inside a group) only with --verbose: a terminal cannot fold them away.
            info: (message) => {
                if (depth === 0)
                    writeLine(plainLine(hide(message)));
                else if (verbose)
                    writeLine(`  ${plainLine(hide(message))}`);
            },
            debug: (message) => {
                if (verbose)
                    writeLine(`debug: ${plainLine(hide(message))}`);
            },
            notice: (message) => writeLine(`notice: ${plainLine(hide(message))}`),
            warning: (message) => writeLine(`warning: ${plainLine(hide(message))}`),
            error: (message) => writeLine(`error: ${plainLine(hide(message))}`),
            startGroup: (title) => {
                if (verbose && depth === 0)
                    writeLine(`${plainLine(hide(title))}:`);
                depth++;
            },
            endGroup: () => {
                depth = Math.max(0, depth - 1);
            },
        };
    const log = silent ? errorsOnly(shown) : shown;
    return {
        mask(value) {
            // A value is registered once, however often the inputs holding it are read.
            if (value.trim() === '' || masked.has(value))
                return;
            masked.add(value);
            redaction.add(value);
            log.mask?.(value);
            azureMask?.(value);
        },
        info: log.info,
        debug: log.debug,
        notice: log.notice,
        warning: log.warning,
        error: log.error,
        startGroup: log.startGroup,
        endGroup: log.endGroup,
        env,
        workspace: options.workspace,
        runnerTemp: env.RUNNER_TEMP || undefined,
        pathsAsGiven: env.GITHUB_ACTIONS !== 'true',
        redaction,
    };
}
/** `--silent`: the errors, and the masks; every other line is dropped. */
function errorsOnly(log) {
    const nothing = () => { };
    return {
        info: nothing,
        debug: nothing,
        notice: nothing,
        warning: nothing,
        error: log.error,
        startGroup: nothing,
        endGroup: nothing,
        ...(log.mask ? { mask: log.mask } : {}),
    };
}
/**
 * The GitHub runner's log lines, each message with every value hidden first; its mask command
 * carries the value itself and is left as it is.
 */
function runner_hidden(runner, hide) {
    return {
        info: (message) => runner.info(hide(message)),
        debug: (message) => runner.debug(hide(message)),
        notice: (message) => runner.notice(hide(message)),
        warning: (message) => runner.warning(hide(message)),
        error: (message) => runner.error(hide(message)),
        startGroup: (title) => runner.startGroup(hide(title)),
        endGroup: () => runner.endGroup(),
        mask: (value) => runner.mask(value),
    };
}

;// CONCATENATED MODULE: ./src/cli/main.ts














/** Every command's handler: `export`, `run`, and one per sub-action. */
const HANDLERS = new Map([
    ['export', exportCommand],
    ['run', runCommand],
    ...names/* TOOL_SUB_ACTIONS */.YM.map((name) => [name, subActionHandler(name)]),
]);
/**
 * A sub-action's handler. Their code (about 100 KB) is a chunk of its own, loaded only when one
 * runs: `run` and `export`, what other CIs call on every job, do not parse it.
 */
function subActionHandler(name) {
    return async (context) => {
        const { subActionCommand } = await __webpack_require__.e(/* import() */ 447).then(__webpack_require__.bind(__webpack_require__, 447));
        return subActionCommand(name)(context);
    };
}
/** Runs the tool with the arguments after its name; resolves to how it should end. */
async function main(argv, io) {
    const commands = (0,cli_options/* cliCommands */.z_)();
    const [name, ...rest] = argv;
    const say = (stream, text) => void stream.write(text);
    if (name === undefined) {
        say(io.stderr, overviewHelp(commands));
        return cli_context/* USAGE */.u_;
    }
    if (name === '--help' || name === '-h' || name === 'help') {
        const about = name === 'help' && rest[0] ? commands.get(rest[0]) : undefined;
        say(io.stdout, about ? commandHelp(about) : overviewHelp(commands));
        return 0;
    }
    if (name === '--version') {
        say(io.stdout, `${values/* VERSION */.xv}\n`);
        return 0;
    }
    const command = commands.get(name);
    const handler = HANDLERS.get(name);
    // Every message in the tool's words: `--client-id` / INFISICAL_CLIENT_ID, never `client-id`.
    const wording = toolWording(name);
    const writeLine = (line) => say(io.stderr, `${line}\n`);
    // A usage error is said as every error is: inside GitHub Actions, an `::error::` annotation.
    const usageLog = cliRunner({ env: io.env, workspace: io.cwd, wording, writeLine });
    const usage = (message) => {
        usageLog.error(message);
        return cli_context/* USAGE */.u_;
    };
    if (name === 'login') {
        return usage("there is no `login` command: each command logs in and revokes its token when it ends. To use one token for several commands, pass it to each with --access-token (INFISICAL_TOKEN); without it, give the identity's credentials (INFISICAL_CLIENT_ID and INFISICAL_CLIENT_SECRET, ...) in the environment once.");
    }
    if (!command || !handler) {
        return usage(`unknown command \`${name}\`; the commands are ${[...commands.keys()].join(', ')}. See 'infisical-ci --help'.`);
    }
    let args;
    try {
        args = parseArgs(rest, (0,cli_options/* optionsOf */.cz)(command), (flag) => (0,did_you_mean/* didYouMean */.au)(flag, command));
    }
    catch (error) {
        if (error instanceof UsageError) {
            return usage(`${error.message} See 'infisical-ci ${command.name} --help'.`);
        }
        throw error;
    }
    if (args.help) {
        say(io.stdout, commandHelp(command));
        return 0;
    }
    if (args.command && !command.takesCommand) {
        return usage(`\`${command.name}\` takes no command after \`--\`.`);
    }
    // The options are read from `io.env` and `args`, copies: the credentials the process started
    // with can go from where `run`'s command (or, for the arguments, anyone) could read them.
    const cleared = io.clearStartupCredentials?.(startupCredentials(command, args.flags));
    // `.infisical.json` fills in what no flag or variable gives, once it has been read below.
    const fallback = {};
    const operation = command.operations ? operationOf(command, args.positionals) : undefined;
    const sources = {
        command,
        flags: args.flags,
        env: io.env,
        fixed: operation?.fixed,
        fallback,
    };
    const read = inputReader(sources);
    let verbose;
    let silent;
    try {
        verbose = (0,parse/* booleanInput */.tE)(read, 'verbose');
        silent = (0,parse/* booleanInput */.tE)(read, 'silent');
    }
    catch {
        return usage(`\`--verbose\` and \`--silent\` take no value but true or false.`);
    }
    const runner = cliRunner({
        env: io.env,
        // Relative paths (a CA file, a token file) start where the tool runs, in a GitHub job too.
        workspace: io.cwd,
        verbose,
        silent,
        wording,
        writeLine,
    });
    if (command.takesCommand && cleared && 'failed' in cleared) {
        runner.warning(`The credentials could not be cleared from this process's start-up memory (${cleared.failed}): the command can read them in /proc/${process.pid}/environ and /proc/${process.pid}/cmdline.`);
    }
    const options = (0,cli_options/* optionsOf */.cz)(command);
    const choice = methodChoiceLine(sources);
    if (choice)
        runner.info(choice);
    for (const input of givenAsFlags(sources)) {
        runner.warning(`--${input} is on the command line, where other processes on this machine can read it; pass it in ${options.get(input)?.env[0] ?? 'a variable'} instead.`);
    }
    if (command.name === 'export' || command.name === 'run') {
        let found;
        try {
            found = projectFileDefaults({
                given: inputGiven(sources),
                env: io.env,
                cwd: io.cwd,
                configDir: read('project-config-dir') || undefined,
                debug: (message) => runner.debug(message),
            });
        }
        catch (error) {
            if (error instanceof input/* InputError */.d)
                return usage(error.words);
            throw error;
        }
        Object.assign(fallback, found.values);
        for (const note of found.notes)
            runner.info(note);
        const missing = missingSelection(command, read, found.environmentHint);
        if (missing)
            return usage(`${missing} See 'infisical-ci ${command.name} --help'.`);
    }
    const context = {
        command,
        args: operation ? { ...args, positionals: operation.rest } : args,
        runner,
        read,
        workspace: io.cwd,
        env: io.env,
        stdout: io.stdout,
        stderr: io.stderr,
        // No token record: the token is revoked when the command ends, the last chance to.
        deps: io.deps ?? {},
    };
    return handler(context);
}
/** The variables a command reads credentials from, and the credentials given as its flags. */
function startupCredentials(command, flags) {
    const secret = [...(0,cli_options/* optionsOf */.cz)(command).values()].filter((option) => option.secret);
    return {
        variables: secret.flatMap((option) => option.env),
        values: secret.flatMap((option) => flags.get(option.name)?.split('\n') ?? []),
    };
}
/**
 * `export` and `run` without a project or an environment: said in the tool's own words, with
 * every place either can come from (the official CLI's default environment `dev` is not assumed).
 */
function missingSelection(command, read, environmentHint) {
    if (!read('project-id') && !read('project-slug')) {
        return 'No project: pass `--project-id` (or `--projectId`) or `--project-slug`, set INFISICAL_PROJECT_ID or INFISICAL_PROJECT_SLUG, or run where an .infisical.json gives `workspaceId`.';
    }
    if (!read('env-slug')) {
        const hint = environmentHint ? ` (${environmentHint})` : '';
        return `No environment: pass \`--env-slug\` (or \`--env\`), set INFISICAL_ENV_SLUG, or give .infisical.json a \`defaultEnvironment\`${hint}. Unlike the official Infisical CLI, \`${command.name}\` does not assume \`dev\`.`;
    }
    return undefined;
}
/**
 * A sub-action's operation, one word or two (`lease create` is `lease-create`, as the official
 * Infisical CLI writes it), and the word after it that the spec lets stand for an input
 * (`lease create app-db`); the words left over.
 */
function operationOf(command, positionals) {
    const joined = positionals.slice(0, 2).join('-');
    const two = positionals.length >= 2 && Object.hasOwn(command.operations ?? {}, joined);
    const operation = two ? joined : (positionals[0] ?? '');
    const rest = positionals.slice(two ? 2 : 1);
    const input = command.positionals?.[operation];
    if (input === undefined || rest.length === 0)
        return { fixed: { operation }, rest };
    return { fixed: { operation, [input]: rest[0] ?? '' }, rest: rest.slice(1) };
}

;// CONCATENATED MODULE: ./src/cli/startup-memory.ts
/**
 * The credentials the tool was started with, cleared from what other processes can read of it.
 * On Linux, `/proc/<pid>/environ` (readable by every process of the same user, `run`'s command
 * included: it is the tool's child) and `/proc/<pid>/cmdline` (readable by every user) show the
 * environment and the arguments as they were when the process started: the kernel reads them
 * from the process's own memory, where they stay whatever the process does with its
 * environment later. So the tool, once it has copied them, overwrites the credentials there
 * with zero bytes, through `/proc/self/mem`, the one way a process can write that memory.
 *
 * Elsewhere (macOS, Windows) there is no such way: there a process of the same user can read
 * the tool's environment and arguments as they were given (SECURITY.md says so).
 */

/** Where the memory of the process's start is, from `/proc/self/stat` (fields 48 to 51). */
function regions() {
    const stat = (0,external_node_fs_.readFileSync)('/proc/self/stat', 'latin1');
    // The fields after the command's name, which is in parentheses and may hold spaces: the
    // first of them is field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const field = (n) => Number(fields[n - 3]);
    return { args: [field(48), field(49)], env: [field(50), field(51)] };
}
/** The NUL-separated strings of `bytes`, each with its offset. */
function strings(bytes) {
    const out = [];
    for (let at = 0; at < bytes.length;) {
        let end = bytes.indexOf(0, at);
        if (end === -1)
            end = bytes.length;
        out.push({ at, text: bytes.subarray(at, end) });
        at = end + 1;
    }
    return out;
}
/** The ranges of the environment's region that hold a credential variable's value. */
function variableRanges(env, names) {
    const ranges = [];
    for (const { at, text } of strings(env)) {
        const equals = text.indexOf(0x3d);
        if (equals <= 0 || equals === text.length - 1)
            continue;
        if (names.has(text.subarray(0, equals).toString('utf8').toUpperCase())) {
            ranges.push([at + equals + 1, at + text.length]);
        }
    }
    return ranges;
}
/**
 * The ranges of the arguments' region that hold a credential: an argument that is one
 * (`--client-secret VALUE`), or a flag's value after `=` (`--client-secret=VALUE`).
 */
function argumentRanges(args, values) {
    const ranges = [];
    for (const { at, text } of strings(args)) {
        for (const value of values) {
            if (text.equals(value))
                ranges.push([at, at + text.length]);
            else if (text[0] === 0x2d &&
                text.length > value.length &&
                text[text.length - value.length - 1] === 0x3d &&
                text.subarray(text.length - value.length).equals(value)) {
                ranges.push([at + text.length - value.length, at + text.length]);
            }
        }
    }
    return ranges;
}
/**
 * Overwrites with zero bytes, in this process's memory, the credentials of its environment and
 * arguments as they were at its start. Call it once they have been read (`process.env` reads
 * that memory too: a cleared variable reads as empty). Never throws.
 */
function clearStartupCredentials(credentials, platform = process.platform) {
    if (platform !== 'linux')
        return { skipped: 'not linux' };
    const names = new Set(credentials.variables.map((name) => name.toUpperCase()));
    const values = credentials.values.filter((v) => v !== '').map((v) => Buffer.from(v, 'utf8'));
    let fd;
    try {
        const { args, env } = regions();
        fd = (0,external_node_fs_.openSync)('/proc/self/mem', 'r+');
        const read = ([start, end]) => {
            const bytes = Buffer.alloc(Math.max(0, end - start));
            (0,external_node_fs_.readSync)(fd ?? -1, bytes, 0, bytes.length, start);
            return bytes;
        };
        const inEnv = variableRanges(read(env), names);
        const inArgs = values.length > 0 ? argumentRanges(read(args), values) : [];
        if (inEnv.length === 0 && inArgs.length === 0)
            return { skipped: 'nothing to clear' };
        for (const [ranges, base] of [
            [inEnv, env[0]],
            [inArgs, args[0]],
        ]) {
            for (const [from, to] of ranges)
                (0,external_node_fs_.writeSync)(fd, Buffer.alloc(to - from), 0, to - from, base + from);
        }
        return { variables: inEnv.length, arguments: inArgs.length };
    }
    catch (error) {
        return { failed: error.code ?? String(error) };
    }
    finally {
        if (fd !== undefined)
            (0,external_node_fs_.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./src/cli/tool.ts
/**
 * The command-line tool behind its entry (src/cli/index.ts, which loads this once the connection
 * to the server is opening): runs one command, then lets standard output and error drain and
 * ends the process with the command's exit code, or as the signal that ended `run`'s command
 * would end it (see {@link endFor}).
 */





/** Runs the command `argv` gives; never throws. */
async function tool_runCommand(argv, early) {
    try {
        return await main(argv, {
            // On Linux a copy: `process.env` reads the memory the credentials are cleared from.
            env: process.platform === 'linux' ? { ...process.env } : process.env,
            cwd: process.cwd(),
            stdout: process.stdout,
            stderr: process.stderr,
            deps: { early },
            clearStartupCredentials: clearStartupCredentials,
        });
    }
    catch (error) {
        // A bug: one line, never a stack trace (it could quote anything it was handed).
        const message = error instanceof Error ? error.message : String(error);
        process.stderr.write(`error: Unexpected failure: ${plainLine(message)}\n`);
        return 1;
    }
}
const drain = (stream) => new Promise((resolve) => stream.write('', () => resolve()));
/**
 * Signals the tool raises on itself when the command died of one, so that whoever started it
 * sees it end the same way: those whose only effect on a Node process is to end it. Any other is
 * not raised: SIGUSR1 would open Node's inspector (to any local process), SIGQUIT, SIGABRT or
 * SIGSEGV could write a core file of the tool's memory, SIGUSR2 may take a heap snapshot, and
 * Node ignores SIGPIPE.
 */
const RAISED = new Set(['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGKILL']);
/** How the tool ends for a command's end: an exit code, or a signal to raise on itself. */
function endFor(result) {
    if (typeof result === 'number')
        return { code: result };
    if (RAISED.has(result.signal))
        return { raise: result.signal };
    // As shells report a command a signal ended: 128 + its number.
    return { code: 128 + (external_node_os_.constants.signals[result.signal] ?? 0) };
}
/** Ends the process as the command ended, once what it wrote has drained. */
async function tool_finish(result) {
    await drain(process.stdout);
    await drain(process.stderr);
    const end = endFor(result);
    if ('code' in end)
        process.exit(end.code);
    // The command was ended by a signal: end the same way, so whoever started the tool sees it.
    for (const signal of FORWARDED_SIGNALS)
        process.removeAllListeners(signal);
    process.kill(process.pid, end.raise);
    // Should raising it not end the process: 128 + its number.
    const number = external_node_os_.constants.signals[end.raise] ?? 0;
    setTimeout(() => process.exit(128 + number), 1000);
}


/***/ }),

/***/ 3655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ editDistance),
/* harmony export */   d: () => (/* binding */ diagnoseEmptyPath)
/* harmony export */ });
/* harmony import */ var _errors_words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5570);
/* harmony import */ var _secrets_fetch_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8368);


/**
 * Why a path yielded no secrets, when the reason is a typo: the server answers an unknown
 * environment or folder with an empty list (older servers) or a 404 (newer ones). Asks at most
 * two questions, only for this path, and neither when already answered: does the project have
 * the environment (one read of the project), and does the parent folder have this folder (one
 * folder listing). Returns the error to give, naming what is missing, what exists and the
 * nearest match; undefined when the folder exists and is empty.
 */
async function diagnoseEmptyPath(client, selection, path, known) {
    const { project: given, environment } = selection;
    const project = await known.project();
    const name = given.slug ?? project.slug ?? given.id;
    const slugs = (project.environments ?? []).map((env) => env.slug);
    if (!slugs.includes(environment)) {
        return (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_0__/* .words */ .aL) `Environment \`${environment}\` not found in project \`${name}\`; it has ${list(slugs)}.${suggest(environment, slugs)} Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_0__/* .ref */ .KR)('env-slug')}.`;
    }
    if (path === '/')
        return undefined;
    const segments = path.split('/').filter(Boolean);
    const leaf = segments.at(-1) ?? '';
    const parent = `/${segments.slice(0, -1).join('/')}`;
    const names = known.parentFolders ??
        (await (0,_secrets_fetch_js__WEBPACK_IMPORTED_MODULE_1__/* .folderNames */ .Hw)(client, { workspaceId: project.id, environment, path: parent }));
    if (names.includes(leaf))
        return undefined;
    const suggestion = suggest(leaf, names, (match) => `${parent === '/' ? '' : parent}/${match}`);
    const where = names.length > 0 ? `\`${parent}\` has ${list(names)}` : `\`${parent}\` has no folders`;
    return (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_0__/* .words */ .aL) `Folder \`${path}\` not found in environment \`${environment}\` of project \`${name}\`; ${where}.${suggestion} Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_0__/* .ref */ .KR)('secret-path')}.`;
}
function list(names) {
    if (names.length === 0)
        return 'none';
    const shown = names.slice(0, 20).map((n) => `\`${n}\``);
    return shown.join(', ') + (names.length > 20 ? `, and ${names.length - 20} more` : '');
}
/** " Did you mean `x`?" for the nearest name by edit distance, when it is near enough. */
function suggest(wanted, names, show = (name) => name) {
    let best;
    let bestDistance = Infinity;
    for (const name of names) {
        const distance = editDistance(wanted.toLowerCase(), name.toLowerCase());
        if (distance < bestDistance) {
            best = name;
            bestDistance = distance;
        }
    }
    const nearEnough = Math.max(2, Math.floor(wanted.length / 3));
    return best !== undefined && bestDistance <= nearEnough ? ` Did you mean \`${show(best)}\`?` : '';
}
/** Levenshtein distance, with adjacent transpositions counted as one edit (`prdo` → `prod`). */
function editDistance(a, b) {
    const width = b.length + 1;
    const d = new Array((a.length + 1) * width).fill(0);
    const at = (i, j) => d[i * width + j] ?? 0;
    for (let i = 0; i <= a.length; i++)
        d[i * width] = i;
    for (let j = 0; j <= b.length; j++)
        d[j] = j;
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
                best = Math.min(best, at(i - 2, j - 2) + 1);
            }
            d[i * width + j] = best;
        }
    }
    return at(a.length, b.length);
}


/***/ }),

/***/ 3333:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ describeFailure),
/* harmony export */   x: () => (/* binding */ reportFailure)
/* harmony export */ });
/* harmony import */ var _errors_api_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7827);
/* harmony import */ var _errors_input_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4011);
/* harmony import */ var _errors_words_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5570);



/**
 * The single failure path: turns anything thrown into exactly one error line that says what
 * failed and what to do, and never prints a stack trace. The caller marks the step (or the
 * command) failed.
 */
async function reportFailure(error, log) {
    log.error(await describeFailure(error));
    if (error instanceof Error && !(error instanceof _errors_input_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d) && !(error instanceof _errors_api_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD)) {
        // Unexpected: the message is all the user sees; the stack trace stays out of the log.
        log.debug(`Unexpected ${error.name}; please report it with the step's debug log.`);
    }
}
/**
 * One line for any error, in words each adapter writes its own way. The hints (a long table) are
 * a chunk of their own, loaded only when a call to the server has failed: a run that succeeds
 * never reads or compiles them.
 */
async function describeFailure(error) {
    if (error instanceof _errors_api_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD) {
        // Server messages often end with a full stop already.
        const message = (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_2__/* .endsWithStop */ .pl)(error.words) ? error.words : (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL) `${error.words}.`;
        const hint = await hintOf(error);
        return hint === undefined ? message : (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL) `${message} ${hint}`;
    }
    if (error instanceof Error)
        return (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_2__/* .textOf */ .b6)(error);
    return `Unexpected failure: ${String(error)}`;
}
/**
 * The hint for a failed call, or none when its chunk cannot be read (an install missing a file):
 * the error line itself must still be written, and the step marked failed.
 */
async function hintOf(error) {
    try {
        const { hintFor } = await __webpack_require__.e(/* import() */ 394).then(__webpack_require__.bind(__webpack_require__, 7394));
        return hintFor(error);
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 6079:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xC: () => (/* binding */ leaseTitle),
  qt: () => (/* binding */ loadLeasing),
  WE: () => (/* binding */ revokeLeases)
});

// UNUSED EXPORTS: leaseAll, releaseLeases, warnKept

// EXTERNAL MODULE: ./src/api/endpoints/dynamic-secrets.ts
var dynamic_secrets = __webpack_require__(2800);
// EXTERNAL MODULE: ./src/errors/api.ts
var api = __webpack_require__(7827);
// EXTERNAL MODULE: ./src/errors/words.ts
var words = __webpack_require__(5570);
// EXTERNAL MODULE: ./src/errors/input.ts
var input = __webpack_require__(4011);
// EXTERNAL MODULE: ./src/secrets/unicode.ts
var unicode = __webpack_require__(8734);
;// CONCATENATED MODULE: ./src/secrets/leases.ts
/**
 * A lease's credentials as secrets to export: each field of its `data` under its own name
 * (`DB_USERNAME`), after the line's prefix (`APPDB_DB_USERNAME`) and `env-prefix`. A name taken
 * twice (by a static secret or another lease's field) is an error before anything is exported.
 */



/** The static entries followed by every lease's fields, every name once. */
function withLeaseEntries(entries, leases, envPrefix) {
    if (leases.length === 0)
        return [...entries];
    const all = [...entries];
    const from = new Map(entries.map((entry) => [entry.name, 'a secret']));
    const clashes = [];
    for (const lease of leases) {
        const source = {
            kind: 'lease',
            path: lease.path,
            name: lease.name,
            leaseId: lease.id,
        };
        for (const [field, value] of Object.entries(lease.data)) {
            const name = envPrefix + lease.prefix + field;
            const earlier = from.get(name);
            if (earlier !== undefined)
                clashes.push(`\`${name}\` (${earlier} and \`${lease.name}\`)`);
            from.set(name, `\`${lease.name}\``);
            const secret = { key: field, value, source, overrode: [] };
            all.push({ name, secret });
        }
    }
    if (clashes.length > 0) {
        throw new input/* InputError */.d((0,words/* words */.aL) `Two values would be exported under one name: ${clashes.join(', ')}. Give the dynamic secret a prefix (\`APPDB=app-db\` exports \`APPDB_DB_USERNAME\`), or rename the secret with ${(0,words/* ref */.KR)('keys')}. Nothing was exported.`);
    }
    // Nor a value that is not valid Unicode (see `unicode.ts`).
    (0,unicode/* refuseIllFormedText */.k)(new Map(), all.slice(entries.length));
    return all;
}

// EXTERNAL MODULE: ./src/core/failure.ts
var failure = __webpack_require__(3333);
// EXTERNAL MODULE: ./src/core/load.ts + 2 modules
var load = __webpack_require__(2917);
;// CONCATENATED MODULE: ./src/core/leases.ts






/**
 * Leases every dynamic secret asked for, at once. Each credential is masked (`mask`) before
 * anything else sees it. When one lease fails, those taken are revoked before the error is
 * thrown: a failed step holds nothing.
 */
async function leaseAll(client, settings, where, mask, log) {
    if (settings.leases.length === 0)
        return [];
    const projectSlug = await client.projectSlug(where.project.id, where.project.slug);
    const taken = await Promise.allSettled(settings.leases.map(async (request) => {
        const created = await client.call(dynamic_secrets/* dynamicSecrets */.V.create, {
            name: request.name,
            projectSlug,
            environment: where.environment,
            path: request.path,
            ...(settings.ttl ? { ttl: settings.ttl } : {}),
        });
        for (const value of Object.values(created.data))
            mask(value);
        const held = {
            name: request.name,
            path: request.path,
            environment: where.environment,
            projectSlug,
            id: created.lease.id,
            expireAt: created.lease.expireAt,
        };
        return { request, held, data: created.data };
    }));
    const leased = taken.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = taken.find((result) => result.status === 'rejected');
    if (failed) {
        await revokeLeases(client, leased.map((lease) => lease.held), log);
        throw failed.reason;
    }
    for (const { held } of leased)
        log.info(`Leased ${leaseTitle(held)} until ${held.expireAt}.`);
    return leased;
}
/**
 * Loads the secrets while leasing the dynamic secrets, at once. `holding` hears of the leases
 * held as soon as they are taken, and again (those left) when they are revoked. When the load or
 * a lease fails, or a lease's field takes a name already taken, the leases taken are revoked and
 * the failure thrown (the load's first): a failed load holds nothing.
 */
async function loadLeasing(session, selection, settings, io, holding) {
    const mask = (value) => io.mask(value);
    const leasing = leaseAll(session.client, settings, selection, mask, io).then((leased) => {
        holding?.(leased.map((lease) => lease.held));
        return leased;
    });
    const [loaded, leased] = await Promise.allSettled([(0,load/* loadSecrets */.G)(session, selection, io), leasing]);
    if (leased.status === 'rejected') {
        throw loaded.status === 'rejected' ? loaded.reason : leased.reason;
    }
    const held = leased.value.map((lease) => lease.held);
    try {
        if (loaded.status === 'rejected')
            throw loaded.reason;
        const fields = leased.value.map(({ request, held, data }) => ({
            ...held,
            prefix: request.prefix,
            data,
        }));
        const entries = withLeaseEntries(loaded.value.entries, fields, selection.envPrefix);
        return { loaded: loaded.value, entries, held };
    }
    catch (error) {
        holding?.(await revokeLeases(session.client, held, io));
        throw error;
    }
}
/** How messages name a lease: the dynamic secret, its folder and the lease id. */
function leaseTitle(lease) {
    if (!lease.name)
        return `lease ${lease.id}`;
    const where = lease.path === '/' ? '' : ` in \`${lease.path}\``;
    return `\`${lease.name}\`${where} (lease ${lease.id})`;
}
/**
 * Revokes each lease (at once) and looks whether it is gone. Returns the leases still held: those
 * whose revoke failed or whose look shows them kept, each with a warning naming it and its
 * expiry. With `refused`, a lease whose revoke the server refused for the credentials (a token
 * expired since) is handed to it instead of warned about: the caller logs in again and retries.
 */
async function revokeLeases(client, leases, log, refused) {
    const ends = await Promise.all(leases.map(async (lease) => {
        const end = await revokeOne(client, lease, log, refused !== undefined);
        if (end === 'refused')
            refused?.(lease);
        return end;
    }));
    return leases.filter((_, index) => ends[index] === 'kept');
}
async function revokeOne(client, lease, log, mayRetry) {
    const at = {
        id: lease.id,
        projectSlug: lease.projectSlug,
        environment: lease.environment,
        path: lease.path,
    };
    const kept = (why) => {
        warnKept(lease, why, log);
        return 'kept';
    };
    let answered;
    let goneAlready = false;
    try {
        answered = await client.call(dynamic_secrets/* dynamicSecrets */.V.revoke, at);
    }
    catch (error) {
        // Gone already (revoked by an earlier attempt whose answer was lost, or expired).
        goneAlready = (0,api/* isApiNotFound */.w9)(error);
        if (!goneAlready) {
            if (mayRetry && isRefused(error))
                return 'refused';
            return kept(oneLine(String(await (0,failure/* describeFailure */.I)(error))));
        }
    }
    try {
        const still = await client.find(dynamic_secrets/* dynamicSecrets */.V.get, at);
        if (still === undefined) {
            log.info(goneAlready ? `${leaseTitle(lease)} was gone already.` : `Revoked ${leaseTitle(lease)}.`);
            return 'revoked';
        }
        const details = still.statusDetails ?? answered?.statusDetails;
        return kept(`the server kept it (${oneLine(still.status ?? 'no status')}${details ? `: ${oneLine(details)}` : ''}).`);
    }
    catch (error) {
        return kept(`could not look whether it is gone: ${oneLine(String(await (0,failure/* describeFailure */.I)(error)))}`);
    }
}
/** A refusal of the credentials (the token expired or was revoked), not of the lease. */
function isRefused(error) {
    return (error instanceof api/* ApiError */.hD &&
        error.status === 401 &&
        error.details.serverError !== 'ValidationFailure');
}
/** A server's text on one line, bounded. */
function oneLine(text) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}
/** The warning for a lease that could not be revoked: which, why, and until when it works. */
function warnKept(lease, why, log) {
    log.warning((0,words/* words */.aL) `Could not revoke ${leaseTitle(lease)}: ${why} Its credentials work until ${lease.expireAt} unless it is revoked.`);
}
/**
 * The post step's revoke of the leases a main step left, with its token when there is one.
 * When the token is refused (it expired, or was revoked) or there is none, `login` gives a new
 * session (the step's inputs) to revoke them with, closed after. Says whether the token was
 * refused (there is nothing left to revoke of it then).
 */
async function releaseLeases(client, token, leases, log, login) {
    const refused = [];
    if (token) {
        client.useAccessToken(token);
        await revokeLeases(client, leases, log, (lease) => refused.push(lease));
        if (refused.length === 0)
            return false;
        log.info('The access token was refused (expired?): logging in again to revoke the leases.');
    }
    else {
        refused.push(...leases);
    }
    try {
        const session = await login();
        try {
            await revokeLeases(session.client, refused, log);
        }
        finally {
            await session.close();
        }
    }
    catch (error) {
        const why = await describeFailure(error);
        for (const lease of refused)
            warnKept(lease, why, log);
    }
    return token !== undefined;
}


/***/ }),

/***/ 2917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B: () => (/* binding */ describeSource),
  G: () => (/* binding */ loadSecrets)
});

// EXTERNAL MODULE: ./src/auth/methods/index.ts + 10 modules
var methods = __webpack_require__(1256);
// EXTERNAL MODULE: ./src/api/hidden.ts
var api_hidden = __webpack_require__(2242);
// EXTERNAL MODULE: ./src/runner/mask.ts
var mask = __webpack_require__(7084);
// EXTERNAL MODULE: ./src/export/summary.ts
var summary = __webpack_require__(6146);
// EXTERNAL MODULE: ./src/secrets/fetch.ts + 1 modules
var fetch = __webpack_require__(8368);
// EXTERNAL MODULE: ./src/errors/input.ts
var input = __webpack_require__(4011);
// EXTERNAL MODULE: ./src/errors/words.ts
var words = __webpack_require__(5570);
;// CONCATENATED MODULE: ./src/secrets/hidden.ts



/** Most keys an error names; the rest are counted. */
const MAX_NAMED = 20;
/**
 * Fails, naming them, when any of the secrets to export (the entries, and the `secret-files`
 * keys) won with a value the server flagged hidden: the placeholder it sends is not the value,
 * and a flagged value is never exported whatever it carries (the flag wins). Only the winner
 * counts: a key hidden in one listing (an import) but won by a readable value (an own secret)
 * exports that value. Keys that are hidden but not exported (left out with `keys`) do not matter.
 */
function refuseHiddenValues(secrets, entries, selection) {
    const { environment } = selection;
    const hidden = new Map();
    const check = (secret) => {
        if (secret?.hidden === true)
            hidden.set(secret.key, secret);
    };
    // `forEach`, not `for...of`: it runs once per secret, and an iterator costs an object a step.
    entries.forEach((entry) => check(entry.secret));
    for (const file of selection.secretFiles ?? [])
        check(secrets.get(file.key));
    if (hidden.size === 0)
        return;
    const list = [...hidden.values()]
        .slice(0, MAX_NAMED)
        .map(({ key, source }) => source.kind === 'own'
        ? `\`${key}\` (in \`${environment}:${source.folder}\`)`
        : source.kind === 'import'
            ? `\`${key}\` (imported from \`${source.environment}:${source.importPath}\`)`
            : `\`${key}\` (a lease of \`${source.name}\`)`);
    if (hidden.size > MAX_NAMED)
        list.push(`and ${hidden.size - MAX_NAMED} more`);
    const one = hidden.size === 1;
    throw new input/* InputError */.d((0,words/* words */.aL) `The server hides the ${one ? 'value' : 'values'} of ${list.join(', ')}: this identity may list ${one ? 'that secret' : 'those secrets'} but not read ${one ? 'its value' : 'their values'}, and a hidden value is never exported. Grant its project role the secrets permission ${api_hidden/* READ_VALUE_PERMISSION */.xv} for ${one ? 'that environment and path' : 'those environments and paths'}, or leave ${one ? 'it' : 'them'} out with ${(0,words/* ref */.KR)('keys')}. Nothing was exported.`);
}

// EXTERNAL MODULE: ./src/secrets/unicode.ts
var unicode = __webpack_require__(8734);
// EXTERNAL MODULE: ./src/secrets/merge.ts
var merge = __webpack_require__(8185);
;// CONCATENATED MODULE: ./src/secrets/select.ts


/**
 * Applies `keys` (selection and renaming) and `env-prefix`. Every listed key must exist: a typo
 * should fail the job, not export nothing.
 */
function selectSecrets(secrets, keys, prefix) {
    if (!keys) {
        // forEach, not an iterator: it runs once per secret, and an iterator costs an object a step.
        const entries = [];
        secrets.forEach((secret) => entries.push({ name: prefix + secret.key, secret }));
        return entries;
    }
    const missing = keys.filter(({ key }) => !secrets.has(key)).map(({ key }) => key);
    if (missing.length > 0) {
        const list = [...new Set(missing)].map((key) => `\`${key}\``).join(', ');
        throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* subject */.bc)('keys')} lists ${list}, which the selected paths do not have. Check the spelling (keys are case-sensitive), ${(0,words/* ref */.KR)('secret-path')}, ${(0,words/* ref */.KR)('env-slug')} and ${(0,words/* ref */.KR)('tags')}.`);
    }
    const entries = [];
    for (const { name, key } of keys) {
        const secret = secrets.get(key);
        if (secret)
            entries.push({ name: prefix + name, secret });
    }
    return entries;
}

// EXTERNAL MODULE: ./src/core/diagnose.ts
var core_diagnose = __webpack_require__(3655);
;// CONCATENATED MODULE: ./src/core/load.ts












/**
 * Everything between the login and the export, shared by the action and the command-line tool:
 * fetch every path at once (masking each listing's values the moment it arrives), merge with
 * the server's precedence, check empty paths, and select and rename. Logs the details in a
 * group.
 */
async function loadSecrets(session, selection, io) {
    const { client } = session;
    const masker = (0,mask/* createMasker */.aD)((value) => io.mask(value));
    const project = once(() => selection.project.slug !== undefined
        ? client.projectBySlug(selection.project.slug)
        : client.projectById(selection.project.id));
    // The questions are a courtesy: when they cannot be asked (an identity that may list secrets
    // but not read the project or its folders), `null`, and the listing's own answer stands.
    const diagnose = (path, known) => (0,core_diagnose/* diagnoseEmptyPath */.d)(client, selection, path, { ...known, project }).catch((error) => {
        const why = error instanceof Error ? error.message : String(error);
        io.debug(`Could not ask why \`${path}\` yielded no secrets: ${why}`);
        return null;
    });
    const listings = await (0,fetch/* fetchListings */.ml)(client, selection, ({ listing }) => {
        maskValues(listing, masker);
    }, project).catch(async (error) => {
        // Newer servers answer an unknown environment or folder with a 404: say which it is.
        if ((0,fetch/* isMissingListing */.By)(error)) {
            for (const path of selection.paths) {
                const missing = await diagnose(path, {});
                if (missing)
                    throw new input/* InputError */.d(missing);
            }
        }
        throw error;
    });
    const merged = (0,merge/* mergeListings */.W)(listings, { tagsFilter: selection.tags.length > 0 });
    for (const path of merged.emptyPaths) {
        // An unknown environment or folder answers like an empty one: ask which it is.
        const { parentFolders } = listings.find((listing) => listing.path === path) ?? {};
        const missing = await diagnose(path, { parentFolders });
        if (missing)
            throw new input/* InputError */.d(missing);
        const why = missing === null
            ? 'an empty folder, or none of that name: these credentials may not read the project or its folders to tell which'
            : 'the folder exists and is empty';
        const message = (0,words/* words */.aL) `No secrets in environment \`${selection.environment}\` at \`${path}\` (${why}${selection.tags.length > 0 ? (0,words/* words */.aL) `, or nothing carries the ${(0,words/* ref */.KR)('tags')}` : ''}).`;
        if (selection.failOnEmpty) {
            throw new input/* InputError */.d((0,words/* words */.aL) `${message} Failing because ${(0,words/* ref */.KR)('fail-on-empty')} is true.`);
        }
        io.warning(message);
    }
    reportMerge(merged, io);
    const entries = selectSecrets(merged.secrets, selection.keys, selection.envPrefix);
    // A value the server hides is never exported: each secret that leaves is checked.
    refuseHiddenValues(merged.secrets, entries, selection);
    // Nor one that is not valid Unicode: no destination could carry it as the others do.
    (0,unicode/* refuseIllFormedText */.k)(merged.secrets, entries, selection.secretFiles);
    // A reference the server could not expand stays in the value as written: say so (or fail).
    // The check is a chunk of its own, read only when some value holds `${`.
    if (selection.expandReferences &&
        selection.unresolvedReferences !== 'ignore' &&
        mayHoldReference(merged.secrets, entries, selection.secretFiles)) {
        const { checkUnresolved } = await __webpack_require__.e(/* import() */ 31).then(__webpack_require__.bind(__webpack_require__, 3031));
        checkUnresolved(merged.secrets, entries, selection.secretFiles ?? [], selection.unresolvedReferences, (message) => io.warning(message));
    }
    reportDetails(selection, listings, merged, entries, io);
    return { merged, entries };
}
/** Whether a value to export holds `${` (a reference, maybe). */
function mayHoldReference(secrets, entries, secretFiles = []) {
    return (entries.some(({ secret }) => secret.value.includes('${')) ||
        secretFiles.some(({ key }) => secrets.get(key)?.value.includes('${')));
}
/** Calls `get` once, on first use, and shares its promise. */
function once(get) {
    let promise;
    return () => (promise ??= get());
}
/**
 * Masks every value of a listing: own secrets and every import's, a value flagged hidden too (it
 * is never exported, and never shown either), but not the placeholder of a hidden one.
 * `forEach`, not `for...of`: it runs once per secret, and an iterator costs an object a step.
 */
function maskValues(listing, masker) {
    const mask = (secret) => {
        if (!(0,api_hidden/* isPlaceholder */.wK)(secret))
            masker.addValue(secret.secretValue);
    };
    listing.secrets.forEach(mask);
    for (const group of listing.imports ?? [])
        group.secrets.forEach(mask);
}
/** The one line that says where the secrets come from. */
function describeSource(connection, selection) {
    const url = new URL(connection.baseUrl);
    const method = (0,methods/* methodLabel */.Qy)(connection.credentials);
    const project = selection.project.slug ?? selection.project.id;
    const paths = selection.paths.join(', ');
    const flags = [
        selection.recursive && 'recursive',
        !selection.includeImports && 'without imports',
        selection.tags.length > 0 && `tags ${selection.tags.join(', ')}`,
    ].filter(Boolean);
    return `Loading secrets from ${url.host}${url.pathname === '/' ? '' : url.pathname} with ${method}: project ${project}, environment ${selection.environment}, ${selection.paths.length === 1 ? 'path' : 'paths'} ${paths}${flags.length > 0 ? ` (${flags.join('; ')})` : ''}.`;
}
function reportMerge(merged, log) {
    for (const { key, folders, winner } of merged.collisions) {
        log.warning(`\`${key}\` is defined in several folders (${folders.join(', ')}); using the one in ${winner}, the nearest to the requested path.`);
    }
    if (merged.importsDroppedForTags > 0) {
        log.notice((0,words/* words */.aL) `${(0,words/* counted */.hS)(merged.importsDroppedForTags, 'imported secret was', 'imported secrets were')} left out: imported secrets carry no tags, so a ${(0,words/* ref */.KR)('tags')} filter cannot select them.`);
    }
}
/** Longest list of overrides shown in the details; the summary has the full table. */
const MAX_OVERRIDES = 50;
/** Per-path counts, the imports used and the overrides, in a collapsible group. */
function reportDetails(selection, listings, merged, entries, log) {
    log.startGroup('Details: paths, imports and overrides');
    // One pass over the entries: own counts and imports used, per requested path.
    // Imports are counted by their source object, which every secret of one import shares.
    const perPath = new Map(selection.paths.map((path) => [path, { own: 0, imports: new Map() }]));
    entries.forEach(({ secret }) => {
        const counts = perPath.get(secret.source.path);
        if (!counts)
            return;
        if (secret.source.kind === 'own')
            counts.own++;
        else
            counts.imports.set(secret.source, (counts.imports.get(secret.source) ?? 0) + 1);
    });
    for (const [path, { own, imports }] of perPath) {
        const used = [...imports].map(([source, count]) => `${count} from ${(0,summary/* describe */.q0)(source)}`);
        log.info(`${path}: ${own} own${used.length > 0 ? `, ${used.join(', ')}` : ''}.`);
    }
    const overrides = entries.filter((entry) => entry.secret.overrode.length > 0);
    for (const { name, secret } of overrides.slice(0, MAX_OVERRIDES)) {
        log.info(`${name}: ${(0,summary/* describe */.q0)(secret.source)} overrides ${secret.overrode.map(summary/* describe */.q0).join(', ')}.`);
    }
    if (overrides.length > MAX_OVERRIDES) {
        log.info((0,words/* words */.aL) `…and ${overrides.length - MAX_OVERRIDES} more overrides${(0,words/* byAdapter */.hh)(' (see the job summary)', '')}.`);
    }
    if (merged.outsideSecrets > 0) {
        log.info(`Left out ${(0,words/* counted */.hS)(merged.outsideSecrets, 'secret')} of folders outside the requested ${selection.paths.length === 1 ? 'path' : 'paths'} (the server matches folders by name prefix).`);
    }
    for (const { path, besidePrefix } of listings) {
        if (!besidePrefix)
            continue;
        log.info(`The imports of \`${path}\` were read without those of the folders beside it whose names start with \`${path.split('/').at(-1) ?? ''}\` (the server matches folders by name prefix).`);
    }
    log.endGroup();
}


/***/ }),

/***/ 7827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D5: () => (/* binding */ renderServerMessage),
/* harmony export */   e_: () => (/* binding */ SPEAKS_TLS),
/* harmony export */   gR: () => (/* binding */ apiErrorWords),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   hy: () => (/* binding */ isRouteNotFound),
/* harmony export */   l2: () => (/* binding */ answererOf),
/* harmony export */   w9: () => (/* binding */ isApiNotFound)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7570);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5570);



/**
 * The single error type of the API client. Its message never contains a secret; `words` is the
 * same for each adapter to write in its own language (`message` is the action's).
 */
class ApiError extends Error {
    details;
    #words;
    constructor(details, cause) {
        // A transport failure may add a sentence its code cannot carry (which proxy variable is
        // wrong, an environment switch that is ignored).
        const note = cause instanceof _transport_js__WEBPACK_IMPORTED_MODULE_1__/* .TransportError */ .wX ? cause.note : undefined;
        const text = apiErrorWords(details, note);
        super((0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .say */ .cv)(text, _words_js__WEBPACK_IMPORTED_MODULE_2__/* .ACTION_WORDING */ .Ge), cause === undefined ? undefined : { cause });
        this.name = 'ApiError';
        this.details = details;
        this.#words = text;
    }
    get words() {
        return this.#words;
    }
    /** Rewords the error: `text` in place of its words (and message). */
    reword(text) {
        this.#words = (0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .toWords */ .x4)(text);
        this.message = (0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .say */ .cv)(text, _words_js__WEBPACK_IMPORTED_MODULE_2__/* .ACTION_WORDING */ .Ge);
    }
    /** Adds a sentence to the error's words (and message): what was found out afterwards. */
    addSentence(text) {
        this.reword((0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL) `${(0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .withoutStop */ .f6)(this.#words)}. ${text}`);
    }
    get status() {
        return this.details.status;
    }
}
/**
 * Whether the API itself said that what the call names does not exist: a 404 written by its own
 * error handler. A 404 from the server's router (no such route: a server of another kind or
 * version) or from anything else (a proxy's page, a wrong `domain`) says nothing about the
 * resource, so it never counts as "already gone".
 */
function isApiNotFound(error) {
    return error instanceof ApiError && error.status === 404 && error.details.answeredBy === 'api';
}
/**
 * Whether the server's router answered that it has no route for the request (its unknown-route
 * 404): the request reached no handler, so it read and wrote nothing.
 */
function isRouteNotFound(error) {
    return error instanceof ApiError && error.status === 404 && error.details.answeredBy === 'router';
}
/**
 * Who wrote an error body, from its typed fields. The server's router answers a path it has no
 * route for as Fastify does (`error` is the reason phrase "Not Found", `message` "Route GET:/x
 * not found"); the API's error handler always sends the status again as `statusCode`, a `message`
 * (text, or validation issues) and an `error` (a class or operation name, never "Not Found").
 */
function answererOf(status, body) {
    if (body === null || typeof body !== 'object' || Array.isArray(body))
        return 'other';
    const { statusCode, message, error } = body;
    if (statusCode !== status || typeof error !== 'string')
        return 'other';
    if (typeof message === 'string' &&
        error === 'Not Found' &&
        /^Route \S+ not found$/.test(message)) {
        return 'router';
    }
    return typeof message === 'string' || Array.isArray(message) ? 'api' : 'other';
}
/**
 * One line: operation, request, status and the server's words. `note` follows the description of
 * a network failure.
 */
function apiErrorWords(d, note) {
    const what = d.method ? `${d.operation} failed (${d.method} ${d.path})` : `${d.operation} failed`;
    let why;
    if (d.status === undefined) {
        why = (0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .toWords */ .x4)(d.serverMessage ?? describeNetworkCode(d.code));
        if (note)
            why = (0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL) `${why}; ${note}`;
    }
    else {
        const message = d.redirectTo !== undefined
            ? (0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL) `the server redirects to ${d.redirectTo}; set ${(0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('domain')} to the address it redirects to (redirects are not followed, so credentials stay on the host you named)`
            : d.serverMessage;
        const server = serverText(message, d.serverError);
        why = server ? (0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL) `HTTP ${d.status}: ${server}` : (0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL) `HTTP ${d.status}`;
    }
    const attempts = d.attempts && d.attempts > 1 ? ` after ${d.attempts} attempts` : '';
    const req = d.reqId ? ` [reqId ${d.reqId}]` : '';
    return (0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL) `${what}: ${why}${attempts}${req}`;
}
function serverText(message, error) {
    // The not-a-member 403 puts the real reason in `error` and a generic text in `message`.
    if (message && error && error !== message && !/^[A-Z][A-Za-z]+$/.test(error)) {
        return (0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL) `${message} (${error})`;
    }
    return message || error || '';
}
/** Said of an `http://` request that a TLS server refused, with or without an answer. */
const SPEAKS_TLS = 'the server speaks TLS (HTTPS), not plain HTTP';
/** What a network failure code means for the user, with the fix where there is one. */
function describeNetworkCode(code) {
    switch (code) {
        case 'ETIMEDOUT':
            return 'no answer within the timeout';
        case 'ECONNREFUSED':
            return (0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL) `connection refused (is the server up, and is ${(0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('domain')} right?)`;
        case 'PLAIN_HTTP':
            return 'the server speaks plain HTTP, not TLS (HTTPS)';
        case 'TLS_SERVER':
            return SPEAKS_TLS;
        case 'ECONNRESET':
            return 'the connection was reset';
        case 'ENOTFOUND':
        case 'EAI_AGAIN':
            return (0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL) `the host name could not be resolved (check ${(0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('domain')})`;
        case 'TRUNCATED':
            return 'the response ended before its body was complete';
        case 'TOO_LARGE':
            return (0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL) `the response was larger than ${_transport_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_RESPONSE_BYTES */ .nB / 2 ** 20} MiB (is ${(0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('domain')} right? A secret listing that large is more than an export can carry: list fewer or narrower paths)`;
        case 'BAD_JSON':
            return (0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL) `the response was not the JSON the API sends (a proxy or a wrong ${(0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('domain')}?)`;
        case 'HEADERS_TOO_LARGE':
            return (0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL) `the response headers were larger than ${node_http__WEBPACK_IMPORTED_MODULE_0__.maxHeaderSize / 1024} KiB, Node.js's limit (no API answer has such headers: a proxy or a wrong ${(0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('domain')}?)`;
        case 'NOT_UTF8':
            return (0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL) `the response was not valid UTF-8, so its values cannot be used exactly as stored (a proxy or a wrong ${(0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('domain')}?)`;
        case 'ENCODED':
            return 'the response came compressed';
        case 'CERT_UNTRUSTED':
            return (0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL) `the server's TLS certificate is not from a CA the runner trusts (for a private CA set ${(0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('ca-certificate')})`;
        case 'CERT_HOSTNAME':
            return (0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL) `the server's TLS certificate is for another host name (${(0,_words_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('domain')} must use a name the certificate lists)`;
        case 'CERT_EXPIRED':
            return "the server's TLS certificate has expired (it must be renewed, or the runner's clock is wrong)";
        case 'CERT_NOT_YET_VALID':
            return "the server's TLS certificate is not valid yet (check the runner's clock)";
        case 'CERT':
            return "the server's TLS certificate was refused";
        case 'PROXY_AUTH':
            return 'the proxy asked for credentials (give them in the proxy URL: http://user:password@host:port)';
        case 'PROXY_REFUSED':
            return 'the proxy would not connect to the server (check HTTPS_PROXY and NO_PROXY)';
        case 'PROXY_UPSTREAM':
            return 'the proxy could not reach the server';
        case 'PROXY_UNREACHABLE':
            return 'the proxy could not be reached';
        case 'PROXY_NOT_FOUND':
            return 'the proxy host name could not be resolved';
        case 'PROXY_CERT':
            return "the proxy's TLS certificate was refused";
        case 'PROXY_TIMEOUT':
            return 'the proxy did not answer within the timeout';
        case 'BAD_PROXY':
            return 'the proxy setting cannot be used';
        default:
            return code ? `network error ${code}` : 'network error';
    }
}
/**
 * Renders the server's `message`: a string, or an array of validation issues, on one line (a
 * provider's message may carry a database's DETAIL lines: an error is one line).
 */
function renderServerMessage(message) {
    const rendered = renderMessage(message);
    return rendered?.replace(/\s*[\r\n]+\s*/g, ' ');
}
function renderMessage(message) {
    if (typeof message === 'string')
        return message;
    if (Array.isArray(message)) {
        const parts = message.map((issue) => {
            if (issue && typeof issue === 'object') {
                const { path, message: text } = issue;
                const where = Array.isArray(path) && path.length > 0 ? `${path.join('.')}: ` : '';
                return `${where}${typeof text === 'string' ? text : JSON.stringify(issue)}`;
            }
            return String(issue);
        });
        return parts.join('; ');
    }
    return undefined;
}


/***/ }),

/***/ 4011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ InputError)
/* harmony export */ });
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5570);

/**
 * A wrong or conflicting input. Its message names the input and says how to fix it: `words`
 * for each adapter to write in its own language, `message` in the action's.
 */
class InputError extends Error {
    words;
    constructor(text) {
        super((0,_words_js__WEBPACK_IMPORTED_MODULE_0__/* .say */ .cv)(text, _words_js__WEBPACK_IMPORTED_MODULE_0__/* .ACTION_WORDING */ .Ge));
        this.name = 'InputError';
        this.words = (0,_words_js__WEBPACK_IMPORTED_MODULE_0__/* .toWords */ .x4)(text);
    }
}


/***/ }),

/***/ 7570:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fh: () => (/* binding */ toTransportError),
/* harmony export */   iv: () => (/* binding */ toProxyError),
/* harmony export */   nB: () => (/* binding */ MAX_RESPONSE_BYTES),
/* harmony export */   rz: () => (/* binding */ wrongScheme),
/* harmony export */   wX: () => (/* binding */ TransportError)
/* harmony export */ });
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5570);

/**
 * The largest response body accepted by default: what every export can carry. A listing costs
 * the tool about 30 times its size at its peak (each value is held with the redaction forms of
 * its masks: measured with the built tool, `export --format json` of 100-byte values took
 * 822 MB for a 25 MiB listing, 1.9 GB for 64 MiB, and 64 KiB values 4.5 GB for 250 MiB), and
 * Node's heap on a 7 GB runner is about 1.75 GB: past it the process dies with no error line and
 * no revoke. 32 MiB (about 1 GB at its peak) is ten times a listing of 10,000 secrets with imports.
 */
const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;
/**
 * A request that got no complete response. `code` is stable (ETIMEDOUT, ECONNRESET, TRUNCATED,
 * TOO_LARGE, CERT_UNTRUSTED, PROXY_AUTH...) and is what callers decide on and describe.
 */
class TransportError extends Error {
    code;
    /** A sentence to show after the code's description (never holds a secret). */
    note;
    constructor(code, message, cause, note) {
        super(message, cause === undefined ? undefined : { cause });
        this.name = 'TransportError';
        this.code = code;
        if (note)
            this.note = note;
    }
}
/** Node's certificate verdicts, grouped by what the user has to do about them. */
const CERTIFICATE_CODES = {
    // No chain to a trusted CA: the fix is `ca-certificate`.
    UNABLE_TO_GET_ISSUER_CERT: 'CERT_UNTRUSTED',
    UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'CERT_UNTRUSTED',
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'CERT_UNTRUSTED',
    SELF_SIGNED_CERT_IN_CHAIN: 'CERT_UNTRUSTED',
    DEPTH_ZERO_SELF_SIGNED_CERT: 'CERT_UNTRUSTED',
    CERT_UNTRUSTED: 'CERT_UNTRUSTED',
    // A trusted certificate for another name: the fix is `domain`.
    ERR_TLS_CERT_ALTNAME_INVALID: 'CERT_HOSTNAME',
    HOSTNAME_MISMATCH: 'CERT_HOSTNAME',
    IP_ADDRESS_MISMATCH: 'CERT_HOSTNAME',
    // Outside its validity period: the server's certificate, or the runner's clock.
    CERT_HAS_EXPIRED: 'CERT_EXPIRED',
    CERT_NOT_YET_VALID: 'CERT_NOT_YET_VALID',
};
/** What a refused certificate's reason says of a proxy's certificate. */
const PROXY_CERTIFICATE_REASONS = {
    CERT_UNTRUSTED: (0,_words_js__WEBPACK_IMPORTED_MODULE_0__/* .words */ .aL) `a certificate not from a CA the runner trusts (for a private CA set ${(0,_words_js__WEBPACK_IMPORTED_MODULE_0__/* .ref */ .KR)('ca-certificate')})`,
    CERT_HOSTNAME: 'a certificate for another host name (the proxy URL must use a name it lists)',
    CERT_EXPIRED: "an expired certificate (or the runner's clock is wrong)",
    CERT_NOT_YET_VALID: "a certificate that is not valid yet (check the runner's clock)",
    CERT: 'a certificate that was refused',
};
/** The stable code of a certificate refusal, or '' for any other error code. */
function certificateCode(code) {
    return CERTIFICATE_CODES[code] ?? (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code) ? 'CERT' : '');
}
/**
 * Turns an error on the way to a proxy (before it carried anything to the server) into a
 * {@link TransportError} that names the proxy's variable: PROXY_NOT_FOUND (its name does not
 * resolve), PROXY_CERT (an https:// proxy's certificate), else PROXY_UNREACHABLE.
 */
function toProxyError(error, variable) {
    if (error instanceof TransportError)
        return error;
    const { code = 'ENETWORK', message = String(error) } = (error ?? {});
    const certificate = certificateCode(code);
    if (certificate) {
        const note = (0,_words_js__WEBPACK_IMPORTED_MODULE_0__/* .words */ .aL) `the proxy that ${variable} names has ${PROXY_CERTIFICATE_REASONS[certificate] ?? ''}`;
        return new TransportError('PROXY_CERT', `TLS with the proxy: ${message}`, error, note);
    }
    const note = `connecting to the proxy that ${variable} names failed (${code})`;
    const kind = code === 'ENOTFOUND' ? 'PROXY_NOT_FOUND' : 'PROXY_UNREACHABLE';
    return new TransportError(kind, message, error, note);
}
/** OpenSSL's words for an answer to its handshake that is not TLS (a plain-HTTP server's). */
const NOT_TLS = /wrong version number|packet length too long|unknown protocol|http request/i;
/**
 * The error for a URL whose scheme is not what its server speaks: PLAIN_HTTP (`https://` to a
 * server of plain HTTP), TLS_SERVER (`http://` to a TLS server); the note gives the address to use.
 */
function wrongScheme(url, cause) {
    const toHttp = url.protocol === 'https:';
    const address = `${toHttp ? 'http' : 'https'}://${url.host}`;
    const speaks = toHttp ? 'plain HTTP, not TLS' : 'TLS (HTTPS), not plain HTTP';
    return new TransportError(toHttp ? 'PLAIN_HTTP' : 'TLS_SERVER', `the server at ${url.host} speaks ${speaks}`, cause, (0,_words_js__WEBPACK_IMPORTED_MODULE_0__/* .words */ .aL) `set ${(0,_words_js__WEBPACK_IMPORTED_MODULE_0__/* .ref */ .KR)('domain')} to ${address}`);
}
/**
 * Whether an error of a request to `url` shows that the server speaks the other scheme: OpenSSL
 * finding no TLS in the answer to an `https://` request, or a TLS record (an alert, a handshake)
 * answering an `http://` one, which Node's HTTP parser refuses.
 */
function isWrongScheme(error, url) {
    if (url.protocol === 'https:') {
        return ((error.code === 'EPROTO' || error.code === 'ERR_SSL_WRONG_VERSION_NUMBER') &&
            NOT_TLS.test(error.message));
    }
    const first = Buffer.isBuffer(error.rawPacket) ? error.rawPacket[0] : undefined;
    return /^HPE_/.test(error.code ?? '') && (first === 0x15 || first === 0x16);
}
/**
 * Turns a socket, TLS or HTTP parser error into a {@link TransportError} with a stable code.
 * `url`, when the error is of a request sent straight to it, tells a wrong scheme.
 */
function toTransportError(error, context, url) {
    if (error instanceof TransportError)
        return error;
    const { code = 'ENETWORK', message = String(error) } = (error ?? {});
    if (url && isWrongScheme(error, url))
        return wrongScheme(url, error);
    if (code === 'HPE_HEADER_OVERFLOW') {
        return new TransportError('HEADERS_TOO_LARGE', 'response headers over the limit', error);
    }
    if (code === 'ECONNRESET' && /aborted/i.test(message)) {
        return new TransportError('TRUNCATED', 'response body cut short', error);
    }
    const certificate = certificateCode(code);
    if (certificate) {
        // Some jobs set it for another tool; it is ignored here, and a user who expected it to work
        // needs to hear that, and what to do instead.
        const note = context.env.NODE_TLS_REJECT_UNAUTHORIZED === '0'
            ? (0,_words_js__WEBPACK_IMPORTED_MODULE_0__/* .words */ .aL) `NODE_TLS_REJECT_UNAUTHORIZED=0 is ignored: TLS is always verified (a private CA goes in ${(0,_words_js__WEBPACK_IMPORTED_MODULE_0__/* .ref */ .KR)('ca-certificate')})`
            : undefined;
        return new TransportError(certificate, `TLS: ${message}`, error, note);
    }
    return new TransportError(code, message, error);
}


/***/ }),

/***/ 5570:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ prose),
/* harmony export */   Ge: () => (/* binding */ ACTION_WORDING),
/* harmony export */   KR: () => (/* binding */ ref),
/* harmony export */   aL: () => (/* binding */ words),
/* harmony export */   b6: () => (/* binding */ textOf),
/* harmony export */   bc: () => (/* binding */ subject),
/* harmony export */   cv: () => (/* binding */ say),
/* harmony export */   f6: () => (/* binding */ withoutStop),
/* harmony export */   hS: () => (/* binding */ counted),
/* harmony export */   hh: () => (/* binding */ byAdapter),
/* harmony export */   pl: () => (/* binding */ endsWithStop),
/* harmony export */   x4: () => (/* binding */ toWords),
/* harmony export */   yZ: () => (/* binding */ joinWords)
/* harmony export */ });
/* unused harmony export Words */
/** A message whose references to inputs each adapter writes its own way. */
class Words {
    parts;
    constructor(parts) {
        this.parts = parts;
    }
    /**
     * The message in the action's words (the spec's names are the action's inputs): what the
     * GitHub runner prints, without loading this module into the post step's small bundle.
     */
    toString() {
        return say(this, ACTION_WORDING);
    }
}
/** Adds a part, joining neighbouring text (so a message's text can be searched whole). */
function push(parts, part) {
    if (typeof part !== 'string') {
        parts.push(part);
        return;
    }
    if (part === '')
        return;
    const last = parts.length - 1;
    const previous = parts[last];
    if (typeof previous === 'string')
        parts[last] = previous + part;
    else
        parts.push(part);
}
function append(parts, value) {
    if (value instanceof Words)
        for (const part of value.parts)
            push(parts, part);
    else
        push(parts, typeof value === 'number' ? String(value) : value);
}
/** A message as a template: `` words`Check ${ref('domain')}.` ``. */
function words(strings, ...values) {
    const parts = [];
    strings.forEach((text, index) => {
        push(parts, text);
        if (index < values.length)
            append(parts, values[index]);
    });
    return new Words(parts);
}
/** Text as words. */
const toWords = (text) => text instanceof Words ? text : new Words(text === '' ? [] : [text]);
/** A reference to an input by its spec name, shown as code: `` `client-id` ``, `` `method: oidc` ``. */
function ref(input, value) {
    return refTo(input, value);
}
/** A reference to an input or an option by any name, in a form. */
function refTo(input, value, form = 'code') {
    const part = value === undefined ? { kind: 'input', input, form } : { kind: 'input', input, value, form };
    return new Words([part]);
}
/** A sentence about an input: "Input `timeout` must be ..." in the action. */
const subject = (input) => refTo(input, undefined, 'subject');
/** An input's value in plain words: "(if-exists: skip)" in the action. */
const prose = (input, value) => refTo(input, value, 'prose');
/**
 * A count with its noun, singular for one: `1 tag`, `2 tags` (`plural` where adding `s` is
 * wrong). Every message that prints a count says it this way.
 */
const counted = (n, noun, plural = `${noun}s`) => `${n} ${n === 1 ? noun : plural}`;
/** Words for the action and for the tool, where more than the names differ. */
function byAdapter(action, tool) {
    return new Words([{ kind: 'by-adapter', action: toWords(action), tool: toWords(tool) }]);
}
/** Items joined by a separator (`, `, ` and `), as words. */
function joinWords(items, separator) {
    const parts = [];
    items.forEach((item, index) => {
        if (index > 0)
            push(parts, separator);
        append(parts, item);
    });
    return new Words(parts);
}
/** The text without its final full stop (or `!`, `?`), to go on with a sentence. */
function withoutStop(text) {
    const parts = [...toWords(text).parts];
    const last = parts.at(-1);
    if (typeof last === 'string')
        parts[parts.length - 1] = last.replace(/[.!?]$/, '');
    return new Words(parts);
}
/** Whether the text ends a sentence. */
function endsWithStop(text) {
    const last = toWords(text).parts.at(-1);
    return typeof last === 'string' && /[.!?]$/.test(last);
}
/** A message in an adapter's words. */
function say(text, wording) {
    if (typeof text === 'string')
        return text;
    let out = '';
    for (const part of text.parts) {
        if (typeof part === 'string')
            out += part;
        else if (part.kind === 'input')
            out += wording.input(part);
        else
            out += say(part[wording.adapter], wording);
    }
    return out;
}
/**
 * The action's words: an input as its YAML input, `` `client-id` ``, `` `method: oidc` ``.
 * The spec's names are the action's inputs, so this is also how an error's `message` reads.
 */
const ACTION_WORDING = {
    adapter: 'action',
    input({ input, value, form }) {
        const named = value === undefined ? input : `${input}: ${value}`;
        if (form === 'prose')
            return named;
        return form === 'subject' ? `Input \`${named}\`` : `\`${named}\``;
    },
};
/** The words of an error: its own when it names inputs, else its message. */
function textOf(error) {
    if (error instanceof Error) {
        const own = error.words;
        return own instanceof Words ? own : error.message;
    }
    return String(error);
}


/***/ }),

/***/ 5358:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   Mb: () => (/* binding */ allowedRoots),
/* harmony export */   Ye: () => (/* binding */ realPath)
/* harmony export */ });
/* unused harmony export isOwnedRegularFile */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/**
 * Where the action may write secrets files and, in the post step, delete them: the workspace
 * and the runner's temporary folder. Both are resolved through symlinks.
 */
function allowedRoots(workspace, runnerTemp) {
    const roots = [workspace, runnerTemp]
        .filter((root) => Boolean(root))
        .map((root) => realPath(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root)));
    return [...new Set(roots)];
}
/**
 * The real location of a path that may not exist yet: its nearest existing ancestor resolved
 * through symlinks, plus the part below that does not exist. A symlinked folder in the checkout
 * (`config -> /etc`) is followed here, so checks see where a write would really land.
 */
function realPath(target) {
    const missing = [];
    let current = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(target);
    for (;;) {
        try {
            return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(current), ...missing.reverse());
        }
        catch (error) {
            const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(current);
            if (error.code !== 'ENOENT' || parent === current)
                throw error;
            missing.push(node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(current));
            current = parent;
        }
    }
}
/** Whether a real path lies strictly inside one of the (real) roots. */
function isInside(real, roots) {
    return roots.some((root) => {
        const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, real);
        return relative !== '' && !relative.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(relative);
    });
}
/** Whether the path is, right now, a regular file (not a symlink) inside one of the roots. */
function isOwnedRegularFile(file, roots) {
    try {
        if (!lstatSync(file).isFile())
            return false;
        return isInside(realPath(file), roots);
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 6146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   q0: () => (/* binding */ describe)
/* harmony export */ });
/* unused harmony export renderSummary */
const MAX_ROWS = 300;
/** The job summary: names, origins and overrides; never a value. */
function renderSummary(facts) {
    const { entries } = facts;
    const imported = entries.filter((e) => e.secret.source.kind === 'import').length;
    const leased = entries.filter((e) => e.secret.source.kind === 'lease').length;
    const overridden = entries.filter((e) => e.secret.overrode.length > 0).length;
    const where = facts.paths.map((p) => code(p)).join(', ');
    const cell = (text) => code(text, 'cell');
    const lines = [
        '### Secrets loaded',
        '',
        `**${entries.length}** ${entries.length === 1 ? 'secret' : 'secrets'} from ${code(facts.environment)} ${where} ` +
            `(${entries.length - imported - leased} own, ${imported} imported, ${leased > 0 ? `${leased} from leases, ` : ''}${overridden} overriding another) ` +
            `in ${(facts.elapsedMs / 1000).toFixed(2)} s, exported to ${facts.destinations.join(', ') || 'nothing (`export-type: none`)'}.`,
        '',
    ];
    if (entries.length > 0) {
        lines.push('| Name | From | Overrides |', '| --- | --- | --- |');
        for (const { name, secret } of entries.slice(0, MAX_ROWS)) {
            lines.push(`| ${cell(name)} | ${describeIn(secret.source, 'cell')} | ${secret.overrode.map((s) => describeIn(s, 'cell')).join(', ')} |`);
        }
        if (entries.length > MAX_ROWS)
            lines.push('', `…and ${entries.length - MAX_ROWS} more.`);
        lines.push('');
    }
    const leases = facts.leases ?? [];
    if (leases.length > 0) {
        lines.push('#### Leases (revoked by the post step)', '', '| Dynamic secret | Folder | Lease | Expires |', '| --- | --- | --- | --- |', ...leases.map((lease) => `| ${cell(lease.name)} | ${cell(lease.path)} | ${cell(lease.id)} | ${cell(lease.expireAt)} |`), '');
    }
    return lines.join('\n');
}
/** Human description of a secret's origin, its folder or import as inline code. */
function describe(source) {
    return describeIn(source, 'text');
}
function describeIn(source, place) {
    if (source.kind === 'own')
        return code(source.folder, place);
    if (source.kind === 'lease')
        return `lease of ${code(source.name, place)}`;
    return `import ${code(`${source.environment}:${source.importPath}`, place)}`;
}
/**
 * Characters a reader cannot see or that break a line: controls (C0, DEL, C1), format characters
 * (bidi controls, zero-width spaces, the byte-order mark), U+2028, U+2029 and lone surrogates.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
/**
 * Any text (a name, a path, an import's source) as inline code that nothing in it can break out
 * of, in a job summary or any GitHub Markdown: the one way such text enters Markdown.
 * - Each backslash is doubled and each invisible or line-breaking character written as `\uXXXX`
 *   (`\u{XXXXX}` above U+FFFF), so the code stays on its line, shows what is there, and reads
 *   back unambiguously.
 * - The fence is one backtick longer than the longest run of backticks inside, and padded with a
 *   space when the text starts or ends with a backtick or a space, as CommonMark strips one.
 *   Inside code nothing is markup: no heading, link, autolink, HTML, entity or emphasis.
 * - In a table cell each `|` is escaped (`\|`, shown as `|`): GFM splits a row on every other
 *   pipe, code or not. Backslashes are already doubled, so no `\` can pair with that escape.
 * The empty text is `(empty)`: empty code cannot be written.
 */
function code(text, place = 'text') {
    if (text === '')
        return '(empty)';
    let body = text.replace(/\\/g, '\\\\').replace(INVISIBLE, visible);
    let longest = 0;
    for (const run of body.match(/`+/g) ?? [])
        longest = Math.max(longest, run.length);
    if (place === 'cell')
        body = body.replace(/\|/g, '\\|');
    const fence = '`'.repeat(longest + 1);
    const pad = /^[` ]|[` ]$/.test(body) && /[^ ]/.test(body) ? ' ' : '';
    return fence + pad + body + pad + fence;
}
function visible(char) {
    const point = char.codePointAt(0) ?? 0;
    const hex = point.toString(16).toUpperCase();
    return point > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`;
}


/***/ }),

/***/ 7084:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RM: () => (/* binding */ masksFor),
/* harmony export */   aD: () => (/* binding */ createMasker),
/* harmony export */   gh: () => (/* binding */ maskAll),
/* harmony export */   kL: () => (/* binding */ MIN_LINE_MASK_LENGTH)
/* harmony export */ });
/** Lines shorter than this are not registered on their own: masking "a" or "{" would wreck logs. */
const MIN_LINE_MASK_LENGTH = 4;
const LINE_BREAK = /[\r\n]/;
/**
 * The strings to register with the log masker for one value: the whole value, and each line of
 * a multi-line value that is long enough to mask without wrecking logs. Older self-hosted
 * runners do not split values into lines themselves, so the lines are registered explicitly.
 */
function masksFor(value) {
    // Blank text is never a secret worth hiding, and the runner warns for every blank mask.
    if (value.trim() === '')
        return [];
    const masks = [value];
    if (LINE_BREAK.test(value)) {
        for (const line of value.split(/\r?\n|\r/)) {
            const trimmed = line.trim();
            if (trimmed.length >= MIN_LINE_MASK_LENGTH && trimmed !== value)
                masks.push(trimmed);
        }
    }
    return masks;
}
function createMasker(mask) {
    const done = new Set();
    const addValue = (value) => {
        if (done.has(value))
            return 0;
        // Most values are one line: the value itself is the only mask.
        if (!LINE_BREAK.test(value) && value.trim() !== '') {
            done.add(value);
            mask(value);
            return 1;
        }
        let added = 0;
        for (const text of masksFor(value)) {
            if (done.has(text))
                continue;
            done.add(text);
            mask(text);
            added++;
        }
        return added;
    };
    return {
        add(values) {
            let added = 0;
            for (const value of values)
                added += addValue(value);
            return added;
        },
        addValue,
    };
}
/** Registers every value (and its lines) before anything can print or write it. */
function maskAll(values, mask) {
    return createMasker(mask).add(values);
}


/***/ }),

/***/ 8640:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BJ: () => (/* binding */ describeProblem),
/* harmony export */   Cm: () => (/* binding */ SmallFileError),
/* harmony export */   Df: () => (/* binding */ smallFileProblem),
/* harmony export */   EW: () => (/* binding */ readSmallFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The one way the action and the tool read a file they are pointed at (a CA certificate, a token
 * file, a secrets file, `.infisical.json`, `.git/HEAD`): only a regular file, never more than a
 * cap. A FIFO or a device (a `ca.pem` linked to `/dev/zero`) cannot make the read block or run
 * forever, and a huge file is refused unread.
 */

class SmallFileError extends Error {
    problem;
    size;
    /** The system's error code, when a call failed (`EACCES`, `ELOOP`, ...). */
    code;
    constructor(problem, size, code) {
        super(problem);
        this.name = 'SmallFileError';
        this.problem = problem;
        this.size = size;
        this.code = code;
    }
}
// Windows has no O_NOFOLLOW or O_NONBLOCK; the lstat check before opening stands in there. Opened
// without waiting: a named pipe would otherwise block until a writer came.
const NONBLOCK = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
const NOFOLLOW = NONBLOCK | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0);
/** The file's bytes, or a {@link SmallFileError} saying why not. */
function readSmallFile(file, maxBytes, options = {}) {
    const follow = options.followLinks === true;
    let stat;
    try {
        stat = follow ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file) : (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file);
    }
    catch (error) {
        const code = error.code;
        const missing = code === 'ENOENT' || code === 'ENOTDIR';
        throw new SmallFileError(missing ? 'missing' : 'unreadable', undefined, code);
    }
    if (stat.isSymbolicLink())
        throw new SmallFileError('symlink');
    if (!stat.isFile())
        throw new SmallFileError('not-a-file');
    if (stat.size > maxBytes)
        throw new SmallFileError('too-large', stat.size);
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, follow ? NONBLOCK : NOFOLLOW);
    }
    catch (error) {
        // Swapped for a symbolic link since the check: O_NOFOLLOW refuses it.
        const code = error.code;
        throw new SmallFileError(code === 'ELOOP' ? 'symlink' : 'unreadable', undefined, code);
    }
    try {
        // What was opened, not what was checked: it may have been swapped since.
        const opened = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!opened.isFile())
            throw new SmallFileError('not-a-file');
        if (opened.size > maxBytes)
            throw new SmallFileError('too-large', opened.size);
        // The size may grow while reading: read at most one byte past the cap to notice.
        const buffer = Buffer.alloc(maxBytes + 1);
        let length = 0;
        for (;;) {
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, length, buffer.length - length, null);
            if (read === 0)
                break;
            length += read;
            if (length > maxBytes)
                throw new SmallFileError('too-large', length);
        }
        return buffer.subarray(0, length);
    }
    catch (error) {
        if (error instanceof SmallFileError)
            throw error;
        throw new SmallFileError('unreadable', undefined, error.code);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/**
 * Checks, without reading it, a file another library will read (the AWS SDK's shared files and
 * web identity token): absent is fine (the library says what it misses), anything there must be
 * a regular file within the cap. Undefined when it is, else the problem.
 */
function smallFileProblem(file, maxBytes) {
    let stat;
    try {
        stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file);
    }
    catch {
        return undefined;
    }
    if (!stat.isFile())
        return 'not-a-file';
    return stat.size > maxBytes ? 'too-large' : undefined;
}
/** A problem in a few words, for a message that names the input. */
function describeProblem(error, maxBytes) {
    const problem = typeof error === 'string' ? error : error.problem;
    switch (problem) {
        case 'missing':
            return 'there is no such file';
        case 'symlink':
            return 'it is a symbolic link';
        case 'not-a-file':
            return 'it is not a regular file (a device, a FIFO or a folder)';
        case 'too-large':
            return `it is larger than ${formatBytes(maxBytes)}`;
        default:
            return `it cannot be read${typeof error !== 'string' && error.code ? ` (${error.code})` : ''}`;
    }
}
function formatBytes(bytes) {
    return bytes >= 2 ** 20 && bytes % 2 ** 20 === 0
        ? `${bytes / 2 ** 20} MiB`
        : `${Math.round(bytes / 1024)} KiB`;
}


/***/ }),

/***/ 8368:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ml: () => (/* binding */ fetchListings),
  Hw: () => (/* binding */ folderNames),
  By: () => (/* binding */ isMissingListing)
});

// EXTERNAL MODULE: ./src/api/endpoints/index.ts + 9 modules
var endpoints = __webpack_require__(6507);
// EXTERNAL MODULE: ./src/errors/api.ts
var api = __webpack_require__(7827);
// EXTERNAL MODULE: ./src/secrets/merge.ts
var merge = __webpack_require__(8185);
;// CONCATENATED MODULE: ./src/secrets/recursive.ts

/**
 * Keeps, from a recursive listing of a path other than the root that holds imported secrets,
 * only what belongs to folders at or below the path. The server takes every folder whose path
 * starts with the requested one as a string (`/ap` also gets `/app` and everything below it, with
 * their import groups), and an import group names its source, never the folder that imports it:
 * the answer alone cannot say whose its import groups are, nor, when it holds no own secret of
 * the path, whether the path exists.
 *
 * So the folders beside the path are listed (skipped when the answer already shows an own secret
 * inside the path and one outside it). A missing folder keeps no import; without a folder
 * beside it whose name starts with the path's name, every import group is the path's. Otherwise
 * the imports are read again from listings that cannot reach outside the path: the path alone,
 * and each sub-folder recursively (a sub-folder's prefix match only reaches other sub-folders;
 * one whose name starts with another's is covered by that one). Own secrets keep their
 * `secretPath` and are left to the merge.
 */
async function keepWithinPath(path, listing, lookups) {
    const folderOf = (secretPath) => secretPath ?? path;
    const inside = listing.secrets.some((s) => (0,merge/* isWithin */.U)(folderOf(s.secretPath), path));
    const outside = listing.secrets.some((s) => !(0,merge/* isWithin */.U)(folderOf(s.secretPath), path));
    let parentFolders;
    if (!(inside && outside)) {
        const segments = path.split('/').filter(Boolean);
        const leaf = segments.at(-1) ?? '';
        parentFolders = await lookups.folderNames(`/${segments.slice(0, -1).join('/')}`);
        if (!parentFolders.includes(leaf)) {
            return { listing: { secrets: listing.secrets, imports: [] }, parentFolders };
        }
        if (!parentFolders.some((name) => name !== leaf && name.startsWith(leaf))) {
            return { listing, parentFolders };
        }
    }
    const [alone, children] = await Promise.all([
        lookups.list(path, false),
        lookups.folderNames(path),
    ]);
    const covering = children.filter((name) => !children.some((other) => other !== name && name.startsWith(other)));
    const below = await Promise.all(covering.map((name) => lookups.list(`${path}/${name}`, true)));
    // The path's own imports last: among imports the last one wins, and the path is the nearest.
    const imports = [...below, alone].flatMap((part) => part.imports ?? []);
    return { listing: { secrets: listing.secrets, imports }, parentFolders, besidePrefix: true };
}

// EXTERNAL MODULE: ./src/api/ids.ts
var ids = __webpack_require__(7958);
;// CONCATENATED MODULE: ./src/secrets/fetch.ts




/** A newer server's answer when a listing holds a reference these credentials may not read. */
const isReferenceRefusal = (error) => error instanceof api/* ApiError */.hD &&
    error.status === 403 &&
    /failed to expand one or more secret references/i.test(error.details.serverMessage ?? '');
/** The names of the folders directly under `path` (one folder listing). */
const folderNames = (client, where, signal) => client.call(endpoints/* folders */.oW.list, where, signal).then((found) => found.map((folder) => folder.name));
/** A listing's 404: newer servers' answer to an unknown environment or folder. */
const isMissingListing = (error) => error instanceof api/* ApiError */.hD && error.details.kind === endpoints/* secrets */.O3.list.kind && error.status === 404;
/**
 * Lists every requested path at once; any failure fails the whole fetch. The first failure
 * abandons the other listings, in flight or waiting to retry: the job has failed, and waiting
 * out their retries (minutes, under a rate limit) would only hold the job and load the server.
 *
 * With `recursive`, a path other than the root whose answer holds imported secrets is then
 * checked against the folders beside it ({@link keepWithinPath}), all such paths at once, sharing
 * the folder listings and the project's id (folder listings take the id, not the slug).
 */
async function fetchListings(client, settings, 
/** Called with each listing the moment it arrives (to mask its values before anything else). */
onListing, 
/** The project, looked up once for everything that needs it (folder listings need its id). */
project) {
    const abandon = new AbortController();
    const all = (tasks) => Promise.all(tasks.map((task) => task.catch((error) => {
        abandon.abort();
        throw error;
    })));
    const list = async (path, recursive, expand = settings.expandReferences) => {
        const listing = await client
            .call(endpoints/* secrets */.O3.list, {
            workspaceId: settings.project.id,
            workspaceSlug: settings.project.slug,
            environment: settings.environment,
            secretPath: path,
            includeImports: settings.includeImports,
            recursive,
            expandSecretReferences: expand,
            tagSlugs: settings.tags,
        }, abandon.signal)
            .catch(async (error) => {
            // Refused for a reference it could not expand: one more listing says which secrets hold one.
            if (expand && isReferenceRefusal(error)) {
                const { nameReferenceHolders } = await __webpack_require__.e(/* import() */ 31).then(__webpack_require__.bind(__webpack_require__, 3031));
                await nameReferenceHolders(error, () => list(path, recursive, false));
            }
            throw error;
        });
        onListing({ path, listing });
        return listing;
    };
    const fetched = await all(settings.paths.map(async (path) => ({ path, listing: await list(path, settings.recursive) })));
    // Imported secrets matter unless a tag filter leaves them out anyway.
    const check = ({ path, listing }) => settings.recursive &&
        settings.tags.length === 0 &&
        path !== '/' &&
        (listing.imports ?? []).some((group) => group.secrets.length > 0);
    if (!fetched.some(check))
        return fetched;
    // An own secret carries the project's id: no lookup of the project when one is there.
    const seen = fetched
        .flatMap(({ listing }) => listing.secrets)
        .find((s) => typeof s.workspace === 'string' && (0,ids/* isUuid */.O)(s.workspace));
    let projectId;
    const workspaceId = () => (projectId ??= settings.project.id
        ? Promise.resolve(settings.project.id)
        : seen
            ? Promise.resolve(seen.workspace)
            : project().then((p) => p.id));
    const namesByPath = new Map();
    const lookups = {
        list,
        folderNames: (path) => {
            let names = namesByPath.get(path);
            if (!names) {
                names = workspaceId().then((id) => folderNames(client, { workspaceId: id, environment: settings.environment, path }, abandon.signal));
                namesByPath.set(path, names);
            }
            return names;
        },
    };
    return all(fetched.map(async (one) => check(one)
        ? { path: one.path, ...(await keepWithinPath(one.path, one.listing, lookups)) }
        : one));
}


/***/ }),

/***/ 8185:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ isWithin),
/* harmony export */   W: () => (/* binding */ mergeListings)
/* harmony export */ });
/* harmony import */ var _api_hidden_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2242);

/** The `overrode` of the many secrets that beat nothing: one shared empty list. */
const NOTHING = Object.freeze([]);
/**
 * Applies the server's precedence, which the listing itself does not apply:
 * an own secret beats every imported one; among imports the last one wins; inside one import
 * the first occurrence wins; across requested paths, a later path beats an earlier one.
 * Linear in the number of secrets.
 */
function mergeListings(listings, options) {
    let merged = new Map();
    const collisions = [];
    const emptyPaths = [];
    const outside = { count: 0 };
    let importsDroppedForTags = 0;
    for (const { path, listing } of listings) {
        const imports = listing.imports ?? [];
        if (options.tagsFilter) {
            for (const group of imports)
                importsDroppedForTags += group.secrets.length;
        }
        const resolved = resolvePath(path, listing, options.tagsFilter, collisions, outside);
        if (resolved.size === 0)
            emptyPaths.push(path);
        if (merged.size === 0) {
            // The first path with secrets: nothing to override, so its map is the result so far.
            merged = resolved;
            continue;
        }
        for (const [key, secret] of resolved) {
            const earlier = merged.get(key);
            // Delete first so that the winner takes the later position, as a reader would expect.
            merged.delete(key);
            merged.set(key, earlier
                ? { ...secret, overrode: [...earlier.overrode, earlier.source, ...secret.overrode] }
                : secret);
        }
    }
    return {
        secrets: merged,
        collisions,
        importsDroppedForTags,
        emptyPaths,
        outsideSecrets: outside.count,
    };
}
function resolvePath(path, listing, skipImports, collisions, outside) {
    const result = new Map();
    if (!skipImports) {
        for (const group of listing.imports ?? []) {
            const source = {
                kind: 'import',
                path,
                environment: group.environment,
                importPath: group.secretPath,
            };
            const seenInGroup = new Set();
            // `forEach` here and below, not `for...of`: these run once per secret, and an iterator
            // costs an object a step.
            group.secrets.forEach((secret) => {
                if (seenInGroup.has(secret.secretKey))
                    return; // first occurrence inside one import wins
                seenInGroup.add(secret.secretKey);
                const earlier = result.get(secret.secretKey);
                result.set(secret.secretKey, {
                    key: secret.secretKey,
                    value: secret.secretValue,
                    source,
                    hidden: (0,_api_hidden_js__WEBPACK_IMPORTED_MODULE_0__/* .isValueHidden */ .qX)(secret),
                    overrode: earlier ? [earlier.source] : NOTHING,
                });
            });
        }
    }
    resolveOwn(path, listing.secrets, result, collisions, outside);
    return result;
}
/**
 * Adds the own secrets within the path to `result` (over any imported value), one per key: with
 * `recursive` the folder nearest the requested path wins, and a personal override beats the
 * shared value in one folder. Written straight into `result`, with no map of its own: a listing
 * of thousands of secrets costs thousands of small objects, not twice that.
 */
function resolveOwn(path, secrets, result, collisions, outside) {
    const within = folderFilter(path);
    // One source per folder, shared by its secrets.
    const sources = new Map();
    const sourceOf = (folder) => {
        let source = sources.get(folder);
        if (!source)
            sources.set(folder, (source = { kind: 'own', path, folder }));
        return source;
    };
    // Keys whose own winner so far is a personal override, and (only for keys found more than
    // once) the folders they were found in.
    const personal = new Set();
    let folders;
    secrets.forEach((secret) => {
        const folder = secret.secretPath ?? path;
        if (!within(folder)) {
            outside.count++;
            return;
        }
        const key = secret.secretKey;
        const earlier = result.get(key);
        const isPersonal = secret.type === 'personal';
        if (earlier?.source.kind !== 'own') {
            result.set(key, {
                key,
                value: secret.secretValue,
                source: sourceOf(folder),
                hidden: (0,_api_hidden_js__WEBPACK_IMPORTED_MODULE_0__/* .isValueHidden */ .qX)(secret),
                overrode: earlier ? [earlier.source] : NOTHING,
            });
            if (isPersonal)
                personal.add(key);
            return;
        }
        const current = earlier.source;
        let seen = folders?.get(key);
        if (!seen)
            (folders ??= new Map()).set(key, (seen = new Set([current.folder])));
        seen.add(folder);
        if (beats(isPersonal, folder, personal.has(key), current.folder)) {
            result.set(key, {
                ...earlier,
                value: secret.secretValue,
                source: sourceOf(folder),
                hidden: (0,_api_hidden_js__WEBPACK_IMPORTED_MODULE_0__/* .isValueHidden */ .qX)(secret),
            });
            if (isPersonal)
                personal.add(key);
            else
                personal.delete(key);
        }
    });
    if (!folders)
        return;
    // In the order the keys were first found.
    for (const { secretKey: key, secretPath } of secrets) {
        const found = folders.get(key);
        if (!found || !within(secretPath ?? path))
            continue;
        folders.delete(key);
        if (found.size < 2)
            continue;
        const winner = result.get(key)?.source;
        if (winner?.kind !== 'own')
            continue;
        collisions.push({ key, folders: [...found].sort(compareFolders), winner: winner.folder });
    }
}
function beats(personal, folder, currentPersonal, currentFolder) {
    if (folder === currentFolder) {
        // Same folder twice: a personal override beats the shared value, as in the official CLI.
        return personal && !currentPersonal;
    }
    return compareFolders(folder, currentFolder) < 0;
}
/** Whether a folder is the requested path or below it, segment by segment. */
function isWithin(folder, path) {
    return folderFilter(path)(folder);
}
/** {@link isWithin} for one path, ready for thousands of folders. */
function folderFilter(path) {
    const base = path.replace(/\/+$/, '');
    const prefix = `${base}/`;
    return base === '' ? () => true : (folder) => folder === base || folder.startsWith(prefix);
}
/** Nearest folder first (fewest segments), then alphabetical. */
function compareFolders(a, b) {
    const depth = (folder) => folder.split('/').filter(Boolean).length;
    return depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0);
}


/***/ }),

/***/ 6533:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MG: () => (/* binding */ fileCommandNameProblem),
/* harmony export */   Uq: () => (/* binding */ isShellName),
/* harmony export */   qd: () => (/* binding */ envNameProblem)
/* harmony export */ });
/* unused harmony export inspectNames */
const SHELL_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const LINE_BREAK = /[\r\n]/;
/** Whether a shell (bash, sh) can use this name as a variable. */
function isShellName(name) {
    return SHELL_NAME.test(name);
}
/**
 * Variables the runner sets itself for every step: a value exported under one of these names
 * never reaches a later step. (`GITHUB_TOKEN` is not one: exporting it works.)
 */
const RUNNER_VARIABLES = new Set([
    'CI',
    ...[
        'ACTION',
        'ACTION_PATH',
        'ACTION_REF',
        'ACTION_REPOSITORY',
        'ACTIONS',
        'ACTOR',
        'ACTOR_ID',
        'API_URL',
        'BASE_REF',
        'ENV',
        'EVENT_NAME',
        'EVENT_PATH',
        'GRAPHQL_URL',
        'HEAD_REF',
        'JOB',
        'OUTPUT',
        'PATH',
        'REF',
        'REF_NAME',
        'REF_PROTECTED',
        'REF_TYPE',
        'REPOSITORY',
        'REPOSITORY_ID',
        'REPOSITORY_OWNER',
        'REPOSITORY_OWNER_ID',
        'RETENTION_DAYS',
        'RUN_ATTEMPT',
        'RUN_ID',
        'RUN_NUMBER',
        'SERVER_URL',
        'SHA',
        'STATE',
        'STEP_SUMMARY',
        'TRIGGERING_ACTOR',
        'WORKFLOW',
        'WORKFLOW_REF',
        'WORKFLOW_SHA',
        'WORKSPACE',
    ].map((name) => `GITHUB_${name}`),
    ...['ARCH', 'DEBUG', 'ENVIRONMENT', 'NAME', 'OS', 'TEMP', 'TOOL_CACHE'].map((name) => `RUNNER_${name}`),
]);
/**
 * Why the runner would misread this name in GITHUB_ENV or GITHUB_OUTPUT, if it would: it reads
 * `NAME=value` up to the first `=`, a `NAME<<DELIMITER` heredoc up to the first `<<` (so a name
 * ending in `<` moves the delimiter), one entry per line. Such a name would end early and turn
 * the value's lines into entries of their own, or fail the step after earlier entries were read.
 */
function fileCommandNameProblem(name) {
    if (name === '')
        return 'empty';
    if (LINE_BREAK.test(name))
        return 'a line break';
    if (name.includes('\0'))
        return 'a NUL character';
    if (name.includes('='))
        return '`=`';
    if (name.includes('<<'))
        return '`<<`';
    if (name.endsWith('<'))
        return 'a trailing `<`';
    return undefined;
}
/**
 * Names that make programs run code their caller did not ask for: bash sources `BASH_ENV` (and
 * sh `ENV`) before each script, `PROMPT_COMMAND` runs before each prompt, the dynamic loaders
 * load `LD_*` / `DYLD_*` libraries into every program, Perl, Ruby, Python and Java read options
 * or start-up code from the others. The operating system reads them with their case, except on
 * Windows, which ignores case.
 */
const RUNS_CODE = new Set([
    'BASH_ENV',
    'ENV',
    'PROMPT_COMMAND',
    'LD_PRELOAD',
    'LD_AUDIT',
    'LD_LIBRARY_PATH',
    'DYLD_INSERT_LIBRARIES',
    'DYLD_LIBRARY_PATH',
    'PERL5OPT',
    'RUBYOPT',
    'PYTHONSTARTUP',
    'JAVA_TOOL_OPTIONS',
    '_JAVA_OPTIONS',
]);
/**
 * Why a name cannot go into the environment of later steps (or of `run`'s command), if it
 * cannot: the one list of names refused for an `env` export. A name the runner misreads,
 * `NODE_OPTIONS` (which the runner refuses), one that would steer later actions (`STATE_*` is what
 * the runner hands a post step as its saved state, `INPUT_*` what it hands an action as its
 * inputs; in any letter case: Windows ignores case), or one that makes later programs run code
 * ({@link RUNS_CODE}; any letter case on Windows).
 */
function envNameProblem(name, windows = process.platform === 'win32') {
    const misread = fileCommandNameProblem(name);
    if (misread)
        return misread;
    const upper = name.toUpperCase();
    if (upper === 'NODE_OPTIONS')
        return 'refused by the runner';
    if (upper.startsWith('STATE_'))
        return "read as a post step's saved state";
    if (upper.startsWith('INPUT_'))
        return "read as an action's input";
    if (RUNS_CODE.has(windows ? upper : name))
        return 'makes programs run code they did not ask for';
    return undefined;
}
/** Names a shell cannot use, names that differ only by case, and names the runner sets, in one pass. */
function inspectNames(entries) {
    const nonShell = [];
    const reserved = [];
    const first = new Map();
    const clashes = new Map();
    // `forEach`, not `for...of`: it runs once per secret, and an iterator costs an object a step.
    entries.forEach(({ name }) => {
        if (!SHELL_NAME.test(name))
            nonShell.push(name);
        const folded = name.toUpperCase();
        if (RUNNER_VARIABLES.has(folded))
            reserved.push(name);
        const earlier = first.get(folded);
        if (earlier === undefined)
            first.set(folded, name);
        else
            clashes.set(folded, [...(clashes.get(folded) ?? [earlier]), name]);
    });
    return { nonShell, caseClashes: [...clashes.values()], reserved };
}


/***/ }),

/***/ 8734:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ refuseIllFormedText)
/* harmony export */ });
/* harmony import */ var _errors_input_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4011);
/* harmony import */ var _errors_words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5570);


/** Most keys an error names; the rest are counted. */
const MAX_NAMED = 20;
/** Whether a string is valid Unicode: no lone surrogate (`"\ud800"` in the server's JSON). */
const wellFormed = (text) => text.isWellFormed();
/**
 * Fails, naming them, when a secret to export (the entries, and the `secret-files` keys) has a
 * name or value that is not valid Unicode: a lone surrogate, which the server's JSON can carry
 * escaped. No destination can take it as it is: UTF-8 (the environment, files, the runner's
 * commands) would write U+FFFD in its place while JSON would keep `\ud800`, so the same secret
 * would differ from one destination to another. Nothing is altered silently.
 */
function refuseIllFormedText(secrets, entries, secretFiles = []) {
    const bad = new Set();
    // `forEach`, not `for...of`: it runs once per secret, and an iterator costs an object a step.
    entries.forEach(({ name, secret }) => {
        if (!wellFormed(secret.value) || !wellFormed(name))
            bad.add(secret.key);
    });
    for (const { key } of secretFiles) {
        const secret = secrets.get(key);
        if (secret && !wellFormed(secret.value))
            bad.add(key);
    }
    if (bad.size === 0)
        return;
    // JSON escapes a lone surrogate (`"\ud800"`), so every name shows as it was sent.
    const list = [...bad].slice(0, MAX_NAMED).map((key) => JSON.stringify(key));
    if (bad.size > MAX_NAMED)
        list.push(`and ${bad.size - MAX_NAMED} more`);
    const one = bad.size === 1;
    throw new _errors_input_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `${list.join(', ')} ${one ? 'is' : 'are'} not valid Unicode (a lone surrogate such as \`\\ud800\` in the server's JSON): the environment and UTF-8 files would get U+FFFD in its place while JSON keeps it, so ${one ? 'it' : 'they'} cannot be exported the same way everywhere. Fix ${one ? 'it' : 'them'} on the server, or leave ${one ? 'it' : 'them'} out with ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('keys')}. Nothing was exported.`);
}


/***/ }),

/***/ 8833:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dC: () => (/* binding */ readConnection),
/* harmony export */   ik: () => (/* binding */ baseUrlOf)
/* harmony export */ });
/* unused harmony exports maskCredentialInputs, MAX_TIMEOUT_SECONDS, MAX_RETRIES, readEndpoint */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _api_proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6844);
/* harmony import */ var _auth_methods_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1256);
/* harmony import */ var _errors_input_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4011);
/* harmony import */ var _errors_words_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5570);
/* harmony import */ var _spec_values_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6894);
/* harmony import */ var _api_transport_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(773);
/* harmony import */ var _runner_small_file_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8640);









const RESERVED_HEADERS = new Set([
    'authorization',
    'x-api-key',
    'host',
    'content-length',
    'content-type',
    'transfer-encoding',
    'accept-encoding',
    'connection',
]);
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** What a header value can carry as typed: printable ASCII, spaces and tabs (RFC 9110, 5.5). */
const HEADER_VALUE = /^[\t\x20-\x7e]*$/;
/** Reads and validates the connection and authentication inputs. */
function readConnection(context) {
    const { mask, workspace } = context;
    const read = (0,_parse_js__WEBPACK_IMPORTED_MODULE_6__/* .withDefaults */ .rO)(_spec_values_js__WEBPACK_IMPORTED_MODULE_5__/* .CONNECTION_VALUES */ .kL, context.read);
    maskCredentialInputs(read, mask);
    const warnings = [];
    const baseUrl = readDomain(read, warnings);
    const credentials = (0,_auth_methods_index_js__WEBPACK_IMPORTED_MODULE_2__/* .readCredentials */ .L1)((0,_parse_js__WEBPACK_IMPORTED_MODULE_6__/* .choiceInput */ .ij)(read, 'method', _auth_methods_index_js__WEBPACK_IMPORTED_MODULE_2__/* .AUTH_METHODS */ .MA), {
        read,
        mask,
        workspace,
    });
    const endpoint = readEndpoint({ ...context, read });
    return {
        ...endpoint,
        baseUrl,
        credentials,
        clean: (0,_parse_js__WEBPACK_IMPORTED_MODULE_6__/* .booleanInput */ .tE)(read, 'clean'),
        warnings,
    };
}
/**
 * Masks every one-line credential input (`secret` in the spec) whole, before anything else can
 * print one (even in an error); a multi-line one is masked value by value as it is read.
 */
function maskCredentialInputs(read, mask) {
    for (const [name, input] of Object.entries(_spec_values_js__WEBPACK_IMPORTED_MODULE_5__/* .CONNECTION_VALUES */ .kL)) {
        if (!input?.secret || input.multiline)
            continue;
        const value = read(name);
        if (value)
            mask(value);
    }
}
/** `timeout`: the most seconds a request may take (the default is the spec's). */
const MAX_TIMEOUT_SECONDS = 600;
/** `retries`: the most retries after the first attempt (the default is the spec's). */
const MAX_RETRIES = 20;
/**
 * Reads the inputs that shape every request: API key, headers (masked as read), trusted CA,
 * timeout and retries. Call {@link maskCredentialInputs} first.
 */
function readEndpoint(context) {
    const { mask, workspace } = context;
    const read = (0,_parse_js__WEBPACK_IMPORTED_MODULE_6__/* .withDefaults */ .rO)(_spec_values_js__WEBPACK_IMPORTED_MODULE_5__/* .CONNECTION_VALUES */ .kL, context.read);
    return {
        apiKey: read('api-key') || undefined,
        extraHeaders: readExtraHeaders(read, mask),
        caCertificate: readCaCertificate(read, workspace),
        timeoutMs: (0,_parse_js__WEBPACK_IMPORTED_MODULE_6__/* .numberInput */ .QR)(read, 'timeout', { min: 1, max: MAX_TIMEOUT_SECONDS }) * 1000,
        retries: (0,_parse_js__WEBPACK_IMPORTED_MODULE_6__/* .numberInput */ .QR)(read, 'retries', { min: 0, max: MAX_RETRIES, integer: true }),
    };
}
function readDomain(read, warnings) {
    const raw = read('domain');
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new _errors_input_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_4__/* .words */ .aL) `${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_4__/* .subject */ .bc)('domain')} must be a URL such as https://app.infisical.com, not \`${raw}\`.`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new _errors_input_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_4__/* .words */ .aL) `${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_4__/* .subject */ .bc)('domain')} must start with https:// (or http:// for a local server), not \`${url.protocol}\`.`);
    }
    if (url.username || url.password || url.search || url.hash) {
        throw new _errors_input_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_4__/* .words */ .aL) `${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_4__/* .subject */ .bc)('domain')} must be a plain base URL, without credentials, query or fragment.`);
    }
    // Plain HTTP to this machine is harmless.
    if (url.protocol === 'http:' && !(0,_api_proxy_js__WEBPACK_IMPORTED_MODULE_1__/* .isLoopback */ .U9)(url.hostname.replace(/^\[|\]$/g, '').toLowerCase())) {
        warnings.push((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_4__/* .words */ .aL) `${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_4__/* .ref */ .KR)('domain')} uses plain http:// to ${url.hostname}: credentials and secrets cross the network unencrypted. Use https://.`);
    }
    return baseUrlOf(url);
}
/**
 * The base URL of a server address: without trailing slashes or the `/api` ending (users often
 * paste the API root; the calls add /api/... themselves).
 */
function baseUrlOf(url) {
    const pathname = url.pathname.replace(/\/+$/, '').replace(/\/api$/, '');
    return `${url.protocol}//${url.host}${pathname}`;
}
function readExtraHeaders(read, mask) {
    const headers = {};
    (0,_parse_js__WEBPACK_IMPORTED_MODULE_6__/* .linesInput */ .WO)(read, 'extra-headers').forEach((line, index) => {
        const colon = line.indexOf(':');
        const name = colon > 0 ? line.slice(0, colon).trim() : '';
        const value = colon > 0 ? line.slice(colon + 1).trim() : '';
        // The line itself is not quoted back: header values are often secrets.
        if (value.length >= 4)
            mask(value);
        if (!HEADER_NAME.test(name)) {
            throw new _errors_input_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_4__/* .words */ .aL) `${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_4__/* .subject */ .bc)('extra-headers')}, line ${index + 1}: expected \`Name: value\` with a valid header name.`);
        }
        // Node refuses some other characters only when the request is sent, and sends Latin-1 as
        // one byte each (not the UTF-8 that was typed): both are refused here, before any request.
        if (!HEADER_VALUE.test(value)) {
            throw new _errors_input_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_4__/* .words */ .aL) `${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_4__/* .subject */ .bc)('extra-headers')}, line ${index + 1}: the value of \`${name}\` has a character an HTTP header cannot carry: use printable ASCII (letters, digits, punctuation, spaces and tabs); encode anything else, as base64 for instance.`);
        }
        const key = name.toLowerCase();
        if (RESERVED_HEADERS.has(key)) {
            throw new _errors_input_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_4__/* .words */ .aL) `${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_4__/* .subject */ .bc)('extra-headers')} cannot set \`${name}\`: ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_4__/* .byAdapter */ .hh)('the action', 'the tool')} sets it itself.`);
        }
        headers[key] = headers[key] === undefined ? value : `${headers[key]}, ${value}`;
    });
    return headers;
}
function readCaCertificate(read, workspace) {
    const raw = read('ca-certificate');
    if (!raw)
        return undefined;
    let pem = raw;
    if (!raw.includes('-----BEGIN')) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(workspace, raw);
        try {
            pem = (0,_runner_small_file_js__WEBPACK_IMPORTED_MODULE_8__/* .readSmallFile */ .EW)(file, _api_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_CA_FILE_BYTES */ .vh, { followLinks: true }).toString('utf8');
        }
        catch (error) {
            if (!(error instanceof _runner_small_file_js__WEBPACK_IMPORTED_MODULE_8__/* .SmallFileError */ .Cm))
                throw error;
            throw new _errors_input_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(error.problem === 'not-a-file' || error.problem === 'too-large'
                ? (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_4__/* .words */ .aL) `${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_4__/* .subject */ .bc)('ca-certificate')} names ${file}, which cannot be used: ${(0,_runner_small_file_js__WEBPACK_IMPORTED_MODULE_8__/* .describeProblem */ .BJ)(error, _api_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_CA_FILE_BYTES */ .vh)}. Name a PEM file, or pass the PEM text.`
                : (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_4__/* .words */ .aL) `${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_4__/* .subject */ .bc)('ca-certificate')} is neither PEM text nor a readable file (looked for ${file}). Check out the repository first, or pass the PEM text.`);
        }
    }
    try {
        new (process.getBuiltinModule('node:crypto').X509Certificate)(pem);
    }
    catch {
        throw new _errors_input_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_4__/* .words */ .aL) `${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_4__/* .subject */ .bc)('ca-certificate')} does not hold a valid PEM certificate (-----BEGIN CERTIFICATE----- ...).`);
    }
    return pem;
}


/***/ }),

/***/ 5577:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ readLeaseSettings),
/* harmony export */   r: () => (/* binding */ readLeaseTtl)
/* harmony export */ });
/* harmony import */ var _errors_input_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4011);
/* harmony import */ var _errors_words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5570);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6894);
/* harmony import */ var _project_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3364);
/**
 * The dynamic secrets to lease for the job (`dynamic-secrets`, `lease-ttl`): one line each,
 * `NAME` (in the folder `/`), `/folder/NAME`, or either after `PREFIX=` (the fields are exported
 * as `PREFIX_FIELD`).
 */




/** What the server's names are made of (a slug). */
const NAME = /^[a-z0-9][a-z0-9_.-]*$/i;
const PREFIX = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A duration as the server reads it: a number and a unit. */
const TTL = /^\d+\s*(s|m|h|d)$/;
function readLeaseSettings(read) {
    const seen = new Set();
    const leases = (0,_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .linesInput */ .WO)(read, 'dynamic-secrets').map((line, index) => {
        const request = parseLine(line, index);
        const id = `${request.path}\n${request.name}\n${request.prefix}`;
        if (seen.has(id)) {
            throw new _errors_input_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .subject */ .bc)('dynamic-secrets')} lists \`${line}\` twice: each line leases one credential.`);
        }
        seen.add(id);
        return request;
    });
    const ttl = readLeaseTtl(read);
    return { leases, ...(ttl ? { ttl } : {}) };
}
/** `lease-ttl`: a number and a unit, or undefined when empty. */
function readLeaseTtl(read) {
    const ttl = read('lease-ttl').trim();
    if (ttl && !TTL.test(ttl)) {
        throw new _errors_input_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .subject */ .bc)('lease-ttl')} must be a number and a unit, \`s\`, \`m\`, \`h\` or \`d\` (e.g. \`15m\`, \`2h\`), not \`${ttl}\`.`);
    }
    return ttl || undefined;
}
function parseLine(line, index) {
    const eq = line.indexOf('=');
    const prefix = eq >= 0 ? line.slice(0, eq).trim() : '';
    const target = (eq >= 0 ? line.slice(eq + 1) : line).trim();
    const slash = target.lastIndexOf('/');
    const name = target.slice(slash + 1);
    const folder = slash > 0 ? target.slice(0, slash) : '/';
    const wrong = (why) => new _errors_input_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .subject */ .bc)('dynamic-secrets')}, line ${index + 1}: ${why} (a line is \`NAME\`, \`/folder/NAME\`, or either after \`PREFIX=\`, e.g. \`APPDB=/db/app-db\`); got \`${line}\`.`);
    if (eq >= 0 && !PREFIX.test(prefix)) {
        throw wrong('the prefix must be letters, digits and underscores, not starting with a digit');
    }
    if (slash > 0 && !target.startsWith('/'))
        throw wrong('a folder starts with `/`');
    if (!NAME.test(name))
        throw wrong('expected the name of a dynamic secret');
    return {
        name,
        path: (0,_project_js__WEBPACK_IMPORTED_MODULE_3__/* .normalizeSecretPath */ .n)(folder, 'dynamic-secrets'),
        prefix: prefix ? `${prefix}_` : '',
    };
}


/***/ }),

/***/ 6894:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QR: () => (/* binding */ numberInput),
/* harmony export */   WO: () => (/* binding */ linesInput),
/* harmony export */   YF: () => (/* binding */ requiredInput),
/* harmony export */   dt: () => (/* binding */ listInput),
/* harmony export */   ij: () => (/* binding */ choiceInput),
/* harmony export */   rO: () => (/* binding */ withDefaults),
/* harmony export */   tE: () => (/* binding */ booleanInput)
/* harmony export */ });
/* harmony import */ var _errors_input_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4011);
/* harmony import */ var _errors_words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5570);


/**
 * The one place where defaults apply: an input that is empty (not set, or set to '') reads as
 * the default its action declares in src/spec/, so no settings code repeats one. Each settings
 * reader wraps the reader it is given, for its own inputs (wrapping twice changes nothing).
 */
function withDefaults(inputs, read) {
    return (name) => read(name) || (inputs[name]?.default ?? '');
}
const TRUE = new Set(['true', 'True', 'TRUE']);
const FALSE = new Set(['false', 'False', 'FALSE']);
/** A boolean input: the YAML 1.2 spellings of true and false. */
function booleanInput(read, name) {
    const raw = read(name);
    if (TRUE.has(raw))
        return true;
    if (FALSE.has(raw))
        return false;
    throw new _errors_input_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .subject */ .bc)(name)} must be \`true\` or \`false\`, not \`${raw}\`.`);
}
/** A number input within bounds. */
function numberInput(read, name, bounds) {
    const raw = read(name);
    const value = Number(raw);
    const kind = bounds.integer ? 'a whole number' : 'a number';
    if (raw === '' || !Number.isFinite(value) || (bounds.integer && !Number.isInteger(value))) {
        throw new _errors_input_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .subject */ .bc)(name)} must be ${kind} from ${bounds.min} to ${bounds.max}, not \`${raw}\`.`);
    }
    if (value < bounds.min || value > bounds.max) {
        throw new _errors_input_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .subject */ .bc)(name)} must be ${kind} from ${bounds.min} to ${bounds.max}, not ${value}.`);
    }
    return value;
}
/** One of a fixed set of words (case-insensitive). */
function choiceInput(read, name, choices) {
    const raw = read(name).toLowerCase();
    const match = choices.find((choice) => choice === raw);
    if (!match) {
        throw new _errors_input_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .subject */ .bc)(name)} must be one of ${choices.map((c) => `\`${c}\``).join(', ')}, not \`${raw}\`.`);
    }
    return match;
}
/** Non-empty trimmed lines of a multi-line input. */
function linesInput(read, name) {
    return read(name)
        .split(/\r\n|\r|\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
}
/** Items of a list input separated by commas or new lines. */
function listInput(read, name) {
    return read(name)
        .split(/[,\r\n]/)
        .map((item) => item.trim())
        .filter((item) => item !== '');
}
/** Fails unless the input is set; `why` says what it is for. */
function requiredInput(read, name, why) {
    const value = read(name);
    if (value === '')
        throw new _errors_input_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .subject */ .bc)(name)} is required ${why}.`);
    return value;
}


/***/ }),

/***/ 3364:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ readProject),
/* harmony export */   n: () => (/* binding */ normalizeSecretPath)
/* harmony export */ });
/* harmony import */ var _errors_input_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4011);
/* harmony import */ var _errors_words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5570);
/* harmony import */ var _api_ids_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7958);



/**
 * Reads `project-id` / `project-slug`: exactly one must be set. A project id is a UUID: a slug
 * given as `project-id` is caught here, where the message can say so, instead of failing later
 * as a bare server error after retries.
 */
function readProject(read) {
    const id = read('project-id');
    const slug = read('project-slug');
    if (id && slug) {
        throw new _errors_input_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Set only one of ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('project-id')} and ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('project-slug')}, not both.`);
    }
    if (!id && !slug) {
        throw new _errors_input_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Set ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('project-id')} or ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('project-slug')} to say which project to use.`);
    }
    if (id && !(0,_api_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .isUuid */ .O)(id)) {
        throw new _errors_input_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .subject */ .bc)('project-id')} must be a project id (a UUID such as \`2f012fb9-be49-43ee-a96f-ea89fa65c1f0\`), not \`${id}\`. If \`${id}\` is the project's slug, pass it as ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('project-slug')}.`);
    }
    return id ? { id } : { slug };
}
/** Normalises a folder path: leading slash, no trailing slash, no empty segments. */
function normalizeSecretPath(raw, input = 'secret-path') {
    const segments = raw.split('/').filter((segment) => segment !== '');
    if (segments.some((segment) => segment === '.' || segment === '..')) {
        throw new _errors_input_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .subject */ .bc)(input)}: \`${raw}\` must be a folder path such as /app/api, without . or .. segments.`);
    }
    return '/' + segments.join('/');
}


/***/ })

};
