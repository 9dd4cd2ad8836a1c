// The script of the standalone executable (scripts/build-binary.mjs bundles it into one CommonJS
// file, the only kind of main script Node 24's single executable applications run). It runs the
// command-line tool as dist/cli/index.js does.
require('../src/cli/index.ts');

// Never called: it puts the AWS SDK module (which `aws-iam` loads with a dynamic import()) into
// the one file, so that the import() is served from it instead of a chunk file the executable
// cannot read. The SDK's code still runs only on the aws-iam path.
exports.awsSdk = () => require('../src/auth/aws-sdk.ts');
