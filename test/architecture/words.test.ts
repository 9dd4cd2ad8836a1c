// Messages name inputs through references (src/errors/words.ts), never by writing an input's
// name out: below the adapters, no text in the code holds an input in the action's YAML form
// (`client-id`, `method: oidc`), so the action and the tool each write it their own way. Every
// string and template text under src/ is read with TypeScript's parser (comments are not text).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CONNECTION_INPUTS } from '../../src/spec/index.js';
import { ACTION_SPECS } from '../../src/operations/specs.js';
import { isDescription, sourceFiles } from './imports.ts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src');

/** The adapters speak their own language (and the descriptions are the action's). */
const OWN_WORDS = ['actions/', 'cli/', 'post/'];

/**
 * Text that is the action's alone: the job summary (only a GitHub job has one), and what only
 * the action's settings read (where it exports to, its secret files).
 */
const ACTION_ONLY: readonly { file: string; text: RegExp }[] = [
  { file: 'export/summary.ts', text: /`export-type: none`/ },
];

const INPUTS = [
  ...new Set([
    ...Object.keys(CONNECTION_INPUTS),
    ...Object.values(ACTION_SPECS).flatMap((spec) =>
      spec.groups.flatMap((group) => Object.keys(group.inputs)),
    ),
  ]),
];
const YAML_FORM = new RegExp(`\`(${INPUTS.join('|')})(: [^\`]*)?\``);

/**
 * Every piece of literal text in a file: strings, and the text of templates (tagged or not),
 * but the action's own words of a `byAdapter(action, tool)`.
 */
function texts(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(SRC, file), 'utf8'),
    ts.ScriptTarget.Latest,
    false,
  );
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      found.push(node.text);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'byAdapter'
    ) {
      node.arguments.slice(1).forEach(visit);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('messages name inputs by reference', () => {
  it('no text below the adapters writes an input in YAML form', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !OWN_WORDS.some((own) => file.startsWith(own)) && !isDescription(file))
      .flatMap((file) =>
        texts(file)
          .filter((text) => YAML_FORM.test(text))
          .filter((text) => !ACTION_ONLY.some((a) => a.file === file && a.text.test(text)))
          .map((text) => `${file}: ${text}`),
      );
    expect(offenders).toEqual([]);
  });

  it('the check sees what it looks for', () => {
    expect(YAML_FORM.test('Check `client-id`.')).toBe(true);
    expect(YAML_FORM.test('set `method: oidc`')).toBe(true);
    expect(YAML_FORM.test('use `--method oidc`')).toBe(false);
    expect(INPUTS).toContain('client-id');
  });
});
