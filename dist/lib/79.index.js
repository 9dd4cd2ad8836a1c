export const id = 79;
export const ids = [79];
export const modules = {

/***/ 6079:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  leaseAll: () => (/* binding */ leaseAll),
  leaseTitle: () => (/* binding */ leaseTitle),
  loadLeasing: () => (/* binding */ loadLeasing),
  releaseLeases: () => (/* binding */ releaseLeases),
  revokeLeases: () => (/* binding */ revokeLeases),
  warnKept: () => (/* binding */ warnKept)
});

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
// EXTERNAL MODULE: ./src/core/load.ts + 6 modules
var load = __webpack_require__(3543);
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
        const why = await (0,failure/* describeFailure */.I)(error);
        for (const lease of refused)
            warnKept(lease, why, log);
    }
    return token !== undefined;
}


/***/ })

};
