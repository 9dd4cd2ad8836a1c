import { projects } from '../../api/endpoints/index.js';
import { ref, words } from '../../errors/words.js';
import type { Project } from '../../api/endpoints/projects.js';
import { InputError } from '../../errors/input.js';
import { requiredInput } from '../../settings/parse.js';
import { defineSubAction, type Outputs } from '../sub-action.js';
import type { OutputName } from '../../spec/values.js';
import {
  alreadyExists,
  ifExistsInput,
  slugInput,
  type Existence,
  USING_EXISTING,
} from '../inputs.js';
import { settledWrite } from '../settle.js';

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
        words`${ref('if-exists', 'skip')} needs ${ref('project-slug')}: an existing project is found by its slug (without one, the server makes a new slug every time).`,
      );
    }
    return params;
  },
  async execute(params, { client, log }) {
    const request = {
      projectName: params.name,
      slug: params.slug,
      projectDescription: params.description,
    };
    let project: Project;
    if (params.slug !== undefined) {
      // Looked up first, whatever `if-exists` says: the server answers a taken slug with a bare
      // 500, which cannot be told from a lost answer, and a project found after a lost answer
      // is this run's only if it was not there before. The server resolves a slug in the
      // caller's organization only (slugs are unique per organization), so a project of
      // another organization is never found here.
      const slug = params.slug;
      const existing = await client.find(projects.bySlug, slug);
      if (existing) {
        if (params.ifExists === 'fail') throw alreadyExists(`A project with slug \`${slug}\``);
        return {
          outputs: outputs(existing, false),
          message: words`Project ${existing.slug} exists already (${existing.id}): ${USING_EXISTING}.`,
        };
      }
      project = await settledWrite(client, log, {
        what: `create project \`${slug}\``,
        send: () => client.call(projects.create, request),
        look: () => client.find(projects.bySlug, slug),
      });
    } else {
      // Without a slug there is nothing to look for: a lost answer is an error that says the
      // project may have been created.
      project = await client.call(projects.create, request);
    }
    const environments = project.environments ?? [];
    return {
      outputs: outputs(project, true),
      message: `Created project ${project.slug} (${project.id}) with environments ${environments.map((e) => e.slug).join(', ') || '(none)'}.`,
    };
  },
});

function outputs(project: Project, created: boolean): Outputs<OutputName<'projects'>> {
  return {
    'project-id': project.id,
    'project-slug': project.slug,
    project,
    environments: project.environments ?? [],
    created,
  };
}
