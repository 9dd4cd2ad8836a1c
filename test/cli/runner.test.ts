// The tool's runner in process: every value masked so far is hidden in a log message before the
// message is escaped (elsewhere) or formatted as a workflow command (inside GitHub Actions), so
// neither an escape nor a command's own text can let a value through or be changed by one.
import { EOL } from 'node:os';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cliRunner } from '../../src/cli/runner.js';
import { masksFor } from '../../src/runner/mask.js';
import { readAzureOutput } from '../support/azure-commands.ts';
import { readRunnerOutput } from '../support/workflow-commands.ts';

function capture(env: Record<string, string>): {
  lines: string[];
  runner: ReturnType<typeof cliRunner>;
} {
  const lines: string[] = [];
  const runner = cliRunner({
    env,
    workspace: '/tmp',
    writeLine: (line) => lines.push(line),
  });
  return { lines, runner };
}

describe('the tool runner hides values before escaping them', () => {
  it('elsewhere: a value with `##` or a control character is hidden, not escaped apart', () => {
    const { lines, runner } = capture({});
    runner.mask('pa##word-XYZ');
    runner.mask('tab\u0001value');
    runner.error('failed with pa##word-XYZ and tab\u0001value');
    expect(lines).toEqual(['error: failed with *** and ***']);
  });

  it('inside GitHub Actions: a value that is also a word of a command cannot break it', () => {
    const { lines, runner } = capture({ GITHUB_ACTIONS: 'true' });
    // `stop` and `commands` are words of the `stop-commands` line that guards hostile text.
    runner.mask('stop');
    runner.mask('commands');
    runner.info('::warning::from the server, stop');
    const output = lines.join(EOL);
    const issued = readRunnerOutput(output).flatMap((line) => (line.command ? [line.command] : []));
    // Only the masks and the stop-commands pair: the server's text issued nothing.
    expect(issued.map((c) => c.command)).toEqual(['add-mask', 'add-mask', 'stop-commands']);
    expect(output).toContain('::warning::from the server, ***');
  });

  it('inside GitHub Actions: a value is registered with the masker once, however often it is read', () => {
    const { lines, runner } = capture({ GITHUB_ACTIONS: 'true' });
    runner.mask('client-secret-value');
    runner.mask('client-secret-value');
    runner.mask('   ');
    expect(lines).toEqual(['::add-mask::client-secret-value']);
  });
});

describe('inside Azure Pipelines (TF_BUILD=True) every value is registered with the agent', () => {
  /** What the agent registers from the tool's lines, and whether any other command came. */
  function registered(lines: readonly string[]): string[] {
    const commands = readAzureOutput(lines.join(EOL));
    for (const command of commands) {
      expect(`${command.area}.${command.event}`).toBe('task.setsecret');
      expect(command.properties).toEqual({});
    }
    return commands.map((command) => command.data);
  }

  it('with ##vso[task.setsecret], escaped so the agent reads back the value exactly', () => {
    const { lines, runner } = capture({ TF_BUILD: 'True' });
    const value = 'p%AZP25;x]%3B%0Ay##vso[task.setvariable variable=A]b';
    runner.mask(value);
    expect(lines).toEqual([
      '##vso[task.setsecret]p%AZP25AZP25%3Bx%5D%AZP253B%AZP250Ay##vso[task.setvariable variable=A%5Db',
    ]);
    expect(registered(lines)).toEqual([value]);
  });

  it('a value with line breaks line by line (lines of 4+ characters), each once; blank values never', () => {
    const { lines, runner } = capture({ TF_BUILD: 'true' });
    runner.mask('first-line\r\nab\n  second;line  \n');
    runner.mask('second;line');
    runner.mask(' \n\t');
    runner.mask('tiny');
    expect(registered(lines)).toEqual(['first-line', 'second;line', 'tiny']);
    // The tool's own log lines still cannot be read as commands.
    runner.error('##vso[task.complete result=Succeeded]done');
    expect(registered(lines)).toEqual(['first-line', 'second;line', 'tiny']);
  });

  it('any value: one command per line, nothing else issued, the value or its lines read back', () => {
    const unit = fc.constantFrom(
      ...['%', ';', ']', '[', '\r', '\n', '#', 'v', 's', 'o', '.', '=', 'A', 'Z', 'P', '2', '5'],
      ...['3', 'B', '0', 'D', ' ', 'é', '\u2028'],
    );
    fc.assert(
      fc.property(fc.array(fc.string({ unit, maxLength: 16 }), { maxLength: 5 }), (values) => {
        const { lines, runner } = capture({ TF_BUILD: 'True' });
        for (const value of values) runner.mask(value);
        const expected = [
          ...new Set(values.flatMap((v) => masksFor(v).filter((m) => !/[\r\n]/.test(m)))),
        ];
        expect(registered(lines)).toEqual(expected);
        for (const line of lines) expect(line).toMatch(/^##vso\[task\.setsecret\][^\r\n]*$/);
      }),
      { numRuns: 500 },
    );
  });

  it('not outside Azure Pipelines', () => {
    const { lines, runner } = capture({ TF_BUILD: '' });
    runner.mask('client-secret-value');
    expect(lines).toEqual([]);
  });
});
