export const id = 394;
export const ids = [394];
export const modules = {

/***/ 7394:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hintFor: () => (/* binding */ hintFor)
});

// EXTERNAL MODULE: ./src/api/endpoint.ts
var endpoint = __webpack_require__(7959);
// EXTERNAL MODULE: ./src/errors/words.ts
var words = __webpack_require__(5570);
// EXTERNAL MODULE: ./src/errors/api.ts
var api = __webpack_require__(7827);
// EXTERNAL MODULE: ./src/api/endpoints/index.ts + 9 modules
var endpoints = __webpack_require__(6507);
// EXTERNAL MODULE: ./src/auth/methods/index.ts + 10 modules
var methods = __webpack_require__(1256);
;// CONCATENATED MODULE: ./src/core/calls.ts


const CALLS = [...endpoints/* ENDPOINTS */.Hr, ...methods/* METHOD_CALLS */.Qm];
/** Every call by its kind. */
const CALLS_BY_KIND = new Map(CALLS.map((c) => [c.kind, c]));

;// CONCATENATED MODULE: ./src/core/hints.ts




/**
 * The hints for a failed call: a call's own (in its descriptor: `src/api/endpoints/`,
 * `src/auth/methods/`), each before one of the blocks every call shares, which come in this
 * order. This module is a chunk of its own, loaded only when a call to the server has failed.
 */
/**
 * A project the server says it does not have: no project by that slug or id is visible to these
 * credentials (a typo, another organization, or an identity that was never added to it).
 */
function projectNotVisible(details, by) {
    const given = details.project ?? {};
    const name = given[by];
    const which = name !== undefined ? `the ${by} \`${name}\`` : `this ${by}`;
    const input = by === 'slug' ? (0,words/* ref */.KR)('project-slug') : (0,words/* ref */.KR)('project-id');
    return (0,words/* words */.aL) `No project with ${which} is visible to these credentials: check ${input}, or the identity's project membership.`;
}
/** Said of an access token the server no longer takes. */
const TOKEN_GONE = (what) => (0,words/* words */.aL) `The access token ${what}: pass a valid one in ${(0,words/* ref */.KR)('access-token')}, or log in with the identity's credentials instead of ${(0,words/* ref */.KR)('method', 'token')}.`;
const SERVER_FAILING = "The server is failing. Try again later, or check the server's health.";
/** The shared blocks, in the order they are tried. */
const SHARED = {
    // Not the API's answer, or no answer at all.
    transport: [
        // An answer without the fields the API sends (a wrong address, or a server this does not know).
        {
            codes: ['BAD_ANSWER'],
            hint: (0,words/* words */.aL) `Check ${(0,words/* ref */.KR)('domain')}: it must be the address of an Infisical-compatible API. If it is, the server answered in a shape ${(0,words/* byAdapter */.hh)('this action', 'this tool')} does not know: please report it with the server's version.`,
        },
        // A scheme the server does not speak.
        {
            status: ['network'],
            codes: ['PLAIN_HTTP'],
            hint: 'Over http:// credentials and secrets cross the network unencrypted: use it only on a network you trust, or serve the API over TLS.',
        },
        {
            status: ['network'],
            codes: ['TLS_SERVER'],
            hint: 'Over https:// the credentials and secrets travel encrypted.',
        },
        {
            status: [400],
            text: new RegExp(api/* SPEAKS_TLS */.e_.replace(/[()]/g, '\\$&')),
            hint: (details) => (0,words/* words */.aL) `Set ${(0,words/* ref */.KR)('domain')} to ${details.server?.replace(/^http:/, 'https:') ?? 'its https:// address'}.`,
        },
        // No answer at all.
        {
            status: ['network'],
            codes: ['ETIMEDOUT'],
            hint: (0,words/* words */.aL) `Check that ${(0,words/* ref */.KR)('domain')} is reachable from the runner, or raise ${(0,words/* ref */.KR)('timeout')}.`,
        },
        {
            status: ['network'],
            codes: ['CERT', 'CERT_UNTRUSTED'],
            hint: (0,words/* words */.aL) `Set ${(0,words/* ref */.KR)('ca-certificate')} to the PEM of the CA that signed the server certificate.`,
        },
        {
            status: ['network'],
            codes: ['CERT_HOSTNAME'],
            hint: (0,words/* words */.aL) `Set ${(0,words/* ref */.KR)('domain')} to a host name the server's certificate is issued for.`,
        },
        {
            status: ['network'],
            codes: ['CERT_EXPIRED'],
            hint: "Renew the server's TLS certificate (or correct the runner's clock).",
        },
        {
            status: ['network'],
            codes: ['CERT_NOT_YET_VALID'],
            hint: "Correct the runner's clock, or wait until the server's certificate is valid.",
        },
        {
            status: ['network'],
            codes: ['TOO_LARGE', 'HEADERS_TOO_LARGE'],
            hint: (0,words/* words */.aL) `Check ${(0,words/* ref */.KR)('domain')}: it must be the API server itself, not a page or a proxy in front of it.`,
        },
        {
            status: ['network'],
            codes: [
                ...['PROXY_AUTH', 'PROXY_REFUSED', 'BAD_PROXY', 'PROXY_UPSTREAM', 'PROXY_UNREACHABLE'],
                ...['PROXY_NOT_FOUND', 'PROXY_CERT', 'PROXY_TIMEOUT'],
            ],
            hint: 'Check HTTPS_PROXY / HTTP_PROXY and NO_PROXY in the job environment.',
        },
        {
            status: ['network'],
            hint: (0,words/* words */.aL) `Check ${(0,words/* ref */.KR)('domain')} and the runner's network (and HTTPS_PROXY / NO_PROXY if a proxy is in the way).`,
        },
        {
            status: [429],
            hint: ({ retryAfterSeconds }) => (0,words/* words */.aL) `The server's rate limit was hit${retryAfterSeconds !== undefined ? ` (the server asked for ${retryAfterSeconds} s)` : ''}. Fewer jobs at once, fewer ${(0,words/* byAdapter */.hh)((0,words/* words */.aL) `${(0,words/* ref */.KR)('secret-path')}s`, 'paths')}, or more ${(0,words/* ref */.KR)('retries')} help.`,
        },
        { status: ['redirect'], hint: (0,words/* words */.aL) `Set ${(0,words/* ref */.KR)('domain')} to the final address of the server.` },
        {
            status: [404],
            answeredBy: ['router'],
            hint: (0,words/* words */.aL) `The server has no route for this request: check that ${(0,words/* ref */.KR)('domain')} is the base address of an Infisical API (without \`/api\`).`,
        },
        // An error that is not the API's JSON, from something that is no gateway: not an Infisical server.
        {
            status: [400, 401, 403, 405, 406, 415, 501],
            answeredBy: ['other'],
            hint: (details) => (0,words/* words */.aL) `${details.server ?? 'The server'} does not answer like an Infisical server (HTTP ${details.status ?? 0}${details.serverMessage?.startsWith('non-JSON') ? ', not JSON' : ", not the API's JSON"}): check ${(0,words/* ref */.KR)('domain')}, which must be your Infisical server's address, such as https://app.infisical.com (without /api).`,
        },
        {
            status: [404],
            answeredBy: ['other'],
            hint: (0,words/* words */.aL) `This 404 is not the API's own answer (a page from a proxy, or a ${(0,words/* ref */.KR)('domain')} that is not the API's address): check ${(0,words/* ref */.KR)('domain')}.`,
        },
    ],
    access: [
        // Credentials and permissions, for every call.
        {
            status: [401],
            text: /token missing/i,
            hint: 'No credentials were sent: check the authentication inputs.',
        },
        // A token that was good once: revoked (a post step, a revoke), past its TTL, used up.
        {
            status: [401],
            text: /No identity access token found|revoked|TTL expiration/i,
            hint: TOKEN_GONE('was revoked or has expired'),
        },
        { status: [403], text: /token has expired|jwt expired/i, hint: TOKEN_GONE('has expired') },
        {
            status: [400],
            text: /uses limit reached/,
            hint: TOKEN_GONE('has used up its number of uses'),
        },
        {
            status: [401, 422],
            hint: "The server rejected the request's fields (see above): check the inputs it names.",
        },
        {
            text: /ValidationFailure/,
            hint: "The server rejected the request's fields (see above): check the inputs it names.",
        },
        {
            status: [403],
            text: /TokenError/,
            hint: (0,words/* words */.aL) `The access token is malformed, expired or revoked: log in again or pass a fresh ${(0,words/* ref */.KR)('access-token')}.`,
        },
        {
            status: [403],
            text: /not a member/i,
            hint: 'Add the machine identity to the project (Project → Access Control → Machine Identities) with a role that allows this.',
        },
        {
            status: [403],
            hint: "The identity's role does not allow this: grant it a role with that permission.",
        },
        // No project by that slug or id (the captured server's 500, newer servers' 404): named.
        {
            status: [404, 500],
            text: /Failed to find project by slug|Find project by slug|^Project with slug .* not found/,
            hint: (details) => projectNotVisible(details, 'slug'),
        },
        {
            status: [404, 500],
            text: /Failed to find project by id|^Project with ID .* not found/,
            hint: (details) => projectNotVisible(details, 'id'),
        },
    ],
    fallback: [
        // Anything else.
        {
            status: [404],
            hint: 'Check the ids and paths in the inputs: the server did not find what they name.',
        },
        // The catch-all 500 of something broken inside the server (retried as transient): not the ids.
        { status: [500], text: /\bInternalServerError$/, hint: SERVER_FAILING },
        // The 500s of a failed lookup (`Find one`, `Failed to find project by id`, ...).
        { status: [500], text: /something went wrong/i, hint: endpoint/* BAD_ID */.uk },
        { status: ['server'], hint: SERVER_FAILING },
        { hint: "Check the inputs named in the server's message." },
    ],
};
/** Said first about a write whose answer was lost and that nobody could look at. */
const IN_DOUBT = (0,words/* words */.aL) `It may have been carried out before its answer was lost: check what the server holds before running ${endpoint/* THE_STEP */.r0} again.`;
/**
 * What the user can do about a failed call: a sentence from the first rule that matches, after
 * {@link IN_DOUBT} for a write that may have been applied.
 */
function hintFor(error) {
    const details = error.details;
    const own = CALLS_BY_KIND.get(details.kind)?.hints ?? [];
    const before = (block) => own.filter((rule) => (rule.before ?? 'fallback') === block);
    const rules = ['transport', 'access', 'fallback'].flatMap((block) => [
        ...before(block),
        ...SHARED[block],
    ]);
    const rule = rules.find((candidate) => matches(candidate, details));
    // The last rule matches everything, so there always is one.
    const hint = rule?.hint ?? '';
    const text = typeof hint === 'function' ? hint(details) : hint;
    return details.mayHaveBeenApplied ? (0,words/* words */.aL) `${IN_DOUBT} ${text}` : text;
}
function matches(rule, details) {
    if (rule.status && !rule.status.some((status) => statusMatches(status, details.status))) {
        return false;
    }
    if (rule.codes && (details.code === undefined || !rule.codes.includes(details.code)))
        return false;
    if (rule.text && !rule.text.test(`${details.serverMessage ?? ''} ${details.serverError ?? ''}`)) {
        return false;
    }
    if (rule.answeredBy && !(details.answeredBy && rule.answeredBy.includes(details.answeredBy))) {
        return false;
    }
    return true;
}
function statusMatches(wanted, status) {
    if (wanted === 'network')
        return status === undefined;
    if (status === undefined)
        return false;
    if (wanted === 'redirect')
        return status >= 300 && status < 400;
    if (wanted === 'server')
        return status >= 500;
    return status === wanted;
}


/***/ })

};
