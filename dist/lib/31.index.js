export const id = 31;
export const ids = [31];
export const modules = {

/***/ 3031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkUnresolved: () => (/* binding */ checkUnresolved),
/* harmony export */   nameReferenceHolders: () => (/* binding */ nameReferenceHolders)
/* harmony export */ });
/* harmony import */ var _errors_input_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4011);
/* harmony import */ var _errors_words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5570);


// A chunk of its own, loaded only when a value holds `${`: most jobs never read it.
/** A reference as the server reads one: `${KEY}`, `${env.KEY}`, `${env.folder.sub.KEY}`. */
const REFERENCE = /\$\{([\w.-]+)\}/g;
/** Most secrets a message names; the rest are counted. */
const MAX_NAMED = 20;
function holdersOf(secrets) {
    const holders = new Map();
    for (const { key, value } of secrets) {
        for (const [, name = ''] of value.matchAll(REFERENCE)) {
            const names = holders.get(key) ?? new Set();
            names.add(name);
            holders.set(key, names);
        }
    }
    // By name: the server's order is its database's.
    return [...holders]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, names]) => ({ key, references: [...names] }));
}
/** `A` (`NAME`), `B` (`env.NAME`, `OTHER`), and N more. */
function listed(holders) {
    const named = holders
        .slice(0, MAX_NAMED)
        .map(({ key, references }) => `\`${key}\` (${references.map((r) => `\`${r}\``).join(', ')})`);
    if (holders.length > MAX_NAMED)
        named.push(`and ${holders.length - MAX_NAMED} more`);
    return named.join(', ');
}
/**
 * After a listing with expansion: the secrets to export (the entries, and the `secret-files`
 * keys) whose value still holds a reference are ones the server could not expand (it keeps a
 * reference to a secret that does not exist as written). `warn`: one warning naming them and
 * the references; `fail`: one error, nothing exported. Never a value.
 */
function checkUnresolved(secrets, entries, secretFiles, mode, warn) {
    const exported = new Map();
    for (const { secret } of entries)
        exported.set(secret.key, secret);
    for (const { key } of secretFiles) {
        const secret = secrets.get(key);
        if (secret)
            exported.set(key, secret);
    }
    const holders = holdersOf(exported.values());
    if (holders.length === 0)
        return;
    const one = holders.length === 1;
    const what = (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `${listed(holders)} ${one ? 'holds a reference' : 'hold references'} the server could not expand`;
    const fix = 'Check that each referenced secret exists, under that name and folder, and that these credentials may read it';
    if (mode === 'fail') {
        throw new _errors_input_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `${what}. ${fix}, or set ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('unresolved-references', 'warn')} to export ${one ? 'it' : 'them'} as written. Nothing was exported.`);
    }
    warn((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `${what}: exported as written. ${fix} (${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('unresolved-references', 'fail')} fails instead, ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('unresolved-references', 'ignore')} says nothing).`);
}
/**
 * The server refused a listing because it could not expand a reference (a newer server: 403
 * "Failed to expand one or more secret references", when a referenced secret may not be read).
 * One more listing, without expansion, tells which secrets of the folder hold references: the
 * error names them. When that listing fails too, the error stands as it was.
 */
async function nameReferenceHolders(error, listUnexpanded) {
    let listing;
    try {
        listing = await listUnexpanded();
    }
    catch {
        return;
    }
    const holders = holdersOf([listing.secrets, ...(listing.imports ?? []).map((group) => group.secrets)]
        .flat()
        .map((secret) => ({ key: secret.secretKey, value: secret.secretValue })));
    if (holders.length === 0)
        return;
    const one = holders.length === 1;
    const text = (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `${one ? 'The secret' : 'The secrets'} of that folder with references: ${listed(holders)}. These credentials may not read a secret ${one ? 'it references' : 'they reference'}: give them read access to it, or set ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('expand-references', 'false')} to get the references as written`;
    error.addSentence((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `${text}.`);
}


/***/ })

};
