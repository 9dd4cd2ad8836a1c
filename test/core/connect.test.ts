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
const REVOKE_PATH = '/api/v1/auth/token/revoke';

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

/** Logs in as the member, with a token record that cannot be written; what connect() did. */
async function connectUnrecorded(): Promise<{ failure: unknown; lines: string[]; told: string[] }> {
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
  const told: string[] = [];
  const record: TokenRecord = {
    recorded: () => {
      throw new Error('ENOSPC: no space left on device, write');
    },
    revoked: () => told.push('revoked'),
    revokeFailed: () => told.push('revokeFailed'),
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
  return { failure, lines, told };
}

describe('connect', () => {
  it('a token whose record cannot be written is revoked at once, and the error stands', async () => {
    const { failure, told } = await connectUnrecorded();
    expect(String(failure)).toContain('ENOSPC');
    expect(calls(server())).toEqual(['POST /api/v1/auth/universal-auth/login', REVOKE]);
    // The record holds nothing: it is not asked to note the revoke either.
    expect(told).toEqual([]);
  });

  it('that revoke is the last chance: retried, and a failure never promises the post step', async () => {
    server().faults.add({ match: { method: 'POST', path: REVOKE_PATH }, kind: { status: 503 } });
    const { failure, lines } = await connectUnrecorded();
    expect(String(failure)).toContain('ENOSPC');
    expect(calls(server())).toEqual(['POST /api/v1/auth/universal-auth/login', REVOKE, REVOKE]);
    expect(lines).toContain('info: Revoked the access token.');
    expect(lines.join('\n')).not.toMatch(/post step|Could not record/);
  });
});
