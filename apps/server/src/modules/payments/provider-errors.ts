// Owns how a payment provider's "no" reads to us: refused for good (ProviderRefusal) or anything else (ask again).
import type { ProviderName } from './provider.ts';

/**
 * The provider understood the request and refused it (a 4xx business answer: more than is refundable, an unknown
 * payment, a request id reused with another body). Asking again with the same request will never work. Any other
 * Error from a provider client (a timeout, a 5xx, bad keys, "still in progress") may work when asked again.
 */
export class ProviderRefusal extends Error {
  readonly provider: ProviderName;
  readonly status: number;
  /** The provider's own code: Razorpay's error.code, PhonePe's code, PayPal's details[0].issue. */
  readonly code: string;

  constructor(provider: ProviderName, status: number, code: string, description: string) {
    super(description);
    this.name = 'ProviderRefusal';
    this.provider = provider;
    this.status = status;
    this.code = code;
  }
}

/** 4xx answers that stay the same when asked again. Not 401/403 (our keys), 408/409/425/429 (busy, in progress). */
export const isRefusal = (status: number) =>
  status >= 400 && status < 500 && ![401, 403, 408, 409, 425, 429].includes(status);
