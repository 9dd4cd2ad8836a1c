import { imports } from '../../api/endpoints/index.js';
import { counted, byAdapter, ref, words } from '../../errors/words.js';
import { isApiNotFound } from '../../errors/api.js';
import type { SecretImport } from '../../api/endpoints/imports.js';
import { InputError } from '../../errors/input.js';
import { numberInput, requiredInput, type ReadInput } from '../../settings/parse.js';
import type { InputName } from '../../spec/values.js';
import { normalizeSecretPath, readProject, type ProjectRef } from '../../settings/project.js';
import { defineSubAction, type Outputs } from '../sub-action.js';
import type { OutputName } from '../../spec/values.js';
import { settledWrite } from '../settle.js';
import {
  alreadyExists,
  idInput,
  ifExistsInput,
  ifMissingInput,
  skipMissing,
  type Existence,
  USING_EXISTING,
} from '../inputs.js';

/** An environment and folder: where an import lives, or what it reads from. */
interface Place {
  readonly environment: string;
  readonly path: string;
}

/** The project, environment and folder the imports live in. */
interface Destination extends Place {
  readonly project: ProjectRef;
}

type ImportParams =
  | {
      readonly operation: 'create';
      readonly at: Destination;
      readonly source: Place;
      readonly ifExists: Existence;
    }
  | {
      readonly operation: 'update';
      readonly at: Destination;
      readonly id: string;
      readonly changes: { environment?: string; path?: string; position?: number };
    }
  | {
      readonly operation: 'delete';
      readonly at: Destination;
      readonly id: string;
      readonly ifMissing: Existence;
    }
  | { readonly operation: 'list'; readonly at: Destination };

/**
 * `imports`: create (operation 7), update (8), delete (9) or list the secret imports of a folder.
 * `env-slug` and `secret-path` always name the folder the imports live in; `import-env-slug` and
 * `import-path` name the source.
 */
export const importsAction = defineSubAction({
  name: 'imports',
  operations: ['create', 'update', 'delete', 'list'],
  parse(read, operation): ImportParams {
    const at: Destination = {
      project: readProject(read),
      environment: requiredInput(
        read,
        'env-slug',
        '(the environment the imports live in, e.g. `dev`)',
      ),
      path: normalizeSecretPath(read('secret-path')),
    };
    // Both are checked whatever the operation, so a typo fails in any step.
    const ifExists = ifExistsInput(read);
    const ifMissing = ifMissingInput(read);
    switch (operation) {
      case 'create':
        return {
          operation: 'create',
          at,
          source: {
            environment: requiredInput(
              read,
              'import-env-slug',
              words`for ${ref('operation', 'create')} (the environment to import from, e.g. \`staging\`)`,
            ),
            path: normalizeSecretPath(read('import-path') || '/', 'import-path'),
          },
          ifExists,
        };
      case 'update':
        return {
          operation: 'update',
          at,
          id: importId(read, 'update'),
          changes: readChanges(read),
        };
      case 'delete':
        return { operation: 'delete', at, id: importId(read, 'delete'), ifMissing };
      case 'list':
        return { operation: 'list', at };
    }
  },
  async execute(params, { client, log, projectId }) {
    const location = {
      workspaceId: await projectId(params.at.project),
      environment: params.at.environment,
      path: params.at.path,
    };
    const where = `${params.at.environment}:${params.at.path}`;
    switch (params.operation) {
      case 'create': {
        // The server accepts a duplicate import, so the folder's imports are read first (this
        // also fails at once, naming it, when the folder does not exist).
        const source = params.source;
        const importsSource = (imp: SecretImport): boolean =>
          imp.importEnv?.slug === source.environment && samePath(imp.importPath, source.path);
        const existing = (await client.call(imports.list, location)).find(importsSource);
        if (existing) {
          if (params.ifExists === 'fail') {
            throw alreadyExists(
              `An import of \`${source.environment}:${source.path}\` in \`${where}\``,
            );
          }
          return {
            outputs: { ...single(existing), created: false },
            message: words`${where} imports ${describe(existing)} already (secret import ${existing.id}, position ${existing.position}): ${USING_EXISTING}.`,
          };
        }
        // The server accepts a duplicate, so a lost answer is settled by looking, never by
        // sending again blind (the listing above showed no such import before this request).
        const created = await settledWrite(client, log, {
          what: `create the import of \`${source.environment}:${source.path}\` in \`${where}\``,
          send: () => client.call(imports.create, { ...location, import: source }),
          look: async () => (await client.call(imports.list, location)).find(importsSource),
        });
        return {
          outputs: { ...single(created), created: true },
          message: `${where} now imports ${describe(created)} (secret import ${created.id}, position ${created.position}).`,
        };
      }
      case 'update': {
        const { changes } = params;
        // Applied when the import is there with every field asked for.
        const asAsked = (imp: SecretImport): boolean =>
          imp.id === params.id &&
          (changes.environment === undefined || imp.importEnv?.slug === changes.environment) &&
          (changes.path === undefined || samePath(imp.importPath, changes.path)) &&
          (changes.position === undefined || imp.position === changes.position);
        const updated = await settledWrite(client, log, {
          what: `update secret import \`${params.id}\` in \`${where}\``,
          send: () =>
            client.call(imports.update, {
              id: params.id,
              request: { ...location, import: changes },
            }),
          look: async () => (await client.call(imports.list, location)).find(asAsked),
        });
        return {
          outputs: single(updated),
          message: `Updated secret import ${updated.id} in ${where}: it imports ${describe(updated)} at position ${updated.position}.`,
        };
      }
      case 'delete': {
        // null: deleted, as a look showed after the answer was lost (nothing of it to show).
        let deleted: SecretImport | null;
        try {
          // Deleted: the answer holds the import; lost, the folder's imports no longer list it.
          deleted = await settledWrite<SecretImport | null>(client, log, {
            what: `delete secret import \`${params.id}\` in \`${where}\``,
            send: () => client.call(imports.delete, { id: params.id, request: location }),
            look: async () => {
              const left = await client.call(imports.list, location);
              return left.some((imp) => imp.id === params.id) ? undefined : null;
            },
          });
        } catch (error) {
          // The API's own not-found: the import, or the folder or environment it lived in, is
          // gone; nothing to delete either way (a clean-up job may have removed the folder
          // first). Any other 404 (a proxy's page, a wrong `domain`) says nothing about it.
          if (params.ifMissing === 'skip' && isApiNotFound(error)) {
            return skipMissing(
              log,
              `Secret import \`${params.id}\` in \`${where}\``,
              error.details.serverMessage,
            );
          }
          throw error;
        }
        if (deleted === null) {
          return {
            outputs: { 'secret-import-id': params.id },
            message: `Deleted secret import ${params.id} from ${where}.`,
          };
        }
        return {
          outputs: single(deleted),
          message: `Deleted secret import ${deleted.id} (${describe(deleted)}) from ${where}.`,
        };
      }
      case 'list': {
        const list = await client.call(imports.list, location);
        return {
          outputs: { 'secret-imports': list, count: list.length },
          message: `${where} has ${counted(list.length, 'secret import')}.`,
        };
      }
    }
  },
});

function importId(read: ReadInput<'secret-import-id'>, operation: string): string {
  return idInput(
    read,
    'secret-import-id',
    words`for ${ref('operation', operation)} (${byAdapter('the `secret-import-id` output of `create`', words`the id ${ref('operation', 'create')} prints`)}, or an id from ${ref('operation', 'list')})`,
  );
}

/** What `update` changes; an update that changes nothing is surely a mistake in the workflow. */
function readChanges(read: ReadInput<InputName<'imports'>>): {
  environment?: string;
  path?: string;
  position?: number;
} {
  const environment = read('import-env-slug') || undefined;
  const rawPath = read('import-path');
  const path = rawPath ? normalizeSecretPath(rawPath, 'import-path') : undefined;
  const position = read('position')
    ? numberInput(read, 'position', { min: 1, max: 10_000, integer: true })
    : undefined;
  if (environment === undefined && path === undefined && position === undefined) {
    throw new InputError(
      words`${ref('operation', 'update')} needs at least one of ${ref('import-env-slug')}, ${ref('import-path')} or ${ref('position')} (what to change).`,
    );
  }
  return { environment, path, position };
}

function single(secretImport: SecretImport): Outputs<OutputName<'imports'>> {
  return {
    'secret-import-id': secretImport.id,
    position: secretImport.position,
    'secret-import': secretImport,
  };
}

/** Whether two folder paths are the same folder (the server may keep a trailing slash). */
function samePath(a: string, b: string): boolean {
  const canonical = (path: string): string => path.split('/').filter(Boolean).join('/');
  return canonical(a) === canonical(b);
}

function describe(secretImport: SecretImport): string {
  return `${secretImport.importEnv?.slug ?? '?'}:${secretImport.importPath}`;
}
