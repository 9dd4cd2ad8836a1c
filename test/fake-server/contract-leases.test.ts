// Contract test of the captures of dynamic secrets' leases (`r6-dynamic-*`, from a server with the
// feature switched on): each is replayed against a fresh fake, in the order of the capture
// session where one capture needs the lease an earlier one made; status, rate-limit class and
// body must match. The provider's user name and password are random on both sides: they are
// compared by shape.
import { afterEach, describe, expect, it } from 'vitest';
import {
  FOLDER_IDS,
  MEMBER_ACCESS_TOKEN,
  PROJECT_ID,
  VIEWER_ACCESS_TOKEN,
  startFakeServer,
} from '../support/fake-server/index.ts';
import type { FakeServer } from '../support/fake-server/index.ts';
import { IdMap, expectReplayed, replay } from '../support/capture-replay.ts';
import { capture, captureFiles } from '../support/captures.ts';

/** The provider's user name and password, by shape: what a lease's `data` and its row show. */
function credentialsByShape(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body), (key, value: unknown) => {
    if (typeof value !== 'string') return value;
    if (key === 'DB_PASSWORD')
      return value.length === 48 || value.startsWith('<') ? 'password' : value;
    if (key === 'DB_USERNAME' || key === 'externalEntityId') {
      return /^[\w-]{32}$/.test(value) ? 'username' : value;
    }
    return value;
  });
}

/** The capture session's second dynamic secret, whose provider fails every revoke. */
const BROKEN = {
  environment: 'dev',
  name: 'capture-broken-db',
  defaultTTL: '5m',
  maxTTL: '10m',
  revokeError:
    'SELECT no_such_function_for_revoke() - function no_such_function_for_revoke() does not exist',
};

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function fresh(): Promise<{ s: FakeServer; ids: IdMap }> {
  server = await startFakeServer();
  const ids = new IdMap();
  ids.bind('09495209-c5c1-4dc7-a233-f3746db07c82', PROJECT_ID);
  ids.bind('12f20c1b-05f2-4c85-a935-8ef1bf14a094', FOLDER_IDS.devRoot);
  return { s: server, ids };
}

/** Replays the captures in order, each against the state the ones before it left. */
async function replayInOrder(
  s: FakeServer,
  ids: IdMap,
  files: string[],
  token = MEMBER_ACCESS_TOKEN,
): Promise<void> {
  for (const file of files) {
    const live = await replay(s, file, { ids, token });
    expectReplayed(capture(file), live, ids, { normalise: credentialsByShape });
  }
}

const SEQUENCES: Record<string, string[]> = {
  'a lease: create, read, renew, list, revoke, read again, revoke again': [
    'r6-dynamic-lease-create.json',
    'r6-dynamic-lease-get.json',
    'r6-dynamic-lease-renew.json',
    'r6-dynamic-leases-list.json',
    'r6-dynamic-lease-revoke.json',
    'r6-dynamic-lease-get-after-revoke.json',
    'r6-dynamic-lease-revoke-again.json',
  ],
  'a dynamic secret that does not exist in the folder': ['r6-dynamic-lease-create-unknown.json'],
  'a ttl beyond what the server takes': ['r6-dynamic-lease-create-ttl-over-max.json'],
};

describe('fake server replays the captures of dynamic secrets', () => {
  it('has a sequence for every capture of leases', () => {
    const covered = [
      ...Object.values(SEQUENCES).flat(),
      'r6-dynamic-lease-create-viewer.json',
      'r6-dynamic-lease-revoke-provider-failed.json',
      'r6-dynamic-lease-get-after-failed-revoke.json',
      'r6-dynamic-lease-revoke-forced.json',
    ];
    expect(covered.sort()).toEqual(captureFiles().filter((f) => f.startsWith('r6-dynamic-')));
  });

  it.each(Object.entries(SEQUENCES))('%s', async (_title, files) => {
    const { s, ids } = await fresh();
    await replayInOrder(s, ids, files);
  });

  it('a viewer may lease (the captured server checks read access)', async () => {
    const { s, ids } = await fresh();
    await replayInOrder(s, ids, ['r6-dynamic-lease-create-viewer.json'], VIEWER_ACCESS_TOKEN);
  });

  it('a provider that fails to revoke: 200, the lease kept and marked; a forced revoke deletes the row', async () => {
    const { s, ids } = await fresh();
    const broken = s.state.addDynamicSecret(BROKEN);
    ids.bind('d4f62736-f577-4216-87ef-f0054bd0b9b1', broken.id);
    const { lease, data } = s.state.dynamicSecrets.create(broken, s.state.clock.now() + 300_000);
    ids.bind('f77409c5-1319-4741-95fc-be0d2a1ca73f', lease.id);
    await replayInOrder(s, ids, [
      'r6-dynamic-lease-revoke-provider-failed.json',
      'r6-dynamic-lease-get-after-failed-revoke.json',
    ]);
    expect(s.state.dynamicSecrets.credentialsWork(data as Record<string, string>)).toBe(true);
    await replayInOrder(s, ids, ['r6-dynamic-lease-revoke-forced.json']);
    expect(s.state.dynamicSecrets.active()).toEqual([]);
    // Forced: the row is gone, the provider's user is not (it lives until its expiry).
    expect(s.state.dynamicSecrets.credentialsWork(data as Record<string, string>)).toBe(true);
  });
});

describe('the fake lease store', () => {
  it('a lease’s credentials work until it is revoked, and not after', async () => {
    const { s } = await fresh();
    const secret = [...s.state.dynamicSecrets.secrets.values()][0]!;
    const { lease, data } = s.state.dynamicSecrets.create(secret, s.state.clock.now() + 600_000);
    const credentials = data as Record<string, string>;
    expect(s.state.dynamicSecrets.credentialsWork(credentials)).toBe(true);
    expect(s.state.dynamicSecrets.credentialsWork({ ...credentials, DB_PASSWORD: 'x' })).toBe(
      false,
    );
    s.state.dynamicSecrets.revoke(lease, false);
    expect(s.state.dynamicSecrets.credentialsWork(credentials)).toBe(false);
  });

  it('a lease ends at its expiry, and a renewal adds its ttl to the expiry it had', async () => {
    const { s } = await fresh();
    s.state.clock.freeze(Date.parse('2026-12-03T19:05:48.000Z'));
    const res = await fetch(`${s.url}/api/v1/dynamic-secrets/leases`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${MEMBER_ACCESS_TOKEN}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        dynamicSecretName: 'app-db',
        projectSlug: 'gha-test-project',
        environmentSlug: 'dev',
        ttl: '10m',
      }),
    });
    const created = (await res.json()) as {
      lease: { id: string; expireAt: string };
      data: Record<string, string>;
    };
    expect(created.lease.expireAt).toBe('2026-12-03T19:15:48.000Z');
    const renewed = await fetch(
      `${s.url}/api/v1/dynamic-secrets/leases/${created.lease.id}/renew`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${MEMBER_ACCESS_TOKEN}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          projectSlug: 'gha-test-project',
          environmentSlug: 'dev',
          ttl: '15m',
        }),
      },
    );
    expect(((await renewed.json()) as { lease: { expireAt: string } }).lease.expireAt).toBe(
      '2026-12-03T19:30:48.000Z',
    );
    s.state.clock.advance(20 * 60_000);
    expect(s.state.dynamicSecrets.credentialsWork(created.data)).toBe(true);
    s.state.clock.advance(10 * 60_000);
    expect(s.state.dynamicSecrets.credentialsWork(created.data)).toBe(false);
    expect(s.state.dynamicSecrets.active()).toEqual([]);
  });

  it('without the licence, a lease is refused for the plan', async () => {
    const { s } = await fresh();
    s.state.dynamicSecrets.enabled = false;
    const res = await fetch(`${s.url}/api/v1/dynamic-secrets/leases`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${MEMBER_ACCESS_TOKEN}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        dynamicSecretName: 'app-db',
        projectSlug: 'gha-test-project',
        environmentSlug: 'dev',
      }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message:
        'Failed to create lease due to plan restriction. Upgrade plan to create dynamic secret.',
    });
  });
});
