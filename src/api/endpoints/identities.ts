/** Machine identities: their universal-auth configuration (a route that has not changed). */
import { number, object, objectAt, string } from '../answers.js';
import { endpoint, seg } from '../endpoint.js';
import { ref, words } from '../../errors/words.js';

export interface IdentityUniversalAuth {
  id: string;
  identityId: string;
  clientId: string;
  accessTokenTTL: number;
  accessTokenMaxTTL: number;
  accessTokenNumUsesLimit: number;
  clientSecretTrustedIps: unknown;
  accessTokenTrustedIps: unknown;
  createdAt: string;
  updatedAt: string;
}

/** A machine identity's universal-auth configuration: the outputs' fields. */
function universalAuth(body: unknown): IdentityUniversalAuth {
  const path = 'identityUniversalAuth';
  const config = objectAt(object(body, ''), path, '');
  string(config, 'clientId', path);
  for (const key of ['accessTokenTTL', 'accessTokenMaxTTL', 'accessTokenNumUsesLimit']) {
    number(config, key, path);
  }
  return config as unknown as IdentityUniversalAuth;
}

export const identities = {
  getUniversalAuth: endpoint({
    kind: 'identities:get-universal-auth',
    label: 'get universal-auth configuration',
    safeToRepeat: true,
    generations: [
      {
        route: (identityId: string) => ({
          method: 'GET',
          path: `/api/v1/auth/universal-auth/identities/${seg(identityId)}`,
        }),
        answer: universalAuth,
      },
    ],
    hints: [
      {
        status: [404],
        hint: words`Check ${ref('target-identity-id')}: it must be the id of a machine identity in the organization of these credentials.`,
      },
    ],
  }),
};
