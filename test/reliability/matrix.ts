// The fault matrix: which faults, at which stages, and what the product's rules say must happen.
// The expectations are derived from the rules (PRODUCT.md, src/api/retry.ts defaults), never from
// a recorded run, so a change of behaviour fails the matrix instead of silently updating it.
import { decideRetry, defaultRetryPolicy, type AttemptFailure } from '../../src/api/retry.js';
import type { FaultKind } from '../support/fake-server/index.ts';

export type Mode = 'transient' | 'persistent';
export const MODES: readonly Mode[] = ['transient', 'persistent'];

export interface Fault {
  readonly id: string;
  /** What the fake server does; undefined for `refused` (nothing listens on the port). */
  readonly kind?: FaultKind;
  /** The server acts on the request first, then the fault replaces its answer (writes only). */
  readonly applied?: boolean;
  /** Attempts of a call that meets this fault every time (default `retries: 5`). */
  readonly attemptsWhenPersistent: number;
  /** Whether one occurrence is ridden out (false: not retried by design). */
  readonly retried: boolean;
  /** How the failure looks to the retry policy, and how long one attempt lasts. */
  readonly failure: AttemptFailure;
  readonly attemptMs?: number;
}

/** `retries` defaults to 5: six attempts in all for a transient failure that never clears. */
const ALL = 6;

export const FAULTS: readonly Fault[] = [
  {
    id: '429 with retry-after',
    kind: { status: 429, retryAfter: 0 },
    attemptsWhenPersistent: ALL,
    retried: true,
    failure: { status: 429, waitSeconds: 0 },
  },
  // messageSeconds 0 makes the body say "0 ms", which names no wait: pure backoff.
  {
    id: '429 without a wait',
    kind: { status: 429, messageSeconds: 0 },
    attemptsWhenPersistent: ALL,
    retried: true,
    failure: { status: 429 },
  },
  // A plain 500 is often a bad id, not an outage: one retry only (retries500).
  {
    id: '500',
    kind: { status: 500 },
    attemptsWhenPersistent: 2,
    retried: true,
    failure: { status: 500 },
  },
  {
    id: '502',
    kind: { status: 502 },
    attemptsWhenPersistent: ALL,
    retried: true,
    failure: { status: 502 },
  },
  {
    id: '503',
    kind: { status: 503 },
    attemptsWhenPersistent: ALL,
    retried: true,
    failure: { status: 503 },
  },
  {
    id: '504',
    kind: { status: 504 },
    attemptsWhenPersistent: ALL,
    retried: true,
    failure: { status: 504 },
  },
  {
    id: 'connection reset',
    kind: 'reset',
    attemptsWhenPersistent: ALL,
    retried: true,
    failure: { code: 'ECONNRESET' },
  },
  {
    id: 'hang (until the timeout)',
    kind: 'hang',
    attemptsWhenPersistent: ALL,
    retried: true,
    failure: { code: 'ETIMEDOUT' },
    attemptMs: 1000,
  },
  {
    id: 'truncated body',
    kind: 'truncated',
    attemptsWhenPersistent: ALL,
    retried: true,
    failure: { code: 'TRUNCATED' },
  },
  // A 200 that is not JSON is a wrong `domain` or a portal: asking again gets the same page.
  {
    id: 'non-JSON 200',
    kind: 'non-json',
    attemptsWhenPersistent: 1,
    retried: false,
    failure: { code: 'BAD_JSON' },
  },
  {
    id: 'connection refused',
    attemptsWhenPersistent: ALL,
    retried: true,
    failure: { code: 'ECONNREFUSED' },
  },
  // The answer of a write is lost after the server acted: the look finds it done.
  {
    id: '503 after the server acted',
    kind: { status: 503 },
    applied: true,
    attemptsWhenPersistent: 1,
    retried: true,
    failure: { status: 503 },
  },
  {
    id: 'reset after the server acted',
    kind: 'reset',
    applied: true,
    attemptsWhenPersistent: 1,
    retried: true,
    failure: { code: 'ECONNRESET' },
  },
];

export type StageId =
  'login' | 'list /' | 'list /app' | 'revoke' | 'tags list' | 'secrets set (batch create)';

export interface Stage {
  readonly id: StageId;
  /** The operation name the action prints in its retry notices. */
  readonly operation: string;
  /**
   * The revoke: tried once at the end of the main step, then (if that failed) by the post step;
   * failures only warn.
   */
  readonly revoke: boolean;
  /** A request that changes state: never repeated blind. */
  readonly write?: boolean;
}

export const STAGES: readonly Stage[] = [
  { id: 'login', operation: 'universal-auth login', revoke: false },
  { id: 'list /', operation: 'list secrets of dev:/', revoke: false },
  { id: 'list /app', operation: 'list secrets of dev:/app', revoke: false },
  { id: 'revoke', operation: 'revoke access token', revoke: true },
  { id: 'tags list', operation: 'list tags', revoke: false },
  { id: 'secrets set (batch create)', operation: 'create secrets', revoke: false, write: true },
];

/** Outcomes of a revoke cell. */
export const REVOKED_BY_POST = 'main step warns; post step revokes';
export const LEFT_TO_EXPIRE = 'warns twice; token left to expire';

/**
 * A refused connection cannot single out one of two concurrent listings (both need the port):
 * the `list /` cell refuses both listings and `list /app` has no refused cell. A lost answer
 * after the server acted matters for writes only.
 */
export function applicable(stage: Stage, fault: Fault): boolean {
  if (fault.applied) return stage.write === true;
  return !(stage.id === 'list /app' && fault.id === 'connection refused');
}

/** What one cell did, as recorded in docs/RELIABILITY.md. */
export interface CellResult {
  readonly outcome: string;
  /** Attempts of the stage's call (a revoke's: the main step's and the post step's). */
  readonly attempts: number;
  /** The main step's exit code (the post step's is always 0). */
  readonly exitCode: number | null;
  /** Whether the main step exported anything (env, outputs, file). */
  readonly exported: boolean;
}

/**
 * What the rules say a cell must give. A write that may have been applied is never repeated
 * blind: the step looks, and a write found done (the fault came after the server acted; the
 * fake's cut-short body is one) is not sent again, so it succeeds after one attempt whatever the
 * mode. One not found done is sent again as a retry would be: the same attempts as a read.
 */
export function expected(stage: Stage, fault: Fault, mode: Mode): CellResult {
  if (stage.write && (fault.applied || fault.kind === 'truncated')) {
    return { outcome: 'succeeds, same outputs', attempts: 1, exitCode: 0, exported: true };
  }
  if (stage.revoke) {
    // The main step makes one attempt and, whatever it met, exports and warns; the post step
    // then gets a clean server (transient) or the same fault with its own retry budget.
    return mode === 'transient'
      ? { outcome: REVOKED_BY_POST, attempts: 2, exitCode: 0, exported: true }
      : {
          outcome: LEFT_TO_EXPIRE,
          attempts: 1 + postStepAttempts(fault),
          exitCode: 0,
          exported: true,
        };
  }
  const fails = mode === 'persistent' || !fault.retried;
  const attempts = mode === 'persistent' ? fault.attemptsWhenPersistent : fault.retried ? 2 : 1;
  if (fails) return { outcome: 'fails: one error', attempts, exitCode: 1, exported: false };
  const outcome = stage.write ? 'succeeds, same outputs' : 'succeeds, same exports';
  return { outcome, attempts, exitCode: 0, exported: true };
}

/**
 * The post step gives the revoke a 20 s retry budget (the job's work is done): a failure that
 * never clears gets as many attempts as the retry policy fits in it, with the jitter the test
 * preload pins (Math.random 0.5) and each attempt's own time (a hang lasts the 1 s timeout).
 */
function postStepAttempts(fault: Fault): number {
  const policy = { ...defaultRetryPolicy, budgetMs: 20_000, random: () => 0.5 };
  let spentMs = 0;
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1) spentMs += fault.attemptMs ?? 0;
    const decision = decideRetry(policy, {
      attempt,
      failure: fault.failure,
      safeToRepeat: true,
      spentMs,
    });
    if (!decision.retry) return attempt;
    spentMs += decision.delayMs;
  }
}

export const cellKey = (stage: Stage, fault: Fault, mode: Mode): string =>
  `${stage.id} | ${fault.id} | ${mode}`;
