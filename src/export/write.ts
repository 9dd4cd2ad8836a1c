import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Runner } from '../runner/runner.js';
import type { ExportPlan } from './plan.js';

/**
 * Writes a plan: the file first (atomically, mode 0600), then the environment, then outputs.
 * Each destination is one write; if a later one fails, the file is removed again, so the job
 * never continues half-configured.
 */
export function applyExport(
  plan: ExportPlan,
  runner: Runner,
  onFilesCreated: (files: readonly string[]) => void,
): void {
  if (plan.file)
    writeSecretFile(plan.file.path, plan.file.content, (file) => onFilesCreated([file]));
  try {
    runner.exportVariables(plan.env);
    runner.setOutputs(plan.outputs);
  } catch (error) {
    if (plan.file) rmSync(plan.file.path, { force: true });
    throw error;
  }
}

/** Writes a file readable only by its owner, replacing any earlier one in one step. */
export function writeSecretFile(
  file: string,
  content: string,
  onFileCreated: (file: string) => void,
): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    writeFileSync(temporary, content, { encoding: 'utf8', mode: 0o600, flag: 'wx' });
    onFileCreated(file);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
