import { snapshots } from '../../api/endpoints/index.js';
import { counted, ref, words } from '../../errors/words.js';
import type { InfisicalClient } from '../../api/client.js';
import type { ListSnapshotsQuery, SecretSnapshot } from '../../api/endpoints/snapshots.js';
import type { Log } from '../../runner/ports.js';
import { booleanInput, numberInput, requiredInput } from '../../settings/parse.js';
import { normalizeSecretPath, readProject, type ProjectRef } from '../../settings/project.js';
import { defineSubAction } from '../sub-action.js';

/** Most snapshots `all` collects: enough for any real folder, small enough for a step output. */
export const MAX_SNAPSHOTS = 10_000;

interface SnapshotParams {
  readonly project: ProjectRef;
  readonly query: Omit<ListSnapshotsQuery, 'offset' | 'limit'>;
  readonly offset: number;
  readonly limit: number;
  readonly all: boolean;
}

/** `snapshots`: list the secret snapshots of a folder (operation 12), one page or every page. */
export const snapshotsAction = defineSubAction({
  name: 'snapshots',
  operations: ['list'],
  parse(read): SnapshotParams {
    return {
      project: readProject(read),
      query: {
        environment: requiredInput(
          read,
          'env-slug',
          '(the environment whose snapshots to list, e.g. `dev`)',
        ),
        path: normalizeSecretPath(read('secret-path')),
      },
      offset: numberInput(read, 'offset', { min: 0, max: 1_000_000, integer: true }),
      limit: numberInput(read, 'limit', { min: 1, max: MAX_SNAPSHOTS, integer: true }),
      all: booleanInput(read, 'all'),
    };
  },
  async execute(params, { client, log, projectId }) {
    const project = await projectId(params.project);
    const list = params.all
      ? await listAll(client, log, project, params)
      : await client.call(snapshots.list, {
          projectId: project,
          ...params.query,
          offset: params.offset,
          limit: params.limit,
        });
    return {
      outputs: { snapshots: list, count: list.length },
      message: `Listed ${counted(list.length, 'snapshot')} of ${params.query.environment}:${params.query.path}.`,
    };
  },
});

/** Pages of `limit` from `offset` until a short page, the cap, or a page the server repeats. */
async function listAll(
  client: InfisicalClient,
  log: Log,
  project: string,
  params: SnapshotParams,
): Promise<SecretSnapshot[]> {
  const collected: SecretSnapshot[] = [];
  const seen = new Set<string>();
  for (let offset = params.offset; ; offset += params.limit) {
    const page = await client.call(snapshots.list, {
      projectId: project,
      ...params.query,
      offset,
      limit: params.limit,
    });
    // A server that ignores `offset` would send the first page forever.
    if (page.some((snapshot) => seen.has(snapshot.id))) {
      log.warning(
        words`The server returned snapshots it had already sent (does it ignore ${ref('offset')}?): stopped after ${collected.length}.`,
      );
      return collected;
    }
    for (const snapshot of page) seen.add(snapshot.id);
    collected.push(...page);
    const short = page.length < params.limit;
    if (collected.length > MAX_SNAPSHOTS || (collected.length === MAX_SNAPSHOTS && !short)) {
      log.warning(
        words`Stopped at ${MAX_SNAPSHOTS} snapshots; there may be more. Set ${ref('offset')} to ${params.offset + MAX_SNAPSHOTS} to read on.`,
      );
      return collected.slice(0, MAX_SNAPSHOTS);
    }
    if (short) return collected;
  }
}
