/**
 * Entry point of the post step (dist/post/index.cjs, a bundle of its own). With nothing left to
 * do it loads only itself; the shared bundle (dist/lib/index.js, next to it) is imported only
 * when a token is left to revoke, while the connection to revoke it on opens.
 */
import type * as Early from '../early/index.js';
import { githubRunner } from '../runner/runner.js';
import { runPost, type PostLibrary } from './post.js';

/** The shared bundle, relative to this one in dist/ (left alone by the bundler). */
const LIBRARY = '../lib/index.js';
/** The early connection's bundle (src/early/), beside it: loaded only with a token to revoke. */
const EARLY = '../early/index.js';

await runPost(githubRunner(), async (runner, left) => {
  const { withEarlyConnection } = (await import(/* webpackIgnore: true */ EARLY)) as typeof Early;
  // The connection to the recorded address opens while the shared bundle loads.
  await withEarlyConnection(process.env, left.baseUrl, async (early) => {
    // src/index.ts is typed to be a PostLibrary: the post step never imports it for its types.
    const library = (await import(/* webpackIgnore: true */ LIBRARY)) as PostLibrary;
    await library.revokeRecorded(runner, left, { early });
  });
});
