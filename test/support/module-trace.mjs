// Preloaded (`node --import`) into a spawned run to see which modules it loads: at exit, one
// stderr line `MODULES_LOADED=<JSON array of URLs>` lists every module loaded through the ESM
// loader (entry files, the bundle, every chunk it imports), and one line
// `BUILTINS_LOADED=<JSON array>` with the public Node modules loaded (`https`, `crypto`...).
// Tests use it to show that a run never reads a chunk, nor loads a module, it does not need.
import { registerHooks } from 'node:module';

const loaded = [];
registerHooks({
  load(url, context, nextLoad) {
    loaded.push(url);
    return nextLoad(url, context);
  },
});
process.on('exit', () => {
  const builtins = process.moduleLoadList
    .filter((entry) => entry.startsWith('NativeModule ') && !entry.includes('internal/'))
    .map((entry) => entry.slice('NativeModule '.length));
  process.stderr.write(`\nMODULES_LOADED=${JSON.stringify(loaded)}\n`);
  process.stderr.write(`BUILTINS_LOADED=${JSON.stringify(builtins)}\n`);
});
