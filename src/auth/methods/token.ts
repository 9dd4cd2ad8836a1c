/** `method: token`: an access token the user already has (or only an API key). */
import { InputError } from '../../errors/input.js';
import { ref, words } from '../../errors/words.js';
import { loginMethod } from '../method.js';

/** The token, or none when only an API key is given. */
interface TokenCredentials {
  readonly accessToken?: string;
}

export const token = loginMethod({
  name: 'token',
  label: (credentials: TokenCredentials) =>
    credentials.accessToken ? 'an access token' : 'an API key',
  // `api-key` is read here only to say that one of the two is needed (every method sends it).
  inputs: ['access-token', 'api-key'],
  chosenBy: ['access-token', 'api-key'],
  calls: [],
  read: ({ read }): TokenCredentials => {
    const accessToken = read('access-token');
    if (!accessToken && !read('api-key')) {
      throw new InputError(
        words`${ref('method', 'token')} needs ${ref('access-token')} (an access token) or ${ref('api-key')}.`,
      );
    }
    return { accessToken: accessToken || undefined };
  },
  // The user's own token: used as given, and never revoked by the action.
  login: async (credentials) => ({ accessToken: credentials.accessToken, obtained: false }),
});
