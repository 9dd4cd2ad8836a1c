// The one place each adapter decides how a reference to an input reads: the action writes its
// YAML input, the tool its flag and variable. And messages `run` shares with the action's env
// export (a NUL, a value too large for the environment, a name the environment refuses): the
// action's words as they were, the tool's pointing to what it has instead of `export-type`.
import { describe, expect, it } from 'vitest';
import { toolWording } from '../../src/cli/words.js';
import { InputError } from '../../src/errors/input.js';
import { ACTION_WORDING, prose, ref, say, subject, words } from '../../src/errors/words.js';
import { planExport } from '../../src/export/plan.js';

const inAction = (text: Parameters<typeof say>[0]) => say(text, ACTION_WORDING);
const inTool = (text: Parameters<typeof say>[0], command = 'export') =>
  say(text, toolWording(command));

describe('references, in each adapter', () => {
  it.each([
    [ref('client-id'), '`client-id`', '`--client-id` / INFISICAL_CLIENT_ID'],
    [ref('method', 'oidc'), '`method: oidc`', '`--method oidc`'],
    [subject('timeout'), 'Input `timeout`', '`--timeout` / INFISICAL_TIMEOUT'],
    [prose('if-exists', 'skip'), 'if-exists: skip', '--if-exists skip'],
    [ref('include-imports', 'false'), '`include-imports: false`', '`--no-include-imports`'],
    [ref('fail-on-empty', 'true'), '`fail-on-empty: true`', '`--fail-on-empty`'],
    // The action's inputs that the tool does with options of its own.
    [ref('file-format', 'json'), '`file-format: json`', '`--format json`'],
    [ref('file-output-path'), '`file-output-path`', '`--output`'],
    [ref('clean'), '`clean`', '`--revoke`'],
    // A sub-action's operation is the command that runs it.
    [ref('operation', 'set'), '`operation: set`', '`infisical-ci secrets set`'],
    [subject('operation'), 'Input `operation`', 'The operation (`infisical-ci secrets OPERATION`)'],
  ])('%#: %s', (reference, action, tool) => {
    expect(inAction(reference)).toBe(action);
    expect(inTool(reference, 'secrets')).toBe(tool);
  });

  it('a message keeps its text around the references', () => {
    const text = words`Check ${ref('domain')}: set ${ref('method', 'jwt')}.`;
    expect(inAction(text)).toBe('Check `domain`: set `method: jwt`.');
    expect(inTool(text)).toBe('Check `--domain` / INFISICAL_DOMAIN: set `--method jwt`.');
    // An error's message is the action's words; the tool writes its words.
    const error = new InputError(text);
    expect(error.message).toBe(inAction(text));
    expect(inTool(error.words)).toBe(inTool(text));
  });
});

describe('what `run` shares with the env export', () => {
  const entry = (name: string, value: string) => ({
    name,
    secret: {
      key: name,
      value,
      source: { kind: 'own', path: '/', folder: '/' },
      overrode: [],
    } as const,
  });
  const env = {
    exportTypes: new Set(['env']) as never,
    file: { path: '', displayPath: '', format: 'dotenv' as const },
  };
  const refusal = (name: string, value: string): InputError => {
    try {
      planExport(env, [entry(name, value)]);
    } catch (error) {
      if (error instanceof InputError) return error;
      throw error;
    }
    throw new Error('not refused');
  };

  it('a NUL', () => {
    const error = refusal('WITH_NUL', 'a\0b');
    expect(error.message).toBe(
      '`WITH_NUL` holds a NUL character, which no environment variable can carry. Export with `export-type: file` (`json`) or `output`, or leave it out with `keys`.',
    );
    expect(inTool(error.words, 'run')).toBe(
      '`WITH_NUL` holds a NUL character, which no environment variable can carry. Write it to a file with `infisical-ci export --format json --output FILE`, or leave it out with `--keys` / INFISICAL_KEYS.',
    );
  });

  it('a value too large for the environment', () => {
    const error = refusal('HUGE', 'x'.repeat(128 * 1024 + 1));
    expect(error.message).toBe(
      '`HUGE` is larger than 128 KiB, too large for an environment variable (later steps would fail to start). Export it with `export-type: file` or `output`, or leave it out with `keys`.',
    );
    expect(inTool(error.words, 'run')).toBe(
      '`HUGE` is larger than 128 KiB, too large for an environment variable (the command would fail to start). Write it to a file with `infisical-ci export --output FILE`, or leave it out with `--keys` / INFISICAL_KEYS.',
    );
  });

  it('a name the environment refuses', () => {
    const error = refusal('NODE_OPTIONS', 'v');
    expect(error.message).toBe(
      'This name cannot be used for environment variables: "NODE_OPTIONS" (refused by the runner). Rename with `keys` (`NEW_NAME=KEY` lines) or `env-prefix`, leave it out with `keys`, or export to a `json` or `yaml` file only.',
    );
    expect(inTool(error.words, 'run')).toBe(
      'This name cannot be used for environment variables: "NODE_OPTIONS" (refused by the runner). Rename with `--keys` / INFISICAL_KEYS (`NEW_NAME=KEY` lines) or `--env-prefix` / INFISICAL_ENV_PREFIX, leave it out with `--keys` / INFISICAL_KEYS, or write it to a `json` or `yaml` file with `infisical-ci export`.',
    );
  });
});
