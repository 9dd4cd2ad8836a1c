// The logins of cloud VMs (Azure, GCP): one chunk of the bundle, loaded only when one of them
// runs.
export * from './azure-managed-identity.js';
export * from './gcp-metadata.js';
