// `secret-files`: one secret's value, byte-exact, in a file of its own (a kubeconfig, a PEM key),
// mode 0600, with its folders created; all or nothing with the other exports; removed by the
// post step.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMBER_CLIENT_SECRET } from '../support/fake-server/index.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { runStep, runPostStep } from '../support/run.ts';
import { useFakeServer, mainInputs } from '../support/use-fake-server.ts';

const server = useFakeServer();
const posix = process.platform !== 'win32';

const KUBECONFIG = [
  'apiVersion: v1',
  'kind: Config',
  'clusters:',
  '- cluster:',
  '    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t',
  '    server: https://k8s.example.test:6443',
  '  name: prod',
  'users:',
  '- name: deployer',
  '  user:',
  '    token: kube-token-7e1f0a9c3b5d',
  '',
].join('\n');
const PEM = `-----BEGIN OPENSSH PRIVATE KEY-----\r\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\r\n-----END OPENSSH PRIVATE KEY-----\r\n`;
/** Hidden in every run of this file: the files' values and a line of one. */
const FILE_SECRETS = [KUBECONFIG, PEM, 'kube-token-7e1f0a9c3b5d'];

const inputs = (extra: Record<string, string> = {}): Record<string, string> => ({
  ...mainInputs(server().url),
  'secret-path': '/deploy',
  ...extra,
});

function seed(): void {
  server().state.setSecrets([
    { environment: 'dev', path: '/deploy', key: 'KUBECONFIG_PROD', value: KUBECONFIG },
    { environment: 'dev', path: '/deploy', key: 'DEPLOY_KEY', value: PEM },
    { environment: 'dev', path: '/deploy', key: 'REGION', value: 'eu-west-3' },
  ]);
}

describe('secret-files', () => {
  it('writes each value byte-exact, 0600, in RUNNER_TEMP or the workspace; the post step removes them (built)', async () => {
    seed();
    const main = await runStep({
      mode: 'built',
      inputs: inputs({
        'export-type': 'env',
        keys: 'REGION',
        'secret-files': 'KUBECONFIG_PROD=/tmp-placeholder\nDEPLOY_KEY=keys/deploy/id_ed25519',
      }),
      env: {},
      hidden: FILE_SECRETS,
    });
    // The placeholder is in the workspace (an absolute path outside RUNNER_TEMP is workspace-relative).
    expect(main.errors).toEqual([]);
    const kube = path.join(main.workspace, 'tmp-placeholder');
    const key = path.join(main.workspace, 'keys', 'deploy', 'id_ed25519');
    expect(readFileSync(kube, 'utf8')).toBe(KUBECONFIG);
    expect(readFileSync(key, 'utf8')).toBe(PEM);
    if (posix) {
      expect(statSync(kube).mode & 0o777).toBe(0o600);
      expect(statSync(key).mode & 0o777).toBe(0o600);
    }
    expect(main.env).toEqual({ REGION: 'eu-west-3' });
    expect(JSON.parse(main.state.secrets_files!)).toEqual([kube, key]);
    const post = await runPostStep(main, { mode: 'built', inputs: inputs(), hidden: FILE_SECRETS });
    expect(post.exitCode).toBe(0);
    expect(existsSync(kube)).toBe(false);
    expect(existsSync(key)).toBe(false);
    expect(post.stdout).toContain('Removed 2 secrets files.');
    expectNoLeaks(main, [KUBECONFIG, PEM, 'kube-token-7e1f0a9c3b5d', MEMBER_CLIENT_SECRET]);
  });

  it('an absolute path inside RUNNER_TEMP stays there', async () => {
    seed();
    const probe = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'export-type': 'none' }),
      hidden: FILE_SECRETS,
    });
    const temp = path.dirname(probe.files.env);
    const target = path.join(temp, 'kube', 'config');
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'export-type': 'none', 'secret-files': `KUBECONFIG_PROD=${target}` }),
      env: { RUNNER_TEMP: temp },
      hidden: FILE_SECRETS,
    });
    expect(run.errors).toEqual([]);
    expect(readFileSync(target, 'utf8')).toBe(KUBECONFIG);
    expect(run.stdout).toContain('$RUNNER_TEMP/kube/config');
  });

  it('a key the paths do not have: one error naming it, nothing exported, no file written', async () => {
    seed();
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({
        'export-type': 'env,file',
        'file-format': 'json',
        'secret-files': 'DEPLOY_KEY=id_key\nKUBECONFIG_STAGING=kubeconfig',
      }),
      hidden: FILE_SECRETS,
    });
    expect(run.exitCode).toBe(1);
    expect(run.errors).toEqual([
      expect.stringMatching(/`secret-files` names `KUBECONFIG_STAGING`/),
    ]);
    expect(run.envEntries).toEqual([]);
    expect(existsSync(path.join(run.workspace, 'id_key'))).toBe(false);
    expect(existsSync(path.join(run.workspace, '.env'))).toBe(false);
  });

  it('bad lines and clashing paths fail before any request', async () => {
    for (const [lines, why] of [
      ['JUST_A_KEY', /line 1: expected `KEY=path`/],
      ['A=same\nB=same', /`same` is named twice/],
      ['A=.env', /`.env` is named twice.*`file-output-path`/],
      ['A=../outside', /must name a file inside the workspace/],
    ] as const) {
      const run = await runStep({
        mode: 'in-process',
        inputs: inputs({ 'export-type': 'file', 'secret-files': lines }),
        hidden: FILE_SECRETS,
      });
      expect(run.errors, lines).toEqual([expect.stringMatching(why)]);
      expect(server().requests).toEqual([]);
    }
  });
});
