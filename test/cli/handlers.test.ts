// Each command of the tool has a handler of its own, found by its name: none is missing, none is
// left over, and each sub-action's command runs that sub-action (its code loaded when it runs).
import { describe, expect, it, vi } from 'vitest';
import { HANDLERS } from '../../src/cli/main.js';
import { cliCommands } from '../../src/cli/options.js';
import { TOOL_SUB_ACTIONS } from '../../src/spec/names.js';

// The sub-action's runner, replaced by one that answers with the name it was made for.
vi.mock('../../src/cli/sub-command.js', () => ({
  subActionCommand: (name: string) => async () => ({ ran: name }),
}));

describe('command handlers', () => {
  it('every command has exactly one handler, and every handler a command', () => {
    expect([...HANDLERS.keys()].sort()).toEqual([...cliCommands().keys()].sort());
  });

  it("each sub-action's command runs that sub-action", async () => {
    for (const name of TOOL_SUB_ACTIONS) {
      const handler = HANDLERS.get(name);
      expect(handler, name).toBeDefined();
      expect(await handler!({} as never)).toEqual({ ran: name });
    }
  });
});
