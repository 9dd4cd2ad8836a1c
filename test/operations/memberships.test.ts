// The built `memberships` sub-action: list and delete with user credentials; with a machine
// identity the server answers an empty 200 and does nothing, and the action must fail.
import { describe, expect, it } from 'vitest';
import type { OrgMembership } from '../../src/api/endpoints/memberships.js';
import {
  ADMIN_API_KEY,
  ADMIN_MEMBERSHIP_ID,
  ADMIN_USER_TOKEN,
  INVITED_MEMBERSHIP_ID,
  ORG_ID,
  UNKNOWN_UUID,
} from '../support/fake-server/index.ts';
import {
  calls,
  expectFailure,
  expectInputError,
  expectSuccess,
  json,
  login,
  useFakeServer,
} from './helpers.ts';
import { runStep } from '../support/run.ts';

const server = useFakeServer();

/** A user's own access token, as `method: token` takes it. */
function asUser(extra: Record<string, string>): Record<string, string> {
  return {
    domain: server().url,
    method: 'token',
    'access-token': ADMIN_USER_TOKEN,
    'organization-id': ORG_ID,
    ...extra,
  };
}

/** The seeded machine identity: the server ignores it on these routes. */
function asIdentity(extra: Record<string, string>): Record<string, string> {
  return { ...login(server()), 'organization-id': ORG_ID, ...extra };
}

describe('memberships: list', () => {
  it('lists the memberships with a user access token, with count', async () => {
    const run = await runStep({
      mode: 'built',
      action: 'memberships',
      inputs: asUser({ operation: 'list' }),
    });
    expectSuccess(run);
    const memberships = json<OrgMembership[]>(run, 'memberships');
    expect(memberships.map((m) => [m.id, m.status])).toEqual([
      [ADMIN_MEMBERSHIP_ID, 'accepted'],
      [INVITED_MEMBERSHIP_ID, 'invited'],
    ]);
    expect(run.outputs.count).toBe('2');
    expect(calls(server())).toEqual([`GET /api/v2/organizations/${ORG_ID}/memberships`]);
    // The user's token is theirs: nothing is saved for the post step to revoke.
    expect(run.savedState).toEqual({});
  });

  it('lists with an API key alone', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'memberships',
      inputs: {
        domain: server().url,
        method: 'token',
        'api-key': ADMIN_API_KEY,
        'organization-id': ORG_ID,
        operation: 'list',
      },
    });
    expectSuccess(run);
    expect(run.outputs.count).toBe('2');
    expect(server().requests[0]!.headers['x-api-key']).toBe(ADMIN_API_KEY);
  });

  it('FAILS with a machine identity, whose empty 200 must never pass for an empty list', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'memberships',
      inputs: asIdentity({ operation: 'list' }),
    });
    expectFailure(
      run,
      /list organization memberships failed .*empty body.*user credentials.*`method: token`/,
    );
    // The fix is said once, not twice (once in the message, once in the hint).
    expect(run.errors[0]!.match(/`method: token`/g)).toHaveLength(1);
    expect(run.stdout).not.toMatch(/has \d+ membership/);
  });

  it('fails for another organization (403)', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'memberships',
      inputs: asUser({ operation: 'list', 'organization-id': UNKNOWN_UUID }),
    });
    expectFailure(run, /HTTP 403: Invalid user token\. Scoped to different organization/);
  });
});

describe('memberships: delete', () => {
  it('deletes a membership; the next list no longer has it', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'memberships',
      inputs: asUser({ operation: 'delete', 'membership-id': INVITED_MEMBERSHIP_ID }),
    });
    expectSuccess(run);
    expect(json<OrgMembership>(run, 'membership')).toMatchObject({
      id: INVITED_MEMBERSHIP_ID,
      orgId: ORG_ID,
    });
    expect(server().state.orgMemberships.has(INVITED_MEMBERSHIP_ID)).toBe(false);
    const list = await runStep({
      mode: 'in-process',
      action: 'memberships',
      inputs: asUser({ operation: 'list' }),
    });
    expect(list.outputs.count).toBe('1');
  });

  it('FAILS with a machine identity, and the membership stays', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'memberships',
      inputs: asIdentity({ operation: 'delete', 'membership-id': INVITED_MEMBERSHIP_ID }),
    });
    expectFailure(
      run,
      /delete organization membership failed .*empty body.*did nothing.*user credentials/,
    );
    expect(server().state.orgMemberships.has(INVITED_MEMBERSHIP_ID)).toBe(true);
    expect(run.stdout).not.toMatch(/Deleted membership/);
  });

  it("fails for an unknown membership (the server's 500), pointing at the id", async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'memberships',
      inputs: asUser({ operation: 'delete', 'membership-id': UNKNOWN_UUID }),
    });
    expectFailure(run, /HTTP 500: Something went wrong.*check that the ids .*membership/);
  });

  it.each([
    [{ operation: 'delete' }, 'membership-id'],
    [{ operation: 'delete', 'membership-id': 'someone' }, 'membership-id'],
    [{ operation: 'list', 'organization-id': '' }, 'organization-id'],
    [{ operation: 'list', 'organization-id': 'my-org' }, 'organization-id'],
    [{ operation: 'invite' }, 'operation'],
    [{ operation: 'list', 'access-token': '' }, 'access-token'],
  ])('refuses %j before any request (names %s)', async (extra, input) => {
    const run = await runStep({ mode: 'in-process', action: 'memberships', inputs: asUser(extra) });
    expectInputError(run, server(), input);
  });
});
