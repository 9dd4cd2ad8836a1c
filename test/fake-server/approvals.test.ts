// The fake's approval mode: an environment under a secret approval policy, as newer servers
// handle it (Infisical/infisical, backend/src/server/routes/v3/deprecated-secret-router.ts: every
// secret write answers `z.union([{ secret(s) }, { approval: SecretApprovalRequestsSchema }])`;
// the fields are those of backend/src/db/schemas/secret-approval-requests.ts).
import { describe, expect, it } from 'vitest';
import {
  FOLDER_IDS,
  MEMBER_IDENTITY_ID,
  PROJECT_ID,
  SEED_SECRETS,
} from '../support/fake-server/index.ts';
import { useFakeServer } from '../support/use-fake-server.ts';
import { call } from './helpers.ts';

const server = useFakeServer({ rateLimit: false });

const where = { workspaceId: PROJECT_ID, environment: 'dev', secretPath: '/' };
const [existingKey] = Object.keys(SEED_SECRETS.dev['/']);

/** Every secret write route, with a body that would succeed without a policy. */
const WRITES: [string, string, unknown][] = [
  [
    'POST',
    '/api/v3/secrets/batch/raw',
    { ...where, secrets: [{ secretKey: 'NEW_A', secretValue: 'a' }] },
  ],
  [
    'PATCH',
    '/api/v3/secrets/batch/raw',
    { ...where, secrets: [{ secretKey: existingKey, secretValue: 'b' }] },
  ],
  ['DELETE', '/api/v3/secrets/batch/raw', { ...where, secrets: [{ secretKey: existingKey }] }],
  ['POST', '/api/v3/secrets/raw/NEW_B', { ...where, secretValue: 'c' }],
  ['PATCH', `/api/v3/secrets/raw/${existingKey}`, { ...where, secretValue: 'd' }],
  ['DELETE', `/api/v3/secrets/raw/${existingKey}`, where],
];

const snapshot = () =>
  server()
    .state.secretsIn(FOLDER_IDS.devRoot)
    .map((secret) => [secret.key, secret.value]);

describe('approval mode', () => {
  it('answers every secret write with a change request and writes nothing', async () => {
    const policyId = server().state.requireApproval('dev');
    const before = snapshot();
    for (const [method, path, json] of WRITES) {
      const res = await call(server(), path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(200);
      expect(Object.keys(res.body)).toEqual(['approval']);
      expect(res.body.approval).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        policyId,
        hasMerged: false,
        status: 'open',
        conflicts: [],
        slug: expect.stringMatching(/^change-[0-9a-f]{8}$/),
        folderId: FOLDER_IDS.devRoot,
        bypassReason: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        isReplicated: false,
        committerUserId: MEMBER_IDENTITY_ID,
        statusChangedByUserId: null,
      });
    }
    expect(snapshot()).toEqual(before);
    expect(server().state.approvalRequests.map((r) => [r.operation, r.keys])).toEqual([
      ['create', ['NEW_A']],
      ['update', [existingKey]],
      ['delete', [existingKey]],
      ['create', ['NEW_B']],
      ['update', [existingKey]],
      ['delete', [existingKey]],
    ]);
  });

  it('leaves other environments alone, and reset() turns it off', async () => {
    server().state.requireApproval('prod');
    const res = await call(server(), '/api/v3/secrets/batch/raw', {
      method: 'POST',
      json: { ...where, secrets: [{ secretKey: 'NEW_A', secretValue: 'a' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.secrets).toHaveLength(1);
    server().reset();
    expect(server().state.approvalPolicies.size).toBe(0);
  });
});
