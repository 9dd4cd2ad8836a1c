/** `method: oidc`: the job's GitHub OIDC token, for a machine identity with OIDC auth. */
import { call } from '../../api/endpoint.js';
import { ApiError } from '../../errors/api.js';
import { ref, words } from '../../errors/words.js';
import { requestGitHubIdToken } from '../github-oidc.js';
import {
  checkIdentityId,
  loggedIn,
  loginEndpoint,
  loginMethod,
  requireIdentityId,
  type MachineLogin,
} from '../method.js';

export const login = loginEndpoint<MachineLogin, 'login:oidc'>({
  kind: 'login:oidc',
  label: 'OIDC login',
  path: '/api/v1/auth/oidc-auth/login',
  hints: [
    {
      before: 'access',
      text: /audience/i,
      hint: words`Set ${ref('oidc-audience')} to the audience configured on the identity's OIDC auth.`,
    },
    {
      before: 'access',
      text: /subject|claim/i,
      hint: "The identity's OIDC auth does not accept this workflow: compare its bound subject and claims with this repository, branch and environment.",
    },
    { before: 'access', status: [404, 500], hint: checkIdentityId('OIDC') },
  ],
});

/** The request to GitHub's OIDC token service. */
export const idToken = call({
  kind: 'github:id-token',
  label: 'request the GitHub OIDC token',
  hints: [
    {
      before: 'access',
      hint: "GitHub's OIDC token service did not give a token: re-run the job; if it persists, check the runner's connection to GitHub and that the job has `permissions: id-token: write`.",
    },
  ],
});

export const oidc = loginMethod({
  name: 'oidc',
  label: 'GitHub OIDC',
  inputs: ['identity-id', 'oidc-audience'],
  calls: [login, idToken],
  read: ({ read }) => ({
    identityId: requireIdentityId(read, 'oidc', 'OIDC'),
    audience: read('oidc-audience') || undefined,
  }),
  async login(credentials, deps) {
    const jwt = await requestGitHubIdToken({
      call: idToken,
      env: deps.env,
      transport: deps.transport,
      audience: credentials.audience,
      timeoutMs: deps.timeoutMs,
      retry: deps.retry,
      onRetry: deps.onRetry,
    });
    deps.mask(jwt);
    try {
      return await loggedIn(
        deps.client.call(login, { identityId: credentials.identityId, jwt }),
        deps.mask,
      );
    } catch (error) {
      // Refused: the claims to compare with the identity's settings (its chunk only now).
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        const { tokenClaims } = await import('../oidc-claims.js');
        error.addSentence(tokenClaims(jwt));
      }
      throw error;
    }
  },
});
