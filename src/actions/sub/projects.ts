import { requiredInput } from '../../settings/parse.js';
import { defineSubAction } from '../sub-action.js';
import { slugInput } from './inputs.js';

interface ProjectParams {
  readonly name: string;
  readonly slug?: string;
  readonly description?: string;
}

/**
 * `projects`: create a project (operation 2). Here `project-slug` is the slug the NEW project
 * gets, not a selector of an existing project, so the shared project lookup is never used.
 */
export const projectsAction = defineSubAction({
  name: 'projects',
  operations: ['create'],
  parse(read): ProjectParams {
    return {
      name: requiredInput(read, 'project-name', '(the name of the new project)'),
      slug: slugInput(read, 'project-slug'),
      description: read('description') || undefined,
    };
  },
  async execute(params, { client }) {
    const project = await client.createProject({
      projectName: params.name,
      slug: params.slug,
      projectDescription: params.description,
    });
    const environments = project.environments ?? [];
    return {
      outputs: { 'project-id': project.id, 'project-slug': project.slug, project, environments },
      message: `Created project ${project.slug} (${project.id}) with environments ${environments.map((e) => e.slug).join(', ') || '(none)'}.`,
    };
  },
});
