export const id = 80;
export const ids = [80];
export const modules = {

/***/ 4080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_AWS_FILE_BYTES: () => (/* binding */ MAX_AWS_FILE_BYTES),
  findAwsCredentials: () => (/* binding */ findAwsCredentials),
  loadAwsSdk: () => (/* binding */ loadAwsSdk)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/api/transport.ts + 2 modules
var transport = __webpack_require__(773);
// EXTERNAL MODULE: ./src/runner/small-file.ts
var small_file = __webpack_require__(8640);
// EXTERNAL MODULE: ./src/errors/input.ts
var input = __webpack_require__(4011);
;// CONCATENATED MODULE: ./src/auth/aws-region.ts

/** The region when nothing names one, as the AWS CLI and the official action assume. */
const DEFAULT_AWS_REGION = 'us-east-1';
/** Region names as AWS spells them (and as the server accepts them): `us-east-1`, `eu-west-3`. */
const REGION = /^[a-z0-9-]{1,20}$/;
/** How long the instance metadata may take to answer: the AWS SDK's own default. */
const IMDS_TIMEOUT_MS = 1000;
/** An AWS switch variable is on when set to anything but `false`, as the SDK reads it. */
const isSwitchOn = (value) => !!value && value !== 'false';
/**
 * The region named by AWS_REGION, else AWS_DEFAULT_REGION, or undefined. A malformed one is an
 * error naming the variable; the value is not quoted back (nothing read from the AWS variables is
 * ever printed).
 */
function regionFromEnvironment(env) {
    for (const name of ['AWS_REGION', 'AWS_DEFAULT_REGION']) {
        const region = env[name];
        if (!region)
            continue;
        if (!REGION.test(region)) {
            throw new input/* InputError */.d(`${name} is not an AWS region name such as us-east-1 (lowercase letters, digits and dashes): set \`aws-region\` of aws-actions/configure-aws-credentials, or fix ${name} in the job's environment.`);
        }
        return { region, origin: name };
    }
    return undefined;
}
/**
 * The region of the STS endpoint to sign for, in the order the AWS tools look for one:
 * AWS_REGION, AWS_DEFAULT_REGION, the active profile's `region`, the EC2 instance's region (from
 * instance metadata, unless AWS_EC2_METADATA_DISABLED), else us-east-1. Each lookup is made only
 * when the earlier sources name no region.
 */
async function resolveAwsRegion(env, lookups, debug = () => { }) {
    const fromEnv = regionFromEnvironment(env);
    if (fromEnv)
        return fromEnv;
    const profile = await lookups.profileRegion();
    if (profile) {
        if (!REGION.test(profile)) {
            throw new input/* InputError */.d(`The \`region\` of the AWS profile in use (${env.AWS_PROFILE ? 'AWS_PROFILE' : '`default`'}) is not an AWS region name such as us-east-1: fix it in the shared config file, or set AWS_REGION.`);
        }
        return { region: profile, origin: 'the profile' };
    }
    if (!isSwitchOn(env.AWS_EC2_METADATA_DISABLED)) {
        const imds = await lookups.instanceMetadataRegion({
            timeoutMs: IMDS_TIMEOUT_MS,
            v1Disabled: isSwitchOn(env.AWS_EC2_METADATA_V1_DISABLED),
        });
        if (imds && REGION.test(imds))
            return { region: imds, origin: 'instance metadata' };
        // Something else answers at the metadata address (another cloud's service, a proxy page).
        if (imds)
            debug('The instance metadata answered no region name; using the default.');
    }
    return { region: DEFAULT_AWS_REGION, origin: 'the default' };
}

// EXTERNAL MODULE: ./src/errors/api.ts
var api = __webpack_require__(7827);
// EXTERNAL MODULE: ./src/errors/transport.ts
var errors_transport = __webpack_require__(7570);
;// CONCATENATED MODULE: ./src/auth/aws-sources.ts
// The AWS SDK's credential sources, named for people: which one the chain is trying (followed
// through the SDK's debug lines), what the environment says about each when none had
// credentials, and one ApiError, with a typed kind, when a source failed.



const SOURCE_NAMES = {
    environment: 'environment variables',
    profile: 'the shared config and credentials files',
    process: "the profile's credential_process",
    'web-identity': 'the web identity token file',
    container: 'ECS container credentials',
    'instance-metadata': 'EC2 instance metadata',
};
/**
 * The provider each of the SDK's `defaultProvider` debug lines announces. The SDK logs one as it
 * starts each link of the chain; these are the only SDK lines the action reads, and it prints
 * none of them (a profile's `credential_process` error text may carry anything).
 */
const ANNOUNCEMENTS = [
    [/defaultProvider::fromEnv$/, 'environment'],
    [/defaultProvider::fromIni$/, 'profile'],
    [/defaultProvider::fromProcess$/, 'process'],
    [/defaultProvider::fromTokenFile$/, 'web-identity'],
    [/remoteProvider::fromHttp\/fromContainerMetadata$/, 'container'],
    [/remoteProvider::fromInstanceMetadata$/, 'instance-metadata'],
];
/** Follows the chain through the SDK's logger: the source it is trying, and those it tried. */
class SourceTracker {
    tried = [];
    get current() {
        return this.tried.at(-1);
    }
    /** Reads one SDK debug line: the source it announced, if it announced one. */
    see(line) {
        if (typeof line !== 'string' || !line.startsWith('@aws-sdk/credential-provider-node')) {
            return undefined;
        }
        const source = ANNOUNCEMENTS.find(([pattern]) => pattern.test(line))?.[1];
        if (source)
            this.tried.push(source);
        return source;
    }
}
const notSet = (env, names) => {
    const missing = names.filter((name) => !env[name]);
    return `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set`;
};
/**
 * Each source of the chain and why it gave nothing, from what the environment shows: the SDK
 * tries them in this order and says only that none had credentials.
 */
function describeEmptySources(env) {
    const profile = env.AWS_PROFILE ? `\`${env.AWS_PROFILE}\` (AWS_PROFILE)` : '`default`';
    const lines = [
        env.AWS_PROFILE
            ? 'environment variables: skipped, because AWS_PROFILE is set'
            : `environment variables: ${notSet(env, ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'])}`,
        `shared config and credentials files: no usable credentials for profile ${profile}`,
        env.AWS_WEB_IDENTITY_TOKEN_FILE && env.AWS_ROLE_ARN
            ? 'web identity token file: no credentials'
            : `web identity token file: ${notSet(env, ['AWS_WEB_IDENTITY_TOKEN_FILE', 'AWS_ROLE_ARN'])}`,
    ];
    if (env.AWS_CONTAINER_CREDENTIALS_RELATIVE_URI || env.AWS_CONTAINER_CREDENTIALS_FULL_URI) {
        // The SDK asks the container endpoint instead of the instance metadata, never both.
        lines.push('ECS container credentials: no credentials from the container endpoint');
    }
    else {
        lines.push('ECS container credentials: AWS_CONTAINER_CREDENTIALS_RELATIVE_URI and AWS_CONTAINER_CREDENTIALS_FULL_URI are not set', isSwitchOn(env.AWS_EC2_METADATA_DISABLED)
            ? 'EC2 instance metadata: AWS_EC2_METADATA_DISABLED is set'
            : 'EC2 instance metadata: no credentials (not an EC2 instance, no instance profile attached, or out of reach from this container)');
    }
    return lines;
}
/** The SDK's marker of "every source tried, none had credentials". */
const NOTHING_FOUND = /could not load credentials from any providers/i;
/** Error codes of Node's file system calls: the token file cannot be read. */
const FILE_CODES = new Set(['ENOENT', 'EACCES', 'EISDIR', 'EPERM', 'ENOTDIR']);
/** The call of a source that failed, when it has one of its own. */
const SOURCE_CALLS = {
    profile: 'profile',
    process: 'profile',
    'web-identity': 'webIdentity',
    container: 'container',
};
/** One line of SDK text, whitespace folded. */
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();
/**
 * Turns whatever the SDK's chain threw into one ApiError: `aws:credentials` with code
 * `NO_CREDENTIALS` when no source had any, else the failing source's kind with what AWS (or the
 * file system, or the network) said. Never carries a credential: the chain failed, so none was
 * obtained, and the SDK's messages name variables, profiles and roles, not keys.
 */
function credentialsError(error, source, env, calls) {
    const err = (error ?? {});
    const message = typeof err.message === 'string' ? oneLine(err.message) : String(error);
    if (NOTHING_FOUND.test(message)) {
        return new api/* ApiError */.hD({
            kind: calls.credentials.kind,
            operation: calls.credentials.label,
            method: '',
            path: '',
            code: 'NO_CREDENTIALS',
            serverMessage: `no source of the AWS SDK's default chain has any; tried, in order: ${describeEmptySources(env).join('; ')}`,
        }, error);
    }
    const call = calls[(source && SOURCE_CALLS[source]) ?? 'credentials'];
    const base = { kind: call.kind, operation: call.label, method: '', path: '' };
    if (err.$fault !== undefined || err.$metadata?.httpStatusCode !== undefined) {
        // A refusal from AWS (STS): its error code and message, like a server's answer.
        return new api/* ApiError */.hD({
            ...base,
            status: err.$metadata?.httpStatusCode,
            serverError: err.name,
            serverMessage: `${err.name && err.name !== 'Error' ? `${err.name}: ` : ''}${message}`,
            reqId: err.$metadata?.requestId,
            code: err.code,
        }, error);
    }
    if (typeof err.code === 'string' && FILE_CODES.has(err.code) && source === 'web-identity') {
        return new api/* ApiError */.hD({
            ...base,
            code: err.code,
            serverMessage: `the file AWS_WEB_IDENTITY_TOKEN_FILE names cannot be read (${err.code})`,
        }, error);
    }
    // Our agent's own failures (the proxy), and TLS refusals: described as the API client's are,
    // with the fix (`ca-certificate`, the proxy variable), not Node's text.
    const transport = (0,errors_transport/* toTransportError */.fh)(error, { env });
    if (error instanceof errors_transport/* TransportError */.wX || transport.code.startsWith('CERT')) {
        return new api/* ApiError */.hD({ ...base, code: transport.code }, transport);
    }
    if (typeof err.code === 'string' && /^E[A-Z]+$/.test(err.code)) {
        return new api/* ApiError */.hD({ ...base, code: err.code, serverMessage: `no answer (${err.code})` }, error);
    }
    const where = call === calls.credentials && source ? ` (${SOURCE_NAMES[source]})` : '';
    return new api/* ApiError */.hD({ ...base, serverMessage: `${message}${where}` }, error);
}

;// CONCATENATED MODULE: ./src/auth/aws-credentials.ts







/** Loads the AWS SDK: a chunk of its own in the bundle, read only when this runs. */
const loadAwsSdk = () => Promise.all(/* import() */[__webpack_require__.e(861), __webpack_require__.e(342)]).then(__webpack_require__.bind(__webpack_require__, 5342));
/**
 * The AWS credentials and region of this job, found the way the AWS SDK's default chain finds
 * them: environment variables, the shared config and credentials files (AWS_PROFILE),
 * `credential_process`, the web identity token file (AWS_WEB_IDENTITY_TOKEN_FILE + AWS_ROLE_ARN),
 * then ECS container credentials or EC2 instance metadata (IMDSv2). The key id, secret key and
 * session token are masked the moment they are known; none is ever printed.
 *
 * Keys in the environment without AWS_PROFILE (what aws-actions/configure-aws-credentials
 * leaves) are the chain's first link, read here exactly as the SDK reads them, so that path does
 * not load the SDK at all. Every other path loads it once.
 */
async function findAwsCredentials(deps) {
    const { env } = deps;
    const debug = deps.debug ?? (() => { });
    // Checked before anything is loaded or asked: a malformed region is an input error.
    const envRegion = regionFromEnvironment(env);
    let sdk;
    const loadSdk = async () => (sdk ??= await (deps.loadSdk ?? loadAwsSdk)());
    let resolved;
    const region = () => (resolved ??= envRegion
        ? Promise.resolve(envRegion)
        : loadSdk().then((sdk) => resolveAwsRegion(env, sdk, debug)));
    let found;
    if (!env.AWS_PROFILE && env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY) {
        found = {
            credentials: {
                accessKeyId: env.AWS_ACCESS_KEY_ID,
                secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
                sessionToken: env.AWS_SESSION_TOKEN || undefined,
            },
            source: 'environment',
        };
        maskCredentials(found.credentials, deps.mask);
    }
    else {
        if (env.AWS_PROFILE && env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY) {
            deps.warning?.("Both AWS_PROFILE and AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY are set: the profile's credentials are used, as the AWS SDK does. Unset one of them to make the choice explicit.");
        }
        // The SDK reads these files whole, whatever they are: checked first, as every file read is.
        refuseOddAwsFiles(env);
        found = await fromSdkChain(await loadSdk(), deps, debug, async () => (await region()).region);
    }
    const { region: name, origin } = await region();
    debug(`AWS credentials from ${found.source ? SOURCE_NAMES[found.source] : 'the AWS SDK'}; region ${name} from ${origin}.`);
    return { ...found, region: name };
}
/** Largest AWS shared config or credentials file, or web identity token, the SDK may read. */
const MAX_AWS_FILE_BYTES = 1024 * 1024;
/**
 * Fails, naming its variable, when a file the AWS SDK would read (the web identity token, the
 * shared config and credentials files) is there but is not a regular file of bounded size: a
 * link to `/dev/zero` would have it read forever. Absent files are the SDK's to report.
 */
function refuseOddAwsFiles(env) {
    const home = env.HOME || env.USERPROFILE || (0,external_node_os_.homedir)();
    const files = [
        ['AWS_WEB_IDENTITY_TOKEN_FILE', env.AWS_WEB_IDENTITY_TOKEN_FILE],
        ['AWS_CONFIG_FILE', env.AWS_CONFIG_FILE || external_node_path_default().join(home, '.aws', 'config')],
        [
            'AWS_SHARED_CREDENTIALS_FILE',
            env.AWS_SHARED_CREDENTIALS_FILE || external_node_path_default().join(home, '.aws', 'credentials'),
        ],
    ];
    for (const [variable, file] of files) {
        const problem = file ? (0,small_file/* smallFileProblem */.Df)(file, MAX_AWS_FILE_BYTES) : undefined;
        if (problem) {
            throw new input/* InputError */.d(`The AWS file ${file} (${variable}${env[variable] ? '' : ', by default'}) cannot be used: ${(0,small_file/* describeProblem */.BJ)(problem, MAX_AWS_FILE_BYTES)}. Point ${variable} at the right file.`);
        }
    }
}
/** Masks what a log could otherwise show: the key id too, as configure-aws-credentials does. */
function maskCredentials(credentials, mask) {
    mask(credentials.secretAccessKey);
    if (credentials.sessionToken)
        mask(credentials.sessionToken);
    mask(credentials.accessKeyId);
}
/** Runs the SDK's chain once, following which source it tries; one ApiError if it fails. */
async function fromSdkChain(sdk, deps, debug, region) {
    const tracker = new SourceTracker();
    const logger = {
        // Of the SDK's debug lines only the chain's announcements are read, and none is printed (a
        // profile's credential_process error may carry anything); its warnings are passed on.
        debug: (...content) => {
            const source = tracker.see(content[0]);
            if (source)
                debug(`AWS credentials: trying ${SOURCE_NAMES[source]}.`);
        },
        info: () => { },
        warn: (...content) => sdkWarning(content, deps.warning),
        error: () => { },
    };
    const httpsAgent = (0,transport/* createHttpsAgent */.Hc)({
        caCertificates: deps.caCertificate,
        env: deps.env,
        timeoutMs: deps.timeoutMs,
    });
    let loaded;
    try {
        loaded = await withTlsVerified(() => sdk.loadCredentials({ logger, timeoutMs: deps.timeoutMs, region, httpsAgent }));
    }
    catch (error) {
        // A malformed profile region, found when an STS call asked for the region.
        if (error instanceof input/* InputError */.d)
            throw error;
        throw credentialsError(error, tracker.current, deps.env, deps.calls);
    }
    finally {
        httpsAgent.destroy();
    }
    const credentials = {
        accessKeyId: loaded.accessKeyId,
        secretAccessKey: loaded.secretAccessKey,
        sessionToken: loaded.sessionToken || undefined,
    };
    maskCredentials(credentials, deps.mask);
    return { credentials, source: tracker.current };
}
/**
 * Runs the SDK's chain with NODE_TLS_REJECT_UNAUTHORIZED=0 hidden from `process.env`, where Node
 * reads it at each TLS connection: a request the SDK makes with its own agent (an https://
 * container endpoint) then verifies TLS too. Nothing else runs meanwhile (the login waits for
 * the credentials), and the variable is put back as it was.
 */
async function withTlsVerified(body) {
    const name = 'NODE_TLS_REJECT_UNAUTHORIZED';
    const saved = process.env[name];
    if (saved !== '0')
        return body();
    Reflect.deleteProperty(process.env, name);
    try {
        return await body();
    }
    finally {
        process.env[name] = saved;
    }
}
/** An SDK warning on one line; the AWS_PROFILE one is said in our words before the chain runs. */
function sdkWarning(content, warning) {
    const text = content.map(String).join(' ').replace(/\s+/g, ' ').trim();
    if (!text || /multiple credential sources/i.test(text))
        return;
    warning?.(`AWS SDK: ${text}`);
}


/***/ })

};
