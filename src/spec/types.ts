/**
 * The shape of the one description of every action: its inputs, outputs and operations. The
 * `action.yml` files, the README references and the command-line tool's `--help` are all
 * generated from it, so they cannot drift apart.
 */

export interface InputSpec {
  readonly description: string;
  readonly required?: boolean;
  /** The default as the runner passes it (always text). */
  readonly default?: string;
  /** A credential: masked the moment it is read; the command-line tool warns when it is a flag. */
  readonly secret?: boolean;
  /** Takes several lines (one item per line); the command-line flag may be repeated. */
  readonly multiline?: boolean;
  /**
   * Where it is an input: `action` (a GitHub job only: where the action exports to, its job
   * summary, `clean`), `tool` (the command-line tool's own options), both when absent.
   */
  readonly scope?: 'action' | 'tool';
  /** The values it takes, when they are a fixed list (its description names each). */
  readonly choices?: readonly string[];
  /**
   * The tool's commands that take it, when not every command that takes its action's inputs
   * (leases: `run` revokes them when its command ends; `export` could not).
   */
  readonly toolCommands?: readonly string[];
  /** Other names of its flag in the tool, without dashes (`dynamic-secret`). */
  readonly flagAliases?: readonly string[];
  /**
   * The description in the tool's `--help`, where the action's words are a GitHub job's (the
   * workspace, `$RUNNER_TEMP`): outside GitHub the tool takes a path as given (PRODUCT §3).
   */
  readonly toolDescription?: string;
  /** What the tool's `--help` says of the default, where the value is not all of it (`method`). */
  readonly toolDefault?: string;
  /** What the value looks like, in the tool's `--help` (`FILE`). */
  readonly placeholder?: string;
}

/** A titled run of inputs; the title becomes a comment in `action.yml`. */
export interface InputGroup {
  readonly title?: string;
  readonly inputs: Readonly<Record<string, InputSpec>>;
}

export interface ActionSpec {
  /** Marketplace name (`name:` in action.yml). */
  readonly title: string;
  readonly description: string;
  /** One of the Marketplace's branding icons. */
  readonly icon: string;
  /** Operation → what it does, for a sub-action; the first is the default of a single-operation one. */
  readonly operations?: Readonly<Record<string, string>>;
  /**
   * Operation → the input the command-line tool also takes as a word after it, as the official
   * Infisical CLI does (`dynamic-secrets lease create app-db`).
   */
  readonly positionals?: Readonly<Record<string, string>>;
  /** Whether `operation` may be left out (a sub-action that does one thing). */
  readonly singleOperation?: boolean;
  /** The action's own inputs, before or after the shared connection inputs. */
  readonly groups: readonly InputGroup[];
  /** Where the shared connection inputs go: first (the main action) or last (sub-actions). */
  readonly connectionFirst?: boolean;
  readonly outputs: Readonly<Record<string, string>>;
}
