// Ids, slugs and credentials of the default dataset. Ids that appear in the captures
// (test/fixtures/captures) are copied from them, so replayed responses match byte for byte;
// ids the captures never show are made up but fixed, so tests can hard-code them.

/**
 * What newer servers send as the value of a secret the caller may list but not read
 * (`INFISICAL_SECRET_VALUE_HIDDEN_MASK` in the server's `backend/src/services/secret/secret-fns.ts`).
 */
export const HIDDEN_VALUE_MASK = '<hidden-by-infisical>';

/** The id the captures use for "exists nowhere". */
export const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

export const ORG_ID = '2f012fb9-be49-43ee-a96f-ea89fa65c1f0';
export const ORG_NAME = 'GHA Test Org';

export const ADMIN_USER_ID = 'ee8debc9-15ea-4898-9897-0e1da1f31625';
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_MEMBERSHIP_ID = '02bcc73f-8db9-4c42-ac05-13bfd8db7851';
/** API key of the admin user, sent as `X-API-Key`. */
export const ADMIN_API_KEY = 'ak.fake.4f6b2c1e9d8a7b3c5e0f1a2b3c4d5e6f';

export const INVITED_USER_ID = '56c84120-2042-4edb-ad29-9c9decc73688';
export const INVITED_EMAIL = 'throwaway-mwqzyfs1@example.com';
export const INVITED_MEMBERSHIP_ID = 'ccef0288-1810-4f35-84d6-d191bb1f5673';

export const PROJECT_ID = '61b2e68c-eb8f-4c1a-9b21-d1368c152d27';
export const PROJECT_SLUG = 'gha-test-project';
export const PROJECT_NAME = 'GHA Test Project';

export const ENV_IDS = {
  dev: '588ea34b-966b-43fc-a232-5cf51bdb8533',
  staging: '0a175110-f2a2-4e64-8a58-509d4ead3874',
  prod: 'f4683f5f-2d99-4555-a0a6-5e7675e4f9d3',
} as const;

export const FOLDER_IDS = {
  devRoot: '575d47ad-9186-4fb5-992f-0868682e8086',
  devApp: '3c9e6f0a-5b1d-4e7a-9c2f-8d4b6a1e0f37',
  stagingRoot: 'ac622273-71e5-42bd-b7b5-f4e86aaf2cfc',
  prodRoot: 'f5bba126-c932-4827-bbcf-5b792b62ad57',
} as const;

export const TAG_ID = '995ba878-3f34-410c-a67c-152c19f378f0';
export const TAG_SLUG = 'gha-tag';

/** Import dev `/` ← staging `/` (id from the captures). */
export const DEV_ROOT_IMPORT_ID = '55b6225a-9fcc-4790-9c95-13ed10337b15';
/** Import dev `/app` ← prod `/`. */
export const DEV_APP_IMPORT_ID = 'b1d7e2a4-6c3f-4f8e-9a0b-2e5d7c9f1a36';

/** Project role member; the captures' "member" credential. */
export const MEMBER_IDENTITY_ID = '32989bf8-ed54-42bc-90ab-1adb5c0ce115';
export const MEMBER_IDENTITY_NAME = 'gha-identity';
export const MEMBER_UA_ID = '7025c3b2-aca7-44e3-af18-c4245e6ddb29';
export const MEMBER_CLIENT_ID = '8bc767b2-f78b-4797-894c-ce99e2455fa9';
export const MEMBER_CLIENT_SECRET = 'fake-member-secret-7d1f0c5a9b2e4d6f8a3c1e5b7d9f0a2c';

/** Project role viewer, org role member; the captures' "viewer" credential. */
export const VIEWER_IDENTITY_ID = '6a3e8f2d-1b7c-4d5e-9f0a-8c2b4d6e1f73';
export const VIEWER_IDENTITY_NAME = 'gha-readonly-identity';
export const VIEWER_CLIENT_ID = 'd4e7b9a1-3c5f-4e2d-8b6a-0f1c3e5a7b92';
export const VIEWER_CLIENT_SECRET = 'fake-viewer-secret-2b4d6f8a0c1e3a5c7e9b1d3f5a7c9e0b';

/** In the org, not in the project; the captures' "outsider" credential. */
export const OUTSIDER_IDENTITY_ID = '9f1c3e5a-7b2d-4c6e-8a0f-1d3b5c7e9a24';
export const OUTSIDER_IDENTITY_NAME = 'gha-no-project-identity';
export const OUTSIDER_CLIENT_ID = 'e8a0c2d4-6f1b-4a3c-9e5d-7b9f1a3c5e86';
export const OUTSIDER_CLIENT_SECRET = 'fake-outsider-secret-5c7e9a1b3d5f7a9c1e3b5d7f9a1c3e5d';

/** OIDC identity, bound like the one in `05-oidc-attach.json` (project role member). */
export const OIDC_IDENTITY_ID = '0421e64c-bf54-44e0-b20a-3b0196673f81';
export const OIDC_IDENTITY_NAME = 'gha-oidc-identity';
export const OIDC_AUTH_ID = 'd9814c27-4613-4271-9101-1bac222fe7eb';
export const OIDC_ISSUER = 'https://127.0.0.1:18090';
export const OIDC_AUDIENCE = 'infisical-test';
export const OIDC_SUBJECT = 'repo:octo-org/octo-repo:ref:refs/heads/main';
export const OIDC_REPOSITORY = 'octo-org/octo-repo';
export const OIDC_BOUND_CLAIMS: Readonly<Record<string, string>> = {
  repository: OIDC_REPOSITORY,
};

/** Identity with JWT auth (static keys on a real server; the fake checks claims only). */
export const JWT_IDENTITY_ID = '2c4e6a8b-0d1f-4b3d-8e5a-7c9e1b3d5f48';
export const JWT_IDENTITY_NAME = 'gha-jwt-identity';
export const JWT_AUTH_ISSUER = 'https://issuer.example.com';
export const JWT_AUTH_AUDIENCE = 'infisical-jwt-test';
export const JWT_AUTH_SUBJECT = 'ci-runner';

/** Identity with Kubernetes auth; its service account is `ci/gha-runner`. */
export const K8S_IDENTITY_ID = '7e9a1c3e-5b7d-4f9a-8c2e-4a6c8e0b2d59';
export const K8S_IDENTITY_NAME = 'gha-k8s-identity';
export const K8S_NAMESPACE = 'ci';
export const K8S_SERVICE_ACCOUNT = 'gha-runner';
export const K8S_AUDIENCE = 'infisical';

/** Subject of the Kubernetes service-account token the k8s identity accepts. */
export const K8S_SUBJECT = `system:serviceaccount:${K8S_NAMESPACE}:${K8S_SERVICE_ACCOUNT}`;

/** Identity with AWS auth (IAM), allowing the fake AWS account's deployer user and CI role. */
export const AWS_IDENTITY_ID = 'b3d5f7a9-1c2e-4f6a-8b0d-2e4f6a8c0e13';
export const AWS_IDENTITY_NAME = 'gha-aws-identity';
/** The fake AWS account (AWS is never contacted: the fake plays STS itself). */
export const AWS_ACCOUNT_ID = '111122223333';
/** Long-term access key of the IAM user `gha-deployer` (what `aws-access-key-id` would hold). */
export const AWS_USER_ACCESS_KEY_ID = 'AKIAFAKEDEPLOYER0001';
export const AWS_USER_SECRET_KEY = 'fakeAwsSecret/deployer+0123456789abcdefGHIJKLMN';
export const AWS_USER_ARN = `arn:aws:iam::${AWS_ACCOUNT_ID}:user/gha-deployer`;
/** Temporary credentials of the role `gha-ci-role`, as `role-to-assume` with OIDC yields them. */
export const AWS_ROLE_ACCESS_KEY_ID = 'ASIAFAKECIROLE000002';
export const AWS_ROLE_SECRET_KEY = 'fakeAwsSecret/session+9876543210zyxwVUTSRQPO';
export const AWS_ROLE_SESSION_TOKEN =
  'IQoJb3JpZ2luX2VjEFAKE//////////session+token/for/gha-ci-role/0123456789abcdef==';
export const AWS_ROLE_ARN = `arn:aws:iam::${AWS_ACCOUNT_ID}:role/gha-ci-role`;
/** What STS answers for the role's session (the identity's allow-list names the role). */
export const AWS_ASSUMED_ROLE_ARN = `arn:aws:sts::${AWS_ACCOUNT_ID}:assumed-role/gha-ci-role/GitHubActions`;
/** A valid key of another AWS account, which the AWS identity does not allow. */
export const AWS_OTHER_ACCOUNT_ID = '444455556666';
export const AWS_OTHER_ACCESS_KEY_ID = 'AKIAFAKEOTHERACCT003';
export const AWS_OTHER_SECRET_KEY = 'fakeAwsSecret/other+account/ABCDEFGHIJ0123456789';
export const AWS_OTHER_ARN = `arn:aws:iam::${AWS_OTHER_ACCOUNT_ID}:user/someone-else`;

/**
 * Identity with Azure auth: the fake tenant, the default resource, and the VM's system-assigned
 * managed identity (its object id) allowed. The fake instance metadata service
 * (test/support/cloud-fakes.ts) issues tokens for that identity and tenant.
 */
export const AZURE_IDENTITY_ID = 'c4e6a8b0-2d3f-4a5b-9c7d-3f5a7b9d1e24';
export const AZURE_IDENTITY_NAME = 'gha-azure-identity';
export const AZURE_TENANT_ID = 'd5f7b9c1-3e4a-4b6c-8d8e-4a6b8c0e2f35';
export const AZURE_RESOURCE = 'https://management.azure.com/';
/** Object (principal) id of the VM's system-assigned managed identity. */
export const AZURE_PRINCIPAL_ID = 'e6a8c0d2-4f5b-4c7d-9e9f-5b7c9d1f3a46';
/** Client and object ids of a user-assigned managed identity, also allowed by the identity. */
export const AZURE_USER_ASSIGNED_CLIENT_ID = 'f7b9d1e3-5a6c-4d8e-8fa0-6c8d0e2a4b57';
export const AZURE_USER_ASSIGNED_PRINCIPAL_ID = 'a8c0e2f4-6b7d-4e9f-9ab1-7d9e1f3b5c68';

/**
 * Identity with GCP auth of type ID token (`gce`), allowing the fake VM's service account, project
 * and zone. The fake metadata server (test/support/cloud-fakes.ts) signs for that account.
 */
export const GCP_IDENTITY_ID = 'b9d1f3a5-7c8e-4fa0-8bc2-8e0f2a4c6d79';
export const GCP_IDENTITY_NAME = 'gha-gcp-identity';
export const GCP_SERVICE_ACCOUNT = 'gha-runner@fake-project-1.iam.gserviceaccount.com';
export const GCP_PROJECT_ID = 'fake-project-1';
export const GCP_ZONE = 'europe-west1-b';

/** Signing secret of the fake's own access tokens (HS256, like the real server's AUTH_SECRET). */
export const FAKE_AUTH_SECRET = 'fake-infisical-auth-secret-do-not-use-anywhere-else';

/** Default secrets of the dataset, for assertions that do not want to repeat literals. */
export const SEED_SECRETS = {
  dev: {
    '/': {
      DATABASE_URL: 'postgres://dev-user:dev-pass@db.local:5432/app',
      API_KEY: 'dev-api-key-123',
      MULTILINE_SECRET: 'line1\nline2\nline3',
      REFERENCING_SECRET: '${DATABASE_URL}?sslmode=disable',
      SPECIAL_CHARS: 'p@ss"w\'rd$ with spaces & = ; #',
    },
    '/app': {
      APP_SECRET: 'app-secret-value',
      APP_PORT: '8080',
    },
  },
  staging: {
    '/': {
      STAGING_ONLY: 'from-staging',
      DATABASE_URL: 'postgres://staging-should-be-shadowed',
    },
  },
  prod: {
    '/': {
      PROD_ONLY: 'prod-value',
    },
  },
} as const;

/**
 * What `dev` `/` exports with the defaults: own secrets (references expanded) beat staging's,
 * imported.
 */
export const DEV_ROOT: Readonly<Record<string, string>> = {
  STAGING_ONLY: SEED_SECRETS.staging['/'].STAGING_ONLY,
  DATABASE_URL: SEED_SECRETS.dev['/'].DATABASE_URL,
  API_KEY: SEED_SECRETS.dev['/'].API_KEY,
  MULTILINE_SECRET: SEED_SECRETS.dev['/'].MULTILINE_SECRET,
  REFERENCING_SECRET: `${SEED_SECRETS.dev['/'].DATABASE_URL}?sslmode=disable`,
  SPECIAL_CHARS: SEED_SECRETS.dev['/'].SPECIAL_CHARS,
};

/**
 * A second project in the same organization ({@link seedOtherProjects}), where the member is a
 * member too: it holds resources named like the first project's (the tag `gha-tag`, the folder
 * dev `/app`, the import dev `/` ← staging `/`), so a lookup that strays into it shows.
 */
export const OTHER_PROJECT_ID = 'd2f4a6c8-1e3b-4d5f-9a7c-2b4d6f8a0c15';
export const OTHER_PROJECT_SLUG = 'gha-other-project';
export const OTHER_ENV_IDS = {
  dev: '5a7c9e1b-3d5f-4a2c-8e6b-0d2f4a6c8e19',
  staging: '6b8d0f2a-4c6e-4b3d-9f7a-1e3a5c7e9f2a',
  prod: '7c9e1a3b-5d7f-4c4e-8a8b-2f4b6d8f0a3b',
} as const;
/** The tag `gha-tag` of the second project (same slug as {@link TAG_ID}'s). */
export const OTHER_TAG_ID = '8d0f2b4c-6e8a-4d5f-9b9c-3a5c7e9a1b4c';
/** Its import dev `/` ← staging `/` (the same source as {@link DEV_ROOT_IMPORT_ID}). */
export const OTHER_DEV_ROOT_IMPORT_ID = '9e1a3c5d-7f9b-4e6a-8cad-4b6d8f0b2c5d';
/** The second project's environment `qa`, a slug the first project does not have. */
export const OTHER_QA_ENV_ID = 'a1b3c5d7-e9f1-4a3b-8c5d-6e8f0a2b4c6d';

/** Another organization, which no seeded identity belongs to, with a project of its own. */
export const OTHER_ORG_ID = 'b2c4d6e8-f0a2-4b4c-9d6e-7f9a1b3c5d7e';
export const OTHER_ORG_PROJECT_ID = 'c3d5e7f9-a1b3-4c5d-8e7f-8a0b2c4d6e8f';
export const OTHER_ORG_PROJECT_SLUG = 'other-org-project';

/** The dynamic secret seeded in dev `/`, as in the real server kit (a database user per lease). */
export const DYNAMIC_SECRET_NAME = 'app-db';
