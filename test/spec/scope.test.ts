// The spec is the one source of the tool's options: each is an input of the spec (an action's, a
// shared one, or the tool's own), with its description and default; an input a GitHub job alone
// has (`scope: action`) is no option of the tool, and the tool's own options have no variable.
import { describe, expect, it } from 'vitest';
import { cliCommands, optionsOf } from '../../src/cli/options.js';
import {
  ACTION_NAMES,
  CONNECTION_INPUTS,
  TOOL_INPUTS,
  allInputs,
  type InputSpec,
} from '../../src/spec/index.js';
import { ACTION_SPECS } from '../../src/operations/specs.js';
import { CHOICES } from '../../src/spec/values.js';

/** Every input of the spec, by name (one name may be several actions' inputs). */
const inputs = [
  CONNECTION_INPUTS,
  TOOL_INPUTS,
  ...ACTION_NAMES.map((name) => allInputs(ACTION_SPECS[name])),
].flatMap((group) => Object.entries(group) as [string, InputSpec][]);
const everyInput = new Map<string, InputSpec>(inputs);

describe('the scope of an input', () => {
  const options = [...cliCommands().values()].flatMap((command) => [
    ...optionsOf(command).values(),
  ]);

  it('every option of the tool is an input of the spec, as the spec describes it', () => {
    for (const option of options) {
      const described = inputs.filter(
        ([name, input]) =>
          name === option.name &&
          (input.toolDescription ?? input.description) === option.description &&
          input.default === option.default,
      );
      expect(described.length, `--${option.name}`).toBeGreaterThan(0);
    }
  });

  it('an input of a GitHub job only is no option; the tool’s own have no variable', () => {
    const actionOnly = [...everyInput].filter(([, input]) => input.scope === 'action');
    expect(actionOnly.map(([name]) => name).sort()).toEqual(
      [
        'clean',
        'export-type',
        'file-format',
        'file-output-path',
        'output-access-token',
        'secret-files',
        'summary',
      ].sort(),
    );
    for (const [name] of actionOnly) expect(options.some((o) => o.name === name)).toBe(false);
    for (const option of options) {
      if (everyInput.get(option.name)?.scope === 'tool') expect(option.env).toEqual([]);
    }
  });

  it('the values of an input that takes a fixed list are the spec’s, each in its description', () => {
    for (const [name, choices] of Object.entries(CHOICES)) {
      const input = everyInput.get(name)!;
      expect(input.choices).toEqual(choices);
      for (const choice of choices) expect(input.description).toContain(`\`${choice}\``);
    }
  });
});
