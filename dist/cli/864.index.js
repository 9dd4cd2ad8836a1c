export const id = 864;
export const ids = [864];
export const modules = {

/***/ 6864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   STS_GET_CALLER_IDENTITY_BODY: () => (/* binding */ STS_GET_CALLER_IDENTITY_BODY),
/* harmony export */   amzDate: () => (/* binding */ amzDate),
/* harmony export */   deriveSigningKey: () => (/* binding */ deriveSigningKey),
/* harmony export */   signGetCallerIdentity: () => (/* binding */ signGetCallerIdentity),
/* harmony export */   signV4: () => (/* binding */ signV4)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** The body of STS `GetCallerIdentity`, the call whose signature proves who the job is. */
const STS_GET_CALLER_IDENTITY_BODY = 'Action=GetCallerIdentity&Version=2011-06-15';
const sha256Hex = (data) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data, 'utf8').digest('hex');
const hmac = (key, data) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key).update(data, 'utf8').digest();
/** `20150830T123600Z`: the ISO 8601 basic form SigV4 uses, in UTC, without milliseconds. */
function amzDate(date) {
    return date
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
}
/** kSigning = HMAC chain over the date, region, service and `aws4_request`. */
function deriveSigningKey(secretAccessKey, date, region, service) {
    const kDate = hmac(`AWS4${secretAccessKey}`, date);
    const kRegion = hmac(kDate, region);
    const kService = hmac(kRegion, service);
    return hmac(kService, 'aws4_request');
}
/** RFC 3986 percent-encoding of everything but the unreserved characters, as SigV4 wants. */
function uriEncode(text) {
    return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
/** Parameters encoded once and sorted by name, then value. */
function canonicalQuery(query) {
    if (!query)
        return '';
    const decode = (part) => decodeURIComponent(part.replace(/\+/g, ' '));
    return query
        .split('&')
        .filter(Boolean)
        .map((pair) => {
        const eq = pair.indexOf('=');
        const name = eq < 0 ? pair : pair.slice(0, eq);
        const value = eq < 0 ? '' : pair.slice(eq + 1);
        return [uriEncode(decode(name)), uriEncode(decode(value))];
    })
        .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
        .map(([name, value]) => `${name}=${value}`)
        .join('&');
}
/**
 * Signs a request with AWS Signature Version 4 (header form): adds `Host`, `X-Amz-Date` and,
 * for temporary credentials, `X-Amz-Security-Token`, signs every header, and adds
 * `Authorization`. Nothing here is logged: the result holds the session token.
 */
function signV4(request, credentials, scope, now) {
    const stamp = amzDate(now);
    const day = stamp.slice(0, 8);
    const headers = {
        ...request.headers,
        Host: request.host,
        'X-Amz-Date': stamp,
    };
    if (credentials.sessionToken)
        headers['X-Amz-Security-Token'] = credentials.sessionToken;
    const canonical = new Map();
    for (const [name, value] of Object.entries(headers)) {
        const key = name.toLowerCase();
        const clean = value.trim().replace(/\s+/g, ' ');
        canonical.set(key, canonical.has(key) ? `${canonical.get(key)},${clean}` : clean);
    }
    const names = [...canonical.keys()].sort();
    const signedHeaders = names.join(';');
    const canonicalRequest = [
        request.method.toUpperCase(),
        request.path,
        canonicalQuery(request.query ?? ''),
        ...names.map((name) => `${name}:${canonical.get(name)}`),
        '',
        signedHeaders,
        sha256Hex(request.body),
    ].join('\n');
    const credentialScope = `${day}/${scope.region}/${scope.service}/aws4_request`;
    const stringToSign = [ALGORITHM, stamp, credentialScope, sha256Hex(canonicalRequest)].join('\n');
    const key = deriveSigningKey(credentials.secretAccessKey, day, scope.region, scope.service);
    const signature = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key).update(stringToSign, 'utf8').digest('hex');
    headers.Authorization = `${ALGORITHM} Credential=${credentials.accessKeyId}/${credentialScope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
    return { headers, canonicalRequest, stringToSign, signature };
}
/**
 * A signed STS `GetCallerIdentity` request to the region's endpoint, packed as the AWS IAM login
 * expects it. The server replays it to AWS, and AWS tells the server whose credentials signed it.
 */
function signGetCallerIdentity(credentials, region, now) {
    const body = STS_GET_CALLER_IDENTITY_BODY;
    const { headers } = signV4({
        method: 'POST',
        host: `sts.${region}.amazonaws.com`,
        path: '/',
        headers: {
            'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8',
            'Content-Length': String(Buffer.byteLength(body)),
        },
        body,
    }, credentials, { region, service: 'sts' }, now);
    return {
        iamHttpRequestMethod: 'POST',
        iamRequestBody: Buffer.from(body, 'utf8').toString('base64'),
        iamRequestHeaders: Buffer.from(JSON.stringify(headers), 'utf8').toString('base64'),
    };
}


/***/ })

};
