// Owns the Razorpay sandbox's entities as Razorpay documents them (order, payment, refund) and its error shape.
import type { FastifyReply } from 'fastify';
import type { RazorpayRefund } from './razorpay-api.ts';

export type SandboxOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  offer_id: null;
  /** created → attempted (a payment tried) → paid (a payment captured; stays paid when refunded). */
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};

export type SandboxPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: Record<string, string>;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, unknown>;
  created_at: number;
};

/** A refund as Razorpay shows it, plus what only the sandbox knows (never in an answer). */
export type SandboxRefund = RazorpayRefund & { sandbox: { settleAt: number; fails: boolean } };

export const now = () => Math.floor(Date.now() / 1000);

type ErrorDetail = { field?: string; source?: string; step?: string; reason?: string; metadata?: object };

/** Razorpay's error shape, for every error it answers. */
export const apiError = (reply: FastifyReply, status: number, description: string, detail: ErrorDetail = {}) =>
  reply.status(status).send({
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: detail.source ?? 'business',
      step: detail.step ?? 'payment_initiation',
      reason: detail.reason ?? 'input_validation_failed',
      metadata: detail.metadata ?? {},
      field: detail.field,
    },
  });

/**
 * An unknown order, payment or refund id: a 400, not a 404, with the description, source, step and reason of the
 * Failure samples on Razorpay's Fetch an Order / Payment / Refunds pages (payments.md (d), Razorpay).
 */
export const notFound = (reply: FastifyReply) => apiError(reply, 400, 'The id provided does not exist');

/** Razorpay's commission on a captured payment: 2%, and 18% GST on that (tax is the GST part of the fee). */
export function feeOf(amount: number) {
  const tax = Math.round(amount * 0.02 * 0.18);
  return { fee: Math.round(amount * 0.02) + tax, tax };
}

/** Fields that payments stored before the sandbox kept them read as Razorpay would show them. */
const PAYMENT_DEFAULTS = {
  invoice_id: null,
  international: false,
  amount_refunded: 0,
  refund_status: null,
  description: null,
  card_id: null,
  bank: null,
  wallet: null,
  vpa: null,
  email: 'void@razorpay.com',
  contact: '+919000090000',
  notes: {},
  fee: null,
  tax: null,
  error_code: null,
  error_description: null,
  error_source: null,
  error_step: null,
  error_reason: null,
  acquirer_data: {},
};

export const paymentView = (payment: SandboxPayment): SandboxPayment => ({ ...PAYMENT_DEFAULTS, ...payment });
export const orderView = (order: SandboxOrder): SandboxOrder => ({ ...order, offer_id: null });
export const refundView = ({ sandbox: _sandbox, ...refund }: SandboxRefund): RazorpayRefund => refund;
