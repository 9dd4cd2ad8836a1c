// Peak memory and time of the built main action on the large listing (bench/large-listing.ts:
// 10,000 secrets and one import), against a real server seeded with bench/realserver-seed.ts and
// against the embedded loopback server holding the same data, each beside its floor (Node start,
// login, the same listing downloaded and parsed). Runs are interleaved; medians and maxima.
//
//   INFISICAL_URL=http://127.0.0.1:8080 UA_CLIENT_ID=<id> UA_CLIENT_SECRET=<secret> \
//   PROJECT_SLUG=<slug> npm run bench:large          (BENCH_RUNS, default 10)
//
// Without INFISICAL_URL only the embedded server is measured. BENCH_ENV names the environment
// (default `memory-bench`). The real server allows 40 requests a minute per route: its runs are
// spaced BENCH_PACE_MS apart (default 2000), so that the action never waits out a 429.
// BENCH_BEFORE=<another build's dist/main/index.js> adds its runs, for a before/after in one run.
import {
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  PROJECT_SLUG,
  startFakeServer,
} from '../test/support/fake-server/index.ts';
import { seedLargeListing } from './large-listing.ts';
import {
  actionEnv,
  floorArgs,
  MAIN,
  median,
  timeProcess,
  type Target,
  type Timing,
} from './spawn.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 2000);
const ENVIRONMENT = process.env.BENCH_ENV ?? 'memory-bench';
const COUNT = Number(process.env.BENCH_SECRETS ?? 10_000);

type Variant = () => Promise<Timing>;

const BEFORE = process.env.BENCH_BEFORE;

function variants(target: Target, pace: number): Record<string, Variant> {
  let last = 0;
  const paced =
    (run: Variant): Variant =>
    async () => {
      const wait = last + pace - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      last = performance.now();
      return run();
    };
  const action = (inputs: Record<string, string>, main = MAIN): Variant =>
    paced(() => timeProcess([main], actionEnv(target, { 'secret-path': '/', ...inputs })));
  const runs: Record<string, Record<string, string>> = {
    env: { 'export-type': 'env', summary: 'false' },
    'env, summary': { 'export-type': 'env' },
    file: { 'export-type': 'file', summary: 'false' },
    'env, output, file': { 'export-type': 'env,output,file', summary: 'false' },
  };
  const all: Record<string, Variant> = {
    floor: paced(() => timeProcess(floorArgs(target, '/'), { PATH: process.env.PATH ?? '' })),
  };
  for (const [name, inputs] of Object.entries(runs)) {
    all[name] = action(inputs);
    if (BEFORE) all[`${name} (before)`] = action(inputs, BEFORE);
  }
  return all;
}

/** The listing's size in bytes, as the action asks for it. */
async function listingBytes(target: Target): Promise<number> {
  const login = await fetch(new URL('/api/v1/auth/universal-auth/login', target.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: target.clientId, clientSecret: target.clientSecret }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const query = new URLSearchParams({
    workspaceSlug: target.projectSlug,
    environment: target.environment,
    secretPath: '/',
    include_imports: 'true',
    expandSecretReferences: 'true',
  });
  const list = await fetch(new URL(`/api/v3/secrets/raw?${query}`, target.url), {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const bytes = (await list.arrayBuffer()).byteLength;
  if (!list.ok) throw new Error(`listing ${target.environment}: HTTP ${list.status}`);
  return bytes;
}

const mib = (kb: number): string => (kb / 1024).toFixed(1);

const fake = await startFakeServer({ rateLimit: false });
try {
  seedLargeListing(fake.state, {
    environment: ENVIRONMENT,
    path: '/',
    count: COUNT,
    imported: 300,
  });
  const targets: Record<string, { target: Target; pace: number }> = {
    'embedded server': {
      target: {
        url: fake.url,
        clientId: MEMBER_CLIENT_ID,
        clientSecret: MEMBER_CLIENT_SECRET,
        projectSlug: PROJECT_SLUG,
        environment: ENVIRONMENT,
      },
      pace: 0,
    },
  };
  const { INFISICAL_URL, UA_CLIENT_ID, UA_CLIENT_SECRET } = process.env;
  if (INFISICAL_URL && UA_CLIENT_ID && UA_CLIENT_SECRET && process.env.PROJECT_SLUG) {
    targets['real server'] = {
      target: {
        url: INFISICAL_URL,
        clientId: UA_CLIENT_ID,
        clientSecret: UA_CLIENT_SECRET,
        projectSlug: process.env.PROJECT_SLUG,
        environment: ENVIRONMENT,
      },
      pace: PACE_MS,
    };
  }
  const all: Record<string, Variant> = {};
  for (const [server, { target, pace }] of Object.entries(targets)) {
    console.log(`${server}: listing of ${(await listingBytes(target)).toLocaleString('en')} bytes`);
    for (const [name, variant] of Object.entries(variants(target, pace))) {
      all[`${server} | ${name}`] = variant;
    }
  }
  const samples: Record<string, Timing[]> = Object.fromEntries(
    Object.keys(all).map((name) => [name, []]),
  );
  for (const variant of Object.values(all)) await variant(); // warm-up
  for (let i = 0; i < RUNS; i++) {
    for (const [name, variant] of Object.entries(all)) {
      const timing = await variant();
      if (timing.code !== 0) throw new Error(`${name} exited with ${timing.code}`);
      samples[name]!.push(timing);
    }
  }
  console.log(
    `\nNode ${process.version}, ${RUNS} interleaved runs each, ${COUNT.toLocaleString('en')} secrets and one import of 300.\n`,
  );
  console.log('| server | run | ms (median) | / floor | CPU ms | peak RSS MiB (median) | max |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const server of Object.keys(targets)) {
    const floor = median(samples[`${server} | floor`]!.map((t) => t.ms));
    for (const name of Object.keys(variants(targets[server]!.target, 0))) {
      const list = samples[`${server} | ${name}`]!;
      const ms = median(list.map((t) => t.ms));
      const cpu = median(list.map((t) => t.cpuMs));
      console.log(
        `| ${server} | ${name} | ${ms.toFixed(0)} | ${(ms / floor).toFixed(2)}x | ${cpu.toFixed(0)} | ${mib(median(list.map((t) => t.rssKb)))} | ${mib(Math.max(...list.map((t) => t.rssKb)))} |`,
      );
    }
  }
} finally {
  await fake.close();
}
