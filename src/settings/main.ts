import path from 'node:path';
import {
  FILE_FORMATS,
  type ExportOptions,
  type ExportType,
  type SecretFileSetting,
} from '../export/types.js';
import { readConnection, type ConnectionContext, type ConnectionSettings } from './connection.js';
import { InputError } from '../errors/input.js';
import { ref, subject, words } from '../errors/words.js';
import { CHOICES, INPUT_VALUES, type MainInput } from '../spec/values.js';
import {
  booleanInput,
  choiceInput,
  linesInput,
  listInput,
  withDefaults,
  type ReadInput,
} from './parse.js';
import { readLeaseSettings, type LeaseSettings } from './leases.js';
import { readSelection, type SelectionSettings } from './selection.js';

/** `export-type`'s values, as the spec lists them. */
const EXPORT_TYPES: readonly string[] = CHOICES['export-type'];
const EXPORT_LIST = EXPORT_TYPES.map((type) => `\`${type}\``).join(', ');

/** What the main action's settings need besides the inputs. */
export interface MainContext extends Omit<ConnectionContext, 'read'> {
  readonly read: ReadInput<MainInput>;
  /** The runner's temporary folder (RUNNER_TEMP), where absolute `secret-files` paths may go. */
  readonly runnerTemp?: string;
}

/** Everything the main action does, decided once from its inputs. */
export interface MainSettings extends SelectionSettings, ExportOptions {
  readonly connection: ConnectionSettings;
  /** One `secret-files` line each: write secret `key`'s value, byte-exact, to `path`. */
  readonly secretFiles: readonly SecretFileSetting[];
  readonly outputAccessToken: boolean;
  readonly summary: boolean;
  /** The dynamic secrets to lease for the job. */
  readonly leases: LeaseSettings;
}

/** Reads and validates every input of the main action. Nothing after this reads inputs. */
export function readMainSettings(context: MainContext): MainSettings {
  const { workspace } = context;
  const connection = readConnection(context);
  const selection = readSelection(context.read);
  const read = withDefaults(INPUT_VALUES.main, context.read);
  const exportTypes = readExportTypes(read);
  const format = choiceInput(read, 'file-format', FILE_FORMATS);
  const file = {
    ...readFilePath('file-output-path', read('file-output-path'), workspace),
    format,
  };
  const secretFiles = readSecretFiles(read, workspace, context.runnerTemp);
  const taken = new Set(exportTypes.has('file') ? [file.path] : []);
  for (const secretFile of secretFiles) {
    if (taken.has(secretFile.path)) {
      throw new InputError(
        words`${subject('secret-files')}: \`${secretFile.displayPath}\` is named twice (each file holds one secret${exportTypes.has('file') ? words`, and ${ref('file-output-path')} holds the secrets file` : ''}).`,
      );
    }
    taken.add(secretFile.path);
  }
  return {
    connection,
    ...selection,
    exportTypes,
    file,
    secretFiles,
    outputAccessToken: booleanInput(read, 'output-access-token'),
    summary: booleanInput(read, 'summary'),
    leases: readLeaseSettings(read),
  };
}

function readExportTypes(read: ReadInput<MainInput>): Set<ExportType> {
  const items = listInput(read, 'export-type').map((item) => item.toLowerCase());
  if (items.length === 0) {
    throw new InputError(
      words`${subject('export-type')} names no export type: one of ${EXPORT_LIST}, or a comma list such as \`env,output\`.`,
    );
  }
  for (const item of items) {
    if (!EXPORT_TYPES.includes(item)) {
      throw new InputError(
        words`${subject('export-type')}: \`${item}\` is not one of ${EXPORT_LIST} (combine them with commas, e.g. \`env,output\`).`,
      );
    }
  }
  if (items.includes('none')) {
    if (items.length > 1)
      throw new InputError(
        words`${subject('export-type')}: \`none\` cannot be combined with other export types.`,
      );
    return new Set();
  }
  return new Set(items as ExportType[]);
}

/**
 * A file inside the workspace, as in the official action: `/.env` and `.env` are the same file.
 * Checked here by its name; where it really lands (through symlinked folders) is checked again
 * when it is written.
 */
function readFilePath(
  input: string,
  raw: string,
  workspace: string,
): { path: string; displayPath: string } {
  const relative = raw.replace(/^[\\/]+/, '');
  const resolved = path.resolve(workspace, relative);
  const inside = path.relative(workspace, resolved);
  if (relative === '' || inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) {
    throw new InputError(
      words`${subject(input)} must name a file inside the workspace, such as \`/.env\` or \`config/.env\`; \`${raw}\` does not.`,
    );
  }
  return { path: resolved, displayPath: inside.split(path.sep).join('/') };
}

/**
 * `secret-files` lines, `KEY=path`: a path inside RUNNER_TEMP stays there (it is removed with the
 * job's other temporary files); any other path is in the workspace, as `file-output-path` is.
 */
function readSecretFiles(
  read: ReadInput<MainInput>,
  workspace: string,
  runnerTemp: string | undefined,
): SecretFileSetting[] {
  return linesInput(read, 'secret-files').map((line, index) => {
    const eq = line.indexOf('=');
    const key = eq > 0 ? line.slice(0, eq).trim() : '';
    const raw = eq > 0 ? line.slice(eq + 1).trim() : '';
    if (!key || !raw) {
      throw new InputError(
        words`${subject('secret-files')}, line ${index + 1}: expected \`KEY=path\` (the secret's name, then the file to write its value to).`,
      );
    }
    if (runnerTemp && path.isAbsolute(raw)) {
      const resolved = path.resolve(raw);
      const inTemp = path.relative(path.resolve(runnerTemp), resolved);
      if (inTemp !== '' && !inTemp.startsWith('..') && !path.isAbsolute(inTemp)) {
        return {
          key,
          path: resolved,
          displayPath: `$RUNNER_TEMP/${inTemp.split(path.sep).join('/')}`,
        };
      }
    }
    if (/^[a-zA-Z]:[\\/]/.test(raw)) {
      throw new InputError(
        words`${subject('secret-files')}, line ${index + 1}: an absolute path must be inside the runner's temporary folder (\`\${{ runner.temp }}/...\`); other paths are in the workspace.`,
      );
    }
    return { key, ...readFilePath('secret-files', raw, workspace) };
  });
}
