export const id = 73;
export const ids = [73];
export const modules = {

/***/ 8073:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hintFor: () => (/* binding */ hintFor)
/* harmony export */ });
/* harmony import */ var _errors_kinds_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2432);
/* harmony import */ var _errors_words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5570);


const IDENTITY_ID = (auth) => (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('identity-id')}: it must be the id (a UUID) of a machine identity with ${auth} auth configured.`;
/** What runs: a step of a GitHub job, or the tool's command. */
const THIS_STEP = (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .byAdapter */ .hh)('this step', 'this command');
const THE_STEP = (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .byAdapter */ .hh)('the step', 'the command');
/** Where a folder is made: the `folders` sub-action, or the tool's command for it. */
const CREATE_FOLDER = (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .byAdapter */ .hh)('the `folders` sub-action', '`infisical-ci folders create`');
/**
 * A project the server says it does not have: no project by that slug or id is visible to these
 * credentials (a typo, another organization, or an identity that was never added to it).
 */
function projectNotVisible(details, by) {
    const given = details.project ?? {};
    const name = given[by];
    const which = name !== undefined ? `the ${by} \`${name}\`` : `this ${by}`;
    const input = by === 'slug' ? (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('project-slug') : (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('project-id');
    return (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `No project with ${which} is visible to these credentials: check ${input}, or the identity's project membership.`;
}
/** The batch writes of the `secrets` sub-action. */
const SECRET_WRITES = [
    'secrets:create-batch',
    'secrets:update-batch',
    'secrets:delete-batch',
];
/** Operations that delete, where `if-missing: skip` takes the API's own not-found as done. */
const DELETES = [
    'environments:delete',
    'folders:delete',
    'imports:delete',
    'secrets:delete-batch',
    'memberships:delete',
];
const BAD_ID = 'The server could not process an id: check that the ids (identity, project, membership) and the project slug exist and are spelled right.';
const SERVER_FAILING = "The server is failing. Try again later, or check the server's health.";
/** Every hint, most specific first. */
const RULES = [
    // AWS credentials for `method: aws-iam`: before the network rules, which would match their
    // failures (no HTTP status) too.
    {
        kinds: ['aws:credentials'],
        codes: ['NO_CREDENTIALS'],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .byAdapter */ .hh)('Run aws-actions/configure-aws-credentials before this step (with `role-to-assume` or access keys), or give the runner AWS credentials of its own: an EC2 instance profile, an IAM role for its Kubernetes service account (EKS IRSA), an ECS task role, or AWS_PROFILE naming a profile in the shared config files.', "Give the job AWS credentials: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (with AWS_SESSION_TOKEN for temporary ones), a web identity token (AWS_WEB_IDENTITY_TOKEN_FILE and AWS_ROLE_ARN), AWS_PROFILE naming a profile in the shared config files, or the machine's own: an EC2 instance profile, an IAM role for its Kubernetes service account (EKS IRSA), an ECS task role."),
    },
    {
        kinds: ['aws:web-identity'],
        text: /InvalidIdentityToken|ExpiredToken|IDPRejectedClaim/,
        hint: "STS did not accept the token in AWS_WEB_IDENTITY_TOKEN_FILE: the role's trust policy must name its issuer (the cluster's OIDC provider, registered in IAM) and audience (sts.amazonaws.com), and the token must be current.",
    },
    {
        kinds: ['aws:web-identity'],
        text: /AccessDenied/,
        hint: "The role in AWS_ROLE_ARN does not let this identity assume it: its trust policy must allow sts:AssumeRoleWithWebIdentity for the token's subject (for EKS, system:serviceaccount:<namespace>:<service account>).",
    },
    {
        kinds: ['aws:web-identity'],
        hint: 'Check AWS_WEB_IDENTITY_TOKEN_FILE (a readable token file, as EKS mounts it for IRSA) and AWS_ROLE_ARN, and that the runner reaches STS (AWS_REGION, AWS_ENDPOINT_URL_STS, a proxy).',
    },
    {
        kinds: ['aws:profile'],
        hint: 'Check the profile (AWS_PROFILE, or `default`) in the shared config and credentials files (AWS_CONFIG_FILE, AWS_SHARED_CREDENTIALS_FILE): static keys, or `role_arn` with `source_profile` or `credential_source`, and that the source may assume the role.',
    },
    {
        kinds: ['aws:container'],
        hint: 'Check AWS_CONTAINER_CREDENTIALS_FULL_URI or AWS_CONTAINER_CREDENTIALS_RELATIVE_URI and the authorization token: the ECS task (or EKS pod identity) needs a role, and a full URI must be on loopback or the container credentials address.',
    },
    {
        kinds: ['aws:credentials'],
        hint: "Check the job's AWS configuration: the variables and files named above.",
    },
    // The VM's token for `method: azure` and `gcp-id-token`: before the network rules too.
    {
        kinds: ['azure:token'],
        status: ['network'],
        hint: "Run the job on an Azure VM or scale set runner with a managed identity (a runner in a container must reach 169.254.169.254), or set AZURE_POD_IDENTITY_AUTHORITY_HOST to the identity endpoint's address.",
    },
    {
        kinds: ['azure:token'],
        status: [400],
        text: /identity not found/i,
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `The VM has no managed identity (or none with ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('azure-client-id')}): turn on the VM's system-assigned identity, or attach the user-assigned one and set ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('azure-client-id')} to its client id.`,
    },
    {
        kinds: ['azure:token'],
        status: [400],
        text: /invalid_resource|AADSTS500011|AADSTS50001\b/,
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Set ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('azure-resource')} to the resource configured on the identity's Azure auth (https://management.azure.com/ unless you changed it): the VM's tenant has no resource by that name.`,
    },
    {
        kinds: ['azure:token'],
        status: [404, 408, 410, 429, 'server'],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `The instance metadata service is busy or updating: re-run the job, or raise ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('retries')}.`,
    },
    {
        kinds: ['azure:token'],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('azure-resource')} and ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('azure-client-id')}, and that the VM has a managed identity (AZURE_POD_IDENTITY_AUTHORITY_HOST, when set, must be the identity endpoint's address).`,
    },
    {
        kinds: ['gcp:id-token'],
        status: ['network'],
        hint: "Run the job on a Compute Engine VM (or GKE node) runner with a service account, or set GCE_METADATA_HOST to the metadata server's host:port.",
    },
    {
        kinds: ['gcp:id-token'],
        codes: ['NOT_METADATA'],
        hint: 'Check GCE_METADATA_HOST (and GCE_METADATA_IP): they must name the metadata server, or be unset on a Compute Engine VM.',
    },
    {
        kinds: ['gcp:id-token'],
        status: [404],
        hint: "Attach a service account to the VM (or its instance template); on GKE with Workload Identity, bind the pod's Kubernetes service account to a Google service account.",
    },
    {
        kinds: ['gcp:id-token'],
        status: [429, 'server'],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `The metadata server is busy or failing: re-run the job, or raise ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('retries')}.`,
    },
    {
        kinds: ['gcp:id-token'],
        hint: "Check that the runner is a Compute Engine VM with a service account (GCE_METADATA_HOST, when set, must be the metadata server's host:port).",
    },
    // An answer without the fields the API sends (a wrong address, or a server this does not know).
    {
        codes: ['BAD_ANSWER'],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('domain')}: it must be the address of an Infisical-compatible API. If it is, the server answered in a shape ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .byAdapter */ .hh)('this action', 'this tool')} does not know: please report it with the server's version.`,
    },
    // No answer at all.
    {
        status: ['network'],
        codes: ['ETIMEDOUT'],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Check that ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('domain')} is reachable from the runner, or raise ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('timeout')}.`,
    },
    {
        status: ['network'],
        codes: ['CERT', 'CERT_UNTRUSTED'],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Set ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('ca-certificate')} to the PEM of the CA that signed the server certificate.`,
    },
    {
        status: ['network'],
        codes: ['CERT_HOSTNAME'],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Set ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('domain')} to a host name the server's certificate is issued for.`,
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
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('domain')}: it must be the API server itself, not a page or a proxy in front of it.`,
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
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('domain')} and the runner's network (and HTTPS_PROXY / NO_PROXY if a proxy is in the way).`,
    },
    {
        status: [429],
        hint: ({ retryAfterSeconds }) => (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `The server's rate limit was hit${retryAfterSeconds !== undefined ? ` (the server asked for ${retryAfterSeconds} s)` : ''}. Fewer jobs at once, fewer ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .byAdapter */ .hh)((0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('secret-path')}s`, 'paths')}, or more ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('retries')} help.`,
    },
    { status: ['redirect'], hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Set ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('domain')} to the final address of the server.` },
    // A 404 that is not the API's own answer says nothing about what the inputs name.
    {
        kinds: DELETES,
        status: [404],
        answeredBy: ['other'],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `This 404 is not the API's own answer (a page from a proxy, or a ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('domain')} that is not the API's address), so nothing is taken as deleted already: check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('domain')}.`,
    },
    {
        kinds: DELETES,
        status: [404],
        answeredBy: ['router'],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `The server has no route for this request, so nothing is taken as deleted already: check that ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('domain')} is the base address of an Infisical API (without \`/api\`).`,
    },
    {
        status: [404],
        answeredBy: ['router'],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `The server has no route for this request: check that ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('domain')} is the base address of an Infisical API (without \`/api\`).`,
    },
    {
        status: [404],
        answeredBy: ['other'],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `This 404 is not the API's own answer (a page from a proxy, or a ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('domain')} that is not the API's address): check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('domain')}.`,
    },
    // A change request instead of a write (a secret approval policy).
    {
        kinds: SECRET_WRITES,
        status: [200],
        text: /approval policy/,
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Once a reviewer approves and merges the change request in Infisical, the values are stored, and running ${THIS_STEP} again finds nothing left to write. To write without review, the approval policy must not cover this environment and path.`,
    },
    // Logins.
    {
        kinds: ['github:id-token'],
        hint: "GitHub's OIDC token service did not give a token: re-run the job; if it persists, check the runner's connection to GitHub and that the job has `permissions: id-token: write`.",
    },
    {
        kinds: ['login:oidc'],
        text: /audience/i,
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Set ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('oidc-audience')} to the audience configured on the identity's OIDC auth.`,
    },
    {
        kinds: ['login:oidc'],
        text: /subject|claim/i,
        hint: "The identity's OIDC auth does not accept this workflow: compare its bound subject and claims with this repository, branch and environment.",
    },
    { kinds: ['login:oidc'], status: [404, 500], hint: IDENTITY_ID('OIDC') },
    { kinds: ['login:aws-iam'], status: [404, 500], hint: IDENTITY_ID('AWS') },
    {
        kinds: ['login:aws-iam'],
        text: /region/i,
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .byAdapter */ .hh)('Set `aws-region` of aws-actions/configure-aws-credentials (or AWS_REGION) to a region such as us-east-1.', 'Set AWS_REGION (or AWS_DEFAULT_REGION) to a region such as us-east-1.'),
    },
    {
        kinds: ['login:aws-iam'],
        text: /account|principal/i,
        hint: "The identity's AWS auth does not accept these AWS credentials: compare its allowed account ids and principal ARNs with the role or user the job's credentials belong to.",
    },
    {
        kinds: ['login:aws-iam'],
        status: [401, 403],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `AWS did not accept the signed request: check that the job's AWS credentials are current (${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .byAdapter */ .hh)('one aws-actions/configure-aws-credentials step', 'the AWS variables or profile')}, or the runner's role), and check the runner clock.`,
    },
    { kinds: ['login:kubernetes'], status: [404], hint: IDENTITY_ID('Kubernetes') },
    {
        kinds: ['login:kubernetes'],
        status: [500],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('identity-id')} (the UUID of a machine identity with Kubernetes auth); if it is right, the server may not reach the cluster's API server (the identity's Kubernetes host).`,
    },
    {
        kinds: ['login:kubernetes'],
        text: /namespace not allowed|name not allowed/i,
        hint: "The identity's Kubernetes auth does not allow this pod's service account: add its namespace and name to the allowed namespaces and service account names, or run the runner pods under an allowed service account.",
    },
    {
        kinds: ['login:kubernetes'],
        text: /audience/i,
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `The service-account token lacks the identity's allowed audience: mount a projected token with that audience and point ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('kubernetes-token-path')} at it, or clear the allowed audience.`,
    },
    {
        kinds: ['login:kubernetes'],
        status: [401],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `The cluster did not accept the service-account token: check that ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('kubernetes-token-path')} is the pod's current token, and the identity's Kubernetes host, CA certificate and token reviewer (it needs the system:auth-delegator role).`,
    },
    { kinds: ['login:jwt'], status: [404, 500], hint: IDENTITY_ID('JWT') },
    {
        kinds: ['login:jwt'],
        text: /issuer/i,
        hint: "The JWT's issuer (`iss`) is not the bound issuer of the identity's JWT auth: compare them.",
    },
    {
        kinds: ['login:jwt'],
        text: /audience/i,
        hint: "The JWT's audience (`aud`) is not one of the bound audiences of the identity's JWT auth: issue the token for that audience, or change the bound audiences.",
    },
    {
        kinds: ['login:jwt'],
        text: /subject/i,
        hint: "The JWT's subject (`sub`) does not match the bound subject of the identity's JWT auth: compare them.",
    },
    {
        kinds: ['login:jwt'],
        text: /claim mismatch|has no \S+ field/i,
        hint: "The JWT's claims do not match the bound claims of the identity's JWT auth: compare the claim the server names.",
    },
    {
        kinds: ['login:jwt'],
        status: [401],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `The JWT in ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('jwt')} is malformed, expired, or not signed by a key the identity's JWT auth trusts (its JWKS URL or public keys): pass a fresh token from the configured issuer.`,
    },
    { kinds: ['login:azure'], status: [404], hint: IDENTITY_ID('Azure') },
    {
        kinds: ['login:azure'],
        status: [500],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('identity-id')} (the UUID of a machine identity with Azure auth); if it is right, the server could not check the token (it fetches the tenant's signing keys from login.microsoftonline.com).`,
    },
    {
        kinds: ['login:azure'],
        text: /audience/i,
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `The token's audience is ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('azure-resource')}: set it to the resource configured on the identity's Azure auth (the server's message names it).`,
    },
    {
        kinds: ['login:azure'],
        text: /issuer|tenant/i,
        hint: "The VM's managed identity belongs to another Microsoft Entra tenant than the one configured on the identity's Azure auth: set the tenant id there to the VM's tenant.",
    },
    {
        kinds: ['login:azure'],
        text: /service principal/i,
        hint: "Add the managed identity's object (principal) id, named in the message, to the allowed service principal ids of the identity's Azure auth.",
    },
    {
        kinds: ['login:azure'],
        status: [401, 403],
        hint: "The server did not accept the managed identity token: check the tenant id configured on the identity's Azure auth, and re-run the job (the token may have expired).",
    },
    {
        kinds: ['login:gcp-id-token'],
        status: [404],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('identity-id')}: it must be the id (a UUID) of a machine identity with GCP auth (type ID token) configured.`,
    },
    {
        kinds: ['login:gcp-id-token'],
        status: [500],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('identity-id')} (the UUID of a machine identity with GCP auth); if it is right, the server refused the ID token without saying why: it answers 500 for an expired token, one for another audience, or when it cannot fetch Google's certificates (see the server's log).`,
    },
    {
        kinds: ['login:gcp-id-token'],
        text: /service account identifier|IAM token/i,
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `The identity's GCP auth is of type IAM, which takes a signed service-account JWT: ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('method', 'gcp-id-token')} needs GCP auth of type ID token (GCE).`,
    },
    {
        kinds: ['login:gcp-id-token'],
        text: /service account not allowed/i,
        hint: "Add the VM's service account (its e-mail) to the allowed service accounts of the identity's GCP auth, or run the VM as one of them.",
    },
    {
        kinds: ['login:gcp-id-token'],
        text: /project not allowed/i,
        hint: "Add the VM's project id to the allowed projects of the identity's GCP auth.",
    },
    {
        kinds: ['login:gcp-id-token'],
        text: /zone not allowed/i,
        hint: "Add the VM's zone to the allowed zones of the identity's GCP auth.",
    },
    {
        kinds: ['login:gcp-id-token'],
        status: [401, 403],
        hint: "The server did not accept the VM's ID token: compare the identity's GCP auth (type ID token, allowed service accounts, projects and zones) with this VM.",
    },
    {
        kinds: ['login:universal'],
        status: [404],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `No machine identity has this ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('client-id')}: check it (and ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('domain')}, for EU or self-hosted servers).`,
    },
    {
        kinds: ['login:universal'],
        status: [401],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('client-secret')}: it may be wrong, expired or revoked. Create a new client secret for the identity.`,
    },
    // Credentials and permissions, for every call.
    {
        status: [401],
        text: /token missing/i,
        hint: 'No credentials were sent: check the authentication inputs.',
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
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `The access token is malformed, expired or revoked: log in again or pass a fresh ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('access-token')}.`,
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
    // Management operations, whose refusals name inputs the generic hints cannot.
    {
        kinds: ['memberships:*'],
        status: [200],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Run ${THIS_STEP} with user credentials: ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('method', 'token')} with a user's access token, or ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('api-key')}.`,
    },
    {
        kinds: ['imports:*'],
        text: /cyclic/i,
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `The source (${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('import-env-slug')}, ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('import-path')}) already imports this folder, and imports cannot form a cycle: pick another source or remove that import first.`,
    },
    {
        kinds: ['imports:delete'],
        status: [404],
        text: /secret import.*not found/i,
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('secret-import-id')}: no import with this id lives in ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('env-slug')} at ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('secret-path')} (deleted already? ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('if-missing', 'skip')} treats that as done).`,
    },
    {
        kinds: ['imports:*'],
        text: /secret import.*not found/i,
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('secret-import-id')}: no import with this id lives in ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('env-slug')} at ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('secret-path')} (${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('operation', 'list')} shows the ids there).`,
    },
    {
        kinds: ['imports:*'],
        status: [404],
        text: /folder/i,
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `The folder at ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('env-slug')}${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .byAdapter */ .hh)(' / ', ', ')}${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('secret-path')} (where the import lives) does not exist: create it first (${CREATE_FOLDER}), or fix those inputs.`,
    },
    {
        kinds: ['imports:*'],
        status: [404],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('import-env-slug')}: the source environment must exist in the project (and ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('env-slug')} too).`,
    },
    {
        kinds: SECRET_WRITES,
        status: [404],
        text: /Folder with path '\/' in environment/,
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('env-slug')}: the project has no such environment (the server reports its root folder missing).`,
    },
    {
        kinds: SECRET_WRITES,
        status: [404],
        text: /Folder with path/,
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `The folder (${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('secret-path')}) does not exist in this environment, and writing secrets never creates one: create it first with ${CREATE_FOLDER}, or fix ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('secret-path')}.`,
    },
    {
        kinds: SECRET_WRITES,
        status: [500],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `The server failed while writing (it rolls the whole batch back): run ${THE_STEP} again, which writes only what is left; if it fails again, the server's log says why.`,
    },
    {
        kinds: ['secrets:create-batch'],
        status: [400],
        text: /already exist/,
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Some of these keys were created by someone else after ${THIS_STEP} listed the folder: run ${THE_STEP} again (it lists the folder again and updates them).`,
    },
    {
        kinds: ['secrets:update-batch', 'secrets:delete-batch'],
        status: [404],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Some of these keys were deleted by someone else after ${THIS_STEP} listed the folder (or a key is stored twice there): run ${THE_STEP} again.`,
    },
    {
        kinds: ['projects:create'],
        status: [500],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `A project with this ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('project-slug')} may already exist (the server answers a duplicate slug this way): set ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('if-exists', 'skip')} to use it, pick another slug, or leave it out to get a generated one.`,
    },
    {
        kinds: ['environments:create'],
        status: [400],
        text: /already exist/i,
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `The project already has an environment with this ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('environment-slug')}: set ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('if-exists', 'skip')} to use it, or pick another slug.`,
    },
    {
        kinds: ['tags:create'],
        status: [400],
        text: /already exist/i,
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `The project already has a tag with this ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('tag-slug')}: set ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('if-exists', 'skip')} to use it, or pick another slug (${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('operation', 'list')} shows them).`,
    },
    {
        kinds: ['environments:delete'],
        status: [404],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('environment-id')}: the project has no environment with this id (deleted already? ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('if-missing', 'skip')} treats that as done).`,
    },
    {
        kinds: ['folders:*'],
        status: [404],
        text: /^environment with slug/i,
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('env-slug')}: the project has no environment with this slug.`,
    },
    {
        kinds: ['folders:delete'],
        status: [404],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('folder-path')}: there is no such folder (deleted already? ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('if-missing', 'skip')} treats that as done).`,
    },
    {
        kinds: ['identities:get-universal-auth'],
        status: [404],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('target-identity-id')}: it must be the id of a machine identity in the organization of these credentials.`,
    },
    {
        kinds: ['projects:get-by-slug'],
        status: [404, 500],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('project-slug')}: no project with this slug was found (or these credentials cannot see it).`,
    },
    {
        kinds: ['projects:get'],
        status: [404, 500],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('project-id')}: no project with this id was found (or these credentials cannot see it).`,
    },
    {
        kinds: ['secrets:list'],
        status: [404],
        hint: (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `Check ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('project-id')}${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .byAdapter */ .hh)(' / ', ' or ')}${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('project-slug')} and ${(0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('env-slug')}.`,
    },
    // Anything else.
    {
        status: [404],
        hint: 'Check the ids and paths in the inputs: the server did not find what they name.',
    },
    // The server answers an unknown membership with its catch-all 500 (below), whatever its id.
    { kinds: ['memberships:delete'], status: [500], text: /something went wrong/i, hint: BAD_ID },
    // The catch-all 500 of something broken inside the server (retried as transient): not the ids.
    { status: [500], text: /\bInternalServerError$/, hint: SERVER_FAILING },
    // The 500s of a failed lookup (`Find one`, `Failed to find project by id`, ...).
    { status: [500], text: /something went wrong/i, hint: BAD_ID },
    { status: ['server'], hint: SERVER_FAILING },
    { hint: "Check the inputs named in the server's message." },
];
/** Said first about a write whose answer was lost and that nobody could look at. */
const IN_DOUBT = (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `It may have been carried out before its answer was lost: check what the server holds before running ${THE_STEP} again.`;
/**
 * What the user can do about a failed call: a sentence from the first rule that matches, after
 * {@link IN_DOUBT} for a write that may have been applied.
 */
function hintFor(error) {
    const details = error.details;
    const rule = RULES.find((candidate) => matches(candidate, details));
    // The last rule matches everything, so there always is one.
    const hint = rule?.hint ?? '';
    const text = typeof hint === 'function' ? hint(details) : hint;
    return details.mayHaveBeenApplied ? (0,_errors_words_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL) `${IN_DOUBT} ${text}` : text;
}
function matches(rule, details) {
    if (rule.kinds && !rule.kinds.some((pattern) => (0,_errors_kinds_js__WEBPACK_IMPORTED_MODULE_0__/* .kindMatches */ .o)(details.kind, pattern)))
        return false;
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
