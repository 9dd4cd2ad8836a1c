/** `method: universal`: a machine identity's Universal Auth client id and secret. */
import { InputError } from '../../errors/input.js';
import { byAdapter, joinWords, ref, words } from '../../errors/words.js';
import { loggedIn, loginEndpoint, loginMethod } from '../method.js';

export const login = loginEndpoint<{ clientId: string; clientSecret: string }, 'login:universal'>({
  kind: 'login:universal',
  label: 'universal-auth login',
  path: '/api/v1/auth/universal-auth/login',
  hints: [
    {
      before: 'access',
      status: [404],
      hint: words`No machine identity has this ${ref('client-id')}: check it (and ${ref('domain')}, for EU or self-hosted servers).`,
    },
    {
      before: 'access',
      status: [401],
      hint: words`Check ${ref('client-secret')}: it may be wrong, expired or revoked. Create a new client secret for the identity.`,
    },
  ],
});

/**
 * The other ways to log in, said after universal auth's missing credentials: GitHub's OIDC in
 * the action; for the tool, an access token, any CI's OIDC token (JWT auth), and GitHub's OIDC
 * inside a GitHub Actions job.
 */
const OTHER_LOGINS = byAdapter(
  words`For GitHub OIDC set ${ref('method', 'oidc')} and ${ref('identity-id')}.`,
  words`Or pass an access token in ${ref('access-token')}, or log in with your CI's OIDC token: ${ref('method', 'jwt')} with ${ref('jwt')} and ${ref('identity-id')} (inside GitHub Actions, ${ref('method', 'oidc')} with ${ref('identity-id')}).`,
);

export const universal = loginMethod({
  name: 'universal',
  label: 'universal auth',
  inputs: ['client-id', 'client-secret'],
  chosenBy: ['client-id', 'client-secret'],
  chosenByAll: true,
  calls: [login],
  read({ read }) {
    const clientId = read('client-id');
    const clientSecret = read('client-secret');
    if (!clientId || !clientSecret) {
      const missing = joinWords(
        [!clientId && ref('client-id'), !clientSecret && ref('client-secret')].filter(
          (item) => item !== false,
        ),
        ' and ',
      );
      throw new InputError(
        words`${ref('method', 'universal')} needs ${missing} (a machine identity's Universal Auth credentials). ${OTHER_LOGINS}`,
      );
    }
    return { clientId, clientSecret };
  },
  login: (credentials, { client, mask }) =>
    loggedIn(
      client.call(login, {
        clientId: credentials.clientId,
        clientSecret: credentials.clientSecret,
      }),
      mask,
    ),
});
