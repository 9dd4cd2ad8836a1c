import type { Text } from '../errors/words.js';

/**
 * What the shared pipeline (src/core/) and the sub-actions (src/operations/) get of where they
 * run. The action's GitHub runner and the command-line tool each implement them; neither passes
 * its own outputs, state or job summary down.
 */

/**
 * Log lines. Every message may carry text the action does not control (a server's slug, a
 * secret's name): implementations print it so that it can never act as a command of the CI.
 * A message that names inputs is written in the implementation's words (see errors/words.ts).
 */
export interface Log {
  info(message: Text): void;
  debug(message: Text): void;
  notice(message: Text): void;
  warning(message: Text): void;
  error(message: Text): void;
  /** Starts a collapsible group of log lines; {@link endGroup} ends it. */
  startGroup(title: string): void;
  endGroup(): void;
}

/** The log, the masker, the environment and the places files may be read from and written to. */
export interface Io extends Log {
  /** Registers a value with the log masker. */
  mask(value: string): void;
  /** The environment (read-only view): proxies, the cloud logins' variables. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Where relative paths start and files may go: the job's workspace, or the tool's working folder. */
  readonly workspace: string;
  /** The runner's temporary folder (RUNNER_TEMP), where files may go too; unset outside one. */
  readonly runnerTemp?: string;
  /**
   * The tool outside GitHub Actions: there is no workspace to keep files in, so a path is taken
   * as given (a relative one from `workspace`, the working folder).
   */
  readonly pathsAsGiven?: boolean;
}
