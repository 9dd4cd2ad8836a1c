import type { InfisicalClient } from '../api/client.js';
import { defaultRetryPolicy } from '../api/retry.js';
import { ApiError } from '../errors/api.js';
import { textOf, withoutStop, words, type Text, type Words } from '../errors/words.js';
import type { Log } from '../runner/ports.js';

/**
 * The longest a settled write may take, as the docs state it (240 s with the defaults): its first
 * send, which has the whole `timeout`; then the retry budget, which counts every resend, look and
 * wait after the first lost answer; then one more `timeout` for the last look, which always gets
 * one whole attempt (what the server holds must be seen to be reported).
 */
export function settledWriteCapMs(
  timeoutMs: number,
  budgetMs: number = defaultRetryPolicy.budgetMs,
): number {
  return timeoutMs + budgetMs + timeoutMs;
}

/** One create, update or delete of a single resource, and how to see whether it took effect. */
export interface SingleWrite<T> {
  /** What it does, from the inputs only, for log lines: "create folder `/a` in `dev`". */
  readonly what: string;
  readonly send: () => Promise<T>;
  /**
   * Looks (a read, retried as reads are) and returns what the write would have answered when its
   * effect is there (the created resource; for a delete, whatever it has of the deleted one), or
   * undefined when it is not.
   */
  readonly look: () => Promise<T | undefined>;
}

/**
 * Sends a write that is never repeated blind. When its answer is lost in a way that may come
 * after the server acted (a proxy's 5xx, a reset, a timeout: `mayHaveBeenApplied`), it looks:
 * found, the write is this run's (the log says the state was confirmed by looking), and what
 * looking found stands for its answer; not found, it is sent again after the wait a retry would take, as often as a retry
 * would be. After such a loss, a refusal of the next send is looked at too (the first request may
 * have landed after the look), so an earlier request of this run is never taken for someone
 * else's resource.
 */
export async function settledWrite<T>(
  client: InfisicalClient,
  log: Log,
  write: SingleWrite<T>,
): Promise<T> {
  let sends = 0;
  /** When the first answer was lost: the retry budget counts from there. */
  let firstLostAt: number | undefined;
  for (;;) {
    sends++;
    try {
      // A resend is a retry: it fits in the budget since the first lost answer.
      return await (firstLostAt === undefined
        ? write.send()
        : client.withinBudget(firstLostAt, 'send', write.send));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const lost = error.details.mayHaveBeenApplied === true;
      if (!lost && sends === 1) throw error;
      firstLostAt ??= client.now();
      log.info(
        lost
          ? `${capitalize(write.what)}: the answer was lost (${reason(error)}); looking at what the server holds.`
          : `${capitalize(write.what)}: refused (${reason(error)}) after an earlier answer was lost; looking at what the server holds.`,
      );
      let found: T | undefined;
      try {
        // A read with retries of its own, counted in the same budget.
        found = await client.withinBudget(firstLostAt, 'look', write.look);
      } catch (lookError) {
        throw withAccount(
          error,
          sends,
          words`Looking afterwards failed too (${quoted(lookError)}), so whether it was applied is not known.`,
          true,
        );
      }
      if (found !== undefined) {
        log.info(`${capitalize(write.what)}: done (the answer was lost; confirmed by looking).`);
        return found;
      }
      if (!lost) throw withAccount(error, sends, 'Looking afterwards showed it was not applied.');
      if (!(await client.waitToResend(error, sends, firstLostAt))) {
        throw withAccount(
          error,
          sends,
          `Looking after ${sends === 1 ? 'the lost answer' : 'each lost answer'} showed it was not applied: nothing changed.`,
        );
      }
    }
  }
}

/**
 * The write's error with what looking found added: the attempts it took, and (once looked at) no
 * longer "may have been applied".
 */
function withAccount(
  error: ApiError,
  sends: number,
  account: Text,
  stillInDoubt = false,
): ApiError {
  const details = { ...error.details };
  if (sends > (details.attempts ?? 1)) details.attempts = sends;
  if (!stillInDoubt) delete details.mayHaveBeenApplied;
  const settled = new ApiError(details, error.cause);
  settled.addSentence(account);
  return settled;
}

/** How a call failed, in a few words: its status, or the network code. */
export function reason(error: ApiError): string {
  const { status, code } = error.details;
  return status !== undefined ? `HTTP ${status}` : (code ?? 'network error');
}

/**
 * An error's words without their final stop, to quote inside a sentence: its references to
 * inputs stay references, so the tool says `--domain` where the action says `domain`.
 */
export function quoted(error: unknown): Words {
  return withoutStop(textOf(error));
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
