import type { InfisicalClient } from '../api/client.js';
import type { Runner } from '../runner/runner.js';
import type { SubActionName } from '../spec/names.js';
import { INPUT_VALUES, type InputName, type InputValues } from '../spec/values.js';
import { readConnection } from '../settings/connection.js';
import { InputError } from '../errors/input.js';
import { withDefaults, type ReadInput } from '../settings/parse.js';
import type { ProjectRef } from '../settings/project.js';
import { connect, recordInitialState, type ActionDeps } from './connect.js';
import { reportFailure } from './failure.js';
import type { ApiSession } from './session.js';

/** Outputs of a sub-action: strings as they are, numbers as text, anything else as JSON. */
export type Outputs = Readonly<Record<string, string | number | boolean | object | undefined>>;

export interface SubActionResult {
  readonly outputs: Outputs;
  /** One line for the log saying what was done. */
  readonly message: string;
}

/** What a sub-action's work gets besides its validated parameters. */
export interface SubActionTools {
  readonly client: InfisicalClient;
  readonly runner: Runner;
  /** The project's id: as given, or looked up once from its slug. */
  projectId(project: ProjectRef): Promise<string>;
}

/** What `parse` may use besides the inputs. */
export interface ParseContext {
  /** Registers a value with the log masker: secrets given as inputs are masked as they are read. */
  mask(value: string): void;
  /** Where files named by inputs may be read from. */
  readonly workspace: string;
  readonly runnerTemp?: string;
}

/**
 * One management sub-action, typed over its operations. `parse` reads and validates every input
 * it needs (the project included) before any request, so bad input fails without logging in;
 * `execute` does the work with what `parse` returned and nothing else.
 */
export interface SubAction<A extends SubActionName, Op extends string, Params> {
  readonly name: A;
  /** Values of `operation`; with only one, `operation` may be left out. */
  readonly operations: readonly [Op, ...Op[]];
  /** Reads the sub-action's inputs by their declared names; an empty one reads as its default. */
  parse(read: ReadInput<InputName<A>>, operation: Op, context: ParseContext): Params;
  execute(params: Params, tools: SubActionTools): Promise<SubActionResult>;
}

/** A sub-action whose parameters are checked and bound: what the registry holds. */
export interface RegisteredSubAction {
  readonly name: SubActionName;
  readonly operations: readonly string[];
  /** Reads and checks the inputs; the returned function does the work. */
  prepare(
    read: ReadInput,
    context: ParseContext,
  ): (tools: SubActionTools) => Promise<SubActionResult>;
}

/** Binds a sub-action's types, so the registry can hold different ones without casts. */
export function defineSubAction<A extends SubActionName, Op extends string, Params>(
  action: SubAction<A, Op, Params>,
): RegisteredSubAction {
  return {
    name: action.name,
    operations: action.operations,
    prepare(read, context) {
      // Inputs left empty read as the sub-action's declared defaults.
      const input = withDefaults<string>(INPUT_VALUES[action.name] as InputValues<string>, read);
      const params = action.parse(input, readOperation(input, action.operations), context);
      return (tools) => action.execute(params, tools);
    },
  };
}

/**
 * The `operation` input: one of the operations; a sub-action that does one thing also accepts
 * it left out (users who write `operation` on every step, by habit, are not punished for it).
 */
export function readOperation<Op extends string>(
  read: ReadInput<'operation'>,
  operations: readonly [Op, ...Op[]],
): Op {
  const raw = read('operation').toLowerCase();
  if (raw === '' && operations.length === 1) return operations[0];
  const match = operations.find((operation) => operation === raw);
  if (match !== undefined) return match;
  const list = operations.map((operation) => `\`${operation}\``).join(', ');
  if (operations.length === 1) {
    throw new InputError(
      `Input \`operation\` can only be ${list} here (or left out), not \`${raw}\`.`,
    );
  }
  throw new InputError(
    raw === ''
      ? `Input \`operation\` is required: one of ${list}.`
      : `Input \`operation\` must be one of ${list}, not \`${raw}\`.`,
  );
}

/**
 * Runs a sub-action: shared connection inputs, one failure path, outputs written at the end, the
 * token revoked on the connection already open, whatever happened. Returns the outputs
 * (structured, for the command-line tool), or undefined when it failed.
 */
export async function runSubAction(
  action: RegisteredSubAction,
  runner: Runner,
  deps: ActionDeps = {},
): Promise<Outputs | undefined> {
  let session: ApiSession | undefined;
  let failure: unknown;
  try {
    recordInitialState(runner);
    const read: ReadInput = (name) => runner.input(name);
    const context: ParseContext = {
      mask: (value) => runner.mask(value),
      workspace: runner.workspace,
      runnerTemp: runner.runnerTemp,
    };
    const connection = readConnection({ read, ...context });
    const work = action.prepare(read, context);
    session = await connect(connection, runner, deps);
    const { client } = session;
    const lookups = new Map<string, Promise<string>>();
    const tools: SubActionTools = {
      client,
      runner,
      projectId(project) {
        if (project.id !== undefined) return Promise.resolve(project.id);
        let lookup = lookups.get(project.slug);
        if (!lookup) {
          lookup = client.getProjectBySlug(project.slug).then((found) => found.id);
          lookups.set(project.slug, lookup);
        }
        return lookup;
      },
    };
    const { outputs, message } = await work(tools);
    runner.setOutputs(
      Object.entries(outputs)
        .filter(
          (entry): entry is [string, string | number | boolean | object] => entry[1] !== undefined,
        )
        .map(([name, value]) => [
          name,
          typeof value === 'string'
            ? value
            : typeof value === 'object'
              ? JSON.stringify(value)
              : String(value),
        ]),
    );
    runner.info(message);
    return outputs;
  } catch (error) {
    failure = error;
    reportFailure(error, runner);
    return undefined;
  } finally {
    await session?.close({ after: failure });
  }
}
