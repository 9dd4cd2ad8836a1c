/**
 * The folders of an environment. Generation 1: `/api/v1/folders[/:idOrName]` with `workspaceId`;
 * generation 2: `/api/v2/folders[/:idOrName]` (v2/secret-folder-router.ts) with `projectId`, the
 * same answers; its delete refuses a folder with anything in it unless `forceDelete`, which is
 * what generation 1 always did.
 */
import { many, one, withStrings } from '../answers.js';
import {
  byProjectId,
  DELETE_HINTS,
  endpoint,
  inFolderQuery,
  seg,
  type HintRule,
} from '../endpoint.js';
import { ref, words } from '../../errors/words.js';

/** Where a folder lives: project, environment and parent path. */
export interface FolderLocation {
  workspaceId: string;
  environment: string;
  path: string;
}

export interface Folder {
  id: string;
  name: string;
  version?: number;
  envId?: string;
  parentId?: string | null;
  createdAt?: string;
  updatedAt?: string;
}

const folderItem = withStrings('id', 'name');
/** `{folder}` of a create or delete: its id and name. */
const folder = one<Folder>('folder', folderItem);

/** A folder in `at`, its parent: by name, or (a delete) by id. */
type Named = { readonly at: FolderLocation; readonly name: string };

const NO_ENVIRONMENT: HintRule = {
  status: [404],
  text: /^environment with slug/i,
  hint: words`Check ${ref('env-slug')}: the project has no environment with this slug.`,
};
const inProject = ({ at }: Named) => ({ id: at.workspaceId });

export const folders = {
  /**
   * Creates a folder (and any missing parent). The server answers an existing folder with that
   * folder; still, a lost answer is settled by looking, as for every write.
   */
  create: endpoint({
    kind: 'folders:create',
    label: 'create folder',
    safeToRepeat: false,
    project: inProject,
    generations: [
      {
        route: ({ at, name }: Named) => ({
          method: 'POST',
          path: '/api/v1/folders',
          body: { ...at, name },
        }),
        answer: folder,
      },
      {
        route: ({ at, name }) => ({
          method: 'POST',
          path: '/api/v2/folders',
          body: { ...byProjectId(at), name },
        }),
        answer: folder,
      },
    ],
    hints: [NO_ENVIRONMENT],
  }),
  /**
   * Deletes a folder with everything in it; `at` is its parent. The server takes a UUID as the
   * folder's id and anything else as its name there.
   */
  delete: endpoint({
    kind: 'folders:delete',
    label: 'delete folder',
    safeToRepeat: false,
    project: inProject,
    generations: [
      {
        route: ({ at, name }: Named) => ({
          method: 'DELETE',
          path: `/api/v1/folders/${seg(name)}`,
          body: at,
        }),
        answer: folder,
      },
      {
        route: ({ at, name }) => ({
          method: 'DELETE',
          path: `/api/v2/folders/${seg(name)}`,
          body: { ...byProjectId(at), forceDelete: true },
        }),
        answer: folder,
      },
    ],
    hints: [
      ...DELETE_HINTS,
      NO_ENVIRONMENT,
      {
        status: [404],
        hint: words`Check ${ref('folder-path')}: there is no such folder (deleted already? ${ref('if-missing', 'skip')} treats that as done).`,
      },
    ],
  }),
  /** The direct sub-folders of a folder (an empty list when the folder does not exist). */
  list: endpoint({
    kind: 'folders:list',
    label: 'list folders',
    safeToRepeat: true,
    project: (location: FolderLocation) => ({ id: location.workspaceId }),
    generations: [
      {
        route: (location) => ({
          method: 'GET',
          path: '/api/v1/folders',
          query: inFolderQuery(location),
        }),
        answer: many<Folder>('folders', folderItem),
      },
      {
        route: (location) => ({
          method: 'GET',
          path: '/api/v2/folders',
          query: byProjectId(inFolderQuery(location)),
        }),
        answer: many<Folder>('folders', folderItem),
      },
    ],
    hints: [NO_ENVIRONMENT],
  }),
};
