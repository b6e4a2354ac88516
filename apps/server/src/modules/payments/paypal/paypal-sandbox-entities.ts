// Owns the PayPal sandbox's entities as Orders and Payments v2 show them (order, capture, refund, their HATEOAS links)
// and PayPal's error shape.
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export type Amount = { currency_code: string; value: string };
type Link = { rel: string; href: string; method: string };
export type SandboxCapture = {
  id: string;
  /** COMPLETED, then PARTIALLY_REFUNDED or REFUNDED as refunds complete. */
  status: string;
  amount: Amount;
  final_capture: true;
  seller_protection: { status: string };
  create_time: string;
  update_time: string;
};
export type RefundSummary = { id: string; status: string; amount: Amount; create_time: string; update_time: string };
export type SandboxPayPalOrder = {
  id: string;
  intent?: 'CAPTURE';
  /** CREATED (application_context) or PAYER_ACTION_REQUIRED (payment_source.paypal) → APPROVED → COMPLETED; VOIDED. */
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  purchase_units: {
    reference_id?: string;
    amount: Amount;
    payments?: { captures: SandboxCapture[]; refunds?: RefundSummary[] };
  }[];
  payment_source?: Record<string, unknown>;
  payer?: Record<string, unknown>;
  create_time?: string;
  update_time?: string;
  // What only the sandbox knows, never in an answer:
  returnUrl: string;
  cancelUrl: string;
  payerId?: string;
  captureRequestId?: string;
  /** The capture's first answer, given again to the same PayPal-Request-Id. */
  captureAnswer?: Record<string, unknown>;
};
export type SandboxPayPalRefund = {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'FAILED' | 'CANCELLED';
  amount: Amount;
  note_to_payer?: string;
  create_time: string;
  update_time: string;
  captureId: string;
  orderId: string;
  sandbox: { settleAt: number };
};

// PayPal's own words where payments.md (d) quotes them; RETURN_URL_NOT_ON_THIS_SHOP is the sandbox's alone.
const MESSAGES: Record<string, string> = {
  AUTHENTICATION_FAILURE:
    'Authentication failed due to missing authorization header, or invalid authentication credentials.',
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  UNPROCESSABLE_ENTITY:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
};
const DESCRIPTIONS: Record<string, string> = {
  CAPTURE_FULLY_REFUNDED: 'The capture has already been fully refunded.',
  CURRENCY_MISMATCH: 'The refund must be in the currency of the capture.',
  INVALID_PARAMETER_VALUE: 'The value of a field is invalid.',
  INVALID_RESOURCE_ID: 'Specified resource ID does not exist. Please check the resource ID and try again.',
  INVALID_TOKEN: 'The access token is invalid or has expired.',
  MISSING_REQUIRED_PARAMETER: 'A required field / parameter is missing',
  ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url " +
    'returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the ' +
    'request.',
  REFUND_AMOUNT_EXCEEDED:
    'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
  RETURN_URL_NOT_ON_THIS_SHOP: 'return_url and cancel_url must be on this shop.',
};

/** PayPal's error shape: name and message for the kind of failure, the issue in details. */
export const issue = (reply: FastifyReply, status: number, name: string, issueCode: string) =>
  reply.status(status).send({
    name,
    message: MESSAGES[name] ?? name,
    debug_id: randomBytes(7).toString('hex'),
    details: [{ issue: issueCode, description: DESCRIPTIONS[issueCode] ?? issueCode }],
    links: [
      {
        href: `https://developer.paypal.com/docs/api/v2/payments/#error-${issueCode}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  });

/** The HATEOAS links, absolute on the shop's public address as PayPal's are on its own. */
export function paypalLinks(publicUrl: string) {
  const api = `${publicUrl}/api/sandbox/paypal`;
  const link = (rel: string, href: string, method = 'GET'): Link => ({ rel, href, method });
  return {
    order(order: SandboxPayPalOrder): Link[] {
      const self = `${api}/v2/checkout/orders/${order.id}`;
      const approve = `${api}/approve/${order.id}`;
      if (order.status === 'PAYER_ACTION_REQUIRED') return [link('self', self), link('payer-action', approve)];
      if (order.status === 'CREATED')
        return [
          link('self', self),
          link('approve', approve),
          link('update', self, 'PATCH'),
          link('capture', `${self}/capture`, 'POST'),
        ];
      if (order.status === 'APPROVED')
        return [link('self', self), link('update', self, 'PATCH'), link('capture', `${self}/capture`, 'POST')];
      return [link('self', self)];
    },
    capture: (captureId: string, orderId: string): Link[] => [
      link('self', `${api}/v2/payments/captures/${captureId}`),
      link('refund', `${api}/v2/payments/captures/${captureId}/refund`, 'POST'),
      link('up', `${api}/v2/checkout/orders/${orderId}`),
    ],
    refund: (refundId: string, captureId: string): Link[] => [
      link('self', `${api}/v2/payments/refunds/${refundId}`),
      link('up', `${api}/v2/payments/captures/${captureId}`),
    ],
  };
}
export type PayPalLinks = ReturnType<typeof paypalLinks>;

/** The order as PayPal answers it: its links, each capture's links, none of what only the sandbox knows. */
export function orderView(links: PayPalLinks, order: SandboxPayPalOrder) {
  const { returnUrl: _r, cancelUrl: _c, payerId: _p, captureRequestId: _q, captureAnswer: _a, ...shown } = order;
  return {
    ...shown,
    purchase_units: shown.purchase_units.map((unit) =>
      unit.payments
        ? {
            ...unit,
            payments: {
              ...unit.payments,
              captures: unit.payments.captures.map((c) => ({ ...c, links: links.capture(c.id, order.id) })),
            },
          }
        : unit,
    ),
    links: links.order(order),
  };
}

export const refundView = (links: PayPalLinks, refund: SandboxPayPalRefund) => {
  const { captureId, orderId: _o, sandbox: _s, ...shown } = refund;
  return { ...shown, links: links.refund(refund.id, captureId) };
};

export const isoNow = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
