import type { ActionSpec } from '../../spec/types.js';

export const MEMBERSHIPS_SPEC: ActionSpec = {
  title: 'Infisical Organization Memberships',
  description:
    "List an Infisical organization's memberships, or delete one. Needs user credentials, not a machine identity.",
  icon: 'users',
  operations: {
    list: "List the organization's memberships.",
    delete: 'Delete a membership.',
  },
  groups: [
    {
      inputs: {
        'organization-id': { description: 'Id of the organization.', required: true },
        'membership-id': { description: 'Id of the membership to delete (`delete`).' },
      },
    },
  ],
  outputs: {
    memberships: "The organization's memberships, with their users, as a JSON list (`list`).",
    membership: 'The deleted membership, as JSON (`delete`).',
    count: 'Number of memberships listed.',
  },
};
