// Owns what the payments module needs from orders, as one small port the app layer fills (modules never import each other).
import type { PaymentMethod } from '@shop/contract/shop';

export type PayableOrder = {
  id: string;
  userId: string;
  totalPaise: number;
  paymentStatus: string;
  paymentMethod: string;
  /** The payment that paid it, once paid. */
  paymentId: string | null;
};

/** `duplicate`: a different payment had already paid the order; this one is kept on the order for staff to refund. */
export type ConfirmOutcome =
  'confirmed' | 'already-paid' | 'duplicate' | 'paid-needs-refund' | 'amount-mismatch' | 'not-found';

export type OrderDesk = {
  /** A pending order for the user's cart; any earlier pending order of theirs is let go (one hold per shopper). */
  create(
    userId: string,
    input: { addressId: string; paymentMethod: PaymentMethod },
  ): Promise<{ orderId: string; totalPaise: number }>;
  find(orderId: string): Promise<PayableOrder | undefined>;
  /** Exactly once, whoever calls first; mails the shopper when it confirms. */
  confirmPaid(payment: {
    orderId: string;
    provider: string;
    paymentId: string;
    amountPaise: number;
    method: PaymentMethod;
  }): Promise<ConfirmOutcome>;
  /** A failed or cancelled payment releases the order's stock; false when the order was not pending. */
  fail(orderId: string, actor: string): Promise<boolean>;
  /** Pending orders whose hold ends before `before`, oldest first: the sweep asks their providers. */
  pendingDue(before: Date): Promise<PayableOrder[]>;
};
