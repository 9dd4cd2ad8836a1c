/**
 * Entry point of the post step (dist/post/index.js, a bundle of its own). With nothing left to
 * do it loads only itself; the shared bundle (dist/lib/index.js, next to it) is imported only
 * when a token is left to revoke.
 */
import type * as Library from '../index.js';
import { githubRunner } from '../runner/runner.js';
import { runPost } from './post.js';

/** The shared bundle, relative to this one in dist/ (left alone by the bundler). */
const LIBRARY = '../lib/index.js';

await runPost(githubRunner(), async () => {
  const library = (await import(/* webpackIgnore: true */ LIBRARY)) as typeof Library;
  return (runner, left) => library.revokeRecorded(runner, left);
});
