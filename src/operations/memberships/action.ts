import { memberships } from '../../api/endpoints/index.js';
import { counted, ref, words } from '../../errors/words.js';
import { defineSubAction } from '../sub-action.js';
import { idInput } from '../inputs.js';

type MembershipParams =
  | { readonly operation: 'list'; readonly organizationId: string }
  | {
      readonly operation: 'delete';
      readonly organizationId: string;
      readonly membershipId: string;
    };

/**
 * `memberships`: list an organization's memberships (operation 10) or delete one (11). The server
 * serves these to user credentials only; with a machine identity it answers an empty 200 and does
 * nothing, which the client turns into an error, so this never reports a success that did not happen.
 */
export const membershipsAction = defineSubAction({
  name: 'memberships',
  operations: ['list', 'delete'],
  parse(read, operation): MembershipParams {
    const organizationId = idInput(
      read,
      'organization-id',
      '(the id of the organization, from its settings page)',
    );
    if (operation === 'list') return { operation: 'list', organizationId };
    const membershipId = idInput(
      read,
      'membership-id',
      words`for ${ref('operation', 'delete')} (an id from ${ref('operation', 'list')})`,
    );
    return { operation: 'delete', organizationId, membershipId };
  },
  async execute(params, { client }) {
    if (params.operation === 'list') {
      const list = await client.call(memberships.list, params.organizationId);
      return {
        outputs: { memberships: list, count: list.length },
        message: `The organization has ${counted(list.length, 'membership')}.`,
      };
    }
    const membership = await client.call(memberships.delete, params);
    return {
      outputs: { membership },
      message: `Deleted membership ${membership.id} from the organization.`,
    };
  },
});
