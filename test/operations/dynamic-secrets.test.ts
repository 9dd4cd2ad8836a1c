// The `dynamic-secrets` sub-action and its command: lease-create (outputs the lease and each
// field, masked), lease-renew, lease-revoke (settled by reading the lease), lease-list; the
// tool takes the official CLI's words (`dynamic-secrets lease create app-db --ttl 10m`).
import { describe, expect, it } from 'vitest';
import type { Lease } from '../../src/api/endpoints/dynamic-secrets.js';
import { PROJECT_ID } from '../support/fake-server/index.ts';
import { runStep, runTool } from '../support/run.ts';
import { loginEnv } from '../cli/helpers.ts';
import {
  expectFailure,
  expectInputError,
  expectSuccess,
  json,
  useProjectServer,
} from './helpers.ts';

const { server, inputs } = useProjectServer({ 'env-slug': 'dev' });
const action = 'dynamic-secrets';
const active = () => server().state.dynamicSecrets.active();

describe('dynamic-secrets sub-action', () => {
  it('lease-create: outputs the lease id, its expiry and each field, masked', async () => {
    const run = await runStep({
      mode: 'built',
      action,
      inputs: inputs({ operation: 'lease-create', 'dynamic-secret': 'app-db', 'lease-ttl': '10m' }),
    });
    expectSuccess(run);
    const [lease] = active();
    expect(run.outputs['lease-id']).toBe(lease!.id);
    expect(run.outputs['expire-at']).toBe(lease!.expireAt);
    const data = { DB_USERNAME: run.outputs.DB_USERNAME!, DB_PASSWORD: run.outputs.DB_PASSWORD! };
    expect(server().state.dynamicSecrets.credentialsWork(data)).toBe(true);
    expect(run.masks).toEqual(expect.arrayContaining(Object.values(data)));
    // Nothing revokes it but lease-revoke: the token is revoked, the lease stays.
    expect(active()).toHaveLength(1);
  });

  it('lease-renew moves the expiry; lease-list lists it; lease-revoke ends it and looks', async () => {
    const create = await runStep({
      mode: 'in-process',
      action,
      inputs: inputs({ operation: 'lease-create', 'dynamic-secret': 'app-db', 'lease-ttl': '5m' }),
    });
    const id = create.outputs['lease-id']!;
    const renew = await runStep({
      mode: 'in-process',
      action,
      inputs: inputs({ operation: 'lease-renew', 'lease-id': id, 'lease-ttl': '30m' }),
    });
    expectSuccess(renew);
    expect(Date.parse(renew.outputs['expire-at']!)).toBeGreaterThan(
      Date.parse(create.outputs['expire-at']!),
    );
    const list = await runStep({
      mode: 'in-process',
      action,
      inputs: inputs({ operation: 'lease-list', 'dynamic-secret': 'app-db' }),
    });
    expect(json<Lease[]>(list, 'leases').map((l) => l.id)).toEqual([id]);
    expect(list.outputs.count).toBe('1');
    const revoke = await runStep({
      mode: 'in-process',
      action,
      inputs: inputs({ operation: 'lease-revoke', 'lease-id': id }),
    });
    expectSuccess(revoke);
    expect(revoke.stdout).toContain(`Lease ${id} is gone`);
    expect(active()).toEqual([]);
  });

  it('lease-revoke fails when the server keeps the lease (its provider failed)', async () => {
    server().state.dynamicSecrets.clear();
    server().state.addDynamicSecret({ environment: 'dev', name: 'app-db', revokeError: 'no' });
    const create = await runStep({
      mode: 'in-process',
      action,
      inputs: inputs({ operation: 'lease-create', 'dynamic-secret': 'app-db' }),
    });
    const id = create.outputs['lease-id']!;
    const revoke = await runStep({
      mode: 'in-process',
      action,
      inputs: inputs({ operation: 'lease-revoke', 'lease-id': id }),
    });
    expectFailure(revoke, /kept lease/);
    expect(revoke.warnings.join('\n')).toContain('Failed to delete');
    expect(active()).toHaveLength(1);
  });

  it('lease-create warns of a field it cannot set as an output (one named like its own), sets the rest', async () => {
    server().state.dynamicSecrets.clear();
    server().state.addDynamicSecret({
      environment: 'dev',
      name: 'app-db',
      fields: ['lease-id', 'DB_USERNAME'],
    });
    const run = await runStep({
      mode: 'in-process',
      action,
      inputs: inputs({ operation: 'lease-create', 'dynamic-secret': 'app-db' }),
    });
    expectSuccess(run);
    const [lease] = active();
    expect(run.outputs['lease-id']).toBe(lease!.id);
    expect(run.outputs.DB_USERNAME).toBe(lease!.externalEntityId);
    expect(run.warnings).toEqual([
      expect.stringContaining("The lease's field `lease-id` is not set as an output"),
    ]);
  });

  it('a lease revoke without its id, or a create without the name, sends nothing', async () => {
    const revoke = await runStep({
      mode: 'in-process',
      action,
      inputs: inputs({ operation: 'lease-revoke' }),
    });
    expectInputError(revoke, server(), 'lease-id');
    const create = await runStep({
      mode: 'in-process',
      action,
      inputs: inputs({ operation: 'lease-create' }),
    });
    expectInputError(create, server(), 'dynamic-secret');
  });

  it('the tool takes the official CLI’s words: `lease create NAME --ttl`, `lease list NAME`, `lease revoke ID`', async () => {
    const env = { ...loginEnv(server()), INFISICAL_PROJECT_ID: PROJECT_ID };
    delete (env as Record<string, string>).INFISICAL_PROJECT_SLUG;
    const created = await runTool(
      ['dynamic-secrets', 'lease', 'create', 'app-db', '--env', 'dev', '--ttl', '10m'],
      { mode: 'in-process', env },
    );
    expect(created.code, created.stderr).toBe(0);
    const outputs = JSON.parse(created.stdout) as Record<string, string>;
    const [lease] = active();
    expect(outputs['lease-id']).toBe(lease!.id);
    expect(outputs.DB_USERNAME).toBe(lease!.externalEntityId);
    const listed = await runTool(['dynamic-secrets', 'lease', 'list', 'app-db', '--env', 'dev'], {
      mode: 'in-process',
      env,
    });
    expect((JSON.parse(listed.stdout) as { count: number }).count).toBe(1);
    const revoked = await runTool(
      ['dynamic-secrets', 'lease', 'revoke', lease!.id, '--env', 'dev'],
      {
        mode: 'in-process',
        env,
      },
    );
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(active()).toEqual([]);
  });
});
