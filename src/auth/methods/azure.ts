/** `method: azure`: the managed identity of the runner's Azure VM. */
import { isUuid } from '../../api/ids.js';
import { call } from '../../api/endpoint.js';
import { InputError } from '../../errors/input.js';
import { ref, words } from '../../errors/words.js';
import {
  checkIdentityId,
  loggedIn,
  loginEndpoint,
  loginMethod,
  metadataDeps,
  requireIdentityId,
  type MachineLogin,
} from '../method.js';

export const login = loginEndpoint<MachineLogin, 'login:azure'>({
  kind: 'login:azure',
  label: 'Azure login',
  path: '/api/v1/auth/azure-auth/login',
  hints: [
    { before: 'access', status: [404], hint: checkIdentityId('Azure') },
    {
      before: 'access',
      status: [500],
      hint: words`Check ${ref('identity-id')} (the UUID of a machine identity with Azure auth); if it is right, the server could not check the token (it fetches the tenant's signing keys from login.microsoftonline.com).`,
    },
    {
      before: 'access',
      text: /audience/i,
      hint: words`The token's audience is ${ref('azure-resource')}: set it to the resource configured on the identity's Azure auth (the server's message names it).`,
    },
    {
      before: 'access',
      text: /issuer|tenant/i,
      hint: "The VM's managed identity belongs to another Microsoft Entra tenant than the one configured on the identity's Azure auth: set the tenant id there to the VM's tenant.",
    },
    {
      before: 'access',
      text: /service principal/i,
      hint: "Add the managed identity's object (principal) id, named in the message, to the allowed service principal ids of the identity's Azure auth.",
    },
    {
      before: 'access',
      status: [401, 403],
      hint: "The server did not accept the managed identity token: check the tenant id configured on the identity's Azure auth, and re-run the job (the token may have expired).",
    },
  ],
});

/**
 * The VM's token from the instance metadata service. Its hints go before every shared one: those
 * would match its failures (no HTTP status) too.
 */
export const vmToken = call({
  kind: 'azure:token',
  label: "request the VM's managed identity token from the Azure instance metadata service",
  hints: [
    {
      before: 'transport',
      status: ['network'],
      hint: "Run the job on an Azure VM or scale set runner with a managed identity (a runner in a container must reach 169.254.169.254), or set AZURE_POD_IDENTITY_AUTHORITY_HOST to the identity endpoint's address.",
    },
    {
      before: 'transport',
      status: [400],
      text: /identity not found/i,
      hint: words`The VM has no managed identity (or none with ${ref('azure-client-id')}): turn on the VM's system-assigned identity, or attach the user-assigned one and set ${ref('azure-client-id')} to its client id.`,
    },
    {
      before: 'transport',
      status: [400],
      text: /invalid_resource|AADSTS500011|AADSTS50001\b/,
      hint: words`Set ${ref('azure-resource')} to the resource configured on the identity's Azure auth (https://management.azure.com/ unless you changed it): the VM's tenant has no resource by that name.`,
    },
    {
      before: 'transport',
      status: [404, 408, 410, 429, 'server'],
      hint: words`The instance metadata service is busy or updating: re-run the job, or raise ${ref('retries')}.`,
    },
    {
      before: 'transport',
      hint: words`Check ${ref('azure-resource')} and ${ref('azure-client-id')}, and that the VM has a managed identity (AZURE_POD_IDENTITY_AUTHORITY_HOST, when set, must be the identity endpoint's address).`,
    },
  ],
});

export const azure = loginMethod({
  name: 'azure',
  label: 'Azure managed identity',
  inputs: ['identity-id', 'azure-resource', 'azure-client-id'],
  calls: [login, vmToken],
  // The token comes from the VM's instance metadata, asked for when logging in.
  read({ read }) {
    const identityId = requireIdentityId(read, 'azure', 'Azure');
    const clientId = read('azure-client-id') || undefined;
    // A client id of Microsoft Entra ID is a GUID: the form of an API id.
    if (clientId !== undefined && !isUuid(clientId)) {
      throw new InputError(
        words`${ref('azure-client-id')} must be the client id (a GUID) of a user-assigned managed identity attached to the VM; leave it empty for the VM's system-assigned identity.`,
      );
    }
    return {
      identityId,
      /** The resource (audience) to ask the instance metadata service a token for. */
      resource: read('azure-resource'),
      /** Client id of a user-assigned managed identity; the system-assigned one without it. */
      clientId,
    };
  },
  async login(credentials, deps) {
    // Asked directly (never through a proxy), masked as it arrives, retried like the GitHub OIDC
    // token request. The code of the cloud VMs' logins is a chunk of its own, read only here.
    const { requestAzureToken } = await import('../cloud-vm.js');
    const jwt = await requestAzureToken({
      ...metadataDeps(deps),
      call: vmToken,
      resource: credentials.resource,
      clientId: credentials.clientId,
    });
    return loggedIn(
      deps.client.call(login, { identityId: credentials.identityId, jwt }),
      deps.mask,
    );
  },
});
