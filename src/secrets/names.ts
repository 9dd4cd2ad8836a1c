import type { ExportEntry } from './select.js';

const SHELL_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Whether a shell (bash, sh) can use this name as a variable. */
export function isShellName(name: string): boolean {
  return SHELL_NAME.test(name);
}

/** Names a shell cannot use: still exported (processes can read them), but worth a warning. */
export function nonShellNames(entries: readonly ExportEntry[]): string[] {
  return entries.map((entry) => entry.name).filter((name) => !isShellName(name));
}

/** Groups of names that differ only by case (one overwrites the other on Windows). */
export function caseClashes(entries: readonly ExportEntry[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const { name } of entries) {
    const folded = name.toUpperCase();
    const group = groups.get(folded);
    if (group) group.push(name);
    else groups.set(folded, [name]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}

/** Names the runner will not take from GITHUB_ENV. */
export function reservedEnvNames(entries: readonly ExportEntry[]): string[] {
  return entries
    .map((entry) => entry.name)
    .filter((name) => /^(GITHUB_|RUNNER_)/i.test(name) || name.toUpperCase() === 'NODE_OPTIONS');
}
