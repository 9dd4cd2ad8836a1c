import path from 'node:path';
import { readConnection, type ConnectionContext, type ConnectionSettings } from './connection.js';
import { InputError } from './errors.js';
import { booleanInput, choiceInput, linesInput, listInput, requiredInput } from './parse.js';
import type { ReadInput } from './parse.js';
import { normalizeSecretPath, readProject, type ProjectRef } from './project.js';

export const EXPORT_TYPES = ['env', 'file', 'output', 'none'] as const;
export type ExportType = Exclude<(typeof EXPORT_TYPES)[number], 'none'>;
export const FILE_FORMATS = ['dotenv', 'json', 'yaml', 'shell'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

/** One `keys` line: export secret `key` under `name`. */
export interface KeySelection {
  readonly name: string;
  readonly key: string;
}

/** Everything the main action does, decided once from its inputs. */
export interface MainSettings {
  readonly connection: ConnectionSettings;
  readonly project: ProjectRef;
  readonly environment: string;
  /** Folder paths in order; a later one wins for the same key. */
  readonly paths: readonly string[];
  readonly includeImports: boolean;
  readonly recursive: boolean;
  readonly expandReferences: boolean;
  readonly tags: readonly string[];
  /** Undefined means every secret under its own name. */
  readonly keys?: readonly KeySelection[];
  readonly exportTypes: ReadonlySet<ExportType>;
  readonly file: {
    readonly path: string;
    readonly displayPath: string;
    readonly format: FileFormat;
  };
  readonly envPrefix: string;
  readonly outputAccessToken: boolean;
  readonly summary: boolean;
  readonly failOnEmpty: boolean;
}

/** Reads and validates every input of the main action. Nothing after this reads inputs. */
export function readMainSettings(context: ConnectionContext): MainSettings {
  const { read, workspace } = context;
  const connection = readConnection(context);
  const project = readProject(read);
  const environment = requiredInput(read, 'env-slug', '(the environment slug, e.g. `dev`)');
  const rawPaths = linesInput(read, 'secret-path');
  const paths = [
    ...new Set((rawPaths.length > 0 ? rawPaths : ['/']).map((p) => normalizeSecretPath(p))),
  ];
  const exportTypes = readExportTypes(read);
  const format = choiceInput(read, 'file-format', FILE_FORMATS, 'dotenv');
  return {
    connection,
    project,
    environment,
    paths,
    includeImports: booleanInput(read, 'include-imports', true),
    recursive: booleanInput(read, 'recursive', false),
    expandReferences: booleanInput(read, 'expand-references', true),
    tags: listInput(read, 'tags'),
    keys: readKeys(read),
    exportTypes,
    file: { ...readFilePath(read, workspace), format },
    envPrefix: readEnvPrefix(read),
    outputAccessToken: booleanInput(read, 'output-access-token', false),
    summary: booleanInput(read, 'summary', true),
    failOnEmpty: booleanInput(read, 'fail-on-empty', false),
  };
}

function readExportTypes(read: ReadInput): Set<ExportType> {
  const items = listInput(read, 'export-type').map((item) => item.toLowerCase());
  if (items.length === 0) return new Set(['env']);
  for (const item of items) {
    if (!(EXPORT_TYPES as readonly string[]).includes(item)) {
      throw new InputError(
        `Input \`export-type\`: \`${item}\` is not one of \`env\`, \`file\`, \`output\`, \`none\` (combine them with commas, e.g. \`env,output\`).`,
      );
    }
  }
  if (items.includes('none')) {
    if (items.length > 1)
      throw new InputError(
        'Input `export-type`: `none` cannot be combined with other export types.',
      );
    return new Set();
  }
  return new Set(items as ExportType[]);
}

function readFilePath(read: ReadInput, workspace: string): { path: string; displayPath: string } {
  const raw = read('file-output-path') || '/.env';
  // As in the official action, the path is inside the workspace: `/.env` and `.env` are the same file.
  const relative = raw.replace(/^[\\/]+/, '');
  const resolved = path.resolve(workspace, relative);
  const inside = path.relative(workspace, resolved);
  if (relative === '' || inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) {
    throw new InputError(
      `Input \`file-output-path\` must name a file inside the workspace, such as \`/.env\` or \`config/.env\`; \`${raw}\` does not.`,
    );
  }
  return { path: resolved, displayPath: inside.split(path.sep).join('/') };
}

function readKeys(read: ReadInput): KeySelection[] | undefined {
  const lines = linesInput(read, 'keys');
  if (lines.length === 0) return undefined;
  const seen = new Map<string, string>();
  return lines.map((line, index) => {
    const eq = line.indexOf('=');
    const name = (eq >= 0 ? line.slice(0, eq) : line).trim();
    const key = (eq >= 0 ? line.slice(eq + 1) : line).trim();
    if (!name || !key) {
      throw new InputError(
        `Input \`keys\`, line ${index + 1}: expected \`KEY\` or \`NAME=KEY\`, got \`${line}\`.`,
      );
    }
    const earlier = seen.get(name);
    if (earlier !== undefined) {
      throw new InputError(
        `Input \`keys\`: the name \`${name}\` is given twice (for \`${earlier}\` and \`${key}\`).`,
      );
    }
    seen.set(name, key);
    return { name, key };
  });
}

function readEnvPrefix(read: ReadInput): string {
  const prefix = read('env-prefix');
  if (prefix && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(prefix)) {
    throw new InputError(
      `Input \`env-prefix\` must be letters, digits and underscores, not starting with a digit (e.g. \`TF_VAR_\`); \`${prefix}\` is not.`,
    );
  }
  return prefix;
}
