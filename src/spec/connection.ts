import type { InputSpec } from './types.js';

/**
 * Connection and authentication inputs: the same for the main action and every sub-action (and
 * the command-line tool), read by one module (`src/settings/connection.ts`).
 */
export const CONNECTION_INPUTS: Readonly<Record<string, InputSpec>> = {
  domain: {
    description:
      'Base URL of the API (https://app.infisical.com, https://eu.infisical.com or your self-hosted server).',
    default: 'https://app.infisical.com',
  },
  method: {
    description:
      "How to authenticate: `universal` (client id and secret), `oidc` (the job's GitHub OIDC token), `aws-iam` (the job's AWS credentials, found as the AWS SDK finds them), `kubernetes` (the service-account token of the runner's pod, e.g. with actions-runner-controller), `jwt` (a JWT from another identity provider), `azure` (the managed identity of the runner's Azure VM), `gcp-id-token` (the service account of the runner's Compute Engine VM) or `token` (an existing access token).",
    default: 'universal',
    // Without `--method`, the credentials given choose it; the default is the last resort.
    toolDefault: 'chosen by the credentials, else universal',
  },
  'client-id': {
    description: 'Universal Auth client id of the machine identity (`method` `universal`).',
  },
  'client-secret': {
    description: 'Universal Auth client secret of the machine identity (`method` `universal`).',
    secret: true,
  },
  'identity-id': {
    description:
      'Id of the machine identity (`method` `oidc`, `aws-iam`, `kubernetes`, `jwt`, `azure` or `gcp-id-token`).',
  },
  'oidc-audience': {
    description:
      "Audience of the GitHub OIDC token, as configured on the identity's OIDC auth (`method` `oidc`).",
  },
  jwt: {
    description: 'A JWT to log in with (`method` `jwt`).',
    secret: true,
  },
  'kubernetes-token-path': {
    description: "File holding the pod's service-account token (`method` `kubernetes`).",
    default: '/var/run/secrets/kubernetes.io/serviceaccount/token',
  },
  'azure-resource': {
    description:
      "Resource the VM's managed identity token is for, as configured on the identity's Azure auth (`method` `azure`).",
    default: 'https://management.azure.com/',
  },
  'azure-client-id': {
    description:
      'Client id of a user-assigned managed identity of the VM; empty for its system-assigned identity (`method` `azure`).',
  },
  'access-token': {
    description: 'An existing access token (`method` `token`). It is never revoked by the action.',
    secret: true,
  },
  'api-key': {
    description: 'API key sent as `X-API-Key` with every authenticated request.',
    secret: true,
  },
  'extra-headers': {
    description:
      'Extra request headers, one `Name: value` per line (for header-guarded firewalls). Values are masked.',
    multiline: true,
    secret: true,
  },
  'ca-certificate': {
    description:
      'PEM text, or a path in the workspace, of a CA to trust for a self-hosted server with a private CA.',
    toolDescription:
      'PEM text, or the path of a PEM file (a relative one from the working folder), of a CA to trust for a self-hosted server with a private CA.',
  },
  timeout: {
    description: 'Seconds allowed for each request.',
    default: '30',
  },
  retries: {
    description:
      'Retries after the first attempt for transient failures (429, 5xx, resets, timeouts), with backoff and jitter.',
    default: '5',
  },
  clean: {
    description:
      'Revoke the access token the action obtained as soon as it is done with it (at the end of the step, on the connection already open; in the post step when `output-access-token` hands it out), and delete the written files in the post step.',
    default: 'true',
    // The tool does this work when each command ends: `--revoke`.
    scope: 'action',
  },
};

/** Which project: the main action and every sub-action that acts inside a project. */
export const PROJECT_INPUTS: Readonly<Record<string, InputSpec>> = {
  'project-id': {
    description: 'Id of the project (a UUID). Set this or `project-slug`.',
  },
  'project-slug': {
    description:
      'Slug of the project (looked up to its id where needed). Set this or `project-id`.',
  },
};
