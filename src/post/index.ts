/**
 * Entry point of the post step (dist/post/index.js, a bundle of its own). With nothing left to
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

let early: Early.EarlyConnection | undefined;
try {
  await runPost(githubRunner(), async (baseUrl) => {
    // The connection to the recorded address opens while the shared bundle loads (src/early/).
    const { connectEarly } = (await import(/* webpackIgnore: true */ EARLY)) as typeof Early;
    early = connectEarly(process.env, baseUrl);
    await new Promise((resolve) => setImmediate(resolve));
    // src/index.ts is typed to be a PostLibrary: the post step never imports it for its types.
    const library = (await import(/* webpackIgnore: true */ LIBRARY)) as PostLibrary;
    return (runner, left) => library.revokeRecorded(runner, left, { early });
  });
} finally {
  // Not taken (the shared bundle failed to load): an attempt under way must not hold the step.
  early?.close();
}
