/**
 * Every call, as errors and hints know them: the API's endpoints (`src/api/endpoints/`) and the
 * login methods' calls (`src/auth/methods/`: each login, and the requests made outside the API).
 * A call's kind is the type {@link CallKind}, made of theirs: there is no other list of kinds.
 */
import type { Call } from '../api/endpoint.js';
import { ENDPOINTS } from '../api/endpoints/index.js';
import { METHOD_CALLS } from '../auth/methods/index.js';

export const CALLS = [...ENDPOINTS, ...METHOD_CALLS];

/** What each call is: `tags:create`, `login:oidc`, `github:id-token`, … */
export type CallKind = (typeof CALLS)[number]['kind'];

/** Every call by its kind. */
export const CALLS_BY_KIND: ReadonlyMap<string, Call> = new Map(CALLS.map((c) => [c.kind, c]));
