// The release workflow's one source of truth about a release: reads it from its tag, checks that
// package.json and CHANGELOG.md agree, and prints what the workflow needs.
//
//   node scripts/release.ts vX.Y.Z [--notes FILE]
//
// Prints `name=value` lines for $GITHUB_OUTPUT (version, major, latest, private) and, with
// --notes, writes the CHANGELOG section of the version to FILE (the release's notes).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** A release tag, read. */
export interface ReleaseTag {
  /** `X.Y.Z`. */
  version: string;
  /** The moving major tag, `vX`. */
  major: string;
}

/** What the release reads from package.json. */
export interface PackageJson {
  version?: string;
  private?: boolean;
  repository?: string | { url?: string };
  bin?: string | Record<string, string>;
  files?: string[];
}

/** Reads `vX.Y.Z`; anything else (pre-releases included) is not a release tag. */
export function parseTag(tag: string): ReleaseTag {
  const match = /^v(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.exec(tag);
  if (!match) throw new Error(`'${tag}' is not a release tag: push a tag like v1.2.3.`);
  return { version: tag.slice(1), major: `v${match[1]}` };
}

/** Checks package.json against the tag: same version, and what npm provenance needs. */
export function checkPackage(pkg: PackageJson, version: string): void {
  if (pkg.version !== version) {
    throw new Error(
      `package.json says version ${pkg.version ?? '(none)'} but the tag says ${version}: ` +
        `set "version": "${version}", commit, and tag that commit.`,
    );
  }
  const repository = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  if (pkg.private !== true && !repository) {
    // npm checks a provenance statement's source repository against this field.
    throw new Error('package.json needs "repository" (the GitHub URL) to publish with provenance.');
  }
}

/**
 * Checks the package's programs (the command-line tool): each `bin` file is built, starts with
 * a `#!/usr/bin/env node` line, is executable, and is inside what `files` publishes.
 */
export function checkBin(pkg: PackageJson, root: string): void {
  const bins = typeof pkg.bin === 'string' ? { bin: pkg.bin } : (pkg.bin ?? {});
  for (const [name, file] of Object.entries(bins)) {
    const absolute = path.join(root, file);
    if (!existsSync(absolute)) {
      throw new Error(
        `package.json's bin "${name}" is ${file}, which is missing: run 'npm run build:dist'.`,
      );
    }
    if (!readFileSync(absolute, 'utf8').startsWith('#!/usr/bin/env node\n')) {
      throw new Error(`${file} (bin "${name}") must start with '#!/usr/bin/env node'.`);
    }
    if (process.platform !== 'win32' && (statSync(absolute).mode & 0o111) === 0) {
      throw new Error(`${file} (bin "${name}") must be executable: chmod +x it and commit.`);
    }
    const published = pkg.files?.some((entry) => {
      const prefix = entry.replace(/^\.\//, '');
      return file === prefix || file.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
    });
    if (pkg.files && !published) {
      throw new Error(
        `${file} (bin "${name}") is not in package.json's "files": npm would leave it out.`,
      );
    }
  }
}

/**
 * The body of the `## [X.Y.Z]` section of a Keep a Changelog file, trimmed, without the link
 * definitions that close the file.
 */
export function changelogSection(changelog: string, version: string): string {
  const lines = changelog.split(/\r?\n/);
  const heading = new RegExp(`^## \\[?${version.replace(/\./g, '\\.')}\\]?(\\s|$)`);
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) {
    throw new Error(
      `CHANGELOG.md has no section for ${version}: rename "## [Unreleased]" to ` +
        `"## [${version}] - YYYY-MM-DD" (or add the section), commit, and tag that commit.`,
    );
  }
  const next = lines.findIndex((line, i) => i > start && /^## /.test(line));
  const body = lines.slice(start + 1, next < 0 ? undefined : next);
  while (body.length > 0 && /^(\s*|\[[^\]]+\]:\s.*)$/.test(body.at(-1)!)) body.pop();
  const text = body.join('\n').trim();
  if (text === '') throw new Error(`CHANGELOG.md's section for ${version} is empty.`);
  return text;
}

const numbers = (version: string): number[] => version.split('.').map(Number);

/**
 * Whether `version` is the newest release of its major line among `tags`: only then does the
 * major tag move (a fix released for an older minor must not take `v1` backwards).
 */
export function isNewestInMajor(version: string, tags: readonly string[]): boolean {
  const [major, minor, patch] = numbers(version) as [number, number, number];
  return tags.every((tag) => {
    let other: number[];
    try {
      other = numbers(parseTag(tag).version);
    } catch {
      return true; // not a release tag
    }
    if (other[0] !== major) return true;
    return other[1]! < minor || (other[1] === minor && other[2]! <= patch);
  });
}

function main(args: string[]): void {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const { values, positionals } = parseArgs({
    args,
    options: { notes: { type: 'string' } },
    allowPositionals: true,
  });
  const { version, major } = parseTag(positionals[0] ?? '');
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as PackageJson;
  checkPackage(pkg, version);
  checkBin(pkg, root);
  const notes = changelogSection(readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8'), version);
  if (values.notes) writeFileSync(values.notes, notes + '\n');
  const tags = execFileSync('git', ['tag', '--list', 'v*'], { cwd: root, encoding: 'utf8' });
  const latest = isNewestInMajor(version, tags.split('\n').filter(Boolean));
  console.log(
    `version=${version}\nmajor=${major}\nlatest=${latest}\nprivate=${pkg.private === true}`,
  );
}

if (import.meta.main) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`::error::${(error as Error).message}`);
    process.exit(1);
  }
}
