// The command line, read in process: flags against a command's options, where each input comes
// from (flag, INFISICAL_<NAME>, the official CLI's variable, default), and `--help` made from the
// one description of every action.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from '../../src/cli/args.js';
import { commandHelp, overviewHelp, plainText } from '../../src/cli/help.js';
import { givenAsFlags, inputReader } from '../../src/cli/inputs.js';
import { cliCommands, optionsOf, type CliCommand } from '../../src/cli/options.js';
import { plainLine } from '../../src/cli/runner.js';
import { inertJson } from '../../src/cli/sub-command.js';
import { TOOL_SUB_ACTIONS, allInputs, type ActionName } from '../../src/spec/index.js';
import { ACTION_SPECS } from '../../src/operations/specs.js';

const commands = cliCommands();
const command = (name: string): CliCommand => commands.get(name)!;
const parse = (name: string, argv: string[]) => parseArgs(argv, optionsOf(command(name)));
const usage = (name: string, argv: string[]): string => {
  try {
    parse(name, argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`no usage error for ${argv.join(' ')}`);
};

describe('parseArgs', () => {
  it('reads values, switches, repeated line flags, positionals and the command after --', () => {
    const args = parse('run', [
      '--env-slug',
      'dev',
      '--secret-path=/a',
      '--secret-path',
      '/b',
      '--recursive',
      '--no-include-imports',
      '--expand-references=false',
      '--',
      'node',
      '--env-slug',
      'x',
    ]);
    expect(Object.fromEntries(args.flags)).toEqual({
      'env-slug': 'dev',
      'secret-path': '/a\n/b',
      recursive: 'true',
      'include-imports': 'false',
      'expand-references': 'false',
    });
    expect(args.command).toEqual(['node', '--env-slug', 'x']);
    expect(parse('tags', ['create', '--tag-slug', 'x']).positionals).toEqual(['create']);
    expect(parse('export', ['--output', '-']).flags.get('output')).toBe('-');
  });

  it('refuses unknown options (suggesting the nearest), missing values, repeats of a single value', () => {
    expect(usage('export', ['--env-slg', 'dev'])).toBe(
      'unknown option `--env-slg`. Did you mean `--env-slug`?',
    );
    expect(usage('export', ['--zzzzzz'])).toBe('unknown option `--zzzzzz`.');
    expect(usage('export', ['-x', 'dev'])).toBe('unknown option `-x`.');
    expect(usage('export', ['--e', 'dev'])).toBe('unknown option `--e`.');
    expect(usage('export', ['--env-slug'])).toBe('`--env-slug` needs a value.');
    expect(usage('export', ['--env-slug', '--recursive'])).toMatch(
      /needs a value \(for one that starts with a dash, write `--env-slug=VALUE`\)/,
    );
    // The word after the flag may be a credential that starts with a dash: never echoed.
    expect(usage('export', ['--client-secret', '-S3cr3t-Value-xyz'])).not.toContain('S3cr3t');
    expect(usage('export', ['--env-slug', 'a', '--env-slug=b'])).toBe(
      '`--env-slug` is given twice; give it once.',
    );
    expect(usage('export', ['--no-recursive=true'])).toMatch(/takes no value/);
    // Only switches have a `--no-` form.
    expect(usage('export', ['--no-env-slug'])).toMatch(/unknown option `--no-env-slug`/);
    // The action-only inputs are not the tool's.
    expect(usage('export', ['--export-type', 'env'])).toMatch(/unknown option/);
    expect(usage('tags', ['--clean', 'false'])).toMatch(/unknown option/);
  });

  it('reads the official CLI’s names of an option, long and short, in every form', () => {
    const args = parse('run', [
      '-e',
      'dev',
      '--path',
      '/a',
      '--path=/b',
      '--projectId=p',
      '--token',
      't',
      '--expand=false',
      '-ta,b',
      '-c=make test',
      '--',
      'x',
    ]);
    expect(Object.fromEntries(args.flags)).toEqual({
      'env-slug': 'dev',
      'secret-path': '/a\n/b',
      'project-id': 'p',
      'access-token': 't',
      'expand-references': 'false',
      tags: 'a,b',
      command: 'make test',
    });
    expect(parse('export', ['-eprod', '-o', 'f']).flags).toEqual(
      new Map([
        ['env-slug', 'prod'],
        ['output', 'f'],
      ]),
    );
    expect(parse('export', ['-e=prod', '--no-expand']).flags).toEqual(
      new Map([
        ['env-slug', 'prod'],
        ['expand-references', 'false'],
      ]),
    );
    expect(usage('export', ['-e', '--recursive'])).toBe(
      '`-e` needs a value (for one that starts with a dash, write `-e=VALUE`).',
    );
    expect(usage('export', ['--watch'])).toMatch(
      /^`--watch` \(a flag of the official Infisical CLI\) is not supported/,
    );
    expect(usage('export', ['--envv', 'dev'])).toMatch(/Did you mean `--env`\?/);
  });

  it('each alias stands for one option of a command and is no other option’s name', () => {
    for (const command of commands.values()) {
      const options = [...optionsOf(command).values()];
      const names = options.map((option) => option.name);
      const aliases = options.flatMap((option) => option.aliases ?? []);
      expect(new Set([...names, ...aliases]).size, command.name).toBe(
        names.length + aliases.length,
      );
      for (const alias of aliases) expect(alias).toMatch(/^(?:[a-z]|[a-zA-Z][a-zA-Z-]+)$/);
    }
    // The official CLI's flags are there for the commands that load secrets.
    for (const name of ['export', 'run']) {
      const aliases = [...optionsOf(command(name)).values()].flatMap((o) => o.aliases ?? []);
      expect(aliases).toEqual(
        expect.arrayContaining(['env', 'e', 'path', 'projectId', 'token', 'expand']),
      );
    }
  });

  it('--help wins over any mistake before --', () => {
    expect(parse('export', ['--bogus', '-h']).help).toBe(true);
    expect(parse('run', ['--', 'cmd', '--help']).help).toBe(false);
  });
});

describe('inputReader', () => {
  const reader = (name: string, argv: string[], env: Record<string, string>) =>
    inputReader({
      command: command(name),
      flags: parse(name, argv).flags,
      env,
      fixed: command(name).operations ? { operation: 'list' } : undefined,
    });

  it('takes the flag, then INFISICAL_<NAME>, then the official CLI variable, then the default', () => {
    const env = {
      INFISICAL_DOMAIN: 'https://ours.example',
      INFISICAL_API_URL: 'https://official.example/api',
      INFISICAL_UNIVERSAL_AUTH_CLIENT_ID: 'official-id',
      INFISICAL_ENV_SLUG: '  staging ',
      INFISICAL_SECRET_PATH: '',
    };
    const read = reader('export', ['--domain', 'https://flag.example'], env);
    expect(read('domain')).toBe('https://flag.example');
    expect(reader('export', [], env)('domain')).toBe('https://ours.example');
    expect(reader('export', [], { INFISICAL_API_URL: 'https://o.example/api' })('domain')).toBe(
      'https://o.example/api',
    );
    expect(read('client-id')).toBe('official-id');
    // A blank flag counts as not given: the variable's server, never the default one, gets the
    // credentials meant for it.
    expect(reader('export', ['--domain='], env)('domain')).toBe('https://ours.example');
    expect(reader('export', ['--domain', ' '], env)('domain')).toBe('https://ours.example');
    expect(read('env-slug')).toBe('staging');
    // Set but empty counts as not set: the default applies.
    expect(read('secret-path')).toBe('/');
    expect(read('timeout')).toBe('30');
    // What the command does not take reads as empty.
    expect(read('export-type')).toBe('');
    expect(read('operation')).toBe('');
  });

  it('--no-revoke is the action’s `clean`; a sub-action’s operation is its first argument', () => {
    expect(reader('export', ['--no-revoke'], {})('clean')).toBe('false');
    expect(reader('export', [], {})('clean')).toBe('true');
    expect(reader('tags', [], {})('operation')).toBe('list');
  });

  it('without --method, the credentials given choose it', () => {
    const method = (env: Record<string, string>, argv: string[] = []) =>
      reader('export', argv, env)('method');
    expect(method({})).toBe('universal');
    expect(method({ INFISICAL_TOKEN: 't' })).toBe('token');
    expect(method({ INFISICAL_API_KEY: 'k' })).toBe('token');
    expect(method({ INFISICAL_JWT: 'j' })).toBe('jwt');
    // A leftover client id without its secret is not complete: the token wins (issue 29).
    expect(method({ INFISICAL_TOKEN: 't', INFISICAL_UNIVERSAL_AUTH_CLIENT_ID: 'id' })).toBe(
      'token',
    );
    expect(method({ INFISICAL_CLIENT_ID: 'id' })).toBe('universal');
    // Both complete: the access token, which needs no login.
    expect(
      method({ INFISICAL_TOKEN: 't', INFISICAL_CLIENT_ID: 'i', INFISICAL_CLIENT_SECRET: 's' }),
    ).toBe('token');
    expect(method({ INFISICAL_TOKEN: 't', INFISICAL_METHOD: 'oidc' })).toBe('oidc');
    expect(method({ INFISICAL_JWT: 'j' }, ['--method', 'kubernetes'])).toBe('kubernetes');
  });

  it('names the credentials given as flags, and only those', () => {
    const sources = (argv: string[]) => ({
      command: command('run'),
      flags: parse('run', argv).flags,
      env: { INFISICAL_JWT: 'from-env' },
    });
    expect(givenAsFlags(sources(['--client-secret', 's', '--client-id', 'i', '--jwt=x']))).toEqual([
      'client-secret',
      'jwt',
    ]);
    expect(givenAsFlags(sources(['--access-token=']))).toEqual([]);
  });
});

describe('commands and --help', () => {
  it('has export, run, and one command per sub-action of the spec', () => {
    // `login` is the action's alone: each command of the tool logs in and revokes on its own.
    expect([...commands.keys()]).toEqual(['export', 'run', ...TOOL_SUB_ACTIONS]);
    const overview = overviewHelp(commands);
    for (const name of commands.keys()) expect(overview).toMatch(new RegExp(`^  ${name} `, 'm'));
    expect(overview.replace(/\s+/g, ' ')).toContain(
      'INFISICAL_API_URL, INFISICAL_UNIVERSAL_AUTH_ACCESS_TOKEN, INFISICAL_TOKEN',
    );
  });

  const flat = (text: string): string => text.replace(/\s+/g, ' ');

  it.each(['export', 'run', ...TOOL_SUB_ACTIONS])(
    '%s --help lists every input the tool takes, with the spec’s own description',
    (name) => {
      const spec =
        ACTION_SPECS[(name === 'export' || name === 'run' ? 'main' : name) as ActionName];
      const help = flat(commandHelp(command(name)));
      const options = optionsOf(command(name));
      for (const [input, description] of Object.entries(allInputs(spec))) {
        if (input === 'operation') continue;
        if (!options.has(input)) continue;
        expect(help).toMatch(new RegExp(`--(\\[no-\\])?${input}\\b`));
        expect(help, input).toContain(
          flat(plainText(description.toolDescription ?? description.description)),
        );
      }
      for (const operation of Object.keys(spec.operations ?? {})) {
        expect(help).toContain(flat(plainText(spec.operations![operation]!)));
      }
      // Every connection input is there, the GitHub-only ones are not.
      expect(options.has('client-secret') && options.has('domain')).toBe(true);
      expect(options.has('clean') || options.has('export-type')).toBe(false);
    },
  );

  it('shows a switch as --[no-]name, lines as repeatable, and where each value is also read', () => {
    const help = commandHelp(command('export'));
    expect(help).toContain('--[no-]recursive  (default: false)');
    expect(help).toContain('--secret-path VALUE  (repeatable; default: /; also --path)');
    expect(help).toContain('--env-slug VALUE  (required; also --env, -e)');
    expect(help).toContain('--output FILE  (also --output-file, -o)');
    expect(flat(help)).toContain('Variable: INFISICAL_DOMAIN, then INFISICAL_API_URL.');
  });
});

describe('inertJson', () => {
  it('reads back as the same value, and holds no `##` a CI could take for a command', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), (value, text) => {
        const outputs = { value, text: `##vso[task.prependpath]${text}` };
        const printed = inertJson(outputs);
        expect(printed).not.toContain('##');
        expect(JSON.parse(printed)).toEqual(JSON.parse(JSON.stringify(outputs)));
      }),
    );
  });
});

describe('plainLine', () => {
  it('writes control characters as escapes and takes `##` commands apart', () => {
    expect(plainLine('a\nb\r\x1b[31m\x00')).toBe('a\\nb\\r\\x1b[31m\\x00');
    expect(plainLine('##vso[task.setvariable variable=x]y')).toBe(
      '#\\x23vso[task.setvariable variable=x]y',
    );
    expect(plainLine('tab\tand ünïcode')).toBe('tab\tand ünïcode');
  });
});
