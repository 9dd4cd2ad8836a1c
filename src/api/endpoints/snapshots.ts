/**
 * A folder's secret snapshots, one page at a time. Generation 1:
 * `/api/v1/workspace/:id/secret-snapshots`; generation 2: `/api/v1/projects/:id/secret-snapshots`
 * (backend/src/ee/routes/v1/project-router.ts).
 */
import { many, withId } from '../answers.js';
import { endpoint, projectPath, workspacePath } from '../endpoint.js';

export interface SecretSnapshot {
  id: string;
  envId: string;
  folderId: string;
  parentFolderId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ListSnapshotsQuery {
  environment: string;
  path: string;
  offset: number;
  limit: number;
}

type Page = ListSnapshotsQuery & { readonly projectId: string };

const query = (page: Page): Record<string, string> => ({
  environment: page.environment,
  path: page.path,
  offset: String(page.offset),
  limit: String(page.limit),
});

/** `{secretSnapshots}`: one page of snapshots, each with its id. */
const snapshotPage = many<SecretSnapshot>('secretSnapshots', withId);

export const snapshots = {
  list: endpoint({
    kind: 'snapshots:list',
    label: 'list secret snapshots',
    safeToRepeat: true,
    project: (page: Page) => ({ id: page.projectId }),
    generations: [
      {
        route: (page) => ({
          method: 'GET',
          path: `${workspacePath(page.projectId)}/secret-snapshots`,
          query: query(page),
        }),
        answer: snapshotPage,
      },
      {
        route: (page) => ({
          method: 'GET',
          path: `${projectPath(page.projectId)}/secret-snapshots`,
          query: query(page),
        }),
        answer: snapshotPage,
      },
    ],
  }),
};
