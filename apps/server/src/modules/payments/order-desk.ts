// Owns what the payments module needs from orders, as one small port the app layer fills (modules never import each other).
import type { BusinessBuyer } from '@shop/contract/invoice';
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

/**
 * `duplicate`: a different payment had already paid the order; this one is kept on the order for staff to refund.
 * `coupon-lapsed`: money for an order that was let go, whose coupon no longer applies; its refund is already started.
 */
export type ConfirmOutcome =
  'confirmed' | 'already-paid' | 'duplicate' | 'paid-needs-refund' | 'coupon-lapsed' | 'amount-mismatch' | 'not-found';

/** A provider refund the orders side wrote, as the payments side needs it to ask the provider. */
export type RefundToSend = {
  id: string;
  orderId: string;
  provider: 'razorpay' | 'phonepe' | 'paypal' | 'transfer';
  providerPaymentId: string | null;
  providerRefundId: string | null;
  amountPaise: number;
  reason: string;
  attempts: number;
};

export type RefundOutcome =
  | { status: 'processed'; reference?: string | undefined }
  | { status: 'failed'; failure: string; reference?: string | undefined };

export type OrderDesk = {
  /** A pending order for the user's cart; any earlier pending order of theirs is let go (one hold per shopper). */
  create(
    userId: string,
    input: {
      addressId: string;
      paymentMethod: PaymentMethod;
      couponCode?: string | undefined;
      whatsappOptIn?: boolean | undefined;
      buyer?: BusinessBuyer | undefined;
    },
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
  refunds: {
    /** The pending refund, for one asker at a time (each claim lasts half a minute), its attempt counted first. */
    claim(refundId: string): Promise<RefundToSend | undefined>;
    /** The provider's refund id, once it answered. */
    asked(refundId: string, providerRefundId: string): Promise<void>;
    /** Ends the refund once (the order's books, timeline, credit note, the shopper's mail); later reports change nothing. */
    settle(refundId: string, outcome: RefundOutcome, actor: string): Promise<void>;
    /** Pending provider refunds, oldest first. */
    pending(): Promise<string[]>;
  };
};
