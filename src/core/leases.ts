/**
 * Leases of dynamic secrets for one job or command: taken together after the login, each
 * credential masked the moment it arrives, and revoked at the end. A revoke is settled by
 * looking: the server answers 200 even when its provider failed and kept the lease, so a lease
 * is said revoked only once reading it answers 404.
 */
import type { InfisicalClient } from '../api/client.js';
import { dynamicSecrets, type Lease, type LeaseCreated } from '../api/endpoints/dynamic-secrets.js';
import { ApiError, isApiNotFound } from '../errors/api.js';
import { words, type Text } from '../errors/words.js';
import type { Io, Log } from '../runner/ports.js';
import type { HeldLease } from '../runner/state.js';
import { withLeaseEntries } from '../secrets/leases.js';
import type { ExportEntry } from '../secrets/select.js';
import type { LeaseRequest, LeaseSettings } from '../settings/leases.js';
import type { ProjectRef } from '../settings/project.js';
import type { SelectionSettings } from '../settings/selection.js';
import { describeFailure } from './failure.js';
import { loadSecrets, type LoadedSecrets } from './load.js';
import type { ApiSession } from './session.js';

/** A lease taken, with its credentials. */
export interface Leased {
  readonly request: LeaseRequest;
  readonly held: HeldLease;
  readonly data: Readonly<Record<string, string>>;
}

/**
 * Leases every dynamic secret asked for, at once. Each credential is masked (`mask`) before
 * anything else sees it. When one lease fails, those taken are revoked before the error is
 * thrown: a failed step holds nothing.
 */
export async function leaseAll(
  client: InfisicalClient,
  settings: LeaseSettings,
  where: { readonly project: ProjectRef; readonly environment: string },
  mask: (value: string) => void,
  log: Log,
): Promise<Leased[]> {
  if (settings.leases.length === 0) return [];
  const projectSlug = await client.projectSlug(where.project.id, where.project.slug);
  const taken = await Promise.allSettled(
    settings.leases.map(async (request): Promise<Leased> => {
      const created: LeaseCreated = await client.call(dynamicSecrets.create, {
        name: request.name,
        projectSlug,
        environment: where.environment,
        path: request.path,
        ...(settings.ttl ? { ttl: settings.ttl } : {}),
      });
      for (const value of Object.values(created.data)) mask(value);
      const held: HeldLease = {
        name: request.name,
        path: request.path,
        environment: where.environment,
        projectSlug,
        id: created.lease.id,
        expireAt: created.lease.expireAt,
      };
      return { request, held, data: created.data };
    }),
  );
  const leased = taken.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = taken.find((result) => result.status === 'rejected');
  if (failed) {
    await revokeLeases(
      client,
      leased.map((lease) => lease.held),
      log,
    );
    throw failed.reason;
  }
  for (const { held } of leased) log.info(`Leased ${leaseTitle(held)} until ${held.expireAt}.`);
  return leased;
}

/** The secrets loaded, with the leases' fields, and the leases held. */
export interface LoadedWithLeases {
  readonly loaded: LoadedSecrets;
  /** The static entries followed by every lease's fields (see `secrets/leases.ts`). */
  readonly entries: ExportEntry[];
  readonly held: HeldLease[];
}

/**
 * Loads the secrets while leasing the dynamic secrets, at once. `holding` hears of the leases
 * held as soon as they are taken, and again (those left) when they are revoked. When the load or
 * a lease fails, or a lease's field takes a name already taken, the leases taken are revoked and
 * the failure thrown (the load's first): a failed load holds nothing.
 */
export async function loadLeasing(
  session: ApiSession,
  selection: SelectionSettings,
  settings: LeaseSettings,
  io: Io,
  holding?: (held: readonly HeldLease[]) => void,
): Promise<LoadedWithLeases> {
  const mask = (value: string): void => io.mask(value);
  const leasing = leaseAll(session.client, settings, selection, mask, io).then((leased) => {
    holding?.(leased.map((lease) => lease.held));
    return leased;
  });
  const [loaded, leased] = await Promise.allSettled([loadSecrets(session, selection, io), leasing]);
  if (leased.status === 'rejected') {
    throw loaded.status === 'rejected' ? loaded.reason : leased.reason;
  }
  const held = leased.value.map((lease) => lease.held);
  try {
    if (loaded.status === 'rejected') throw loaded.reason;
    const fields = leased.value.map(({ request, held, data }) => ({
      ...held,
      prefix: request.prefix,
      data,
    }));
    const entries = withLeaseEntries(loaded.value.entries, fields, selection.envPrefix);
    return { loaded: loaded.value, entries, held };
  } catch (error) {
    holding?.(await revokeLeases(session.client, held, io));
    throw error;
  }
}

/** How messages name a lease: the dynamic secret, its folder and the lease id. */
export function leaseTitle(lease: Pick<HeldLease, 'name' | 'path' | 'id'>): string {
  if (!lease.name) return `lease ${lease.id}`;
  const where = lease.path === '/' ? '' : ` in \`${lease.path}\``;
  return `\`${lease.name}\`${where} (lease ${lease.id})`;
}

/** How a revoke ended: gone (seen 404), or kept (a warning said why). */
type RevokeEnd = 'revoked' | 'kept' | 'refused';

/**
 * Revokes each lease (at once) and looks whether it is gone. Returns the leases still held: those
 * whose revoke failed or whose look shows them kept, each with a warning naming it and its
 * expiry. With `refused`, a lease whose revoke the server refused for the credentials (a token
 * expired since) is handed to it instead of warned about: the caller logs in again and retries.
 */
export async function revokeLeases(
  client: InfisicalClient,
  leases: readonly HeldLease[],
  log: Log,
  refused?: (lease: HeldLease) => void,
): Promise<HeldLease[]> {
  const ends = await Promise.all(
    leases.map(async (lease) => {
      const end = await revokeOne(client, lease, log, refused !== undefined);
      if (end === 'refused') refused?.(lease);
      return end;
    }),
  );
  return leases.filter((_, index) => ends[index] === 'kept');
}

async function revokeOne(
  client: InfisicalClient,
  lease: HeldLease,
  log: Log,
  mayRetry: boolean,
): Promise<RevokeEnd> {
  const at = {
    id: lease.id,
    projectSlug: lease.projectSlug,
    environment: lease.environment,
    path: lease.path,
  };
  const kept = (why: string): RevokeEnd => {
    warnKept(lease, why, log);
    return 'kept';
  };
  let answered: Lease | undefined;
  let goneAlready = false;
  try {
    answered = await client.call(dynamicSecrets.revoke, at);
  } catch (error) {
    // Gone already (revoked by an earlier attempt whose answer was lost, or expired).
    goneAlready = isApiNotFound(error);
    if (!goneAlready) {
      if (mayRetry && isRefused(error)) return 'refused';
      return kept(oneLine(String(await describeFailure(error))));
    }
  }
  try {
    const still = await client.find(dynamicSecrets.get, at);
    if (still === undefined) {
      log.info(
        goneAlready ? `${leaseTitle(lease)} was gone already.` : `Revoked ${leaseTitle(lease)}.`,
      );
      return 'revoked';
    }
    const details = still.statusDetails ?? answered?.statusDetails;
    return kept(
      `the server kept it (${oneLine(still.status ?? 'no status')}${details ? `: ${oneLine(details)}` : ''}).`,
    );
  } catch (error) {
    return kept(
      `could not look whether it is gone: ${oneLine(String(await describeFailure(error)))}`,
    );
  }
}

/** A refusal of the credentials (the token expired or was revoked), not of the lease. */
function isRefused(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    error.details.serverError !== 'ValidationFailure'
  );
}

/** A server's text on one line, bounded. */
function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}

/** The warning for a lease that could not be revoked: which, why, and until when it works. */
export function warnKept(lease: HeldLease, why: Text, log: Log): void {
  log.warning(
    words`Could not revoke ${leaseTitle(lease)}: ${why} Its credentials work until ${lease.expireAt} unless it is revoked.`,
  );
}

/**
 * The post step's revoke of the leases a main step left, with its token when there is one.
 * When the token is refused (it expired, or was revoked) or there is none, `login` gives a new
 * session (the step's inputs) to revoke them with, closed after. Says whether the token was
 * refused (there is nothing left to revoke of it then).
 */
export async function releaseLeases(
  client: InfisicalClient,
  token: string | undefined,
  leases: readonly HeldLease[],
  log: Log,
  login: () => Promise<ApiSession>,
): Promise<boolean> {
  const refused: HeldLease[] = [];
  if (token) {
    client.useAccessToken(token);
    await revokeLeases(client, leases, log, (lease) => refused.push(lease));
    if (refused.length === 0) return false;
    log.info('The access token was refused (expired?): logging in again to revoke the leases.');
  } else {
    refused.push(...leases);
  }
  try {
    const session = await login();
    try {
      await revokeLeases(session.client, refused, log);
    } finally {
      await session.close();
    }
  } catch (error) {
    const why = await describeFailure(error);
    for (const lease of refused) warnKept(lease, why, log);
  }
  return token !== undefined;
}
