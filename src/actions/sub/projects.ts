import type { Project } from '../../api/types.js';
import { InputError } from '../../settings/errors.js';
import { requiredInput } from '../../settings/parse.js';
import { defineSubAction, type Outputs } from '../sub-action.js';
import { ifExistsInput, slugInput, type Existence } from './inputs.js';

interface ProjectParams {
  readonly name: string;
  readonly slug?: string;
  readonly description?: string;
  readonly ifExists: Existence;
}

/**
 * `projects`: create a project (operation 2). Here `project-slug` is the slug the NEW project
 * gets, not a selector of an existing project, so the shared project lookup is never used.
 */
export const projectsAction = defineSubAction({
  name: 'projects',
  operations: ['create'],
  parse(read): ProjectParams {
    const params: ProjectParams = {
      name: requiredInput(read, 'project-name', '(the name of the new project)'),
      slug: slugInput(read, 'project-slug'),
      description: read('description') || undefined,
      ifExists: ifExistsInput(read),
    };
    if (params.ifExists === 'skip' && params.slug === undefined) {
      throw new InputError(
        '`if-exists: skip` needs `project-slug`: an existing project is found by its slug (without one, the server makes a new slug every time).',
      );
    }
    return params;
  },
  async execute(params, { client }) {
    if (params.ifExists === 'skip' && params.slug !== undefined) {
      // The server resolves a slug in the caller's organization only (slugs are unique per
      // organization), so a project of another organization is never found here. The token
      // does not name its organization, so there is nothing more to compare on this side.
      const existing = await client.findProjectBySlug(params.slug);
      if (existing) {
        return {
          outputs: outputs(existing, false),
          message: `Project ${existing.slug} exists already (${existing.id}): using it (if-exists: skip).`,
        };
      }
    }
    const project = await client.createProject({
      projectName: params.name,
      slug: params.slug,
      projectDescription: params.description,
    });
    const environments = project.environments ?? [];
    return {
      outputs: outputs(project, true),
      message: `Created project ${project.slug} (${project.id}) with environments ${environments.map((e) => e.slug).join(', ') || '(none)'}.`,
    };
  },
});

function outputs(project: Project, created: boolean): Outputs {
  return {
    'project-id': project.id,
    'project-slug': project.slug,
    project,
    environments: project.environments ?? [],
    created,
  };
}
