import { lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the action may write secrets files and, in the post step, delete them: the workspace
 * and the runner's temporary folder. Both are resolved through symlinks.
 */
export function allowedRoots(workspace: string, runnerTemp?: string): string[] {
  const roots = [workspace, runnerTemp]
    .filter((root): root is string => Boolean(root))
    .map((root) => realPath(path.resolve(root)));
  return [...new Set(roots)];
}

/**
 * The real location of a path that may not exist yet: its nearest existing ancestor resolved
 * through symlinks, plus the part below that does not exist. A symlinked folder in the checkout
 * (`config -> /etc`) is followed here, so checks see where a write would really land.
 */
export function realPath(target: string): string {
  const missing: string[] = [];
  let current = path.resolve(target);
  for (;;) {
    try {
      return path.join(realpathSync.native(current), ...missing.reverse());
    } catch (error) {
      const parent = path.dirname(current);
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === current) throw error;
      missing.push(path.basename(current));
      current = parent;
    }
  }
}

/** Whether a real path lies strictly inside one of the (real) roots. */
export function isInside(real: string, roots: readonly string[]): boolean {
  return roots.some((root) => {
    const relative = path.relative(root, real);
    return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
  });
}

/** Whether the path is, right now, a regular file (not a symlink) inside one of the roots. */
export function isOwnedRegularFile(file: string, roots: readonly string[]): boolean {
  try {
    if (!lstatSync(file).isFile()) return false;
    return isInside(realPath(file), roots);
  } catch {
    return false;
  }
}
