// Preloaded (`node --import`) into spawned runs of the command-line tool where a test uses a
// host name: every name resolves to 127.0.0.1 (nothing is ever asked of a real DNS server), and
// when LOOKUP_LOG names a file, each name looked up is appended to it, so a test can tell a name
// the tool resolved itself (a direct connection) from one it left to a proxy.
import dns from 'node:dns';
import { appendFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const log = process.env.LOOKUP_LOG;
dns.lookup = (hostname, options, callback) => {
  const done = typeof options === 'function' ? options : callback;
  const all = typeof options === 'object' && options !== null && options.all;
  if (log) appendFileSync(log, `${hostname}\n`);
  if (all) process.nextTick(done, null, [{ address: '127.0.0.1', family: 4 }]);
  else process.nextTick(done, null, '127.0.0.1', 4);
};
syncBuiltinESMExports();
