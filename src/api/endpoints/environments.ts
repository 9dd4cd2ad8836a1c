/**
 * A project's environments. Generation 1: `/api/v1/workspace/:id/environments[/:envId]` (and
 * `/api/v1/workspace/environments/:envId` for a read, by id alone); generation 2:
 * `/api/v1/projects/:id/environments[/:envId]` (project-env-router.ts), whose create and delete
 * name the project `projectId` where generation 1 says `workspace`.
 */
import { object, optionalString, type Fields } from '../answers.js';
import { DELETE_HINTS, endpoint, projectPath, seg, workspacePath } from '../endpoint.js';
import { ref, words } from '../../errors/words.js';
import { environmentRef } from './projects.js';

export interface Environment {
  id: string;
  name: string;
  slug: string;
  position: number;
  projectId: string;
  createdAt: string;
  updatedAt: string;
}

export interface EnvironmentResponse {
  message: string;
  workspace: string;
  environment: Environment;
}

/** `{environment}` of a create, delete or lookup: its id and slug. */
function environmentAnswer<R extends { environment: Environment }>(body: unknown): R {
  const top = object(body, '');
  environmentRef(top.environment, 'environment');
  return top as unknown as R;
}

/** `{message, projectId, environment}` of a create or delete in generation 2, as generation 1's. */
function environmentChange(body: unknown): EnvironmentResponse {
  const top = environmentAnswer<EnvironmentResponse & { projectId?: string }>(body);
  optionalString(top as unknown as Fields, 'projectId', '');
  const { projectId, ...rest } = top;
  return projectId === undefined ? rest : { ...rest, workspace: projectId };
}

type InProject = { readonly projectId: string };
type OneEnvironment = InProject & { readonly environmentId: string };
const inProject = ({ projectId }: InProject) => ({ id: projectId });

export const environments = {
  create: endpoint({
    kind: 'environments:create',
    label: 'create environment',
    safeToRepeat: false,
    project: inProject,
    generations: [
      {
        route: ({ projectId, ...request }: InProject & { name: string; slug: string }) => ({
          method: 'POST',
          path: `${workspacePath(projectId)}/environments`,
          body: request,
        }),
        answer: environmentAnswer<EnvironmentResponse>,
      },
      {
        route: ({ projectId, ...request }) => ({
          method: 'POST',
          path: `${projectPath(projectId)}/environments`,
          body: request,
        }),
        answer: environmentChange,
      },
    ],
    hints: [
      {
        status: [400],
        text: /already exist/i,
        hint: words`The project already has an environment with this ${ref('environment-slug')}: set ${ref('if-exists', 'skip')} to use it, or pick another slug.`,
      },
    ],
  }),
  delete: endpoint({
    kind: 'environments:delete',
    label: 'delete environment',
    safeToRepeat: false,
    project: inProject,
    generations: [
      {
        route: ({ projectId, environmentId }: OneEnvironment) => ({
          method: 'DELETE',
          path: `${workspacePath(projectId)}/environments/${seg(environmentId)}`,
        }),
        answer: environmentAnswer<EnvironmentResponse>,
      },
      {
        route: ({ projectId, environmentId }) => ({
          method: 'DELETE',
          path: `${projectPath(projectId)}/environments/${seg(environmentId)}`,
        }),
        answer: environmentChange,
      },
    ],
    hints: [
      ...DELETE_HINTS,
      {
        status: [404],
        hint: words`Check ${ref('environment-id')}: the project has no environment with this id (deleted already? ${ref('if-missing', 'skip')} treats that as done).`,
      },
    ],
  }),
  /** An environment by id (the project it belongs to is in the answer). */
  get: endpoint({
    kind: 'environments:get',
    label: 'get environment',
    safeToRepeat: true,
    project: inProject,
    generations: [
      {
        route: ({ environmentId }: OneEnvironment) => ({
          method: 'GET',
          path: `/api/v1/workspace/environments/${seg(environmentId)}`,
        }),
        answer: (body) => environmentAnswer<{ environment: Environment }>(body).environment,
      },
      {
        route: ({ projectId, environmentId }) => ({
          method: 'GET',
          path: `${projectPath(projectId)}/environments/${seg(environmentId)}`,
        }),
        answer: (body) => environmentAnswer<{ environment: Environment }>(body).environment,
      },
    ],
  }),
};
