import { AnswerShapeError } from './answers.js';
import { Caller, type CallerOptions } from './caller.js';
import type { Endpoint, Generation, RouteContext, SentCall } from './endpoint.js';
import { projects, type Project } from './endpoints/projects.js';
import { ApiError, isApiNotFound, isRouteNotFound } from '../errors/api.js';
import { InputError } from '../errors/input.js';
import { ref, words } from '../errors/words.js';

export interface ClientOptions extends CallerOptions {
  /** Told each time the calls move to a newer generation of routes, for the rest of the run. */
  onSuccessors?: () => void;
}

/**
 * The client of the secrets-management API: sends any endpoint's descriptor
 * (`src/api/endpoints/`) and checks its answer. Servers retire routers over time, so an endpoint
 * has its routes generation by generation; the run starts at the first, and moves on for every
 * call once a server has shown it no longer has a route (its router's unknown-route 404).
 */
export class InfisicalClient {
  readonly #caller: Caller;
  /** The generation of routes the run has reached: 0 until a server refuses one of them. */
  #generation = 0;
  /** Projects read by slug, shared by every call needing an id (the newer routes take ids). */
  readonly #projectsBySlug = new Map<string, Promise<Project>>();
  /** Projects read by id, for the routes that take a slug. */
  readonly #projectsById = new Map<string, Promise<Project>>();
  readonly #onSuccessors: (() => void) | undefined;
  readonly #routes: RouteContext = {
    projectId: async (id, slug) => {
      if (id !== undefined) return id;
      if (slug === undefined) throw new Error('a project id or slug is required');
      return (await this.projectBySlug(slug)).id;
    },
  };

  constructor(options: ClientOptions) {
    this.#caller = new Caller(options);
    this.#onSuccessors = options.onSuccessors;
  }

  /** Uses this access token for every authenticated call from now on. */
  useAccessToken(token: string | undefined): void {
    this.#caller.accessToken = token;
  }

  /** The retry clock, for {@link InfisicalClient.waitToResend}'s `firstLostAt`. */
  now(): number {
    return this.#caller.now();
  }

  /**
   * A write failed with its outcome unknown and looking showed it was not applied: waits as a
   * retry would, and says whether to send it again (see {@link Caller.waitToResend}).
   */
  waitToResend(error: ApiError, sends: number, firstLostAt: number): Promise<boolean> {
    return this.#caller.waitToResend(error, sends, firstLostAt);
  }

  /**
   * Runs a settled write's look or resend inside the budget that began at its first lost answer
   * (see {@link Caller.withinBudget}).
   */
  withinBudget<T>(since: number, kind: 'look' | 'send', calls: () => Promise<T>): Promise<T> {
    return this.#caller.withinBudget(since, kind, calls);
  }

  /**
   * Sends a call on the route of the generation the run has reached (its newest one when it has
   * fewer). A route the server's router does not have moves the run on to the next generation:
   * that call is sent again there, once, and every later call goes there straight. Calls already
   * in flight when the first such 404 arrives each meet their own and are sent again once.
   */
  async call<In, Out>(endpoint: Endpoint<In, Out>, input: In, signal?: AbortSignal): Promise<Out> {
    const last = endpoint.generations.length - 1;
    for (let at = Math.min(this.#generation, last); ; at++) {
      try {
        const generation = endpoint.generations[at] ?? endpoint.generations[0];
        return await this.#send(endpoint, generation, input, signal);
      } catch (error) {
        if (!isRouteNotFound(error) || at === last) throw error;
        // The router refused the request before any handler ran (no rate limit counted it
        // either): nothing was read or written, so sending it again on the next generation's
        // route is safe, a write included.
        if (this.#generation <= at) {
          this.#generation = at + 1;
          this.#onSuccessors?.();
        }
      }
    }
  }

  /**
   * A read of what may not be there: undefined when the API itself says there is no such thing
   * (its own 404, or the endpoint's own way of saying it); any other failure (a proxy's 404 page
   * included) is thrown. Always asks the server (it is how a lost write is settled).
   */
  async find<In, Out>(endpoint: Endpoint<In, Out>, input: In): Promise<Out | undefined> {
    try {
      return await this.call(endpoint, input);
    } catch (error) {
      if (isApiNotFound(error) || (error instanceof ApiError && endpoint.notFound?.(error))) {
        return undefined;
      }
      throw error;
    }
  }

  /**
   * A project by slug (for operations whose paths take a project id, and the newer routes), read
   * once per slug for the whole run: every call that needs it shares that one read.
   * (`find(projects.bySlug, …)`, which settles a lost create, always asks the server.)
   */
  projectBySlug(slug: string): Promise<Project> {
    return once(this.#projectsBySlug, slug, () => this.call(projects.bySlug, slug));
  }

  /** A project by id, read once per id for the whole run, as {@link projectBySlug}. */
  projectById(id: string): Promise<Project> {
    return once(this.#projectsById, id, () => this.call(projects.get, id));
  }

  /** A project's slug: as given, or read once per run by its id (the routes that take slugs). */
  async projectSlug(id: string | undefined, slug: string | undefined): Promise<string> {
    if (slug !== undefined) return slug;
    if (id === undefined) throw new Error('a project id or slug is required');
    const project = await this.projectById(id);
    if (!project.slug) {
      throw new InputError(
        words`The server did not say the project’s slug, which leases need: give ${ref('project-slug')} instead of ${ref('project-id')}.`,
      );
    }
    return project.slug;
  }

  /**
   * Sends one request and checks its answer: every request of the client goes out here. A call
   * that is not safe to repeat changes state, so an answer of the wrong shape may still mean it
   * was carried out (see {@link answer}).
   */
  async #send<In, Out>(
    endpoint: Endpoint<In, Out>,
    generation: Generation<In, Out>,
    input: In,
    signal: AbortSignal | undefined,
  ): Promise<Out> {
    const routed = await generation.route(input, this.#routes);
    const sent: SentCall = {
      kind: endpoint.kind,
      operation: endpoint.operation?.(input) ?? endpoint.label,
      method: routed.method,
      path: routed.path,
    };
    const body = await this.#caller.send<unknown>({
      ...sent,
      method: routed.method,
      query: routed.query,
      body: routed.body,
      authenticated: !endpoint.login,
      safeToRepeat: endpoint.safeToRepeat,
      signal,
      read: endpoint.bodyReader,
      project: endpoint.project?.(input),
    });
    return answer(sent, () => generation.answer(body, sent), !endpoint.safeToRepeat);
  }
}

/** The read kept under `key`, made on first use; a failed one is not kept (its caller fails with it). */
function once<T>(reads: Map<string, Promise<T>>, key: string, read: () => Promise<T>): Promise<T> {
  let found = reads.get(key);
  if (!found) {
    found = read();
    reads.set(key, found);
    found.catch(() => reads.delete(key));
  }
  return found;
}

/**
 * The answer of a call, checked: a field without the type the code relies on is the call's error,
 * naming the operation, the request and the field, never the field's value. The server answered
 * 2xx, so a write it answered this way was most likely carried out: the error says so, and the
 * callers that settle lost answers look before writing again.
 */
function answer<R>(sent: SentCall, check: () => R, changesState: boolean): R {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof AnswerShapeError)) throw error;
    throw new ApiError({
      ...sent,
      code: 'BAD_ANSWER',
      serverMessage: `the answer is not what this API sends: ${error.message}`,
      ...(changesState ? { mayHaveBeenApplied: true } : {}),
    });
  }
}
