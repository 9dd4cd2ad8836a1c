/**
 * Projects. Generation 1: `/api/v2/workspace` and `/api/v1/workspace/:id` (deprecated routers);
 * generation 2: `/api/v1/projects` (backend/src/server/routes/v1/project-router.ts).
 */
import { isObject, listAt, object, optionalString, string, withStrings } from '../answers.js';
import { endpoint, projectPath, seg, workspacePath } from '../endpoint.js';
import { ApiError } from '../../errors/api.js';
import { ref, words } from '../../errors/words.js';

export interface EnvironmentRef {
  name: string;
  slug: string;
  id: string;
}

export interface Project {
  id: string;
  _id?: string;
  name: string;
  slug: string;
  autoCapitalization?: boolean;
  orgId: string;
  createdAt: string;
  updatedAt: string;
  version?: number;
  upgradeStatus?: string | null;
  environments: EnvironmentRef[];
}

export interface CreateProjectRequest {
  projectName: string;
  slug?: string;
  projectDescription?: string;
}

/** An environment as a project lists it: its id and slug. */
export const environmentRef = withStrings('id', 'slug');

/** A project: its id, its slug when given, and its environments (ids and slugs) when given. */
function projectAt(value: unknown, path: string, environments: 'required' | 'optional'): Project {
  const project = object(value, path);
  string(project, 'id', path);
  optionalString(project, 'slug', path);
  if (environments === 'required' || project.environments !== undefined) {
    listAt(project, 'environments', path, environmentRef);
  }
  return project as unknown as Project;
}

/** `{project}`, with its environments when `environments` says so. */
const projectIn =
  (key: 'project' | 'workspace', environments: 'required' | 'optional') =>
  (body: unknown): Project =>
    projectAt(object(body, '')[key], key, environments);

/** A project by slug: the project itself, or `{project}` on some servers. */
function projectBySlug(body: unknown): Project {
  const top = object(body, '');
  return isObject(top.project)
    ? projectAt(top.project, 'project', 'optional')
    : projectAt(top, '', 'optional');
}

export const projects = {
  create: endpoint({
    kind: 'projects:create',
    label: 'create project',
    safeToRepeat: false,
    generations: [
      {
        route: (request: CreateProjectRequest) => ({
          method: 'POST',
          path: '/api/v2/workspace',
          body: request,
        }),
        answer: projectIn('project', 'optional'),
      },
      {
        route: (request) => ({ method: 'POST', path: '/api/v1/projects', body: request }),
        answer: projectIn('project', 'optional'),
      },
    ],
    hints: [
      {
        status: [500],
        hint: words`A project with this ${ref('project-slug')} may already exist (the server answers a duplicate slug this way): set ${ref('if-exists', 'skip')} to use it, pick another slug, or leave it out to get a generated one.`,
      },
    ],
  }),
  /** A project by id, with its environments (to resolve an environment slug to its id). */
  get: endpoint({
    kind: 'projects:get',
    label: 'get project',
    safeToRepeat: true,
    project: (id: string) => ({ id }),
    generations: [
      {
        route: (id) => ({ method: 'GET', path: workspacePath(id) }),
        answer: projectIn('workspace', 'required'),
      },
      {
        route: (id) => ({ method: 'GET', path: projectPath(id) }),
        answer: projectIn('project', 'required'),
      },
    ],
    hints: [
      {
        status: [404, 500],
        hint: words`Check ${ref('project-id')}: no project with this id was found (or these credentials cannot see it).`,
      },
    ],
  }),
  /**
   * A project by slug. The server resolves a slug in the caller's organization only (slugs are
   * unique per organization), so a project of another organization is never found. The captured
   * server answers an unknown slug with a 500 ("Failed to find project by slug"), newer ones with
   * the API's own 404: both are "no such project" (`InfisicalClient.find`).
   */
  bySlug: endpoint({
    kind: 'projects:get-by-slug',
    label: 'get project by slug',
    safeToRepeat: true,
    project: (slug: string) => ({ slug }),
    generations: [
      {
        route: (slug) => ({ method: 'GET', path: `/api/v2/workspace/${seg(slug)}` }),
        answer: projectBySlug,
      },
      {
        route: (slug) => ({ method: 'GET', path: `/api/v1/projects/slug/${seg(slug)}` }),
        answer: projectBySlug,
      },
    ],
    notFound: (error: ApiError) =>
      error.status === 500 && error.details.serverError === 'Failed to find project by slug',
    hints: [
      {
        status: [404, 500],
        hint: words`Check ${ref('project-slug')}: no project with this slug was found (or these credentials cannot see it).`,
      },
    ],
  }),
};
