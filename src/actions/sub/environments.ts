import type { InfisicalClient } from '../../api/client.js';
import { InputError } from '../../settings/errors.js';
import { readProject, type ProjectRef } from '../../settings/project.js';
import { defineSubAction } from '../sub-action.js';
import { idInput, slugInput } from './inputs.js';

type EnvironmentParams = { readonly project: ProjectRef } & (
  | { readonly operation: 'create'; readonly name: string; readonly slug: string }
  | { readonly operation: 'delete'; readonly id?: string; readonly slug?: string }
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
    if (operation === 'create') {
      if (!slug)
        throw new InputError(
          '`operation: create` needs `environment-slug` (lowercase letters, digits and dashes, e.g. `preview-42`).',
        );
      // The name is only for display: the slug is a sensible one when none is given.
      return { operation: 'create', project, name: read('environment-name') || slug, slug };
    }
    if (read('environment-id') && slug) {
      throw new InputError(
        'Set only one of `environment-id` and `environment-slug` to say which environment to delete, not both.',
      );
    }
    if (slug) return { operation: 'delete', project, slug };
    if (!read('environment-id')) {
      throw new InputError(
        '`operation: delete` needs `environment-id` or `environment-slug` (which environment to delete).',
      );
    }
    return { operation: 'delete', project, id: idInput(read, 'environment-id', '') };
  },
  async execute(params, { client, projectId }) {
    if (params.operation === 'create') {
      const { environment } = await client.createEnvironment(await projectId(params.project), {
        name: params.name,
        slug: params.slug,
      });
      return {
        outputs: { 'environment-id': environment.id, environment },
        message: `Created environment ${environment.slug} (${environment.id}).`,
      };
    }
    const target = params.id
      ? { projectId: await projectId(params.project), environmentId: params.id }
      : await findBySlug(client, params.project, params.slug ?? '');
    const { environment } = await client.deleteEnvironment(target.projectId, target.environmentId);
    return {
      outputs: { 'environment-id': environment.id, environment },
      message: `Deleted environment ${environment.slug} (${environment.id}) and everything in it.`,
    };
  },
});

/** Resolves an environment slug with one request: the project, read by slug or id, lists its environments. */
async function findBySlug(
  client: InfisicalClient,
  ref: ProjectRef,
  slug: string,
): Promise<{ projectId: string; environmentId: string }> {
  const project =
    ref.slug !== undefined
      ? await client.getProjectBySlug(ref.slug)
      : await client.getProject(ref.id);
  const environments = project.environments ?? [];
  const match = environments.find((env) => env.slug === slug);
  if (!match) {
    const known = environments.map((env) => `\`${env.slug}\``).join(', ') || 'none';
    throw new InputError(
      `Input \`environment-slug\`: the project ${project.slug} has no environment \`${slug}\` (it has ${known}).`,
    );
  }
  return { projectId: project.id, environmentId: match.id };
}
