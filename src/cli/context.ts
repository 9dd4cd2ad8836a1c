/** What every command of the tool gets, and the steps they share: usage errors, output. */
import type { Writable } from 'node:stream';
import type { ActionDeps } from '../core/connect.js';
import { inSession, type SessionFrame } from '../core/frame.js';
import type { ConnectionSettings } from '../settings/connection.js';
import { toWords, withoutStop, words, type Text } from '../errors/words.js';
import { givenInstead } from './did-you-mean.js';
import type { ReadInput } from '../settings/parse.js';
import type { ParsedArgs } from './args.js';
import type { ChildExit } from './child.js';
import type { CliCommand } from './options.js';
import type { CliRunner } from './runner.js';

export interface CommandContext {
  readonly command: CliCommand;
  readonly args: ParsedArgs;
  readonly runner: CliRunner;
  readonly read: ReadInput;
  /** Where relative paths start: the working directory. */
  readonly workspace: string;
  /** The tool's own environment (what `run`'s command inherits). */
  readonly env: NodeJS.ProcessEnv;
  readonly stdout: Writable;
  readonly stderr: Writable;
  readonly deps: ActionDeps;
}

/** A command's end: an exit code, or (`run`) the signal that ended its command. */
export type CommandResult = number | Extract<ChildExit, { signal: NodeJS.Signals }>;

/** Exit code of a command line that is wrong: nothing was sent. */
export const USAGE = 2;

/** Reports a wrong command line in one line, pointing to the command's help. */
export function usageError(context: Pick<CommandContext, 'runner' | 'command'>, message: Text) {
  context.runner.error(words`${message} See 'infisical-ci ${context.command.name} --help'.`);
  return USAGE;
}

/** Writes text to a stream and waits until it is handed to the system. */
export function writeOut(stream: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) =>
    stream.write(text, (error) => (error ? reject(error) : resolve())),
  );
}

/**
 * Runs a command's work in the session frame, as the tool does: no record (the revoke at the end
 * is the last chance), a wrong input a usage error (2, nothing sent), a failure 1 after its one
 * error line. The work's result, or the exit code.
 */
export async function inCommand<P extends { readonly connection: ConnectionSettings }, T>(
  context: CommandContext,
  frame: Pick<SessionFrame<P, T>, 'prepare' | 'opening' | 'work'>,
): Promise<{ readonly value: T } | { readonly exit: number }> {
  const ended = await inSession({ ...frame, io: context.runner, deps: context.deps, usage: true });
  if (ended.ok) return { value: ended.value };
  if (!ended.usage) return { exit: 1 };
  // An option it needs, not given, where a flag like it was: say which.
  const named = toWords(ended.usage).parts.flatMap((part) =>
    typeof part !== 'string' && part.kind === 'input' ? [part.input] : [],
  );
  const hint = givenInstead(named, context.args.flags.keys(), context.command);
  return {
    exit: usageError(context, hint ? words`${withoutStop(ended.usage)}.${hint}` : ended.usage),
  };
}
