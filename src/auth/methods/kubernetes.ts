/** `method: kubernetes`: the service-account token of the runner's pod (actions-runner-controller). */
import path from 'node:path';
import { InputError } from '../../errors/input.js';
import { byAdapter, ref, subject, words } from '../../errors/words.js';
import { describeProblem, readSmallFile, SmallFileError } from '../../runner/small-file.js';
import {
  checkIdentityId,
  loggedIn,
  loginEndpoint,
  loginMethod,
  requireIdentityId,
  type MachineLogin,
  type MethodInputs,
} from '../method.js';

export const login = loginEndpoint<MachineLogin, 'login:kubernetes'>({
  kind: 'login:kubernetes',
  label: 'Kubernetes login',
  path: '/api/v1/auth/kubernetes-auth/login',
  hints: [
    { before: 'access', status: [404], hint: checkIdentityId('Kubernetes') },
    {
      before: 'access',
      status: [500],
      hint: words`Check ${ref('identity-id')} (the UUID of a machine identity with Kubernetes auth); if it is right, the server may not reach the cluster's API server (the identity's Kubernetes host).`,
    },
    {
      before: 'access',
      text: /namespace not allowed|name not allowed/i,
      hint: "The identity's Kubernetes auth does not allow this pod's service account: add its namespace and name to the allowed namespaces and service account names, or run the runner pods under an allowed service account.",
    },
    {
      before: 'access',
      text: /audience/i,
      hint: words`The service-account token lacks the identity's allowed audience: mount a projected token with that audience and point ${ref('kubernetes-token-path')} at it, or clear the allowed audience.`,
    },
    {
      before: 'access',
      status: [401],
      hint: words`The cluster did not accept the service-account token: check that ${ref('kubernetes-token-path')} is the pod's current token, and the identity's Kubernetes host, CA certificate and token reviewer (it needs the system:auth-delegator role).`,
    },
  ],
});

/** Largest token file read (`kubernetes-token-path`): a service-account token is about 1 KiB. */
export const MAX_TOKEN_FILE_BYTES = 64 * 1024;

/**
 * The pod's service-account token, masked the moment it is read. The file's content is never
 * quoted in an error: it is a credential.
 */
function readToken({ read, mask, workspace }: MethodInputs<'kubernetes-token-path'>): string {
  const file = path.resolve(workspace, read('kubernetes-token-path'));
  let token = '';
  try {
    // Through links (Kubernetes mounts the token as one), but only a regular file of bounded size.
    token = readSmallFile(file, MAX_TOKEN_FILE_BYTES, { followLinks: true })
      .toString('utf8')
      .trim();
  } catch (error) {
    if (!(error instanceof SmallFileError)) throw error;
    // Missing or unreadable: said below, the same way as an empty file.
    if (error.problem === 'not-a-file' || error.problem === 'too-large') {
      throw new InputError(
        words`${subject('kubernetes-token-path')} (${file}) cannot be used: ${describeProblem(error, MAX_TOKEN_FILE_BYTES)}. Name the service-account token's file.`,
      );
    }
  }
  if (token) mask(token);
  if (!token) {
    throw new InputError(
      words`${ref('method', 'kubernetes')} reads the pod's service-account token from ${file}, but it is missing, unreadable or empty: this ${byAdapter('runner', 'machine')} is not a Kubernetes pod with a mounted service-account token. ${byAdapter('Run the job on such a runner (actions-runner-controller)', 'Run the command in such a pod')}, or set ${ref('kubernetes-token-path')} to the token's file.`,
    );
  }
  return token;
}

export const kubernetes = loginMethod({
  name: 'kubernetes',
  label: 'Kubernetes auth',
  inputs: ['identity-id', 'kubernetes-token-path'],
  calls: [login],
  read: (inputs) => ({
    identityId: requireIdentityId(inputs.read, 'kubernetes', 'Kubernetes'),
    jwt: readToken(inputs),
  }),
  // The token was masked when the settings read it.
  login: ({ identityId, jwt }, { client, mask }) =>
    loggedIn(client.call(login, { identityId, jwt }), mask),
});
