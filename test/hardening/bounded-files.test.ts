// Every file the action or the tool reads is a regular file of bounded size, or an error naming
// the input: `ca-certificate` or `kubernetes-token-path` linked to a device (`/dev/zero` grew to
// 1.8 GiB and never ended), a FIFO (blocked forever) or a huge file, and the files the AWS SDK
// would read. One reader for all (src/runner/small-file.ts).
import { awsCalls } from '../../src/auth/methods/aws-iam.js';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findAwsCredentials } from '../../src/auth/aws-credentials.js';
import { MAX_CA_FILE_BYTES } from '../../src/api/transport.js';
import { InputError } from '../../src/errors/input.js';
import { readSmallFile } from '../../src/runner/small-file.js';
import { MAX_TOKEN_FILE_BYTES } from '../../src/auth/methods/kubernetes.js';
import { readConnection } from '../../src/settings/connection.js';
import { actionDefaults } from '../support/run-action.ts';

const posix = process.platform !== 'win32';
const workspace = mkdtempSync(path.join(os.tmpdir(), 'bounded-files-'));
const IDENTITY = '7e9a1c3e-5b7d-4f9a-8c2e-4a6c8e0b2d59';
let count = 0;

/** A link in the workspace to `target`. */
function linkTo(target: string): string {
  const link = path.join(workspace, `link-${++count}`);
  symlinkSync(target, link);
  return link;
}

/** A sparse regular file one byte over `bytes` (no disk used). */
function largerThan(bytes: number): string {
  const file = path.join(workspace, `large-${++count}`);
  writeFileSync(file, '');
  truncateSync(file, bytes + 1);
  return file;
}

function fifo(): string {
  const file = path.join(workspace, `fifo-${++count}`);
  execFileSync('mkfifo', [file]);
  return file;
}

function connectionError(inputs: Record<string, string>): string {
  const all: Record<string, string> = { ...actionDefaults(''), ...inputs };
  try {
    readConnection({ read: (name) => (all[name] ?? '').trim(), mask: () => {}, workspace });
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('expected an InputError');
}

/** Universal auth, so that only the file is wrong. */
const universal = { 'client-id': 'client-id', 'client-secret': 'client-secret' };

const kubernetes = (file: string) => ({
  method: 'kubernetes',
  'identity-id': IDENTITY,
  'kubernetes-token-path': file,
});

describe.skipIf(!posix)('files read for the connection', () => {
  const odd: [string, () => string][] = [
    ['a link to /dev/null', () => linkTo('/dev/null')],
    ['a link to /dev/zero', () => linkTo('/dev/zero')],
    ['a FIFO', fifo],
  ];

  it.each(odd)('ca-certificate naming %s: an error naming the input', (_, make) => {
    const file = make();
    const message = connectionError({ ...universal, 'ca-certificate': file });
    expect(message).toContain('`ca-certificate`');
    expect(message).toContain('not a regular file');
  });

  it.each(odd)('kubernetes-token-path naming %s: an error naming the input', (_, make) => {
    const file = make();
    const message = connectionError(kubernetes(file));
    expect(message).toContain('`kubernetes-token-path`');
    expect(message).toContain('not a regular file');
  });

  it('a ca-certificate file over the cap is refused unread', () => {
    const message = connectionError({
      ...universal,
      'ca-certificate': largerThan(MAX_CA_FILE_BYTES),
    });
    expect(message).toContain(`larger than ${MAX_CA_FILE_BYTES / 2 ** 20} MiB`);
  });

  it('a token file over the cap is refused unread', () => {
    const message = connectionError(kubernetes(largerThan(MAX_TOKEN_FILE_BYTES)));
    expect(message).toContain(`larger than ${MAX_TOKEN_FILE_BYTES / 1024} KiB`);
  });

  it('a token mounted through links, as Kubernetes mounts it, is read', () => {
    const folder = mkdtempSync(path.join(workspace, 'sa-'));
    writeFileSync(path.join(folder, 'real-token'), 'service-account-token\n');
    symlinkSync('real-token', path.join(folder, 'token'));
    const all: Record<string, string> = {
      ...actionDefaults(''),
      ...kubernetes(path.join(folder, 'token')),
    };
    const settings = readConnection({ read: (name) => all[name] ?? '', mask: () => {}, workspace });
    expect(settings.credentials).toMatchObject({ jwt: 'service-account-token' });
  });
});

describe.skipIf(!posix)('files the AWS SDK would read', () => {
  it.each(['AWS_CONFIG_FILE', 'AWS_SHARED_CREDENTIALS_FILE', 'AWS_WEB_IDENTITY_TOKEN_FILE'])(
    '%s linked to /dev/zero: an error naming the variable, before the SDK is loaded',
    async (variable) => {
      let loads = 0;
      const error = await findAwsCredentials({
        calls: awsCalls,
        env: { HOME: workspace, [variable]: linkTo('/dev/zero'), AWS_REGION: 'eu-west-3' },
        mask: () => {},
        timeoutMs: 1000,
        loadSdk: () => {
          loads++;
          return Promise.reject(new Error('the SDK must not be loaded'));
        },
      }).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(InputError);
      expect((error as Error).message).toContain(`(${variable})`);
      expect((error as Error).message).toContain('not a regular file');
      expect(loads).toBe(0);
    },
  );
});

describe.skipIf(!posix)('the reader', () => {
  it('refuses a link unless told to follow it, and reads a regular file whole', () => {
    const file = path.join(workspace, 'plain');
    writeFileSync(file, 'plain text');
    expect(readSmallFile(file, 100).toString()).toBe('plain text');
    const link = linkTo(file);
    expect(() => readSmallFile(link, 100)).toThrow('symlink');
    expect(readSmallFile(link, 100, { followLinks: true }).toString()).toBe('plain text');
    expect(() => readSmallFile(linkTo('/dev/zero'), 100, { followLinks: true })).toThrow(
      'not-a-file',
    );
  });
});
