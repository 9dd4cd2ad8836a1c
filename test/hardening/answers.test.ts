// Answers are checked where they enter, so a server (or something answering in its place) that
// sends a field of the wrong type fails the step with one error naming the operation and the
// field, exports nothing, and never shows a JavaScript error (`value.trim is not a function`).
// Extra fields anywhere are ignored. The answers are rewritten on their way from the loopback
// server to the action, by the transport the action is given.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTransport, type Transport } from '../../src/api/transport.js';
import { MEMBER_CLIENT_SECRET, PROJECT_ID } from '../support/fake-server/index.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { runStep, type ActionRun } from '../support/run.ts';
import { login, mainInputs, useFakeServer } from '../support/use-fake-server.ts';

/** A JSON answer edited in place by a test. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const server = useFakeServer();

/** The real transport, with the JSON answers of one route passed through `edit` on the way. */
function rewriting(route: string, edit: (body: Loose) => void): Transport {
  const transport = createTransport();
  return async (request) => {
    // Without `read`, so that the body arrives as text to edit (the caller then reads it).
    const response = await transport({ ...request, read: undefined });
    if (`${request.method} ${request.url.pathname}` !== route || response.status !== 200) {
      return response;
    }
    const body = JSON.parse(response.body) as unknown;
    edit(body);
    return { ...response, body: JSON.stringify(body) };
  };
}

const LIST = 'GET /api/v3/secrets/raw';

function expectNothingExported(run: ActionRun): void {
  expect(run.exitCode).toBe(1);
  expect(run.errors).toHaveLength(1);
  expect(run.envEntries).toEqual([]);
  expect(run.outputs).toEqual({});
  expect(existsSync(path.join(run.workspace, '.env'))).toBe(false);
  expect(run.stdout).not.toMatch(/is not a function|TypeError|\n\s+at /);
}

describe('a listing whose fields have the wrong type', () => {
  it('a number as a value: one error naming the operation and the field, nothing exported', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: mainInputs(server().url, { 'export-type': 'env,output,file' }),
      deps: { transport: rewriting(LIST, (body) => (body.secrets[3].secretValue = 8675309)) },
    });
    expectNothingExported(run);
    expect(run.errors[0]).toMatch(
      /^list secrets of dev:\/ failed \(GET \/api\/v3\/secrets\/raw\): the answer is not what this API sends: `secrets\[3\]\.secretValue` is a number\. Check `domain`/,
    );
    expect(run.errors[0]).not.toContain('8675309');
    expectNoLeaks(run, [MEMBER_CLIENT_SECRET]);
  });

  it('an imported secret without a key: the same, naming the import', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: mainInputs(server().url),
      deps: { transport: rewriting(LIST, (body) => delete body.imports[0].secrets[1].secretKey) },
    });
    expectNothingExported(run);
    expect(run.errors[0]).toContain('`imports[0].secrets[1].secretKey` is missing');
  });

  it('extra fields at every level are ignored: the same secrets are exported', async () => {
    const plain = await runStep({ mode: 'in-process', inputs: mainInputs(server().url) });
    expect(plain.exitCode).toBe(0);
    const extra = () => ({
      secretMetadata: [{ key: 'owner', value: 'team', isEncrypted: false }],
      secretReminderRecipients: [],
      isRotatedSecret: false,
      rotationId: null,
      actor: { actorType: 'identity', actorId: 'x', name: 'ci', membershipId: null },
      future: { nested: { list: [1, 'two', null, { three: [] }] } },
    });
    const run = await runStep({
      mode: 'in-process',
      inputs: mainInputs(server().url),
      deps: {
        transport: rewriting(LIST, (body) => {
          Object.assign(body, { futureTopLevel: { anything: [1, 2] }, totalCount: 99 });
          for (const secret of body.secrets) {
            Object.assign(secret, extra(), { secretValueHidden: false });
            for (const tag of secret.tags ?? []) Object.assign(tag, { futureTagField: { x: 1 } });
          }
          for (const group of body.imports) {
            Object.assign(group, {
              id: 'import-id',
              importFolderId: 'folder-id',
              environmentInfo: { id: 'e', slug: group.environment, name: 'Staging' },
            });
            for (const secret of group.secrets) {
              Object.assign(secret, extra(), {
                secretValueHidden: false,
                secretTags: [{ id: 't', slug: 'x', name: 'X', color: null }],
              });
            }
          }
        }),
      },
    });
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(run.envEntries).toEqual(plain.envEntries);
  });
});

describe("a sub-action's answers", () => {
  it('tags: a tag without an id is one error naming it, no output', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'tags',
      inputs: { ...login(server()), 'project-id': PROJECT_ID, operation: 'list' },
      deps: {
        transport: rewriting(
          `GET /api/v1/workspace/${PROJECT_ID}/tags`,
          (body) => delete body.workspaceTags[0].id,
        ),
      },
    });
    expect(run.exitCode).toBe(1);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toMatch(
      /^list tags failed \(GET \/api\/v1\/workspace\/[^)]+\/tags\): the answer is not what this API sends: `workspaceTags\[0\]\.id` is missing\./,
    );
    expect(run.outputs).toEqual({});
  });

  it('secrets set: a stored value that is not a string is one error, nothing written', async () => {
    server().state.setSecret({ environment: 'dev', path: '/', key: 'SAME', value: 'stored' });
    const run = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: {
        ...login(server()),
        'project-id': PROJECT_ID,
        operation: 'set',
        'env-slug': 'dev',
        secrets: 'SAME=stored\nNEW=new-value',
      },
      deps: {
        transport: rewriting(LIST, (body) => {
          for (const secret of body.secrets) secret.secretValue = 8675309;
        }),
      },
    });
    expect(run.exitCode).toBe(1);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toMatch(/`secrets\[0\]\.secretValue` is a number/);
    expect(server().requests.filter((r) => r.path === '/api/v3/secrets/batch/raw')).toEqual([]);
  });
});
