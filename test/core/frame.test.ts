// The session frame every step and command runs in: inputs first (a usage error in the tool sends
// nothing), the login, the work, the one failure path, and the token revoked at the end on the
// connection already open, once, after the error line; a work that closed the session early (the
// tool's `run`) is waited for, not revoked twice.
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { inSession } from '../../src/core/frame.js';
import { InputError } from '../../src/errors/input.js';
import { readConnection } from '../../src/settings/connection.js';
import { MEMBER_CLIENT_ID, MEMBER_CLIENT_SECRET } from '../support/fake-server/index.ts';
import { fakeTiming } from '../support/run-action.ts';
import { calls, REVOKE, useFakeServer } from '../support/use-fake-server.ts';

const server = useFakeServer();
const LOGIN = 'POST /api/v1/auth/universal-auth/login';

function io(lines: string[]) {
  const say = (kind: string) => (text: unknown) => lines.push(`${kind}: ${String(text)}`);
  return {
    info: say('info'),
    debug: say('debug'),
    notice: say('notice'),
    warning: say('warning'),
    error: say('error'),
    startGroup: () => {},
    endGroup: () => {},
    mask: () => {},
    env: {},
    workspace: os.tmpdir(),
  };
}

const connection = () => {
  const inputs: Record<string, string> = {
    domain: server().url,
    'client-id': MEMBER_CLIENT_ID,
    'client-secret': MEMBER_CLIENT_SECRET,
  };
  return readConnection({
    read: (name: string) => inputs[name] ?? '',
    mask: () => {},
    workspace: os.tmpdir(),
  } as never);
};

const deps = () => {
  const timing = fakeTiming();
  return { now: timing.now, retry: timing.retry };
};

describe('the session frame', () => {
  it('a wrong input with `usage`: handed back, nothing said, nothing sent', async () => {
    const lines: string[] = [];
    const ended = await inSession({
      io: io(lines) as never,
      usage: true,
      prepare: () => {
        throw new InputError('Input `timeout` must be a number.');
      },
      work: async () => 'never',
    });
    expect(ended.ok).toBe(false);
    expect(String(!ended.ok && ended.usage)).toBe('Input `timeout` must be a number.');
    expect(lines).toEqual([]);
    expect(server().requests).toEqual([]);
  });

  it('a failing work: one error line, then the token revoked', async () => {
    const lines: string[] = [];
    const ended = await inSession({
      io: io(lines) as never,
      deps: deps(),
      prepare: () => ({ connection: connection() }),
      opening: () => 'Opening.',
      work: async () => {
        throw new InputError('Nothing to do.');
      },
    });
    expect(ended).toEqual({ ok: false });
    expect(lines.filter((line) => !line.startsWith('debug'))).toEqual([
      'info: Opening.',
      'error: Nothing to do.',
      'info: Revoked the access token.',
    ]);
    expect(calls(server())).toEqual([LOGIN, REVOKE]);
  });

  it('a work that closes the session early: waited for, revoked once', async () => {
    const lines: string[] = [];
    const ended = await inSession({
      io: io(lines) as never,
      deps: deps(),
      prepare: () => ({ connection: connection() }),
      work: async (session) => {
        void session.close({ quiet: true });
        return 7;
      },
    });
    expect(ended).toEqual({ ok: true, value: 7 });
    expect(calls(server())).toEqual([LOGIN, REVOKE]);
    expect(lines).toContain('debug: Revoked the access token.');
  });
});
