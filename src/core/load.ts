import { methodLabel } from '../auth/methods/index.js';
import { isPlaceholder } from '../api/hidden.js';
import type { Secret, SecretList } from '../api/endpoints/secrets.js';
import { createMasker, type Masker } from '../runner/mask.js';
import { describe } from '../export/summary.js';
import type { Io, Log } from '../runner/ports.js';
import { fetchListings, isMissingListing } from '../secrets/fetch.js';
import { refuseHiddenValues } from '../secrets/hidden.js';
import { refuseIllFormedText } from '../secrets/unicode.js';
import {
  mergeListings,
  type MergeResult,
  type PathListing,
  type ResolvedSecret,
  type SecretSource,
} from '../secrets/merge.js';
import { selectSecrets, type ExportEntry } from '../secrets/select.js';
import type { ConnectionSettings } from '../settings/connection.js';
import { InputError } from '../errors/input.js';
import { counted, byAdapter, ref, words } from '../errors/words.js';
import type { SelectionSettings } from '../settings/selection.js';
import { diagnoseEmptyPath, type KnownFacts } from './diagnose.js';
import type { ApiSession } from './session.js';

export interface LoadedSecrets {
  readonly merged: MergeResult;
  /** The selected secrets under their final names, in order. */
  readonly entries: readonly ExportEntry[];
}

/**
 * Everything between the login and the export, shared by the action and the command-line tool:
 * fetch every path at once (masking each listing's values the moment it arrives), merge with
 * the server's precedence, check empty paths, and select and rename. Logs the details in a
 * group.
 */
export async function loadSecrets(
  session: ApiSession,
  selection: SelectionSettings & { readonly secretFiles?: readonly { readonly key: string }[] },
  io: Io,
): Promise<LoadedSecrets> {
  const { client } = session;
  const masker = createMasker((value) => io.mask(value));
  const project = once(() =>
    selection.project.slug !== undefined
      ? client.projectBySlug(selection.project.slug)
      : client.projectById(selection.project.id),
  );
  // The questions are a courtesy: when they cannot be asked (an identity that may list secrets
  // but not read the project or its folders), `null`, and the listing's own answer stands.
  const diagnose = (path: string, known: Omit<KnownFacts, 'project'>) =>
    diagnoseEmptyPath(client, selection, path, { ...known, project }).catch((error: unknown) => {
      const why = error instanceof Error ? error.message : String(error);
      io.debug(`Could not ask why \`${path}\` yielded no secrets: ${why}`);
      return null;
    });
  const listings = await fetchListings(
    client,
    selection,
    ({ listing }) => {
      maskValues(listing, masker);
    },
    project,
  ).catch(async (error: unknown) => {
    // Newer servers answer an unknown environment or folder with a 404: say which it is.
    if (isMissingListing(error)) {
      for (const path of selection.paths) {
        const missing = await diagnose(path, {});
        if (missing) throw new InputError(missing);
      }
    }
    throw error;
  });
  const merged = mergeListings(listings, { tagsFilter: selection.tags.length > 0 });
  for (const path of merged.emptyPaths) {
    // An unknown environment or folder answers like an empty one: ask which it is.
    const { parentFolders } = listings.find((listing) => listing.path === path) ?? {};
    const missing = await diagnose(path, { parentFolders });
    if (missing) throw new InputError(missing);
    const why =
      missing === null
        ? 'an empty folder, or none of that name: these credentials may not read the project or its folders to tell which'
        : 'the folder exists and is empty';
    const message = words`No secrets in environment \`${selection.environment}\` at \`${path}\` (${why}${selection.tags.length > 0 ? words`, or nothing carries the ${ref('tags')}` : ''}).`;
    if (selection.failOnEmpty) {
      throw new InputError(words`${message} Failing because ${ref('fail-on-empty')} is true.`);
    }
    io.warning(message);
  }
  reportMerge(merged, io);
  const entries = selectSecrets(merged.secrets, selection.keys, selection.envPrefix);
  // A value the server hides is never exported: each secret that leaves is checked.
  refuseHiddenValues(merged.secrets, entries, selection);
  // Nor one that is not valid Unicode: no destination could carry it as the others do.
  refuseIllFormedText(merged.secrets, entries, selection.secretFiles);
  // A reference the server could not expand stays in the value as written: say so (or fail).
  // The check is a chunk of its own, read only when some value holds `${`.
  if (
    selection.expandReferences &&
    selection.unresolvedReferences !== 'ignore' &&
    mayHoldReference(merged.secrets, entries, selection.secretFiles)
  ) {
    const { checkUnresolved } = await import('../secrets/references.js');
    checkUnresolved(
      merged.secrets,
      entries,
      selection.secretFiles ?? [],
      selection.unresolvedReferences,
      (message) => io.warning(message),
    );
  }
  reportDetails(selection, listings, merged, entries, io);
  return { merged, entries };
}

/** Whether a value to export holds `${` (a reference, maybe). */
function mayHoldReference(
  secrets: ReadonlyMap<string, ResolvedSecret>,
  entries: readonly ExportEntry[],
  secretFiles: readonly { readonly key: string }[] = [],
): boolean {
  return (
    entries.some(({ secret }) => secret.value.includes('${')) ||
    secretFiles.some(({ key }) => secrets.get(key)?.value.includes('${'))
  );
}

/** Calls `get` once, on first use, and shares its promise. */
function once<T>(get: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= get());
}

/**
 * Masks every value of a listing: own secrets and every import's, a value flagged hidden too (it
 * is never exported, and never shown either), but not the placeholder of a hidden one.
 * `forEach`, not `for...of`: it runs once per secret, and an iterator costs an object a step.
 */
function maskValues(listing: SecretList, masker: Masker): void {
  const mask = (secret: Secret): void => {
    if (!isPlaceholder(secret)) masker.addValue(secret.secretValue);
  };
  listing.secrets.forEach(mask);
  for (const group of listing.imports ?? []) group.secrets.forEach(mask);
}

/** The one line that says where the secrets come from. */
export function describeSource(
  connection: ConnectionSettings,
  selection: SelectionSettings,
): string {
  const url = new URL(connection.baseUrl);
  const method = methodLabel(connection.credentials);
  const project = selection.project.slug ?? selection.project.id;
  const paths = selection.paths.join(', ');
  const flags = [
    selection.recursive && 'recursive',
    !selection.includeImports && 'without imports',
    selection.tags.length > 0 && `tags ${selection.tags.join(', ')}`,
  ].filter(Boolean);
  return `Loading secrets from ${url.host}${url.pathname === '/' ? '' : url.pathname} with ${method}: project ${project}, environment ${selection.environment}, ${selection.paths.length === 1 ? 'path' : 'paths'} ${paths}${flags.length > 0 ? ` (${flags.join('; ')})` : ''}.`;
}

function reportMerge(merged: MergeResult, log: Log): void {
  for (const { key, folders, winner } of merged.collisions) {
    log.warning(
      `\`${key}\` is defined in several folders (${folders.join(', ')}); using the one in ${winner}, the nearest to the requested path.`,
    );
  }
  if (merged.importsDroppedForTags > 0) {
    log.notice(
      words`${counted(merged.importsDroppedForTags, 'imported secret was', 'imported secrets were')} left out: imported secrets carry no tags, so a ${ref('tags')} filter cannot select them.`,
    );
  }
}

/** Longest list of overrides shown in the details; the summary has the full table. */
const MAX_OVERRIDES = 50;

/** Per-path counts, the imports used and the overrides, in a collapsible group. */
function reportDetails(
  selection: SelectionSettings,
  listings: readonly PathListing[],
  merged: MergeResult,
  entries: readonly ExportEntry[],
  log: Log,
): void {
  log.startGroup('Details: paths, imports and overrides');
  // One pass over the entries: own counts and imports used, per requested path.
  // Imports are counted by their source object, which every secret of one import shares.
  const perPath = new Map(
    selection.paths.map((path) => [path, { own: 0, imports: new Map<SecretSource, number>() }]),
  );
  entries.forEach(({ secret }) => {
    const counts = perPath.get(secret.source.path);
    if (!counts) return;
    if (secret.source.kind === 'own') counts.own++;
    else counts.imports.set(secret.source, (counts.imports.get(secret.source) ?? 0) + 1);
  });
  for (const [path, { own, imports }] of perPath) {
    const used = [...imports].map(([source, count]) => `${count} from ${describe(source)}`);
    log.info(`${path}: ${own} own${used.length > 0 ? `, ${used.join(', ')}` : ''}.`);
  }
  const overrides = entries.filter((entry) => entry.secret.overrode.length > 0);
  for (const { name, secret } of overrides.slice(0, MAX_OVERRIDES)) {
    log.info(
      `${name}: ${describe(secret.source)} overrides ${secret.overrode.map(describe).join(', ')}.`,
    );
  }
  if (overrides.length > MAX_OVERRIDES) {
    log.info(
      words`…and ${overrides.length - MAX_OVERRIDES} more overrides${byAdapter(' (see the job summary)', '')}.`,
    );
  }
  if (merged.outsideSecrets > 0) {
    log.info(
      `Left out ${counted(merged.outsideSecrets, 'secret')} of folders outside the requested ${selection.paths.length === 1 ? 'path' : 'paths'} (the server matches folders by name prefix).`,
    );
  }
  for (const { path, besidePrefix } of listings) {
    if (!besidePrefix) continue;
    log.info(
      `The imports of \`${path}\` were read without those of the folders beside it whose names start with \`${path.split('/').at(-1) ?? ''}\` (the server matches folders by name prefix).`,
    );
  }
  log.endGroup();
}
