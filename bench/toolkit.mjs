// What `@actions/core` would cost at run time, measured against the runner module it would
// replace (docs/DEPENDENCIES.md). Bundles three minimal scripts with ncc, as the action is
// bundled: Node alone, the runner module, and the toolkit, each masking a value, printing a line
// and setting an output. Then runs them interleaved, in batches, and records bundle sizes and
// each batch's medians of wall time and CPU time (user + system, from the process itself,
// start-up included) in bench/results/toolkit.json; the docs' table is rendered from it.
//   npm run bench:toolkit     (BENCH_RUNS=21 and BENCH_BATCHES=3 by default)
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { saveResults, startRun } from './results.ts';
import { renderToolkitTable } from './tables/toolkit.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const work = path.join(root, 'build', 'bench-toolkit');
const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 3);

const SCRIPTS = {
  node: '',
  ours: [
    `import { githubRunner } from '../../../src/runner/runner.ts';`,
    `const runner = githubRunner();`,
    `runner.mask('s3cret-value');`,
    `runner.info('hello');`,
    `runner.setOutputs([['answer', '42']]);`,
  ].join('\n'),
  toolkit: [
    `import * as core from '@actions/core';`,
    `core.setSecret('s3cret-value');`,
    `core.info('hello');`,
    `core.setOutput('answer', '42');`,
  ].join('\n'),
};

rmSync(work, { recursive: true, force: true });
const bundles = {};
const sizes = {};
for (const [name, source] of Object.entries(SCRIPTS)) {
  const dir = path.join(work, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'entry.mjs'), source + '\nexport {};\n');
  const out = path.join(dir, 'out');
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js'),
      'build',
      path.join(dir, 'entry.mjs'),
      '-o',
      out,
      '--quiet',
      '--target',
      'es2023',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  bundles[name] = path.join(out, 'index.mjs');
  sizes[name] = readdirSync(out, { recursive: true })
    .map((file) => statSync(path.join(out, file)))
    .filter((stat) => stat.isFile())
    .reduce((sum, stat) => sum + stat.size, 0);
}

// Reported by the measured process itself on exit, so spawning costs are left out of the CPU.
const probe = path.join(work, 'probe.mjs');
writeFileSync(
  probe,
  `process.on('exit', () => {
    const { user, system } = process.cpuUsage();
    process.stderr.write('\\nBENCH_CPU_US=' + (user + system) + '\\n');
  });\n`,
);
const output = path.join(work, 'GITHUB_OUTPUT');
writeFileSync(output, '');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const tenths = (value) => Math.round(value * 10) / 10;

const finish = startRun(RUNS);
const batches = [];
for (let batch = 0; batch < BATCHES; batch++) {
  const samples = Object.fromEntries(Object.keys(SCRIPTS).map((name) => [name, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const name of Object.keys(SCRIPTS)) {
      const started = performance.now();
      const child = spawnSync(process.execPath, ['--import', probe, bundles[name]], {
        env: { PATH: process.env.PATH ?? '', GITHUB_OUTPUT: output },
        encoding: 'utf8',
      });
      const ms = performance.now() - started;
      if (child.status !== 0) throw new Error(`${name} failed: ${child.stderr}`);
      const cpu = Number(/BENCH_CPU_US=(\d+)/.exec(child.stderr)?.[1]) / 1000;
      samples[name].push({ ms, cpu });
    }
  }
  batches.push(
    Object.fromEntries(
      Object.entries(samples).map(([name, list]) => [
        name,
        {
          ms: tenths(median(list.map((s) => s.ms))),
          cpuMs: tenths(median(list.map((s) => s.cpu))),
        },
      ]),
    ),
  );
}
const toolkitVersion = JSON.parse(
  readFileSync(path.join(root, 'node_modules', '@actions', 'core', 'package.json'), 'utf8'),
).version;
const results = { ...finish(), toolkitVersion, bundleBytes: sizes, batches };
saveResults('toolkit', results);
console.log(renderToolkitTable(results));
rmSync(work, { recursive: true, force: true });
