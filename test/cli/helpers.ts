// Shared setup of the command-line tool's tests: a fresh loopback fake server per test (tests of
// a file run concurrently, so none shares one), the seeded identities' credentials as the
// variables a CI job would set, and the checks of a failed run.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import {
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  OUTSIDER_CLIENT_ID,
  OUTSIDER_CLIENT_SECRET,
  PROJECT_SLUG,
  SEED_SECRETS,
  startFakeServer,
  type FakeServer,
} from '../support/fake-server/index.ts';
import type { ToolRun } from '../support/run.ts';

export { DEV_ROOT } from '../support/fake-server/index.ts';
export { calls } from '../support/use-fake-server.ts';

/** A new seeded server for each call, all closed after the file (rate limits off: many logins). */
export function freshServers(): () => Promise<FakeServer> {
  const started: FakeServer[] = [];
  afterAll(async () => {
    await Promise.all(started.map((server) => server.close()));
  });
  return async () => {
    const server = await startFakeServer({ rateLimit: false });
    started.push(server);
    return server;
  };
}

/** Universal auth as the project's member (or an identity outside it), as CI variables. */
export function loginEnv(server: FakeServer, who: 'member' | 'outsider' = 'member') {
  return {
    INFISICAL_DOMAIN: server.url,
    INFISICAL_CLIENT_ID: who === 'member' ? MEMBER_CLIENT_ID : OUTSIDER_CLIENT_ID,
    INFISICAL_CLIENT_SECRET: who === 'member' ? MEMBER_CLIENT_SECRET : OUTSIDER_CLIENT_SECRET,
    INFISICAL_PROJECT_SLUG: PROJECT_SLUG,
  };
}

const dev = SEED_SECRETS.dev['/'];

/** A failure: exit 1, exactly one `error:` line matching, nothing on standard output. */
export function expectFailure(run: ToolRun, pattern: RegExp): void {
  expect(run.code, run.stderr).toBe(1);
  const errors = run.lines.filter((line) => line.startsWith('error: '));
  expect(errors, run.stderr).toHaveLength(1);
  expect(errors[0]).toMatch(pattern);
  expect(run.stdout).toBe('');
}

/** A usage error: exit 2, one `error:` line matching, nothing else printed, nothing sent. */
export function expectUsage(run: ToolRun, pattern: RegExp, server?: FakeServer): void {
  expect(run.code, run.stderr).toBe(2);
  expect(run.lines.filter((line) => line.startsWith('error: '))).toHaveLength(1);
  expect(run.stderr).toMatch(pattern);
  expect(run.stdout).toBe('');
  if (server) expect(server.requests).toEqual([]);
}

export interface Write {
  fd: 1 | 2;
  data: string | Buffer;
}

/** Writes a plan for `child.mjs writes` and returns its path and where the child's env will be. */
export function plan(writes: Write[], env: string[]): { file: string; envFile: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cli-child-'));
  const file = path.join(dir, 'plan.json');
  const envFile = path.join(dir, 'env.json');
  const encoded = writes.map(({ fd, data }) => ({
    fd,
    base64: Buffer.from(data).toString('base64'),
  }));
  writeFileSync(file, JSON.stringify({ writes: encoded, env, envFile }));
  return { file, envFile };
}

/**
 * What a run writes, and what its output must be: values replaced by `***`, everything else
 * byte for byte, on standard output and standard error.
 */
export function redactionCase(): { writes: Write[]; stdout: Buffer; stderr: string } {
  const binary = Buffer.concat([Buffer.from([...Array(256).keys()]), randomBytes(4096)]);
  const half = Math.floor(dev.API_KEY.length / 2);
  // Thousands of values back to back: reads of the pipe (64 KiB) cut some of them in two.
  const dense = `${dev.DATABASE_URL}\n`.repeat(3000);
  const basic = Buffer.from(`deploy:${dev.API_KEY}`).toString('base64');
  const writes: Write[] = [
    { fd: 1, data: `DATABASE_URL=${dev.DATABASE_URL}\n` },
    // One value in two writes, each handed to the system before the next.
    { fd: 1, data: `key: ${dev.API_KEY.slice(0, half)}` },
    { fd: 1, data: `${dev.API_KEY.slice(half)} end\n` },
    { fd: 1, data: binary },
    { fd: 1, data: 'line2 of a multi-line value\n' },
    { fd: 1, data: dense },
    { fd: 2, data: `err: ${dev.SPECIAL_CHARS}\n` },
    { fd: 2, data: `${JSON.stringify({ v: dev.SPECIAL_CHARS })}\n` },
    { fd: 2, data: `${MEMBER_CLIENT_SECRET}\n` },
    // Encoded forms: what curl -u sends, and a form body.
    { fd: 2, data: `auth: Basic ${basic}\n` },
    { fd: 2, data: `${new URLSearchParams({ user: 'deploy', p: dev.SPECIAL_CHARS })}\n` },
  ];
  const stdout = Buffer.concat([
    Buffer.from('DATABASE_URL=***\nkey: *** end\n'),
    binary,
    Buffer.from('*** of a multi-line value\n'),
    Buffer.from('***\n'.repeat(3000)),
  ]);
  // Of base64("deploy:" + value), the characters of the prefix alone and one that mixes both.
  const stderr = `err: ***\n{"v":"***"}\n***\nauth: Basic ${basic.slice(0, 10)}***\nuser=deploy&p=***\n`;
  return { writes, stdout, stderr };
}
