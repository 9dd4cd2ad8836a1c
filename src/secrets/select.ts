import { InputError } from '../errors/input.js';
import { ref, subject, words } from '../errors/words.js';
import type { ResolvedSecret } from './merge.js';

/** One `keys` line: export secret `key` under `name`. */
export interface KeySelection {
  readonly name: string;
  readonly key: string;
}

/** A secret as it will be exported: its final name and where it came from. */
export interface ExportEntry {
  readonly name: string;
  readonly secret: ResolvedSecret;
}

/**
 * Applies `keys` (selection and renaming) and `env-prefix`. Every listed key must exist: a typo
 * should fail the job, not export nothing.
 */
export function selectSecrets(
  secrets: ReadonlyMap<string, ResolvedSecret>,
  keys: readonly KeySelection[] | undefined,
  prefix: string,
): ExportEntry[] {
  if (!keys) {
    // forEach, not an iterator: it runs once per secret, and an iterator costs an object a step.
    const entries: ExportEntry[] = [];
    secrets.forEach((secret) => entries.push({ name: prefix + secret.key, secret }));
    return entries;
  }
  const missing = keys.filter(({ key }) => !secrets.has(key)).map(({ key }) => key);
  if (missing.length > 0) {
    const list = [...new Set(missing)].map((key) => `\`${key}\``).join(', ');
    throw new InputError(
      words`${subject('keys')} lists ${list}, which the selected paths do not have. Check the spelling (keys are case-sensitive), ${ref('secret-path')}, ${ref('env-slug')} and ${ref('tags')}.`,
    );
  }
  const entries: ExportEntry[] = [];
  for (const { name, key } of keys) {
    const secret = secrets.get(key);
    if (secret) entries.push({ name: prefix + name, secret });
  }
  return entries;
}
