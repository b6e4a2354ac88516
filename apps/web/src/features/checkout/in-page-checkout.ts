// Owns what checkout asks of a provider whose payment opens in the page (a `modal` next step): load it, open it for one
// order, and hear how it ended. Each such provider is one entry here; redirects and Cash on Delivery need none.
import type { ModalNextStep } from '@shop/contract/payments-next';
import { razorpayInPage } from '#web/features/checkout/razorpay-checkout.ts';

/** The shopper as the provider's form is prefilled with. */
export type Payer = { name?: string | undefined; email?: string | undefined; contact?: string | undefined };

/** How the in-page payment ended, told once by the provider. */
export type InPageOutcome = {
  /** Paid in the provider's form: `confirm` asks our server to check it, resolving with its confirmation. */
  onPaid: (confirm: () => Promise<string>) => void;
  /** The provider's reason, for the shopper (the form stays open for another try). */
  onFailed: (reason: string) => void;
  /** Closed without paying. */
  onDismiss: () => void;
};

export type InPageCheckout = {
  /** Loads what the step names (the provider's script); rejects when it cannot. */
  load(step: ModalNextStep): Promise<void>;
  /** What the shopper is told when it cannot load. */
  loadFailed: string;
  /** Opens the form for our order `orderId`; it then reports through `outcome`. */
  open(
    step: ModalNextStep,
    order: { orderId: string; payer: Payer; themeColor: string | undefined },
    outcome: InPageOutcome,
  ): void;
};

export const IN_PAGE_CHECKOUTS: Record<ModalNextStep['provider'], InPageCheckout> = {
  razorpay: razorpayInPage,
};
