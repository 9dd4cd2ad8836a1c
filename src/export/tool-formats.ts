import { renderDocker } from './docker.js';
import { renderFile } from './formats.js';
import { renderShell } from './shell.js';
import { FILE_FORMATS, type NamedValue } from './types.js';

/**
 * The formats of the command-line tool's `--format`: the action's file formats, plus
 * `dotenv-export` (the official Infisical CLI's name for `export K='v'` lines: the `shell`
 * format) and `docker` (what `docker run --env-file` reads). The action's bundle has neither.
 */
export const TOOL_FORMATS = [...FILE_FORMATS, 'dotenv-export', 'docker'] as const;
export type ToolFormat = (typeof TOOL_FORMATS)[number];

/** Renders the secrets for `--format`; fails naming any key the format cannot carry. */
export function renderToolFormat(format: ToolFormat, entries: readonly NamedValue[]): string {
  switch (format) {
    case 'docker':
      return renderDocker(entries);
    case 'dotenv-export':
      return renderShell(entries, format);
    default:
      return renderFile(format, entries);
  }
}
