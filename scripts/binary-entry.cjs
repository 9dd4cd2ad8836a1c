// The script of the standalone executable (scripts/build-binary.mjs bundles it into one CommonJS
// file, the only kind of main script Node 24's single executable applications run). It runs the
// command-line tool as dist/cli/index.js does.
require('../src/cli/index.ts');

// Never called: it puts every module the tool loads with a dynamic import() (a chunk of its own
// in dist/) into the one file, so that each import() is served from it instead of a chunk file the
// executable cannot read. Their code still runs only on its own path. scripts/build-binary.mjs
// refuses a bundle with a chunk left over, so a new dynamic import() must be added here.
exports.lazy = () => [
  require('../src/cli/tool.ts'),
  require('../src/auth/aws-sdk.ts'),
  require('../src/auth/aws-credentials.ts'),
  require('../src/auth/aws-signature.ts'),
  require('../src/auth/cloud-vm.ts'),
  require('../src/core/hints.ts'),
  require('../src/cli/sub-command.ts'),
  require('../src/secrets/references.ts'),
  require('../src/auth/oidc-claims.ts'),
];
