import { folders } from '../../api/endpoints/index.js';
import { counted, ref, subject, words } from '../../errors/words.js';
import type { InfisicalClient } from '../../api/client.js';
import { isApiNotFound } from '../../errors/api.js';
import type { Folder, FolderLocation } from '../../api/endpoints/folders.js';
import type { Log } from '../../runner/ports.js';
import { InputError } from '../../errors/input.js';
import { requiredInput } from '../../settings/parse.js';
import { readProject, type ProjectRef } from '../../settings/project.js';
import { defineSubAction, type Outputs, type SubActionResult } from '../sub-action.js';
import type { OutputName } from '../../spec/values.js';
import { settledWrite } from '../settle.js';
import {
  alreadyExists,
  folderPathInput,
  ifExistsInput,
  ifMissingInput,
  joinPath,
  skipMissing,
  type Existence,
  USING_EXISTING,
} from '../inputs.js';
import { isUuid } from '../../api/ids.js';

type FolderParams = {
  readonly project: ProjectRef;
  readonly environment: string;
  /** The folder (create, delete) or the parent whose sub-folders to list, as its segments. */
  readonly segments: readonly string[];
} & (
  | { readonly operation: 'create'; readonly ifExists: Existence }
  | { readonly operation: 'delete'; readonly ifMissing: Existence }
  | { readonly operation: 'list' }
);

/** The longest path segment the server's router matches (longer ones get its unknown-route 404). */
export const MAX_NAME_IN_URL = 100;

/**
 * `folders`: create a folder with every missing parent, delete one with everything in it, or
 * list the sub-folders of one. The server answers a create of an existing folder with that
 * folder, so `create` lists the parent first to tell a new folder from an existing one.
 */
export const foldersAction = defineSubAction({
  name: 'folders',
  operations: ['create', 'delete', 'list'],
  parse(read, operation): FolderParams {
    const project = readProject(read);
    const environment = requiredInput(
      read,
      'env-slug',
      '(the environment of the folders, e.g. `dev`)',
    );
    // Both are checked whatever the operation, so a typo fails in any step.
    const ifExists = ifExistsInput(read);
    const ifMissing = ifMissingInput(read);
    if (operation === 'list') {
      const segments = folderPathInput(read, 'secret-path', { fallback: '/' });
      return { operation, project, environment, segments };
    }
    if (read('secret-path')) {
      throw new InputError(
        words`${subject('secret-path')} is for ${ref('operation', 'list')}; for \`${operation}\` give the whole path of the folder in ${ref('folder-path')} (such as \`/previews/pr-42\`).`,
      );
    }
    const segments = folderPathInput(read, 'folder-path', {
      why: words`for ${ref('operation', operation)} (the folder, such as \`/previews/pr-42\`)`,
    });
    if (segments.length === 0) {
      throw new InputError(
        words`${subject('folder-path')} must name a folder below the root (such as \`/previews/pr-42\`): the root of an environment cannot be ${operation === 'create' ? 'created' : 'deleted'}.`,
      );
    }
    return operation === 'create'
      ? { operation, project, environment, segments, ifExists }
      : { operation, project, environment, segments, ifMissing };
  },
  async execute(params, { client, log, projectId }) {
    const workspaceId = await projectId(params.project);
    const at = (segments: readonly string[]): FolderLocation => ({
      workspaceId,
      environment: params.environment,
      path: joinPath(segments),
    });
    const path = joinPath(params.segments);
    const name = params.segments.at(-1) ?? '';
    const parent = params.segments.slice(0, -1);
    // Inputs only (validated names, the user's slug): fit for a notice or an error line.
    const what = `Folder \`${path}\` in environment \`${params.environment}\``;
    switch (params.operation) {
      case 'create': {
        // One listing of the parent (a missing parent lists as empty) says whether it exists.
        const existing = (await client.call(folders.list, at(parent))).find((f) => f.name === name);
        if (existing) {
          if (params.ifExists === 'fail') throw alreadyExists(what);
          return {
            outputs: single(existing, false),
            message: words`Folder ${path} exists already in ${params.environment} (${existing.id}): ${USING_EXISTING}.`,
          };
        }
        // Created by this run whether the answer says so or, lost, a look at the parent does.
        const folder = await settledWrite(client, log, {
          what: `create folder \`${path}\` in \`${params.environment}\``,
          send: () => client.call(folders.create, { at: at(parent), name }),
          look: async () =>
            (await client.call(folders.list, at(parent))).find((f) => f.name === name),
        });
        return {
          outputs: single(folder, true),
          message: `Created folder ${path} in ${params.environment} (${folder.id}), with any missing parent.`,
        };
      }
      case 'delete':
        return remove(client, log, { at: at(parent), name, path, what }, params.ifMissing);
      case 'list': {
        const children = await client.call(folders.list, at(params.segments));
        if (children.length === 0 && params.segments.length > 0) {
          // A missing folder lists as empty: its parent's listing tells which it is.
          const siblings = await client.call(folders.list, at(parent));
          if (!siblings.some((f) => f.name === name)) {
            throw new InputError(
              words`${subject('secret-path')}: there is no folder \`${path}\` in environment \`${params.environment}\`.`,
            );
          }
        }
        return {
          outputs: { folders: children, count: children.length },
          message: `${params.environment}:${path} has ${counted(children.length, 'folder')}.`,
        };
      }
    }
  },
});

/**
 * Deletes by name in the parent: one request. A name that looks like an id would be taken as
 * one by the server, and one longer than the server's router takes in a URL would never reach
 * it, so such a folder is looked up in its parent first and deleted by id. With `if-missing: skip`
 * the API's own not-found (the folder, its parent or the environment is gone: nothing to delete
 * either way) is a notice, so that a clean-up job that also removed the environment can be
 * re-run; any other 404 (a proxy's page, a wrong `domain`) is an error. A lost answer is settled
 * by looking at the parent.
 */
async function remove(
  client: InfisicalClient,
  log: Log,
  target: { at: FolderLocation; name: string; path: string; what: string },
  ifMissing: Existence,
): Promise<SubActionResult<OutputName<'folders'>>> {
  const missing = (serverSaid?: string): SubActionResult<OutputName<'folders'>> => {
    if (ifMissing === 'fail') {
      throw new InputError(
        words`${target.what} does not exist (deleted already?). Set ${ref('if-missing', 'skip')} to treat a missing folder as deleted.`,
      );
    }
    return skipMissing(log, target.what, serverSaid);
  };
  let idOrName = target.name;
  if (isUuid(target.name) || target.name.length > MAX_NAME_IN_URL) {
    const found = (await client.call(folders.list, target.at)).find((f) => f.name === target.name);
    if (!found) return missing();
    idOrName = found.id;
  }
  try {
    const value = await settledWrite<{ folder?: Folder }>(client, log, {
      what: `delete folder \`${target.path}\` in \`${target.at.environment}\``,
      send: async () => ({
        folder: await client.call(folders.delete, { at: target.at, name: idOrName }),
      }),
      look: async () => {
        const still = (await client.call(folders.list, target.at)).some(
          (f) => f.name === target.name,
        );
        return still ? undefined : {};
      },
    });
    const id = value.folder?.id ?? (idOrName === target.name ? undefined : idOrName);
    return {
      outputs: { 'folder-id': id, folder: value.folder },
      message: `Deleted folder ${target.path} in ${target.at.environment}${id ? ` (${id})` : ''} with everything in it.`,
    };
  } catch (error) {
    if (ifMissing === 'skip' && isApiNotFound(error)) {
      return missing(error.details.serverMessage);
    }
    throw error;
  }
}

function single(folder: Folder, created: boolean): Outputs<OutputName<'folders'>> {
  return { 'folder-id': folder.id, folder, created };
}
