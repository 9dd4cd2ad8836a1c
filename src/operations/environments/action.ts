import { environments, projects } from '../../api/endpoints/index.js';
import { ref, subject, words } from '../../errors/words.js';
import type { InfisicalClient } from '../../api/client.js';
import { isApiNotFound } from '../../errors/api.js';
import type { Environment } from '../../api/endpoints/environments.js';
import type { EnvironmentRef, Project } from '../../api/endpoints/projects.js';
import { InputError } from '../../errors/input.js';
import { readProject, type ProjectRef } from '../../settings/project.js';
import { defineSubAction, type Outputs } from '../sub-action.js';
import type { OutputName } from '../../spec/values.js';
import { settledWrite } from '../settle.js';
import {
  alreadyExists,
  idInput,
  ifExistsInput,
  ifMissingInput,
  skipMissing,
  slugInput,
  type Existence,
  USING_EXISTING,
} from '../inputs.js';

type EnvironmentParams = { readonly project: ProjectRef } & (
  | {
      readonly operation: 'create';
      readonly name: string;
      readonly slug: string;
      readonly ifExists: Existence;
    }
  | {
      readonly operation: 'delete';
      readonly id?: string;
      readonly slug?: string;
      readonly ifMissing: Existence;
    }
);

/**
 * `environments`: create an environment in a project, or delete one (operation 5). The server
 * deletes by id only; a slug is looked up in the project's environments first.
 */
export const environmentsAction = defineSubAction({
  name: 'environments',
  operations: ['create', 'delete'],
  parse(read, operation): EnvironmentParams {
    const project = readProject(read);
    const slug = slugInput(read, 'environment-slug');
    // Both are checked whatever the operation: one step may create or delete (pull request
    // opened or closed) with both set.
    const ifExists = ifExistsInput(read);
    const ifMissing = ifMissingInput(read);
    if (operation === 'create') {
      if (!slug)
        throw new InputError(
          words`${ref('operation', 'create')} needs ${ref('environment-slug')} (lowercase letters, digits and dashes, e.g. \`preview-42\`).`,
        );
      // The name is only for display: the slug is a sensible one when none is given.
      const name = read('environment-name') || slug;
      return { operation: 'create', project, name, slug, ifExists };
    }
    if (read('environment-id') && slug) {
      throw new InputError(
        words`Set only one of ${ref('environment-id')} and ${ref('environment-slug')} to say which environment to delete, not both.`,
      );
    }
    if (slug) return { operation: 'delete', project, slug, ifMissing };
    if (!read('environment-id')) {
      throw new InputError(
        words`${ref('operation', 'delete')} needs ${ref('environment-id')} or ${ref('environment-slug')} (which environment to delete).`,
      );
    }
    return { operation: 'delete', project, id: idInput(read, 'environment-id', ''), ifMissing };
  },
  async execute(params, { client, log, projectId }) {
    if (params.operation === 'create') {
      // Looked up first, whatever `if-exists` says: an environment found after a lost answer is
      // this run's only if it was not there before. One read of the project gives its id and
      // environments (by slug it replaces the lookup of the id); only this project's
      // environments are searched.
      const project = await readWithEnvironments(client, params.project);
      const match = (project.environments ?? []).find((env) => env.slug === params.slug);
      if (match) {
        if (params.ifExists === 'fail') {
          throw alreadyExists(`An environment with slug \`${params.slug}\``);
        }
        // The project lists name, slug and id only: read the whole environment, so the
        // outputs are what a create gives.
        const environment = await client.call(environments.get, {
          projectId: project.id,
          environmentId: match.id,
        });
        return {
          outputs: single(environment, false),
          message: words`Environment ${environment.slug} exists already (${environment.id}): ${USING_EXISTING}.`,
        };
      }
      const inProject = project.id;
      // Created by this run whether the answer says so or, lost, the project's list does.
      const environment = await settledWrite(client, log, {
        what: `create environment \`${params.slug}\``,
        send: async () =>
          (
            await client.call(environments.create, {
              projectId: inProject,
              name: params.name,
              slug: params.slug,
            })
          ).environment,
        look: async () => {
          const project = await client.call(projects.get, inProject);
          const match = (project.environments ?? []).find((env) => env.slug === params.slug);
          return match
            ? client.call(environments.get, { projectId: inProject, environmentId: match.id })
            : undefined;
        },
      });
      return {
        outputs: single(environment, true),
        message: `Created environment ${environment.slug} (${environment.id}).`,
      };
    }
    const what = `Environment \`${params.slug ?? params.id ?? ''}\``;
    let target: { projectId: string; environmentId: string; known?: EnvironmentRef };
    if (params.id) {
      target = { projectId: await projectId(params.project), environmentId: params.id };
    } else {
      const project = await readWithEnvironments(client, params.project);
      const environments = project.environments ?? [];
      const match = environments.find((env) => env.slug === params.slug);
      if (!match) {
        if (params.ifMissing === 'skip') return skipMissing(log, what);
        const known = environments.map((env) => `\`${env.slug}\``).join(', ') || 'none';
        throw new InputError(
          words`${subject('environment-slug')}: the project ${project.slug} has no environment \`${params.slug ?? ''}\` (it has ${known}). Set ${ref('if-missing', 'skip')} to treat a missing environment as deleted.`,
        );
      }
      target = { projectId: project.id, environmentId: match.id, known: match };
    }
    const { environmentId, known } = target;
    try {
      // Deleted: the answer holds the environment; lost, a lookup of its id finds none (what the
      // project listed of it is all there is to show then).
      const environment = await settledWrite<Partial<Environment>>(client, log, {
        what: `delete environment \`${params.slug ?? environmentId}\``,
        send: async () =>
          (await client.call(environments.delete, { projectId: target.projectId, environmentId }))
            .environment,
        look: async () => {
          try {
            await client.call(environments.get, { projectId: target.projectId, environmentId });
            return undefined;
          } catch (error) {
            if (isApiNotFound(error)) return { id: environmentId, ...known };
            throw error;
          }
        },
      });
      return {
        outputs: { 'environment-id': environment.id ?? environmentId, environment },
        message: `Deleted environment ${environment.slug ?? environmentId} (${environment.id ?? environmentId}) and everything in it.`,
      };
    } catch (error) {
      if (params.ifMissing === 'skip' && isApiNotFound(error)) {
        return skipMissing(log, what, error.details.serverMessage);
      }
      throw error;
    }
  },
});

function single(environment: Environment, created: boolean): Outputs<OutputName<'environments'>> {
  return { 'environment-id': environment.id, environment, created };
}

/** The project, read by slug or id in one request, with its environments. */
function readWithEnvironments(client: InfisicalClient, ref: ProjectRef): Promise<Project> {
  return ref.slug !== undefined
    ? client.projectBySlug(ref.slug)
    : client.call(projects.get, ref.id);
}
