// Owns the reasons a shopper may give for sending a line back, and their words, as the account's pages show them. The
// contract (refunds.ts) holds the rule with zod; these are its words, kept here so that the order's details and the
// return form without JavaScript load no zod (a test holds the two together).
import type { ReturnReason } from '@shop/contract/refunds';

export type { ReturnReason };

export const RETURN_REASON_WORDS: Readonly<Record<ReturnReason, string>> = {
  too_small: 'Size too small',
  too_large: 'Size too large',
  damaged: 'Damaged',
  not_as_pictured: 'Not as pictured',
  other: 'Other',
};

/** In the order the form offers them. */
export const RETURN_REASON_CHOICES = Object.keys(RETURN_REASON_WORDS) as ReturnReason[];

/** What a line says of how much of it can still be sent back, in the form with and without JavaScript alike. */
export function returnableWords(returnable: number, bought: number): string {
  if (returnable === 0) return 'Already asked for in an earlier request';
  return returnable < bought ? `${returnable} of ${bought} left to return` : `Quantity: ${bought}`;
}
