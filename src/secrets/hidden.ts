import { READ_VALUE_PERMISSION } from '../api/hidden.js';
import { InputError } from '../errors/input.js';
import { ref, words } from '../errors/words.js';
import type { ResolvedSecret } from './merge.js';
import type { ExportEntry } from './select.js';

/** Most keys an error names; the rest are counted. */
const MAX_NAMED = 20;

/**
 * Fails, naming them, when any of the secrets to export (the entries, and the `secret-files`
 * keys) won with a value the server flagged hidden: the placeholder it sends is not the value,
 * and a flagged value is never exported whatever it carries (the flag wins). Only the winner
 * counts: a key hidden in one listing (an import) but won by a readable value (an own secret)
 * exports that value. Keys that are hidden but not exported (left out with `keys`) do not matter.
 */
export function refuseHiddenValues(
  secrets: ReadonlyMap<string, ResolvedSecret>,
  entries: readonly ExportEntry[],
  selection: {
    readonly environment: string;
    readonly secretFiles?: readonly { readonly key: string }[];
  },
): void {
  const { environment } = selection;
  const hidden = new Map<string, ResolvedSecret>();
  const check = (secret: ResolvedSecret | undefined): void => {
    if (secret?.hidden === true) hidden.set(secret.key, secret);
  };
  // `forEach`, not `for...of`: it runs once per secret, and an iterator costs an object a step.
  entries.forEach((entry) => check(entry.secret));
  for (const file of selection.secretFiles ?? []) check(secrets.get(file.key));
  if (hidden.size === 0) return;
  const list = [...hidden.values()]
    .slice(0, MAX_NAMED)
    .map(({ key, source }) =>
      source.kind === 'own'
        ? `\`${key}\` (in \`${environment}:${source.folder}\`)`
        : source.kind === 'import'
          ? `\`${key}\` (imported from \`${source.environment}:${source.importPath}\`)`
          : `\`${key}\` (a lease of \`${source.name}\`)`,
    );
  if (hidden.size > MAX_NAMED) list.push(`and ${hidden.size - MAX_NAMED} more`);
  const one = hidden.size === 1;
  throw new InputError(
    words`The server hides the ${one ? 'value' : 'values'} of ${list.join(', ')}: this identity may list ${one ? 'that secret' : 'those secrets'} but not read ${one ? 'its value' : 'their values'}, and a hidden value is never exported. Grant its project role the secrets permission ${READ_VALUE_PERMISSION} for ${one ? 'that environment and path' : 'those environments and paths'}, or leave ${one ? 'it' : 'them'} out with ${ref('keys')}. Nothing was exported.`,
  );
}
