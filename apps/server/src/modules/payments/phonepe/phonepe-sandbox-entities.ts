// Owns the PhonePe sandbox's order as PG v2 shows it, the merchant id its answers carry, and its error shape.
import type { FastifyReply } from 'fastify';
import type { PhonePePaymentDetail } from './phonepe-api.ts';

export type SandboxPhonePeOrder = {
  orderId: string;
  merchantOrderId: string;
  amount: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  expireAt: number;
  redirectUrl: string;
  /** The udf1…udf15 pay was given, echoed by the status API and the callbacks. */
  metaInfo?: Record<string, string>;
  paymentDetails: PhonePePaymentDetail[];
};

/** The merchant id PhonePe gives a shop; its callbacks and refund answers carry it. */
export const MERCHANT_ID = 'THREADANDTOTEUAT';

export const fail = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.status(status).send({ code, message });
