import { identities } from '../../api/endpoints/index.js';
import { defineSubAction } from '../sub-action.js';
import { idInput } from '../inputs.js';

interface IdentityParams {
  readonly identityId: string;
}

/**
 * `identities`: read a machine identity's universal-auth configuration (operation 1). The
 * configuration holds no secret (the client id is an identifier), so every field is an output.
 */
export const identitiesAction = defineSubAction({
  name: 'identities',
  operations: ['get-universal-auth'],
  parse(read): IdentityParams {
    return {
      identityId: idInput(
        read,
        'target-identity-id',
        '(the id of the machine identity whose universal-auth configuration to read)',
      ),
    };
  },
  async execute(params, { client }) {
    const config = await client.call(identities.getUniversalAuth, params.identityId);
    return {
      outputs: {
        'universal-auth': config,
        'client-id': config.clientId,
        'access-token-ttl': config.accessTokenTTL,
        'access-token-max-ttl': config.accessTokenMaxTTL,
        'access-token-num-uses-limit': config.accessTokenNumUsesLimit,
      },
      message: `Read the universal-auth configuration of identity ${params.identityId}.`,
    };
  },
});
