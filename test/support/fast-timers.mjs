// Preloaded (`node --import`) into spawned runs of the built action, so that a test of five
// retries does not sit through a minute of backoff: every wait the action takes from
// `timers/promises` (retry backoff, and nothing else) lasts FAST_TIMERS_WAIT_MS instead (default
// 1 ms). `Math.random` (the action uses it for retry jitter only) returns 0.5, so the number of
// retries that fit a time budget is the same on every run. The bundle reads the function from
// the module object at each call, so replacing it here takes effect; request deadlines use the
// global `setTimeout` and are left alone. Nothing in the action knows about this.
//
// FAST_TIMERS_GATE=<path> makes each retry wait an event a test can act on, whatever the speed
// of the machine: the wait appends a line to `<path>.waits`, then holds until `<path>.open`
// exists. A test that needs the retry to come after something (a port coming back) watches for
// the first wait, does it, then opens the gate.
import { appendFileSync, existsSync } from 'node:fs';
import timers from 'node:timers/promises';
import { syncBuiltinESMExports } from 'node:module';

const original = timers.setTimeout;
const wait = Number(process.env.FAST_TIMERS_WAIT_MS ?? '1');
const gate = process.env.FAST_TIMERS_GATE;
timers.setTimeout = async (_ms, value, options) => {
  if (gate) {
    appendFileSync(`${gate}.waits`, 'wait\n');
    while (!existsSync(`${gate}.open`)) await original(5, undefined, options);
  }
  return original(wait, value, options);
};
syncBuiltinESMExports();
Math.random = () => 0.5;
