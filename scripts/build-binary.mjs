// Builds the command-line tool as a standalone executable for this machine's system and processor,
// one that needs no Node.js installed: release/infisical-ci-<os>-<arch> (`.exe` on Windows), with
// <os> linux, macos or windows and <arch> x64 or arm64. It is a copy of the Node 24 binary of the
// `node` dev dependency with the tool injected as a single executable application:
//   1. ncc bundles scripts/binary-entry.cjs (the tool's source, the AWS SDK included) into one
//      CommonJS file, the only main script Node 24 runs this way;
//   2. that Node turns it into a preparation blob, with V8's code cache (faster start-up);
//   3. postject writes the blob into the copy (on macOS: signature removed first, then signed
//      again ad hoc, without which Apple silicon refuses to start it).
// Each platform's executable is built on that platform (the release workflow's matrix).
//
//   npm run build:binary [-- --out-dir DIR]
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { inject } from 'postject';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { values } = parseArgs({ options: { 'out-dir': { type: 'string' } } });
const outDir = path.resolve(values['out-dir'] ?? path.join(root, 'release'));

/** The fuse Node looks for to know a blob was injected (Node's documentation gives it). */
const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';
const OS_NAMES = { linux: 'linux', darwin: 'macos', win32: 'windows' };
const ARCHES = ['x64', 'arm64'];

function fail(message) {
  console.error(`error: ${message}`);
  process.exit(1);
}

const osName = OS_NAMES[process.platform];
if (!osName || !ARCHES.includes(process.arch)) {
  fail(`no standalone executable is built for ${process.platform}-${process.arch}.`);
}
const windows = process.platform === 'win32';
const node = path.join(root, 'node_modules', 'node', 'bin', windows ? 'node.exe' : 'node');
if (!existsSync(node)) {
  fail(`the Node 24 binary of the 'node' dev dependency is missing (${node}): run 'npm ci'.`);
}
const nodeVersion = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
if (!nodeVersion.startsWith('v24.')) {
  fail(`${node} is Node ${nodeVersion}, not Node 24: run 'npm ci'.`);
}
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const output = path.join(outDir, `infisical-ci-${osName}-${process.arch}${windows ? '.exe' : ''}`);

const work = mkdtempSync(path.join(os.tmpdir(), 'infisical-ci-sea-'));
try {
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js'),
      'build',
      'scripts/binary-entry.cjs',
      '-o',
      path.join(work, 'bundle'),
      '--quiet',
      '--target',
      'es2023',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  const main = path.join(work, 'bundle', 'index.cjs');
  // The executable holds one script and reads no file beside it: a chunk would fail at run time.
  const chunks = readdirSync(path.join(work, 'bundle')).filter((file) => /\.js$/.test(file));
  if (chunks.length > 0) {
    throw new Error(
      `The bundle has chunks the executable cannot read (${chunks.join(', ')}): add the modules ` +
        'loaded with import() to exports.lazy in scripts/binary-entry.cjs.',
    );
  }
  const blob = path.join(work, 'sea.blob');
  const config = path.join(work, 'sea-config.json');
  writeFileSync(
    config,
    JSON.stringify({
      main,
      output: blob,
      disableExperimentalSEAWarning: true,
      useCodeCache: true,
      useSnapshot: false,
    }),
  );
  execFileSync(node, ['--experimental-sea-config', config], { cwd: work, stdio: 'ignore' });

  mkdirSync(outDir, { recursive: true });
  rmSync(output, { force: true });
  copyFileSync(node, output);
  chmodSync(output, 0o755);
  if (process.platform === 'darwin') {
    execFileSync('codesign', ['--remove-signature', output], { stdio: 'inherit' });
  }
  // postject's ELF reader warns once per unnamed note section of Node's Linux binary: harmless
  // (the executable is checked below), and only those lines are dropped.
  const warn = console.warn;
  console.warn = (...args) => {
    if (!/^warning: Can't find string offset for section name/.test(String(args[0]))) warn(...args);
  };
  try {
    await inject(output, 'NODE_SEA_BLOB', readFileSync(blob), {
      sentinelFuse: SEA_FUSE,
      machoSegmentName: 'NODE_SEA',
    });
  } finally {
    console.warn = warn;
  }
  if (process.platform === 'darwin') {
    execFileSync('codesign', ['--sign', '-', '--force', output], { stdio: 'inherit' });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

// It starts, on its own, and is this version.
const bare = process.env.SystemRoot ? { SystemRoot: process.env.SystemRoot } : {};
const said = execFileSync(output, ['--version'], { encoding: 'utf8', env: bare }).trim();
if (said !== version) fail(`${output} says version '${said}', package.json ${version}.`);
const mib = (statSync(output).size / 1024 / 1024).toFixed(1);
console.log(
  `Built ${path.relative(process.cwd(), output) || output} (${mib} MiB, Node ${nodeVersion}, infisical-ci ${version}).`,
);
