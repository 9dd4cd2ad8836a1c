/** `method: gcp-id-token`: the service account of the runner's Compute Engine VM (or GKE node). */
import { call } from '../../api/endpoint.js';
import { ref, words } from '../../errors/words.js';
import {
  loggedIn,
  loginEndpoint,
  loginMethod,
  metadataDeps,
  requireIdentityId,
  type MachineLogin,
} from '../method.js';

export const login = loginEndpoint<MachineLogin, 'login:gcp-id-token'>({
  kind: 'login:gcp-id-token',
  label: 'GCP ID token login',
  path: '/api/v1/auth/gcp-auth/login',
  hints: [
    {
      before: 'access',
      status: [404],
      hint: words`Check ${ref('identity-id')}: it must be the id (a UUID) of a machine identity with GCP auth (type ID token) configured.`,
    },
    {
      before: 'access',
      status: [500],
      hint: words`Check ${ref('identity-id')} (the UUID of a machine identity with GCP auth); if it is right, the server refused the ID token without saying why: it answers 500 for an expired token, one for another audience, or when it cannot fetch Google's certificates (see the server's log).`,
    },
    {
      before: 'access',
      text: /service account identifier|IAM token/i,
      hint: words`The identity's GCP auth is of type IAM, which takes a signed service-account JWT: ${ref('method', 'gcp-id-token')} needs GCP auth of type ID token (GCE).`,
    },
    {
      before: 'access',
      text: /service account not allowed/i,
      hint: "Add the VM's service account (its e-mail) to the allowed service accounts of the identity's GCP auth, or run the VM as one of them.",
    },
    {
      before: 'access',
      text: /project not allowed/i,
      hint: "Add the VM's project id to the allowed projects of the identity's GCP auth.",
    },
    {
      before: 'access',
      text: /zone not allowed/i,
      hint: "Add the VM's zone to the allowed zones of the identity's GCP auth.",
    },
    {
      before: 'access',
      status: [401, 403],
      hint: "The server did not accept the VM's ID token: compare the identity's GCP auth (type ID token, allowed service accounts, projects and zones) with this VM.",
    },
  ],
});

/**
 * The VM's ID token from the metadata server. Its hints go before every shared one: those would
 * match its failures (no HTTP status) too.
 */
export const vmToken = call({
  kind: 'gcp:id-token',
  label: "request the VM's service account ID token from the GCP metadata server",
  hints: [
    {
      before: 'transport',
      status: ['network'],
      hint: "Run the job on a Compute Engine VM (or GKE node) runner with a service account, or set GCE_METADATA_HOST to the metadata server's host:port.",
    },
    {
      before: 'transport',
      codes: ['NOT_METADATA'],
      hint: 'Check GCE_METADATA_HOST (and GCE_METADATA_IP): they must name the metadata server, or be unset on a Compute Engine VM.',
    },
    {
      before: 'transport',
      status: [404],
      hint: "Attach a service account to the VM (or its instance template); on GKE with Workload Identity, bind the pod's Kubernetes service account to a Google service account.",
    },
    {
      before: 'transport',
      status: [429, 'server'],
      hint: words`The metadata server is busy or failing: re-run the job, or raise ${ref('retries')}.`,
    },
    {
      before: 'transport',
      hint: "Check that the runner is a Compute Engine VM with a service account (GCE_METADATA_HOST, when set, must be the metadata server's host:port).",
    },
  ],
});

export const gcpIdToken = loginMethod({
  name: 'gcp-id-token',
  label: 'GCP ID token',
  inputs: ['identity-id'],
  calls: [login, vmToken],
  // The token comes from the VM's metadata server, asked for when logging in.
  read: ({ read }) => ({ identityId: requireIdentityId(read, 'gcp-id-token', 'GCP (ID token)') }),
  async login({ identityId }, deps) {
    // Asked directly (never through a proxy), masked as it arrives, retried like the GitHub OIDC
    // token request; its audience is the identity. The code of the cloud VMs' logins is a chunk
    // of its own, read only here.
    const { requestGcpIdToken } = await import('../cloud-vm.js');
    const jwt = await requestGcpIdToken({
      ...metadataDeps(deps),
      call: vmToken,
      audience: identityId,
    });
    return loggedIn(deps.client.call(login, { identityId, jwt }), deps.mask);
  },
});
