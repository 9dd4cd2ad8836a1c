// The tool's runner in process: every value masked so far is hidden in a log message before the
// message is escaped (elsewhere) or formatted as a workflow command (inside GitHub Actions), so
// neither an escape nor a command's own text can let a value through or be changed by one.
import { EOL } from 'node:os';
import { describe, expect, it } from 'vitest';
import { cliRunner } from '../../src/cli/runner.js';
import { readRunnerOutput } from '../support/workflow-commands.ts';

function capture(env: Record<string, string>): {
  lines: string[];
  runner: ReturnType<typeof cliRunner>;
} {
  const lines: string[] = [];
  const runner = cliRunner({ read: () => '', env, writeLine: (line) => lines.push(line) });
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
