import { HIDDEN_VALUE, isValueHidden, READ_VALUE_PERMISSION } from '../api/hidden.js';
import type { Secret } from '../api/types.js';
import { InputError } from '../errors/input.js';
import { ref, words } from '../errors/words.js';
import type { PathListing, ResolvedSecret } from './merge.js';
import type { ExportEntry } from './select.js';

/**
 * Keys the server listed with a hidden value, own or imported, in any of the listings: the caller
 * may list them but not read their values.
 */
function hiddenKeys(listings: readonly PathListing[]): Set<string> {
  const keys = new Set<string>();
  // `forEach`, not `for...of`: it runs once per secret, and an iterator costs an object a step.
  const add = (secret: Secret): void => {
    if (isValueHidden(secret)) keys.add(secret.secretKey);
  };
  for (const { listing } of listings) {
    listing.secrets.forEach(add);
    for (const group of listing.imports ?? []) group.secrets.forEach(add);
  }
  return keys;
}

/** Most keys an error names; the rest are counted. */
const MAX_NAMED = 20;

/**
 * Fails, naming them, when any of the secrets to export (the entries, and the `secret-files`
 * keys) won with a value the server hid: the placeholder it sends is not the value, and must
 * never be exported as if it were. Keys that are hidden but not exported (left out with `keys`)
 * do not matter.
 */
export function refuseHiddenValues(
  listings: readonly PathListing[],
  secrets: ReadonlyMap<string, ResolvedSecret>,
  entries: readonly ExportEntry[],
  selection: {
    readonly environment: string;
    readonly secretFiles?: readonly { readonly key: string }[];
  },
): void {
  const keys = hiddenKeys(listings);
  if (keys.size === 0) return;
  const exported = [
    ...entries.map((entry) => entry.secret.key),
    ...(selection.secretFiles ?? []).map((file) => file.key),
  ];
  const { environment } = selection;
  const hidden = new Map<string, ResolvedSecret>();
  for (const key of exported) {
    const secret = secrets.get(key);
    if (secret && keys.has(key) && secret.value === HIDDEN_VALUE) hidden.set(key, secret);
  }
  if (hidden.size === 0) return;
  const list = [...hidden.values()]
    .slice(0, MAX_NAMED)
    .map(({ key, source }) =>
      source.kind === 'own'
        ? `\`${key}\` (in \`${environment}:${source.folder}\`)`
        : `\`${key}\` (imported from \`${source.environment}:${source.importPath}\`)`,
    );
  if (hidden.size > MAX_NAMED) list.push(`and ${hidden.size - MAX_NAMED} more`);
  const one = hidden.size === 1;
  throw new InputError(
    words`The server hides the ${one ? 'value' : 'values'} of ${list.join(', ')}: this identity may list ${one ? 'that secret' : 'those secrets'} but not read ${one ? 'its value' : 'their values'}, and a hidden value is never exported. Grant its project role the secrets permission ${READ_VALUE_PERMISSION} for ${one ? 'that environment and path' : 'those environments and paths'}, or leave ${one ? 'it' : 'them'} out with ${ref('keys')}. Nothing was exported.`,
  );
}
