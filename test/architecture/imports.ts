// Reads the imports of every TypeScript file under src/ with TypeScript's own parser: static
// imports and re-exports, `import type`, dynamic `import()` and `import('...')` types, each
// resolved to the file it names (relative specifiers only: packages and node: modules are left
// out; a dynamic import of a computed name cannot be resolved and is left out too).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Every `.ts` file under `dir`, as paths relative to it with `/` separators, sorted. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** The module specifiers a file names, in order of appearance. */
export function specifiers(text: string, fileName = 'file.ts'): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const literal = (node: ts.Node | undefined): void => {
    if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)))
      found.push(node.text);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      literal(node.moduleSpecifier);
    } else if (ts.isImportEqualsDeclaration(node)) {
      if (ts.isExternalModuleReference(node.moduleReference))
        literal(node.moduleReference.expression);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      literal(node.arguments[0]);
    } else if (ts.isImportTypeNode(node)) {
      if (ts.isLiteralTypeNode(node.argument)) literal(node.argument.literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The import graph of `dir`: each file (relative to `dir`) → the files under `dir` it imports.
 * `.js` specifiers name the `.ts` file beside them, as NodeNext resolution does.
 */
export function importGraph(dir: string): Map<string, string[]> {
  const files = sourceFiles(dir);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets: string[] = [];
    for (const specifier of specifiers(readFileSync(path.join(dir, file), 'utf8'), file)) {
      if (!specifier.startsWith('.')) continue;
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      const target = resolved.replace(/\.js$/, '.ts');
      // Outside src/ (the post step's shared bundle in dist/): not a source import.
      if (target.startsWith('../')) continue;
      if (!known.has(target)) throw new Error(`${file} imports ${specifier}, which is no file`);
      if (!targets.includes(target)) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** A cycle of files (the first file repeated at the end), or undefined when there is none. */
export function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): string[] | undefined => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      const seen = state.get(next);
      if (seen === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (seen === undefined) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(file, 'done');
    return undefined;
  };
  for (const file of [...graph.keys()].sort()) {
    if (state.has(file)) continue;
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}

/**
 * The import graph of the tooling (`bench/`, `scripts/`: their `.ts` and `.mjs` files), paths
 * relative to `root`; imports of anything else (src/, packages) are left out.
 */
export function toolingGraph(root: string): Map<string, string[]> {
  const files = ['bench', 'scripts'].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|mjs)$/.test(file))
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`),
  );
  const known = new Set(files);
  return new Map(
    files.map((file) => [
      file,
      specifiers(readFileSync(path.join(root, file), 'utf8'), file)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) =>
          path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)),
        )
        .filter((target) => known.has(target)),
    ]),
  );
}

/**
 * Whether a file of src/ is a description (text for action.yml, the READMEs and `--help`): every
 * file of the spec but what it gives the code (`values.ts`, `names.ts`), each sub-action's
 * `spec.ts` in its folder, and `operations/specs.ts`, which gathers them by name.
 */
export const isDescription = (file: string): boolean =>
  (file.startsWith('spec/') && file !== 'spec/values.ts' && file !== 'spec/names.ts') ||
  /^operations\/[^/]+\/spec\.ts$/.test(file) ||
  file === 'operations/specs.ts';
