// The large listing of the memory and time benchmarks, the same on the embedded loopback server
// and on a real one (bench/realserver-seed.ts): `count` secrets at a folder, with values of 20 to
// 200 characters (one in ten of several lines, like a key or certificate), and one import of a
// folder of `imported` secrets, the first 100 of which share names with the folder's own (the own
// secret wins). Values come from a fixed seed, so every seed writes the same data.
import type { FakeState } from '../test/support/fake-server/index.ts';

export interface SecretData {
  secretKey: string;
  secretValue: string;
}

/** The folder imported by the large listing, beside the listed folder. */
export const IMPORTED_FOLDER = '/imported';

/** A small deterministic generator (mulberry32). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_.:@';

/** `count` secrets named `${prefix}00001`...; values of 20 to 200 characters, some multi-line. */
export function secretsFor(prefix: string, count: number, seed: number): SecretData[] {
  const random = generator(seed);
  const text = (length: number): string => {
    let out = '';
    for (let i = 0; i < length; i++) out += ALPHABET[Math.floor(random() * ALPHABET.length)];
    return out;
  };
  const width = String(count).length;
  return Array.from({ length: count }, (_, i) => {
    const length = 20 + Math.floor(random() * 181);
    let value: string;
    if (random() < 0.1) {
      const lines: string[] = [];
      for (let left = length; left > 0; left -= 64) lines.push(text(Math.min(64, left)));
      value = `-----BEGIN KEY-----\n${lines.join('\n')}\n-----END KEY-----`;
    } else {
      value = text(length);
    }
    return { secretKey: `${prefix}${String(i + 1).padStart(width, '0')}`, secretValue: value };
  });
}

/** The secrets of the listed folder and of the imported one. */
export function largeListing(
  count: number,
  imported: number,
): { own: SecretData[]; imported: SecretData[] } {
  const own = secretsFor('APP_SECRET_', count, 1);
  const shared = Math.min(100, own.length);
  return {
    own,
    imported: secretsFor('SHARED_SECRET_', imported, 2).map((secret, i) =>
      i < shared ? { ...secret, secretKey: own[i]!.secretKey } : secret,
    ),
  };
}

/** Seeds the large listing into the embedded server: `count` secrets at `path`, one import. */
export function seedLargeListing(
  state: FakeState,
  options: { environment: string; path: string; count: number; imported: number },
): void {
  const { environment, path } = options;
  state.addEnvironment({ slug: environment });
  const data = largeListing(options.count, options.imported);
  for (const { secretKey, secretValue } of data.imported) {
    state.setSecret({ environment, path: IMPORTED_FOLDER, key: secretKey, value: secretValue });
  }
  for (const { secretKey, secretValue } of data.own) {
    state.setSecret({ environment, path, key: secretKey, value: secretValue });
  }
  state.addImport({ environment, path, from: { environment, path: IMPORTED_FOLDER } });
}
