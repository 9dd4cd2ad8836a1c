/**
 * What an endpoint is: one descriptor says everything the client, the errors and the hints need
 * of a call (see `src/api/endpoints/`, one file per resource). The client sends any descriptor
 * the same way (`InfisicalClient.call`); nothing about a call is written anywhere else.
 */
import type { Answerer, ApiError, ApiErrorDetails } from '../errors/api.js';
import { byAdapter, ref, words, type Text } from '../errors/words.js';
import type { BodyReader } from './body.js';

/** One request, as the caller sends it. */
export interface Routed {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path with its parameters already encoded. */
  readonly path: string;
  readonly query?: Record<string, string | undefined>;
  readonly body?: unknown;
}

/** What a route may ask of the client: a project's id (the newer routes take ids only). */
export interface RouteContext {
  /** The id as given, or read once per run by the slug. */
  projectId(id: string | undefined, slug: string | undefined): Promise<string>;
}

/** The request an answer came from, for an error raised while reading it. */
export interface SentCall {
  readonly kind: string;
  readonly operation: string;
  readonly method: string;
  readonly path: string;
}

/**
 * One generation of the API's routes for a call: where it is sent, and the shape its answer has
 * there. Servers serve newer generations as they retire older routers (see `InfisicalClient`).
 */
export interface Generation<In, Out> {
  readonly route: (input: In, context: RouteContext) => Routed | Promise<Routed>;
  /** Checks the answer and turns it into the call's result (see `answers.ts`). */
  readonly answer: (body: unknown, sent: SentCall) => Out;
}

/** A project as a call names it: by its slug or its id. */
export type ProjectNamed = NonNullable<ApiErrorDetails['project']>;

/**
 * What a call is, whatever sends it: its kind (errors carry it, hints are chosen by it), its name
 * in messages, and the hints for its failures. Requests outside the API (the GitHub OIDC token,
 * a VM's metadata server) are calls too.
 */
export interface Call<K extends string = string> {
  /** `resource:action`, unique: errors carry it. */
  readonly kind: K;
  /** How messages name it: "create tag failed (POST ...)". */
  readonly label: string;
  /** What the user can do when it fails this way, besides the hints every call shares. */
  readonly hints?: readonly HintRule[];
}

/** One call of the API: a {@link Call} with its routes, generation by generation. */
export interface Endpoint<In, Out, K extends string = string> extends Call<K> {
  /**
   * Oldest first; the last one serves every later generation. A server is asked the generation
   * the run has reached: a route its router does not have moves the run to the next one.
   */
  readonly generations: readonly [Generation<In, Out>, ...Generation<In, Out>[]];
  /**
   * Whether repeating the request after an unknown outcome is harmless. False for every request
   * that changes state: never repeated after an answer that may come after the server acted.
   */
  readonly safeToRepeat: boolean;
  /** A login: sent without the access token or API key. */
  readonly login?: true;
  /** The operation's name in messages, when it says more than the label. */
  readonly operation?: (input: In) => string;
  /** The project the input names, as given: an answer that there is no such project names it. */
  readonly project?: (input: In) => ProjectNamed | undefined;
  /** Reads the body as it arrives (a listing), instead of `JSON.parse` on the whole text. */
  readonly bodyReader?: () => BodyReader;
  /** Failures that mean "no such thing" (`InfisicalClient.find`), besides the API's own 404. */
  readonly notFound?: (error: ApiError) => boolean;
}

/** Declares an endpoint, keeping its kind as a literal type (`CallKind` is made of them). */
export const endpoint = <In, Out, const K extends string>(
  described: Endpoint<In, Out, K>,
): Endpoint<In, Out, K> => described;

/** Declares a call made outside the API, keeping its kind as a literal type. */
export const call = <const K extends string>(described: Call<K>): Call<K> => described;

// --- hints ----------------------------------------------------------------------------------------

/**
 * The hints every call shares come in three blocks, tried in this order (src/core/hints.ts):
 * `transport` (an answer not from the API, no answer, the rate limit, a redirect, a route the
 * server does not have), `access` (credentials, permissions, a project that is not visible),
 * `fallback` (what is left). A call's own hint goes before one of them.
 */
export type HintBlock = 'transport' | 'access' | 'fallback';

/**
 * One hint: chosen when the status (or network code) and the server's words all match. Rules are
 * tried in order; the first match wins, so specific rules come first.
 */
export interface HintRule {
  /** The shared block this goes before (default: `fallback`). */
  readonly before?: HintBlock;
  /** HTTP statuses; `network` for no response; any status when absent. */
  readonly status?: readonly (number | 'network' | 'redirect' | 'server')[];
  /** Network codes (with `status: ['network']`). */
  readonly codes?: readonly string[];
  /** Must match the server's message or error text. */
  readonly text?: RegExp;
  /** Who wrote the error answer (the API, the server's router, anything else). */
  readonly answeredBy?: readonly Answerer[];
  readonly hint: Text | ((details: ApiErrorDetails) => Text);
}

/** What runs: a step of a GitHub job, or the tool's command. */
export const THIS_STEP = byAdapter('this step', 'this command');
export const THE_STEP = byAdapter('the step', 'the command');

/** A refusal of a call whose ids the server could not process (its bare 500s). */
export const BAD_ID =
  'The server could not process an id: check that the ids (identity, project, membership) and the project slug exist and are spelled right.';

/**
 * The hints of every delete: a 404 not written by the API says nothing of what the inputs name,
 * so `if-missing: skip` never takes it as "deleted already".
 */
export const DELETE_HINTS: readonly HintRule[] = [
  {
    before: 'transport',
    status: [404],
    answeredBy: ['other'],
    hint: words`This 404 is not the API's own answer (a page from a proxy, or a ${ref('domain')} that is not the API's address), so nothing is taken as deleted already: check ${ref('domain')}.`,
  },
  {
    before: 'transport',
    status: [404],
    answeredBy: ['router'],
    hint: words`The server has no route for this request, so nothing is taken as deleted already: check that ${ref('domain')} is the base address of an Infisical API (without \`/api\`).`,
  },
];

// --- building routes ------------------------------------------------------------------------------

/** A path segment, encoded. */
export const seg = encodeURIComponent;

/** A boolean as the server reads it in a query: the literal strings. */
export const bool = (value: boolean | undefined): string | undefined =>
  value === undefined ? undefined : value ? 'true' : 'false';

/** A location or request with `projectId` in place of `workspaceId` (the newer routes' name). */
export function byProjectId<L extends { readonly workspaceId: string }>(
  location: L,
): Omit<L, 'workspaceId'> & { projectId: string } {
  const { workspaceId, ...rest } = location;
  return { projectId: workspaceId, ...rest };
}

/** Where a folder is, as the listing routes take it in their query. */
export function inFolderQuery(location: {
  workspaceId: string;
  environment: string;
  path: string;
}): {
  workspaceId: string;
  environment: string;
  path: string;
} {
  const { workspaceId, environment, path } = location;
  return { workspaceId, environment, path };
}

/** The project's routes: under `/api/v1/workspace` first, `/api/v1/projects` now. */
export const workspacePath = (id: string): string => `/api/v1/workspace/${seg(id)}`;
export const projectPath = (id: string): string => `/api/v1/projects/${seg(id)}`;
