// Preloaded (`node --import`) into spawned runs of the built action, so that a test of five
// retries does not sit through a minute of backoff: every wait the action takes from
// `timers/promises` (retry backoff, and nothing else) lasts FAST_TIMERS_WAIT_MS instead (default
// 1 ms). `Math.random` (the action uses it for retry jitter only) returns 0.5, so the number of
// retries that fit a time budget is the same on every run. A test that needs a retry to come after some event (a port coming back) sets a longer
// wait. The bundle reads the function from the module object at each call, so replacing it here
// takes effect; request deadlines use the global `setTimeout` and are left alone. Nothing in the
// action knows about this.
import timers from 'node:timers/promises';
import { syncBuiltinESMExports } from 'node:module';

const original = timers.setTimeout;
const wait = Number(process.env.FAST_TIMERS_WAIT_MS ?? '1');
timers.setTimeout = (_ms, value, options) => original(wait, value, options);
syncBuiltinESMExports();
Math.random = () => 0.5;
