import type { ActionSpec } from '../../spec/types.js';

export const IDENTITIES_SPEC: ActionSpec = {
  title: 'Infisical Identity Universal Auth',
  description:
    'Read the universal-auth configuration (client id, token TTLs, use limit) of an Infisical machine identity.',
  icon: 'user-check',
  operations: { 'get-universal-auth': "Read an identity's universal-auth configuration." },
  singleOperation: true,
  groups: [
    {
      inputs: {
        'target-identity-id': {
          description: 'Id of the machine identity whose configuration to read.',
          required: true,
        },
      },
    },
  ],
  outputs: {
    'universal-auth': 'The universal-auth configuration, as JSON.',
    'client-id': "Client id of the identity's universal auth.",
    'access-token-ttl': 'Lifetime of an access token, in seconds.',
    'access-token-max-ttl': 'Longest lifetime of an access token with renewals, in seconds.',
    'access-token-num-uses-limit': 'How many times an access token may be used (0 means no limit).',
  },
};
