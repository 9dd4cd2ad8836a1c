// A listing larger than the response cap fails with one error line and the token revoked, never
// a crash. The cap itself (32 MiB) is what every export can carry: a listing costs the tool about
// 30 times its size at its peak (docs/performance.md), so the old 256 MiB let a 250 MiB listing
// overflow Node's heap with no error line and no revoke. Tested through the transport's seam with
// a lowered cap: nothing here allocates more than a few hundred KiB.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTransport } from '../../src/api/transport.js';
import { main } from '../../src/cli/main.js';
import { MAX_RESPONSE_BYTES } from '../../src/errors/transport.js';
import {
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  PROJECT_SLUG,
} from '../support/fake-server/index.ts';
import { fakeTiming } from '../support/run-action.ts';
import { calls, REVOKE, useFakeServer } from '../support/use-fake-server.ts';

const server = useFakeServer();

/** A stream that keeps what is written to it. */
function collected(): { stream: PassThrough; text: () => string } {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

describe('a listing over the response cap', () => {
  it('the cap is what every export can carry: 32 MiB', () => {
    expect(MAX_RESPONSE_BYTES).toBeLessThanOrEqual(32 * 1024 * 1024);
  });

  it('export --format json: one error line, nothing printed, the token revoked', async () => {
    const cap = 64 * 1024;
    server().state.createBulkSecrets({
      environment: 'dev',
      path: '/big',
      count: 40,
      valueLength: 4096,
    });
    const stdout = collected();
    const stderr = collected();
    const timing = fakeTiming();
    const code = await main(
      ['export', '--env-slug', 'dev', '--secret-path', '/big', '--format', 'json'],
      {
        env: {
          PATH: process.env.PATH ?? '',
          INFISICAL_DOMAIN: server().url,
          INFISICAL_CLIENT_ID: MEMBER_CLIENT_ID,
          INFISICAL_CLIENT_SECRET: MEMBER_CLIENT_SECRET,
          INFISICAL_PROJECT_SLUG: PROJECT_SLUG,
        },
        cwd: process.cwd(),
        stdout: stdout.stream,
        stderr: stderr.stream,
        deps: {
          now: timing.now,
          retry: timing.retry,
          transport: createTransport({ env: {}, maxResponseBytes: cap }),
        },
      },
    );
    expect(code).toBe(1);
    expect(stdout.text()).toBe('');
    const errors = stderr
      .text()
      .split('\n')
      .filter((line) => line.startsWith('error:'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^error: list secrets of dev:\/big failed .*the response was larger than 32 MiB/,
    );
    expect(calls(server()).at(-1)).toBe(REVOKE);
  });
});
