export const id = 447;
export const ids = [447];
export const modules = {

/***/ 447:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  subActionCommand: () => (/* binding */ subActionCommand)
});

// UNUSED EXPORTS: inertJson

// EXTERNAL MODULE: ./src/api/endpoints/index.ts + 9 modules
var endpoints = __webpack_require__(6507);
// EXTERNAL MODULE: ./src/errors/input.ts
var input = __webpack_require__(4011);
// EXTERNAL MODULE: ./src/errors/words.ts
var words = __webpack_require__(5570);
// EXTERNAL MODULE: ./src/core/leases.ts + 1 modules
var leases = __webpack_require__(6079);
// EXTERNAL MODULE: ./src/secrets/names.ts
var names = __webpack_require__(6533);
// EXTERNAL MODULE: ./src/settings/leases.ts
var settings_leases = __webpack_require__(5577);
// EXTERNAL MODULE: ./src/settings/parse.ts
var parse = __webpack_require__(6894);
// EXTERNAL MODULE: ./src/settings/project.ts
var settings_project = __webpack_require__(3364);
// EXTERNAL MODULE: ./src/settings/connection.ts
var settings_connection = __webpack_require__(8833);
// EXTERNAL MODULE: ./src/spec/values.ts
var values = __webpack_require__(5);
;// CONCATENATED MODULE: ./src/operations/sub-action.ts





/** Binds a sub-action's types, so the registry can hold different ones without casts. */
function defineSubAction(action) {
    return {
        name: action.name,
        operations: action.operations,
        parse(read, context) {
            // Inputs left empty read as the sub-action's declared defaults.
            const input = (0,parse/* withDefaults */.rO)(values/* INPUT_VALUES */.SV[action.name], read);
            const { operations } = action;
            const operation = operations.length === 0
                ? ''
                : readOperation(input, operations);
            const params = action.parse(input, operation, context);
            return { operation, params, execute: (tools) => action.execute(params, tools) };
        },
    };
}
/** Reads and checks every input of a sub-action (an InputError names the wrong one). */
function prepareSubAction(action, read, context) {
    // The operation's inputs first: values to write (`secrets`) are masked as they are read, before
    // any other input can fail. The connection's credentials are masked by readConnection.
    const { operation, params, execute } = action.parse(read, context);
    const connection = (0,settings_connection/* readConnection */.dC)({ read, ...context });
    return {
        name: action.name,
        operation,
        connection,
        params,
        execute(session, io) {
            const { client } = session;
            return execute({
                client,
                handOut: () => {
                    session.handOut();
                    return session.accessToken;
                },
                log: io,
                mask: (value) => io.mask(value),
                // The client reads a project by its slug once per run.
                projectId: async (project) => project.id ?? (await client.projectBySlug(project.slug)).id,
            });
        },
    };
}
/**
 * The `operation` input: one of the operations; a sub-action that does one thing also accepts
 * it left out (users who write `operation` on every step, by habit, are not punished for it).
 */
function readOperation(read, operations) {
    const raw = read('operation').toLowerCase();
    if (raw === '' && operations.length === 1)
        return operations[0];
    const match = operations.find((operation) => operation === raw);
    if (match !== undefined)
        return match;
    const list = operations.map((operation) => `\`${operation}\``).join(', ');
    if (operations.length === 1) {
        throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* subject */.bc)('operation')} can only be ${list} here (or left out), not \`${raw}\`.`);
    }
    throw new input/* InputError */.d(raw === ''
        ? (0,words/* words */.aL) `${(0,words/* subject */.bc)('operation')} is required: one of ${list}.`
        : (0,words/* words */.aL) `${(0,words/* subject */.bc)('operation')} must be one of ${list}, not \`${raw}\`.`);
}

;// CONCATENATED MODULE: ./src/operations/dynamic-secrets/action.ts









/** The outputs every lease has; a field of the same name is not set as an output. */
const OWN_OUTPUTS = new Set(['lease-id', 'expire-at', 'leases', 'count']);
/**
 * `dynamic-secrets`: leases of a dynamic secret, for workflows that hand one to a later step or
 * job (the main action's `dynamic-secrets` leases for its own job and revokes).
 */
const dynamicSecretsAction = defineSubAction({
    name: 'dynamic-secrets',
    operations: ['lease-create', 'lease-renew', 'lease-revoke', 'lease-list'],
    parse(read, operation) {
        const byName = operation === 'lease-create' || operation === 'lease-list';
        const target = byName
            ? (0,parse/* requiredInput */.YF)(read, 'dynamic-secret', (0,words/* words */.aL) `(the dynamic secret's name, for \`${operation}\`)`)
            : (0,parse/* requiredInput */.YF)(read, 'lease-id', (0,words/* words */.aL) `(the lease's id, for \`${operation}\`)`);
        const ttl = (0,settings_leases/* readLeaseTtl */.r)(read);
        return {
            operation,
            project: (0,settings_project/* readProject */.W)(read),
            environment: (0,parse/* requiredInput */.YF)(read, 'env-slug', '(the environment, e.g. `dev`)'),
            path: (0,settings_project/* normalizeSecretPath */.n)(read('secret-path')),
            target,
            ...(ttl ? { ttl } : {}),
        };
    },
    async execute(params, { client, log, mask }) {
        const at = {
            projectSlug: await client.projectSlug(params.project.id, params.project.slug),
            environment: params.environment,
            path: params.path,
        };
        const where = `${params.environment}:${params.path}`;
        switch (params.operation) {
            case 'lease-create': {
                const { lease, data } = await client.call(endpoints/* dynamicSecrets */.VD.create, {
                    ...at,
                    name: params.target,
                    ...(params.ttl ? { ttl: params.ttl } : {}),
                });
                for (const value of Object.values(data))
                    mask(value);
                const fields = Object.entries(data).filter(([name]) => {
                    const problem = OWN_OUTPUTS.has(name)
                        ? 'an output of its own'
                        : (0,names/* fileCommandNameProblem */.MG)(name);
                    if (problem)
                        log.warning(`The lease's field \`${name}\` is not set as an output: ${problem}.`);
                    return !problem;
                });
                return {
                    outputs: {
                        'lease-id': lease.id,
                        'expire-at': lease.expireAt,
                        ...Object.fromEntries(fields),
                    },
                    message: `Leased ${(0,leases/* leaseTitle */.xC)({ name: params.target, path: params.path, id: lease.id })} in ${params.environment}, until ${lease.expireAt}; nothing revokes it but \`lease-revoke\` or that time.`,
                };
            }
            case 'lease-renew': {
                const lease = await client.call(endpoints/* dynamicSecrets */.VD.renew, {
                    ...at,
                    id: params.target,
                    ...(params.ttl ? { ttl: params.ttl } : {}),
                });
                return {
                    outputs: { 'lease-id': lease.id, 'expire-at': lease.expireAt },
                    message: `Renewed lease ${lease.id} in ${where} until ${lease.expireAt}.`,
                };
            }
            case 'lease-revoke': {
                const lease = { ...at, name: '', id: params.target };
                const kept = await (0,leases/* revokeLeases */.WE)(client, [{ ...lease, expireAt: 'its expiry' }], log);
                if (kept.length > 0) {
                    throw new input/* InputError */.d((0,words/* words */.aL) `The server kept lease ${params.target} (see the warning): ${(0,words/* subject */.bc)('lease-id')} is still valid.`);
                }
                return {
                    outputs: { 'lease-id': params.target },
                    message: `Lease ${params.target} is gone from ${where}: reading it answers 404.`,
                };
            }
            case 'lease-list': {
                const leases = await client.call(endpoints/* dynamicSecrets */.VD.list, { ...at, name: params.target });
                return {
                    outputs: { leases, count: leases.length },
                    message: `Listed ${(0,words/* counted */.hS)(leases.length, 'lease')} of \`${params.target}\` in ${where}.`,
                };
            }
        }
    },
});

// EXTERNAL MODULE: ./src/errors/api.ts
var api = __webpack_require__(7827);
// EXTERNAL MODULE: ./src/api/retry.ts
var retry = __webpack_require__(7018);
;// CONCATENATED MODULE: ./src/operations/settle.ts



/**
 * The longest a settled write may take, as the docs state it (240 s with the defaults): its first
 * send, which has the whole `timeout`; then the retry budget, which counts every resend, look and
 * wait after the first lost answer; then one more `timeout` for the last look, which always gets
 * one whole attempt (what the server holds must be seen to be reported).
 */
function settledWriteCapMs(timeoutMs, budgetMs = defaultRetryPolicy.budgetMs) {
    return timeoutMs + budgetMs + timeoutMs;
}
/**
 * Sends a write that is never repeated blind. When its answer is lost in a way that may come
 * after the server acted (a proxy's 5xx, a reset, a timeout: `mayHaveBeenApplied`), it looks:
 * found, the write is this run's (the log says the state was confirmed by looking), and what
 * looking found stands for its answer; not found, it is sent again after the wait a retry would take, as often as a retry
 * would be. After such a loss, a refusal of the next send is looked at too (the first request may
 * have landed after the look), so an earlier request of this run is never taken for someone
 * else's resource.
 */
async function settledWrite(client, log, write) {
    let sends = 0;
    /** When the first answer was lost: the retry budget counts from there. */
    let firstLostAt;
    for (;;) {
        sends++;
        try {
            // A resend is a retry: it fits in the budget since the first lost answer.
            return await (firstLostAt === undefined
                ? write.send()
                : client.withinBudget(firstLostAt, 'send', write.send));
        }
        catch (error) {
            if (!(error instanceof api/* ApiError */.hD))
                throw error;
            const lost = error.details.mayHaveBeenApplied === true;
            if (!lost && sends === 1)
                throw error;
            firstLostAt ??= client.now();
            log.info(lost
                ? `${capitalize(write.what)}: the answer was lost (${reason(error)}); looking at what the server holds.`
                : `${capitalize(write.what)}: refused (${reason(error)}) after an earlier answer was lost; looking at what the server holds.`);
            let found;
            try {
                // A read with retries of its own, counted in the same budget.
                found = await client.withinBudget(firstLostAt, 'look', write.look);
            }
            catch (lookError) {
                throw withAccount(error, sends, (0,words/* words */.aL) `Looking afterwards failed too (${quoted(lookError)}), so whether it was applied is not known.`, true);
            }
            if (found !== undefined) {
                log.info(`${capitalize(write.what)}: done (the answer was lost; confirmed by looking).`);
                return found;
            }
            if (!lost)
                throw withAccount(error, sends, 'Looking afterwards showed it was not applied.');
            if (!(await client.waitToResend(error, sends, firstLostAt))) {
                throw withAccount(error, sends, `Looking after ${sends === 1 ? 'the lost answer' : 'each lost answer'} showed it was not applied: nothing changed.`);
            }
        }
    }
}
/**
 * The write's error with what looking found added: the attempts it took, and (once looked at) no
 * longer "may have been applied".
 */
function withAccount(error, sends, account, stillInDoubt = false) {
    const details = { ...error.details };
    if (sends > (details.attempts ?? 1))
        details.attempts = sends;
    if (!stillInDoubt)
        delete details.mayHaveBeenApplied;
    const settled = new api/* ApiError */.hD(details, error.cause);
    settled.addSentence(account);
    return settled;
}
/** How a call failed, in a few words: its status, or the network code. */
function reason(error) {
    const { status, code } = error.details;
    return status !== undefined ? `HTTP ${status}` : (code ?? 'network error');
}
/**
 * An error's words without their final stop, to quote inside a sentence: its references to
 * inputs stay references, so the tool says `--domain` where the action says `domain`.
 */
function quoted(error) {
    return (0,words/* withoutStop */.f6)((0,words/* textOf */.b6)(error));
}
function capitalize(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

// EXTERNAL MODULE: ./src/api/ids.ts
var ids = __webpack_require__(7958);
;// CONCATENATED MODULE: ./src/operations/inputs.ts




const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/**
 * A required id. The server answers a malformed id with a bare 500 "Something went wrong", so a
 * value that is not a UUID is refused here, where the message can name the input.
 */
function idInput(read, name, why) {
    const value = (0,parse/* requiredInput */.YF)(read, name, why);
    if (!(0,ids/* isUuid */.O)(value)) {
        throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* subject */.bc)(name)} must be an id in UUID form (such as \`2f012fb9-be49-43ee-a96f-ea89fa65c1f0\`), not \`${value}\`.`);
    }
    return value;
}
/** An optional slug (lowercase letters and digits, single dashes between them), or undefined when empty. */
function slugInput(read, name) {
    const value = read(name);
    if (value === '')
        return undefined;
    if (!SLUG.test(value)) {
        throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* subject */.bc)(name)} must be lowercase letters and digits with single dashes between them (such as \`my-app-2\`), not \`${value}\`.`);
    }
    return value;
}
const EXISTENCE = ['fail', 'skip'];
/** `if-exists`: checked whatever the operation, so a typo fails even in a step that lists. */
function ifExistsInput(read) {
    return (0,parse/* choiceInput */.ij)(read, 'if-exists', EXISTENCE);
}
/** `if-missing`: checked whatever the operation, like {@link ifExistsInput}. */
function ifMissingInput(read) {
    return (0,parse/* choiceInput */.ij)(read, 'if-missing', EXISTENCE);
}
/**
 * The failure of a create with `if-exists: fail` whose resource exists. `what` names it from
 * the inputs only (never from the server's answer, which an error line must not carry).
 */
function alreadyExists(what) {
    return new input/* InputError */.d((0,words/* words */.aL) `${what} already exists. Set ${(0,words/* ref */.KR)('if-exists', 'skip')} to use it (its outputs are set as a create sets them, with \`created\` = \`false\`), or change the inputs to create another.`);
}
/** What a create with `if-exists: skip` says when it uses what exists: "(if-exists: skip)". */
const USING_EXISTING = (0,words/* words */.aL) `using it (${(0,words/* prose */.CS)('if-exists', 'skip')})`;
/**
 * A delete with `if-missing: skip` whose resource is missing: a notice (naming it from the
 * inputs only), and a log line with the server's answer when there is one. The step succeeds.
 */
function skipMissing(log, what, serverSaid) {
    log.notice((0,words/* words */.aL) `${what} does not exist: nothing to delete (${(0,words/* ref */.KR)('if-missing', 'skip')}).`);
    return {
        outputs: {},
        message: serverSaid
            ? `Nothing deleted; the server answered: ${serverSaid}`
            : 'Nothing deleted.',
    };
}
/** A folder name as the server accepts it: anything else fails there with a bare 500. */
const FOLDER_NAME = /^[a-zA-Z0-9_-]+$/;
/** Longer names fail the server's insert (500). */
const MAX_FOLDER_NAME = 255;
/**
 * A folder path (leading and trailing slash optional) as its segments, each a name the server
 * accepts (letters, digits, `-`, `_`; at most 255 characters), checked here because the server
 * answers anything else with a bare 500, or creates a folder no path reaches (a name with `/`),
 * or resolves `..` upwards. `fallback` applies when the input is empty; without one it is
 * required, and `why` says what for.
 */
function folderPathInput(read, name, options = {}) {
    const raw = read(name) || options.fallback;
    if (raw === undefined) {
        throw new input/* InputError */.d(options.why === undefined
            ? (0,words/* words */.aL) `${(0,words/* subject */.bc)(name)} is required.`
            : (0,words/* words */.aL) `${(0,words/* subject */.bc)(name)} is required ${options.why}.`);
    }
    const inner = raw.replace(/^\//, '').replace(/\/$/, '');
    if (inner === '')
        return [];
    const segments = inner.split('/');
    for (const segment of segments) {
        if (segment === '') {
            throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* subject */.bc)(name)}: \`${raw}\` has an empty folder name (\`//\`); write a path such as \`/previews/pr-42\`.`);
        }
        if (!FOLDER_NAME.test(segment)) {
            throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* subject */.bc)(name)}: the folder name \`${segment}\` in \`${raw}\` may hold only letters, digits, \`-\` and \`_\` (the server refuses anything else, \`.\` and \`..\` included).`);
        }
        if (segment.length > MAX_FOLDER_NAME) {
            throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* subject */.bc)(name)}: a folder name in \`${raw}\` is ${segment.length} characters long; the server accepts at most ${MAX_FOLDER_NAME}.`);
        }
    }
    return segments;
}
/** Segments as a path: `/` for none. */
function joinPath(segments) {
    return `/${segments.join('/')}`;
}

;// CONCATENATED MODULE: ./src/operations/environments/action.ts








/**
 * `environments`: create an environment in a project, or delete one (operation 5). The server
 * deletes by id only; a slug is looked up in the project's environments first.
 */
const environmentsAction = defineSubAction({
    name: 'environments',
    operations: ['create', 'delete'],
    parse(read, operation) {
        const project = (0,settings_project/* readProject */.W)(read);
        const slug = slugInput(read, 'environment-slug');
        // Both are checked whatever the operation: one step may create or delete (pull request
        // opened or closed) with both set.
        const ifExists = ifExistsInput(read);
        const ifMissing = ifMissingInput(read);
        if (operation === 'create') {
            if (!slug)
                throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* ref */.KR)('operation', 'create')} needs ${(0,words/* ref */.KR)('environment-slug')} (lowercase letters, digits and dashes, e.g. \`preview-42\`).`);
            // The name is only for display: the slug is a sensible one when none is given.
            const name = read('environment-name') || slug;
            return { operation: 'create', project, name, slug, ifExists };
        }
        if (read('environment-id') && slug) {
            throw new input/* InputError */.d((0,words/* words */.aL) `Set only one of ${(0,words/* ref */.KR)('environment-id')} and ${(0,words/* ref */.KR)('environment-slug')} to say which environment to delete, not both.`);
        }
        if (slug)
            return { operation: 'delete', project, slug, ifMissing };
        if (!read('environment-id')) {
            throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* ref */.KR)('operation', 'delete')} needs ${(0,words/* ref */.KR)('environment-id')} or ${(0,words/* ref */.KR)('environment-slug')} (which environment to delete).`);
        }
        return { operation: 'delete', project, id: idInput(read, 'environment-id', ''), ifMissing };
    },
    async execute(params, { client, log, projectId }) {
        if (params.operation === 'create') {
            // Looked up first, whatever `if-exists` says: an environment found after a lost answer is
            // this run's only if it was not there before. One read of the project gives its id and
            // environments (by slug it replaces the lookup of the id); only this project's
            // environments are searched.
            const project = await readWithEnvironments(client, params.project);
            const match = (project.environments ?? []).find((env) => env.slug === params.slug);
            if (match) {
                if (params.ifExists === 'fail') {
                    throw alreadyExists(`An environment with slug \`${params.slug}\``);
                }
                // The project lists name, slug and id only: read the whole environment, so the
                // outputs are what a create gives.
                const environment = await client.call(endpoints/* environments */.dT.get, {
                    projectId: project.id,
                    environmentId: match.id,
                });
                return {
                    outputs: single(environment, false),
                    message: (0,words/* words */.aL) `Environment ${environment.slug} exists already (${environment.id}): ${USING_EXISTING}.`,
                };
            }
            const inProject = project.id;
            // Created by this run whether the answer says so or, lost, the project's list does.
            const environment = await settledWrite(client, log, {
                what: `create environment \`${params.slug}\``,
                send: async () => (await client.call(endpoints/* environments */.dT.create, {
                    projectId: inProject,
                    name: params.name,
                    slug: params.slug,
                })).environment,
                look: async () => {
                    const project = await client.call(endpoints/* projects */.dt.get, inProject);
                    const match = (project.environments ?? []).find((env) => env.slug === params.slug);
                    return match
                        ? client.call(endpoints/* environments */.dT.get, { projectId: inProject, environmentId: match.id })
                        : undefined;
                },
            });
            return {
                outputs: single(environment, true),
                message: `Created environment ${environment.slug} (${environment.id}).`,
            };
        }
        const what = `Environment \`${params.slug ?? params.id ?? ''}\``;
        let target;
        if (params.id) {
            target = { projectId: await projectId(params.project), environmentId: params.id };
        }
        else {
            const project = await readWithEnvironments(client, params.project);
            const environments = project.environments ?? [];
            const match = environments.find((env) => env.slug === params.slug);
            if (!match) {
                if (params.ifMissing === 'skip')
                    return skipMissing(log, what);
                const known = environments.map((env) => `\`${env.slug}\``).join(', ') || 'none';
                throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* subject */.bc)('environment-slug')}: the project ${project.slug} has no environment \`${params.slug ?? ''}\` (it has ${known}). Set ${(0,words/* ref */.KR)('if-missing', 'skip')} to treat a missing environment as deleted.`);
            }
            target = { projectId: project.id, environmentId: match.id, known: match };
        }
        const { environmentId, known } = target;
        try {
            // Deleted: the answer holds the environment; lost, a lookup of its id finds none (what the
            // project listed of it is all there is to show then).
            const environment = await settledWrite(client, log, {
                what: `delete environment \`${params.slug ?? environmentId}\``,
                send: async () => (await client.call(endpoints/* environments */.dT.delete, { projectId: target.projectId, environmentId }))
                    .environment,
                look: async () => {
                    try {
                        await client.call(endpoints/* environments */.dT.get, { projectId: target.projectId, environmentId });
                        return undefined;
                    }
                    catch (error) {
                        if ((0,api/* isApiNotFound */.w9)(error))
                            return { id: environmentId, ...known };
                        throw error;
                    }
                },
            });
            return {
                outputs: { 'environment-id': environment.id ?? environmentId, environment },
                message: `Deleted environment ${environment.slug ?? environmentId} (${environment.id ?? environmentId}) and everything in it.`,
            };
        }
        catch (error) {
            if (params.ifMissing === 'skip' && (0,api/* isApiNotFound */.w9)(error)) {
                return skipMissing(log, what, error.details.serverMessage);
            }
            throw error;
        }
    },
});
function single(environment, created) {
    return { 'environment-id': environment.id, environment, created };
}
/** The project, read by slug or id in one request, with its environments. */
function readWithEnvironments(client, ref) {
    return ref.slug !== undefined
        ? client.projectBySlug(ref.slug)
        : client.call(endpoints/* projects */.dt.get, ref.id);
}

;// CONCATENATED MODULE: ./src/operations/folders/action.ts










/** The longest path segment the server's router matches (longer ones get its unknown-route 404). */
const MAX_NAME_IN_URL = 100;
/**
 * `folders`: create a folder with every missing parent, delete one with everything in it, or
 * list the sub-folders of one. The server answers a create of an existing folder with that
 * folder, so `create` lists the parent first to tell a new folder from an existing one.
 */
const foldersAction = defineSubAction({
    name: 'folders',
    operations: ['create', 'delete', 'list'],
    parse(read, operation) {
        const project = (0,settings_project/* readProject */.W)(read);
        const environment = (0,parse/* requiredInput */.YF)(read, 'env-slug', '(the environment of the folders, e.g. `dev`)');
        // Both are checked whatever the operation, so a typo fails in any step.
        const ifExists = ifExistsInput(read);
        const ifMissing = ifMissingInput(read);
        if (operation === 'list') {
            const segments = folderPathInput(read, 'secret-path', { fallback: '/' });
            return { operation, project, environment, segments };
        }
        if (read('secret-path')) {
            throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* subject */.bc)('secret-path')} is for ${(0,words/* ref */.KR)('operation', 'list')}; for \`${operation}\` give the whole path of the folder in ${(0,words/* ref */.KR)('folder-path')} (such as \`/previews/pr-42\`).`);
        }
        const segments = folderPathInput(read, 'folder-path', {
            why: (0,words/* words */.aL) `for ${(0,words/* ref */.KR)('operation', operation)} (the folder, such as \`/previews/pr-42\`)`,
        });
        if (segments.length === 0) {
            throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* subject */.bc)('folder-path')} must name a folder below the root (such as \`/previews/pr-42\`): the root of an environment cannot be ${operation === 'create' ? 'created' : 'deleted'}.`);
        }
        return operation === 'create'
            ? { operation, project, environment, segments, ifExists }
            : { operation, project, environment, segments, ifMissing };
    },
    async execute(params, { client, log, projectId }) {
        const workspaceId = await projectId(params.project);
        const at = (segments) => ({
            workspaceId,
            environment: params.environment,
            path: joinPath(segments),
        });
        const path = joinPath(params.segments);
        const name = params.segments.at(-1) ?? '';
        const parent = params.segments.slice(0, -1);
        // Inputs only (validated names, the user's slug): fit for a notice or an error line.
        const what = `Folder \`${path}\` in environment \`${params.environment}\``;
        switch (params.operation) {
            case 'create': {
                // One listing of the parent (a missing parent lists as empty) says whether it exists.
                const existing = (await client.call(endpoints/* folders */.oW.list, at(parent))).find((f) => f.name === name);
                if (existing) {
                    if (params.ifExists === 'fail')
                        throw alreadyExists(what);
                    return {
                        outputs: action_single(existing, false),
                        message: (0,words/* words */.aL) `Folder ${path} exists already in ${params.environment} (${existing.id}): ${USING_EXISTING}.`,
                    };
                }
                // Created by this run whether the answer says so or, lost, a look at the parent does.
                const folder = await settledWrite(client, log, {
                    what: `create folder \`${path}\` in \`${params.environment}\``,
                    send: () => client.call(endpoints/* folders */.oW.create, { at: at(parent), name }),
                    look: async () => (await client.call(endpoints/* folders */.oW.list, at(parent))).find((f) => f.name === name),
                });
                return {
                    outputs: action_single(folder, true),
                    message: `Created folder ${path} in ${params.environment} (${folder.id}), with any missing parent.`,
                };
            }
            case 'delete':
                return remove(client, log, { at: at(parent), name, path, what }, params.ifMissing);
            case 'list': {
                const children = await client.call(endpoints/* folders */.oW.list, at(params.segments));
                if (children.length === 0 && params.segments.length > 0) {
                    // A missing folder lists as empty: its parent's listing tells which it is.
                    const siblings = await client.call(endpoints/* folders */.oW.list, at(parent));
                    if (!siblings.some((f) => f.name === name)) {
                        throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* subject */.bc)('secret-path')}: there is no folder \`${path}\` in environment \`${params.environment}\`.`);
                    }
                }
                return {
                    outputs: { folders: children, count: children.length },
                    message: `${params.environment}:${path} has ${(0,words/* counted */.hS)(children.length, 'folder')}.`,
                };
            }
        }
    },
});
/**
 * Deletes by name in the parent: one request. A name that looks like an id would be taken as
 * one by the server, and one longer than the server's router takes in a URL would never reach
 * it, so such a folder is looked up in its parent first and deleted by id. With `if-missing: skip`
 * the API's own not-found (the folder, its parent or the environment is gone: nothing to delete
 * either way) is a notice, so that a clean-up job that also removed the environment can be
 * re-run; any other 404 (a proxy's page, a wrong `domain`) is an error. A lost answer is settled
 * by looking at the parent.
 */
async function remove(client, log, target, ifMissing) {
    const missing = (serverSaid) => {
        if (ifMissing === 'fail') {
            throw new input/* InputError */.d((0,words/* words */.aL) `${target.what} does not exist (deleted already?). Set ${(0,words/* ref */.KR)('if-missing', 'skip')} to treat a missing folder as deleted.`);
        }
        return skipMissing(log, target.what, serverSaid);
    };
    let idOrName = target.name;
    if ((0,ids/* isUuid */.O)(target.name) || target.name.length > MAX_NAME_IN_URL) {
        const found = (await client.call(endpoints/* folders */.oW.list, target.at)).find((f) => f.name === target.name);
        if (!found)
            return missing();
        idOrName = found.id;
    }
    try {
        const value = await settledWrite(client, log, {
            what: `delete folder \`${target.path}\` in \`${target.at.environment}\``,
            send: async () => ({
                folder: await client.call(endpoints/* folders */.oW.delete, { at: target.at, name: idOrName }),
            }),
            look: async () => {
                const still = (await client.call(endpoints/* folders */.oW.list, target.at)).some((f) => f.name === target.name);
                return still ? undefined : {};
            },
        });
        const id = value.folder?.id ?? (idOrName === target.name ? undefined : idOrName);
        return {
            outputs: { 'folder-id': id, folder: value.folder },
            message: `Deleted folder ${target.path} in ${target.at.environment}${id ? ` (${id})` : ''} with everything in it.`,
        };
    }
    catch (error) {
        if (ifMissing === 'skip' && (0,api/* isApiNotFound */.w9)(error)) {
            return missing(error.details.serverMessage);
        }
        throw error;
    }
}
function action_single(folder, created) {
    return { 'folder-id': folder.id, folder, created };
}

;// CONCATENATED MODULE: ./src/operations/identities/action.ts



/**
 * `identities`: read a machine identity's universal-auth configuration (operation 1). The
 * configuration holds no secret (the client id is an identifier), so every field is an output.
 */
const identitiesAction = defineSubAction({
    name: 'identities',
    operations: ['get-universal-auth'],
    parse(read) {
        return {
            identityId: idInput(read, 'target-identity-id', '(the id of the machine identity whose universal-auth configuration to read)'),
        };
    },
    async execute(params, { client }) {
        const config = await client.call(endpoints/* identities */.tT.getUniversalAuth, params.identityId);
        return {
            outputs: {
                'universal-auth': config,
                'client-id': config.clientId,
                'access-token-ttl': config.accessTokenTTL,
                'access-token-max-ttl': config.accessTokenMaxTTL,
                'access-token-num-uses-limit': config.accessTokenNumUsesLimit,
            },
            message: `Read the universal-auth configuration of identity ${params.identityId}.`,
        };
    },
});

;// CONCATENATED MODULE: ./src/operations/imports/action.ts









/**
 * `imports`: create (operation 7), update (8), delete (9) or list the secret imports of a folder.
 * `env-slug` and `secret-path` always name the folder the imports live in; `import-env-slug` and
 * `import-path` name the source.
 */
const importsAction = defineSubAction({
    name: 'imports',
    operations: ['create', 'update', 'delete', 'list'],
    parse(read, operation) {
        const at = {
            project: (0,settings_project/* readProject */.W)(read),
            environment: (0,parse/* requiredInput */.YF)(read, 'env-slug', '(the environment the imports live in, e.g. `dev`)'),
            path: (0,settings_project/* normalizeSecretPath */.n)(read('secret-path')),
        };
        // Both are checked whatever the operation, so a typo fails in any step.
        const ifExists = ifExistsInput(read);
        const ifMissing = ifMissingInput(read);
        switch (operation) {
            case 'create':
                return {
                    operation: 'create',
                    at,
                    source: {
                        environment: (0,parse/* requiredInput */.YF)(read, 'import-env-slug', (0,words/* words */.aL) `for ${(0,words/* ref */.KR)('operation', 'create')} (the environment to import from, e.g. \`staging\`)`),
                        path: (0,settings_project/* normalizeSecretPath */.n)(read('import-path') || '/', 'import-path'),
                    },
                    ifExists,
                };
            case 'update':
                return {
                    operation: 'update',
                    at,
                    id: importId(read, 'update'),
                    changes: readChanges(read),
                };
            case 'delete':
                return { operation: 'delete', at, id: importId(read, 'delete'), ifMissing };
            case 'list':
                return { operation: 'list', at };
        }
    },
    async execute(params, { client, log, projectId }) {
        const location = {
            workspaceId: await projectId(params.at.project),
            environment: params.at.environment,
            path: params.at.path,
        };
        const where = `${params.at.environment}:${params.at.path}`;
        switch (params.operation) {
            case 'create': {
                // The server accepts a duplicate import, so the folder's imports are read first (this
                // also fails at once, naming it, when the folder does not exist).
                const source = params.source;
                const importsSource = (imp) => imp.importEnv?.slug === source.environment && samePath(imp.importPath, source.path);
                const existing = (await client.call(endpoints/* imports */.VW.list, location)).find(importsSource);
                if (existing) {
                    if (params.ifExists === 'fail') {
                        throw alreadyExists(`An import of \`${source.environment}:${source.path}\` in \`${where}\``);
                    }
                    return {
                        outputs: { ...imports_action_single(existing), created: false },
                        message: (0,words/* words */.aL) `${where} imports ${describe(existing)} already (secret import ${existing.id}, position ${existing.position}): ${USING_EXISTING}.`,
                    };
                }
                // The server accepts a duplicate, so a lost answer is settled by looking, never by
                // sending again blind (the listing above showed no such import before this request).
                const created = await settledWrite(client, log, {
                    what: `create the import of \`${source.environment}:${source.path}\` in \`${where}\``,
                    send: () => client.call(endpoints/* imports */.VW.create, { ...location, import: source }),
                    look: async () => (await client.call(endpoints/* imports */.VW.list, location)).find(importsSource),
                });
                return {
                    outputs: { ...imports_action_single(created), created: true },
                    message: `${where} now imports ${describe(created)} (secret import ${created.id}, position ${created.position}).`,
                };
            }
            case 'update': {
                const { changes } = params;
                // Applied when the import is there with every field asked for.
                const asAsked = (imp) => imp.id === params.id &&
                    (changes.environment === undefined || imp.importEnv?.slug === changes.environment) &&
                    (changes.path === undefined || samePath(imp.importPath, changes.path)) &&
                    (changes.position === undefined || imp.position === changes.position);
                const updated = await settledWrite(client, log, {
                    what: `update secret import \`${params.id}\` in \`${where}\``,
                    send: () => client.call(endpoints/* imports */.VW.update, {
                        id: params.id,
                        request: { ...location, import: changes },
                    }),
                    look: async () => (await client.call(endpoints/* imports */.VW.list, location)).find(asAsked),
                });
                return {
                    outputs: imports_action_single(updated),
                    message: `Updated secret import ${updated.id} in ${where}: it imports ${describe(updated)} at position ${updated.position}.`,
                };
            }
            case 'delete': {
                // null: deleted, as a look showed after the answer was lost (nothing of it to show).
                let deleted;
                try {
                    // Deleted: the answer holds the import; lost, the folder's imports no longer list it.
                    deleted = await settledWrite(client, log, {
                        what: `delete secret import \`${params.id}\` in \`${where}\``,
                        send: () => client.call(endpoints/* imports */.VW.delete, { id: params.id, request: location }),
                        look: async () => {
                            const left = await client.call(endpoints/* imports */.VW.list, location);
                            return left.some((imp) => imp.id === params.id) ? undefined : null;
                        },
                    });
                }
                catch (error) {
                    // The API's own not-found: the import, or the folder or environment it lived in, is
                    // gone; nothing to delete either way (a clean-up job may have removed the folder
                    // first). Any other 404 (a proxy's page, a wrong `domain`) says nothing about it.
                    if (params.ifMissing === 'skip' && (0,api/* isApiNotFound */.w9)(error)) {
                        return skipMissing(log, `Secret import \`${params.id}\` in \`${where}\``, error.details.serverMessage);
                    }
                    throw error;
                }
                if (deleted === null) {
                    return {
                        outputs: { 'secret-import-id': params.id },
                        message: `Deleted secret import ${params.id} from ${where}.`,
                    };
                }
                return {
                    outputs: imports_action_single(deleted),
                    message: `Deleted secret import ${deleted.id} (${describe(deleted)}) from ${where}.`,
                };
            }
            case 'list': {
                const list = await client.call(endpoints/* imports */.VW.list, location);
                return {
                    outputs: { 'secret-imports': list, count: list.length },
                    message: `${where} has ${(0,words/* counted */.hS)(list.length, 'secret import')}.`,
                };
            }
        }
    },
});
function importId(read, operation) {
    return idInput(read, 'secret-import-id', (0,words/* words */.aL) `for ${(0,words/* ref */.KR)('operation', operation)} (${(0,words/* byAdapter */.hh)('the `secret-import-id` output of `create`', (0,words/* words */.aL) `the id ${(0,words/* ref */.KR)('operation', 'create')} prints`)}, or an id from ${(0,words/* ref */.KR)('operation', 'list')})`);
}
/** What `update` changes; an update that changes nothing is surely a mistake in the workflow. */
function readChanges(read) {
    const environment = read('import-env-slug') || undefined;
    const rawPath = read('import-path');
    const path = rawPath ? (0,settings_project/* normalizeSecretPath */.n)(rawPath, 'import-path') : undefined;
    const position = read('position')
        ? (0,parse/* numberInput */.QR)(read, 'position', { min: 1, max: 10_000, integer: true })
        : undefined;
    if (environment === undefined && path === undefined && position === undefined) {
        throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* ref */.KR)('operation', 'update')} needs at least one of ${(0,words/* ref */.KR)('import-env-slug')}, ${(0,words/* ref */.KR)('import-path')} or ${(0,words/* ref */.KR)('position')} (what to change).`);
    }
    return { environment, path, position };
}
function imports_action_single(secretImport) {
    return {
        'secret-import-id': secretImport.id,
        position: secretImport.position,
        'secret-import': secretImport,
    };
}
/** Whether two folder paths are the same folder (the server may keep a trailing slash). */
function samePath(a, b) {
    const canonical = (path) => path.split('/').filter(Boolean).join('/');
    return canonical(a) === canonical(b);
}
function describe(secretImport) {
    return `${secretImport.importEnv?.slug ?? '?'}:${secretImport.importPath}`;
}

;// CONCATENATED MODULE: ./src/operations/login/action.ts


/**
 * `login`: logs in with the connection's inputs and hands the token to later steps (the output
 * `access-token`, masked as every token is). The token outlives the step: the post step revokes it
 * (with `clean`); a token given with `method: token` is the user's and stays theirs.
 */
const loginAction = defineSubAction({
    name: 'login',
    operations: [],
    parse: () => ({}),
    async execute(_params, { handOut }) {
        const token = handOut();
        return {
            outputs: { 'access-token': token },
            message: token === undefined
                ? 'Logged in; no access token to hand out (an API key).'
                : (0,words/* words */.aL) `Logged in: later steps pass the ${(0,words/* ref */.KR)('access-token')} output with ${(0,words/* ref */.KR)('method', 'token')}; the post step revokes it.`,
        };
    },
});

;// CONCATENATED MODULE: ./src/operations/memberships/action.ts




/**
 * `memberships`: list an organization's memberships (operation 10) or delete one (11). The server
 * serves these to user credentials only; with a machine identity it answers an empty 200 and does
 * nothing, which the client turns into an error, so this never reports a success that did not happen.
 */
const membershipsAction = defineSubAction({
    name: 'memberships',
    operations: ['list', 'delete'],
    parse(read, operation) {
        const organizationId = idInput(read, 'organization-id', '(the id of the organization, from its settings page)');
        if (operation === 'list')
            return { operation: 'list', organizationId };
        const membershipId = idInput(read, 'membership-id', (0,words/* words */.aL) `for ${(0,words/* ref */.KR)('operation', 'delete')} (an id from ${(0,words/* ref */.KR)('operation', 'list')})`);
        return { operation: 'delete', organizationId, membershipId };
    },
    async execute(params, { client }) {
        if (params.operation === 'list') {
            const list = await client.call(endpoints/* memberships */.Yu.list, params.organizationId);
            return {
                outputs: { memberships: list, count: list.length },
                message: `The organization has ${(0,words/* counted */.hS)(list.length, 'membership')}.`,
            };
        }
        const membership = await client.call(endpoints/* memberships */.Yu.delete, params);
        return {
            outputs: { membership },
            message: `Deleted membership ${membership.id} from the organization.`,
        };
    },
});

;// CONCATENATED MODULE: ./src/operations/projects/action.ts







/**
 * `projects`: create a project (operation 2). Here `project-slug` is the slug the NEW project
 * gets, not a selector of an existing project, so the shared project lookup is never used.
 */
const projectsAction = defineSubAction({
    name: 'projects',
    operations: ['create'],
    parse(read) {
        const params = {
            name: (0,parse/* requiredInput */.YF)(read, 'project-name', '(the name of the new project)'),
            slug: slugInput(read, 'project-slug'),
            description: read('description') || undefined,
            ifExists: ifExistsInput(read),
        };
        if (params.ifExists === 'skip' && params.slug === undefined) {
            throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* ref */.KR)('if-exists', 'skip')} needs ${(0,words/* ref */.KR)('project-slug')}: an existing project is found by its slug (without one, the server makes a new slug every time).`);
        }
        return params;
    },
    async execute(params, { client, log }) {
        const request = {
            projectName: params.name,
            slug: params.slug,
            projectDescription: params.description,
        };
        let project;
        if (params.slug !== undefined) {
            // Looked up first, whatever `if-exists` says: the server answers a taken slug with a bare
            // 500, which cannot be told from a lost answer, and a project found after a lost answer
            // is this run's only if it was not there before. The server resolves a slug in the
            // caller's organization only (slugs are unique per organization), so a project of
            // another organization is never found here.
            const slug = params.slug;
            const existing = await client.find(endpoints/* projects */.dt.bySlug, slug);
            if (existing) {
                if (params.ifExists === 'fail')
                    throw alreadyExists(`A project with slug \`${slug}\``);
                return {
                    outputs: outputs(existing, false),
                    message: (0,words/* words */.aL) `Project ${existing.slug} exists already (${existing.id}): ${USING_EXISTING}.`,
                };
            }
            project = await settledWrite(client, log, {
                what: `create project \`${slug}\``,
                send: () => client.call(endpoints/* projects */.dt.create, request),
                look: () => client.find(endpoints/* projects */.dt.bySlug, slug),
            });
        }
        else {
            // Without a slug there is nothing to look for: a lost answer is an error that says the
            // project may have been created.
            project = await client.call(endpoints/* projects */.dt.create, request);
        }
        const environments = project.environments ?? [];
        return {
            outputs: outputs(project, true),
            message: `Created project ${project.slug} (${project.id}) with environments ${environments.map((e) => e.slug).join(', ') || '(none)'}.`,
        };
    },
});
function outputs(project, created) {
    return {
        'project-id': project.id,
        'project-slug': project.slug,
        project,
        environments: project.environments ?? [],
        created,
    };
}

// EXTERNAL MODULE: ./src/api/hidden.ts
var api_hidden = __webpack_require__(2242);
;// CONCATENATED MODULE: ./src/secrets/batches.ts
/**
 * Splitting batch writes by the size of their JSON body. The server refuses a body over 1 MiB
 * with a bare 500 (Fastify's default limit), so a batch is kept well under it.
 */
/** The server's limit on a request body, in bytes. */
const SERVER_BODY_LIMIT = 1024 * 1024;
/**
 * Most bytes this action puts in one batch body: half the server's limit, which leaves room for a
 * proxy or gateway in front of the server with a tighter limit than the server's own.
 */
const BATCH_BODY_CAP = 512 * 1024;
const bytes = (value) => Buffer.byteLength(JSON.stringify(value), 'utf8');
/** Bytes of the JSON body of a batch request: the location's fields and the entries. */
function batchBodyBytes(location, entries) {
    return bytes({ ...location, secrets: entries });
}
/** Whether one entry, alone in a batch, fits in a body the server takes. */
function fitsOneRequest(location, entry) {
    return batchBodyBytes(location, [entry]) <= SERVER_BODY_LIMIT;
}
/**
 * Splits entries, in order, into as few batches as keep each body within `cap` bytes. An entry too
 * large to share a batch goes alone (entries that no request can carry are refused before this).
 */
function splitBatches(location, entries, cap = BATCH_BODY_CAP) {
    const empty = batchBodyBytes(location, []);
    const batches = [];
    let current = [];
    let size = empty;
    for (const entry of entries) {
        // Each entry adds its JSON and a comma (one comma too many counted: a byte of margin).
        const added = bytes(entry) + 1;
        if (current.length > 0 && size + added > cap) {
            batches.push(current);
            current = [];
            size = empty;
        }
        current.push(entry);
        size += added;
    }
    if (current.length > 0)
        batches.push(current);
    return batches;
}

;// CONCATENATED MODULE: ./src/secrets/write-plan.ts

/** A stored value the server hides: never equal to any value given. */
const HIDDEN = Symbol('hidden value');
/**
 * Splits the secrets to set by what the folder holds (its own shared secrets, values as stored,
 * neither imported nor expanded). The values given are ones the server stores exactly, so a value
 * equal to the stored one needs no write.
 */
function planSet(wanted, held) {
    const stored = storedValues(held);
    const create = [];
    const update = [];
    const unchanged = [];
    const hidden = [];
    for (const secret of wanted) {
        const current = stored.get(secret.key);
        if (current === undefined)
            create.push(secret);
        else if (current === HIDDEN) {
            update.push(secret);
            hidden.push(secret.key);
        }
        else if (current !== secret.value)
            update.push(secret);
        else
            unchanged.push(secret.key);
    }
    return { create, update, unchanged, hidden };
}
/** What deleting keys takes: the keys the folder holds, and those it does not. */
function planDelete(keys, held) {
    const stored = storedValues(held);
    return {
        existing: keys.filter((key) => stored.has(key)),
        missing: keys.filter((key) => !stored.has(key)),
    };
}
/** The folder's shared secrets by key (a user's personal overrides are not what a write changes). */
function storedValues(held) {
    const stored = new Map();
    for (const secret of held) {
        if (secret.type === 'personal')
            continue;
        if (!stored.has(secret.secretKey)) {
            stored.set(secret.secretKey, (0,api_hidden/* isValueHidden */.qX)(secret) ? HIDDEN : secret.secretValue);
        }
    }
    return stored;
}

;// CONCATENATED MODULE: ./src/secrets/write-rules.ts
/**
 * Which keys and values the server would take differently from how they were given. The server checks almost nothing (it trims keys and
 * values, and takes any name up to its router's limit), so these are checked before any request.
 */
/** Longest key the server's routes take (a longer name in the URL is an unknown route). */
const MAX_KEY_LENGTH = 100;
/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** Why the server could not store this key as given, or undefined when it can. */
function keyProblem(key) {
    if (key === '')
        return 'the key is empty';
    if (key.length > MAX_KEY_LENGTH) {
        return `the key is ${key.length} characters long (at most ${MAX_KEY_LENGTH})`;
    }
    if (CONTROL.test(key))
        return 'the key holds a control character or a line break';
    if (key.trim() !== key)
        return 'the key starts or ends with a blank (the server trims it)';
    return undefined;
}
/**
 * Why the server would not store this value exactly as given, or undefined when it would. A value
 * that the server's trimming leaves alone under either reading of it (trim, then put back one
 * final line break) is stored exactly: no blank at either end, or exactly one line break at the
 * end of a value that is not blank.
 */
function valueProblem(value) {
    const body = value.endsWith('\n') ? value.slice(0, -1) : value;
    if (value === body.trim() || (body !== '' && body === body.trim()))
        return undefined;
    return 'the value starts or ends with blanks or line breaks, which the server would trim (one final line break is kept)';
}
/** A key as messages show it: quoted with backticks, or as JSON when it holds odd characters. */
function displayKey(key) {
    const shown = key.length > MAX_KEY_LENGTH ? `${key.slice(0, MAX_KEY_LENGTH)}…` : key;
    return CONTROL.test(shown) || shown.includes('`') ? JSON.stringify(shown) : `\`${shown}\``;
}
/** Keys for a message: every one of them, in the order given. */
function listKeys(keys) {
    return keys.map(displayKey).join(', ');
}

// EXTERNAL MODULE: ./src/runner/mask.ts
var mask = __webpack_require__(7084);
;// CONCATENATED MODULE: ./src/operations/secrets/dotenv-input.ts
/**
 * Reads dotenv text given to the action (the `secrets` input, a `secrets-file`): `KEY=value`
 * lines, `#` comments, blank lines, an optional `export `, and values in single quotes, backticks
 * (both literal) or double quotes (where `\n` and `\r` become line breaks), which may span lines.
 *
 * Every file this reader accepts reads exactly as the `dotenv` package reads it. That package
 * skips what it cannot read and reads some lines in surprising ways (a quote left open takes in
 * the lines below it up to the next quote); here those lines are refused instead, by line number,
 * so a typo cannot quietly store a different value. A refusal never quotes the line: it may hold
 * a secret.
 */
/** Blanks as dotenv's `\s` reads them, line breaks aside (so tabs, NBSP and the like count). */
const WS = '[^\\S\\n\\u2028\\u2029]';
/** Start of an entry: `export ` optional, the key (the characters dotenv reads in one), `=`. */
const ENTRY = new RegExp(`^${WS}*(?:export${WS}+)?([\\w.-]+)${WS}*=${WS}*`);
/** A blank line, a comment, and what may follow a closing quote: all the same shape. */
const BLANK_OR_COMMENT = new RegExp(`^${WS}*(?:#[\\s\\S]*)?$`);
const AFTER_QUOTE = BLANK_OR_COMMENT;
const QUOTE_NAMES = {
    "'": 'single quote',
    '"': 'double quote',
    '`': 'backtick',
};
/**
 * JavaScript's regular expressions (so the dotenv package) also end lines at U+2028 and U+2029:
 * outside quotes, the text after one would be read as a line of its own.
 */
const UNICODE_LINE_BREAK = /[\u2028\u2029]/;
/**
 * Parses dotenv text into its entries and the problems of the lines it cannot read. Keys may
 * repeat here: whether that is allowed is for the caller to say.
 */
function parseDotenvInput(text) {
    // Line breaks as dotenv reads them: CRLF and a lone CR are both a line break.
    const lines = text
        .replace(/^\uFEFF/, '')
        .replace(/\r\n?/g, '\n')
        .split('\n');
    const entries = [];
    const problems = [];
    for (let index = 0; index < lines.length; index++) {
        const line = lines[index] ?? '';
        const number = index + 1;
        if (BLANK_OR_COMMENT.test(line)) {
            if (UNICODE_LINE_BREAK.test(line))
                problems.push(lineBreakProblem(number));
            continue;
        }
        const head = ENTRY.exec(line);
        if (!head) {
            problems.push({
                line: number,
                reason: 'is not `KEY=value` (a key of letters, digits, `_`, `.` or `-`, then `=`), a comment or blank',
            });
            continue;
        }
        const key = head[1] ?? '';
        const rest = line.slice(head[0].length);
        const quote = rest[0];
        if (quote !== undefined && quote in QUOTE_NAMES) {
            const quoted = readQuoted(lines, index, rest.slice(1), quote);
            if (quoted.problem) {
                problems.push({ line: number, reason: quoted.problem });
                // An unclosed quote takes in the rest of the text: nothing after it can be read.
                if (quoted.unclosed)
                    break;
            }
            else {
                entries.push({ key, value: quoted.value, line: number });
            }
            index = quoted.lastLine;
            continue;
        }
        const hash = rest.indexOf('#');
        const value = (hash === -1 ? rest : rest.slice(0, hash)).trim();
        // The blanks after `=` are consumed above, so an unquoted value never starts with a quote.
        if (UNICODE_LINE_BREAK.test(line))
            problems.push(lineBreakProblem(number));
        else
            entries.push({ key, value, line: number });
    }
    return { entries, problems };
}
/** A quoted value from just after its opening quote, up to the next quote of the same kind. */
function readQuoted(lines, first, start, quote) {
    const name = QUOTE_NAMES[quote] ?? 'quote';
    let content = '';
    let segment = start;
    for (let index = first;;) {
        const close = segment.indexOf(quote);
        if (close !== -1) {
            content += segment.slice(0, close);
            const after = segment.slice(close + 1);
            if (content.endsWith('\\')) {
                // dotenv reads `\` + quote as a quote inside the value when a later quote can close it.
                return {
                    value: '',
                    lastLine: index,
                    problem: `has a backslash just before its closing ${name}, which dotenv may read as part of the value: quote it with another kind of quote`,
                };
            }
            if (!AFTER_QUOTE.test(after) || UNICODE_LINE_BREAK.test(after)) {
                return {
                    value: '',
                    lastLine: index,
                    problem: `has text after its closing ${name}${index === first ? '' : ` (on line ${index + 1})`}: only a \`#\` comment may follow`,
                };
            }
            return { value: quote === '"' ? expandEscapes(content) : content, lastLine: index };
        }
        content += segment;
        index++;
        if (index >= lines.length) {
            return {
                value: '',
                lastLine: lines.length - 1,
                problem: `opens a ${name} that is never closed`,
                unclosed: true,
            };
        }
        content += '\n';
        segment = lines[index] ?? '';
    }
}
/** The escapes dotenv reads in double quotes: `\n` and `\r`, nothing else (`\\` included). */
function expandEscapes(content) {
    return content.replace(/\\n/g, '\n').replace(/\\r/g, '\r');
}
function lineBreakProblem(line) {
    return {
        line,
        reason: 'holds a Unicode line separator (U+2028 or U+2029) outside quotes: quote the value',
    };
}

;// CONCATENATED MODULE: ./src/operations/secrets/json-keys.ts
/**
 * The members of the outermost object of a JSON text, in the order written, every repeat
 * included: `JSON.parse` keeps the last of a repeated key without a word, and its reviver never
 * sees the others. Call it on text `JSON.parse` accepted as an object: it follows the structure
 * token by token (strings with their escapes, objects, arrays, the `,` after which an object's
 * next key comes) and does not check the grammar again. Linear in the text.
 *
 * Keys are decoded as string values (`JSON.parse('"\u0041"')`), so `"\u0041"` and `"A"` are the
 * same key. Not as object keys: Node 24.9's `JSON.parse` reads every one-character escaped key
 * (`"\u0042"`, `"\n"`) as `\` once it has read a one-character key `\` anywhere in the process,
 * while string values are read right.
 */
function topLevelMembers(text) {
    const members = [];
    /** Open containers: true for an object, false for an array. */
    const open = [];
    /** Whether the next string in the innermost object is a key (after `{` or `,`). */
    let keyNext = false;
    let key = '';
    /** Where the value of the outermost object's current member starts (after its `:`). */
    let valueStart = -1;
    const endMember = (at) => {
        if (valueStart >= 0)
            members.push([key, text.slice(valueStart, at)]);
        valueStart = -1;
    };
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === QUOTE) {
            const start = i;
            for (i++; text.charCodeAt(i) !== QUOTE; i++) {
                if (text.charCodeAt(i) === BACKSLASH)
                    i++; // the escaped character, `"` included
            }
            if (keyNext && open.length === 1)
                key = JSON.parse(text.slice(start, i + 1));
            keyNext = false;
        }
        else if (c === COLON) {
            if (open.length === 1)
                valueStart = i + 1;
        }
        else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
            open.push(c === OPEN_BRACE);
            keyNext = c === OPEN_BRACE;
        }
        else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
            if (open.length === 1)
                endMember(i);
            open.pop();
            keyNext = false;
        }
        else if (c === COMMA) {
            if (open.length === 1)
                endMember(i);
            keyNext = open.at(-1) === true;
        }
    }
    return members;
}
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/export/paths.ts
var paths = __webpack_require__(5358);
// EXTERNAL MODULE: ./src/runner/small-file.ts
var small_file = __webpack_require__(8640);
;// CONCATENATED MODULE: ./src/operations/secrets/file.ts





/** Where relative paths start: the job's workspace, or the folder the tool runs in. */
const WORKSPACE = (0,words/* byAdapter */.hh)('the workspace', 'the working folder');
/** Largest `secrets-file` read: far more than the server takes in many requests. */
const MAX_SECRETS_FILE_BYTES = 16 * 1024 * 1024;
/** Reads the file a `secrets-file` names, checked to be where it may be, as UTF-8 text. */
function readSecretsFile(raw, places) {
    const { file, display, whereMissing } = resolveSecretsFile(raw, places);
    return {
        display,
        text: readText(file, (0,words/* words */.aL) `${(0,words/* subject */.bc)('secrets-file')} (${display})`, whereMissing),
    };
}
/**
 * The file a `secrets-file` names: in a GitHub job, a path relative to the workspace (a leading
 * `/` too, as for `file-output-path`), or an absolute path inside the workspace or the runner's
 * temporary folder; symbolic links are followed before the check, so a link in the checkout
 * cannot read elsewhere. Outside GitHub Actions there is no workspace: the path as given.
 */
function resolveSecretsFile(raw, places) {
    if (places.pathsAsGiven) {
        const named = external_node_path_default().resolve(places.workspace, raw);
        let file = named;
        try {
            file = (0,paths/* realPath */.Ye)(named);
        }
        catch {
            // Missing: the read below says so.
        }
        const whereMissing = external_node_path_default().isAbsolute(raw)
            ? 'taken as given'
            : 'a relative path is from the working folder';
        return { file, display: raw, whereMissing };
    }
    const roots = (0,paths/* allowedRoots */.Mb)(places.workspace, places.runnerTemp);
    const kept = external_node_path_default().isAbsolute(raw) && insideAny(external_node_path_default().resolve(raw), roots);
    const named = kept
        ? external_node_path_default().resolve(raw)
        : external_node_path_default().resolve(places.workspace, raw.replace(/^[\\/]+/, ''));
    const whereMissing = external_node_path_default().isAbsolute(raw) && !kept
        ? (0,words/* byAdapter */.hh)('an absolute path outside the workspace and `$RUNNER_TEMP` is taken as one in the workspace', 'an absolute path outside the working folder is taken as one in it')
        : (0,words/* words */.aL) `a relative path is in ${WORKSPACE}`;
    const display = describePath(named, places);
    let real;
    try {
        real = (0,paths/* realPath */.Ye)(named);
    }
    catch {
        throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* subject */.bc)('secrets-file')}: \`${display}\` cannot be read.`);
    }
    if (!(0,paths/* isInside */.FK)(real, roots)) {
        throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* subject */.bc)('secrets-file')}: \`${display}\` leads outside ${(0,words/* byAdapter */.hh)("the workspace and the runner's temporary folder", 'the working folder')} (through a symbolic link or \`..\`); name a file inside ${(0,words/* byAdapter */.hh)('them', 'it')}.`);
    }
    return { file: real, display, whereMissing };
}
function insideAny(file, roots) {
    try {
        return (0,paths/* isInside */.FK)((0,paths/* realPath */.Ye)(file), roots);
    }
    catch {
        return false;
    }
}
function describePath(file, places) {
    if (places.runnerTemp) {
        const inTemp = external_node_path_default().relative(external_node_path_default().resolve(places.runnerTemp), file);
        if (inTemp !== '' && !inTemp.startsWith('..') && !external_node_path_default().isAbsolute(inTemp)) {
            return `$RUNNER_TEMP/${inTemp.split((external_node_path_default()).sep).join('/')}`;
        }
    }
    return external_node_path_default().relative(places.workspace, file).split((external_node_path_default()).sep).join('/') || '.';
}
/**
 * The file's text: a regular file of bounded size, UTF-8. It is opened without following a link
 * swapped in since the check, and without waiting (a named pipe in the checkout would otherwise
 * hang the step).
 */
function readText(file, label, whereMissing) {
    let bytes;
    try {
        bytes = (0,small_file/* readSmallFile */.EW)(file, MAX_SECRETS_FILE_BYTES);
    }
    catch (error) {
        if (!(error instanceof small_file/* SmallFileError */.Cm))
            throw error;
        switch (error.problem) {
            case 'missing':
                throw new input/* InputError */.d((0,words/* words */.aL) `${label}: there is no such file (${whereMissing}).`);
            case 'not-a-file':
                throw new input/* InputError */.d((0,words/* words */.aL) `${label}: not a regular file.`);
            case 'too-large':
                throw new input/* InputError */.d((0,words/* words */.aL) `${label}: the file is larger than ${MAX_SECRETS_FILE_BYTES / 2 ** 20} MiB.`);
            default:
                throw new input/* InputError */.d((0,words/* words */.aL) `${label}: the file cannot be opened (${error.code ?? (error.problem === 'symlink' ? 'ELOOP' : 'error')}).`);
        }
    }
    try {
        return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        throw new input/* InputError */.d((0,words/* words */.aL) `${label}: the file is not UTF-8 text.`);
    }
}

;// CONCATENATED MODULE: ./src/operations/secrets/input.ts








/**
 * Reads `secrets` (dotenv text) or `secrets-file` (a dotenv or `.json` file), exactly one of them,
 * and masks every value at once: call it before anything else can fail and print a message.
 * Lines that cannot be read are refused here, by number; keys and values are checked by
 * {@link checkSecretsToSet}.
 */
function readSecretsToSet(context) {
    const { read } = context;
    const text = read('secrets');
    const file = read('secrets-file');
    if (text && file) {
        throw new input/* InputError */.d((0,words/* words */.aL) `Set only one of ${(0,words/* ref */.KR)('secrets')} and ${(0,words/* ref */.KR)('secrets-file')} for ${(0,words/* ref */.KR)('operation', 'set')}.`);
    }
    if (!text && !file) {
        throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* ref */.KR)('operation', 'set')} needs ${(0,words/* ref */.KR)('secrets')} (\`KEY=value\` lines) or ${(0,words/* ref */.KR)('secrets-file')} (a dotenv or \`.json\` file${(0,words/* byAdapter */.hh)(' in the workspace', '')}).`);
    }
    const { source, given, masks, refusal } = text
        ? fromDotenv({ label: (0,words/* subject */.bc)('secrets') }, text)
        : fromFile(file, context);
    (0,mask/* maskAll */.gh)(masks, context.mask);
    if (refusal)
        throw new input/* InputError */.d((0,words/* words */.aL) `${source.label}: ${refusal}`);
    return { source, given };
}
/**
 * Checks every key and value, and fails with one error listing every key the server would not
 * store as given: a bad key, a key given twice (a batch would store both), a value the server
 * would trim, a value no request can carry (`fits` says whether one request can).
 */
function checkSecretsToSet(secrets, fits) {
    checkSecrets(secrets.source, secrets.given, fits);
    return secrets.given.map(({ key, value }) => ({ key, value }));
}
/** Reads `keys` of `operation: delete`: one key per line, each a key the server can hold. */
function readKeysToDelete(read) {
    const keys = (0,parse/* linesInput */.WO)(read, 'keys');
    if (keys.length === 0) {
        throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* ref */.KR)('operation', 'delete')} needs ${(0,words/* ref */.KR)('keys')}: the keys to delete, one per line.`);
    }
    const bad = keys.flatMap((key) => {
        const problem = keyProblem(key);
        return problem ? [`${displayKey(key)}: ${problem}`] : [];
    });
    const twice = [...new Set(keys.filter((key, index) => keys.indexOf(key) !== index))];
    if (twice.length > 0)
        bad.push(`${listKeys(twice)}: given more than once`);
    if (bad.length > 0)
        throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* subject */.bc)('keys')}: ${bad.join('; ')}.`);
    return keys;
}
function fromDotenv(source, text) {
    const { entries, problems } = parseDotenvInput(text);
    const given = entries.map(({ key, value, line }) => ({ key, value, line }));
    return {
        source,
        given,
        masks: given.map((secret) => secret.value),
        refusal: problems.length > 0
            ? `${problems.map((p) => `line ${p.line} ${p.reason}`).join('; ')}. Nothing was written.`
            : undefined,
    };
}
/** A `secrets-file`: dotenv text, or a JSON object of strings when the name ends in `.json`. */
function fromFile(raw, context) {
    const file = readSecretsFile(raw, context);
    const source = { label: (0,words/* words */.aL) `${(0,words/* subject */.bc)('secrets-file')} (${file.display})` };
    return /\.json$/i.test(raw) ? fromJson(source, file.text) : fromDotenv(source, file.text);
}
/**
 * A JSON object of string values. Numbers and booleans are refused rather than turned into text:
 * JSON numbers lose digits (`12345678901234567890`) and change form (`1e21`, `0.10`), so the value
 * stored would not be the one written in the file.
 */
function fromJson(source, text) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        // The parser's message quotes the text around the error: only its position is shown.
        throw new input/* InputError */.d((0,words/* words */.aL) `${source.label}: not valid JSON${jsonErrorPlace(error, text)}. A \`.json\` file holds one object of string values, such as {"API_KEY": "..."}.`);
    }
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
        throw new input/* InputError */.d((0,words/* words */.aL) `${source.label}: a \`.json\` file must hold one object of string values, such as {"API_KEY": "..."}.`);
    }
    // Read from the text itself, in its order, every repeat included: JSON.parse keeps the last of
    // a repeated key without a word, which is refused here as in a dotenv file.
    const entries = topLevelMembers(text).map(([key, value]) => [key, JSON.parse(value)]);
    const odd = entries.filter(([, value]) => typeof value !== 'string');
    const seen = new Set();
    const repeated = new Set();
    for (const [key] of entries)
        (seen.has(key) ? repeated : seen).add(key);
    const refusals = [
        ...(odd.length > 0
            ? [
                `every value must be a JSON string; ${odd.map(([key, value]) => `${displayKey(key)} is ${jsonKind(value)}`).join(', ')}. Quote ${odd.length === 1 ? 'it' : 'them'} (such as "5432") so that the value stored is exactly the text written.`,
            ]
            : []),
        ...(repeated.size > 0
            ? [
                `${[...repeated].map(displayKey).join(', ')} ${repeated.size === 1 ? 'is' : 'are'} given more than once; give each key once.`,
            ]
            : []),
    ];
    return {
        source,
        given: entries.map(([key, value]) => ({ key, value: String(value) })),
        // A number or a list may be a secret too: masked before the refusal names its key.
        masks: entries.map(([, value]) => (typeof value === 'string' ? value : JSON.stringify(value))),
        refusal: refusals.length > 0 ? refusals.join(' ') : undefined,
    };
}
function jsonKind(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
/** ` (line N, column M)` from a JSON.parse error, computed from numbers only. */
function jsonErrorPlace(error, text) {
    const message = error instanceof Error ? error.message : '';
    const lineColumn = /line (\d+) column (\d+)/.exec(message);
    if (lineColumn)
        return ` (line ${lineColumn[1]}, column ${lineColumn[2]})`;
    const position = /position (\d+)/.exec(message);
    if (!position)
        return '';
    const before = text.slice(0, Number(position[1]));
    const line = before.split('\n').length;
    return ` (line ${line}, column ${before.length - before.lastIndexOf('\n')})`;
}
function checkSecrets(source, given, fits) {
    if (given.length === 0) {
        throw new input/* InputError */.d((0,words/* words */.aL) `${source.label}: no \`KEY=value\` found; nothing to set.`);
    }
    const lines = new Map();
    for (const secret of given) {
        const seen = lines.get(secret.key) ?? [];
        seen.push(secret.line ?? 0);
        lines.set(secret.key, seen);
    }
    const bad = [];
    const reported = new Set();
    for (const secret of given) {
        if (reported.has(secret.key))
            continue;
        const at = lines.get(secret.key) ?? [];
        const where = secret.line === undefined ? '' : ` (line${at.length > 1 ? 's' : ''} ${at.join(', ')})`;
        const problem = keyProblem(secret.key) ??
            (at.length > 1 ? 'given more than once' : undefined) ??
            valueProblem(secret.value) ??
            (fits(secret)
                ? undefined
                : 'the value is too large: a request carrying it would exceed the 1 MiB the server takes');
        if (problem) {
            reported.add(secret.key);
            bad.push(`${displayKey(secret.key)}${where}: ${problem}`);
        }
    }
    if (bad.length > 0) {
        throw new input/* InputError */.d((0,words/* words */.aL) `${source.label}: ${bad.length === 1 ? 'a secret' : `${bad.length} secrets`} cannot be set as given (nothing was written): ${bad.join('; ')}.`);
    }
}

// EXTERNAL MODULE: ./src/export/summary.ts
var export_summary = __webpack_require__(6146);
;// CONCATENATED MODULE: ./src/operations/secrets/summary.ts

/** Most keys listed in one row of the summary; the rest are counted. */
const MAX_KEYS_SHOWN = 300;
/** The job summary of a `secrets` operation: keys by outcome, never a value. */
function renderWriteSummary(summary) {
    const lines = [
        `### ${summary.title} in ${(0,export_summary/* code */.aY)(summary.environment)} ${(0,export_summary/* code */.aY)(summary.path)}`,
        '',
        '| Outcome | Count | Keys |',
        '| --- | --- | --- |',
    ];
    for (const [label, keys] of summary.outcomes) {
        const shown = keys
            .slice(0, MAX_KEYS_SHOWN)
            .map((key) => (0,export_summary/* code */.aY)(key, 'cell'))
            .join(', ');
        const more = keys.length > MAX_KEYS_SHOWN ? ` …and ${keys.length - MAX_KEYS_SHOWN} more` : '';
        lines.push(`| ${label} | ${keys.length} | ${shown}${more} |`);
    }
    lines.push('');
    return lines.join('\n');
}

// EXTERNAL MODULE: ./src/api/approval.ts
var approval = __webpack_require__(8001);
// EXTERNAL MODULE: ./src/errors/transport.ts
var transport = __webpack_require__(7570);
;// CONCATENATED MODULE: ./src/operations/secrets/write.ts







const DONE = {
    create: 'created',
    update: 'updated',
    delete: 'deleted',
};
/**
 * A batch write stopped the run: the server has no transaction across requests, so the error says
 * which keys this run wrote, which it did not, and which (if no one could look) may have been.
 * It is the failed request's {@link ApiError} (its kind and status choose the hint) with that
 * account added to the message.
 */
class PartialWriteError extends api/* ApiError */.hD {
    written;
    constructor(cause, account, attempts) {
        const details = { ...cause.details };
        // Sends of the same write, each after looking.
        if (attempts !== undefined && attempts > (details.attempts ?? 1))
            details.attempts = attempts;
        // Looked at: what it did is known now, so no hint says it may have been applied.
        if (account.doubtful === undefined && account.cannotTell === undefined) {
            delete details.mayHaveBeenApplied;
        }
        super(details, cause.cause);
        this.name = 'PartialWriteError';
        this.written = account.written;
        const note = cause.cause instanceof transport/* TransportError */.wX ? cause.cause.note : undefined;
        const text = details.attempts === cause.details.attempts ? cause.words : (0,api/* apiErrorWords */.gR)(details, note);
        this.reword((0,words/* words */.aL) `${(0,words/* withoutStop */.f6)(text)}. ${write_describe(account)}`);
    }
}
/**
 * Sends the batches, one after another, and reports each one written. Each batch is all or
 * nothing on the server. A batch whose answer was lost (a proxy's 5xx, a reset, a timeout: it may
 * have been applied) is never sent again blind: the folder is listed once, the keys found stored
 * as asked are counted as written by this run (the answer was lost, the state is confirmed by
 * looking), and what is still missing is planned again and sent after the wait a retry would
 * take, as often as a retry would be. A refusal of keys whose earlier answer was lost (it may
 * have landed after the look) is settled by looking once more, so the run never takes its own
 * earlier request for someone else's.
 */
async function writeBatches(client, log, work, first) {
    const written = { create: [], update: [], delete: [] };
    /** Keys whose write had its answer lost at least once. */
    const inDoubt = new Set();
    let resends = 0;
    /** When the first answer was lost: the retry budget counts from there. */
    let firstLostAt;
    let rechecked = false;
    for (let steps = first;;) {
        const send = () => sendBatches(steps, written, (step) => logWritten(log, step, work.where));
        // After a lost answer, what is sent again fits in the budget that began then.
        const failure = await (firstLostAt === undefined
            ? send()
            : client.withinBudget(firstLostAt, 'send', send));
        if (!failure)
            return written;
        const { error, step, pending } = failure;
        const attempts = resends + 1;
        if (error instanceof approval/* ApprovalPendingError */.ZE) {
            throw new PartialWriteError(error, {
                written,
                approval: { step, request: (0,approval/* describeApproval */.xh)(error.approval) },
                pending,
            });
        }
        const lost = error.details.mayHaveBeenApplied === true;
        // A create refused as existing, or an update or delete refused as missing, after an earlier
        // answer for these keys was lost: the earlier request may have landed since the last look.
        const landedLate = !lost &&
            !rechecked &&
            step.keys.some((key) => inDoubt.has(key)) &&
            (error.status === 400 || error.status === 404);
        if (!lost && !landedLate) {
            if (!anyWritten(written) && resends === 0)
                throw error;
            throw new PartialWriteError(error, { written, pending: [step, ...pending] }, attempts);
        }
        firstLostAt ??= client.now();
        if (landedLate)
            rechecked = true;
        else
            for (const key of step.keys)
                inDoubt.add(key);
        log.info(lost
            ? `${error.details.operation}: the answer was lost (${reason(error)}); looking at ${work.where} to see what is stored.`
            : `${error.details.operation}: refused (${reason(error)}) after an earlier answer was lost; looking at ${work.where} again.`);
        let current;
        try {
            // A read with retries of its own, counted in the same budget.
            current = await client.withinBudget(firstLostAt, 'look', () => work.look());
        }
        catch (lookError) {
            throw new PartialWriteError(error, { written, doubtful: step, lookFailed: quoted(lookError), pending }, attempts);
        }
        const stored = storedValues(current);
        // Only keys this run may have written count as its own: a key stored as asked that no lost
        // request of this run touched was written by someone else (it is left `unchanged`).
        const outcome = new Map(step.keys.map((key) => [key, work.isDone(key, stored)]));
        const confirmed = step.keys.filter((key) => inDoubt.has(key) && outcome.get(key) === true);
        const done = new Set(confirmed);
        const unknown = step.keys.filter((key) => !done.has(key) && outcome.get(key) === undefined);
        const missing = step.keys.filter((key) => !done.has(key) && outcome.get(key) === false);
        if (confirmed.length > 0) {
            written[step.kind].push(...confirmed);
            log.info(`${work.where}: ${DONE[step.kind]} ${listKeys(confirmed)} (the answer was lost; confirmed by looking: ${step.kind === 'delete' ? 'no longer stored' : 'stored as asked'}).`);
        }
        // What is left, planned from what the folder holds now.
        steps = work.steps(current, written);
        if ((missing.length === 0 && unknown.length === 0) || landedLate)
            continue;
        if (missing.length > 0) {
            const state = step.kind === 'delete' ? 'still stored' : 'not stored as asked';
            log.info(`${work.where}: ${state}: ${listKeys(missing)}; the ${step.kind} was not applied.`);
        }
        if (unknown.length > 0) {
            const again = step.kind === 'create'
                ? `${unknown.length === 1 ? 'It exists' : 'They exist'} now, so the value is written again as an update, which changes nothing if the create landed.`
                : 'Writing the same value again changes nothing, so it is sent again.';
            log.info(`${work.where}: cannot tell whether the ${step.kind} of ${listKeys(unknown)} was applied: ${unknown.length === 1 ? 'its value is' : 'their values are'} hidden from these credentials. ${again}`);
        }
        if (!(await client.waitToResend(error, ++resends, firstLostAt))) {
            throw new PartialWriteError(error, {
                written,
                ...(missing.length > 0 ? { notApplied: { ...step, keys: missing } } : {}),
                ...(unknown.length > 0 ? { cannotTell: { ...step, keys: unknown } } : {}),
                pending,
            }, resends);
        }
    }
}
/** Sends the batches in order, adding each one's keys to `written`; stops at the first failure. */
async function sendBatches(steps, written, onWritten) {
    for (const [index, step] of steps.entries()) {
        try {
            await step.send();
        }
        catch (error) {
            if (!(error instanceof api/* ApiError */.hD))
                throw error;
            return { error, step, pending: steps.slice(index + 1) };
        }
        written[step.kind].push(...step.keys);
        onWritten(step);
    }
    return undefined;
}
/** Most keys a log line names; the job summary and the outputs have them all. */
const MAX_KEYS_LOGGED = 50;
/** One line per batch written, naming its keys (the first few when there are many). */
function logWritten(log, done, where) {
    const verb = { create: 'Created', update: 'Updated', delete: 'Deleted' }[done.kind];
    const shown = listKeys(done.keys.slice(0, MAX_KEYS_LOGGED));
    const more = done.keys.length > MAX_KEYS_LOGGED ? ` and ${done.keys.length - MAX_KEYS_LOGGED} more` : '';
    const n = done.keys.length;
    log.info(`${verb} ${(0,words/* counted */.hS)(n, 'secret')} in ${where}: ${shown}${more}.`);
}
function anyWritten(written) {
    return Object.values(written).some((keys) => keys.length > 0);
}
/** The account of a stopped run of batches: what was written, what was not, what may have been. */
function write_describe(account) {
    const parts = [];
    const done = Object.keys(DONE)
        .filter((kind) => account.written[kind].length > 0)
        .map((kind) => `${DONE[kind]} ${listKeys(account.written[kind])}`);
    parts.push(done.length > 0
        ? `Written before this failure (the server has no transaction across requests): ${done.join('; ')}.`
        : 'Nothing was written before this failure.');
    if (account.doubtful) {
        parts.push((0,words/* words */.aL) `No answer from the server itself, and looking at the folder failed too (${account.lookFailed ?? 'no answer'}), so this batch may or may not have been applied: ${describeSteps([account.doubtful])}.`);
    }
    if (account.notApplied) {
        parts.push(`Looking at the folder after each lost answer showed this was not applied: ${describeSteps([account.notApplied])}.`);
    }
    if (account.cannotTell) {
        parts.push(`No answer from the server itself, and the stored values are hidden from these credentials (they lack the permission to read values), so looking cannot tell whether this was applied: ${describeSteps([account.cannotTell])}.`);
    }
    if (account.approval) {
        parts.push(`Waiting for approval in ${account.approval.request}: ${describeSteps([account.approval.step])}.`);
        if (account.pending.length > 0) {
            parts.push(`Not sent: ${describeSteps(account.pending)}.`);
        }
        return (0,words/* joinWords */.yZ)(parts, ' ');
    }
    if (account.pending.length > 0)
        parts.push(`Not written: ${describeSteps(account.pending)}.`);
    parts.push((0,words/* words */.aL) `${(0,words/* byAdapter */.hh)('Running the step again', 'Running the command again')} lists the folder again and writes only what is left to do.`);
    return (0,words/* joinWords */.yZ)(parts, ' ');
}
/** Keys by kind of write, the batches of one kind taken together: `create of `A`; update of `B``. */
function describeSteps(steps) {
    return Object.keys(DONE)
        .flatMap((kind) => {
        const keys = steps.filter((step) => step.kind === kind).flatMap((step) => step.keys);
        return keys.length > 0 ? [`${kind} of ${listKeys(keys)}`] : [];
    })
        .join('; ');
}

;// CONCATENATED MODULE: ./src/operations/secrets/action.ts














/**
 * `secrets`: set (create or update) or delete secrets of one folder. Every value is masked as it
 * is read, and every key and value checked, before any request; then one listing of the folder
 * decides what to write, and only what changes is written, in as few batch requests as the
 * server's body limit allows.
 */
const secretsAction = defineSubAction({
    name: 'secrets',
    operations: ['set', 'delete'],
    parse(read, operation, context) {
        if (operation === 'set') {
            // Values first: masked before any other input can fail and print a message.
            const given = readSecretsToSet({ read, ...context });
            const folder = readFolder(read);
            refuseOthers(read, 'set', ['keys']);
            // Checked whatever the operation, as every sub-action does, so a typo fails in any step.
            ifMissingInput(read);
            const location = writeLocation(folder);
            const secrets = checkSecretsToSet(given, ({ key, value }) => fitsOneRequest(location, { secretKey: key, secretValue: value }));
            return { operation, folder, secrets };
        }
        refuseOthers(read, 'delete', ['secrets', 'secrets-file']);
        return {
            operation,
            folder: readFolder(read),
            keys: readKeysToDelete(read),
            ifMissing: ifMissingInput(read),
        };
    },
    async execute(params, { client, log }) {
        return params.operation === 'set'
            ? setSecrets(client, log, params.folder, params.secrets)
            : deleteSecrets(client, log, params.folder, params.keys, params.ifMissing);
    },
});
function readFolder(read) {
    return {
        project: (0,settings_project/* readProject */.W)(read),
        environment: (0,parse/* requiredInput */.YF)(read, 'env-slug', '(the environment of the folder, e.g. `dev`)'),
        path: joinPath(folderPathInput(read, 'secret-path')),
    };
}
/** Inputs of the other operation are a sign of a mix-up (a delete meant as a set): refused. */
function refuseOthers(read, operation, inputs) {
    const given = inputs.filter((name) => read(name) !== '');
    if (given.length > 0) {
        throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* joinWords */.yZ)(given.map((name) => (0,words/* ref */.KR)(name)), ' and ')} ${given.length === 1 ? 'does' : 'do'} not apply to ${(0,words/* ref */.KR)('operation', operation)}: remove ${given.length === 1 ? 'it' : 'them'}.`);
    }
}
/** The batch routes take the project's id or its slug: no lookup either way. */
function writeLocation(folder) {
    const place = { environment: folder.environment, secretPath: folder.path };
    return folder.project.id !== undefined
        ? { workspaceId: folder.project.id, ...place }
        : { projectSlug: folder.project.slug, ...place };
}
/** The folder's own secrets as stored: no imports, no expanded references, no sub-folders. */
async function listFolder(client, folder) {
    const { secrets: held } = await client.call(endpoints/* secrets */.O3.list, {
        workspaceId: folder.project.id,
        workspaceSlug: folder.project.slug,
        environment: folder.environment,
        secretPath: folder.path,
        includeImports: false,
        recursive: false,
        expandSecretReferences: false,
    });
    return held;
}
async function setSecrets(client, log, folder, given) {
    const where = `${folder.environment}:${folder.path}`;
    const held = await listFolder(client, folder);
    const plan = planSet(given, held);
    if (plan.hidden.length > 0) {
        log.notice(`The stored values of ${listKeys(plan.hidden)} are hidden from this identity (its role lacks the secrets permission ${api_hidden/* READ_VALUE_PERMISSION */.xv}): they cannot be compared, so they are written and reported as updated.`);
    }
    const location = writeLocation(folder);
    const wanted = new Map(given.map(({ key, value }) => [key, value]));
    const entries = (list) => list.map(({ key, value }) => ({ secretKey: key, secretValue: value }));
    const batchesOf = (left) => [
        ...splitBatches(location, entries(left.create)).map((batch) => step('create', batch, () => client.call(endpoints/* secrets */.O3.create, { location, secrets: batch }))),
        ...splitBatches(location, entries(left.update)).map((batch) => step('update', batch, () => client.call(endpoints/* secrets */.O3.update, { location, secrets: batch }))),
    ];
    // After a lost answer: planned again from what the folder holds, less what this run wrote.
    const steps = (now, written) => {
        const done = new Set([...written.create, ...written.update]);
        return batchesOf(planSet(given.filter(({ key }) => !done.has(key)), now));
    };
    const first = batchesOf(plan);
    const requests = first.length;
    log.info(`${where} holds ${plan.update.length + plan.unchanged.length} of the ${given.length} keys given: ${plan.create.length} to create, ${plan.update.length} to update, ${plan.unchanged.length} unchanged${requests > 0 ? ` (${(0,words/* counted */.hS)(requests, 'write request')})` : ''}.`);
    const written = await writeBatches(client, log, {
        where,
        steps,
        isDone: (key, stored) => {
            const value = stored.get(key);
            // A hidden value cannot be compared: whether the write landed is not known.
            return typeof value === 'symbol' ? undefined : value === wanted.get(key);
        },
        look: () => listFolder(client, folder),
    }, first);
    // Whatever this run did not write is as asked already (checked by the listing, or by the look
    // after a lost answer).
    const changed = new Set([...written.create, ...written.update]);
    const unchanged = given.map(({ key }) => key).filter((key) => !changed.has(key));
    const summary = renderWriteSummary({
        title: 'Secrets set',
        environment: folder.environment,
        path: folder.path,
        outcomes: [
            ['Created', written.create],
            ['Updated', written.update],
            ['Unchanged', unchanged],
        ],
    });
    return {
        summary,
        outputs: {
            created: written.create,
            updated: written.update,
            unchanged,
            count: given.length,
        },
        message: `Set ${(0,words/* counted */.hS)(given.length, 'secret')} in ${where}: ${written.create.length} created, ${written.update.length} updated, ${unchanged.length} unchanged.`,
    };
}
async function deleteSecrets(client, log, folder, keys, ifMissing) {
    const where = `${folder.environment}:${folder.path}`;
    const held = await listFolder(client, folder);
    const { existing, missing } = planDelete(keys, held);
    if (missing.length > 0) {
        const which = keys.length === 1
            ? 'The key to delete is not'
            : missing.length === keys.length
                ? `None of the ${keys.length} keys to delete is`
                : `${missing.length} of the ${keys.length} keys to delete ${missing.length === 1 ? 'is' : 'are'} not`;
        const empty = held.length === 0 ? ' (the folder is empty or does not exist)' : '';
        const text = `${which} in ${where}${empty}: ${listKeys(missing)}`;
        if (ifMissing === 'fail') {
            throw new input/* InputError */.d((0,words/* words */.aL) `${text}. Nothing was deleted. Set ${(0,words/* ref */.KR)('if-missing', 'skip')} to treat a missing key as deleted already.`);
        }
        log.notice((0,words/* words */.aL) `${text}; skipped (${(0,words/* ref */.KR)('if-missing', 'skip')}).`);
    }
    const location = writeLocation(folder);
    // The keys this run has not deleted that the folder still holds.
    const steps = (now, done) => {
        const deleted = new Set(done.delete);
        const left = planDelete(existing.filter((key) => !deleted.has(key)), now).existing;
        return splitBatches(location, left.map((secretKey) => ({ secretKey }))).map((batch) => step('delete', batch, () => client.call(endpoints/* secrets */.O3.delete, { location, secrets: batch })));
    };
    const written = await writeBatches(client, log, {
        where,
        steps,
        isDone: (key, stored) => !stored.has(key),
        look: () => listFolder(client, folder),
    }, steps(held, { create: [], update: [], delete: [] }));
    const summary = renderWriteSummary({
        title: 'Secrets deleted',
        environment: folder.environment,
        path: folder.path,
        outcomes: [
            ['Deleted', written.delete],
            ['Missing (skipped)', missing],
        ],
    });
    return {
        summary,
        outputs: { deleted: written.delete, count: keys.length },
        message: `Deleted ${(0,words/* counted */.hS)(written.delete.length, 'secret')} from ${where}${missing.length > 0 ? `; ${missing.length} ${missing.length === 1 ? 'was' : 'were'} not there` : ''}.`,
    };
}
function step(kind, batch, send) {
    return { kind, keys: batch.map((entry) => entry.secretKey), send };
}

;// CONCATENATED MODULE: ./src/operations/snapshots/action.ts





/** Most snapshots `all` collects: enough for any real folder, small enough for a step output. */
const MAX_SNAPSHOTS = 10_000;
/** `snapshots`: list the secret snapshots of a folder (operation 12), one page or every page. */
const snapshotsAction = defineSubAction({
    name: 'snapshots',
    operations: ['list'],
    parse(read) {
        return {
            project: (0,settings_project/* readProject */.W)(read),
            query: {
                environment: (0,parse/* requiredInput */.YF)(read, 'env-slug', '(the environment whose snapshots to list, e.g. `dev`)'),
                path: (0,settings_project/* normalizeSecretPath */.n)(read('secret-path')),
            },
            offset: (0,parse/* numberInput */.QR)(read, 'offset', { min: 0, max: 1_000_000, integer: true }),
            limit: (0,parse/* numberInput */.QR)(read, 'limit', { min: 1, max: MAX_SNAPSHOTS, integer: true }),
            all: (0,parse/* booleanInput */.tE)(read, 'all'),
        };
    },
    async execute(params, { client, log, projectId }) {
        const project = await projectId(params.project);
        const list = params.all
            ? await listAll(client, log, project, params)
            : await client.call(endpoints/* snapshots */.ml.list, {
                projectId: project,
                ...params.query,
                offset: params.offset,
                limit: params.limit,
            });
        return {
            outputs: { snapshots: list, count: list.length },
            message: `Listed ${(0,words/* counted */.hS)(list.length, 'snapshot')} of ${params.query.environment}:${params.query.path}.`,
        };
    },
});
/** Pages of `limit` from `offset` until a short page, the cap, or a page the server repeats. */
async function listAll(client, log, project, params) {
    const collected = [];
    const seen = new Set();
    for (let offset = params.offset;; offset += params.limit) {
        const page = await client.call(endpoints/* snapshots */.ml.list, {
            projectId: project,
            ...params.query,
            offset,
            limit: params.limit,
        });
        // A server that ignores `offset` would send the first page forever.
        if (page.some((snapshot) => seen.has(snapshot.id))) {
            log.warning((0,words/* words */.aL) `The server returned snapshots it had already sent (does it ignore ${(0,words/* ref */.KR)('offset')}?): stopped after ${collected.length}.`);
            return collected;
        }
        for (const snapshot of page)
            seen.add(snapshot.id);
        collected.push(...page);
        const short = page.length < params.limit;
        if (collected.length > MAX_SNAPSHOTS || (collected.length === MAX_SNAPSHOTS && !short)) {
            log.warning((0,words/* words */.aL) `Stopped at ${MAX_SNAPSHOTS} snapshots; there may be more. Set ${(0,words/* ref */.KR)('offset')} to ${params.offset + MAX_SNAPSHOTS} to read on.`);
            return collected.slice(0, MAX_SNAPSHOTS);
        }
        if (short)
            return collected;
    }
}

;// CONCATENATED MODULE: ./src/operations/tags/action.ts







/** The colour sent when `tag-color` is empty. */
const DEFAULT_TAG_COLOR = '#bec2c8';
/** `tags`: create a tag in a project (operation 3) or list the project's tags (operation 4). */
const tagsAction = defineSubAction({
    name: 'tags',
    operations: ['create', 'list'],
    parse(read, operation) {
        const project = (0,settings_project/* readProject */.W)(read);
        const ifExists = ifExistsInput(read);
        if (operation === 'list')
            return { operation, project };
        // The server lowercases a tag's slug, then refuses one its slugify would change (it does not
        // lowercase an environment's): the same here, where the input can be named, so the slug
        // looked for first is the one the server stores.
        const slug = slugInput((name) => read(name).toLowerCase(), 'tag-slug');
        if (!slug)
            throw new input/* InputError */.d((0,words/* words */.aL) `${(0,words/* ref */.KR)('operation', 'create')} needs ${(0,words/* ref */.KR)('tag-slug')} (letters, digits and dashes).`);
        // The server requires a colour; this is the grey its web interface picks by default.
        return {
            operation: 'create',
            project,
            slug,
            name: read('tag-name') || undefined,
            color: read('tag-color') || DEFAULT_TAG_COLOR,
            ifExists,
        };
    },
    async execute(params, { client, log, projectId }) {
        const project = await projectId(params.project);
        if (params.operation === 'list') {
            const list = await client.call(endpoints/* tags */._A.list, project);
            return {
                outputs: { tags: list, count: list.length },
                message: `The project has ${(0,words/* counted */.hS)(list.length, 'tag')}.`,
            };
        }
        // Looked up first, whatever `if-exists` says (in this project only: the route is the
        // project's): a tag found after a lost answer is this run's only if it was not there before.
        const existing = await client.find(endpoints/* tags */._A.bySlug, { projectId: project, slug: params.slug });
        if (existing) {
            if (params.ifExists === 'fail')
                throw alreadyExists(`Tag \`${params.slug}\``);
            return {
                outputs: tags_action_single(existing, false),
                message: (0,words/* words */.aL) `Tag ${existing.slug} exists already (${existing.id}): ${USING_EXISTING}.`,
            };
        }
        // Created by this run whether the answer says so or, lost, a lookup of the slug does.
        const tag = await settledWrite(client, log, {
            what: `create tag \`${params.slug}\``,
            send: () => client.call(endpoints/* tags */._A.create, {
                projectId: project,
                slug: params.slug,
                name: params.name,
                color: params.color,
            }),
            look: () => client.find(endpoints/* tags */._A.bySlug, { projectId: project, slug: params.slug }),
        });
        return { outputs: tags_action_single(tag, true), message: `Created tag ${tag.slug} (${tag.id}).` };
    },
});
function tags_action_single(tag, created) {
    return { 'tag-id': tag.id, tag, created };
}

;// CONCATENATED MODULE: ./src/operations/registry.ts











/** Every sub-action's implementation, by the name of its folder (the list is in src/spec/names.ts). */
const SUB_ACTIONS = {
    imports: importsAction,
    tags: tagsAction,
    projects: projectsAction,
    environments: environmentsAction,
    memberships: membershipsAction,
    snapshots: snapshotsAction,
    identities: identitiesAction,
    folders: foldersAction,
    secrets: secretsAction,
    'dynamic-secrets': dynamicSecretsAction,
    login: loginAction,
};

// EXTERNAL MODULE: ./src/cli/context.ts + 5 modules
var cli_context = __webpack_require__(2106);
;// CONCATENATED MODULE: ./src/cli/sub-command.ts
/**
 * `infisical-ci <sub-action> <operation>`: a management sub-action run by the same code as the
 * action, its outputs printed as one JSON object (JSON outputs nested as values, not as text).
 */



/** The handler of one sub-action's command. */
function subActionCommand(name) {
    const action = SUB_ACTIONS[name];
    return (context) => runSubAction(action, context);
}
async function runSubAction(action, context) {
    const { runner, read, args } = context;
    if (args.positionals.length > 0) {
        return (0,cli_context/* usageError */.Wp)(context, `\`${context.command.name}\` takes one operation; \`${args.positionals.join(' ')}\` is one too many.`);
    }
    // Every input is read and checked once, before any request: a wrong one is a usage error.
    const done = await (0,cli_context/* inCommand */.PM)(context, {
        prepare: () => prepareSubAction(action, read, runner),
        async work(session, prepared) {
            const result = await prepared.execute(session, runner);
            runner.info(result.message);
            return result;
        },
    });
    if ('exit' in done)
        return done.exit;
    await (0,cli_context/* writeOut */.sD)(context.stdout, inertJson(done.value.outputs));
    return 0;
}
/**
 * The outputs as JSON that no CI reading the log can take for a command. The commands that
 * work anywhere in a line start with two `#` (Azure's `##vso[`, GitHub's legacy `##[`): the first
 * `#` of each pair is written `\u0023`, which every JSON reader turns back into `#`, so no two
 * stay side by side. A lone `#` (a colour, `#ff0000`) is written as it is. Line breaks in strings
 * are escaped by JSON already, and no line of indented JSON starts with `::`.
 */
function inertJson(value) {
    return JSON.stringify(value, null, 2).replace(/#(?=#)/g, '\\u0023') + '\n';
}


/***/ })

};
