/**
 * A project's tags. Generation 1: `/api/v1/workspace/:id/tags…`, answering `{workspaceTag(s)}`;
 * generation 2: `/api/v1/projects/:id/tags…` (secret-tag-router.ts), answering `{tag(s)}`, and
 * reading `slug` and `color` only (a tag's name is its slug there).
 */
import { many, one, withStrings } from '../answers.js';
import { endpoint, projectPath, seg, workspacePath } from '../endpoint.js';
import { ref, words } from '../../errors/words.js';

export interface WorkspaceTag {
  id: string;
  name?: string;
  slug: string;
  color?: string | null;
  createdAt: string;
  updatedAt: string;
  createdBy?: string;
  projectId: string;
}

export interface CreateTagRequest {
  slug: string;
  color?: string;
  name?: string;
}

const tagItem = withStrings('id', 'slug');
const TAG = {
  legacy: one<WorkspaceTag>('workspaceTag', tagItem),
  now: one<WorkspaceTag>('tag', tagItem),
};
const TAGS = {
  legacy: many<WorkspaceTag>('workspaceTags', tagItem),
  now: many<WorkspaceTag>('tags', tagItem),
};

type InProject = { readonly projectId: string };
const inProject = ({ projectId }: InProject) => ({ id: projectId });

export const tags = {
  create: endpoint({
    kind: 'tags:create',
    label: 'create tag',
    safeToRepeat: false,
    project: inProject,
    generations: [
      {
        route: ({ projectId, ...request }: InProject & CreateTagRequest) => ({
          method: 'POST',
          path: `${workspacePath(projectId)}/tags`,
          body: request,
        }),
        answer: TAG.legacy,
      },
      {
        route: ({ projectId, slug, color }) => ({
          method: 'POST',
          path: `${projectPath(projectId)}/tags`,
          body: { slug, color },
        }),
        answer: TAG.now,
      },
    ],
    hints: [
      {
        status: [400],
        text: /already exist/i,
        hint: words`The project already has a tag with this ${ref('tag-slug')}: set ${ref('if-exists', 'skip')} to use it, or pick another slug (${ref('operation', 'list')} shows them).`,
      },
    ],
  }),
  list: endpoint({
    kind: 'tags:list',
    label: 'list tags',
    safeToRepeat: true,
    project: (projectId: string) => ({ id: projectId }),
    generations: [
      {
        route: (projectId) => ({ method: 'GET', path: `${workspacePath(projectId)}/tags` }),
        answer: TAGS.legacy,
      },
      {
        route: (projectId) => ({ method: 'GET', path: `${projectPath(projectId)}/tags` }),
        answer: TAGS.now,
      },
    ],
  }),
  /** The project's tag with this slug (`InfisicalClient.find`: none is the API's own 404). */
  bySlug: endpoint({
    kind: 'tags:get-by-slug',
    label: 'get tag by slug',
    safeToRepeat: true,
    project: inProject,
    generations: [
      {
        route: ({ projectId, slug }: InProject & { readonly slug: string }) => ({
          method: 'GET',
          path: `${workspacePath(projectId)}/tags/slug/${seg(slug)}`,
        }),
        answer: TAG.legacy,
      },
      {
        route: ({ projectId, slug }) => ({
          method: 'GET',
          path: `${projectPath(projectId)}/tags/slug/${seg(slug)}`,
        }),
        answer: TAG.now,
      },
    ],
  }),
};
