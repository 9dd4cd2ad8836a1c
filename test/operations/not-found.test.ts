// `if-missing: skip` takes as "already gone" only the API's own JSON not-found for the resource.
// A 404 from anything else (a proxy's page, another service at a wrong `domain`, the server's
// router) says nothing about the resource: the step fails naming `domain`, and nothing is gone.
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEV_ROOT_IMPORT_ID,
  ENV_IDS,
  PROJECT_ID,
  type FakeServer,
} from '../support/fake-server/index.ts';
import {
  startReverseProxy,
  type ProxyAnswer,
  type ReverseProxy,
} from '../support/reverse-proxy.ts';
import { capture } from '../support/captures.ts';
import { expectFailure, useProjectServer } from './helpers.ts';
import { runStep } from '../support/run.ts';

const { server, inputs } = useProjectServer({ 'env-slug': 'dev' });

const HTML_404: ProxyAnswer = {
  status: 404,
  headers: { 'content-type': 'text/html' },
  body: '<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1></body></html>',
};
/** A gateway's own JSON 404 (Kong's words), not the API's. */
const GATEWAY_404: ProxyAnswer = {
  status: 404,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ message: 'no Route matched with those values' }),
};
/** The server's router: no route for this method and path. */
const ROUTER_404: ProxyAnswer = {
  status: 404,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(capture('unknown-route').response.body),
};

let proxy: ReverseProxy | undefined;
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
});

/** A front that passes everything to the server but answers every DELETE itself. */
async function frontAnsweringDeletes(answer: ProxyAnswer): Promise<string> {
  proxy = await startReverseProxy({
    upstream: server().url,
    intercept: (request) => (request.method === 'DELETE' ? answer : undefined),
  });
  return proxy.url;
}

const folderExists = (s: FakeServer, path: string): boolean =>
  s.state.folder(ENV_IDS.dev, path) !== undefined;

const NOT_THE_API = /HTTP 404: .*nothing is taken as deleted already: check (that )?`domain`/;

describe("if-missing: skip, and a 404 that is not the API's own", () => {
  it.each([
    ['an HTML page', HTML_404, /HTTP 404: non-JSON response \(text\/html\)\./],
    ["a gateway's JSON", GATEWAY_404, /HTTP 404: no Route matched with those values\./],
    ["the server's router", ROUTER_404, /HTTP 404: Route GET:\/api\/v9\/nothing not found/],
  ])(
    'folders delete: %s is an error naming `domain`; the folder stays',
    async (_name, answer, said) => {
      const domain = await frontAnsweringDeletes(answer);
      const run = await runStep({
        mode: 'in-process',
        action: 'folders',
        inputs: inputs({
          domain,
          operation: 'delete',
          'folder-path': '/app',
          'if-missing': 'skip',
        }),
      });
      expectFailure(run, NOT_THE_API);
      expect(run.errors[0]).toMatch(said);
      expect(run.notices).toEqual([]);
      expect(folderExists(server(), '/app')).toBe(true);
    },
  );

  it('environments delete by id: an HTML 404 is an error naming `domain`', async () => {
    const domain = await frontAnsweringDeletes(HTML_404);
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs({
        domain,
        operation: 'delete',
        'environment-id': ENV_IDS.staging,
        'if-missing': 'skip',
      }),
    });
    expectFailure(run, NOT_THE_API);
    expect(run.notices).toEqual([]);
    expect(server().state.environment(PROJECT_ID, 'staging')).toBeDefined();
  });

  it('environments delete by slug: an HTML 404 is an error naming `domain`', async () => {
    const domain = await frontAnsweringDeletes(HTML_404);
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs({
        domain,
        operation: 'delete',
        'environment-slug': 'staging',
        'if-missing': 'skip',
      }),
    });
    expectFailure(run, NOT_THE_API);
    expect(run.notices).toEqual([]);
  });

  it('imports delete: an HTML 404 is an error naming `domain`; the import stays', async () => {
    const domain = await frontAnsweringDeletes(HTML_404);
    const run = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({
        domain,
        operation: 'delete',
        'secret-import-id': DEV_ROOT_IMPORT_ID,
        'if-missing': 'skip',
      }),
    });
    expectFailure(run, NOT_THE_API);
    expect(run.notices).toEqual([]);
    expect(server().state.imports.has(DEV_ROOT_IMPORT_ID)).toBe(true);
  });

  it('the built bundle: folders delete behind a front that answers HTML 404s exits 1 naming `domain`', async () => {
    const domain = await frontAnsweringDeletes(HTML_404);
    const run = await runStep({
      mode: 'built',
      action: 'folders',
      inputs: inputs({ domain, operation: 'delete', 'folder-path': '/app', 'if-missing': 'skip' }),
    });
    expectFailure(run, NOT_THE_API);
    expect(run.notices).toEqual([]);
    expect(folderExists(server(), '/app')).toBe(true);
  });

  it("the API's own not-found through the same front is still nothing to delete", async () => {
    proxy = await startReverseProxy({ upstream: server().url });
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({
        domain: proxy.url,
        operation: 'delete',
        'folder-path': '/never-there',
        'if-missing': 'skip',
      }),
    });
    expect(run.errors).toEqual([]);
    expect(run.notices).toEqual([
      'Folder `/never-there` in environment `dev` does not exist: nothing to delete (`if-missing: skip`).',
    ]);
  });
});
