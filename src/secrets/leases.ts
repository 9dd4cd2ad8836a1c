/**
 * A lease's credentials as secrets to export: each field of its `data` under its own name
 * (`DB_USERNAME`), after the line's prefix (`APPDB_DB_USERNAME`) and `env-prefix`. A name taken
 * twice (by a static secret or another lease's field) is an error before anything is exported.
 */
import { InputError } from '../errors/input.js';
import { ref, words } from '../errors/words.js';
import type { ResolvedSecret } from './merge.js';
import type { ExportEntry } from './select.js';
import { refuseIllFormedText } from './unicode.js';

/** What a lease brings: where it comes from, and its fields. */
export interface LeaseFields {
  readonly name: string;
  readonly path: string;
  readonly id: string;
  /** Put before each field's name (the line's `PREFIX=`, with its `_`). */
  readonly prefix: string;
  readonly data: Readonly<Record<string, string>>;
}

/** The static entries followed by every lease's fields, every name once. */
export function withLeaseEntries(
  entries: readonly ExportEntry[],
  leases: readonly LeaseFields[],
  envPrefix: string,
): ExportEntry[] {
  if (leases.length === 0) return [...entries];
  const all = [...entries];
  const from = new Map<string, string>(entries.map((entry) => [entry.name, 'a secret']));
  const clashes: string[] = [];
  for (const lease of leases) {
    const source = {
      kind: 'lease',
      path: lease.path,
      name: lease.name,
      leaseId: lease.id,
    } as const;
    for (const [field, value] of Object.entries(lease.data)) {
      const name = envPrefix + lease.prefix + field;
      const earlier = from.get(name);
      if (earlier !== undefined) clashes.push(`\`${name}\` (${earlier} and \`${lease.name}\`)`);
      from.set(name, `\`${lease.name}\``);
      const secret: ResolvedSecret = { key: field, value, source, overrode: [] };
      all.push({ name, secret });
    }
  }
  if (clashes.length > 0) {
    throw new InputError(
      words`Two values would be exported under one name: ${clashes.join(', ')}. Give the dynamic secret a prefix (\`APPDB=app-db\` exports \`APPDB_DB_USERNAME\`), or rename the secret with ${ref('keys')}. Nothing was exported.`,
    );
  }
  // Nor a value that is not valid Unicode (see `unicode.ts`).
  refuseIllFormedText(new Map(), all.slice(entries.length));
  return all;
}
