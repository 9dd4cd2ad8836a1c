// What `method: aws-iam` costs at start-up, against universal auth in the same run: the built
// main action, spawned as the runner does, interleaved run by run, against the loopback fake
// server and loopback fakes of EC2 instance metadata and STS. Variants:
//   universal      universal auth (loads no AWS code)
//   aws-env        aws-iam with keys in the environment (configure-aws-credentials): no SDK
//   aws-imds       aws-iam from EC2 instance metadata: loads the SDK chunk, walks the whole chain
//   aws-web-id     aws-iam from a web identity token file (EKS IRSA): SDK chunk + STS call
//   node           `node -e 0`, for scale
// BENCH_BASELINE=<a dist/ folder built from another commit> adds `universal, baseline`: the same
// universal run on that build, to show what the change costs jobs that do not use AWS.
// Writes bench/results/aws.json; the docs' tables are rendered from it (scripts/fragments.ts).
//   npm run bench:aws        (BENCH_RUNS=21, BENCH_LATENCY_MS=0 by default)
import { spawn } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { awsTestEnvironment, startFakeImds, startFakeSts } from '../test/support/aws-fakes.ts';
import {
  AWS_IDENTITY_ID,
  AWS_ROLE_ARN,
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  PROJECT_SLUG,
  startFakeServer,
} from '../test/support/fake-server/index.ts';
import { actionDefaults } from '../test/support/run-action.ts';
import { saveResults, startRun } from './results.ts';
import { stepTemp } from './spawn.ts';
import { renderAwsTable, type AwsResults, type AwsVariant } from './tables/aws.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 0);
const BASELINE = process.env.BENCH_BASELINE;
const WEB_TOKEN = 'bench-web-identity-token';

interface Sample {
  ms: number;
  cpuMs: number;
}

/** Runs one process; wall time from here, CPU time (user + system) reported by the process. */
function timeProcess(args: string[], env: Record<string, string>): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      ['--require', path.join(root, 'bench', 'rss.cjs'), ...args],
      { env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (output += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (output += c));
    child.on('close', (code) => {
      const ms = performance.now() - started;
      if (code !== 0) reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`));
      const cpu = /BENCH_CPU_US=(\d+)/.exec(output);
      resolve({ ms, cpuMs: cpu ? Number(cpu[1]) / 1000 : NaN });
    });
  });
}

/** The step's environment as the runner sets it, with `inputs` over the action's defaults. */
function stepEnv(inputs: Record<string, string>, extra: Record<string, string> = {}) {
  const temp = stepTemp();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_WORKSPACE: temp,
    RUNNER_TEMP: temp,
    ...extra,
  };
  for (const name of ['GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY']) {
    env[name] = path.join(temp, name);
    writeFileSync(env[name], '');
  }
  const all = { ...actionDefaults(''), summary: 'false', ...inputs };
  for (const [name, value] of Object.entries(all)) env[`INPUT_${name.toUpperCase()}`] = value;
  return env;
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startFakeServer({ latencyMs: LATENCY_MS, rateLimit: false });
const imds = await startFakeImds({ region: 'eu-central-1' });
const sts = await startFakeSts({ roleArn: AWS_ROLE_ARN, webIdentityToken: WEB_TOKEN });
try {
  const selection = { domain: server.url, 'project-slug': PROJECT_SLUG, 'env-slug': 'dev' };
  const universal = {
    ...selection,
    'client-id': MEMBER_CLIENT_ID,
    'client-secret': MEMBER_CLIENT_SECRET,
  };
  const aws = { ...selection, method: 'aws-iam', 'identity-id': AWS_IDENTITY_ID };
  const awsHome = awsTestEnvironment().env;
  const tokenFile = path.join(awsHome.HOME!, 'token');
  writeFileSync(tokenFile, WEB_TOKEN);
  const { env: imdsEnv } = awsTestEnvironment({
    AWS_EC2_METADATA_DISABLED: undefined,
    AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.url,
  });
  const { env: webEnv } = awsTestEnvironment({
    AWS_WEB_IDENTITY_TOKEN_FILE: tokenFile,
    AWS_ROLE_ARN,
    AWS_ENDPOINT_URL_STS: sts.url,
    AWS_REGION: 'eu-west-1',
  });
  const { env: keysEnv } = awsTestEnvironment({
    AWS_ACCESS_KEY_ID: 'ASIAFAKECIROLE000002',
    AWS_SECRET_ACCESS_KEY: 'fakeAwsSecret/session+9876543210zyxwVUTSRQPO',
    AWS_SESSION_TOKEN:
      'IQoJb3JpZ2luX2VjEFAKE//////////session+token/for/gha-ci-role/0123456789abcdef==',
    AWS_REGION: 'eu-west-1',
  });
  const main = path.join(root, 'dist', 'main', 'index.js');
  const variants: Record<string, () => Promise<Sample>> = {
    universal: () => timeProcess([main], stepEnv(universal)),
    ...(BASELINE
      ? {
          'universal, baseline': () =>
            timeProcess([path.join(BASELINE, 'main', 'index.js')], stepEnv(universal)),
        }
      : {}),
    'aws-env': () => timeProcess([main], stepEnv(aws, keysEnv)),
    'aws-imds': () => timeProcess([main], stepEnv(aws, imdsEnv)),
    'aws-web-id': () => timeProcess([main], stepEnv(aws, webEnv)),
    node: () => timeProcess(['-e', '0'], { PATH: process.env.PATH ?? '' }),
  };
  const finish = startRun(RUNS);
  const samples: Record<string, Sample[]> = Object.fromEntries(
    Object.keys(variants).map((name) => [name, []]),
  );
  for (let warmUp = 0; warmUp < 2; warmUp++) {
    for (const variant of Object.values(variants)) await variant();
  }
  for (let i = 0; i < RUNS; i++) {
    for (const [name, variant] of Object.entries(variants)) samples[name]!.push(await variant());
  }

  const tenths = (value: number): number => Math.round(value * 10) / 10;
  const results: AwsResults = {
    ...finish(),
    latencyMs: LATENCY_MS,
    medians: Object.fromEntries(
      Object.entries(samples).map(([name, list]) => [
        name as AwsVariant,
        {
          ms: tenths(median(list.map((s) => s.ms))),
          cpuMs: tenths(median(list.map((s) => s.cpuMs))),
        },
      ]),
    ),
    bundleBytes: statSync(path.join(root, 'dist', 'lib', 'index.js')).size,
    ...(BASELINE
      ? { baselineBundleBytes: statSync(path.join(BASELINE, 'lib', 'index.js')).size }
      : {}),
  };
  saveResults('aws', results);
  console.log(renderAwsTable(results));
} finally {
  await Promise.all([server.close(), imds.close(), sts.close()]);
}
