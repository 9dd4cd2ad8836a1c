// `method: kubernetes` and `method: jwt` settings: the token read (from the service-account file
// or the `jwt` input), masked the moment it is read, and one InputError naming the input when
// something is missing. `method: azure` and `gcp-id-token`: the inputs of the metadata request.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConnection } from '../../src/settings/connection.js';
import { InputError } from '../../src/errors/input.js';
import { actionDefaults } from '../support/run-action.ts';

const workspace = mkdtempSync(path.join(os.tmpdir(), 'connection-settings-'));
const IDENTITY = '7e9a1c3e-5b7d-4f9a-8c2e-4a6c8e0b2d59';
const SA_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJzeXN0ZW06c2EifQ.c2lnbmF0dXJl';
const JWT = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJjaS1ydW5uZXIifQ.b3RoZXItc2lnbmF0dXJl';

function tokenFile(content: string, name = 'token'): string {
  const file = path.join(mkdtempSync(path.join(workspace, 'sa-')), name);
  writeFileSync(file, content);
  return file;
}

function read(inputs: Record<string, string>) {
  const all: Record<string, string> = { ...actionDefaults(''), ...inputs };
  const masked: string[] = [];
  const settings = readConnection({
    read: (name) => (all[name] ?? '').trim(),
    mask: (value) => masked.push(value),
    workspace,
  });
  return { settings, masked };
}

function failure(inputs: Record<string, string>): { message: string; masked: string[] } {
  const all: Record<string, string> = { ...actionDefaults(''), ...inputs };
  const masked: string[] = [];
  try {
    readConnection({
      read: (name) => (all[name] ?? '').trim(),
      mask: (value) => masked.push(value),
      workspace,
    });
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return { message: (error as Error).message, masked };
  }
  throw new Error('expected an InputError');
}

describe('method: kubernetes', () => {
  it('defaults kubernetes-token-path to where Kubernetes mounts the service-account token', () => {
    expect(actionDefaults('')['kubernetes-token-path']).toBe(
      '/var/run/secrets/kubernetes.io/serviceaccount/token',
    );
  });

  it('reads the token file, trimmed, and masks the token as it is read', () => {
    const file = tokenFile(`  ${SA_TOKEN}\n`);
    const { settings, masked } = read({
      method: 'Kubernetes',
      'identity-id': IDENTITY,
      'kubernetes-token-path': file,
    });
    expect(settings.credentials).toEqual({
      method: 'kubernetes',
      identityId: IDENTITY,
      jwt: SA_TOKEN,
    });
    expect(masked).toContain(SA_TOKEN);
  });

  it('resolves a relative kubernetes-token-path against the workspace', () => {
    mkdirSync(path.join(workspace, 'secrets'), { recursive: true });
    writeFileSync(path.join(workspace, 'secrets', 'sa-token'), SA_TOKEN);
    const { settings } = read({
      method: 'kubernetes',
      'identity-id': IDENTITY,
      'kubernetes-token-path': 'secrets/sa-token',
    });
    expect(settings.credentials).toMatchObject({ jwt: SA_TOKEN });
  });

  it('a missing, empty or unreadable token file: one error naming kubernetes-token-path', () => {
    const missing = path.join(workspace, 'nowhere', 'token');
    // (A folder is not a regular file: test/hardening/bounded-files.test.ts.)
    const cases = [missing, tokenFile(' \n\n')];
    for (const file of cases) {
      const { message, masked } = failure({
        method: 'kubernetes',
        'identity-id': IDENTITY,
        'kubernetes-token-path': file,
      });
      expect(message).toContain(file);
      expect(message).toMatch(/not a Kubernetes pod with a mounted service-account token/);
      expect(message).toContain('`kubernetes-token-path`');
      expect(masked).toEqual([]);
    }
  });

  it('without identity-id: one error naming it, before the token file is read', () => {
    const { message, masked } = failure({
      method: 'kubernetes',
      'kubernetes-token-path': tokenFile(SA_TOKEN),
    });
    expect(message).toBe(
      '`method: kubernetes` needs `identity-id`, the id of the machine identity with Kubernetes auth configured.',
    );
    expect(masked).toEqual([]);
  });

  it('never quotes the file content in an error', () => {
    // The file exists but the identity is missing: the error must not show what the file holds.
    const { message } = failure({
      method: 'kubernetes',
      'kubernetes-token-path': tokenFile(SA_TOKEN),
    });
    expect(message).not.toContain(SA_TOKEN);
  });
});

describe('method: jwt', () => {
  it('takes identity-id and the jwt input, masked the moment it is read', () => {
    const { settings, masked } = read({ method: 'jwt', 'identity-id': IDENTITY, jwt: JWT });
    expect(settings.credentials).toEqual({ method: 'jwt', identityId: IDENTITY, jwt: JWT });
    expect(masked).toEqual([JWT]);
  });

  it('names each missing input in one error', () => {
    expect(failure({ method: 'jwt', 'identity-id': IDENTITY }).message).toBe(
      '`method: jwt` needs `jwt` (the JWT to log in with, issued by the provider the JWT auth trusts).',
    );
    expect(failure({ method: 'jwt', jwt: JWT }).message).toBe(
      '`method: jwt` needs `identity-id` (the id of the machine identity with JWT auth configured).',
    );
    expect(failure({ method: 'jwt' }).message).toMatch(
      /^`method: jwt` needs `identity-id` \(.*\) and `jwt` \(.*\)\.$/,
    );
  });

  it('masks the jwt input even when another input fails first', () => {
    const { message, masked } = failure({ method: 'jwt', jwt: JWT, domain: 'not a url' });
    expect(message).toMatch(/`domain`/);
    expect(masked).toContain(JWT);
    expect(message).not.toContain(JWT);
  });

  it('the other methods ignore the jwt input but still mask it', () => {
    const { settings, masked } = read({ 'client-id': 'id', 'client-secret': 'shh', jwt: JWT });
    expect(settings.credentials.method).toBe('universal');
    expect(masked).toContain(JWT);
  });
});

describe('method: azure', () => {
  it('defaults azure-resource to Azure Resource Manager, as Azure auth does', () => {
    expect(actionDefaults('')['azure-resource']).toBe('https://management.azure.com/');
    const { settings } = read({ method: 'Azure', 'identity-id': IDENTITY });
    expect(settings.credentials).toEqual({
      method: 'azure',
      identityId: IDENTITY,
      resource: 'https://management.azure.com/',
      clientId: undefined,
    });
  });

  it('takes another resource and a user-assigned identity', () => {
    const clientId = 'F7B9D1E3-5A6C-4D8E-8FA0-6C8D0E2A4B57';
    const { settings } = read({
      method: 'azure',
      'identity-id': IDENTITY,
      'azure-resource': 'api://infisical-login',
      'azure-client-id': clientId,
    });
    expect(settings.credentials).toEqual({
      method: 'azure',
      identityId: IDENTITY,
      resource: 'api://infisical-login',
      clientId,
    });
  });

  it('without identity-id, or with a client id that is no GUID: one error naming the input', () => {
    expect(failure({ method: 'azure' }).message).toBe(
      '`method: azure` needs `identity-id`, the id of the machine identity with Azure auth configured.',
    );
    const { message } = failure({
      method: 'azure',
      'identity-id': IDENTITY,
      'azure-client-id': 'vars.CLIENT_ID',
    });
    expect(message).toMatch(/^`azure-client-id` must be the client id \(a GUID\)/);
    expect(message).not.toContain('vars.CLIENT_ID');
  });
});

describe('method: gcp-id-token', () => {
  it("needs only identity-id (the audience of the VM's ID token)", () => {
    const { settings } = read({ method: 'gcp-id-token', 'identity-id': IDENTITY });
    expect(settings.credentials).toEqual({ method: 'gcp-id-token', identityId: IDENTITY });
    expect(failure({ method: 'gcp-id-token' }).message).toBe(
      '`method: gcp-id-token` needs `identity-id`, the id of the machine identity with GCP (ID token) auth configured.',
    );
  });
});
