// What `infisical-ci run --help` and SECURITY.md say of the redaction, the CIs' masks and starting
// the command on Windows: the same facts as the code (the minimum length is the code's constant).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commandHelp } from '../../src/cli/help.js';
import { cliCommands } from '../../src/cli/options.js';
import { MIN_ENCODED_LENGTH } from '../../src/cli/forms.js';

describe('what run --help and SECURITY.md say', () => {
  const flat = (text: string): string => text.replace(/`/g, '').replace(/\s+/g, ' ');
  const help = flat(commandHelp(cliCommands().get('run')!));
  const security = flat(readFileSync(new URL('../../SECURITY.md', import.meta.url), 'utf8'));

  it('names every form hidden and the minimum length of an encoded form', () => {
    for (const text of [help, security]) {
      for (const words of [
        'three byte alignments',
        'JSON string escapes',
        'ASCII \\uXXXX',
        'encodeURIComponent and RFC 3986',
        'form encoding',
        'XML escapes',
        "Python's quote",
        'lower-case hex',
        '\\/',
        '&#x27;',
        '&#39;',
        '&#039;',
        '&#34;',
        '&#43;',
        "CSV's doubled quotes",
        'printf %q',
        'set -x',
        'shlex.quote',
        `shorter than ${MIN_ENCODED_LENGTH} characters`,
      ]) {
        expect(text).toContain(words);
      }
    }
  });

  it('says how each CI gets the masks and how Windows starts the command', () => {
    for (const text of [help, security]) {
      expect(text).toContain('TF_BUILD=True');
      expect(text).toContain('task.setsecret');
      expect(text).toContain('PATHEXT');
      expect(text).toContain('cmd.exe /d /e:on /v:off /s /c');
    }
  });

  it('issues no command of a CI when printed in its log', () => {
    expect(help).not.toMatch(/::add-mask::|##vso\[|##\[/);
  });
});
