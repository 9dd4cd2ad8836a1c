export const id = 295;
export const ids = [295];
export const modules = {

/***/ 295:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   tokenClaims: () => (/* binding */ tokenClaims)
/* harmony export */ });
/* unused harmony export BOUND_CLAIMS */
/* harmony import */ var _errors_words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5570);
/**
 * The claims of a GitHub OIDC token that a machine identity's OIDC auth binds, decoded to say
 * why a login was refused. A chunk of its own, loaded only when the server refused an OIDC login.
 * Only the payload is read: the token and its signature are never shown.
 */

/** The claims identities bind, in the order shown. */
const BOUND_CLAIMS = [
    'sub',
    'aud',
    'iss',
    'repository',
    'ref',
    'environment',
    'job_workflow_ref',
];
/** The longest claim value shown. */
const MAX_CLAIM_CHARS = 200;
/**
 * The token's bound claims in one sentence, beside what to compare them with; each value in
 * backticks, with nothing in it that could start a workflow command or end the line.
 */
function tokenClaims(jwt) {
    const claims = payloadOf(jwt);
    if (!claims)
        return "The GitHub OIDC token's claims could not be read.";
    const shown = BOUND_CLAIMS.map((name) => `${name} ${shownValue(claims[name])}`).join(', ');
    return (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_0__/* .words */ .aL) `The job's GitHub OIDC token has ${shown} (a job with \`environment:\` has the subject \`repo:OWNER/REPO:environment:NAME\`).`;
}
function payloadOf(jwt) {
    const payload = jwt.split('.')[1];
    if (!payload)
        return undefined;
    try {
        const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        return value && typeof value === 'object' && !Array.isArray(value)
            ? value
            : undefined;
    }
    catch {
        return undefined;
    }
}
/** A claim as shown: absent, or its text (a list joined), inert and bounded. */
function shownValue(value) {
    if (value === undefined || value === null || value === '')
        return '(none)';
    const text = Array.isArray(value) ? value.map(String).join(', ') : String(value);
    const inert = text
        // Control characters and line separators end a line; `::` and `##[` could start a command.
        // eslint-disable-next-line no-control-regex -- control characters are what it replaces
        .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029`]/g, '?')
        .replace(/::/g, ':?')
        .replace(/##\[/g, '#?[');
    const bounded = inert.length > MAX_CLAIM_CHARS ? `${inert.slice(0, MAX_CLAIM_CHARS)}…` : inert;
    return `\`${bounded}\``;
}


/***/ })

};
