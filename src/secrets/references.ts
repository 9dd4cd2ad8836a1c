import type { SecretList } from '../api/endpoints/secrets.js';
import type { ApiError } from '../errors/api.js';
import { InputError } from '../errors/input.js';
import { ref, words, type Text, type Words } from '../errors/words.js';
import type { ResolvedSecret } from './merge.js';
import type { ExportEntry } from './select.js';

// A chunk of its own, loaded only when a value holds `${`: most jobs never read it.

/** A reference as the server reads one: `${KEY}`, `${env.KEY}`, `${env.folder.sub.KEY}`. */
const REFERENCE = /\$\{([\w.-]+)\}/g;

/** Most secrets a message names; the rest are counted. */
const MAX_NAMED = 20;

/** A secret whose value holds references, and what they name (never the value). */
interface Holder {
  readonly key: string;
  readonly references: readonly string[];
}

function holdersOf(secrets: Iterable<{ readonly key: string; readonly value: string }>): Holder[] {
  const holders = new Map<string, Set<string>>();
  for (const { key, value } of secrets) {
    for (const [, name = ''] of value.matchAll(REFERENCE)) {
      const names = holders.get(key) ?? new Set<string>();
      names.add(name);
      holders.set(key, names);
    }
  }
  // By name: the server's order is its database's.
  return [...holders]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, names]) => ({ key, references: [...names] }));
}

/** `A` (`NAME`), `B` (`env.NAME`, `OTHER`), and N more. */
function listed(holders: readonly Holder[]): string {
  const named = holders
    .slice(0, MAX_NAMED)
    .map(({ key, references }) => `\`${key}\` (${references.map((r) => `\`${r}\``).join(', ')})`);
  if (holders.length > MAX_NAMED) named.push(`and ${holders.length - MAX_NAMED} more`);
  return named.join(', ');
}

/**
 * After a listing with expansion: the secrets to export (the entries, and the `secret-files`
 * keys) whose value still holds a reference are ones the server could not expand (it keeps a
 * reference to a secret that does not exist as written). `warn`: one warning naming them and
 * the references; `fail`: one error, nothing exported. Never a value.
 */
export function checkUnresolved(
  secrets: ReadonlyMap<string, ResolvedSecret>,
  entries: readonly ExportEntry[],
  secretFiles: readonly { readonly key: string }[],
  mode: 'warn' | 'fail',
  warn: (message: Text) => void,
): void {
  const exported = new Map<string, ResolvedSecret>();
  for (const { secret } of entries) exported.set(secret.key, secret);
  for (const { key } of secretFiles) {
    const secret = secrets.get(key);
    if (secret) exported.set(key, secret);
  }
  const holders = holdersOf(exported.values());
  if (holders.length === 0) return;
  const one = holders.length === 1;
  const what = words`${listed(holders)} ${one ? 'holds a reference' : 'hold references'} the server could not expand`;
  const fix =
    'Check that each referenced secret exists, under that name and folder, and that these credentials may read it';
  if (mode === 'fail') {
    throw new InputError(
      words`${what}. ${fix}, or set ${ref('unresolved-references', 'warn')} to export ${one ? 'it' : 'them'} as written. Nothing was exported.`,
    );
  }
  warn(
    words`${what}: exported as written. ${fix} (${ref('unresolved-references', 'fail')} fails instead, ${ref('unresolved-references', 'ignore')} says nothing).`,
  );
}

/**
 * The server refused a listing because it could not expand a reference (a newer server: 403
 * "Failed to expand one or more secret references", when a referenced secret may not be read).
 * One more listing, without expansion, tells which secrets of the folder hold references: the
 * error names them. When that listing fails too, the error stands as it was.
 */
export async function nameReferenceHolders(
  error: ApiError,
  listUnexpanded: () => Promise<SecretList>,
): Promise<void> {
  let listing: SecretList;
  try {
    listing = await listUnexpanded();
  } catch {
    return;
  }
  const holders = holdersOf(
    [listing.secrets, ...(listing.imports ?? []).map((group) => group.secrets)]
      .flat()
      .map((secret) => ({ key: secret.secretKey, value: secret.secretValue })),
  );
  if (holders.length === 0) return;
  const one = holders.length === 1;
  const text: Words = words`${one ? 'The secret' : 'The secrets'} of that folder with references: ${listed(holders)}. These credentials may not read a secret ${one ? 'it references' : 'they reference'}: give them read access to it, or set ${ref('expand-references', 'false')} to get the references as written`;
  error.addSentence(words`${text}.`);
}
