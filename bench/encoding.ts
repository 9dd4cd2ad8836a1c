// Compressed or plain answers: what a listing of 10,000 secrets costs the client each way.
//   npm run bench:encoding
// A loopback server answers one listing as it is (`identity`), gzipped or brotli-compressed on
// the fly (as a compressing proxy would: level 6 / quality 4, its usual settings); the client
// reads the whole answer and decodes it to text. Runs are interleaved and reported as medians
// and as ratios to `identity` in the same run. Loopback has no bandwidth limit, so the bytes
// saved are also turned into the link speed below which compression would pay off. Writes
// bench/results/encoding.json; docs/DEPENDENCIES.md's table is rendered from it.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { saveResults, startRun } from './results.ts';
import { CODINGS, renderEncodingTable, type EncodingResults } from './tables/encoding.ts';

const SECRETS = Number(process.env.BENCH_SECRETS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 31);
type Coding = (typeof CODINGS)[number];

/** A listing shaped like the server's (`GET /api/v3/secrets/raw`), values of 40 random bytes. */
function listing(): string {
  const secrets = Array.from({ length: SECRETS }, (_, i) => ({
    id: `6f0c${i.toString(16).padStart(8, '0')}-1d2e-4f3a-9b8c-7d6e5f4a3b2c`,
    _id: `6f0c${i.toString(16).padStart(8, '0')}-1d2e-4f3a-9b8c-7d6e5f4a3b2c`,
    workspace: '3f1d7c2e-5b8a-4c9d-8e7f-6a5b4c3d2e1f',
    environment: 'dev',
    version: 1,
    type: 'shared',
    secretKey: `SECRET_NUMBER_${i}`,
    secretValue: randomBytes(40).toString('base64'),
    secretComment: '',
    secretReminderNote: null,
    secretReminderRepeatDays: null,
    skipMultilineEncoding: false,
    metadata: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    secretPath: '/',
    tags: [],
  }));
  return JSON.stringify({ secrets, imports: [] });
}

const body = Buffer.from(listing());

function encode(coding: Coding): Buffer {
  if (coding === 'gzip') return zlib.gzipSync(body, { level: 6 });
  if (coding === 'br') {
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    });
  }
  return body;
}

const server = http.createServer((req, res) => {
  const coding = (req.headers['accept-encoding'] ?? 'identity') as Coding;
  const bytes = encode(coding);
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': bytes.length,
    ...(coding === 'identity' ? {} : { 'content-encoding': coding }),
  });
  res.end(bytes);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
const agent = new http.Agent({ keepAlive: true });

/** One listing: request, read, decode (strict UTF-8); wall ms and the client's decode ms. */
function fetchOnce(coding: Coding): Promise<{ ms: number; decodeMs: number; wire: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: '/', agent, headers: { 'accept-encoding': coding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const wire = Buffer.concat(chunks);
          const decodeStart = performance.now();
          const plain =
            coding === 'gzip'
              ? zlib.gunzipSync(wire)
              : coding === 'br'
                ? zlib.brotliDecompressSync(wire)
                : wire;
          new TextDecoder('utf-8', { fatal: true }).decode(plain);
          const done = performance.now();
          resolve({ ms: done - started, decodeMs: done - decodeStart, wire: wire.length });
        });
      },
    );
    req.on('error', reject);
  });
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const results = new Map<Coding, { ms: number[]; decodeMs: number[]; wire: number }>(
  CODINGS.map((coding) => [coding, { ms: [], decodeMs: [], wire: 0 }]),
);
const finish = startRun(RUNS);
for (const coding of CODINGS) await fetchOnce(coding); // warm up
for (let run = 0; run < RUNS; run++) {
  for (const coding of CODINGS) {
    const result = await fetchOnce(coding);
    const entry = results.get(coding)!;
    entry.ms.push(result.ms);
    entry.decodeMs.push(result.decodeMs);
    entry.wire = result.wire;
  }
}
server.close();
agent.destroy();

const tenths = (value: number): number => Math.round(value * 10) / 10;
const measured: EncodingResults = {
  ...finish(),
  secrets: SECRETS,
  bodyBytes: body.length,
  codings: Object.fromEntries(
    CODINGS.map((coding) => {
      const entry = results.get(coding)!;
      return [
        coding,
        {
          wireBytes: entry.wire,
          ms: tenths(median(entry.ms)),
          decodeMs: tenths(median(entry.decodeMs)),
        },
      ];
    }),
  ) as EncodingResults['codings'],
};
saveResults('encoding', measured);
console.log(renderEncodingTable(measured));
