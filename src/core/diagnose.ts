import type { InfisicalClient } from '../api/client.js';
import type { Project } from '../api/endpoints/projects.js';
import type { SelectionSettings } from '../settings/selection.js';
import { ref, words, type Text } from '../errors/words.js';
import { folderNames } from '../secrets/fetch.js';

/** What is already known: the project (looked up once), the folders beside the path. */
export interface KnownFacts {
  readonly project: () => Promise<Project>;
  readonly parentFolders?: readonly string[];
}

/**
 * Why a path yielded no secrets, when the reason is a typo: the server answers an unknown
 * environment or folder with an empty list (older servers) or a 404 (newer ones). Asks at most
 * two questions, only for this path, and neither when already answered: does the project have
 * the environment (one read of the project), and does the parent folder have this folder (one
 * folder listing). Returns the error to give, naming what is missing, what exists and the
 * nearest match; undefined when the folder exists and is empty.
 */
export async function diagnoseEmptyPath(
  client: InfisicalClient,
  selection: Pick<SelectionSettings, 'project' | 'environment'>,
  path: string,
  known: KnownFacts,
): Promise<Text | undefined> {
  const { project: given, environment } = selection;
  const project = await known.project();
  const name = given.slug ?? project.slug ?? given.id;
  const slugs = (project.environments ?? []).map((env) => env.slug);
  if (!slugs.includes(environment)) {
    return words`Environment \`${environment}\` not found in project \`${name}\`; it has ${list(slugs)}.${suggest(environment, slugs)} Check ${ref('env-slug')}.`;
  }
  if (path === '/') return undefined;
  const segments = path.split('/').filter(Boolean);
  const leaf = segments.at(-1) ?? '';
  const parent = `/${segments.slice(0, -1).join('/')}`;
  const names =
    known.parentFolders ??
    (await folderNames(client, { workspaceId: project.id, environment, path: parent }));
  if (names.includes(leaf)) return undefined;
  const suggestion = suggest(leaf, names, (match) => `${parent === '/' ? '' : parent}/${match}`);
  const where =
    names.length > 0 ? `\`${parent}\` has ${list(names)}` : `\`${parent}\` has no folders`;
  return words`Folder \`${path}\` not found in environment \`${environment}\` of project \`${name}\`; ${where}.${suggestion} Check ${ref('secret-path')}.`;
}

function list(names: readonly string[]): string {
  if (names.length === 0) return 'none';
  const shown = names.slice(0, 20).map((n) => `\`${n}\``);
  return shown.join(', ') + (names.length > 20 ? `, and ${names.length - 20} more` : '');
}

/** " Did you mean `x`?" for the nearest name by edit distance, when it is near enough. */
function suggest(
  wanted: string,
  names: readonly string[],
  show: (name: string) => string = (name) => name,
): string {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const name of names) {
    const distance = editDistance(wanted.toLowerCase(), name.toLowerCase());
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  const nearEnough = Math.max(2, Math.floor(wanted.length / 3));
  return best !== undefined && bestDistance <= nearEnough ? ` Did you mean \`${show(best)}\`?` : '';
}

/** Levenshtein distance, with adjacent transpositions counted as one edit (`prdo` → `prod`). */
export function editDistance(a: string, b: string): number {
  const width = b.length + 1;
  const d = new Array<number>((a.length + 1) * width).fill(0);
  const at = (i: number, j: number): number => d[i * width + j] ?? 0;
  for (let i = 0; i <= a.length; i++) d[i * width] = i;
  for (let j = 0; j <= b.length; j++) d[j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      d[i * width + j] = best;
    }
  }
  return at(a.length, b.length);
}
