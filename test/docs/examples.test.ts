// Every YAML example in the documentation works as written: it parses, each step that uses one of
// our actions names an action that exists and only inputs it has, and no `run:` script splices
// an expression (`${{ ... }}`) into the shell — outputs reach scripts through `env:` (script
// injection: a membership's user name or a server's slug must never become shell code).
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { ACTION_NAMES, allInputs } from '../../src/spec/index.js';
import { ACTION_SPECS } from '../../src/operations/specs.js';
import { docExamples, ourAction, stepsIn } from '../support/doc-examples.ts';

const examples = docExamples();

const inputsOf = new Map(
  ACTION_NAMES.map((name) => [
    name === 'main' ? '' : `/${name}`,
    new Set(Object.keys(allInputs(ACTION_SPECS[name]))),
  ]),
);

describe('documentation examples', () => {
  it('there are examples to check', () => {
    expect(examples.length).toBeGreaterThan(20);
  });

  it.each(examples)(
    '$where parses, uses real actions and inputs, splices nothing into a script',
    ({ yaml }) => {
      const documents = parseAllDocuments(yaml);
      for (const document of documents) {
        expect(document.errors.map((e) => e.message)).toEqual([]);
        for (const step of stepsIn(document.toJS())) {
          if (typeof step.run === 'string') expect(step.run).not.toMatch(/\$\{\{/);
          const ours = ourAction(step.uses);
          if (ours === undefined) continue;
          const inputs = inputsOf.get(ours === '' ? '' : `/${ours}`);
          expect(inputs, `no action ${step.uses}`).toBeDefined();
          for (const input of Object.keys(step.with ?? {})) {
            expect(inputs!.has(input), `${step.uses} has no input \`${input}\``).toBe(true);
          }
        }
      }
    },
  );
});
