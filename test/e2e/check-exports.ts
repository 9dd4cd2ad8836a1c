// Run by .github/workflows/e2e.yml after `uses: ./` against the loopback fake server: checks
// what the action exported into this step's environment and outputs. It prints key names only,
// never a value (they are masked anyway, but a check should not rely on that).
//
//   node test/e2e/check-exports.ts main   # env vars, plus SECRET_COUNT / SECRETS_JSON outputs
//   node test/e2e/check-exports.ts tags   # TAGS / TAG_COUNT outputs of the tags sub-action
//   node test/e2e/check-exports.ts folders   # a folder created, then found again by a re-run
//   node test/e2e/check-exports.ts secrets   # secrets set, set again (unchanged), read back
import { DEV_ROOT, TAG_SLUG } from '../support/fake-server/constants.ts';

/** dev `/` with the defaults: own secrets beat the staging import, references expanded. */
const expected: Record<string, string> = DEV_ROOT;

const problems: string[] = [];
const env = process.env;

if (process.argv[2] === 'folders') {
  if (!/^[0-9a-f-]{36}$/.test(env.FOLDER_ID ?? '')) problems.push('folder-id of the create');
  if (env.FOLDER_CREATED !== 'true') problems.push('created of the create');
  if (env.AGAIN_ID !== env.FOLDER_ID) problems.push('folder-id of the re-run');
  if (env.AGAIN_CREATED !== 'false') problems.push('created of the re-run');
} else if (process.argv[2] === 'secrets') {
  const keys = ['PREVIEW_URL', 'PREVIEW_KEY'];
  const set = {
    PREVIEW_URL: 'https://pr-42.preview.example.com',
    PREVIEW_KEY: 'e2e-preview-key-line-one\ne2e-preview-key-line-two',
  };
  if (env.CREATED !== JSON.stringify(keys)) problems.push('created of the set');
  if (env.AGAIN_CREATED !== '[]' || env.AGAIN_UPDATED !== '[]')
    problems.push('writes of the re-run');
  if (env.AGAIN_UNCHANGED !== JSON.stringify(keys)) problems.push('unchanged of the re-run');
  const stored = JSON.parse(env.READ_BACK ?? '{}') as Record<string, string>;
  for (const [name, value] of Object.entries(set)) {
    if (stored[name] !== value) problems.push(`value of ${name} as read back`);
  }
} else if (process.argv[2] === 'tags') {
  const tags = JSON.parse(env.TAGS ?? '[]') as { slug?: string }[];
  if (!tags.some((tag) => tag.slug === TAG_SLUG)) problems.push(`tags output lacks ${TAG_SLUG}`);
  if (env.TAG_COUNT !== String(tags.length)) problems.push('count output differs from the list');
} else {
  for (const [name, value] of Object.entries(expected)) {
    if (env[name] !== value) problems.push(`env ${name}`);
  }
  if (env.SECRET_COUNT !== String(Object.keys(expected).length)) problems.push('secret-count');
  const json = JSON.parse(env.SECRETS_JSON ?? '{}') as Record<string, string>;
  for (const [name, value] of Object.entries(expected)) {
    if (json[name] !== value) problems.push(`secrets-json ${name}`);
  }
}

if (problems.length > 0) {
  console.log(`::error::Not as expected: ${problems.join(', ')}`);
  process.exit(1);
}
console.log(`ok: ${process.argv[2] ?? 'main'} exports as expected`);
