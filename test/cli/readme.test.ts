// The command lines of the tool in the README and docs/cli.md use real commands and options: every
// `npx ... <command>` or `infisical-ci <command>` names a command, and each of its flags is one of
// that command's (or another name of one).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cliCommands, optionsOf } from '../../src/cli/options.js';

const readme = ['../../README.md', '../../docs/cli.md']
  .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
  .join('\n');
const commands = cliCommands();

/** Each invocation of the tool in the docs: the words after the program, up to `--` or `|`. */
const invocations = [
  ...readme.matchAll(
    /(?:npx --yes (?:\.|github:\S+|infisical-ci@\S+)|infisical-ci|node dist\/cli\/index\.js) ([^\n`|]*)/g,
  ),
]
  .map((match) => match[1]!.split(' -- ')[0]!.trim().split(/\s+/))
  .filter((words) => words[0] && !words[0].startsWith('<') && words[0] !== '[options]');

describe('README command lines', () => {
  it('there are some, for every CI section and the quick start', () => {
    expect(invocations.length).toBeGreaterThan(10);
  });

  it.each(invocations.map((words) => [words.join(' '), words] as const))('%s', (_, words) => {
    const [name, ...rest] = words as [string, ...string[]];
    if (name === '--help' || name === '--version') return;
    const command = commands.get(name);
    expect(command, `no command ${name}`).toBeDefined();
    const options = new Map(
      [...optionsOf(command!).values()].flatMap((option) =>
        [option.name, ...(option.aliases ?? [])].map((name) => [name, option] as const),
      ),
    );
    for (const word of rest) {
      if (!word.startsWith('--')) continue;
      const flag = word
        .slice(2)
        .split('=')[0]!
        .replace(/[\\[\]]/g, '');
      if (flag === 'help') continue;
      const negated = flag.startsWith('no-') ? options.get(flag.slice(3)) : undefined;
      expect(
        options.has(flag) || negated?.kind === 'boolean',
        `${name} has no option --${flag}`,
      ).toBe(true);
    }
  });
});
