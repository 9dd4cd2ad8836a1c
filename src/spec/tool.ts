import type { InputSpec } from './types.js';

/**
 * The command-line tool's own options (`scope: tool`): no action has them, and no variable
 * gives them. Which command takes which is the tool's (`src/cli/options.ts`).
 */
export const TOOL_INPUTS = {
  format: {
    description:
      "`dotenv` (quoted, safe to read back with dotenv parsers), `json`, `yaml`, `shell` (`export K='v'` lines, safe to `source`), `dotenv-export` (the same lines as `shell`), or `docker` (`K=v` lines exactly as `docker run --env-file` reads them).",
    default: 'dotenv',
    choices: ['dotenv', 'json', 'yaml', 'shell', 'dotenv-export', 'docker'],
    placeholder: 'FORMAT',
    scope: 'tool',
  },
  output: {
    description:
      'Write the secrets to this file (created with mode 0600, replaced whole) instead of standard output. A folder (an existing one, or a path ending in `/`) gets the file `.env`, `secrets.json` or `secrets.yaml`, by format.',
    placeholder: 'FILE',
    scope: 'tool',
  },
  command: {
    description:
      'A command line to run with the shell (`$SHELL`, else `sh`; `cmd` on Windows), such as `npm ci && npm test`, instead of a command after `--`.',
    placeholder: 'LINE',
    scope: 'tool',
  },
  'project-config-dir': {
    description:
      'The folder whose `.infisical.json` to read (by default the working folder or the nearest parent that has one). The file gives the project (`workspaceId`) and the environment (`gitBranchToEnvironmentMapping` for the branch, else `defaultEnvironment`) when no flag or variable does.',
    placeholder: 'DIR',
    scope: 'tool',
  },
  redact: {
    description:
      "Replace every secret value (and each line of 4+ characters of a multi-line value), and their encoded forms (see Redaction below), in the command's standard output and error with `***` (`--no-redact` passes them through as they are).",
    default: 'true',
    scope: 'tool',
  },
  revoke: {
    description:
      'Revoke the access token the tool obtained by logging in when the command ends (`--no-revoke` keeps it valid until it expires). A token given with `--access-token` is never revoked.',
    default: 'true',
    scope: 'tool',
  },
  verbose: {
    description:
      'Also log the details: each request, per-path counts, imports used and overrides (never values).',
    default: 'false',
    scope: 'tool',
  },
  silent: {
    description: 'Print nothing on standard error but errors.',
    default: 'false',
    scope: 'tool',
  },
  'secret-overriding': {
    description:
      "Accepted for the official Infisical CLI's sake, with no effect: machine identities have no personal secrets to prefer.",
    default: 'true',
    scope: 'tool',
  },
} as const satisfies Readonly<Record<string, InputSpec>>;
