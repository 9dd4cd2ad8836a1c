/**
 * The library behind every entry point. Each action's `index.js` imports this bundle and calls
 * one function, so the shared code is downloaded and parsed once per action, not per entry. The
 * post step is a small bundle of its own (src/post/), which imports this one only to revoke.
 */
import { runMain } from './actions/main.js';
import { revokeRecorded as revokeLeftToken } from './actions/post.js';
import type { EarlyConnection } from './early/index.js';
import type { PostLibrary } from './post/post.js';
import { githubRunner } from './runner/runner.js';
import type { SubActionName } from './spec/names.js';

/**
 * Runs the main action as the GitHub runner does; `early` is the API server's connection the
 * entry opened while this bundle loaded (dist/early/).
 */
export function main(early?: EarlyConnection): Promise<void> {
  return runMain(githubRunner(), { early });
}

/** The post step's revoke of a token the main step left, as the post step calls it (src/post/). */
export const revokeRecorded: PostLibrary['revokeRecorded'] = revokeLeftToken;

/**
 * Runs a management sub-action by name (imports, tags, ...). Their code is a chunk of its own,
 * loaded only here: the main action, on every job, does not parse it.
 */
export async function subAction(name: SubActionName, early?: EarlyConnection): Promise<void> {
  const { runSubActionByName } = await import('./actions/sub-actions.js');
  await runSubActionByName(name, early);
}
