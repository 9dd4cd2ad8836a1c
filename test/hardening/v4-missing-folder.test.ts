// Today's server answers a missing folder on `GET /api/v4/secrets` with its own JSON 404, where
// the 2024 server answered an empty listing: `NotFoundError` in the listing's service
// (backend/src/services/secret-v2-bridge/ of `Infisical/infisical`), shaped by
// backend/src/server/plugins/error-handler.ts as `{reqId, statusCode, message, error}`. It stays
// the unknown-folder error, naming what exists, not a failed request.
import { afterEach, expect, it } from 'vitest';
import { MEMBER_CLIENT_SECRET } from '../support/fake-server/index.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { startReverseProxy, type ReverseProxy } from '../support/reverse-proxy.ts';
import { runStep } from '../support/run.ts';
import { mainInputs, useFakeServer } from '../support/use-fake-server.ts';

const server = useFakeServer({ routes: 'successor-only' });
let proxy: ReverseProxy | undefined;
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
});

it("the server's JSON 404 for a missing folder is the unknown-folder error", async () => {
  proxy = await startReverseProxy({
    upstream: server().url,
    intercept: (request) => {
      const url = new URL(request.target, 'http://x');
      if (request.path !== '/api/v4/secrets' || url.searchParams.get('secretPath') !== '/nope') {
        return undefined;
      }
      return {
        status: 404,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({
          reqId: 'req-missing-folder',
          statusCode: 404,
          message: "Folder with path '/nope' in environment with slug 'dev' was not found",
          error: 'NotFound',
        }),
      };
    },
  });
  const run = await runStep({
    mode: 'in-process',
    inputs: mainInputs(proxy.url, { 'secret-path': '/nope' }),
  });
  expect(run.exitCode).toBe(1);
  expect(run.errors).toEqual([
    expect.stringMatching(
      /^Folder `\/nope` not found in environment `dev` of project `[^`]+`; `\/` has .*Check `secret-path`\.$/,
    ),
  ]);
  expect(run.envEntries).toEqual([]);
  expectNoLeaks(run, [MEMBER_CLIENT_SECRET]);
});
