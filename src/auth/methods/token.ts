/** `method: token`: an access token the user already has (or only an API key). */
import { loginMethod } from '../method.js';

export const token = loginMethod({
  name: 'token',
  label: 'an access token',
  inputs: ['access-token'],
  chosenBy: ['access-token', 'api-key'],
  calls: [],
  read: ({ read }) => ({ accessToken: read('access-token') || undefined }),
  // The user's own token: used as given, and never revoked by the action.
  login: async (credentials) => ({ accessToken: credentials.accessToken, obtained: false }),
});
