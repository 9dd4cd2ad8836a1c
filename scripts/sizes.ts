// Sizes of the built files, read from dist/ itself whenever the docs are rendered or checked, so
// the sizes the docs give can only be the committed build's: the bundles (dist/lib/, the post
// step's, the tool's dist/cli/) and every chunk ncc split off for a dynamic import().
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { grouped, kb, table } from '../bench/tables/format.ts';

/** The bundles, in the order of the table, with what loads each. */
const BUNDLES: Record<string, string> = {
  'dist/lib/index.js':
    "every action's step (each `dist/<action>/index.js` is one line importing it)",
  'dist/post/index.cjs': 'the post step (it loads `dist/lib/index.js` only to revoke a token left)',
  'dist/cli/index.js':
    "`infisical-ci`'s entry: it opens the connection, then loads the tool (the package is `dist/cli/`)",
};

/** What a chunk holds, told by its content; the first that matches. */
const CHUNK_ROLES = [
  {
    // Before the SDK's own chunk: this code names the SDK's modules in its messages.
    role: 'aws-login',
    test: (code: string) => code.includes('CONCATENATED MODULE: ./src/auth/aws-credentials.ts'),
    loadedBy: 'the `aws-iam` login: where the credentials come from, and the region',
  },
  {
    role: 'aws-signing',
    test: (code: string) => /\bsignGetCallerIdentity: \(\)/.test(code),
    loadedBy: 'the `aws-iam` login: the signed `GetCallerIdentity` request',
  },
  {
    role: 'hints',
    test: (code: string) => /\bhintFor: \(\)/.test(code),
    loadedBy: 'a failed call to the server: the hint that says what to do',
  },
  {
    role: 'oidc-claims',
    test: (code: string) => /\btokenClaims: \(\)/.test(code),
    loadedBy: "a refused OIDC login: the GitHub token's claims to compare with the identity",
  },
  {
    role: 'references',
    test: (code: string) => /\bcheckUnresolved: \(\)/.test(code),
    loadedBy:
      'a value that still holds `${` after expansion, or a listing refused for a reference: `unresolved-references`',
  },
  {
    role: 'leases',
    test: (code: string) => /\breleaseLeases: \(\)/.test(code),
    loadedBy:
      "a main step with `dynamic-secrets`, and a post step with leases to revoke: leasing, revoking, the leases' fields as secrets",
  },
  {
    role: 'aws-sdk',
    test: (code: string) => code.includes('@aws-sdk/credential-provider-node'),
    loadedBy: "the AWS SDK's credential chain: `aws-iam` unless the keys are in the environment",
  },
  {
    role: 'aws-calls',
    test: (code: string) => /\bprofileRegion\b/.test(code) && /\bloadCredentials\b/.test(code),
    loadedBy: 'our calls into the AWS SDK (`src/auth/aws-sdk.ts`), with the chunk of the SDK',
  },
  {
    role: 'sub-actions',
    test: (code: string) => code.includes('CONCATENATED MODULE: ./src/actions/sub-actions.ts'),
    loadedBy: 'the management sub-actions (`imports`, `tags`, ...): never the main action',
  },
  {
    // Before the tool's management commands: this chunk is the whole tool.
    role: 'cli-tool',
    test: (code: string) => code.includes('CONCATENATED MODULE: ./src/cli/tool.ts'),
    loadedBy: 'every command of `infisical-ci`, once its entry has opened the connection',
  },
  {
    role: 'cli-sub-actions',
    test: (code: string) => code.includes('CONCATENATED MODULE: ./src/cli/sub-command.ts'),
    loadedBy: "the tool's management commands (`imports`, `tags`, ...): never `run` or `export`",
  },
  {
    role: 'cloud-vm',
    test: (code: string) => code.includes('CONCATENATED MODULE: ./src/auth/metadata-request.ts'),
    loadedBy: 'the metadata requests of `azure` and `gcp-id-token`',
  },
] as const;

export type ChunkRole = (typeof CHUNK_ROLES)[number]['role'];

export interface BuiltFile {
  /** Relative to the repository, with `/`: `dist/lib/861.index.js`. */
  file: string;
  bytes: number;
  loadedBy: string;
  role?: ChunkRole;
}

/** A chunk ncc split off for a dynamic import(): `dist/<bundle>/<id>.index.js`. */
export const CHUNK = /^\d+\.index\.js$/;

/** Every bundle and chunk under dist/, bundles in their order, each followed by its chunks. */
export function builtFiles(root: string): BuiltFile[] {
  const files: BuiltFile[] = [];
  for (const [file, loadedBy] of Object.entries(BUNDLES)) {
    const absolute = path.join(root, file);
    if (!existsSync(absolute)) throw new Error(`${file} is missing: run \`npm run build:dist\`.`);
    files.push({ file, bytes: statSync(absolute).size, loadedBy });
    const dir = path.dirname(absolute);
    const chunks = readdirSync(dir)
      .filter((name) => CHUNK.test(name))
      .sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
    for (const name of chunks) {
      const chunk = path.join(dir, name);
      const code = readFileSync(chunk, 'utf8');
      const known = CHUNK_ROLES.find((entry) => entry.test(code));
      files.push({
        file: `${path.posix.dirname(file)}/${name}`,
        bytes: statSync(chunk).size,
        loadedBy: known?.loadedBy ?? 'loaded on demand by a dynamic `import()`',
        ...(known ? { role: known.role } : {}),
      });
    }
  }
  return files;
}

/** The table of every bundle and chunk. */
export function renderSizesTable(files: BuiltFile[]): string {
  return [
    'The built files, unminified, as `dist/` holds them (chunks are loaded only when needed):',
    '',
    table(
      ['file', 'bytes', 'loaded by'],
      files.map(({ file, bytes, loadedBy }) => [`\`${file}\``, grouped(bytes), loadedBy]),
      [false, true, false],
    ),
  ].join('\n');
}

/** The size of one bundle, for a sentence: `341 KB`. */
export function bundleSize(files: BuiltFile[], file: string): string {
  const found = files.find((entry) => entry.file === file);
  if (!found) throw new Error(`${file} is not a bundle of dist/.`);
  return kb(found.bytes);
}

/** The size of the chunk of `dist/lib/` that holds `role`, for a sentence. */
export function chunkSize(files: BuiltFile[], role: ChunkRole): string {
  const found = files.find((entry) => entry.role === role && entry.file.startsWith('dist/lib/'));
  if (!found) {
    throw new Error(
      `No chunk of dist/lib/ holds ${role} any more: change the docs that give its size.`,
    );
  }
  return kb(found.bytes);
}

/** All the files of a folder of dist/ (what the package of the tool holds), for a sentence. */
export function folderSize(root: string, folder: string): string {
  const dir = path.join(root, folder);
  const bytes = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => statSync(path.join(dir, name)))
    .filter((stat) => stat.isFile())
    .reduce((sum, stat) => sum + stat.size, 0);
  return kb(bytes);
}
