export const id = 342;
export const ids = [342];
export const modules = {

/***/ 5342:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   instanceMetadataRegion: () => (/* binding */ instanceMetadataRegion),
/* harmony export */   loadCredentials: () => (/* binding */ loadCredentials),
/* harmony export */   profileRegion: () => (/* binding */ profileRegion)
/* harmony export */ });
/* harmony import */ var _aws_sdk_credential_provider_node__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5861);
/* harmony import */ var _smithy_core_config__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7291);
/* harmony import */ var _smithy_credential_provider_imds__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(566);



/**
 * Runs the AWS SDK's default credential chain once: environment variables, the shared config and
 * credentials files (AWS_PROFILE, or `default`), `credential_process`, the web identity token
 * file, then ECS container credentials or EC2 instance metadata.
 */
async function loadCredentials(options) {
    const provider = (0,_aws_sdk_credential_provider_node__WEBPACK_IMPORTED_MODULE_0__/* .defaultProvider */ .v6)({
        logger: options.logger,
        clientConfig: {
            region: options.region,
            requestHandler: {
                httpsAgent: options.httpsAgent,
                connectionTimeout: options.timeoutMs,
                requestTimeout: options.timeoutMs,
            },
        },
    });
    return provider();
}
/** The `region` of the active profile (AWS_PROFILE, or `default`) in the shared files. */
async function profileRegion() {
    const read = (0,_smithy_core_config__WEBPACK_IMPORTED_MODULE_1__.loadConfig)({
        environmentVariableSelector: () => undefined,
        configFileSelector: (profile) => profile[_smithy_core_config__WEBPACK_IMPORTED_MODULE_1__.REGION_INI_NAME],
        default: () => undefined,
    });
    return read();
}
const IMDS_TOKEN_PATH = '/latest/api/token';
const IMDS_REGION_PATH = '/latest/meta-data/placement/region';
const IMDS_TOKEN_HEADER = 'x-aws-ec2-metadata-token';
/**
 * The instance's region from EC2 instance metadata (IMDSv2: a session token first), at the
 * endpoint the SDK would use (AWS_EC2_METADATA_SERVICE_ENDPOINT, the profile's
 * `ec2_metadata_service_endpoint`, or the IPv4/IPv6 default). Falls back to an IMDSv1 request
 * only when the token request is refused as an IMDSv1-only service refuses it (403, 404, 405)
 * and v1 is not disabled. Not after a timeout, unlike the credential lookup: off EC2 (a runner
 * with keys in the environment and no AWS_REGION) that would cost a second timeout for nothing.
 * Undefined when there is no answer.
 */
async function instanceMetadataRegion(options) {
    const endpoint = await (0,_smithy_credential_provider_imds__WEBPACK_IMPORTED_MODULE_2__.getInstanceMetadataEndpoint)();
    const base = { ...endpoint, timeout: options.timeoutMs };
    let headers;
    try {
        const token = await (0,_smithy_credential_provider_imds__WEBPACK_IMPORTED_MODULE_2__.httpRequest)({
            ...base,
            method: 'PUT',
            path: IMDS_TOKEN_PATH,
            headers: { 'x-aws-ec2-metadata-token-ttl-seconds': '60' },
        });
        headers = { [IMDS_TOKEN_HEADER]: token.toString() };
    }
    catch (error) {
        const status = error.statusCode;
        if (options.v1Disabled || ![403, 404, 405].includes(status ?? 0))
            return undefined;
    }
    try {
        const answer = await (0,_smithy_credential_provider_imds__WEBPACK_IMPORTED_MODULE_2__.httpRequest)({ ...base, path: IMDS_REGION_PATH, headers });
        return answer.toString().trim() || undefined;
    }
    catch {
        return undefined;
    }
}


/***/ })

};
