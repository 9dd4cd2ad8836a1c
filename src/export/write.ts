import { closeSync, lstatSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Runner } from '../runner/runner.js';
import { InputError } from '../errors/input.js';
import { writeText } from '../runner/text-bytes.js';
import { isInside, realPath } from './paths.js';
import type { ExportPlan, FileToWrite } from './plan.js';

/**
 * Writes a plan: the files first (all of them or none, mode 0600), then the environment, then
 * outputs. Each destination is one write; if a later one fails, the files are removed again, so
 * the job never continues half-configured. `roots` are where files may land (resolved through
 * symlinks); `onFilesCreated` records them for the post step before they appear.
 */
export function applyExport(
  plan: ExportPlan,
  runner: Pick<Runner, 'exportVariables' | 'setOutputs'>,
  roots: readonly string[],
  onFilesCreated: (files: readonly string[]) => void,
): void {
  const written = writeSecretFiles(plan.files, roots, onFilesCreated);
  try {
    runner.exportVariables(plan.env);
    runner.setOutputs(plan.outputs);
  } catch (error) {
    for (const file of written) rmSync(file, { force: true });
    throw error;
  }
}

/**
 * Writes files readable only by their owner, all or none: every destination is checked (its real
 * location, through any symlinked folder, must be inside a root), every content goes to a
 * temporary file beside its destination, and only then are they renamed into place.
 */
export function writeSecretFiles(
  files: readonly FileToWrite[],
  roots: readonly string[],
  onFilesCreated: (files: readonly string[]) => void,
): string[] {
  if (files.length === 0) return [];
  for (const file of files) checkDestination(file, roots);
  const temporaries: string[] = [];
  const renamed: string[] = [];
  const pending: (readonly [temporary: string, file: string])[] = [];
  try {
    for (const file of files) {
      mkdirSync(path.dirname(file.path), { recursive: true });
      // Checked again now that the folders exist: nothing may have swapped one for a symlink.
      checkDestination(file, roots);
      const temporary = path.join(
        path.dirname(file.path),
        `.${path.basename(file.path)}.${process.getBuiltinModule('node:crypto').randomUUID()}.tmp`,
      );
      // Created new (never through a link planted there), readable only by its owner, and
      // written a piece at a time: a large file never becomes one large buffer.
      const fd = openSync(temporary, 'wx', 0o600);
      temporaries.push(temporary);
      try {
        writeText(fd, file.content);
      } finally {
        closeSync(fd);
      }
      pending.push([temporary, file.path]);
    }
    onFilesCreated(files.map((file) => file.path));
    for (const [temporary, file] of pending) {
      renameSync(temporary, file);
      renamed.push(file);
    }
    return renamed;
  } catch (error) {
    for (const file of [...temporaries, ...renamed]) rmSync(file, { force: true });
    throw error;
  }
}

/**
 * Fails unless the file would really land inside a root (its folder resolved through symlinks)
 * and is not a folder. A symlink at the file's own path is replaced, never followed: the rename
 * swaps the link itself, so its target is untouched.
 */
function checkDestination(file: FileToWrite, roots: readonly string[]): void {
  const real = path.join(realPath(path.dirname(file.path)), path.basename(file.path));
  if (!isInside(real, roots)) {
    throw new InputError(
      `\`${file.displayPath}\` would be written outside the workspace and the runner's temporary folder (a folder on its path is a symlink to elsewhere). Write the file elsewhere, or remove the symlink.`,
    );
  }
  let existing;
  try {
    existing = lstatSync(file.path);
  } catch {
    return; // does not exist yet
  }
  if (existing.isDirectory()) {
    throw new InputError(
      `\`${file.displayPath}\` is a folder; name a file to write the secrets to.`,
    );
  }
}
