// The server the tool connects to while a command starts (src/cli/early.ts): the one its options
// will name, read the same way; none for help, version, or a command line the options refuse.
import { describe, expect, it } from 'vitest';
import { serverFor } from '../../src/cli/early.js';

describe('the server a command line names', () => {
  it.each([
    [['export', '--domain', 'http://127.0.0.1:1'], {}, 'http://127.0.0.1:1'],
    [
      ['export', '--domain=http://127.0.0.1:2'],
      { INFISICAL_DOMAIN: 'http://127.0.0.1:3' },
      'http://127.0.0.1:2',
    ],
    [
      ['run', '--', 'tool', '--domain', 'http://127.0.0.1:4'],
      { INFISICAL_DOMAIN: 'http://127.0.0.1:5' },
      'http://127.0.0.1:5',
    ],
    [
      ['export'],
      { INFISICAL_DOMAIN: ' ', INFISICAL_API_URL: 'http://127.0.0.1:6/api' },
      'http://127.0.0.1:6/api',
    ],
    [['tags', 'list'], {}, 'https://app.infisical.com'],
    // Blank counts as not given, as the option reader has it.
    [['export', '--domain='], { INFISICAL_DOMAIN: 'http://127.0.0.1:8' }, 'http://127.0.0.1:8'],
  ])('%j with %j: %s', (argv, env, server) => {
    expect(serverFor(argv, env)).toBe(server);
  });

  it.each([
    [[]],
    [['--help']],
    [['--version']],
    [['help', 'export']],
    [['export', '--help']],
    [['run', '-h']],
    // What the options refuse, or what does not connect: a usage error comes first.
    [['version']],
    [['exprot']],
    [['export', '--domain']],
    [['export', '--domain', '--recursive']],
    [['export', '--domain', 'http://127.0.0.1:1', '--domain=http://127.0.0.1:2']],
  ])('%j: none', (argv) => {
    expect(serverFor(argv, { INFISICAL_DOMAIN: 'http://127.0.0.1:7' })).toBeUndefined();
  });
});
