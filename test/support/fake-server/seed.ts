// The default dataset: the data the captures were taken against (README "Test data behind the
// captures"), with the captures' ids and timestamps wherever they show them, so seeded reads
// reproduce the captured bodies byte for byte.
import type { FakeState } from './state.ts';
import type { AccessTokenRecord, IdentityRecord, SecretRecord, TokenPolicy } from './types.ts';
import { allowAllIps, stableUuid } from './util.ts';
import {
  ADMIN_API_KEY,
  ADMIN_EMAIL,
  ADMIN_MEMBERSHIP_ID,
  ADMIN_USER_ID,
  AWS_ACCOUNT_ID,
  AWS_ASSUMED_ROLE_ARN,
  AWS_IDENTITY_ID,
  AZURE_IDENTITY_ID,
  AZURE_IDENTITY_NAME,
  AZURE_PRINCIPAL_ID,
  AZURE_RESOURCE,
  AZURE_TENANT_ID,
  AZURE_USER_ASSIGNED_PRINCIPAL_ID,
  GCP_IDENTITY_ID,
  GCP_IDENTITY_NAME,
  GCP_PROJECT_ID,
  GCP_SERVICE_ACCOUNT,
  GCP_ZONE,
  AWS_IDENTITY_NAME,
  AWS_OTHER_ACCESS_KEY_ID,
  AWS_OTHER_ACCOUNT_ID,
  AWS_OTHER_ARN,
  AWS_OTHER_SECRET_KEY,
  AWS_ROLE_ACCESS_KEY_ID,
  AWS_ROLE_ARN,
  AWS_ROLE_SECRET_KEY,
  AWS_ROLE_SESSION_TOKEN,
  AWS_USER_ACCESS_KEY_ID,
  AWS_USER_ARN,
  AWS_USER_SECRET_KEY,
  DEV_APP_IMPORT_ID,
  DYNAMIC_SECRET_NAME,
  DEV_ROOT_IMPORT_ID,
  ENV_IDS,
  FOLDER_IDS,
  INVITED_EMAIL,
  INVITED_MEMBERSHIP_ID,
  INVITED_USER_ID,
  JWT_AUTH_AUDIENCE,
  JWT_AUTH_ISSUER,
  JWT_AUTH_SUBJECT,
  JWT_IDENTITY_ID,
  JWT_IDENTITY_NAME,
  K8S_AUDIENCE,
  K8S_IDENTITY_ID,
  K8S_IDENTITY_NAME,
  K8S_NAMESPACE,
  K8S_SERVICE_ACCOUNT,
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  MEMBER_IDENTITY_ID,
  MEMBER_IDENTITY_NAME,
  MEMBER_UA_ID,
  OIDC_AUDIENCE,
  OIDC_AUTH_ID,
  OIDC_BOUND_CLAIMS,
  OIDC_IDENTITY_ID,
  OIDC_IDENTITY_NAME,
  OIDC_ISSUER,
  OIDC_SUBJECT,
  ORG_ID,
  ORG_NAME,
  OTHER_DEV_ROOT_IMPORT_ID,
  OTHER_ENV_IDS,
  OTHER_ORG_ID,
  OTHER_ORG_PROJECT_ID,
  OTHER_ORG_PROJECT_SLUG,
  OTHER_PROJECT_ID,
  OTHER_PROJECT_SLUG,
  OTHER_QA_ENV_ID,
  OTHER_TAG_ID,
  OUTSIDER_CLIENT_ID,
  OUTSIDER_CLIENT_SECRET,
  OUTSIDER_IDENTITY_ID,
  OUTSIDER_IDENTITY_NAME,
  PROJECT_ID,
  PROJECT_NAME,
  PROJECT_SLUG,
  SEED_SECRETS,
  TAG_ID,
  TAG_SLUG,
  VIEWER_CLIENT_ID,
  VIEWER_CLIENT_SECRET,
  VIEWER_IDENTITY_ID,
  VIEWER_IDENTITY_NAME,
} from './constants.ts';
import { STATIC_TOKEN_IDS } from './tokens.ts';

const DAY = '2026-11-21T';

/** Secret ids and creation times from the captures (imported ones: ids only). */
const SECRET_META: Record<string, { id: string; at: string; comment?: string; tags?: string[] }> = {
  'dev/DATABASE_URL': {
    id: '68974599-bc1b-4ba8-ad31-1e75bbd775e2',
    at: '22:44:34.349Z',
    comment: 'dev database',
  },
  'dev/API_KEY': {
    id: '89901a15-7f3e-4269-a9ed-32f608d0ed5f',
    at: '22:44:34.381Z',
    tags: [TAG_ID],
  },
  'dev/MULTILINE_SECRET': {
    id: '77e56474-cfc5-4c26-b7c8-b9c2ff8234a9',
    at: '22:44:34.407Z',
    comment: 'three lines',
  },
  'dev/REFERENCING_SECRET': { id: '88b55e84-372e-4ca3-acf8-bef16275133e', at: '22:44:34.437Z' },
  'dev/SPECIAL_CHARS': { id: '2ddccbce-5e24-4276-8724-68082e665fd3', at: '22:44:34.465Z' },
  'dev/app/APP_SECRET': { id: 'f14f5b22-71fb-442a-9949-2beb4fe90f6f', at: '22:44:34.497Z' },
  'dev/app/APP_PORT': { id: '28b9faf6-386a-4b82-8c27-64eb3badfa61', at: '22:44:34.534Z' },
  'staging/STAGING_ONLY': { id: '0140e6c8-bb7c-4f98-b831-81ac3fbd275e', at: '22:44:34.561Z' },
  'staging/DATABASE_URL': { id: '09f2fe80-96a7-47f8-851f-09a6398277eb', at: '22:44:34.588Z' },
  'prod/PROD_ONLY': { id: '20b7916b-fc0a-4304-95d1-d717f681c206', at: '22:44:34.615Z' },
};

/** The five dev `/` snapshots of `snapshots-list-ok.json`, newest first. */
const CAPTURED_SNAPSHOTS: [string, string][] = [
  ['0f899c75-3b58-4505-9167-86252ef5fbe9', '22:44:34.470Z'],
  ['41b69a90-edbb-4c80-afcd-72c1264d5723', '22:44:34.440Z'],
  ['cd0f2499-5e3a-4cd2-8a78-4df4d998192d', '22:44:34.410Z'],
  ['f6de9b15-904f-491c-8c57-839f994e929f', '22:44:34.387Z'],
  ['1aaf1eaa-9784-417b-897e-907cee20791d', '22:44:34.353Z'],
];

/** How many older dev `/` snapshots to add, so paging over 45 items can be tested. */
const OLDER_DEV_SNAPSHOTS = 40;

function policy(ttl: number, maxTtl: number): TokenPolicy {
  return {
    accessTokenTTL: ttl,
    accessTokenMaxTTL: maxTtl,
    accessTokenNumUsesLimit: 0,
    accessTokenTrustedIps: allowAllIps(),
  };
}

function universalAuth(id: string, clientId: string, secret: string, at: string) {
  return {
    id,
    clientId,
    clientSecrets: [secret],
    ...policy(86400, 2592000),
    clientSecretTrustedIps: allowAllIps(),
    createdAt: at,
    updatedAt: at,
  };
}

/** Loads the default dataset into an empty state. */
export function seedDefault(state: FakeState): void {
  const t = (time: string) => `${DAY}${time}`;

  state.orgs.set(ORG_ID, { id: ORG_ID, name: ORG_NAME, slug: 'gha-test-org' });

  state.users.set(ADMIN_USER_ID, {
    id: ADMIN_USER_ID,
    username: ADMIN_EMAIL,
    email: ADMIN_EMAIL,
    isEmailVerified: true,
    firstName: 'Admin',
    lastName: 'Seed',
    publicKey: 'c2VlZGVkLWFkbWluLXB1YmxpYy1rZXktZm9yLXRoZS1mYWtlIQ==',
    projectRoles: { [PROJECT_ID]: 'admin' },
  });
  state.users.set(INVITED_USER_ID, {
    id: INVITED_USER_ID,
    username: INVITED_EMAIL,
    email: INVITED_EMAIL,
    isEmailVerified: false,
    firstName: null,
    lastName: null,
    publicKey: 'aW52aXRlZC1tZW1iZXItcHVibGljLWtleS1mb3ItdGhlLWZha2U=',
    projectRoles: {},
  });
  state.apiKeys.set(ADMIN_API_KEY, ADMIN_USER_ID);
  state.orgMemberships.set(ADMIN_MEMBERSHIP_ID, {
    id: ADMIN_MEMBERSHIP_ID,
    orgId: ORG_ID,
    userId: ADMIN_USER_ID,
    role: 'admin',
    status: 'accepted',
    inviteEmail: null,
    roleId: null,
    isActive: true,
    projectFavorites: null,
    createdAt: t('22:44:30.000Z'),
    updatedAt: t('22:44:30.000Z'),
  });
  state.orgMemberships.set(INVITED_MEMBERSHIP_ID, {
    id: INVITED_MEMBERSHIP_ID,
    orgId: ORG_ID,
    userId: INVITED_USER_ID,
    role: 'member',
    status: 'invited',
    inviteEmail: INVITED_EMAIL,
    roleId: null,
    isActive: true,
    projectFavorites: null,
    createdAt: t('22:46:00.568Z'),
    updatedAt: t('22:46:00.568Z'),
  });

  const identities: IdentityRecord[] = [
    {
      id: MEMBER_IDENTITY_ID,
      name: MEMBER_IDENTITY_NAME,
      orgId: ORG_ID,
      orgRole: 'member',
      projectRoles: { [PROJECT_ID]: 'member' },
      universalAuth: universalAuth(
        MEMBER_UA_ID,
        MEMBER_CLIENT_ID,
        MEMBER_CLIENT_SECRET,
        t('22:44:33.908Z'),
      ),
    },
    {
      id: VIEWER_IDENTITY_ID,
      name: VIEWER_IDENTITY_NAME,
      orgId: ORG_ID,
      orgRole: 'member',
      projectRoles: { [PROJECT_ID]: 'viewer' },
      universalAuth: universalAuth(
        stableUuid('viewer-ua'),
        VIEWER_CLIENT_ID,
        VIEWER_CLIENT_SECRET,
        t('22:44:33.960Z'),
      ),
    },
    {
      id: OUTSIDER_IDENTITY_ID,
      name: OUTSIDER_IDENTITY_NAME,
      orgId: ORG_ID,
      orgRole: 'member',
      projectRoles: {},
      universalAuth: universalAuth(
        stableUuid('outsider-ua'),
        OUTSIDER_CLIENT_ID,
        OUTSIDER_CLIENT_SECRET,
        t('22:44:34.010Z'),
      ),
    },
    {
      id: OIDC_IDENTITY_ID,
      name: OIDC_IDENTITY_NAME,
      orgId: ORG_ID,
      orgRole: 'member',
      projectRoles: { [PROJECT_ID]: 'member' },
      oidcAuth: {
        id: OIDC_AUTH_ID,
        oidcDiscoveryUrl: OIDC_ISSUER,
        boundIssuer: OIDC_ISSUER,
        boundAudiences: OIDC_AUDIENCE,
        boundClaims: { ...OIDC_BOUND_CLAIMS },
        boundSubject: OIDC_SUBJECT,
        caCert: '-----BEGIN CERTIFICATE-----\nZmFrZS1jYQ==\n-----END CERTIFICATE-----',
        ...policy(3600, 7200),
        createdAt: t('22:44:34.182Z'),
        updatedAt: t('22:44:34.182Z'),
      },
    },
    {
      id: JWT_IDENTITY_ID,
      name: JWT_IDENTITY_NAME,
      orgId: ORG_ID,
      orgRole: 'member',
      projectRoles: { [PROJECT_ID]: 'member' },
      jwtAuth: {
        boundIssuer: JWT_AUTH_ISSUER,
        boundAudiences: JWT_AUTH_AUDIENCE,
        boundClaims: {},
        boundSubject: JWT_AUTH_SUBJECT,
        ...policy(3600, 7200),
      },
    },
    {
      id: K8S_IDENTITY_ID,
      name: K8S_IDENTITY_NAME,
      orgId: ORG_ID,
      orgRole: 'member',
      projectRoles: { [PROJECT_ID]: 'member' },
      kubernetesAuth: {
        allowedNamespaces: K8S_NAMESPACE,
        allowedNames: K8S_SERVICE_ACCOUNT,
        allowedAudience: K8S_AUDIENCE,
        ...policy(3600, 7200),
      },
    },
    {
      id: AWS_IDENTITY_ID,
      name: AWS_IDENTITY_NAME,
      orgId: ORG_ID,
      orgRole: 'member',
      projectRoles: { [PROJECT_ID]: 'member' },
      awsAuth: {
        stsEndpoint: 'https://sts.amazonaws.com/',
        allowedPrincipalArns: `${AWS_USER_ARN}, ${AWS_ROLE_ARN}`,
        allowedAccountIds: AWS_ACCOUNT_ID,
        ...policy(3600, 7200),
      },
    },
    {
      id: AZURE_IDENTITY_ID,
      name: AZURE_IDENTITY_NAME,
      orgId: ORG_ID,
      orgRole: 'member',
      projectRoles: { [PROJECT_ID]: 'member' },
      azureAuth: {
        tenantId: AZURE_TENANT_ID,
        resource: AZURE_RESOURCE,
        allowedServicePrincipalIds: `${AZURE_PRINCIPAL_ID}, ${AZURE_USER_ASSIGNED_PRINCIPAL_ID}`,
        ...policy(3600, 7200),
      },
    },
    {
      id: GCP_IDENTITY_ID,
      name: GCP_IDENTITY_NAME,
      orgId: ORG_ID,
      orgRole: 'member',
      projectRoles: { [PROJECT_ID]: 'member' },
      gcpAuth: {
        type: 'gce',
        allowedServiceAccounts: GCP_SERVICE_ACCOUNT,
        allowedProjects: GCP_PROJECT_ID,
        allowedZones: GCP_ZONE,
        ...policy(3600, 7200),
      },
    },
  ];
  for (const identity of identities) state.identities.set(identity.id, identity);

  // The AWS keys the fake's stand-in for STS knows (made up; AWS is never contacted).
  for (const key of [
    {
      accessKeyId: AWS_USER_ACCESS_KEY_ID,
      secretAccessKey: AWS_USER_SECRET_KEY,
      account: AWS_ACCOUNT_ID,
      arn: AWS_USER_ARN,
      userId: 'AIDAFAKEDEPLOYERUSER1',
    },
    {
      accessKeyId: AWS_ROLE_ACCESS_KEY_ID,
      secretAccessKey: AWS_ROLE_SECRET_KEY,
      sessionToken: AWS_ROLE_SESSION_TOKEN,
      account: AWS_ACCOUNT_ID,
      arn: AWS_ASSUMED_ROLE_ARN,
      userId: 'AROAFAKECIROLE000001:GitHubActions',
    },
    {
      accessKeyId: AWS_OTHER_ACCESS_KEY_ID,
      secretAccessKey: AWS_OTHER_SECRET_KEY,
      account: AWS_OTHER_ACCOUNT_ID,
      arn: AWS_OTHER_ARN,
      userId: 'AIDAFAKEOTHERUSER0003',
    },
  ]) {
    state.awsKeys.set(key.accessKeyId, key);
  }

  const staticTokens: [string, string][] = [
    [STATIC_TOKEN_IDS.member, MEMBER_IDENTITY_ID],
    [STATIC_TOKEN_IDS.viewer, VIEWER_IDENTITY_ID],
    [STATIC_TOKEN_IDS.outsider, OUTSIDER_IDENTITY_ID],
    [STATIC_TOKEN_IDS.oidc, OIDC_IDENTITY_ID],
  ];
  for (const [id, identityId] of staticTokens) {
    const record: AccessTokenRecord = {
      id,
      identityId,
      authMethod: 'static',
      ...policy(0, 0),
      numUses: 0,
      createdAtMs: Date.parse(t('22:44:33.000Z')),
      lastRenewedAtMs: null,
      revoked: false,
    };
    state.accessTokens.set(id, record);
  }

  // The project, created at the captured time with the captured environment ids.
  const createdAt = t('22:44:33.644Z');
  state.projects.set(PROJECT_ID, {
    id: PROJECT_ID,
    name: PROJECT_NAME,
    slug: PROJECT_SLUG,
    orgId: ORG_ID,
    description: null,
    autoCapitalization: true,
    createdAt,
    updatedAt: createdAt,
    version: 3,
    upgradeStatus: null,
    pitVersionLimit: 10,
    kmsCertificateKeyId: null,
    auditLogsRetentionDays: null,
  });
  const envs: [keyof typeof ENV_IDS, string][] = [
    ['dev', 'Development'],
    ['staging', 'Staging'],
    ['prod', 'Production'],
  ];
  envs.forEach(([slug, name], i) => {
    state.environments.set(ENV_IDS[slug], {
      id: ENV_IDS[slug],
      projectId: PROJECT_ID,
      name,
      slug,
      position: i + 1,
      createdAt,
      updatedAt: createdAt,
    });
  });
  state.ensureFolder(ENV_IDS.dev, '/app', { '/': FOLDER_IDS.devRoot, '/app': FOLDER_IDS.devApp });
  state.ensureFolder(ENV_IDS.staging, '/', { '/': FOLDER_IDS.stagingRoot });
  state.ensureFolder(ENV_IDS.prod, '/', { '/': FOLDER_IDS.prodRoot });

  state.addTag({
    id: TAG_ID,
    slug: TAG_SLUG,
    color: '#3b82f6',
    createdBy: MEMBER_IDENTITY_ID,
    createdAt: t('22:44:34.270Z'),
  });

  for (const [env, folders] of Object.entries(SEED_SECRETS)) {
    for (const [path, secrets] of Object.entries(folders)) {
      for (const [key, value] of Object.entries(secrets)) {
        const meta = SECRET_META[`${env}${path === '/' ? '' : path}/${key}`];
        if (!meta) throw new Error(`seed: no metadata for ${env}${path}/${key}`);
        const secret: SecretRecord = state.setSecret({
          environment: env,
          path,
          key,
          value: String(value),
          id: meta.id,
          comment: meta.comment ?? '',
          createdAt: t(meta.at),
        });
        secret.tagIds = meta.tags ?? [];
      }
    }
  }

  state.addImport({
    id: DEV_ROOT_IMPORT_ID,
    environment: 'dev',
    path: '/',
    from: { environment: 'staging', path: '/' },
    createdAt: t('22:44:34.665Z'),
    updatedAt: t('22:44:36.403Z'),
  });
  state.addImport({
    id: DEV_APP_IMPORT_ID,
    environment: 'dev',
    path: '/app',
    from: { environment: 'prod', path: '/' },
    createdAt: t('22:44:34.702Z'),
  });

  // Snapshots: 40 older made-up ones, then the five captured ones, all in dev `/`; plus a few
  // in the other folders so filtering by environment and path is visible.
  const base = Date.parse(t('22:40:00.000Z'));
  for (let i = 0; i < OLDER_DEV_SNAPSHOTS; i += 1) {
    const at = new Date(base + i * 5000).toISOString();
    const id = stableUuid(`snapshot-dev-root-${i}`);
    state.snapshots.set(id, {
      id,
      envId: ENV_IDS.dev,
      folderId: FOLDER_IDS.devRoot,
      parentFolderId: null,
      createdAt: at,
      updatedAt: at,
    });
  }
  for (const [id, time] of CAPTURED_SNAPSHOTS) {
    state.snapshots.set(id, {
      id,
      envId: ENV_IDS.dev,
      folderId: FOLDER_IDS.devRoot,
      parentFolderId: null,
      createdAt: t(time),
      updatedAt: t(time),
    });
  }
  const others: [string, string, string | null, string][] = [
    [ENV_IDS.dev, FOLDER_IDS.devApp, FOLDER_IDS.devRoot, '22:44:34.500Z'],
    [ENV_IDS.dev, FOLDER_IDS.devApp, FOLDER_IDS.devRoot, '22:44:34.540Z'],
    [ENV_IDS.staging, FOLDER_IDS.stagingRoot, null, '22:44:34.565Z'],
    [ENV_IDS.staging, FOLDER_IDS.stagingRoot, null, '22:44:34.592Z'],
    [ENV_IDS.prod, FOLDER_IDS.prodRoot, null, '22:44:34.620Z'],
  ];
  others.forEach(([envId, folderId, parentFolderId, time], i) => {
    const id = stableUuid(`snapshot-other-${i}`);
    state.snapshots.set(id, {
      id,
      envId,
      folderId,
      parentFolderId,
      createdAt: t(time),
      updatedAt: t(time),
    });
  });

  // The real server kit's dynamic secret: a database user per lease.
  state.addDynamicSecret({ environment: 'dev', path: '/', name: DYNAMIC_SECRET_NAME });
}

/**
 * Adds, on top of the default dataset, resources named like the first project's elsewhere: a
 * second project of the same organization (the member is a member of it) with the tag `gha-tag`,
 * the folder dev `/app`, the import dev `/` ← staging `/` and an environment `qa`; and another
 * organization with a project of its own. Tests of lookups call it; the default dataset (and the
 * captures replayed against it) stays as it was.
 */
export function seedOtherProjects(state: FakeState): void {
  const project = state.addProject({
    id: OTHER_PROJECT_ID,
    name: 'GHA Other Project',
    slug: OTHER_PROJECT_SLUG,
    orgId: ORG_ID,
    environmentIds: [OTHER_ENV_IDS.dev, OTHER_ENV_IDS.staging, OTHER_ENV_IDS.prod],
  });
  state.setProjectRole(MEMBER_IDENTITY_ID, project.id, 'member');
  state.addEnvironment({ projectId: project.id, slug: 'qa', name: 'QA', id: OTHER_QA_ENV_ID });
  state.addFolder({ projectId: project.id, environment: 'dev', path: '/app' });
  state.addTag({ projectId: project.id, id: OTHER_TAG_ID, slug: TAG_SLUG, color: '#10b981' });
  state.addImport({
    projectId: project.id,
    id: OTHER_DEV_ROOT_IMPORT_ID,
    environment: 'dev',
    path: '/',
    from: { environment: 'staging', path: '/' },
  });

  state.orgs.set(OTHER_ORG_ID, { id: OTHER_ORG_ID, name: 'Other Org', slug: 'other-org' });
  state.addProject({
    id: OTHER_ORG_PROJECT_ID,
    name: 'Other Org Project',
    slug: OTHER_ORG_PROJECT_SLUG,
    orgId: OTHER_ORG_ID,
  });
}
