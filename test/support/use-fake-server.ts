// The one setup of tests that talk to the loopback fake server: a fresh seeded server for each
// test of the file, closed after it, and the seeded identities' credentials as inputs.
import { afterEach, beforeEach } from 'vitest';
import {
  ADMIN_API_KEY,
  ADMIN_USER_TOKEN,
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  OUTSIDER_CLIENT_ID,
  OUTSIDER_CLIENT_SECRET,
  PROJECT_SLUG,
  VIEWER_CLIENT_ID,
  VIEWER_CLIENT_SECRET,
  startFakeServer,
  type FakeServer,
  type FakeServerOptions,
} from './fake-server/index.ts';

/** Every credential a test may use: none may ever show in a log. */
export const CREDENTIALS = [
  MEMBER_CLIENT_SECRET,
  VIEWER_CLIENT_SECRET,
  OUTSIDER_CLIENT_SECRET,
  ADMIN_API_KEY,
  ADMIN_USER_TOKEN,
];

/**
 * Starts a fresh seeded server before each test of the file and closes it after; call the
 * returned function inside a test to get it.
 */
export function useFakeServer(options?: FakeServerOptions): () => FakeServer {
  let server: FakeServer | undefined;
  beforeEach(async () => {
    server = await startFakeServer(options);
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  return () => {
    if (!server) throw new Error('no fake server: call inside a test');
    return server;
  };
}

const UNIVERSAL_AUTH = {
  member: [MEMBER_CLIENT_ID, MEMBER_CLIENT_SECRET],
  viewer: [VIEWER_CLIENT_ID, VIEWER_CLIENT_SECRET],
  outsider: [OUTSIDER_CLIENT_ID, OUTSIDER_CLIENT_SECRET],
} as const;

/** Who logs in: the project's member (the default) or viewer, or an identity outside it. */
export type Identity = keyof typeof UNIVERSAL_AUTH;

/** Universal auth as one of the seeded identities. */
export function login(server: FakeServer, who: Identity = 'member'): Record<string, string> {
  const [clientId, clientSecret] = UNIVERSAL_AUTH[who];
  return { domain: server.url, 'client-id': clientId, 'client-secret': clientSecret };
}

/**
 * The main action's inputs for `dev` of the seeded project, logged in as its member, at `domain`
 * (the fake server, or a proxy in front of it).
 */
export function mainInputs(
  domain: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    domain,
    'client-id': MEMBER_CLIENT_ID,
    'client-secret': MEMBER_CLIENT_SECRET,
    'project-slug': PROJECT_SLUG,
    'env-slug': 'dev',
    ...extra,
  };
}

/** The revoke that ends a step that logged in (on the connection already open). */
export const REVOKE = 'POST /api/v1/auth/token/revoke';

/** `METHOD /path` of every request the server received, in order. */
export function calls(server: FakeServer): string[] {
  return server.requests.map((r) => `${r.method} ${r.path}`);
}
