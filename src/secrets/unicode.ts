import { InputError } from '../errors/input.js';
import { ref, words } from '../errors/words.js';
import type { ResolvedSecret } from './merge.js';
import type { ExportEntry } from './select.js';

/** Most keys an error names; the rest are counted. */
const MAX_NAMED = 20;

/** Whether a string is valid Unicode: no lone surrogate (`"\ud800"` in the server's JSON). */
const wellFormed = (text: string): boolean =>
  (text as unknown as { isWellFormed(): boolean }).isWellFormed();

/**
 * Fails, naming them, when a secret to export (the entries, and the `secret-files` keys) has a
 * name or value that is not valid Unicode: a lone surrogate, which the server's JSON can carry
 * escaped. No destination can take it as it is: UTF-8 (the environment, files, the runner's
 * commands) would write U+FFFD in its place while JSON would keep `\ud800`, so the same secret
 * would differ from one destination to another. Nothing is altered silently.
 */
export function refuseIllFormedText(
  secrets: ReadonlyMap<string, ResolvedSecret>,
  entries: readonly ExportEntry[],
  secretFiles: readonly { readonly key: string }[] = [],
): void {
  const bad = new Set<string>();
  // `forEach`, not `for...of`: it runs once per secret, and an iterator costs an object a step.
  entries.forEach(({ name, secret }) => {
    if (!wellFormed(secret.value) || !wellFormed(name)) bad.add(secret.key);
  });
  for (const { key } of secretFiles) {
    const secret = secrets.get(key);
    if (secret && !wellFormed(secret.value)) bad.add(key);
  }
  if (bad.size === 0) return;
  // JSON escapes a lone surrogate (`"\ud800"`), so every name shows as it was sent.
  const list = [...bad].slice(0, MAX_NAMED).map((key) => JSON.stringify(key));
  if (bad.size > MAX_NAMED) list.push(`and ${bad.size - MAX_NAMED} more`);
  const one = bad.size === 1;
  throw new InputError(
    words`${list.join(', ')} ${one ? 'is' : 'are'} not valid Unicode (a lone surrogate such as \`\\ud800\` in the server's JSON): the environment and UTF-8 files would get U+FFFD in its place while JSON keeps it, so ${one ? 'it' : 'they'} cannot be exported the same way everywhere. Fix ${one ? 'it' : 'them'} on the server, or leave ${one ? 'it' : 'them'} out with ${ref('keys')}. Nothing was exported.`,
  );
}
