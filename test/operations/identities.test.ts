// The built `identities` sub-action: read a machine identity's universal-auth configuration.
import { describe, expect, it } from 'vitest';
import type { IdentityUniversalAuth } from '../../src/api/endpoints/identities.js';
import {
  MEMBER_CLIENT_ID,
  MEMBER_IDENTITY_ID,
  OIDC_IDENTITY_ID,
  UNKNOWN_UUID,
  VIEWER_CLIENT_ID,
  VIEWER_IDENTITY_ID,
} from '../support/fake-server/index.ts';
import {
  calls,
  expectFailure,
  expectInputError,
  expectSuccess,
  json,
  login,
  REVOKE,
  useFakeServer,
} from './helpers.ts';
import { runStep } from '../support/run.ts';

const server = useFakeServer();

describe('identities: get-universal-auth', () => {
  it('reads the configuration and outputs its fields', async () => {
    const run = await runStep({
      mode: 'built',
      action: 'identities',
      inputs: {
        ...login(server()),
        'target-identity-id': VIEWER_IDENTITY_ID,
      },
    });
    expectSuccess(run);
    const config = json<IdentityUniversalAuth>(run, 'universal-auth');
    const stored = server().state.identities.get(VIEWER_IDENTITY_ID)!.universalAuth!;
    expect(config).toMatchObject({ identityId: VIEWER_IDENTITY_ID, clientId: VIEWER_CLIENT_ID });
    expect(run.outputs).toMatchObject({
      'client-id': VIEWER_CLIENT_ID,
      'access-token-ttl': String(stored.accessTokenTTL),
      'access-token-max-ttl': String(stored.accessTokenMaxTTL),
      'access-token-num-uses-limit': String(stored.accessTokenNumUsesLimit),
    });
    expect(calls(server())).toEqual([
      'POST /api/v1/auth/universal-auth/login',
      `GET /api/v1/auth/universal-auth/identities/${VIEWER_IDENTITY_ID}`,
      REVOKE,
    ]);
  });

  it('accepts `operation: get-universal-auth` and the logged-in identity itself', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'identities',
      inputs: {
        ...login(server()),
        operation: 'get-universal-auth',
        'target-identity-id': MEMBER_IDENTITY_ID,
      },
    });
    expectSuccess(run);
    expect(run.outputs['client-id']).toBe(MEMBER_CLIENT_ID);
  });

  it('names the id when no identity has it (404)', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'identities',
      inputs: {
        ...login(server()),
        'target-identity-id': UNKNOWN_UUID,
      },
    });
    expectFailure(run, /HTTP 404: Failed to find identity with ID .*Check `target-identity-id`/);
  });

  it('fails plainly for an identity without universal auth (400)', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'identities',
      inputs: {
        ...login(server()),
        'target-identity-id': OIDC_IDENTITY_ID,
      },
    });
    expectFailure(
      run,
      /get universal-auth configuration failed .*HTTP 400: The identity does not have universal auth/,
    );
  });

  it.each([
    [{}, 'target-identity-id'],
    [{ 'target-identity-id': 'gha-identity' }, 'target-identity-id'],
    [{ 'target-identity-id': MEMBER_IDENTITY_ID, operation: 'list' }, 'operation'],
  ])('refuses %j before any request (names %s)', async (extra, input) => {
    const run = await runStep({
      mode: 'in-process',
      action: 'identities',
      inputs: { ...login(server()), ...extra },
    });
    expectInputError(run, server(), input);
  });
});
