import type { InfisicalClient } from '../api/client.js';
import type { Runner } from '../runner/runner.js';
import { readConnection } from '../settings/connection.js';
import { requiredChoiceInput, type ReadInput } from '../settings/parse.js';
import { readProject } from '../settings/project.js';
import { connect, type ActionDeps } from './connect.js';
import { reportFailure } from './failure.js';

/** Outputs of a sub-action: strings as they are, anything else as JSON. */
export type Outputs = Record<string, string | number | object | undefined>;

/** What a sub-action's work gets besides its validated parameters. */
export interface SubActionTools {
  readonly client: InfisicalClient;
  readonly runner: Runner;
  /** The project id from `project-id`, or looked up from `project-slug`. */
  projectId(): Promise<string>;
}

/**
 * One management sub-action. `parse` reads and validates its own inputs before any request, so
 * bad input fails fast without logging in; `execute` does the work and returns outputs.
 */
export interface SubAction<Params> {
  readonly name: string;
  /** The values of the `operation` input, when the sub-action does several things. */
  readonly operations?: readonly string[];
  parse(read: ReadInput, operation: string | undefined): Params;
  execute(params: Params, tools: SubActionTools): Promise<{ outputs: Outputs; message: string }>;
}

/** Runs a sub-action: shared connection inputs, one failure path, outputs written at the end. */
export async function runSubAction<Params>(
  spec: SubAction<Params>,
  runner: Runner,
  deps: ActionDeps = {},
): Promise<void> {
  try {
    const read: ReadInput = (name) => runner.input(name);
    const connection = readConnection({
      read,
      mask: (value) => runner.mask(value),
      workspace: runner.env.GITHUB_WORKSPACE || process.cwd(),
    });
    const operation = spec.operations
      ? requiredChoiceInput(read, 'operation', spec.operations)
      : undefined;
    const params = spec.parse(read, operation);
    const { client } = await connect(connection, runner, deps);
    let projectId: Promise<string> | undefined;
    const tools: SubActionTools = {
      client,
      runner,
      projectId: () => (projectId ??= resolveProjectId(read, client)),
    };
    const { outputs, message } = await spec.execute(params, tools);
    runner.setOutputs(
      Object.entries(outputs)
        .filter((entry): entry is [string, string | number | object] => entry[1] !== undefined)
        .map(([name, value]) => [
          name,
          typeof value === 'string'
            ? value
            : typeof value === 'number'
              ? String(value)
              : JSON.stringify(value),
        ]),
    );
    runner.info(message);
  } catch (error) {
    reportFailure(error, runner);
  }
}

async function resolveProjectId(read: ReadInput, client: InfisicalClient): Promise<string> {
  const project = readProject(read);
  if (project.slug === undefined) return project.id;
  return (await client.getProjectBySlug(project.slug)).id;
}
