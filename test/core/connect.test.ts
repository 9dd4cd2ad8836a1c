// connect(): the token the action obtained is recorded for a later step right after the login;
// when recording it fails (GITHUB_STATE cannot be written), nothing later would know of the
// token, so it is revoked at once and the step fails with the recording's error.
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { connect } from '../../src/core/connect.js';
import type { TokenRecord } from '../../src/core/session.js';
import { readConnection } from '../../src/settings/connection.js';
import { MEMBER_CLIENT_ID, MEMBER_CLIENT_SECRET } from '../support/fake-server/index.ts';
import { fakeTiming } from '../support/run-action.ts';
import { calls, REVOKE, useFakeServer } from '../support/use-fake-server.ts';

const server = useFakeServer();

function io(lines: string[]) {
  const say = (kind: string) => (text: unknown) => lines.push(`${kind}: ${String(text)}`);
  return {
    info: say('info'),
    debug: say('debug'),
    notice: say('notice'),
    warning: say('warning'),
    error: say('error'),
    mask: () => {},
    env: {},
    workspace: os.tmpdir(),
  };
}

describe('connect', () => {
  it('a token whose record cannot be written is revoked at once, and the error stands', async () => {
    const inputs: Record<string, string> = {
      domain: server().url,
      'client-id': MEMBER_CLIENT_ID,
      'client-secret': MEMBER_CLIENT_SECRET,
    };
    const settings = readConnection({
      read: (name: string) => inputs[name] ?? '',
      mask: () => {},
      workspace: os.tmpdir(),
    } as never);
    const record: TokenRecord = {
      recorded: () => {
        throw new Error('ENOSPC: no space left on device, write');
      },
      revoked: () => {},
      revokeFailed: () => {},
    };
    const lines: string[] = [];
    const timing = fakeTiming();
    const failure = await connect(
      settings,
      io(lines) as never,
      { now: timing.now, retry: timing.retry },
      record,
    ).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(String(failure)).toContain('ENOSPC');
    expect(calls(server())).toEqual(['POST /api/v1/auth/universal-auth/login', REVOKE]);
  });
});
