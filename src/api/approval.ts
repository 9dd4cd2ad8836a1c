import { ApiError, type ApiErrorDetails } from '../errors/api.js';

/**
 * A change request that the server opened instead of writing: the environment (or folder) has a
 * secret approval policy. Newer servers may answer any secret write, single or batch, create,
 * update or delete, with `{"approval": {id, slug, status, policyId, hasMerged, committerUserId,
 * ...}}` and a 200; nothing is written until a reviewer merges it.
 */
export interface ApprovalRequest {
  /** The request's id, when the answer gives one as text. */
  readonly id?: string;
  /** Its short name, as the web interface shows it. */
  readonly slug?: string;
  /** `open` when just opened. */
  readonly status?: string;
}

/** Server text shown in a message: at most this many characters of each field. */
const MAX_FIELD = 100;

/** The change request in a write's answer, or undefined when the answer is not one. */
export function approvalIn(body: unknown): ApprovalRequest | undefined {
  if (body === null || typeof body !== 'object' || !('approval' in body)) return undefined;
  const approval = (body as { approval: unknown }).approval;
  if (approval === null || typeof approval !== 'object') return undefined;
  const text = (value: unknown): string | undefined =>
    typeof value === 'string' && value !== '' ? value.slice(0, MAX_FIELD) : undefined;
  const { id, slug, status } = approval as Record<string, unknown>;
  return { id: text(id), slug: text(slug), status: text(status) };
}

/** How a change request is named in a message: its slug and id, as far as the answer gave them. */
export function describeApproval(approval: ApprovalRequest): string {
  const names = [
    approval.slug !== undefined ? `\`${approval.slug}\`` : undefined,
    approval.id !== undefined ? `id ${approval.id}` : undefined,
    approval.status !== undefined ? `status ${approval.status}` : undefined,
  ].filter((part): part is string => part !== undefined);
  return names.length > 0 ? `change request ${names.join(', ')}` : 'a change request';
}

/**
 * A write the server did not carry out: it opened a change request that waits for approval. It is
 * an {@link ApiError} of the write's kind (status 200) so that the one failure path reports it,
 * with its own wording: nothing "failed", and nothing was written.
 */
export class ApprovalPendingError extends ApiError {
  readonly approval: ApprovalRequest;

  constructor(details: ApiErrorDetails, approval: ApprovalRequest) {
    const why = `the environment has a secret approval policy, so the server opened ${describeApproval(approval)} instead of writing; nothing was written`;
    super({ ...details, status: 200, serverMessage: why });
    this.name = 'ApprovalPendingError';
    this.approval = approval;
    this.reword(
      `${details.operation} waits for approval (${details.method} ${details.path}): ${why}.`,
    );
  }
}
