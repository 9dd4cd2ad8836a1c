// The logins of cloud VMs (`azure`, `gcp-id-token`): one chunk of the bundle, loaded only when
// one of them runs.
export { requestAzureToken } from './azure-managed-identity.js';
export { requestGcpIdToken } from './gcp-id-token.js';
