// Checks that the account's words for return reasons are the contract's, reason for reason and in its order.
import { RETURN_REASON_LABELS, RETURN_REASONS } from '@shop/contract/refunds';
import { describe, expect, it } from 'vitest';
import { RETURN_REASON_CHOICES, RETURN_REASON_WORDS } from '#web/features/account/return-reason-words.ts';

describe('return reason words', () => {
  it('are the contract’s labels, in the contract’s order', () => {
    expect(RETURN_REASON_WORDS).toEqual(RETURN_REASON_LABELS);
    expect(RETURN_REASON_CHOICES).toEqual([...RETURN_REASONS]);
  });
});
