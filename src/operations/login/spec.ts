import type { ActionSpec } from '../../spec/types.js';

export const LOGIN_SPEC: ActionSpec = {
  title: 'Infisical Login',
  description:
    "Log in once for a job: later steps pass the masked access token with `method: token` instead of logging in again, and this step's post step revokes it at the end of the job.",
  icon: 'log-in',
  groups: [],
  outputs: {
    'access-token':
      'The access token (masked): pass it to later steps as `access-token` with `method` `token`. It stays valid until the end of the job, when the post step of this step revokes it (with `clean`).',
  },
};
