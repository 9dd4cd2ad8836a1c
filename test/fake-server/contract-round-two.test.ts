// Contract test of the second round of captures (writing secrets, folders, lookups): each one is
// replayed against a fresh fake set up like the capture session (the throwaway environments
// `capture-rt5b6` and `capture-ru3pc`, the tag `capture-tag-rt5b6`), after the captures that built
// the state it was taken in; status, rate-limit class and body must match. The second round ran
// on a re-seeded server, so its project, organization, environment and tag ids are paired with
// the fake's before the replay. Secrets created during a replay get random ids, and the server
// lists secrets by id: listings are compared in key order.
import { afterEach, describe, expect, it } from 'vitest';
import {
  ENV_IDS,
  MEMBER_ACCESS_TOKEN,
  ORG_ID,
  OUTSIDER_ACCESS_TOKEN,
  PROJECT_ID,
  TAG_ID,
  VIEWER_ACCESS_TOKEN,
  ADMIN_USER_TOKEN,
  startFakeServer,
} from '../support/fake-server/index.ts';
import type { FakeServer } from '../support/fake-server/index.ts';
import { IdMap, compareBodies, expectReplayed, replay } from '../support/capture-replay.ts';
import { capture } from '../support/captures.ts';
import { ROUND_TWO_FILES } from './round-two-files.ts';

/** Ids of the re-seeded server the second round ran on. */
const ROUND_TWO = {
  project: '37acefa1-4531-4860-8013-419aa74477ea',
  org: 'bc330ff6-0e4d-4bb8-a3e2-c7445f0830d5',
  dev: '44ffbf56-b077-4fd9-948a-3ad0e63ad381',
  staging: '923d6e12-f1fb-4576-82c0-e628c9ebb8de',
  prod: '9b3d8445-de30-4b64-99bf-e6de9d0ba0f8',
  ghaTag: 'ec35d83f-5397-4c00-aa34-8a5c2b936b5b',
  captureTag: '4d8da547-6aba-4f62-9ac7-e30d6e07ab86',
};

type Credential = 'member' | 'viewer' | 'outsider' | 'admin';

interface Case {
  credential?: Credential;
  /** Captures replayed first (unchecked) to build the state this one was taken in. */
  after?: string[];
  /** Folders that existed in `capture-rt5b6`, created (in order) before anything else. */
  folders?: string[];
  setup?: (server: FakeServer) => void;
  /** Taken while the throwaway environments did not exist (project lookups). */
  withoutSessionEnvironments?: boolean;
}

const VALUE_100KB = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcde\n'.repeat(
  1600,
);
const VALUE_OVER_1MIB = 'x'.repeat(1_048_586);

const CREATE = 'secret-create-ok.json';
const MINIMAL = 'secret-create-ok-minimal-body.json';
const RENAME = 'secret-update-ok-rename.json';
const UPDATE = 'secret-update-ok.json';
const TAGGED = 'secret-create-ok-tags.json';
const BATCH = 'secrets-batch-create-ok.json';
const BATCH_SLUG = 'secrets-batch-create-ok-project-slug.json';
const BATCH_UPDATE = 'secrets-batch-update-ok.json';
const FOLDER = 'folder-create-ok.json';
const PARENTS = 'folder-create-ok-missing-parents.json';
const batch = { folders: ['/capture-batch'] };

const CASES: Record<string, Case> = {
  'env-create-err-duplicate-slug.json': {},
  'env-create-err-invalid-slug.json': {},
  'env-get-by-id-ok.json': {},
  'env-get-err-no-project-membership.json': { credential: 'outsider' },
  'env-get-err-unknown-id.json': {},
  'env-get-ok-readonly.json': { credential: 'viewer' },
  'env-get-ok.json': {},
  'folder-create-err-invalid-name.json': {},
  'folder-create-err-missing-name.json': {},
  'folder-create-err-name-too-long.json': {},
  'folder-create-err-no-project-membership.json': { credential: 'outsider' },
  'folder-create-err-readonly.json': { credential: 'viewer' },
  'folder-create-err-unknown-env.json': {},
  'folder-create-ok-dotdot-name.json': { after: [FOLDER] },
  'folder-create-ok-duplicate.json': { after: [FOLDER] },
  'folder-create-ok-empty-name.json': { after: [FOLDER] },
  'folder-create-ok-missing-parents.json': {},
  'folder-create-ok-name-with-slash.json': {},
  'folder-create-ok.json': {},
  'folder-delete-err-already-deleted.json': {
    after: [
      FOLDER,
      'folder-update-ok.json',
      'folder-update-ok-by-name.json',
      'folder-delete-ok-by-id.json',
    ],
  },
  'folder-delete-err-missing-parent-path.json': { folders: ['/capture-dup'] },
  'folder-delete-err-readonly.json': { credential: 'viewer', folders: ['/capture-dup'] },
  'folder-delete-err-unknown-env.json': {},
  'folder-delete-ok-by-id.json': {
    after: [FOLDER, 'folder-update-ok.json', 'folder-update-ok-by-name.json'],
  },
  'folder-delete-ok-by-name.json': { after: [PARENTS] },
  'folder-get-by-id-err-unknown.json': {},
  'folder-get-by-id-ok.json': { after: [FOLDER] },
  'folder-list-err-invalid-path.json': {},
  'folder-list-err-no-project-membership.json': { credential: 'outsider' },
  'folder-list-err-unknown-env.json': {},
  'folder-list-ok-after-missing-parents.json': { after: [PARENTS] },
  'folder-list-ok-missing-path.json': {},
  'folder-list-ok-readonly.json': { credential: 'viewer' },
  'folder-list-ok.json': {
    folders: ['/capture-ml', '/capture-batch', '/capture-dup'],
    after: [FOLDER, PARENTS, 'folder-create-ok-name-with-slash.json'],
  },
  'folder-update-err-name-exists.json': { after: [FOLDER, PARENTS] },
  'folder-update-err-readonly.json': { credential: 'viewer', after: [FOLDER] },
  'folder-update-err-unknown-id.json': {},
  'folder-update-err-wrong-path.json': { after: [FOLDER, PARENTS] },
  'folder-update-ok-by-name.json': { after: [FOLDER, 'folder-update-ok.json'] },
  'folder-update-ok.json': { after: [FOLDER] },
  'org-workspaces-list-ok-identity.json': { withoutSessionEnvironments: true },
  'org-workspaces-list-ok-outsider.json': { credential: 'outsider' },
  'org-workspaces-list-other-org-empty.json': {},
  'secret-create-err-body-too-large.json': {},
  'secret-create-err-exists.json': { after: [CREATE] },
  'secret-create-err-invalid-path.json': {},
  'secret-create-err-key-101-chars.json': {},
  'secret-create-err-key-300-chars.json': {},
  'secret-create-err-missing-folder.json': {},
  'secret-create-err-missing-value.json': {},
  'secret-create-err-no-project-membership.json': { credential: 'outsider' },
  'secret-create-err-not-uuid-tag.json': {},
  'secret-create-err-path-without-leading-slash.json': {},
  'secret-create-err-personal-type.json': {},
  'secret-create-err-readonly.json': { credential: 'viewer' },
  'secret-create-err-unknown-env.json': {},
  'secret-create-err-unknown-tag.json': {},
  'secret-create-err-unknown-workspace.json': {},
  'secret-create-err-workspace-slug-instead-of-id.json': {},
  'secret-create-ok-100kb.json': {},
  'secret-create-ok-empty-value.json': {},
  'secret-create-ok-key-100-chars.json': {},
  'secret-create-ok-key-blank.json': {},
  'secret-create-ok-key-dash.json': {},
  'secret-create-ok-key-dot.json': {},
  'secret-create-ok-key-equals.json': {},
  'secret-create-ok-key-leading-digit.json': {},
  'secret-create-ok-key-padded.json': {},
  'secret-create-ok-key-slash.json': {},
  'secret-create-ok-key-space.json': {},
  'secret-create-ok-minimal-body.json': {},
  'secret-create-ok-multiline.json': {},
  'secret-create-ok-path-trailing-slash.json': {},
  'secret-create-ok-skip-multiline-encoding.json': {},
  'secret-create-ok-tags.json': {},
  'secret-create-ok-unicode.json': {},
  'secret-create-ok-value-trailing-newline.json': {},
  'secret-create-ok-value-trimmed.json': {},
  'secret-create-ok.json': {},
  'secret-delete-err-missing-folder.json': { after: [CREATE] },
  'secret-delete-err-missing.json': {},
  'secret-delete-err-no-body.json': {},
  'secret-delete-err-readonly.json': { credential: 'viewer', after: [CREATE] },
  'secret-delete-err-unknown-env.json': {},
  'secret-delete-ok.json': { after: [MINIMAL, RENAME] },
  'secret-get-err-imported-without-include-imports.json': {},
  'secret-get-err-missing-env.json': {},
  'secret-get-err-missing-folder.json': {},
  'secret-get-err-missing.json': {},
  'secret-get-err-unknown-env.json': {},
  'secret-get-ok-100kb.json': { after: ['secret-create-ok-100kb.json'] },
  'secret-get-ok-after-tags-clear.json': { after: [TAGGED, 'secret-update-ok-tags-clear.json'] },
  'secret-get-ok-after-update.json': { after: [CREATE, UPDATE] },
  'secret-get-ok-empty-value.json': { after: ['secret-create-ok-empty-value.json'] },
  'secret-get-ok-imported.json': {},
  'secret-get-ok-key-space.json': { after: ['secret-create-ok-key-space.json'] },
  'secret-get-ok-readonly.json': { credential: 'viewer', after: [CREATE] },
  'secret-get-ok-skip-multiline-encoding.json': {
    after: ['secret-create-ok-skip-multiline-encoding.json'],
  },
  'secret-get-ok-tags.json': { after: [TAGGED] },
  'secret-get-ok-workspace-slug.json': { after: [CREATE] },
  'secret-get-ok.json': { after: [CREATE] },
  'secret-import-list-err-missing-env.json': {},
  'secret-import-list-err-missing-folder.json': {},
  'secret-import-list-err-unknown-env.json': {},
  'secret-import-list-ok-dev-app.json': {},
  'secret-import-list-ok-empty.json': {},
  'secret-import-list-ok-readonly.json': { credential: 'viewer' },
  'secret-update-err-missing-folder.json': { after: [CREATE] },
  'secret-update-err-missing-value.json': { after: [CREATE] },
  'secret-update-err-missing.json': {},
  'secret-update-err-readonly.json': { credential: 'viewer', after: [CREATE] },
  'secret-update-err-rename-exists.json': { after: [CREATE, MINIMAL, RENAME] },
  'secret-update-err-unknown-env.json': {},
  'secret-update-ok-comment.json': {
    after: [CREATE, UPDATE, 'secret-update-ok-same-value.json'],
  },
  'secret-update-ok-empty-value.json': { after: ['secret-create-ok-unicode.json'] },
  'secret-update-ok-rename.json': { after: [MINIMAL] },
  'secret-update-ok-same-value.json': { after: [CREATE, UPDATE] },
  'secret-update-ok-tags-clear.json': { after: [TAGGED] },
  'secret-update-ok-tags-set.json': {
    after: [CREATE, UPDATE, 'secret-update-ok-same-value.json', 'secret-update-ok-comment.json'],
  },
  'secret-update-ok.json': { after: [CREATE] },
  'secrets-batch-create-err-empty-list.json': batch,
  'secrets-batch-create-err-key-too-long-list-after.json': {
    ...batch,
    after: [
      BATCH,
      BATCH_SLUG,
      'secrets-batch-create-err-one-unknown-tag.json',
      'secrets-batch-create-err-key-too-long.json',
    ],
  },
  'secrets-batch-create-err-key-too-long.json': { ...batch, after: [BATCH] },
  'secrets-batch-create-err-missing-folder.json': batch,
  'secrets-batch-create-err-no-project.json': batch,
  'secrets-batch-create-err-one-exists-list-after.json': {
    ...batch,
    after: [BATCH, BATCH_SLUG, 'secrets-batch-create-err-one-exists.json'],
  },
  'secrets-batch-create-err-one-exists.json': { ...batch, after: [BATCH] },
  'secrets-batch-create-err-one-unknown-tag.json': { ...batch, after: [BATCH] },
  'secrets-batch-create-err-readonly.json': { ...batch, credential: 'viewer' },
  'secrets-batch-create-err-unknown-env.json': {},
  'secrets-batch-create-err-unknown-project-slug.json': {},
  'secrets-batch-create-ok-duplicate-keys-list-after.json': {
    folders: ['/capture-dup'],
    after: ['secrets-batch-create-ok-duplicate-keys.json'],
  },
  'secrets-batch-create-ok-duplicate-keys.json': { folders: ['/capture-dup'] },
  'secrets-batch-create-ok-key-300-chars.json': {},
  'secrets-batch-create-ok-project-slug.json': batch,
  'secrets-batch-create-ok.json': batch,
  'secrets-batch-delete-err-missing-folder.json': batch,
  'secrets-batch-delete-err-one-missing-list-after.json': {
    ...batch,
    after: [
      BATCH,
      BATCH_SLUG,
      BATCH_UPDATE,
      'secrets-batch-update-ok-rename.json',
      'secrets-batch-delete-err-one-missing.json',
    ],
  },
  'secrets-batch-delete-err-one-missing.json': { ...batch, after: [BATCH, BATCH_UPDATE] },
  'secrets-batch-delete-err-readonly.json': { ...batch, credential: 'viewer', after: [BATCH] },
  'secrets-batch-delete-ok.json': { ...batch, after: [BATCH, BATCH_UPDATE] },
  'secrets-batch-update-err-missing-folder.json': batch,
  'secrets-batch-update-err-one-missing-list-after.json': {
    ...batch,
    after: [BATCH, BATCH_SLUG, BATCH_UPDATE, 'secrets-batch-update-err-one-missing.json'],
  },
  'secrets-batch-update-err-one-missing.json': { ...batch, after: [BATCH, BATCH_UPDATE] },
  'secrets-batch-update-err-readonly.json': { ...batch, credential: 'viewer', after: [BATCH] },
  'secrets-batch-update-ok-rename.json': { ...batch, after: [BATCH, BATCH_SLUG] },
  'secrets-batch-update-ok.json': { ...batch, after: [BATCH] },
  'secrets-raw-err-invalid-path-segment.json': {},
  'secrets-raw-err-unknown-workspace-id-not-uuid.json': {},
  'secrets-raw-missing-folder-include-imports.json': {},
  'secrets-raw-missing-folder-recursive-include-imports.json': {},
  'secrets-raw-missing-folder-recursive.json': {},
  'secrets-raw-ok-empty-folder-include-imports.json': {},
  'secrets-raw-ok-empty-folder.json': {},
  'secrets-raw-ok-recursive-prefix-match.json': {},
  'secrets-raw-ok-skip-multiline-expand.json': {
    setup: (s) => {
      const at = { environment: 'capture-rt5b6', path: '/capture-ml', projectId: PROJECT_ID };
      s.state.setSecrets([
        { ...at, key: 'ML_SOURCE', value: 'first line\nsecond line' },
        { ...at, key: 'ML_REF_PLAIN', value: '${ML_SOURCE}' },
        { ...at, key: 'ML_REF_SKIP', value: '${ML_SOURCE}', skipMultilineEncoding: true },
        { ...at, key: 'ML_NOREF_SKIP', value: 'third\nfourth', skipMultilineEncoding: true },
      ]);
    },
  },
  'secrets-raw-unknown-env-include-imports.json': {},
  'secrets-raw-unknown-env-recursive-include-imports.json': {},
  'secrets-raw-unknown-env-recursive.json': {},
  'tags-get-by-slug-err-no-project-membership.json': { credential: 'outsider' },
  'tags-get-by-slug-err-unknown.json': {},
  'tags-get-by-slug-ok-readonly.json': { credential: 'viewer' },
  'tags-get-by-slug-ok.json': {},
  'workspace-get-by-slug-err-invalid-slug.json': {},
  'workspace-get-by-slug-err-no-project-membership.json': { credential: 'outsider' },
  'workspace-get-by-slug-err-unknown.json': {},
  'workspace-get-by-slug-ok.json': { withoutSessionEnvironments: true },
  'workspace-get-err-no-project-membership.json': { credential: 'outsider' },
  'workspace-get-err-not-uuid.json': {},
  'workspace-get-err-unknown-id.json': {},
  'workspace-get-ok-readonly.json': { credential: 'viewer', withoutSessionEnvironments: true },
  'workspace-get-ok.json': { withoutSessionEnvironments: true },
  'workspace-list-err-identity-token.json': {},
  'workspace-list-ok-user-jwt.json': { credential: 'admin', withoutSessionEnvironments: true },
};

const TOKENS: Record<Credential, string> = {
  member: MEMBER_ACCESS_TOKEN,
  viewer: VIEWER_ACCESS_TOKEN,
  outsider: OUTSIDER_ACCESS_TOKEN,
  admin: ADMIN_USER_TOKEN,
};

/** The capture session's state: its environments, tag and folders, its ids paired. */
function sessionState(s: FakeServer, ids: IdMap, spec: Case): void {
  ids.bind(ROUND_TWO.project, PROJECT_ID);
  ids.bind(ROUND_TWO.org, ORG_ID);
  ids.bind(ROUND_TWO.dev, ENV_IDS.dev);
  ids.bind(ROUND_TWO.staging, ENV_IDS.staging);
  ids.bind(ROUND_TWO.prod, ENV_IDS.prod);
  ids.bind(ROUND_TWO.ghaTag, TAG_ID);
  if (spec.withoutSessionEnvironments) return;
  s.state.addEnvironment({ projectId: PROJECT_ID, slug: 'capture-rt5b6', name: 'Capture rt5b6' });
  s.state.addEnvironment({ projectId: PROJECT_ID, slug: 'capture-ru3pc', name: 'Capture ru3pc' });
  s.state.addFolder({ environment: 'capture-ru3pc', path: '/capture-sub', projectId: PROJECT_ID });
  for (const path of spec.folders ?? []) {
    s.state.addFolder({ environment: 'capture-rt5b6', path, projectId: PROJECT_ID });
  }
  const tag = s.state.addTag({
    slug: 'capture-tag-rt5b6',
    color: '#00aa00',
    projectId: PROJECT_ID,
  });
  ids.bind(ROUND_TWO.captureTag, tag.id);
}

/** Placeholders of the redacted request bodies, filled with what was really sent. */
function fill(body: unknown): unknown {
  return JSON.parse(
    JSON.stringify(body)
      .replace('"<VALUE_100KB>"', JSON.stringify(VALUE_100KB))
      .replace('"<VALUE_OVER_1MIB>"', JSON.stringify(VALUE_OVER_1MIB)),
  );
}

/** Replays a capture of this round as `credential`, its redacted body filled. */
function replayAs(s: FakeServer, file: string, ids: IdMap, credential: Credential) {
  const { request } = capture(file);
  return replay(s, file, {
    ids,
    token: TOKENS[credential],
    body: request.body === undefined ? undefined : fill(request.body),
  });
}

/** Secret listings in key order (ids, and so the server's order, differ in a replay). */
function byKey(value: unknown): unknown {
  if (!value || typeof value !== 'object' || !('secrets' in value)) return value;
  const list = (value as { secrets: unknown }).secrets;
  if (!Array.isArray(list)) return value;
  const key = (item: unknown): string =>
    `${(item as { secretKey?: string }).secretKey}\u0000${(item as { secretValue?: string }).secretValue}`;
  return {
    ...value,
    secrets: [...list].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)),
  };
}

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('fake server replays the second round of captures', () => {
  it('has a case for every capture of the second round', () => {
    expect(Object.keys(CASES).sort()).toEqual([...ROUND_TWO_FILES].sort());
  });

  it.each(Object.keys(CASES))('%s', async (file) => {
    server = await startFakeServer();
    const spec = CASES[file]!;
    const ids = new IdMap();
    sessionState(server, ids, spec);
    spec.setup?.(server);
    for (const earlier of spec.after ?? []) {
      const live = await replayAs(server, earlier, ids, 'member');
      expect(live.status, `${earlier} (set-up)`).toBe(capture(earlier).response.status);
      compareBodies(byKey(capture(earlier).response.body), byKey(live.body), ids);
    }
    const live = await replayAs(server, file, ids, spec.credential ?? 'member');
    expectReplayed(capture(file), live, ids, { normalise: (body) => byKey(fill(body)) });
  });
});
