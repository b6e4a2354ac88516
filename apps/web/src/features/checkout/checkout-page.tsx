// Owns /shop/checkout: address choice, cart lines, total and the payment buttons (SPEC §2, §5, §8).
import { MESSAGES } from '@shop/contract/messages';
import type { DeliveryEstimate } from '@shop/contract/delivery';
import { formatRupees } from '@shop/contract/money';
import {
  BanknoteIcon,
  CreditCardIcon,
  Loader2Icon,
  LockIcon,
  ShoppingBagIcon,
  SmartphoneIcon,
  WalletIcon,
} from 'lucide-react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FeatureBanner } from '#web/entities/banner/page-banner.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAddresses, type AddressBookProps } from '#web/entities/address/address-api.ts';
import { useCart } from '#web/entities/cart/cart-api.ts';
import { useDelivery } from '#web/entities/delivery/delivery-api.ts';
import { usePaymentsConfig, type PaymentsConfig } from '#web/entities/payments-config/payments-config.ts';
import type { CheckoutPaymentMethod } from '#web/features/checkout/api/create-order.ts';
import { CheckoutLines } from '#web/features/checkout/checkout-lines.tsx';
import { CouponField } from '#web/features/checkout/coupon-field.tsx';
import { DeliveryEstimateLine } from '#web/features/checkout/delivery-estimate-line.tsx';
import { PaymentOutcomeNotice } from '#web/features/checkout/payment-outcome-notice.tsx';
import { useCartCoupon } from '#web/features/checkout/use-cart-coupon.ts';
import { paymentStepText, useCheckout } from '#web/features/checkout/use-checkout.ts';
import { useWhatsAppChoice, WhatsAppOptIn } from '#web/features/checkout/whatsapp-opt-in.tsx';

type PaymentButton = {
  method: CheckoutPaymentMethod;
  label: string;
  hint: string;
  icon: ReactNode;
  /** Whether the shop offers it now; unknown config shows the spec's two. */
  offered: (config: PaymentsConfig | undefined) => boolean;
};

const PAYMENT_BUTTONS: PaymentButton[] = [
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

/**
 * Cash on Delivery, where the chosen address's pincode takes it and the cart (after any coupon) is within staff's range
 * (both from the delivery check); its fee, if staff set one, is on the button before it is pressed.
 */
function cashOnDelivery(delivery: DeliveryEstimate | undefined, total: number, withCoupon: boolean): PaymentButton[] {
  if (!delivery?.cod_available || total < delivery.cod_min_order || total > delivery.cod_max_order) return [];
  const fee =
    delivery.cod_fee > 0
      ? ` · ${formatRupees(delivery.cod_fee)} COD fee, total ${formatRupees(total + delivery.cod_fee)}`
      : withCoupon
        ? ` · total ${formatRupees(total)}`
        : '';
  return [
    {
      method: 'COD',
      label: 'Pay with Cash on Delivery',
      hint: `Pay in cash when it arrives${fee}`,
      icon: <BanknoteIcon aria-hidden />,
      offered: () => true,
    },
  ];
}

/** `AddressBook`: the address book (features/address-book), handed in by the route that composes the two. */
export function CheckoutPage({ AddressBook }: { AddressBook: ComponentType<AddressBookProps> }) {
  const {
    data: cart,
    dataUpdatedAt: cartReadAt,
    isPending: cartPending,
    isError: cartFailed,
    refetch: refetchCart,
  } = useCart();
  const { data: addresses } = useAddresses();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { data: paymentsConfig } = usePaymentsConfig();

  // An address deleted after it was chosen is no longer a choice.
  const selectedAddress = addresses?.find((address) => address._id === selectedId) ?? null;
  const items = cart?.items ?? [];
  const total = cart?.total ?? 0;
  const coupon = useCartCoupon(cart, cartReadAt);
  const whatsapp = useWhatsAppChoice(selectedAddress);
  const payment = useCheckout({
    cart,
    address: selectedAddress,
    coupon: coupon.quote,
    whatsappOptIn: whatsapp?.optIn ?? false,
  });
  // What the shopper pays: the server's total after the coupon, when one is applied to the cart as it is.
  const payable = coupon.quote?.total ?? total;
  const payingWith = payment.progress?.method ?? null;
  // While a code is being checked the buttons wait, so an order never goes out with a discount the page has not shown.
  const waiting = payingWith !== null || coupon.checking;
  // The same query (and cache entry) as the delivery line below: one request per pincode.
  const { data: delivery } = useDelivery(selectedAddress?.zip_code ?? null);
  const paymentButtons = [
    ...PAYMENT_BUTTONS.filter((button) => button.offered(paymentsConfig)).map((button) =>
      coupon.quote ? { ...button, hint: `${button.hint} · total ${formatRupees(payable)}` } : button,
    ),
    ...(selectedAddress ? cashOnDelivery(delivery, payable, coupon.quote !== null) : []),
  ];

  let summary: ReactNode;
  if (cartPending) {
    summary = (
      <div role="status" aria-label="Loading your cart" className="grid gap-3 py-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  } else if (cartFailed) {
    summary = (
      <div className="grid justify-items-start gap-3 py-3 text-sm">
        <p>We couldn't load your cart.</p>
        <Button variant="outline" size="sm" onClick={() => void refetchCart()}>
          Try again
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    summary = (
      <div className="grid justify-items-center gap-3 py-6 text-center">
        <ShoppingBagIcon className="size-8 text-muted-foreground" aria-hidden />
        <p className="font-medium">{MESSAGES.cartEmpty}</p>
        <Button asChild variant="outline" size="sm">
          <Link to="/shop/listing">Continue shopping</Link>
        </Button>
      </div>
    );
  } else {
    summary = <CheckoutLines items={items} />;
  }

  return (
    <>
      <FeatureBanner />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
        <h1 className="text-2xl font-semibold sm:text-3xl">Checkout</h1>
        <PaymentOutcomeNotice />
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_26rem]">
          <section aria-labelledby="checkout-address-heading" className="grid min-w-0 gap-4">
            <div className="grid gap-1">
              <h2 id="checkout-address-heading" className="text-lg font-semibold">
                Delivery address
              </h2>
              <p className="text-sm text-muted-foreground">Choose where we should deliver your order.</p>
            </div>
            <AddressBook selectable selectedId={selectedId} onSelect={(address) => setSelectedId(address._id)} />
          </section>

          <section
            aria-labelledby="checkout-summary-heading"
            className="grid min-w-0 gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6 lg:sticky lg:top-20"
          >
            <h2 id="checkout-summary-heading" className="text-lg font-semibold">
              Order summary
            </h2>
            {summary}
            {items.length > 0 && <CouponField coupon={coupon} disabled={payingWith !== null} />}
            <dl className="grid gap-2 border-t border-border pt-4 text-sm">
              {coupon.quote && (
                <>
                  <div className="flex justify-between">
                    <dt className="text-muted-foreground">Subtotal</dt>
                    <dd className="tabular-nums">{formatRupees(coupon.quote.subtotal)}</dd>
                  </div>
                  <div className="flex justify-between gap-4">
                    <dt className="text-muted-foreground">Coupon {coupon.quote.code}</dt>
                    <dd className="font-medium text-success tabular-nums">
                      <span aria-hidden>− </span>
                      <span className="sr-only">minus </span>
                      {formatRupees(coupon.quote.discount)}
                    </dd>
                  </div>
                </>
              )}
              <div className="flex justify-between">
                <dt className="text-muted-foreground">Delivery</dt>
                <dd className="font-medium text-success">Free</dd>
              </div>
              <div className="flex items-baseline justify-between">
                <dt className="text-base font-semibold">Total</dt>
                <dd className="text-lg font-semibold tabular-nums">{formatRupees(payable)}</dd>
              </div>
            </dl>
            <p className="text-xs text-muted-foreground">Prices include all taxes.</p>
            {selectedAddress && (
              <p className="text-sm">
                <span className="text-muted-foreground">Delivering to </span>
                <span className="font-medium">
                  {selectedAddress.address_line1}, {selectedAddress.city} {selectedAddress.zip_code}
                </span>
              </p>
            )}
            {selectedAddress && <DeliveryEstimateLine pincode={selectedAddress.zip_code} />}
            {whatsapp && <WhatsAppOptIn choice={whatsapp} />}
            <div className="grid gap-3">
              {paymentButtons.map(({ method, label, hint, icon }) => (
                <Button
                  key={method}
                  size="lg"
                  // The name is the spec's words; the hint below it is read as the description.
                  aria-label={label}
                  aria-describedby={`pay-hint-${method}`}
                  // SPEC §2: all are disabled while the total is 0. While a payment starts or a coupon is checked
                  // they only wait (aria-disabled, aria-busy): a disabled button would drop the keyboard focus on the
                  // one just pressed.
                  disabled={total <= 0}
                  aria-disabled={waiting || undefined}
                  aria-busy={payingWith === method || undefined}
                  variant={method === 'PayPal' || method === 'COD' ? 'outline' : 'default'}
                  className="h-auto min-h-12 w-full flex-col gap-0.5 py-2 aria-disabled:cursor-progress aria-disabled:opacity-70"
                  onClick={() => {
                    if (!waiting) void payment.pay(method);
                  }}
                >
                  <span className="inline-flex items-center gap-2">
                    {payingWith === method ? <Loader2Icon className="animate-spin" aria-hidden /> : icon}
                    {label}
                  </span>
                  <span id={`pay-hint-${method}`} className="text-xs font-normal opacity-85">
                    {hint}
                  </span>
                </Button>
              ))}
            </div>
            <div className="grid gap-1 text-center">
              <p role="status" className="text-sm font-medium">
                {payment.progress ? paymentStepText(payment.progress) : ''}
              </p>
              <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
                <LockIcon className="size-3.5" aria-hidden />
                100% Secure Payments
              </p>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
