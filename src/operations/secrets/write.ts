import { ApprovalPendingError, describeApproval } from '../../api/approval.js';
import type { InfisicalClient } from '../../api/client.js';
import { ApiError, apiErrorWords } from '../../errors/api.js';
import {
  counted,
  byAdapter,
  joinWords,
  withoutStop,
  words,
  type Text,
} from '../../errors/words.js';
import { TransportError } from '../../errors/transport.js';
import type { Secret } from '../../api/endpoints/secrets.js';
import type { Log } from '../../runner/ports.js';
import { storedValues } from '../../secrets/write-plan.js';
import { listKeys } from '../../secrets/write-rules.js';
import { quoted, reason } from '../settle.js';

/** The batch writes of the `secrets` sub-action. */
export type WriteKind = 'create' | 'update' | 'delete';

const DONE: Readonly<Record<WriteKind, string>> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
};

/** One batch request: what it does, to which keys, and the call that does it. */
export interface WriteStep {
  readonly kind: WriteKind;
  readonly keys: readonly string[];
  readonly send: () => Promise<unknown>;
}

/** The keys each kind of write changed. */
export type Written = Record<WriteKind, string[]>;

/** Where each key stands when a run stops short: the failure's account, from what was seen. */
interface Account {
  readonly written: Written;
  /** A batch whose outcome nobody could look at: it may or may not have been applied. */
  readonly doubtful?: WriteStep;
  /** Why looking at it failed. */
  readonly lookFailed?: Text;
  /** Keys whose answer was lost and that looking showed were not stored. */
  readonly notApplied?: WriteStep;
  /**
   * Keys whose answer was lost and whose stored value is hidden from these credentials: looking
   * cannot tell whether the write landed.
   */
  readonly cannotTell?: WriteStep;
  /** Keys the server put in a change request instead of writing them. */
  readonly approval?: { readonly step: WriteStep; readonly request: string };
  /** Batches not sent. */
  readonly pending: readonly WriteStep[];
}

/**
 * A batch write stopped the run: the server has no transaction across requests, so the error says
 * which keys this run wrote, which it did not, and which (if no one could look) may have been.
 * It is the failed request's {@link ApiError} (its kind and status choose the hint) with that
 * account added to the message.
 */
export class PartialWriteError extends ApiError {
  readonly written: Written;

  constructor(cause: ApiError, account: Account, attempts?: number) {
    const details = { ...cause.details };
    // Sends of the same write, each after looking.
    if (attempts !== undefined && attempts > (details.attempts ?? 1)) details.attempts = attempts;
    // Looked at: what it did is known now, so no hint says it may have been applied.
    if (account.doubtful === undefined && account.cannotTell === undefined) {
      delete details.mayHaveBeenApplied;
    }
    super(details, cause.cause);
    this.name = 'PartialWriteError';
    this.written = account.written;
    const note = cause.cause instanceof TransportError ? cause.cause.note : undefined;
    const text =
      details.attempts === cause.details.attempts ? cause.words : apiErrorWords(details, note);
    this.reword(words`${withoutStop(text)}. ${describe(account)}`);
  }
}

/** What a run of batches does, and how to tell when a key is as a kind of write leaves it. */
export interface BatchWork {
  /** The folder, for messages (`dev:/app`). */
  readonly where: string;
  /** The batches still to send, given what the folder holds and what this run has written. */
  steps(held: readonly Secret[], written: Written): WriteStep[];
  /**
   * Whether a key is stored as a write of this kind leaves it (its value, or gone); `undefined`
   * when looking cannot tell (the stored value is hidden from these credentials).
   */
  isDone(key: string, stored: ReadonlyMap<string, string | symbol>): boolean | undefined;
  /** The folder's own secrets as stored: a read, retried as reads are. */
  look(): Promise<Secret[]>;
}

/**
 * Sends the batches, one after another, and reports each one written. Each batch is all or
 * nothing on the server. A batch whose answer was lost (a proxy's 5xx, a reset, a timeout: it may
 * have been applied) is never sent again blind: the folder is listed once, the keys found stored
 * as asked are counted as written by this run (the answer was lost, the state is confirmed by
 * looking), and what is still missing is planned again and sent after the wait a retry would
 * take, as often as a retry would be. A refusal of keys whose earlier answer was lost (it may
 * have landed after the look) is settled by looking once more, so the run never takes its own
 * earlier request for someone else's.
 */
export async function writeBatches(
  client: InfisicalClient,
  log: Log,
  work: BatchWork,
  first: readonly WriteStep[],
): Promise<Written> {
  const written: Written = { create: [], update: [], delete: [] };
  /** Keys whose write had its answer lost at least once. */
  const inDoubt = new Set<string>();
  let resends = 0;
  /** When the first answer was lost: the retry budget counts from there. */
  let firstLostAt: number | undefined;
  let rechecked = false;
  for (let steps = first; ;) {
    const send = () => sendBatches(steps, written, (step) => logWritten(log, step, work.where));
    // After a lost answer, what is sent again fits in the budget that began then.
    const failure = await (firstLostAt === undefined
      ? send()
      : client.withinBudget(firstLostAt, 'send', send));
    if (!failure) return written;
    const { error, step, pending } = failure;
    const attempts = resends + 1;
    if (error instanceof ApprovalPendingError) {
      throw new PartialWriteError(error, {
        written,
        approval: { step, request: describeApproval(error.approval) },
        pending,
      });
    }
    const lost = error.details.mayHaveBeenApplied === true;
    // A create refused as existing, or an update or delete refused as missing, after an earlier
    // answer for these keys was lost: the earlier request may have landed since the last look.
    const landedLate =
      !lost &&
      !rechecked &&
      step.keys.some((key) => inDoubt.has(key)) &&
      (error.status === 400 || error.status === 404);
    if (!lost && !landedLate) {
      if (!anyWritten(written) && resends === 0) throw error;
      throw new PartialWriteError(error, { written, pending: [step, ...pending] }, attempts);
    }
    firstLostAt ??= client.now();
    if (landedLate) rechecked = true;
    else for (const key of step.keys) inDoubt.add(key);
    log.info(
      lost
        ? `${error.details.operation}: the answer was lost (${reason(error)}); looking at ${work.where} to see what is stored.`
        : `${error.details.operation}: refused (${reason(error)}) after an earlier answer was lost; looking at ${work.where} again.`,
    );
    let current: Secret[];
    try {
      // A read with retries of its own, counted in the same budget.
      current = await client.withinBudget(firstLostAt, 'look', () => work.look());
    } catch (lookError) {
      throw new PartialWriteError(
        error,
        { written, doubtful: step, lookFailed: quoted(lookError), pending },
        attempts,
      );
    }
    const stored = storedValues(current);
    // Only keys this run may have written count as its own: a key stored as asked that no lost
    // request of this run touched was written by someone else (it is left `unchanged`).
    const outcome = new Map(step.keys.map((key) => [key, work.isDone(key, stored)]));
    const confirmed = step.keys.filter((key) => inDoubt.has(key) && outcome.get(key) === true);
    const done = new Set(confirmed);
    const unknown = step.keys.filter((key) => !done.has(key) && outcome.get(key) === undefined);
    const missing = step.keys.filter((key) => !done.has(key) && outcome.get(key) === false);
    if (confirmed.length > 0) {
      written[step.kind].push(...confirmed);
      log.info(
        `${work.where}: ${DONE[step.kind]} ${listKeys(confirmed)} (the answer was lost; confirmed by looking: ${step.kind === 'delete' ? 'no longer stored' : 'stored as asked'}).`,
      );
    }
    // What is left, planned from what the folder holds now.
    steps = work.steps(current, written);
    if ((missing.length === 0 && unknown.length === 0) || landedLate) continue;
    if (missing.length > 0) {
      const state = step.kind === 'delete' ? 'still stored' : 'not stored as asked';
      log.info(`${work.where}: ${state}: ${listKeys(missing)}; the ${step.kind} was not applied.`);
    }
    if (unknown.length > 0) {
      const again =
        step.kind === 'create'
          ? `${unknown.length === 1 ? 'It exists' : 'They exist'} now, so the value is written again as an update, which changes nothing if the create landed.`
          : 'Writing the same value again changes nothing, so it is sent again.';
      log.info(
        `${work.where}: cannot tell whether the ${step.kind} of ${listKeys(unknown)} was applied: ${unknown.length === 1 ? 'its value is' : 'their values are'} hidden from these credentials. ${again}`,
      );
    }
    if (!(await client.waitToResend(error, ++resends, firstLostAt))) {
      throw new PartialWriteError(
        error,
        {
          written,
          ...(missing.length > 0 ? { notApplied: { ...step, keys: missing } } : {}),
          ...(unknown.length > 0 ? { cannotTell: { ...step, keys: unknown } } : {}),
          pending,
        },
        resends,
      );
    }
  }
}

/** How a batch failed, and the batches after it that were not sent. */
interface BatchFailure {
  readonly error: ApiError;
  readonly step: WriteStep;
  readonly pending: readonly WriteStep[];
}

/** Sends the batches in order, adding each one's keys to `written`; stops at the first failure. */
async function sendBatches(
  steps: readonly WriteStep[],
  written: Written,
  onWritten: (step: WriteStep) => void,
): Promise<BatchFailure | undefined> {
  for (const [index, step] of steps.entries()) {
    try {
      await step.send();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { error, step, pending: steps.slice(index + 1) };
    }
    written[step.kind].push(...step.keys);
    onWritten(step);
  }
  return undefined;
}

/** Most keys a log line names; the job summary and the outputs have them all. */
const MAX_KEYS_LOGGED = 50;

/** One line per batch written, naming its keys (the first few when there are many). */
function logWritten(log: Log, done: WriteStep, where: string): void {
  const verb = { create: 'Created', update: 'Updated', delete: 'Deleted' }[done.kind];
  const shown = listKeys(done.keys.slice(0, MAX_KEYS_LOGGED));
  const more =
    done.keys.length > MAX_KEYS_LOGGED ? ` and ${done.keys.length - MAX_KEYS_LOGGED} more` : '';
  const n = done.keys.length;
  log.info(`${verb} ${counted(n, 'secret')} in ${where}: ${shown}${more}.`);
}

function anyWritten(written: Written): boolean {
  return Object.values(written).some((keys) => keys.length > 0);
}

/** The account of a stopped run of batches: what was written, what was not, what may have been. */
function describe(account: Account): Text {
  const parts: Text[] = [];
  const done = (Object.keys(DONE) as WriteKind[])
    .filter((kind) => account.written[kind].length > 0)
    .map((kind) => `${DONE[kind]} ${listKeys(account.written[kind])}`);
  parts.push(
    done.length > 0
      ? `Written before this failure (the server has no transaction across requests): ${done.join('; ')}.`
      : 'Nothing was written before this failure.',
  );
  if (account.doubtful) {
    parts.push(
      words`No answer from the server itself, and looking at the folder failed too (${account.lookFailed ?? 'no answer'}), so this batch may or may not have been applied: ${describeSteps([account.doubtful])}.`,
    );
  }
  if (account.notApplied) {
    parts.push(
      `Looking at the folder after each lost answer showed this was not applied: ${describeSteps([account.notApplied])}.`,
    );
  }
  if (account.cannotTell) {
    parts.push(
      `No answer from the server itself, and the stored values are hidden from these credentials (they lack the permission to read values), so looking cannot tell whether this was applied: ${describeSteps([account.cannotTell])}.`,
    );
  }
  if (account.approval) {
    parts.push(
      `Waiting for approval in ${account.approval.request}: ${describeSteps([account.approval.step])}.`,
    );
    if (account.pending.length > 0) {
      parts.push(`Not sent: ${describeSteps(account.pending)}.`);
    }
    return joinWords(parts, ' ');
  }
  if (account.pending.length > 0) parts.push(`Not written: ${describeSteps(account.pending)}.`);
  parts.push(
    words`${byAdapter('Running the step again', 'Running the command again')} lists the folder again and writes only what is left to do.`,
  );
  return joinWords(parts, ' ');
}

/** Keys by kind of write, the batches of one kind taken together: `create of `A`; update of `B``. */
function describeSteps(steps: readonly WriteStep[]): string {
  return (Object.keys(DONE) as WriteKind[])
    .flatMap((kind) => {
      const keys = steps.filter((step) => step.kind === kind).flatMap((step) => step.keys);
      return keys.length > 0 ? [`${kind} of ${listKeys(keys)}`] : [];
    })
    .join('; ');
}
