/**
 * An organization's memberships (routes that have not changed). The server serves them to user
 * credentials only: to a machine identity it answers an empty 200 and does nothing, which is
 * said as an error, so no success is ever reported that did not happen.
 */
import { one, many, withId } from '../answers.js';
import {
  BAD_ID,
  DELETE_HINTS,
  endpoint,
  seg,
  THIS_STEP,
  type HintRule,
  type SentCall,
} from '../endpoint.js';
import { ApiError } from '../../errors/api.js';
import { ref, words } from '../../errors/words.js';

export interface MembershipUser {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  id: string;
  publicKey?: string;
}

export interface OrgMembership {
  id: string;
  role: string;
  status: string;
  inviteEmail: string;
  userId: string;
  orgId: string;
  roleId: string | null;
  createdAt?: string;
  updatedAt?: string;
  user?: MembershipUser;
}

/** The answer, or the error of the empty one a machine identity gets. */
const forUsers =
  <T>(check: (body: unknown) => T) =>
  (body: unknown, sent: SentCall): T => {
    if (body !== undefined) return check(body);
    throw new ApiError({
      ...sent,
      status: 200,
      serverMessage:
        'the server answered with an empty body and did nothing: organization memberships are served only to user credentials, not to a machine identity',
    });
  };

const USERS_ONLY: HintRule = {
  status: [200],
  hint: words`Run ${THIS_STEP} with user credentials: ${ref('method', 'token')} with a user's access token, or ${ref('api-key')}.`,
};

const organization = (id: string): string => `/api/v2/organizations/${seg(id)}/memberships`;

export const memberships = {
  list: endpoint({
    kind: 'memberships:list',
    label: 'list organization memberships',
    safeToRepeat: true,
    generations: [
      {
        route: (organizationId: string) => ({ method: 'GET', path: organization(organizationId) }),
        answer: forUsers(many<OrgMembership>('users', withId)),
      },
    ],
    hints: [USERS_ONLY],
  }),
  delete: endpoint({
    kind: 'memberships:delete',
    label: 'delete organization membership',
    safeToRepeat: false,
    generations: [
      {
        route: (ids: { organizationId: string; membershipId: string }) => ({
          method: 'DELETE',
          path: `${organization(ids.organizationId)}/${seg(ids.membershipId)}`,
        }),
        answer: forUsers(one<OrgMembership>('membership', withId)),
      },
    ],
    hints: [
      ...DELETE_HINTS,
      USERS_ONLY,
      // The server answers an unknown membership with its catch-all 500, whatever its id.
      { status: [500], text: /something went wrong/i, hint: BAD_ID },
    ],
  }),
};
