// The command `infisical-ci run` starts in the tests (plain JavaScript: it runs on every Node).
//   node child.mjs writes PLAN.json   each { fd: 1 | 2, base64 } written in order, each write
//                                     handed to the system before the next; then `env` (names)
//                                     written as JSON to the plan's `envFile`
//   node child.mjs signals            prints `ready`, then `got SIGINT` on SIGINT (and goes on),
//                                     `got SIGTERM` on SIGTERM and exits with 42
//   node child.mjs kill-self          ends itself with SIGTERM
//   node child.mjs exit N             exits with N
//   node child.mjs flood FD           writes lines to FD (1 or 2) until its reader is gone, then
//                                     exits with 9
import { readFileSync, writeFileSync } from 'node:fs';
import { setImmediate, setInterval } from 'node:timers';

const [mode, arg] = process.argv.slice(2);
const write = (stream, data) => new Promise((resolve) => stream.write(data, resolve));

if (mode === 'writes') {
  const plan = JSON.parse(readFileSync(arg, 'utf8'));
  for (const { fd, base64 } of plan.writes) {
    await write(fd === 1 ? process.stdout : process.stderr, Buffer.from(base64, 'base64'));
  }
  // Own variables only: `process.env.__proto__` of an environment without one is an object.
  const env = Object.fromEntries(
    plan.env.map((name) => [name, Object.hasOwn(process.env, name) ? process.env[name] : null]),
  );
  writeFileSync(plan.envFile, JSON.stringify(env));
} else if (mode === 'signals') {
  process.on('SIGINT', () => void write(process.stdout, 'got SIGINT\n'));
  process.on(
    'SIGTERM',
    () => void write(process.stdout, 'got SIGTERM\n').then(() => process.exit(42)),
  );
  setInterval(() => {}, 1000);
  await write(process.stdout, 'ready\n');
} else if (mode === 'kill-self') {
  process.kill(process.pid, 'SIGTERM');
  setInterval(() => {}, 1000);
} else if (mode === 'exit') {
  process.exit(Number(arg));
} else if (mode === 'flood') {
  // Node ignores SIGPIPE: a write to a pipe nobody reads fails with EPIPE instead.
  const stream = arg === '2' ? process.stderr : process.stdout;
  stream.on('error', () => process.exit(9));
  const line = 'flood\n'.repeat(100);
  const more = () => stream.write(line, (error) => (error ? process.exit(9) : setImmediate(more)));
  more();
}
