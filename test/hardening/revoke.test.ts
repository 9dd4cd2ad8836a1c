// The token the action obtained dies with the job even when the job failed after logging in.
import { expect, it } from 'vitest';
import {
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  PROJECT_ID,
  PROJECT_SLUG,
} from '../support/fake-server/index.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { runAction, runPost } from '../support/run-action.ts';
import { useFakeServer } from '../support/use-fake-server.ts';

const server = useFakeServer();

const inputs = {
  'client-id': MEMBER_CLIENT_ID,
  'client-secret': MEMBER_CLIENT_SECRET,
  'project-slug': PROJECT_SLUG,
  'env-slug': 'dev',
};

it('a listing that fails after the login: the post step still revokes the token', async () => {
  server().faults.add({
    match: { path: '/api/v3/secrets/raw' },
    kind: { status: 503 },
    times: 100,
  });
  const all = { ...inputs, domain: server().url };
  const run = await runAction({ inputs: all });
  expect(run.exitCode).toBe(1);
  const token = run.state.revoke_token!;
  expect(token).toBeTruthy();
  const post = await runPost(run, { inputs: all });
  expect(post.exitCode).toBe(0);
  expect(post.warnings).toEqual([]);
  const probe = await fetch(`${server().url}/api/v1/workspace/${PROJECT_ID}/tags`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(probe.status).toBe(401);
  expectNoLeaks(run, [MEMBER_CLIENT_SECRET, token]);
  expectNoLeaks(post, [MEMBER_CLIENT_SECRET, token]);
});
