// The one setup of tests that talk to the loopback fake server: a fresh seeded server for each
// test of the file, closed after it, and the seeded identities' credentials as inputs. The test
// project says which routes the server has (vitest.config.ts): the main action's and the
// sub-actions' scenarios also run against a server with the successor routes only.
import { afterEach, beforeEach, inject, it } from 'vitest';
import {
  ADMIN_API_KEY,
  ADMIN_USER_TOKEN,
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  OUTSIDER_CLIENT_ID,
  OUTSIDER_CLIENT_SECRET,
  DEV_ROOT,
  PROJECT_SLUG,
  SEED_SECRETS,
  VIEWER_CLIENT_ID,
  VIEWER_CLIENT_SECRET,
  startFakeServer,
  type FakeServer,
  type FakeServerOptions,
  type RecordedRequest,
  type RouteSet,
} from './fake-server/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The routes of the fake servers this test project's files start. */
    fakeServerRoutes: RouteSet;
  }
}

/** The routes the fake servers of this run have (`legacy` unless the project says otherwise). */
export function fakeServerRoutes(): RouteSet {
  return inject('fakeServerRoutes') ?? 'legacy';
}

/** Whether this run's fake servers have the successor routes only. */
export function successorsOnly(): boolean {
  return fakeServerRoutes() === 'successor-only';
}

/** Every credential a test may use: none may ever show in a log. */
export const CREDENTIALS = [
  MEMBER_CLIENT_SECRET,
  VIEWER_CLIENT_SECRET,
  OUTSIDER_CLIENT_SECRET,
  ADMIN_API_KEY,
  ADMIN_USER_TOKEN,
];

/** Every seeded value and credential: none may show where nothing masks it, in any form. */
export const SEEDED_SECRETS: readonly string[] = [
  ...CREDENTIALS,
  ...Object.values(SEED_SECRETS).flatMap((paths) =>
    Object.values(paths).flatMap((secrets): string[] => Object.values(secrets)),
  ),
  DEV_ROOT.REFERENCING_SECRET!,
];

/**
 * Starts a fresh seeded server before each test of the file and closes it after; call the
 * returned function inside a test to get it.
 */
export function useFakeServer(options?: FakeServerOptions): () => FakeServer {
  let server: FakeServer | undefined;
  beforeEach(async () => {
    server = await startFakeServer({ routes: fakeServerRoutes(), ...options });
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

/**
 * The requests the server received, in order, as the legacy routes name them: a request to a
 * successor route under the path of the legacy route it stands for, and without the requests the
 * router refused (a legacy route the server no longer has, each answered with its 404). On a
 * server with the legacy routes that is every request as it came.
 */
export function legacyView(server: FakeServer): RecordedRequest[] {
  return server.requests
    .filter((r) => !r.retired)
    .map((r) => (r.legacyPath === undefined ? r : { ...r, path: r.legacyPath }));
}

/** `METHOD /path` of every request the server received, in order, named as `legacyView` does. */
export function calls(server: FakeServer): string[] {
  return legacyView(server).map((r) => `${r.method} ${r.path}`);
}

/** Legacy paths and their successors' (routes.ts in src/api has the client's table). */
const SUCCESSOR_PATHS: readonly [RegExp, string][] = [
  [/^\/api\/v3\/secrets\/raw$/, '/api/v4/secrets'],
  [/^\/api\/v3\/secrets\/batch\/raw$/, '/api/v4/secrets/batch'],
  [/^\/api\/v1\/folders(\/.*)?$/, '/api/v2/folders$1'],
  [/^\/api\/v1\/secret-imports(\/.*)?$/, '/api/v2/secret-imports$1'],
  [/^\/api\/v2\/workspace$/, '/api/v1/projects'],
  [/^\/api\/v2\/workspace\/([^/]+)$/, '/api/v1/projects/slug/$1'],
  [/^\/api\/v1\/workspace\/([^/]+)(\/.*)?$/, '/api/v1/projects/$1$2'],
];

/**
 * The path the client sends, in this run, for a legacy route's path: the path itself, or against
 * a server with the successor routes only, its successor's (for what a message or a proxy sees).
 */
export function sentPath(legacyPath: string): string {
  if (!successorsOnly()) return legacyPath;
  for (const [pattern, successor] of SUCCESSOR_PATHS) {
    if (pattern.test(legacyPath)) return legacyPath.replace(pattern, successor);
  }
  return legacyPath;
}

/** `sentPath`, escaped for a regular expression. */
export function sentPathPattern(legacyPath: string): string {
  return sentPath(legacyPath).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The field naming the project in the requests of this run: `projectId` on the successors. */
export function projectField(): 'workspaceId' | 'projectId' {
  return successorsOnly() ? 'projectId' : 'workspaceId';
}

/**
 * A test of what differs with the routes: registered only in the pass against the legacy routes
 * (`onLegacyRoutes`) or only in the pass against the successors (`onSuccessorRoutes`).
 */
export function onLegacyRoutes(name: string, test: () => Promise<void>): void {
  if (!successorsOnly()) it(name, test);
}

export function onSuccessorRoutes(name: string, test: () => Promise<void>): void {
  if (successorsOnly()) it(name, test);
}
