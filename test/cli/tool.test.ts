// How the tool ends for the end of `run`'s command: a signal is raised on the tool only where
// raising it does nothing but end it; any other is reported as 128 + its number.
import { constants } from 'node:os';
import { describe, expect, it } from 'vitest';
import { endFor } from '../../src/cli/tool.js';

describe('endFor', () => {
  it('an exit code is the tool’s', () => {
    expect(endFor(0)).toEqual({ code: 0 });
    expect(endFor(7)).toEqual({ code: 7 });
  });

  it('raises SIGINT, SIGTERM, SIGHUP and SIGKILL on the tool, so its parent sees the same end', () => {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGKILL'] as const) {
      expect(endFor({ signal })).toEqual({ raise: signal });
    }
  });

  it('any other signal is exit 128 + N, never raised: SIGUSR1 would open the inspector, SIGQUIT write a core file', () => {
    for (const signal of [
      'SIGUSR1',
      'SIGUSR2',
      'SIGQUIT',
      'SIGABRT',
      'SIGSEGV',
      'SIGPIPE',
    ] as const) {
      expect(endFor({ signal })).toEqual({ code: 128 + constants.signals[signal] });
    }
  });
});
