// The standalone CLI: one JSON line with the URL and credentials, then serve until SIGTERM.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MEMBER_CLIENT_ID, MEMBER_CLIENT_SECRET } from '../support/fake-server/index.ts';

const CLI = fileURLToPath(new URL('../support/fake-server/cli.ts', import.meta.url));
// The CLI needs Node's type stripping: prefer the project's Node 24 over whatever runs vitest.
const NODE24 = fileURLToPath(new URL('../../node_modules/node/bin/node', import.meta.url));
const NODE = existsSync(NODE24) ? NODE24 : process.execPath;

describe('fake server CLI', () => {
  it('prints the URL and credentials, serves, and stops on SIGTERM', async () => {
    const child = spawn(NODE, [CLI, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const lines = createInterface({ input: child.stdout });
      const [line] = (await once(lines, 'line')) as [string];
      const info = JSON.parse(line) as {
        url: string;
        universalAuth: { clientId: string; clientSecret: string };
      };
      expect(info.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(info.universalAuth).toMatchObject({
        clientId: MEMBER_CLIENT_ID,
        clientSecret: MEMBER_CLIENT_SECRET,
      });
      const login = await fetch(`${info.url}/api/v1/auth/universal-auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(info.universalAuth),
      });
      expect(login.status).toBe(200);
      child.kill('SIGTERM');
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
