import { describe, expect, it } from 'vitest';
import { readMainSettings } from '../../src/settings/main.js';
import { InputError } from '../../src/errors/input.js';
import { actionDefaults } from '../support/run-action.ts';
import { ACTION_WORDING, say } from '../../src/errors/words.js';

const workspace = '/home/runner/work/repo/repo';

function settings(inputs: Record<string, string>, masked: string[] = []) {
  const all: Record<string, string> = {
    ...actionDefaults(''),
    'env-slug': 'dev',
    'project-id': '2f012fb9-be49-43ee-a96f-ea89fa65c1f0',
    'client-id': 'id',
    'client-secret': 'shh-secret',
    ...inputs,
  };
  return readMainSettings({
    read: (name) => (all[name] ?? '').trim(),
    mask: (v) => masked.push(v),
    workspace,
  });
}

function failure(inputs: Record<string, string>): string {
  try {
    settings(inputs);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('expected an InputError');
}

describe('main settings', () => {
  it('reads the defaults of action.yml into a typed object', () => {
    const s = settings({});
    expect(s.connection.baseUrl).toBe('https://app.infisical.com');
    expect(s.connection.credentials).toEqual({
      method: 'universal',
      clientId: 'id',
      clientSecret: 'shh-secret',
    });
    expect(s.connection.timeoutMs).toBe(30_000);
    expect(s.connection.retries).toBe(5);
    expect(s.paths).toEqual(['/']);
    expect(s.includeImports).toBe(true);
    expect(s.recursive).toBe(false);
    expect(s.expandReferences).toBe(true);
    expect([...s.exportTypes]).toEqual(['env']);
    expect(s.file).toEqual({ path: `${workspace}/.env`, displayPath: '.env', format: 'dotenv' });
    expect(s.summary).toBe(true);
  });

  it('masks credentials as soon as they are read', () => {
    const masked: string[] = [];
    settings(
      { 'api-key': 'key-1234', 'extra-headers': 'X-Guard: guard-value\nX-Short: ab' },
      masked,
    );
    expect(masked).toEqual(expect.arrayContaining(['shh-secret', 'key-1234', 'guard-value']));
    expect(masked).not.toContain('ab');
  });

  it('needs exactly one of project-id and project-slug', () => {
    expect(failure({ 'project-id': '', 'project-slug': '' })).toMatch(
      /`project-id` or `project-slug`/,
    );
    expect(failure({ 'project-slug': 'x' })).toMatch(/only one of `project-id` and `project-slug`/);
  });

  it('names the missing credentials for each method', () => {
    expect(failure({ 'client-secret': '' })).toMatch(/needs `client-secret`/);
    expect(failure({ 'client-id': '', 'client-secret': '' })).toMatch(
      /`client-id` and `client-secret`/,
    );
    expect(failure({ method: 'oidc' })).toMatch(/`method: oidc` needs `identity-id`/);
    expect(failure({ method: 'token' })).toMatch(/`access-token`/);
    expect(failure({ method: 'aws-iam' })).toBe(
      '`method: aws-iam` needs `identity-id`, the id of the machine identity with AWS auth configured.',
    );
    expect(failure({ method: 'jwt' })).toMatch(/`method: jwt` needs `identity-id` .* and `jwt`/);
    expect(failure({ method: 'kubernetes' })).toMatch(/`method: kubernetes` needs `identity-id`/);
    expect(failure({ method: 'kerberos' })).toMatch(
      /`method` must be one of `universal`, `oidc`, `token`, `aws-iam`, `kubernetes`, `jwt`, `azure`, `gcp-id-token`, not `kerberos`/,
    );
  });

  it('method: aws-iam takes only identity-id (the AWS credentials come from the environment)', () => {
    const s = settings({
      method: 'AWS-IAM',
      'identity-id': 'b5a7f3c1-0000-4000-8000-000000000001',
    });
    expect(s.connection.credentials).toEqual({
      method: 'aws-iam',
      identityId: 'b5a7f3c1-0000-4000-8000-000000000001',
    });
  });

  it('rejects bad booleans, numbers and export types with the input named', () => {
    expect(failure({ recursive: 'yes' })).toBe(
      'Input `recursive` must be `true` or `false`, not `yes`.',
    );
    expect(failure({ timeout: '0' })).toMatch(/`timeout` must be a number from 1 to 600/);
    expect(failure({ retries: '2.5' })).toMatch(/`retries` must be a whole number/);
    expect(failure({ 'export-type': 'env,s3' })).toMatch(/`s3` is not one of/);
    expect(failure({ 'export-type': 'none,env' })).toMatch(/`none` cannot be combined/);
    // Only commas (an empty matrix entry): no export type at all, said as such.
    expect(failure({ 'export-type': ',' })).toMatch(/names no export type/);
    expect(failure({ 'export-type': ' , ,' })).toMatch(/names no export type/);
    expect(failure({ 'file-format': 'toml' })).toMatch(/`file-format` must be one of/);
  });

  it('parses several paths, normalising slashes and dropping repeats', () => {
    expect(settings({ 'secret-path': '/\napp/\n//app//api\n/app' }).paths).toEqual([
      '/',
      '/app',
      '/app/api',
    ]);
    expect(failure({ 'secret-path': '/app/../etc' })).toMatch(/without \. or \.\. segments/);
  });

  it('keeps the secrets file inside the workspace', () => {
    expect(settings({ 'file-output-path': 'config/app.env' }).file.path).toBe(
      `${workspace}/config/app.env`,
    );
    expect(settings({ 'file-output-path': '/config/app.env' }).file.displayPath).toBe(
      'config/app.env',
    );
    expect(failure({ 'file-output-path': '../outside.env' })).toMatch(/inside the workspace/);
    expect(failure({ 'file-output-path': '/' })).toMatch(/inside the workspace/);
  });

  it('parses keys selection and renaming, and refuses duplicate names', () => {
    expect(settings({ keys: 'A\nDB=DATABASE_URL' }).keys).toEqual([
      { name: 'A', key: 'A' },
      { name: 'DB', key: 'DATABASE_URL' },
    ]);
    expect(failure({ keys: 'A=X\nA=Y' })).toMatch(/`A` is given twice/);
    expect(failure({ keys: '=X' })).toMatch(/line 1: expected `KEY` or `NAME=KEY`/);
  });

  it('validates domain, extra headers, env-prefix and the CA certificate', () => {
    expect(settings({ domain: 'https://secrets.example.com/api/' }).connection.baseUrl).toBe(
      'https://secrets.example.com',
    );
    expect(
      say(
        settings({ domain: 'http://10.0.0.5:8080' }).connection.warnings[0] ?? '',
        ACTION_WORDING,
      ),
    ).toMatch(/plain http:\/\/ to 10\.0\.0\.5/);
    expect(settings({ domain: 'http://127.0.0.1:8080' }).connection.warnings).toEqual([]);
    expect(failure({ domain: 'ftp://x' })).toMatch(/must start with https:\/\//);
    expect(failure({ domain: 'not a url' })).toMatch(/must be a URL/);
    const bad = failure({ 'extra-headers': 'X-Ok: 1\nno colon here secretvalue' });
    expect(bad).toMatch(/line 2/);
    expect(bad).not.toContain('secretvalue');
    expect(failure({ 'extra-headers': 'Authorization: Bearer x' })).toMatch(
      /cannot set `Authorization`/,
    );
    expect(settings({ 'extra-headers': 'X-A: 1\nx-a: 2' }).connection.extraHeaders).toEqual({
      'x-a': '1, 2',
    });
    expect(failure({ 'env-prefix': 'TF-VAR' })).toMatch(/`env-prefix`/);
    expect(
      failure({ 'ca-certificate': '-----BEGIN CERTIFICATE-----\nnope\n-----END CERTIFICATE-----' }),
    ).toMatch(/valid PEM/);
    expect(failure({ 'ca-certificate': 'certs/missing.pem' })).toMatch(
      /neither PEM text nor a readable file/,
    );
  });

  it('reads tags as a comma or line separated list', () => {
    expect(settings({ tags: 'a, b\nc' }).tags).toEqual(['a', 'b', 'c']);
  });
});

describe('project-id', () => {
  it('a slug given as project-id is caught before any request, pointing to project-slug', () => {
    expect(() =>
      readMainSettings({
        read: (name) =>
          (
            ({
              'project-id': 'my-project',
              'env-slug': 'dev',
              'client-id': 'c',
              'client-secret': 's',
            }) as Record<string, string>
          )[name] ?? '',
        mask: () => {},
        workspace: '/tmp',
      }),
    ).toThrow(/Input `project-id` must be a project id \(a UUID.*pass it as `project-slug`/);
  });
});
