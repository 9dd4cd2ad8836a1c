import { ApiError } from '../../api/errors.js';
import { listKeys } from '../../secrets/write-rules.js';

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

/**
 * A batch write failed after others had been written: the server has no transaction across
 * requests, so the error says which keys were written, which were not, and which may have been.
 * It is the failed request's {@link ApiError} (its kind and status choose the hint) with that
 * account added to the message.
 */
export class PartialWriteError extends ApiError {
  readonly written: Written;

  constructor(cause: ApiError, written: Written, account: string) {
    super(cause.details, cause.cause);
    this.name = 'PartialWriteError';
    this.written = written;
    this.message = `${cause.message.replace(/[.!?]$/, '')}. ${account}`;
  }
}

/**
 * Sends the batches one after another, reporting each one written. Each batch is all or nothing
 * on the server; when one fails after an earlier one was written, or with an outcome that is not
 * known, the error says exactly where each key stands.
 */
export async function sendBatches(
  steps: readonly WriteStep[],
  onWritten: (step: WriteStep) => void,
): Promise<Written> {
  const written: Written = { create: [], update: [], delete: [] };
  for (const [index, step] of steps.entries()) {
    try {
      await step.send();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const inDoubt = outcomeUnknown(error);
      const anyWritten = Object.values(written).some((keys) => keys.length > 0);
      if (!anyWritten && !inDoubt) throw error;
      const pending = inDoubt ? steps.slice(index + 1) : steps.slice(index);
      throw new PartialWriteError(
        error,
        written,
        account(written, inDoubt ? step : undefined, pending),
      );
    }
    written[step.kind].push(...step.keys);
    onWritten(step);
  }
  return written;
}

/**
 * Whether the failed batch may have been applied: no answer came, or a proxy answered (502, 503,
 * 504) and cannot say whether the server behind it committed. The server's own error answers come
 * from a rolled-back transaction.
 */
function outcomeUnknown(error: ApiError): boolean {
  return error.status === undefined || error.status >= 502;
}

function account(
  written: Written,
  doubtful: WriteStep | undefined,
  pending: readonly WriteStep[],
): string {
  const parts: string[] = [];
  const done = (Object.keys(DONE) as WriteKind[])
    .filter((kind) => written[kind].length > 0)
    .map((kind) => `${DONE[kind]} ${listKeys(written[kind])}`);
  parts.push(
    done.length > 0
      ? `Written before this failure (the server has no transaction across requests): ${done.join('; ')}.`
      : 'Nothing was written before this request.',
  );
  if (doubtful) {
    parts.push(
      `No answer from the server itself, so this batch may or may not have been applied: ${describeSteps([doubtful])}.`,
    );
  }
  if (pending.length > 0) parts.push(`Not written: ${describeSteps(pending)}.`);
  parts.push('Running the step again lists the folder again and writes only what is left to do.');
  return parts.join(' ');
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
