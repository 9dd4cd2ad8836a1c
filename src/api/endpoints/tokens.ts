/**
 * The access token: its renewal and its revoke, sent without it (in the body), and safe to repeat
 * (a revoke of a revoked token changes nothing). Their routes have not changed. Each login is
 * its method's (`src/auth/methods/`).
 */
import { AnswerShapeError, object, string } from '../answers.js';
import { endpoint } from '../endpoint.js';

export interface AccessTokenResponse {
  accessToken: string;
  expiresIn: number;
  accessTokenMaxTTL: number;
  tokenType: string;
}

/** A login or renewal: a non-empty access token. */
export function accessToken(body: unknown): AccessTokenResponse {
  const top = object(body, '');
  string(top, 'accessToken', '');
  if (top.accessToken === '') throw new AnswerShapeError('accessToken', 'empty');
  return top as unknown as AccessTokenResponse;
}

export const tokens = {
  renew: endpoint({
    kind: 'token:renew',
    label: 'renew access token',
    login: true,
    safeToRepeat: true,
    generations: [
      {
        route: (accessToken: string) => ({
          method: 'POST',
          path: '/api/v1/auth/token/renew',
          body: { accessToken },
        }),
        answer: accessToken,
      },
    ],
  }),
  revoke: endpoint({
    kind: 'token:revoke',
    label: 'revoke access token',
    login: true,
    safeToRepeat: true,
    generations: [
      {
        route: (accessToken: string) => ({
          method: 'POST',
          path: '/api/v1/auth/token/revoke',
          body: { accessToken },
        }),
        // Its answer says nothing the action uses.
        answer: () => undefined,
      },
    ],
  }),
};
