// Contract test: replays every captured request against a fresh, seeded fake and checks that the
// status, the recorded headers and the body match the capture (test/support/capture-replay.ts
// says what "match" means). Captures that need earlier state replay the captures that created it
// first.
//
// Nothing is skipped. The two files that are not request/response pairs are checked by their own
// tests at the end: `secrets-raw-dev-root-include-imports.body.json` (byte-for-byte body) and
// `ratelimit-probe.json` (41 calls, then the three follow-up calls).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ADMIN_USER_TOKEN,
  MEMBER_ACCESS_TOKEN,
  MEMBER_CLIENT_SECRET,
  OIDC_IDENTITY_ID,
  OUTSIDER_ACCESS_TOKEN,
  PROJECT_ID,
  VIEWER_ACCESS_TOKEN,
  makeOidcJwt,
  signHs256,
  startFakeServer,
  withBadSignature,
} from '../support/fake-server/index.ts';
import type { FakeServer } from '../support/fake-server/index.ts';
import {
  IdMap,
  compareBodies,
  expectReplayed,
  replay,
  type Replayed,
} from '../support/capture-replay.ts';
import { CAPTURE_DIR, capture, captureFiles, type Capture } from '../support/captures.ts';
import { ROUND_TWO_FILES } from './round-two-files.ts';

/** The README's credential labels, plus the three deliberately bad tokens. */
type Credential =
  | 'none'
  | 'member'
  | 'viewer'
  | 'outsider'
  | 'admin'
  | 'oidc'
  | 'bad-signature'
  | 'garbage'
  | 'forged';

interface Case {
  credential: Credential;
  /** Captures replayed first, unchecked, to build the state this one was taken in. */
  after?: string[];
  setup?: (server: FakeServer) => void;
  /** Turns the sanitized request body back into something sendable. */
  body?: (captured: Record<string, unknown>) => Record<string, unknown>;
  /** Sent as application/x-www-form-urlencoded instead of JSON. */
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

const now = () => Math.floor(Date.now() / 1000);
const withJwt =
  (claims: Record<string, unknown> = {}) =>
  (body: Record<string, unknown>) => ({
    ...body,
    jwt: makeOidcJwt(claims),
  });
const withClientSecret = (secret: string) => (body: Record<string, unknown>) => ({
  ...body,
  clientSecret: secret,
});

const IMPORT_CREATED = 'secret-import-create-ok.json';
const ENV_CREATED = 'env-create-ok.json';

const CASES: Record<string, Case> = {
  // The seed step that created the project: free its slug first.
  '01-create-project-user-jwt.json': {
    credential: 'admin',
    setup: (s) => {
      s.state.projects.get(PROJECT_ID)!.slug = 'seeded-project-renamed';
    },
  },
  '02-ua-login.json': { credential: 'none', body: withClientSecret(MEMBER_CLIENT_SECRET) },
  // The seed step that created the first dev `/` import: start without it.
  '03-create-secret-import.json': {
    credential: 'member',
    setup: (s) => s.state.clearImports({ environment: 'dev' }),
  },
  '04-list-secrets-raw-dev-root-include-imports.json': { credential: 'member' },
  // The seed step that attached OIDC: start without it.
  '05-oidc-attach.json': {
    credential: 'admin',
    setup: (s) => {
      delete s.state.identities.get(OIDC_IDENTITY_ID)!.oidcAuth;
    },
  },
  'azure-login-err-malformed-identity-id.json': { credential: 'none' },
  'azure-login-err-missing-jwt.json': { credential: 'none' },
  'azure-login-err-unknown-identity.json': { credential: 'none' },
  'env-create-ok.json': { credential: 'member' },
  'env-delete-err-already-deleted.json': {
    credential: 'member',
    after: [ENV_CREATED, 'env-delete-ok.json'],
  },
  'env-delete-err-bad-workspace.json': { credential: 'member' },
  'env-delete-err-no-auth.json': { credential: 'none' },
  'env-delete-err-readonly.json': { credential: 'viewer', after: [ENV_CREATED] },
  'env-delete-ok.json': { credential: 'member', after: [ENV_CREATED] },
  'gcp-login-err-malformed-identity-id.json': { credential: 'none' },
  'gcp-login-err-missing-jwt.json': { credential: 'none' },
  'gcp-login-err-unknown-identity.json': { credential: 'none' },
  'oidc-login-err-expired.json': {
    credential: 'none',
    body: withJwt({ iat: now(), exp: now() - 60 }),
  },
  'oidc-login-err-garbage-jwt.json': {
    credential: 'none',
    body: (b) => ({ ...b, jwt: 'not-a-jwt' }),
  },
  'oidc-login-err-malformed-identity-id.json': { credential: 'none', body: withJwt() },
  'oidc-login-err-unknown-identity.json': { credential: 'none', body: withJwt() },
  'oidc-login-err-wrong-audience.json': {
    credential: 'none',
    body: withJwt({ aud: 'someone-else' }),
  },
  'oidc-login-err-wrong-claim.json': {
    credential: 'none',
    body: withJwt({ repository: 'evil/repo' }),
  },
  'oidc-login-err-wrong-subject.json': {
    credential: 'none',
    body: withJwt({ sub: 'repo:evil/repo:ref:refs/heads/main' }),
  },
  'oidc-login-ok-form-urlencoded.json': {
    credential: 'none',
    form: { identityId: OIDC_IDENTITY_ID, jwt: makeOidcJwt() },
  },
  'oidc-login-ok.json': { credential: 'none', body: withJwt() },
  'oidc-token-list-secrets-ok.json': { credential: 'oidc' },
  'org-invite-err-projects-omitted.json': { credential: 'admin' },
  'org-invite-ok.json': { credential: 'admin' },
  'org-membership-delete-err-already-deleted.json': {
    credential: 'admin',
    after: ['org-membership-delete-ok.json'],
  },
  'org-membership-delete-err-bad-id.json': { credential: 'admin' },
  'org-membership-delete-err-no-auth.json': { credential: 'none' },
  'org-membership-delete-identity-token.json': { credential: 'member' },
  'org-membership-delete-ok.json': { credential: 'admin' },
  'org-memberships-list-err-bad-org.json': { credential: 'admin' },
  'org-memberships-list-err-no-auth.json': { credential: 'none' },
  'org-memberships-list-identity-token.json': { credential: 'member' },
  'org-memberships-list-ok-user-jwt.json': { credential: 'admin' },
  // "after 40 ok requests from X-Forwarded-For 127.0.0.176"
  'ratelimit-secrets-list-429.json': {
    credential: 'member',
    after: Array.from({ length: 40 }, () => 'secrets-raw-ok-no-imports.json'),
    headers: { 'x-forwarded-for': '127.0.0.176' },
  },
  'secret-import-create-err-bad-source-env.json': { credential: 'member' },
  'secret-import-create-err-duplicate.json': { credential: 'member', after: [IMPORT_CREATED] },
  'secret-import-create-err-missing-folder.json': { credential: 'member' },
  'secret-import-create-err-no-auth.json': { credential: 'none' },
  'secret-import-create-err-readonly.json': { credential: 'viewer' },
  'secret-import-create-ok.json': { credential: 'member' },
  'secret-import-delete-err-already-deleted.json': {
    credential: 'member',
    after: [IMPORT_CREATED, 'secret-import-delete-ok.json'],
  },
  'secret-import-delete-err-no-auth.json': { credential: 'none' },
  'secret-import-delete-ok.json': {
    credential: 'member',
    after: [
      IMPORT_CREATED,
      'secret-import-update-ok-position.json',
      'secret-import-update-ok-path.json',
    ],
  },
  'secret-import-list-ok.json': { credential: 'member', after: [IMPORT_CREATED] },
  'secret-import-update-err-bad-id.json': { credential: 'member' },
  'secret-import-update-ok-path.json': {
    credential: 'member',
    after: [IMPORT_CREATED, 'secret-import-update-ok-position.json'],
  },
  'secret-import-update-ok-position.json': { credential: 'member', after: [IMPORT_CREATED] },
  'secrets-raw-err-bad-env.json': { credential: 'member' },
  'secrets-raw-err-bad-include-imports-value.json': { credential: 'member' },
  'secrets-raw-err-bad-path.json': { credential: 'member' },
  'secrets-raw-err-bad-slug.json': { credential: 'member' },
  'secrets-raw-err-bad-workspace.json': { credential: 'member' },
  'secrets-raw-err-expired-or-garbage-token.json': { credential: 'forged' },
  'secrets-raw-err-missing-env.json': { credential: 'member' },
  'secrets-raw-err-no-auth.json': { credential: 'none' },
  'secrets-raw-err-no-project-membership.json': { credential: 'outsider' },
  'secrets-raw-ok-app-folder.json': { credential: 'member' },
  'secrets-raw-ok-expand-refs.json': { credential: 'member' },
  'secrets-raw-ok-include-imports.json': { credential: 'member' },
  'secrets-raw-ok-no-imports.json': { credential: 'member' },
  'secrets-raw-ok-readonly-identity.json': { credential: 'viewer' },
  'secrets-raw-ok-recursive.json': { credential: 'member' },
  'secrets-raw-ok-tag-filter.json': { credential: 'member' },
  'secrets-raw-ok-user-jwt.json': { credential: 'admin' },
  'secrets-raw-ok-workspace-slug.json': { credential: 'member' },
  'snapshots-list-err-bad-workspace.json': { credential: 'member' },
  'snapshots-list-err-missing-env.json': { credential: 'member' },
  'snapshots-list-err-no-auth.json': { credential: 'none' },
  'snapshots-list-ok.json': { credential: 'member' },
  'status.json': { credential: 'none' },
  'tags-create-err-bad-project.json': { credential: 'member' },
  'tags-create-err-duplicate.json': { credential: 'member', after: ['tags-create-ok.json'] },
  'tags-create-err-invalid-slug.json': { credential: 'member' },
  'tags-create-err-readonly.json': { credential: 'viewer' },
  'tags-create-ok.json': { credential: 'member' },
  'tags-list-err-bad-project.json': { credential: 'member' },
  'tags-list-err-no-auth.json': { credential: 'none' },
  'tags-list-err-no-project-membership.json': { credential: 'outsider' },
  // The list shows a tag an earlier capture run created: add it with its captured id and times.
  'tags-list-ok.json': {
    credential: 'member',
    setup: (s) => {
      s.state.addTag({
        id: '79f94946-c76f-4066-ada7-7f3f4f98f3a0',
        slug: 'tag-mwqzwmza',
        color: '#ff0000',
        createdBy: '32989bf8-ed54-42bc-90ab-1adb5c0ce115',
        createdAt: '2026-11-21T22:44:35.859Z',
      });
    },
  },
  'ua-get-identity-err-bad-signature.json': { credential: 'bad-signature' },
  'ua-get-identity-err-garbage-token.json': { credential: 'garbage' },
  'ua-get-identity-err-no-auth.json': { credential: 'none' },
  'ua-get-identity-err-not-uuid.json': { credential: 'member' },
  'ua-get-identity-err-unknown-id.json': { credential: 'member' },
  'ua-get-identity-ok-identity-token.json': { credential: 'member' },
  'ua-get-identity-ok-user-jwt.json': { credential: 'admin' },
  'ua-login-bad-client-id.json': { credential: 'none', body: withClientSecret('wrong') },
  'ua-login-bad-secret.json': { credential: 'none', body: withClientSecret('wrong') },
  'ua-login-missing-body-field.json': { credential: 'none' },
  'unknown-route.json': { credential: 'none' },
  'workspace-create-err-duplicate-slug.json': {
    credential: 'member',
    after: ['workspace-create-ok-identity-token.json'],
  },
  'workspace-create-err-invalid-slug.json': { credential: 'member' },
  'workspace-create-err-missing-name.json': { credential: 'member' },
  'workspace-create-err-no-auth.json': { credential: 'none' },
  'workspace-create-err-no-org-identity.json': { credential: 'viewer' },
  'workspace-create-ok-identity-token.json': { credential: 'member' },
};

/**
 * Captures whose bodies hold values made during the replay (new ids, timestamps, tokens, the
 * status date) or redacted ones. All other captures must come back byte for byte (same etag).
 */
const VARYING = new Set([
  '01-create-project-user-jwt.json',
  '02-ua-login.json',
  '03-create-secret-import.json',
  '05-oidc-attach.json',
  'env-create-ok.json',
  'env-delete-err-already-deleted.json',
  'env-delete-ok.json',
  'oidc-login-ok-form-urlencoded.json',
  'oidc-login-ok.json',
  'org-invite-ok.json',
  'org-memberships-list-ok-user-jwt.json',
  'secret-import-create-err-duplicate.json',
  'secret-import-create-ok.json',
  'secret-import-delete-err-already-deleted.json',
  'secret-import-delete-ok.json',
  'secret-import-list-ok.json',
  'secret-import-update-ok-path.json',
  'secret-import-update-ok-position.json',
  'status.json',
  'tags-create-ok.json',
  'workspace-create-err-no-org-identity.json',
  'workspace-create-ok-identity-token.json',
]);

// The second round's captures are replayed by contract-round-two.test.ts, those of recursive
// listings (`r3-*`, `r4-*`) by contract-round-three.test.ts, the leases (`r6-*`) by
// contract-leases.test.ts, those of the successor routes
// (`r5-*`) by successors.test.ts.
const PAIRS = captureFiles().filter(
  (f) =>
    f !== 'ratelimit-probe.json' &&
    !f.endsWith('.body.json') &&
    !ROUND_TWO_FILES.includes(f) &&
    !/^r[34567]-/.test(f),
);

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function authorization(s: FakeServer, credential: Credential): Promise<string | undefined> {
  switch (credential) {
    case 'none':
      return undefined;
    case 'member':
      return MEMBER_ACCESS_TOKEN;
    case 'viewer':
      return VIEWER_ACCESS_TOKEN;
    case 'outsider':
      return OUTSIDER_ACCESS_TOKEN;
    case 'admin':
      return ADMIN_USER_TOKEN;
    case 'bad-signature':
      return withBadSignature(MEMBER_ACCESS_TOKEN);
    case 'garbage':
      return 'garbage';
    case 'forged':
      return withBadSignature(signHs256({}, 'not-the-server-secret'));
    case 'oidc': {
      // A real OIDC login, as in the capture session.
      const res = await fetch(`${s.url}/api/v1/auth/oidc-auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identityId: OIDC_IDENTITY_ID, jwt: makeOidcJwt() }),
      });
      return ((await res.json()) as { accessToken: string }).accessToken;
    }
  }
}

/** Replays a capture of this round as its case says (credential, body, form, headers). */
async function replayCase(
  s: FakeServer,
  file: string,
  ids: IdMap,
  extraHeaders: Record<string, string> = {},
): Promise<Replayed> {
  const { request } = capture(file);
  const spec = CASES[file]!;
  const captured = request.body as Record<string, unknown> | undefined;
  return replay(s, file, {
    ids,
    token: await authorization(s, spec.credential),
    headers: { ...spec.headers, ...extraHeaders },
    body: captured && spec.body ? spec.body(captured) : undefined,
    form: spec.form,
  });
}

/** The headers this round recorded in full, beyond what every replay checks. */
function headerProblems(captured: Capture, live: Replayed, exact: boolean): string[] {
  const want = captured.response.headers;
  // The form-urlencoded capture was recorded without headers.
  if (Object.keys(want).length === 0) return [];
  const problems: string[] = [];
  const got = (name: string) => live.headers.get(name) ?? undefined;
  for (const name of ['x-ratelimit-reset', 'retry-after']) {
    if (want[name] !== got(name)) problems.push(`${name}: want ${want[name]}, got ${got(name)}`);
  }
  for (const name of ['x-ratelimit-remaining', 'etag']) {
    if ((want[name] === undefined) !== (got(name) === undefined)) {
      problems.push(
        `${name}: present in capture ${want[name] !== undefined}, live ${got(name) !== undefined}`,
      );
    }
  }
  if (want['x-ratelimit-remaining'] === '0' && got('x-ratelimit-remaining') !== '0') {
    problems.push(`x-ratelimit-remaining: want 0, got ${got('x-ratelimit-remaining')}`);
  }
  if (exact && want.etag !== got('etag')) {
    problems.push(`etag: want ${want.etag}, got ${got('etag')} (bodies are equal)`);
  }
  return problems;
}

describe('fake server replays every capture', () => {
  it('has a case for every request/response capture', () => {
    expect(PAIRS.length).toBe(101);
    expect(Object.keys(CASES).sort()).toEqual(PAIRS);
    expect(PAIRS.filter((f) => !VARYING.has(f))).toHaveLength(79);
  });

  it.each(PAIRS)('%s', async (file) => {
    server = await startFakeServer();
    const spec = CASES[file]!;
    spec.setup?.(server);
    const ids = new IdMap();
    for (const earlier of spec.after ?? []) {
      // Same headers as the case itself (the 429 case needs its X-Forwarded-For on all 41 calls).
      const live = await replayCase(server, earlier, ids, spec.headers);
      // Learn which live ids stand for the captured ones; the result itself is not checked.
      compareBodies(capture(earlier).response.body, live.body, ids);
    }
    const captured = capture(file);
    const live = await replayCase(server, file, ids);
    const result = expectReplayed(captured, live, ids, {
      replacements: [['http://127.0.0.1:18080', server.url]],
    });
    expect(headerProblems(captured, live, result.exact)).toEqual([]);
    if (!VARYING.has(file))
      expect(result.exact, 'body should equal the capture exactly').toBe(true);
  });

  it('serves the compact body of file 04 byte for byte', async () => {
    server = await startFakeServer();
    const ids = new IdMap();
    const live = await replayCase(server, '04-list-secrets-raw-dev-root-include-imports.json', ids);
    const bytes = readFileSync(
      path.join(CAPTURE_DIR, 'secrets-raw-dev-root-include-imports.body.json'),
      'utf8',
    );
    expect(live.text).toBe(bytes.trimEnd());
  });

  it('reproduces the rate-limit probe', async () => {
    interface ProbeRow {
      i?: number;
      status: number;
      [header: string]: unknown;
    }
    const probe = capture<{
      forwardedFor: string;
      secretsList: ProbeRow[];
      otherRouteAfter429: ProbeRow;
      otherIpAfter429: ProbeRow;
      readRouteSameIp: ProbeRow;
    }>('ratelimit-probe.json');
    server = await startFakeServer();
    const s = server;
    // The probe's tags list shows the tag of an earlier capture run.
    CASES['tags-list-ok.json']!.setup!(s);
    const call = async (path: string, forwardedFor: string) => {
      const res = await fetch(`${s.url}${path}`, {
        headers: {
          authorization: `Bearer ${MEMBER_ACCESS_TOKEN}`,
          'x-forwarded-for': forwardedFor,
        },
      });
      await res.arrayBuffer();
      const row: ProbeRow = { status: res.status };
      for (const name of [
        'content-type',
        'x-ratelimit-limit',
        'x-ratelimit-remaining',
        'x-ratelimit-reset',
        'retry-after',
        'etag',
      ]) {
        const value = res.headers.get(name);
        if (value !== null) row[name] = value;
      }
      return row;
    };
    const list = `/api/v3/secrets/raw?workspaceId=${PROJECT_ID}&environment=dev&secretPath=%2F`;
    for (const row of probe.secretsList) {
      const want = without(row, 'i');
      const got = await call(list, probe.forwardedFor);
      // The 429's etag covers the body with its wait time, which is the same here ("1 minute").
      expect(got, `call ${row.i}`).toEqual(want);
    }
    const otherRoute = without(probe.otherRouteAfter429, 'route');
    const single = await call(
      `/api/v3/secrets/raw/DATABASE_URL?workspaceId=${PROJECT_ID}&environment=dev&secretPath=%2F`,
      probe.forwardedFor,
    );
    expect({ ...single, etag: otherRoute.etag }).toEqual(otherRoute);
    expect(await call(list, '127.0.0.177')).toEqual(probe.otherIpAfter429);
    const readRoute = without(probe.readRouteSameIp, 'route');
    expect(await call(`/api/v1/workspace/${PROJECT_ID}/tags`, probe.forwardedFor)).toEqual(
      readRoute,
    );
  });
});

/** A copy of `row` without `key`. */
function without<T extends object>(row: T, key: string): Partial<T> {
  return Object.fromEntries(Object.entries(row).filter(([name]) => name !== key)) as Partial<T>;
}
