import { renderDocker } from './docker.js';
import { renderFile } from './formats.js';
import { renderShell } from './shell.js';
import { CHOICES } from '../spec/values.js';
import type { NamedValue } from './types.js';

/**
 * The formats of the command-line tool's `--format`: the action's file formats, plus
 * `dotenv-export` (the official Infisical CLI's name for `export K='v'` lines: the `shell`
 * format) and `docker` (what `docker run --env-file` reads): the spec lists them. The action's
 * bundle renders neither.
 */
export const TOOL_FORMATS = CHOICES.format;
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
