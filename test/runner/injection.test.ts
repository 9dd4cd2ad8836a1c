// Text the action does not control (a server's slug or message, a secret's name) printed through
// the runner module can never act as a workflow command, in any form the runner accepts: `::`
// at the start of a line (after any blanks the runner trims), `##[` anywhere, CR or LF starting
// a new line, `stop-commands` switching the masker's commands off.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { githubRunner, type Runner } from '../../src/runner/runner.js';
import { readRunnerOutput } from '../support/workflow-commands.ts';
import { anyText } from '../properties/arbitraries.ts';

const PAYLOADS = [
  '::save-state name=secrets_files::["/etc/passwd"]',
  '\n::save-state name=secrets_files::["/etc/passwd"]',
  'slug\r::add-mask::x',
  '  \t::warning::fake',
  '\u0085::save-state name=revoke_token::x',
  '\u2028::save-state name=x::y',
  'prefix ##[save-state name=secrets_files]["/etc"]',
  '##[add-mask]x',
  '##[stop-commands]token',
  '::stop-commands::pause',
  'a\r\n::set-output name=secret-count::999',
  '%0A::save-state name=x::y',
  'tag::add-mask::',
  '::error::fake error',
  '::group::fake',
];

function capture(): { runner: Runner; out: () => string } {
  let stdout = '';
  const runner = githubRunner({}, (line) => (stdout += line + '\n'));
  return { runner, out: () => stdout };
}

/** Every command the runner would carry out for what was printed. */
function commandsOf(stdout: string): string[] {
  return readRunnerOutput(stdout).flatMap((line) => (line.command ? [line.command.command] : []));
}

describe('log lines carrying foreign text', () => {
  it.each(PAYLOADS)('info(%j) issues no command and shows the text as it is', (payload) => {
    const { runner, out } = capture();
    runner.info(`Created tag ${payload} (1234).`);
    const lines = readRunnerOutput(out());
    const issued = lines.flatMap((line) => (line.command ? [line.command.command] : []));
    // Only the pause; its end is a token that nothing in the text can know.
    expect(issued).toEqual(['stop-commands']);
    // The runner prints the text, then the line that ends the pause (the token, nothing else).
    const plain = lines.filter((line) => !line.command).map((line) => line.raw);
    expect(plain.at(-1)).toBe('');
    expect(plain.at(-2)).toMatch(/^::[0-9a-f-]{36}::$/);
    expect(plain.slice(0, -2).join('\n')).toBe(
      `Created tag ${payload} (1234).`.replace(/\r\n|\r|\n/g, '\n'),
    );
  });

  it.each(PAYLOADS)('warning, error, notice and debug with %j issue only themselves', (payload) => {
    const { runner, out } = capture();
    runner.warning(`w ${payload}`);
    runner.error(`e ${payload}`);
    runner.notice(`n ${payload}`);
    runner.debug(`d ${payload}`);
    runner.startGroup(`g ${payload}`);
    runner.endGroup();
    expect(commandsOf(out())).toEqual(['warning', 'error', 'notice', 'debug', 'group', 'endgroup']);
    const data = readRunnerOutput(out()).map((line) => line.command?.data);
    expect(data.slice(0, 5)).toEqual([
      `w ${payload}`,
      `e ${payload}`,
      `n ${payload}`,
      `d ${payload}`,
      `g ${payload}`,
    ]);
  });

  it('commands after a hostile line still work (a mask registered later is carried out)', () => {
    const { runner, out } = capture();
    runner.info('##[stop-commands]x');
    runner.info('::stop-commands::y');
    runner.mask('later-secret');
    expect(commandsOf(out())).toContain('add-mask');
  });

  it('any text: info never issues anything but a pause and its end', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(anyText(), fc.constantFrom(...PAYLOADS, '::', '##[', '\r', '\n', ' ')), {
          maxLength: 6,
        }),
        (parts) => {
          const { runner, out } = capture();
          runner.info(parts.join(''));
          runner.mask('sentinel-mask');
          const issued = commandsOf(out());
          expect(issued.at(-1)).toBe('add-mask');
          expect(
            issued
              .slice(0, -1)
              .every((name) => name === 'stop-commands' || /^[0-9a-f-]{36}$/.test(name)),
          ).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
