export const id = 684;
export const ids = [684];
export const modules = {

/***/ 2684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  requestAzureToken: () => (/* reexport */ requestAzureToken),
  requestGcpIdToken: () => (/* reexport */ requestGcpIdToken)
});

// UNUSED EXPORTS: AZURE_IMDS_HOST, AZURE_IMDS_VARIABLE, GCP_METADATA_HOST, GCP_METADATA_VARIABLES, azureTokenUrl, gcpIdentityUrl

// EXTERNAL MODULE: ./src/errors/api.ts
var api = __webpack_require__(7827);
// EXTERNAL MODULE: ./src/errors/input.ts
var input = __webpack_require__(4011);
// EXTERNAL MODULE: ./src/api/retry.ts + 1 modules
var retry = __webpack_require__(1405);
// EXTERNAL MODULE: ./src/api/transport.ts + 2 modules
var api_transport = __webpack_require__(773);
// EXTERNAL MODULE: ./src/api/user-agent.ts
var user_agent = __webpack_require__(8389);
;// CONCATENATED MODULE: ./src/auth/metadata-request.ts




/** The largest answer taken from a metadata server: a token is a few kilobytes. */
const MAX_METADATA_BYTES = 1024 * 1024;
/**
 * The longest a metadata server may take to answer. On the VM it answers within a second or
 * two; off it, the address is usually unroutable and would hang for the whole `timeout`.
 */
const METADATA_TIMEOUT_MS = 10_000;
/**
 * Retries after a request that got no answer at all. The metadata server is on the VM's own
 * link: when it does not answer, the runner is not on that cloud (or the override names the
 * wrong address), and waiting longer tells nothing more. Answers (429, 5xx) get the full policy.
 */
const NETWORK_RETRIES = 1;
/** A transport that never uses a proxy: metadata addresses are reachable only from the VM. */
const directTransport = () => (0,api_transport/* createTransport */.oO)({ env: {}, maxResponseBytes: MAX_METADATA_BYTES });
/** Sends the GET until it is answered with a 2xx (returned) or fails for good (an ApiError). */
async function metadataGet(request) {
    const { url, call } = request;
    const policy = { ...retry/* defaultRetryPolicy */.ur, ...request.retry };
    const base = {
        kind: call.kind,
        operation: call.label,
        method: 'GET',
        // Where it looked: the address matters more than the path when nothing answers.
        path: `${url.origin}${url.pathname}`,
    };
    const transport = request.transport ?? directTransport();
    let spentMs = 0;
    for (let attempt = 1;; attempt++) {
        const started = policy.now();
        let failure;
        let details;
        let cause;
        try {
            const response = await transport({
                method: 'GET',
                url,
                headers: { ...request.headers, accept: '*/*', 'user-agent': user_agent/* USER_AGENT */._ },
                // As the API's calls do: a retried attempt gets at most what is left of the budget.
                timeoutMs: (0,retry/* attemptTimeoutMs */.fB)(policy, attempt, Math.min(request.timeoutMs, METADATA_TIMEOUT_MS), spentMs),
            });
            const { status } = response;
            if (status >= 200 && status < 300)
                return response;
            // Every 5xx of a metadata server is transient (the API's plain 500s are often bad input,
            // and get one retry there): decided as a 503 is.
            const transient = status >= 500 || (request.transientStatuses?.includes(status) ?? false);
            failure = {
                status: transient ? 503 : status,
                waitSeconds: status === 429 || status === 503
                    ? (0,retry/* parseWaitSeconds */.kY)(response.headers['retry-after'], undefined)
                    : undefined,
            };
            details = { ...base, status, ...request.describe(response) };
        }
        catch (error) {
            if (!(error instanceof api_transport/* TransportError */.wX))
                throw error;
            failure = { code: error.code };
            details = { ...base, code: error.code, serverMessage: request.unreachable(noAnswer(error)) };
            cause = error;
        }
        if (attempt > 1)
            spentMs += policy.now() - started;
        const decision = (0,retry/* decideRetry */.tE)(failure.code === undefined
            ? policy
            : { ...policy, retries: Math.min(policy.retries, NETWORK_RETRIES) }, { attempt, failure, safeToRepeat: true, spentMs });
        if (!decision.retry) {
            throw new api/* ApiError */.hD({ ...details, attempts: attempt, retryAfterSeconds: failure.waitSeconds }, cause);
        }
        request.onRetry?.({
            operation: base.operation,
            attempt,
            delayMs: decision.delayMs,
            reason: details.status !== undefined ? `HTTP ${details.status}` : (failure.code ?? ''),
        });
        spentMs += decision.delayMs;
        await policy.sleep(decision.delayMs);
    }
}
/** Why no answer came, in words (the transport's code in brackets). */
function noAnswer(error) {
    const { code } = error;
    switch (code) {
        case 'ECONNREFUSED':
            return 'connection refused';
        case 'ETIMEDOUT':
            return 'no answer in time';
        case 'ENOTFOUND':
        case 'EAI_AGAIN':
            return 'the host name does not resolve';
        case 'EHOSTUNREACH':
        case 'ENETUNREACH':
            return 'no route to it';
        default:
            return `network error ${code}`;
    }
}
/** Text of an answer on one line, cut to a readable length (the vendors' messages run long). */
function oneLine(text, max = 300) {
    const folded = text.replace(/\s+/g, ' ').trim();
    return folded.length > max ? `${folded.slice(0, max - 1)}…` : folded;
}
/** The content type of an answer, for saying what came back when it is not what was asked. */
function contentType(response) {
    const value = response.headers['content-type'];
    return (Array.isArray(value) ? value[0] : value)?.split(';')[0]?.trim() || undefined;
}

;// CONCATENATED MODULE: ./src/auth/azure-managed-identity.ts



/** The instance metadata service, on every Azure VM. */
const AZURE_IMDS_HOST = 'http://169.254.169.254';
/** The variable Microsoft's libraries read for another address of the identity endpoint. */
const AZURE_IMDS_VARIABLE = 'AZURE_POD_IDENTITY_AUTHORITY_HOST';
const TOKEN_PATH = '/metadata/identity/oauth2/token';
/** The token request's URL; an unusable AZURE_POD_IDENTITY_AUTHORITY_HOST is an input error. */
function azureTokenUrl(env, resource, clientId) {
    const override = env[AZURE_IMDS_VARIABLE]?.trim();
    let url;
    try {
        url = new URL(`${(override || AZURE_IMDS_HOST).replace(/\/+$/, '')}${TOKEN_PATH}`);
    }
    catch {
        url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
        // The value is not quoted: the environment is not ours to print.
        throw new input/* InputError */.d(`${AZURE_IMDS_VARIABLE} must be a base URL such as http://127.0.0.1:2579 (the address of the identity endpoint in place of ${AZURE_IMDS_HOST}); unset it on an Azure VM.`);
    }
    url.searchParams.set('api-version', '2018-02-01');
    url.searchParams.set('resource', resource);
    if (clientId)
        url.searchParams.set('client_id', clientId);
    return url;
}
/** Asks the instance metadata service for a token; masked before it is returned. */
async function requestAzureToken(request) {
    const { env } = request;
    const url = azureTokenUrl(env, request.resource, request.clientId);
    const overridden = !!env[AZURE_IMDS_VARIABLE]?.trim();
    request.debug?.(`Azure managed identity token from ${url.origin}${overridden ? ` (${AZURE_IMDS_VARIABLE})` : ''}, resource ${request.resource}${request.clientId ? `, client id ${request.clientId}` : ''}.`);
    const response = await metadataGet({
        call: request.call,
        url,
        headers: { metadata: 'true' },
        transport: request.transport,
        timeoutMs: request.timeoutMs,
        retry: request.retry,
        onRetry: request.onRetry,
        // Microsoft documents 404 (the service is updating) and 410 as worth retrying; its library
        // retries 408 too.
        transientStatuses: [404, 408, 410],
        unreachable: (reason) => overridden
            ? `no answer from ${url.origin}, the address ${AZURE_IMDS_VARIABLE} sets (${reason})`
            : `no answer from the instance metadata service at ${AZURE_IMDS_HOST} (${reason}: this runner is not an Azure VM, or the service is out of its reach; ${AZURE_IMDS_VARIABLE} sets another address)`,
        describe: describeAzureError,
    });
    const token = accessTokenOf(response);
    if (token === undefined) {
        throw new api/* ApiError */.hD({
            kind: request.call.kind,
            operation: request.call.label,
            method: 'GET',
            path: `${url.origin}${url.pathname}`,
            code: 'BAD_JSON',
            serverMessage: `the answer holds no \`access_token\`${overridden ? ` (is ${AZURE_IMDS_VARIABLE} the identity endpoint?)` : ''}`,
        });
    }
    request.mask(token);
    return token;
}
/** The token of a 2xx answer; undefined if there is none. */
function accessTokenOf(response) {
    let body;
    try {
        body = JSON.parse(response.body);
    }
    catch {
        return undefined;
    }
    const token = body?.access_token;
    return typeof token === 'string' && token !== '' ? token : undefined;
}
/** The service's `{error, error_description}`, or what kind of body came instead. */
function describeAzureError(response) {
    try {
        const body = JSON.parse(response.body);
        if (body && typeof body === 'object') {
            return {
                serverError: typeof body.error === 'string' ? oneLine(body.error, 100) : undefined,
                serverMessage: typeof body.error_description === 'string' ? oneLine(body.error_description) : undefined,
            };
        }
    }
    catch {
        // Not the service's JSON: something else answers at that address.
    }
    const type = contentType(response);
    return response.body.trim()
        ? { serverMessage: `non-JSON response${type ? ` (${type})` : ''}` }
        : {};
}

;// CONCATENATED MODULE: ./src/auth/gcp-metadata.ts



/** The metadata server's name on every Compute Engine VM (and GKE node). */
const GCP_METADATA_HOST = 'http://metadata.google.internal';
/** The variables Google's libraries read for another address, first set wins. */
const GCP_METADATA_VARIABLES = ['GCE_METADATA_IP', 'GCE_METADATA_HOST'];
const IDENTITY_PATH = '/computeMetadata/v1/instance/service-accounts/default/identity';
/** A JWT's shape: three base64url parts. */
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
/** Which variable names the metadata server's address, if any. */
function overrideOf(env) {
    for (const name of GCP_METADATA_VARIABLES) {
        const value = env[name]?.trim();
        if (value)
            return { name, value };
    }
    return undefined;
}
/** The ID token request's URL; an unusable address variable is an input error. */
function gcpIdentityUrl(env, audience) {
    const override = overrideOf(env);
    const host = override
        ? /^https?:\/\//i.test(override.value)
            ? override.value
            : `http://${override.value}`
        : GCP_METADATA_HOST;
    let url;
    try {
        url = new URL(IDENTITY_PATH, host);
    }
    catch {
        // The value is not quoted: the environment is not ours to print.
        throw new input/* InputError */.d(`${override?.name ?? 'The metadata address'} must be a host:port such as 127.0.0.1:8080 (the metadata server's address in place of metadata.google.internal); unset it on a Compute Engine VM.`);
    }
    url.searchParams.set('audience', audience);
    url.searchParams.set('format', 'full');
    return url;
}
/** Asks the metadata server for an ID token; masked before it is returned. */
async function requestGcpIdToken(request) {
    const { env } = request;
    const url = gcpIdentityUrl(env, request.audience);
    const override = overrideOf(env);
    request.debug?.(`GCP ID token from ${url.origin}${override ? ` (${override.name})` : ''}, audience ${request.audience}.`);
    const notMetadata = `the answer did not come from a GCP metadata server (no \`Metadata-Flavor: Google\` header)${override ? `: check ${override.name}` : ''}`;
    const response = await metadataGet({
        call: request.call,
        url,
        headers: { 'metadata-flavor': 'Google' },
        transport: request.transport,
        timeoutMs: request.timeoutMs,
        retry: request.retry,
        onRetry: request.onRetry,
        unreachable: (reason) => override
            ? `no answer from ${url.origin}, the address ${override.name} sets (${reason})`
            : `no answer from the metadata server at ${url.host} (${reason}: this runner is not a Compute Engine VM or GKE node; GCE_METADATA_HOST sets another address)`,
        describe: (answer) => {
            // A 404 means no service account only when the metadata server itself says it.
            if (answer.status === 404 && !fromMetadataServer(answer)) {
                return { code: 'NOT_METADATA', serverMessage: notMetadata };
            }
            if (answer.status === 404) {
                return { serverMessage: 'the VM has no service account (no `default` one to sign for it)' };
            }
            const type = contentType(answer);
            const text = answer.body.trim();
            // The metadata server's own error texts are one plain line.
            return text && /^(text\/plain|application\/text)$/.test(type ?? '') && !text.includes('\n')
                ? { serverMessage: oneLine(text) }
                : text
                    ? { serverMessage: `${type ?? 'unknown'} response` }
                    : {};
        },
    });
    const genuine = fromMetadataServer(response);
    const token = response.body.trim();
    // The metadata server's answer is masked before anything can show it, whatever it turns out
    // to be; another server's page is neither masked (its lines would hide words all over the
    // log) nor used.
    if (genuine && token)
        request.mask(token);
    const refused = !genuine
        ? { code: 'NOT_METADATA', serverMessage: notMetadata }
        : !JWT_SHAPE.test(token)
            ? { code: 'BAD_TOKEN', serverMessage: 'the answer is not an ID token (a JWT)' }
            : undefined;
    if (refused) {
        throw new api/* ApiError */.hD({
            kind: request.call.kind,
            operation: request.call.label,
            method: 'GET',
            path: `${url.origin}${url.pathname}`,
            status: response.status,
            ...refused,
        });
    }
    return token;
}
/** Google's metadata server marks every answer with `Metadata-Flavor: Google`. */
function fromMetadataServer(response) {
    const flavor = response.headers['metadata-flavor'];
    return (Array.isArray(flavor) ? flavor[0] : flavor) === 'Google';
}

;// CONCATENATED MODULE: ./src/auth/cloud-vm.ts
// The logins of cloud VMs (Azure, GCP): one chunk of the bundle, loaded only when one of them
// runs.




/***/ })

};
