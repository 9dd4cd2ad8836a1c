/** `method: jwt`: a JWT from another identity provider (another CI's OIDC token, say). */
import { InputError } from '../../errors/input.js';
import { joinWords, ref, words } from '../../errors/words.js';
import {
  checkIdentityId,
  loggedIn,
  loginEndpoint,
  loginMethod,
  type MachineLogin,
} from '../method.js';

export const login = loginEndpoint<MachineLogin, 'login:jwt'>({
  kind: 'login:jwt',
  label: 'JWT login',
  path: '/api/v1/auth/jwt-auth/login',
  hints: [
    { before: 'access', status: [404, 500], hint: checkIdentityId('JWT') },
    {
      before: 'access',
      text: /issuer/i,
      hint: "The JWT's issuer (`iss`) is not the bound issuer of the identity's JWT auth: compare them.",
    },
    {
      before: 'access',
      text: /audience/i,
      hint: "The JWT's audience (`aud`) is not one of the bound audiences of the identity's JWT auth: issue the token for that audience, or change the bound audiences.",
    },
    {
      before: 'access',
      text: /subject/i,
      hint: "The JWT's subject (`sub`) does not match the bound subject of the identity's JWT auth: compare them.",
    },
    {
      before: 'access',
      text: /claim mismatch|has no \S+ field/i,
      hint: "The JWT's claims do not match the bound claims of the identity's JWT auth: compare the claim the server names.",
    },
    {
      before: 'access',
      status: [401],
      hint: words`The JWT in ${ref('jwt')} is malformed, expired, or not signed by a key the identity's JWT auth trusts (its JWKS URL or public keys): pass a fresh token from the configured issuer.`,
    },
  ],
});

export const jwt = loginMethod({
  name: 'jwt',
  label: 'JWT auth',
  inputs: ['identity-id', 'jwt'],
  chosenBy: ['jwt'],
  calls: [login],
  read({ read }) {
    const identityId = read('identity-id');
    const token = read('jwt');
    if (!identityId || !token) {
      const missing = joinWords(
        [
          !identityId &&
            words`${ref('identity-id')} (the id of the machine identity with JWT auth configured)`,
          !token &&
            words`${ref('jwt')} (the JWT to log in with, issued by the provider the JWT auth trusts)`,
        ].filter((item) => item !== false),
        ' and ',
      );
      throw new InputError(words`${ref('method', 'jwt')} needs ${missing}.`);
    }
    return { identityId, jwt: token };
  },
  // The token was masked when the settings read it (a credential input).
  login: ({ identityId, jwt }, { client, mask }) =>
    loggedIn(client.call(login, { identityId, jwt }), mask),
});
