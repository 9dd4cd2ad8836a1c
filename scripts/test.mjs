// Runs the test suite on Node 24 (the action's runtime), whatever Node runs npm: the fast suite,
// or with --slow the slow files (test/suites.ts). Builds dist/ first when it is not built from
// the sources as they are, because the end-to-end tests run the bundle the way the runner does.
// Prints a plain "N passed, N failed" line for CI.
// Every temporary file the tests make (their workspaces, the steps' GITHUB_* files and
// RUNNER_TEMP) goes under one folder, removed at the end, after an interrupted run too: a run
// leaves nothing in the system's temporary folder. KEEP_TEST_TMP=1 keeps it, to look at what a
// failing test left.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { distIsFresh } from './build-inputs.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const node24 = path.join(root, 'node_modules', 'node', 'bin', 'node');
const nodeBin = existsSync(node24) ? node24 : process.execPath;
const report = path.join(root, '.vitest-report.json');

// dist/ records the hash of the sources it was built from: a fresh clone's committed dist/ is
// used as it is (`.ci/run` proves it is what the sources build to); a change to src/ rebuilds.
const wantsBuild = !process.argv.includes('--no-build');
if (wantsBuild && distIsFresh()) {
  console.log('dist/ is built from the sources as they are: not rebuilt.');
} else if (wantsBuild) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const slow = process.argv.includes('--slow');
const extra = process.argv.slice(2).filter((arg) => arg !== '--no-build' && arg !== '--slow');
rmSync(report, { force: true });
const version = spawnSync(nodeBin, ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(`Running the ${slow ? 'slow' : 'fast'} tests on Node ${version}`);
const temp = mkdtempSync(path.join(os.tmpdir(), 'infisical-ci-tests-'));
// Ctrl+C reaches the test run too: this process waits for it to end, then removes the folder.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});
const result = spawnSync(
  nodeBin,
  [
    path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...extra,
  ],
  // os.tmpdir() reads TMPDIR on POSIX and TEMP/TMP on Windows.
  {
    stdio: 'inherit',
    cwd: root,
    env: {
      ...process.env,
      TMPDIR: temp,
      TEMP: temp,
      TMP: temp,
      ...(slow ? { TEST_SUITE: 'slow' } : {}),
    },
  },
);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(report)) {
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  passed = summary.numPassedTests;
  // A file that failed without a failing test (an import error, a failing hook) counts once.
  const brokenFiles = (summary.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
  ).length;
  failed = summary.numFailedTests + brokenFiles;
  skipped = summary.numPendingTests + summary.numTodoTests;
}
if (process.env.KEEP_TEST_TMP) {
  console.log(`Temporary files kept in ${temp}`);
} else {
  try {
    rmSync(temp, { recursive: true, force: true, maxRetries: 3 });
  } catch (error) {
    // A file still held open (Windows): the run's result stands.
    console.log(`Could not remove ${temp}: ${error.message}`);
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(result.status === 0 && failed === 0 && passed > 0 ? 0 : 1);
