/**
 * The library behind every entry point. Each action's `index.js` imports this bundle and calls
 * one function, so the shared code is downloaded and parsed once per action, not per entry.
 */
import { runMain } from './actions/main.js';
import { runPost } from './actions/post.js';
import { githubRunner } from './runner/runner.js';

/** Runs the main action as the GitHub runner does. */
export function main(): Promise<void> {
  return runMain(githubRunner());
}

/** Runs the post step (clean-up) of the main action and of every sub-action. */
export function post(): Promise<void> {
  return runPost(githubRunner());
}

/** Runs a management sub-action by name (imports, tags, ...). */
export { runSubActionByName as subAction } from './actions/sub/registry.js';
