/**
 * A folder's secret imports. Generation 1: `/api/v1/secret-imports[/:id]` with `workspaceId`;
 * generation 2: `/api/v2/secret-imports[/:id]` (v2/secret-import-router.ts) with `projectId`,
 * the same answers.
 */
import { many, number, object, objectAt, one, string, join } from '../answers.js';
import {
  byProjectId,
  DELETE_HINTS,
  endpoint,
  inFolderQuery,
  seg,
  type HintRule,
} from '../endpoint.js';
import { byAdapter, ref, words } from '../../errors/words.js';
import type { EnvironmentRef } from './projects.js';

export interface SecretImport {
  id: string;
  version?: number;
  importPath: string;
  position: number;
  createdAt: string;
  updatedAt: string;
  folderId: string;
  importEnv: EnvironmentRef;
}

export interface SecretImportLocation {
  workspaceId: string;
  environment: string;
  path: string;
}

export interface CreateSecretImportRequest extends SecretImportLocation {
  import: { environment: string; path: string };
}

export interface UpdateSecretImportRequest extends SecretImportLocation {
  import: { environment?: string; path?: string; position?: number };
}

/** An import: its id, position and path, and its source environment's slug when given. */
function importItem(value: unknown, path: string): void {
  const item = object(value, path);
  string(item, 'id', path);
  number(item, 'position', path);
  string(item, 'importPath', path);
  if (item.importEnv !== undefined) {
    const env = objectAt(item, 'importEnv', path);
    string(env, 'slug', join(path, 'importEnv'));
  }
}

/** `{secretImport}` of a create, update or delete. */
const secretImport = one<SecretImport>('secretImport', importItem);

/** The hints of every call on imports, after a delete's own. */
const CYCLIC: HintRule = {
  text: /cyclic/i,
  hint: words`The source (${ref('import-env-slug')}, ${ref('import-path')}) already imports this folder, and imports cannot form a cycle: pick another source or remove that import first.`,
};
const HINTS: readonly HintRule[] = [
  {
    text: /secret import.*not found/i,
    hint: words`Check ${ref('secret-import-id')}: no import with this id lives in ${ref('env-slug')} at ${ref('secret-path')} (${ref('operation', 'list')} shows the ids there).`,
  },
  {
    status: [404],
    text: /folder/i,
    hint: words`The folder at ${ref('env-slug')}${byAdapter(' / ', ', ')}${ref('secret-path')} (where the import lives) does not exist: create it first (${byAdapter('the `folders` sub-action', '`infisical-ci folders create`')}), or fix those inputs.`,
  },
  {
    status: [404],
    hint: words`Check ${ref('import-env-slug')}: the source environment must exist in the project (and ${ref('env-slug')} too).`,
  },
];

const inProject = ({ workspaceId }: { readonly workspaceId: string }) => ({ id: workspaceId });
type One<R> = { readonly id: string; readonly request: R };

export const imports = {
  create: endpoint({
    kind: 'imports:create',
    label: 'create secret import',
    safeToRepeat: false,
    project: inProject,
    generations: [
      {
        route: (request: CreateSecretImportRequest) => ({
          method: 'POST',
          path: '/api/v1/secret-imports',
          body: request,
        }),
        answer: secretImport,
      },
      {
        route: (request) => ({
          method: 'POST',
          path: '/api/v2/secret-imports',
          body: byProjectId(request),
        }),
        answer: secretImport,
      },
    ],
    hints: [CYCLIC, ...HINTS],
  }),
  update: endpoint({
    kind: 'imports:update',
    label: 'update secret import',
    safeToRepeat: false,
    project: ({ request }: One<UpdateSecretImportRequest>) => inProject(request),
    generations: [
      {
        route: ({ id, request }) => ({
          method: 'PATCH',
          path: `/api/v1/secret-imports/${seg(id)}`,
          body: request,
        }),
        answer: secretImport,
      },
      {
        route: ({ id, request }) => ({
          method: 'PATCH',
          path: `/api/v2/secret-imports/${seg(id)}`,
          body: byProjectId(request),
        }),
        answer: secretImport,
      },
    ],
    hints: [CYCLIC, ...HINTS],
  }),
  delete: endpoint({
    kind: 'imports:delete',
    label: 'delete secret import',
    safeToRepeat: false,
    project: ({ request }: One<SecretImportLocation>) => inProject(request),
    generations: [
      {
        route: ({ id, request }) => ({
          method: 'DELETE',
          path: `/api/v1/secret-imports/${seg(id)}`,
          body: request,
        }),
        answer: secretImport,
      },
      {
        route: ({ id, request }) => ({
          method: 'DELETE',
          path: `/api/v2/secret-imports/${seg(id)}`,
          body: byProjectId(request),
        }),
        answer: secretImport,
      },
    ],
    hints: [
      ...DELETE_HINTS,
      CYCLIC,
      {
        status: [404],
        text: /secret import.*not found/i,
        hint: words`Check ${ref('secret-import-id')}: no import with this id lives in ${ref('env-slug')} at ${ref('secret-path')} (deleted already? ${ref('if-missing', 'skip')} treats that as done).`,
      },
      ...HINTS,
    ],
  }),
  /** The imports of a folder. */
  list: endpoint({
    kind: 'imports:list',
    label: 'list secret imports',
    safeToRepeat: true,
    project: inProject,
    generations: [
      {
        route: (location: SecretImportLocation) => ({
          method: 'GET',
          path: '/api/v1/secret-imports',
          query: inFolderQuery(location),
        }),
        answer: many<SecretImport>('secretImports', importItem),
      },
      {
        route: (location) => ({
          method: 'GET',
          path: '/api/v2/secret-imports',
          query: byProjectId(inFolderQuery(location)),
        }),
        answer: many<SecretImport>('secretImports', importItem),
      },
    ],
    hints: [CYCLIC, ...HINTS],
  }),
};
