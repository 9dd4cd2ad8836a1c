// Tests run the action's steps and the tool through test/support/run.ts alone (`runStep`,
// `runPostStep`, `runTool`), which apply the leak check to every run and say where it happens
// (`mode`): the mechanics below them are imported there only (read with TypeScript's parser),
// and a run that shows a value it must hide fails its test.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  PROJECT_SLUG,
} from '../support/fake-server/index.ts';
import { runStep, runTool } from '../support/run.ts';
import { mainInputs, useFakeServer } from '../support/use-fake-server.ts';
import { sourceFiles } from './imports.ts';

const testDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The runners that check nothing, and the one file that may import them. */
const MECHANICS = ['spawnStep', 'stepInProcess', 'postAfter', 'spawnTool', 'toolInProcess'];
const HELPER = 'support/run.ts';

/** The names a file's text imports (or re-exports), as `name from module`. */
function namedImports(text: string): string[] {
  const source = ts.createSourceFile('file.ts', text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const from = statement.moduleSpecifier;
    if (!from || !ts.isStringLiteral(from)) continue;
    const bindings = ts.isImportDeclaration(statement)
      ? statement.importClause?.namedBindings
      : statement.exportClause;
    if (!bindings || ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings)) continue;
    for (const element of bindings.elements) {
      found.push(`${(element.propertyName ?? element.name).text} from ${from.text}`);
    }
  }
  return found;
}

describe('how tests run steps and the tool', () => {
  it('only test/support/run.ts imports the unchecked runners', () => {
    const offending = sourceFiles(testDir)
      .filter((file) => file !== HELPER)
      .flatMap((file) =>
        namedImports(readFileSync(path.join(testDir, file), 'utf8'))
          .filter((entry) => MECHANICS.includes(entry.split(' ')[0]!))
          .map((entry) => `${file}: ${entry}`),
      );
    expect(offending).toEqual([]);
  });

  it('reads an import under another name, a type import and a re-export', () => {
    const text = [
      "import { spawnStep as run, type StepSpec } from '../support/run-action.ts';",
      "export { toolInProcess } from './run-cli.ts';",
    ].join('\n');
    expect(namedImports(text)).toEqual([
      'spawnStep from ../support/run-action.ts',
      'StepSpec from ../support/run-action.ts',
      'toolInProcess from ./run-cli.ts',
    ]);
  });
});

describe('every run is checked for leaks', () => {
  const server = useFakeServer();
  // A text the log prints before any mask, given as a value to hide: a leak to the check.
  const shown = 'Loading secrets from';

  it('a step: fails the test when a value to hide shows, unless the test opts out', async () => {
    const inputs = mainInputs(server().url);
    await expect(runStep({ mode: 'in-process', inputs, hidden: [shown] })).rejects.toThrow(
      /stdout shows a secret unmasked/,
    );
    const run = await runStep({ mode: 'in-process', inputs, hidden: [shown], leakCheck: false });
    expect(run.stdout).toContain(shown);
  });

  it('the tool: fails the test when standard error shows a value to hide', async () => {
    const env = {
      INFISICAL_DOMAIN: server().url,
      INFISICAL_CLIENT_ID: MEMBER_CLIENT_ID,
      INFISICAL_CLIENT_SECRET: MEMBER_CLIENT_SECRET,
      INFISICAL_PROJECT_SLUG: PROJECT_SLUG,
    };
    const args = ['export', '--env-slug', 'dev'];
    await expect(runTool(args, { mode: 'in-process', env, hidden: [shown] })).rejects.toThrow(
      /stderr shows/,
    );
    const run = await runTool(args, { mode: 'in-process', env, hidden: [shown], leakCheck: false });
    expect(run.stderr).toContain(shown);
  });
});
