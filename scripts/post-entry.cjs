// The post step's entry for the bundler: ncc bundles it, with src/post/index.ts and what that
// imports, into one CommonJS file, dist/post/index.cjs. Node starts a CommonJS file a few
// milliseconds sooner than an ES module (no module loader to set up), and a post step with
// nothing left to do costs little more than that start.
require('../src/post/index.ts');
