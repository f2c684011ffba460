import { emptyBulkResult } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { bulkResultText } from './screen-texts';

describe('bulkResultText', () => {
  it('names every non-zero count in order', () => {
    expect(bulkResultText({ ...emptyBulkResult(), matched: 314, approved: 312, alreadyApproved: 2 })).toBe(
      '312 approved, 2 already approved',
    );
    expect(bulkResultText({ ...emptyBulkResult(), matched: 3, declined: 2, failed: 1 })).toBe(
      '2 declined, 1 failed',
    );
  });

  it('says so when nothing changed', () => {
    expect(bulkResultText(emptyBulkResult())).toBe('Nothing to change');
  });
});
