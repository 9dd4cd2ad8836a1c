// A write answered with a change request instead of being carried out (a secret approval policy).
import { describe, expect, it } from 'vitest';
import { ApprovalPendingError, approvalIn, describeApproval } from '../../src/api/approval.js';

describe('approvalIn', () => {
  it('reads the id, slug and status of the change request', () => {
    const body = {
      approval: { id: 'a1', slug: 'calm-otter', status: 'open', policyId: 'p1', hasMerged: false },
    };
    expect(approvalIn(body)).toEqual({ id: 'a1', slug: 'calm-otter', status: 'open' });
  });

  it('is undefined for a usual answer, and for an `approval` that is not an object', () => {
    expect(approvalIn({ secrets: [] })).toBeUndefined();
    expect(approvalIn({ approval: null })).toBeUndefined();
    expect(approvalIn({ approval: 'yes' })).toBeUndefined();
    expect(approvalIn(undefined)).toBeUndefined();
  });

  it('keeps only text fields, at most 100 characters each, so a message stays one short line', () => {
    const approval = approvalIn({ approval: { id: 7, slug: 's'.repeat(500), status: ['open'] } });
    expect(approval).toEqual({ id: undefined, slug: 's'.repeat(100), status: undefined });
    expect(describeApproval({})).toBe('a change request');
  });
});

describe('ApprovalPendingError', () => {
  it('says the write waits for approval, naming the request; nothing was written', () => {
    const error = new ApprovalPendingError(
      {
        kind: 'secrets:update-batch',
        operation: 'update secrets',
        method: 'PATCH',
        path: '/api/v3/secrets/batch/raw',
      },
      { id: 'a1', slug: 'calm-otter', status: 'open' },
    );
    expect(error.message).toBe(
      'update secrets waits for approval (PATCH /api/v3/secrets/batch/raw): the environment has a secret approval policy, so the server opened change request `calm-otter`, id a1, status open instead of writing; nothing was written.',
    );
    expect(error.status).toBe(200);
    expect(error.details.mayHaveBeenApplied).toBeUndefined();
  });
});
