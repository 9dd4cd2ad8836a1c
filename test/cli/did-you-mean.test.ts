// "Did you mean": a flag another command or sub-action takes, given to one that names the same
// thing otherwise, gets this command's option (issue 29's examples: `environments delete
// --env-slug`, `identities` with `--identity-id`, `tags create`), matched by the words of the
// spec's option names, not by a list. Each is a usage error: exit 2, nothing sent.
import { describe, expect, it } from 'vitest';
import { alike, didYouMean } from '../../src/cli/did-you-mean.js';
import { cliCommands } from '../../src/cli/options.js';
import { runTool } from '../support/run.ts';
import { expectUsage, freshServers, loginEnv } from './helpers.ts';

const fresh = freshServers();

async function usage(args: string[]) {
  const server = await fresh();
  const run = await runTool(args, { mode: 'in-process', env: loginEnv(server) });
  return { run, server };
}

describe.concurrent('did you mean', () => {
  it.each([
    [
      ['environments', 'delete', '--env-slug', 'preview'],
      'unknown option `--env-slug` (a flag of `export`, `run`, `imports` and others). Did you mean `--environment-slug`?',
    ],
    [
      ['environments', 'delete', '--env', 'preview'],
      'unknown option `--env` (a flag of `export`, `run`, `imports` and others). Did you mean `--environment-slug`?',
    ],
    [
      ['environments', 'delete', '--id', 'x'],
      'unknown option `--id`. Did you mean `--environment-id`?',
    ],
    [['tags', 'create', '--slug', 'blue'], 'unknown option `--slug`. Did you mean `--tag-slug`?'],
    [['tags', 'create', '--name', 'Blue'], 'unknown option `--name`. Did you mean `--tag-name`?'],
    [
      ['export', '--environment-slug', 'dev'],
      'unknown option `--environment-slug` (a flag of `environments`). Did you mean `--env-slug`?',
    ],
    [['export', '--env-slg', 'dev'], 'unknown option `--env-slg`. Did you mean `--env-slug`?'],
  ])('%j', async (args, message) => {
    const { run, server } = await usage(args);
    const help = `See 'infisical-ci ${args[0]} --help'.`;
    expectUsage(run, new RegExp(`^error: ${escape(message)} ${escape(help)}$`, 'm'), server);
  });

  it('`identities` with `--identity-id` (the login identity): did you mean `--target-identity-id`', async () => {
    const { run, server } = await usage([
      'identities',
      'get-universal-auth',
      '--identity-id',
      '6f1c2b7e-0c35-4d1f-9f0e-3a0f0c2f9b11',
    ]);
    expectUsage(
      run,
      /^error: `--target-identity-id` \/ INFISICAL_TARGET_IDENTITY_ID is required \(.*\)\. `--identity-id` is another option \(id of the machine identity\): did you mean `--target-identity-id`\? See 'infisical-ci identities --help'\.$/m,
      server,
    );
  });

  it('a flag like none of the command’s options gets no guess', async () => {
    const { run, server } = await usage(['tags', 'create', '--tags', 'blue']);
    expectUsage(
      run,
      /^error: unknown option `--tags`\. See 'infisical-ci tags --help'\.$/m,
      server,
    );
  });

  it('matches names by their words: the same last word, each word of the shorter in the longer', () => {
    expect(alike('env-slug', 'environment-slug')).toBe(true);
    expect(alike('identity-id', 'target-identity-id')).toBe(true);
    expect(alike('slug', 'tag-slug')).toBe(true);
    expect(alike('id', 'identity')).toBe(false);
    expect(alike('env-slug', 'environment-id')).toBe(false);
    expect(alike('tag-slug', 'project-slug')).toBe(false);
    // Every suggestion is an option of the command, for any flag of any other command.
    const commands = [...cliCommands().values()];
    const names = new Set(
      commands.flatMap((c) => c.groups.flatMap((g) => g.options.map((o) => o.name))),
    );
    for (const command of commands) {
      const own = command.groups.flatMap((g) => g.options.map((o) => o.name));
      for (const name of names) {
        const suggested = /Did you mean `--([a-z-]+)`/.exec(didYouMean(name, command) ?? '')?.[1];
        if (suggested !== undefined) expect(own).toContain(suggested);
      }
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
