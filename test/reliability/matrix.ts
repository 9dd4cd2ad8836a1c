// The fault matrix: which faults, at which stages, and what the product's rules say must happen.
// The expectations are derived from the rules (PRODUCT.md, src/api/retry.ts defaults), never from
// a recorded run, so a change of behaviour fails the matrix instead of silently updating it.
import type { FaultKind } from '../support/fake-server/index.ts';

export type Mode = 'transient' | 'persistent';
export const MODES: readonly Mode[] = ['transient', 'persistent'];

export interface Fault {
  readonly id: string;
  /** What the fake server does; undefined for `refused` (nothing listens on the port). */
  readonly kind?: FaultKind;
  /** Attempts of a call that meets this fault every time (default `retries: 5`). */
  readonly attemptsWhenPersistent: number;
  /** Whether one occurrence is ridden out (false: not retried by design). */
  readonly retried: boolean;
}

/** `retries` defaults to 5: six attempts in all for a transient failure that never clears. */
const ALL = 6;

export const FAULTS: readonly Fault[] = [
  {
    id: '429 with retry-after',
    kind: { status: 429, retryAfter: 0 },
    attemptsWhenPersistent: ALL,
    retried: true,
  },
  // messageSeconds 0 makes the body say "0 ms", which names no wait: pure backoff.
  {
    id: '429 without a wait',
    kind: { status: 429, messageSeconds: 0 },
    attemptsWhenPersistent: ALL,
    retried: true,
  },
  // A plain 500 is often a bad id, not an outage: one retry only (retries500).
  { id: '500', kind: { status: 500 }, attemptsWhenPersistent: 2, retried: true },
  { id: '502', kind: { status: 502 }, attemptsWhenPersistent: ALL, retried: true },
  { id: '503', kind: { status: 503 }, attemptsWhenPersistent: ALL, retried: true },
  { id: '504', kind: { status: 504 }, attemptsWhenPersistent: ALL, retried: true },
  { id: 'connection reset', kind: 'reset', attemptsWhenPersistent: ALL, retried: true },
  { id: 'hang (timeout 1 s)', kind: 'hang', attemptsWhenPersistent: ALL, retried: true },
  { id: 'truncated body', kind: 'truncated', attemptsWhenPersistent: ALL, retried: true },
  // A 200 that is not JSON is a wrong `domain` or a portal: asking again gets the same page.
  { id: 'non-JSON 200', kind: 'non-json', attemptsWhenPersistent: 1, retried: false },
  { id: 'connection refused', attemptsWhenPersistent: ALL, retried: true },
];

export type StageId = 'login' | 'list /' | 'list /app' | 'revoke (post step)' | 'tags list';

export interface Stage {
  readonly id: StageId;
  /** The operation name the action prints in its retry notices. */
  readonly operation: string;
  /** The post step: failures only warn. */
  readonly post: boolean;
}

export const STAGES: readonly Stage[] = [
  { id: 'login', operation: 'universal-auth login', post: false },
  { id: 'list /', operation: 'list secrets of dev:/', post: false },
  { id: 'list /app', operation: 'list secrets of dev:/app', post: false },
  { id: 'revoke (post step)', operation: 'revoke access token', post: true },
  { id: 'tags list', operation: 'list tags', post: false },
];

/**
 * A refused connection cannot single out one of two concurrent listings (both need the port):
 * the `list /` cell refuses both listings and `list /app` has no refused cell.
 */
export function applicable(stage: Stage, fault: Fault): boolean {
  return !(stage.id === 'list /app' && fault.id === 'connection refused');
}

/** What one cell did, as recorded in docs/RELIABILITY.md. */
export interface CellResult {
  readonly outcome: string;
  readonly attempts: number;
  readonly exitCode: number | null;
  /** Whether anything was exported (env, outputs, file); undefined for the post step. */
  readonly exported?: boolean;
}

/** What the rules say a cell must give. */
export function expected(stage: Stage, fault: Fault, mode: Mode): CellResult {
  const fails = mode === 'persistent' || !fault.retried;
  const attempts = mode === 'persistent' ? fault.attemptsWhenPersistent : fault.retried ? 2 : 1;
  if (stage.post) {
    return { outcome: fails ? 'warns; token left to expire' : 'revoked', attempts, exitCode: 0 };
  }
  return fails
    ? { outcome: 'fails: one error', attempts, exitCode: 1, exported: false }
    : { outcome: 'succeeds, same exports', attempts, exitCode: 0, exported: true };
}

export const cellKey = (stage: Stage, fault: Fault, mode: Mode): string =>
  `${stage.id} | ${fault.id} | ${mode}`;
