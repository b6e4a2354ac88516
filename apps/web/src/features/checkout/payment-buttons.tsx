// Owns checkout's ways to pay: which are offered for this order (the providers staff switched on, Cash on Delivery where
// the address's pincode takes it), each as a button with its hint and the total the server's quote gives for it, what
// paying online saves, and why the quote refuses one when it does. Cash on Delivery and PhonePe submit checkout's form
// before (or without) JavaScript; the in-page checkout (Razorpay) and the sandbox's PayPal need the app, and wait for
// it, saying so (decision 031).
import type { DeliveryEstimate } from '@shop/contract/delivery';
import { formatRupees, rupeesToPaise } from '@shop/contract/money';
import { onlineSaving } from '@shop/contract/online-discount';
import {
  BadgePercentIcon,
  BanknoteIcon,
  CreditCardIcon,
  InfoIcon,
  Loader2Icon,
  SmartphoneIcon,
  WalletIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import type { PaymentsConfig } from '#web/entities/payments-config/payments-config.ts';
import { methodIn, type CheckoutQuote, type MethodQuote } from '#web/features/checkout/api/checkout-quote.ts';
import type { CheckoutPaymentMethod } from '#web/features/checkout/api/create-order.ts';
import { intentOf, isFormIntent } from '#web/features/checkout/checkout-form.ts';
import { cn } from '#web/lib/class-names.ts';

export type PaymentButton = {
  method: CheckoutPaymentMethod;
  label: string;
  hint: string;
  icon: ReactNode;
  /** Why it cannot pay for this order, in the server's words: it stays on the page, unusable, with the reason below. */
  refusal?: string;
};

type OnlinePayment = PaymentButton & {
  /** Whether the shop offers it now; unknown config shows the spec's two. */
  offered: (config: PaymentsConfig | undefined) => boolean;
};

const ONLINE_PAYMENTS: OnlinePayment[] = [
  {
    method: 'PhonePe',
    label: 'Pay with PhonePe',
    hint: 'UPI on your phone',
    icon: <SmartphoneIcon aria-hidden />,
    offered: (config) => config?.providers.phonepe ?? true,
  },
  {
    method: 'Razorpay',
    label: 'Pay with Razorpay',
    hint: 'Cards, UPI and net banking',
    icon: <CreditCardIcon aria-hidden />,
    offered: (config) => config?.providers.razorpay ?? true,
  },
  {
    // PayPal does not serve payments within India: a sandbox-only demonstration of the redirect flow.
    method: 'PayPal',
    label: 'Pay with PayPal',
    hint: 'Test mode only',
    icon: <WalletIcon aria-hidden />,
    offered: (config) => Boolean(config?.testMode && config.providers.paypal),
  },
];

/** The first way to pay online that the quote prices and the shop offers: they all take the same discount. */
const onlineQuoted = (config: PaymentsConfig | undefined, quote: CheckoutQuote | undefined) =>
  ONLINE_PAYMENTS.filter((button) => button.offered(config))
    .map(({ method }) => methodIn(quote, method))
    .find((priced) => priced?.available);

/** "Pay online and save ₹50", said beside the online buttons, in the quote's amount; null when it saves nothing. */
export function onlineSavingNote(config: PaymentsConfig | undefined, quote: CheckoutQuote | undefined): string | null {
  const saving = onlineQuoted(config, quote)?.online_discount_amount ?? 0;
  return saving > 0 ? onlineSaving(rupeesToPaise(saving)) : null;
}

/** ` · total ₹2,348.00`: the quote's total for a way to pay, said when it is not the items' own price. */
const totalNote = (priced: MethodQuote, quote: CheckoutQuote) =>
  priced.total === quote.subtotal ? '' : ` · total ${formatRupees(priced.total)}`;

/** Said on a button the quote refuses, above its reason. */
const NOT_AVAILABLE = 'Not available for this order';

/**
 * The providers the shop offers. Each hint carries the quote's total for paying that way whenever it differs from the
 * items' own price (a coupon applied, or a saving for paying online); one the quote refuses says why.
 */
export function onlinePayments(config: PaymentsConfig | undefined, quote: CheckoutQuote | undefined): PaymentButton[] {
  return ONLINE_PAYMENTS.filter((button) => button.offered(config)).map(({ offered: _, ...button }) => {
    const priced = methodIn(quote, button.method);
    if (!priced || !quote) return button;
    if (!priced.available) return { ...button, hint: NOT_AVAILABLE, refusal: priced.reason ?? PAY_REFUSED };
    return { ...button, hint: `${button.hint}${totalNote(priced, quote)}` };
  });
}

/** Said when the server refuses a way to pay without its own words (it always gives them). */
const PAY_REFUSED = 'This way to pay is not offered for this order. Please choose another.';

/** Said when the server refuses Cash on Delivery without its own words (it always gives them). */
const COD_REFUSED = 'Cash on Delivery is not offered for this order. Please pay online.';

/**
 * Cash on Delivery, where the chosen address's pincode takes it (the delivery check), once the quote for that address
 * is in: its fee and total as the quote prices them, or, when staff's range or risk rules refuse it, the server's words
 * why. If the quote never comes the button is as it was, and the server says no when the order is placed.
 */
export function cashOnDelivery(
  delivery: DeliveryEstimate | undefined,
  quote: CheckoutQuote | undefined,
  quoteFailed: boolean,
): PaymentButton[] {
  if (!delivery?.cod_available) return [];
  const priced = methodIn(quote, 'COD');
  if (!priced || !quote) return quoteFailed ? [cashOnDeliveryUnchecked()] : [];
  const button = { method: 'COD', label: 'Pay with Cash on Delivery', icon: <BanknoteIcon aria-hidden /> } as const;
  if (!priced.available) return [{ ...button, hint: NOT_AVAILABLE, refusal: priced.reason ?? COD_REFUSED }];
  const fee =
    priced.cod_fee > 0
      ? ` · ${formatRupees(priced.cod_fee)} COD fee, total ${formatRupees(priced.total)}`
      : totalNote(priced, quote);
  return [{ ...button, hint: `Pay in cash when it arrives${fee}` }];
}

/**
 * Cash on Delivery before the app runs, with no address chosen on the server: choosing a radio cannot ask about it, so
 * it is offered and the server judges the address the order is posted with (and adds any fee).
 */
export function cashOnDeliveryUnchecked(): PaymentButton {
  return {
    method: 'COD',
    label: 'Pay with Cash on Delivery',
    icon: <BanknoteIcon aria-hidden />,
    hint: 'Pay in cash when it arrives',
  };
}

/** A way to pay that needs the app's script (an in-page checkout, or PayPal's capture from this tab's storage). */
const needsApp = (method: CheckoutPaymentMethod) => !isFormIntent(intentOf(method));

const nameOf = (label: string) => label.replace(/^Pay with /, '');

/** "Razorpay needs JavaScript, …": said where JavaScript is off, under the buttons that wait for it. */
const appOnlyNote = (names: string[]) =>
  `${names.join(' and ')} ${names.length > 1 ? 'need' : 'needs'} JavaScript, which is off in this browser. The other ways to pay work without it.`;

export type PaymentButtonsProps = {
  buttons: PaymentButton[];
  /** SPEC §2: all are disabled while the total is 0. */
  disabled: boolean;
  /** A payment is starting or a coupon is being checked: pressing does nothing yet. */
  waiting: boolean;
  payingWith: CheckoutPaymentMethod | null;
  onPay: (method: CheckoutPaymentMethod) => void;
  /** What paying online saves ("Pay online and save ₹50"), shown above the online buttons; null for none. */
  onlineSaving?: string | null;
};

const SAVING_ID = 'pay-online-saving';

/** Cash on Delivery is the one way to pay that is not online, so it never gets the saving. */
const isOnline = (method: CheckoutPaymentMethod) => method !== 'COD';

/** The button's description: its hint, what paying online saves (for an online one), and why it cannot be used. */
function describedBy(method: CheckoutPaymentMethod, refusal: string | undefined, saving: boolean): string {
  return [`pay-hint-${method}`, saving && isOnline(method) && SAVING_ID, refusal && `pay-refusal-${method}`]
    .filter(Boolean)
    .join(' ');
}

export function PaymentButtons({
  buttons,
  disabled,
  waiting,
  payingWith,
  onPay,
  onlineSaving = null,
}: PaymentButtonsProps) {
  const saving = onlineSaving !== null && buttons.some((button) => isOnline(button.method));
  const hydrated = useHydrated();
  return (
    <div className="grid gap-3">
      {saving && (
        // Beside the buttons it is about, not a toast: it stays while the shopper chooses, and each online button's
        // description includes it for screen readers.
        <p id={SAVING_ID} className="flex items-center gap-2 text-sm font-medium text-accent">
          <BadgePercentIcon className="size-4 shrink-0" aria-hidden />
          <span>{onlineSaving}</span>
        </p>
      )}
      {buttons.map(({ method, label, hint, icon, refusal }) => (
        <Button
          key={method}
          // Before the app runs this submits checkout's form (the page's action places the order); after, the click
          // pays in the browser and the form's submit is stopped.
          {...(needsApp(method) ? {} : { type: 'submit' as const, name: 'intent', value: intentOf(method) })}
          size="lg"
          // The name is the spec's words; the hint below it, what paying online saves, and why it cannot be used, are
          // its description.
          aria-label={label}
          aria-describedby={describedBy(method, refusal, saving)}
          // While a payment starts or a coupon is checked they only wait (aria-disabled, aria-busy): a disabled button
          // would drop the keyboard focus on the one just pressed. One refused for this order is aria-disabled too: the
          // refusal may come just after it was pressed, and it stays reachable, so its reason is read with it.
          disabled={disabled || (!hydrated && needsApp(method))}
          aria-disabled={waiting || refusal ? true : undefined}
          aria-busy={payingWith === method || undefined}
          variant={method === 'PayPal' || method === 'COD' ? 'outline' : 'default'}
          className={cn(
            'h-auto min-h-12 w-full flex-col gap-0.5 py-2',
            refusal
              ? 'cursor-not-allowed opacity-50 hover:bg-background'
              : 'aria-disabled:cursor-progress aria-disabled:opacity-70',
          )}
          onClick={() => {
            if (!waiting && !refusal) onPay(method);
          }}
        >
          <span className="inline-flex items-center gap-2">
            {payingWith === method ? <Loader2Icon className="animate-spin" aria-hidden /> : icon}
            {label}
          </span>
          {/* The hint wraps: a fee and a total make it longer than a phone's button is wide. */}
          <span id={`pay-hint-${method}`} className="text-center text-xs font-normal whitespace-normal opacity-85">
            {!hydrated && needsApp(method) ? 'Opens once the page has finished loading' : hint}
          </span>
        </Button>
      ))}
      {!hydrated && buttons.some(({ method }) => needsApp(method)) && (
        // Shown only with JavaScript off, where "once the page has finished loading" never comes.
        <noscript>
          <p className="text-sm text-muted-foreground">
            {appOnlyNote(buttons.filter(({ method }) => needsApp(method)).map(({ label }) => nameOf(label)))}
          </p>
        </noscript>
      )}
      {buttons.map(
        ({ method, refusal }) =>
          refusal && (
            <p
              key={method}
              id={`pay-refusal-${method}`}
              role="note"
              className="flex items-start gap-2 rounded-md border border-border bg-muted p-3 text-sm"
            >
              <InfoIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span>{refusal}</span>
            </p>
          ),
      )}
    </div>
  );
}
