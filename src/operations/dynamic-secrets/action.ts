import { dynamicSecrets } from '../../api/endpoints/index.js';
import type { LeaseLocation } from '../../api/endpoints/dynamic-secrets.js';
import { InputError } from '../../errors/input.js';
import { counted, subject, words } from '../../errors/words.js';
import { leaseTitle, revokeLeases } from '../../core/leases.js';
import { fileCommandNameProblem } from '../../secrets/names.js';
import { readLeaseTtl } from '../../settings/leases.js';
import { requiredInput } from '../../settings/parse.js';
import { normalizeSecretPath, readProject, type ProjectRef } from '../../settings/project.js';
import { defineSubAction } from '../sub-action.js';

interface LeaseParams {
  readonly operation: 'lease-create' | 'lease-renew' | 'lease-revoke' | 'lease-list';
  readonly project: ProjectRef;
  readonly environment: string;
  readonly path: string;
  /** The dynamic secret (`lease-create`, `lease-list`) or the lease (`lease-renew`, `lease-revoke`). */
  readonly target: string;
  readonly ttl?: string;
}

/** The outputs every lease has; a field of the same name is not set as an output. */
const OWN_OUTPUTS = new Set(['lease-id', 'expire-at', 'leases', 'count']);

/**
 * `dynamic-secrets`: leases of a dynamic secret, for workflows that hand one to a later step or
 * job (the main action's `dynamic-secrets` leases for its own job and revokes).
 */
export const dynamicSecretsAction = defineSubAction({
  name: 'dynamic-secrets',
  operations: ['lease-create', 'lease-renew', 'lease-revoke', 'lease-list'],
  parse(read, operation): LeaseParams {
    const byName = operation === 'lease-create' || operation === 'lease-list';
    const target = byName
      ? requiredInput(
          read,
          'dynamic-secret',
          words`(the dynamic secret's name, for \`${operation}\`)`,
        )
      : requiredInput(read, 'lease-id', words`(the lease's id, for \`${operation}\`)`);
    const ttl = readLeaseTtl(read);
    return {
      operation,
      project: readProject(read),
      environment: requiredInput(read, 'env-slug', '(the environment, e.g. `dev`)'),
      path: normalizeSecretPath(read('secret-path')),
      target,
      ...(ttl ? { ttl } : {}),
    };
  },
  async execute(params, { client, log, mask }) {
    const at: LeaseLocation = {
      projectSlug: await client.projectSlug(params.project.id, params.project.slug),
      environment: params.environment,
      path: params.path,
    };
    const where = `${params.environment}:${params.path}`;
    switch (params.operation) {
      case 'lease-create': {
        const { lease, data } = await client.call(dynamicSecrets.create, {
          ...at,
          name: params.target,
          ...(params.ttl ? { ttl: params.ttl } : {}),
        });
        for (const value of Object.values(data)) mask(value);
        const fields = Object.entries(data).filter(([name]) => {
          const problem = OWN_OUTPUTS.has(name)
            ? 'an output of its own'
            : fileCommandNameProblem(name);
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
          message: `Leased ${leaseTitle({ name: params.target, path: params.path, id: lease.id })} in ${params.environment}, until ${lease.expireAt}; nothing revokes it but \`lease-revoke\` or that time.`,
        };
      }
      case 'lease-renew': {
        const lease = await client.call(dynamicSecrets.renew, {
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
        const kept = await revokeLeases(client, [{ ...lease, expireAt: 'its expiry' }], log);
        if (kept.length > 0) {
          throw new InputError(
            words`The server kept lease ${params.target} (see the warning): ${subject('lease-id')} is still valid.`,
          );
        }
        return {
          outputs: { 'lease-id': params.target },
          message: `Lease ${params.target} is gone from ${where}: reading it answers 404.`,
        };
      }
      case 'lease-list': {
        const leases = await client.call(dynamicSecrets.list, { ...at, name: params.target });
        return {
          outputs: { leases, count: leases.length },
          message: `Listed ${counted(leases.length, 'lease')} of \`${params.target}\` in ${where}.`,
        };
      }
    }
  },
});
