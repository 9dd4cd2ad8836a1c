import { ref, words } from '../../errors/words.js';
import { defineSubAction } from '../sub-action.js';

/**
 * `login`: logs in with the connection's inputs and hands the token to later steps (the output
 * `access-token`, masked as every token is). The token outlives the step: the post step revokes it
 * (with `clean`); a token given with `method: token` is the user's and stays theirs.
 */
export const loginAction = defineSubAction({
  name: 'login',
  operations: [],
  parse: (): Record<string, never> => ({}),
  async execute(_params, { handOut }) {
    const token = handOut();
    return {
      outputs: { 'access-token': token },
      message:
        token === undefined
          ? 'Logged in; no access token to hand out (an API key).'
          : words`Logged in: later steps pass the ${ref('access-token')} output with ${ref('method', 'token')}; the post step revokes it.`,
    };
  },
});
