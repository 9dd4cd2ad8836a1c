import type { InfisicalClient } from '../api/client.js';
import { InputError } from '../errors/input.js';
import { subject, words, type Text } from '../errors/words.js';
import type { Io, Log } from '../runner/ports.js';
import { readConnection, type ConnectionSettings } from '../settings/connection.js';
import { withDefaults, type ReadInput } from '../settings/parse.js';
import type { ProjectRef } from '../settings/project.js';
import type { SubActionName } from '../spec/names.js';
import { INPUT_VALUES, type InputName, type InputValues, type OutputName } from '../spec/values.js';

/** An output's value: strings as they are, numbers as text, anything else as JSON. */
export type OutputValue = string | number | boolean | object | undefined;

/** Outputs of a sub-action, by the names its spec declares. */
export type Outputs<N extends string = string> = Readonly<Partial<Record<N, OutputValue>>>;

export interface SubActionResult<N extends string = string> {
  readonly outputs: Outputs<N>;
  /** One line for the log saying what was done. */
  readonly message: Text;
  /** A job summary in Markdown (`secrets`: keys by outcome, never a value), for the adapter to write. */
  readonly summary?: string;
}

/** What a sub-action's work gets besides its validated parameters. */
export interface SubActionTools {
  readonly client: InfisicalClient;
  readonly log: Log;
  /** Registers a value the step obtained (a lease's credentials) with the log masker. */
  mask(value: string): void;
  /** The project's id: as given, or looked up once from its slug. */
  projectId(project: ProjectRef): Promise<string>;
  /**
   * Hands the session's access token to later steps (`login`): it is no longer revoked at the end
   * of the step, the post step revokes it. Returns it (none with an API key alone).
   */
  handOut(): string | undefined;
}

/** What a sub-action's work gets of the logged-in session. */
export interface SessionPart {
  readonly client: InfisicalClient;
  readonly accessToken?: string;
  handOut(): void;
}

/** What `parse` may use besides the inputs: the masker, and where files may be read from. */
export type ParseContext = Pick<Io, 'mask' | 'workspace' | 'runnerTemp' | 'pathsAsGiven'>;

/**
 * One management sub-action, typed over its inputs, operations and outputs. `parse` reads and
 * validates every input it needs (the project included) before any request, so bad input fails
 * without logging in; `execute` does the work with what `parse` returned and nothing else.
 */
export interface SubAction<A extends SubActionName, Op extends string, Params> {
  readonly name: A;
  /** Values of `operation`; with only one, `operation` may be left out; with none (`login`), no such input. */
  readonly operations: readonly [Op, ...Op[]] | readonly [];
  /** Reads the sub-action's inputs by their declared names; an empty one reads as its default. */
  parse(read: ReadInput<InputName<A>>, operation: Op, context: ParseContext): Params;
  execute(params: Params, tools: SubActionTools): Promise<SubActionResult<OutputName<A>>>;
}

/** A sub-action with its types bound: what the registry holds. */
export interface RegisteredSubAction {
  readonly name: SubActionName;
  readonly operations: readonly string[];
  /** Reads and checks the operation's inputs; `execute` does the work with them. */
  parse(read: ReadInput, context: ParseContext): Parsed;
}

/** An operation's inputs, read and checked. */
interface Parsed {
  readonly operation: string;
  readonly params: unknown;
  execute(tools: SubActionTools): Promise<SubActionResult>;
}

/** Binds a sub-action's types, so the registry can hold different ones without casts. */
export function defineSubAction<A extends SubActionName, Op extends string, Params>(
  action: SubAction<A, Op, Params>,
): RegisteredSubAction {
  return {
    name: action.name,
    operations: action.operations,
    parse(read, context) {
      // Inputs left empty read as the sub-action's declared defaults.
      const input = withDefaults<string>(INPUT_VALUES[action.name] as InputValues<string>, read);
      const { operations } = action;
      const operation =
        operations.length === 0
          ? ('' as Op)
          : readOperation(input, operations as readonly [Op, ...Op[]]);
      const params = action.parse(input, operation, context);
      return { operation, params, execute: (tools) => action.execute(params, tools) };
    },
  };
}

/**
 * A sub-action ready to run: every input read and checked once, the connection's and the
 * operation's, before any request. The action and the tool both prepare, then execute.
 */
export interface PreparedSubAction {
  readonly name: SubActionName;
  readonly operation: string;
  readonly connection: ConnectionSettings;
  /** The operation's parameters: what `execute` works with, and nothing else. */
  readonly params: unknown;
  /** Does the work on a logged-in session; the caller closes it. */
  execute(session: SessionPart, io: Log & Pick<Io, 'mask'>): Promise<SubActionResult>;
}

/** Reads and checks every input of a sub-action (an InputError names the wrong one). */
export function prepareSubAction(
  action: RegisteredSubAction,
  read: ReadInput,
  context: ParseContext,
): PreparedSubAction {
  // The operation's inputs first: values to write (`secrets`) are masked as they are read, before
  // any other input can fail. The connection's credentials are masked by readConnection.
  const { operation, params, execute } = action.parse(read, context);
  const connection = readConnection({ read, ...context });
  return {
    name: action.name,
    operation,
    connection,
    params,
    execute(session, io) {
      const { client } = session;
      return execute({
        client,
        handOut: () => {
          session.handOut();
          return session.accessToken;
        },
        log: io,
        mask: (value) => io.mask(value),
        // The client reads a project by its slug once per run.
        projectId: async (project) => project.id ?? (await client.projectBySlug(project.slug)).id,
      });
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
      words`${subject('operation')} can only be ${list} here (or left out), not \`${raw}\`.`,
    );
  }
  throw new InputError(
    raw === ''
      ? words`${subject('operation')} is required: one of ${list}.`
      : words`${subject('operation')} must be one of ${list}, not \`${raw}\`.`,
  );
}
