// Each command of the tool has a handler of its own, found by its name: none is missing, none is
// left over, and each sub-action's command runs that sub-action.
import { describe, expect, it } from 'vitest';
import { HANDLERS } from '../../src/cli/main.js';
import { cliCommands } from '../../src/cli/options.js';

describe('command handlers', () => {
  it('every command has exactly one handler, and every handler a command', () => {
    expect([...HANDLERS.keys()].sort()).toEqual([...cliCommands().keys()].sort());
  });

  it('each command has a handler of its own', () => {
    expect(new Set(HANDLERS.values()).size).toBe(HANDLERS.size);
  });
});
