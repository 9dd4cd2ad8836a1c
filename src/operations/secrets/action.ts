import { secrets } from '../../api/endpoints/index.js';
import { counted, joinWords, ref, words } from '../../errors/words.js';
import type { InfisicalClient } from '../../api/client.js';
import { READ_VALUE_PERMISSION } from '../../api/hidden.js';
import type { Secret, SecretWriteLocation } from '../../api/endpoints/secrets.js';
import type { Log } from '../../runner/ports.js';
import { fitsOneRequest, splitBatches } from '../../secrets/batches.js';
import { planDelete, planSet, type KeyValue, type SetPlan } from '../../secrets/write-plan.js';
import { listKeys } from '../../secrets/write-rules.js';
import { InputError } from '../../errors/input.js';
import { requiredInput, type ReadInput } from '../../settings/parse.js';
import type { InputName } from '../../spec/values.js';
import { readProject, type ProjectRef } from '../../settings/project.js';
import { checkSecretsToSet, readKeysToDelete, readSecretsToSet } from './input.js';
import { defineSubAction, type SubActionResult } from '../sub-action.js';
import type { OutputName } from '../../spec/values.js';
import { folderPathInput, ifMissingInput, joinPath, type Existence } from '../inputs.js';
import { renderWriteSummary } from './summary.js';
import { writeBatches, type WriteKind, type WriteStep, type Written } from './write.js';

/** The folder written to. */
interface Folder {
  readonly project: ProjectRef;
  readonly environment: string;
  readonly path: string;
}

type SecretsParams =
  | { readonly operation: 'set'; readonly folder: Folder; readonly secrets: readonly KeyValue[] }
  | {
      readonly operation: 'delete';
      readonly folder: Folder;
      readonly keys: readonly string[];
      readonly ifMissing: Existence;
    };

/**
 * `secrets`: set (create or update) or delete secrets of one folder. Every value is masked as it
 * is read, and every key and value checked, before any request; then one listing of the folder
 * decides what to write, and only what changes is written, in as few batch requests as the
 * server's body limit allows.
 */
export const secretsAction = defineSubAction({
  name: 'secrets',
  operations: ['set', 'delete'],
  parse(read, operation, context): SecretsParams {
    if (operation === 'set') {
      // Values first: masked before any other input can fail and print a message.
      const given = readSecretsToSet({ read, ...context });
      const folder = readFolder(read);
      refuseOthers(read, 'set', ['keys']);
      // Checked whatever the operation, as every sub-action does, so a typo fails in any step.
      ifMissingInput(read);
      const location = writeLocation(folder);
      const secrets = checkSecretsToSet(given, ({ key, value }) =>
        fitsOneRequest(location, { secretKey: key, secretValue: value }),
      );
      return { operation, folder, secrets };
    }
    refuseOthers(read, 'delete', ['secrets', 'secrets-file']);
    return {
      operation,
      folder: readFolder(read),
      keys: readKeysToDelete(read),
      ifMissing: ifMissingInput(read),
    };
  },
  async execute(params, { client, log }) {
    return params.operation === 'set'
      ? setSecrets(client, log, params.folder, params.secrets)
      : deleteSecrets(client, log, params.folder, params.keys, params.ifMissing);
  },
});

function readFolder(read: ReadInput<InputName<'secrets'>>): Folder {
  return {
    project: readProject(read),
    environment: requiredInput(read, 'env-slug', '(the environment of the folder, e.g. `dev`)'),
    path: joinPath(folderPathInput(read, 'secret-path')),
  };
}

/** Inputs of the other operation are a sign of a mix-up (a delete meant as a set): refused. */
function refuseOthers(
  read: ReadInput<InputName<'secrets'>>,
  operation: string,
  inputs: readonly InputName<'secrets'>[],
): void {
  const given = inputs.filter((name) => read(name) !== '');
  if (given.length > 0) {
    throw new InputError(
      words`${joinWords(
        given.map((name) => ref(name)),
        ' and ',
      )} ${given.length === 1 ? 'does' : 'do'} not apply to ${ref('operation', operation)}: remove ${given.length === 1 ? 'it' : 'them'}.`,
    );
  }
}

/** The batch routes take the project's id or its slug: no lookup either way. */
function writeLocation(folder: Folder): SecretWriteLocation {
  const place = { environment: folder.environment, secretPath: folder.path };
  return folder.project.id !== undefined
    ? { workspaceId: folder.project.id, ...place }
    : { projectSlug: folder.project.slug, ...place };
}

/** The folder's own secrets as stored: no imports, no expanded references, no sub-folders. */
async function listFolder(client: InfisicalClient, folder: Folder) {
  const { secrets: held } = await client.call(secrets.list, {
    workspaceId: folder.project.id,
    workspaceSlug: folder.project.slug,
    environment: folder.environment,
    secretPath: folder.path,
    includeImports: false,
    recursive: false,
    expandSecretReferences: false,
  });
  return held;
}

async function setSecrets(
  client: InfisicalClient,
  log: Log,
  folder: Folder,
  given: readonly KeyValue[],
): Promise<SubActionResult<OutputName<'secrets'>>> {
  const where = `${folder.environment}:${folder.path}`;
  const held = await listFolder(client, folder);
  const plan = planSet(given, held);
  if (plan.hidden.length > 0) {
    log.notice(
      `The stored values of ${listKeys(plan.hidden)} are hidden from this identity (its role lacks the secrets permission ${READ_VALUE_PERMISSION}): they cannot be compared, so they are written and reported as updated.`,
    );
  }
  const location = writeLocation(folder);
  const wanted = new Map(given.map(({ key, value }) => [key, value]));
  const entries = (list: readonly KeyValue[]) =>
    list.map(({ key, value }) => ({ secretKey: key, secretValue: value }));
  const batchesOf = (left: SetPlan): WriteStep[] => [
    ...splitBatches(location, entries(left.create)).map((batch) =>
      step('create', batch, () => client.call(secrets.create, { location, secrets: batch })),
    ),
    ...splitBatches(location, entries(left.update)).map((batch) =>
      step('update', batch, () => client.call(secrets.update, { location, secrets: batch })),
    ),
  ];
  // After a lost answer: planned again from what the folder holds, less what this run wrote.
  const steps = (now: readonly Secret[], written: Written): WriteStep[] => {
    const done = new Set([...written.create, ...written.update]);
    return batchesOf(
      planSet(
        given.filter(({ key }) => !done.has(key)),
        now,
      ),
    );
  };
  const first = batchesOf(plan);
  const requests = first.length;
  log.info(
    `${where} holds ${plan.update.length + plan.unchanged.length} of the ${given.length} keys given: ${plan.create.length} to create, ${plan.update.length} to update, ${plan.unchanged.length} unchanged${requests > 0 ? ` (${counted(requests, 'write request')})` : ''}.`,
  );
  const written = await writeBatches(
    client,
    log,
    {
      where,
      steps,
      isDone: (key, stored) => {
        const value = stored.get(key);
        // A hidden value cannot be compared: whether the write landed is not known.
        return typeof value === 'symbol' ? undefined : value === wanted.get(key);
      },
      look: () => listFolder(client, folder),
    },
    first,
  );
  // Whatever this run did not write is as asked already (checked by the listing, or by the look
  // after a lost answer).
  const changed = new Set([...written.create, ...written.update]);
  const unchanged = given.map(({ key }) => key).filter((key) => !changed.has(key));
  const summary = renderWriteSummary({
    title: 'Secrets set',
    environment: folder.environment,
    path: folder.path,
    outcomes: [
      ['Created', written.create],
      ['Updated', written.update],
      ['Unchanged', unchanged],
    ],
  });
  return {
    summary,
    outputs: {
      created: written.create,
      updated: written.update,
      unchanged,
      count: given.length,
    },
    message: `Set ${counted(given.length, 'secret')} in ${where}: ${written.create.length} created, ${written.update.length} updated, ${unchanged.length} unchanged.`,
  };
}

async function deleteSecrets(
  client: InfisicalClient,
  log: Log,
  folder: Folder,
  keys: readonly string[],
  ifMissing: Existence,
): Promise<SubActionResult<OutputName<'secrets'>>> {
  const where = `${folder.environment}:${folder.path}`;
  const held = await listFolder(client, folder);
  const { existing, missing } = planDelete(keys, held);
  if (missing.length > 0) {
    const which =
      keys.length === 1
        ? 'The key to delete is not'
        : missing.length === keys.length
          ? `None of the ${keys.length} keys to delete is`
          : `${missing.length} of the ${keys.length} keys to delete ${missing.length === 1 ? 'is' : 'are'} not`;
    const empty = held.length === 0 ? ' (the folder is empty or does not exist)' : '';
    const text = `${which} in ${where}${empty}: ${listKeys(missing)}`;
    if (ifMissing === 'fail') {
      throw new InputError(
        words`${text}. Nothing was deleted. Set ${ref('if-missing', 'skip')} to treat a missing key as deleted already.`,
      );
    }
    log.notice(words`${text}; skipped (${ref('if-missing', 'skip')}).`);
  }
  const location = writeLocation(folder);
  // The keys this run has not deleted that the folder still holds.
  const steps = (now: readonly Secret[], done: Written): WriteStep[] => {
    const deleted = new Set(done.delete);
    const left = planDelete(
      existing.filter((key) => !deleted.has(key)),
      now,
    ).existing;
    return splitBatches(
      location,
      left.map((secretKey) => ({ secretKey })),
    ).map((batch) =>
      step('delete', batch, () => client.call(secrets.delete, { location, secrets: batch })),
    );
  };
  const written = await writeBatches(
    client,
    log,
    {
      where,
      steps,
      isDone: (key, stored) => !stored.has(key),
      look: () => listFolder(client, folder),
    },
    steps(held, { create: [], update: [], delete: [] }),
  );
  const summary = renderWriteSummary({
    title: 'Secrets deleted',
    environment: folder.environment,
    path: folder.path,
    outcomes: [
      ['Deleted', written.delete],
      ['Missing (skipped)', missing],
    ],
  });
  return {
    summary,
    outputs: { deleted: written.delete, count: keys.length },
    message: `Deleted ${counted(written.delete.length, 'secret')} from ${where}${missing.length > 0 ? `; ${missing.length} ${missing.length === 1 ? 'was' : 'were'} not there` : ''}.`,
  };
}

function step(
  kind: WriteKind,
  batch: readonly { secretKey: string }[],
  send: () => Promise<unknown>,
): WriteStep {
  return { kind, keys: batch.map((entry) => entry.secretKey), send };
}
