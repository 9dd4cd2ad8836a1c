/**
 * A folder's secrets: the listing and the batch writes (each batch is all or nothing on the
 * server). Generation 1: `/api/v3/secrets/raw` and `/api/v3/secrets/batch/raw` (deprecated
 * routers, v3/index.ts), which take the project's id or slug; generation 2: `/api/v4/secrets` and
 * `/api/v4/secrets/batch` (v4/secret-router.ts), which take `projectId` only (a slug is read to
 * its id once per run).
 */
import { approvalIn, ApprovalPendingError } from '../approval.js';
import { listAt, object, string, withStrings, wrong, join, type Fields } from '../answers.js';
import {
  bool,
  DELETE_HINTS,
  endpoint,
  THE_STEP,
  THIS_STEP,
  type HintRule,
  type Routed,
  type SentCall,
} from '../endpoint.js';
import { secretListingReader, type Secret } from '../listing-json.js';
import { byAdapter, ref, words } from '../../errors/words.js';

export type { Secret } from '../listing-json.js';

export interface ImportGroup {
  secretPath: string;
  environment: string;
  folderId?: string;
  secrets: Secret[];
}

export interface SecretList {
  secrets: Secret[];
  /** Absent unless imports were asked for: treat as empty. */
  imports?: ImportGroup[];
}

export interface ListSecretsQuery {
  workspaceId?: string;
  workspaceSlug?: string;
  environment: string;
  secretPath: string;
  includeImports: boolean;
  recursive?: boolean;
  expandSecretReferences?: boolean;
  tagSlugs?: readonly string[];
}

/**
 * Where secrets are written: one folder of one environment of a project. Generation 1 takes the
 * project's id or its slug (`projectSlug`), so a slug needs no lookup first.
 */
export type SecretWriteLocation = (
  | { workspaceId: string; projectSlug?: undefined }
  | { projectSlug: string; workspaceId?: undefined }
) & {
  environment: string;
  secretPath: string;
};

/** One entry of a batch create or update (values as they should be stored). */
export interface SecretWrite {
  secretKey: string;
  secretValue: string;
}

/** A secret as the write routes answer it (no path, no tags). */
export interface WrittenSecret {
  id: string;
  secretKey: string;
  version: number;
  type?: string;
  environment?: string;
  workspace?: string;
}

/**
 * One listed secret: its key and value are strings; its folder (`secretPath`) a string when
 * given; `secretValueHidden` a boolean when given. Kept flat and free of allocations: it runs for
 * every secret of every listing.
 */
function secretItem(value: unknown, list: string, index: number): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    wrong(`${list}[${index}]`, value);
  }
  const secret = value as Fields;
  if (typeof secret.secretKey !== 'string') wrong(`${list}[${index}].secretKey`, secret.secretKey);
  if (typeof secret.secretValue !== 'string') {
    wrong(`${list}[${index}].secretValue`, secret.secretValue);
  }
  const folder = secret.secretPath;
  if (folder !== undefined && folder !== null && typeof folder !== 'string') {
    wrong(`${list}[${index}].secretPath`, folder);
  }
  const hidden = secret.secretValueHidden;
  if (hidden !== undefined && typeof hidden !== 'boolean') {
    wrong(`${list}[${index}].secretValueHidden`, hidden);
  }
}

function secretItems(parent: Fields, key: string, path: string): void {
  const list = parent[key];
  const at = join(path, key);
  if (!Array.isArray(list)) wrong(at, list);
  for (let i = 0; i < list.length; i++) secretItem(list[i], at, i);
}

/** A listing: `secrets`, and `imports` (absent unless asked for: an empty list then). */
function secretList(body: unknown): Required<SecretList> {
  const top = object(body, '');
  secretItems(top, 'secrets', '');
  const imports = top.imports;
  if (imports !== undefined) {
    if (!Array.isArray(imports)) wrong('imports', imports);
    for (let g = 0; g < imports.length; g++) {
      const path = `imports[${g}]`;
      const group = object(imports[g], path);
      string(group, 'secretPath', path);
      string(group, 'environment', path);
      secretItems(group, 'secrets', path);
    }
  }
  const listing = top as unknown as SecretList;
  return { secrets: listing.secrets, imports: listing.imports ?? [] };
}

/** The listing's options, as both generations read them. */
function listingOptions(query: ListSecretsQuery): Record<string, string | undefined> {
  return {
    environment: query.environment,
    secretPath: query.secretPath,
    // snake_case is the only spelling the server reads; the values must be literal strings.
    include_imports: bool(query.includeImports),
    recursive: bool(query.recursive),
    expandSecretReferences: bool(query.expandSecretReferences),
    tagSlugs: query.tagSlugs && query.tagSlugs.length > 0 ? query.tagSlugs.join(',') : undefined,
  };
}

/** The project a query or a location names, by id or by slug. */
const projectOf = (id: string | undefined, slug: string | undefined) =>
  id !== undefined ? { id } : slug !== undefined ? { slug } : undefined;

type BatchMethod = 'POST' | 'PATCH' | 'DELETE';

/** A batch write's input: where, and the entries (a delete's name only their keys). */
interface Batch<E> {
  readonly location: SecretWriteLocation;
  readonly secrets: readonly E[];
}

/** The hints of every batch write. */
const WRITE_HINTS: readonly HintRule[] = [
  {
    // A secret approval policy: a change request instead of a write.
    before: 'access',
    status: [200],
    text: /approval policy/,
    hint: words`Once a reviewer approves and merges the change request in Infisical, the values are stored, and running ${THIS_STEP} again finds nothing left to write. To write without review, the approval policy must not cover this environment and path.`,
  },
  {
    status: [404],
    text: /Folder with path '\/' in environment/,
    hint: words`Check ${ref('env-slug')}: the project has no such environment (the server reports its root folder missing).`,
  },
  {
    status: [404],
    text: /Folder with path/,
    hint: words`The folder (${ref('secret-path')}) does not exist in this environment, and writing secrets never creates one: create it first with ${byAdapter('the `folders` sub-action', '`infisical-ci folders create`')}, or fix ${ref('secret-path')}.`,
  },
  {
    status: [500],
    hint: words`The server failed while writing (it rolls the whole batch back): run ${THE_STEP} again, which writes only what is left; if it fails again, the server's log says why.`,
  },
];

/** Some keys changed by someone else after the listing. */
const GONE_SINCE_LISTED: HintRule = {
  status: [404],
  hint: words`Some of these keys were deleted by someone else after ${THIS_STEP} listed the folder (or a key is stored twice there): run ${THE_STEP} again.`,
};

/** A batch write's answer: the secrets written (or the change request opened instead). */
function written(body: unknown, sent: SentCall): WrittenSecret[] {
  // A secret approval policy: the server opened a change request and wrote nothing.
  const approval = approvalIn(body);
  if (approval) throw new ApprovalPendingError({ ...sent }, approval);
  return listAt(object(body, ''), 'secrets', '', withStrings('secretKey')) as WrittenSecret[];
}

/**
 * A batch write. Generation 2's PATCH says `mode: failOnNotFound` (its default): a batch update of
 * a key that is not there fails whole, as generation 1 does, and never creates it.
 */
const batch = <E extends object, const K extends string>(
  kind: K,
  label: string,
  method: BatchMethod,
  hints: readonly HintRule[],
) =>
  endpoint<Batch<E>, WrittenSecret[], K>({
    kind,
    label,
    safeToRepeat: false,
    project: ({ location }) => projectOf(location.workspaceId, location.projectSlug),
    generations: [
      {
        route: ({ location, secrets }): Routed => ({
          method,
          path: '/api/v3/secrets/batch/raw',
          body: { ...location, secrets },
        }),
        answer: written,
      },
      {
        route: async ({ location, secrets }, context): Promise<Routed> => ({
          method,
          path: '/api/v4/secrets/batch',
          body: {
            projectId: await context.projectId(location.workspaceId, location.projectSlug),
            environment: location.environment,
            secretPath: location.secretPath,
            ...(method === 'PATCH' ? { mode: 'failOnNotFound' } : {}),
            secrets,
          },
        }),
        answer: written,
      },
    ],
    hints,
  });

export const secrets = {
  list: endpoint({
    kind: 'secrets:list',
    label: 'list secrets',
    safeToRepeat: true,
    operation: (query: ListSecretsQuery) =>
      `list secrets of ${query.environment}:${query.secretPath}`,
    project: (query) => projectOf(query.workspaceId, query.workspaceSlug),
    bodyReader: secretListingReader,
    generations: [
      {
        route: (query) => ({
          method: 'GET',
          path: '/api/v3/secrets/raw',
          query: {
            // The server prefers the id when both are sent; send only one so it is unambiguous.
            workspaceId: query.workspaceId,
            workspaceSlug: query.workspaceId ? undefined : query.workspaceSlug,
            ...listingOptions(query),
          },
        }),
        answer: secretList,
      },
      {
        // `projectId` only (no slug); `viewSecretValue` is left to its default, true.
        route: async (query, context) => ({
          method: 'GET',
          path: '/api/v4/secrets',
          query: {
            projectId: await context.projectId(query.workspaceId, query.workspaceSlug),
            ...listingOptions(query),
          },
        }),
        answer: secretList,
      },
    ],
    hints: [
      {
        status: [404],
        hint: words`Check ${ref('project-id')}${byAdapter(' / ', ' or ')}${ref('project-slug')} and ${ref('env-slug')}.`,
      },
    ],
  }),
  /** Creates secrets that do not exist yet; fails whole if any exists. */
  create: batch<SecretWrite, 'secrets:create-batch'>(
    'secrets:create-batch',
    'create secrets',
    'POST',
    [
      ...WRITE_HINTS,
      {
        status: [400],
        text: /already exist/,
        hint: words`Some of these keys were created by someone else after ${THIS_STEP} listed the folder: run ${THE_STEP} again (it lists the folder again and updates them).`,
      },
    ],
  ),
  /** Updates existing secrets; fails whole if any is missing. Repeating it sets the same values. */
  update: batch<SecretWrite, 'secrets:update-batch'>(
    'secrets:update-batch',
    'update secrets',
    'PATCH',
    [...WRITE_HINTS, GONE_SINCE_LISTED],
  ),
  /** Deletes secrets; fails whole if any is missing. */
  delete: batch<{ secretKey: string }, 'secrets:delete-batch'>(
    'secrets:delete-batch',
    'delete secrets',
    'DELETE',
    [...DELETE_HINTS, ...WRITE_HINTS, GONE_SINCE_LISTED],
  ),
};
