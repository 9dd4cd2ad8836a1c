// Runs the fake server on its own, for the demo and manual poking:
//   node test/support/fake-server/cli.ts [--port N] [--latency MS] [--no-rate-limit] [--empty]
//     [--routes legacy|current|successor-only]
// Prints one JSON line with the URL and the demo credentials, then serves until SIGINT/SIGTERM.
import { parseArgs } from 'node:util';
import {
  ADMIN_API_KEY,
  ADMIN_USER_TOKEN,
  MEMBER_ACCESS_TOKEN,
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  MEMBER_IDENTITY_ID,
  OIDC_AUDIENCE,
  OIDC_IDENTITY_ID,
  OIDC_ISSUER,
  OIDC_SUBJECT,
  ORG_ID,
  PROJECT_ID,
  PROJECT_SLUG,
  VIEWER_CLIENT_ID,
  VIEWER_CLIENT_SECRET,
  startFakeServer,
  type RouteSet,
} from './index.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    latency: { type: 'string' },
    'no-rate-limit': { type: 'boolean', default: false },
    empty: { type: 'boolean', default: false },
    routes: { type: 'string', default: 'legacy' },
  },
});

const ROUTE_SETS: readonly RouteSet[] = ['legacy', 'current', 'successor-only'];
const routes = values.routes as RouteSet;
if (!ROUTE_SETS.includes(routes)) {
  console.error(`fake-server: --routes must be one of ${ROUTE_SETS.join(', ')}`);
  process.exit(2);
}

const port = Number(values.port ?? process.env.PORT ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`fake-server: invalid port '${values.port ?? process.env.PORT}'`);
  process.exit(2);
}

const server = await startFakeServer({
  port,
  latencyMs: Number(values.latency ?? 0),
  rateLimit: !values['no-rate-limit'],
  seed: !values.empty,
  routes,
});

console.log(
  JSON.stringify({
    url: server.url,
    port: server.port,
    organizationId: ORG_ID,
    projectId: PROJECT_ID,
    projectSlug: PROJECT_SLUG,
    universalAuth: {
      identityId: MEMBER_IDENTITY_ID,
      clientId: MEMBER_CLIENT_ID,
      clientSecret: MEMBER_CLIENT_SECRET,
    },
    viewerUniversalAuth: { clientId: VIEWER_CLIENT_ID, clientSecret: VIEWER_CLIENT_SECRET },
    oidc: {
      identityId: OIDC_IDENTITY_ID,
      issuer: OIDC_ISSUER,
      audience: OIDC_AUDIENCE,
      subject: OIDC_SUBJECT,
    },
    tokens: {
      member: MEMBER_ACCESS_TOKEN,
      adminUser: ADMIN_USER_TOKEN,
      adminApiKey: ADMIN_API_KEY,
    },
  }),
);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  server.close().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(`fake-server: error while stopping on ${signal}`, err);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
