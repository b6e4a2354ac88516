// Owns pricing the shopper's cart as checkout shows it and as placing the order charges it: the facts the pricing module
// needs gathered from the shop (the cart's lines at today's prices, the coupon under the coupons module's rules, staff's
// settings, whether the address's pincode is served and takes cash, the shopper's Cash on Delivery standing), then the
// one price (modules/pricing) by every way to pay. POST /api/shop/checkout/quote answers it; placing the order stores it.
import { MESSAGES } from '@shop/contract/messages';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import type { CheckoutQuote } from '@shop/contract/pricing';
import { pricingEndpoints } from '@shop/contract/pricing';
import type { Settings } from '@shop/contract/settings';
import { LIMITS, PAYMENT_METHODS, type PaymentMethod } from '@shop/contract/shop';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser, signedInUser } from '../platform/auth-guard.ts';
import type { Db, Tx } from '../platform/db/database.ts';
import { users } from '../platform/db/schema.ts';
import { route } from '../platform/endpoint-routes.ts';
import { Invalid, NotFound } from '../platform/errors.ts';
import { limit } from '../platform/rate-limits.ts';
import { findAddress } from '../modules/addresses/index.ts';
import { type CartLine, cartLinesOf, orderRefusal } from '../modules/cart/index.ts';
import { redeemable } from '../modules/coupons/index.ts';
import { checkDelivery } from '../modules/delivery/index.ts';
import { codRiskRefusal, openCodOrders } from '../modules/orders/index.ts';
import { grossOf, itemsOf, type PricedOrder, priceOrder } from '../modules/pricing/index.ts';
import { getSettings } from '../modules/settings/index.ts';

type Redemption = Awaited<ReturnType<typeof redeemable>>;

export type CartFacts = {
  lines: CartLine[];
  settings: Settings;
  coupon?: Redemption | undefined;
  /** The address it goes to; without one Cash on Delivery is not judged (it needs a pincode). */
  address?: { zipCode: string; phone: string } | undefined;
  /** Whether the address's pincode takes cash at the door (the delivery directory). */
  codAvailable?: boolean | undefined;
  /** Whether to look up the shopper's Cash on Delivery standing (open orders, staff's risk rules). */
  judgeCod: boolean;
  /** Why a way to pay is refused whatever the cart (not offered, an address not served, a cart over the limits). */
  refusals?: Partial<Record<PaymentMethod, string | undefined>>;
};

/** The cart's price by every way to pay, each with why it may not be used. */
export async function priceCart(db: Db | Tx, userId: string, facts: CartFacts): Promise<PricedOrder> {
  const input = { lines: facts.lines, coupon: facts.coupon, settings: facts.settings };
  const { itemsPaise } = itemsOf(facts.lines, facts.coupon);
  let cod: string | undefined = facts.refusals?.COD;
  if (cod === undefined) {
    if (!facts.address) cod = MESSAGES.selectAddress;
    else if (facts.judgeCod) {
      cod = await codRefusal(db, facts.settings.cod, userId, facts.address, itemsPaise, facts.codAvailable ?? false);
    }
  }
  return priceOrder({ ...input, refusals: { ...facts.refusals, COD: cod } });
}

/**
 * Why this shopper's items may not be paid in cash at this address, or undefined when they may: the pincode takes COD
 * and staff have it on, the items' total is within staff's limits, the shopper has no COD order still waiting for their
 * confirmation and fewer than two still unpaid, and none of staff's risk rules (block lists, return rates, a first
 * order's limit) stands against it.
 */
async function codRefusal(
  tx: Db | Tx,
  cod: Settings['cod'],
  userId: string,
  address: { zipCode: string; phone: string },
  itemsPaise: number,
  codAvailable: boolean,
): Promise<string | undefined> {
  if (!cod.enabled || !codAvailable) return MESSAGES.codNotAvailable;
  if (itemsPaise < rupeesToPaise(cod.min_order) || itemsPaise > rupeesToPaise(cod.max_order)) {
    return MESSAGES.codAmount(formatRupees(cod.min_order), formatRupees(cod.max_order));
  }
  const open = await openCodOrders(tx, userId);
  if (open.unconfirmed >= LIMITS.unconfirmedCodOrdersMax) return MESSAGES.codUnconfirmed;
  if (open.open >= LIMITS.openCodOrdersMax) return MESSAGES.codTooMany;
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return codRiskRefusal(tx, cod.risk, {
    userId,
    email: user?.email ?? '',
    phone: address.phone,
    pincode: address.zipCode,
    itemsPaise,
  });
}

/**
 * What the shopper's cart costs now by each way to pay, to one of their saved addresses, with a coupon: the numbers
 * checkout shows, and the ones placing the order right after charges. A coupon that does not apply is refused in words.
 */
export async function quoteCheckout(
  db: Db,
  userId: string,
  asked: { addressId?: string | undefined; couponCode?: string | undefined },
  offered: Partial<Record<PaymentMethod, string | undefined>>,
): Promise<CheckoutQuote> {
  const lines = await cartLinesOf(db, userId);
  if (lines.length === 0) throw new Invalid(MESSAGES.cartEmpty);
  const address = asked.addressId ? await findAddress(db, userId, asked.addressId) : undefined;
  if (asked.addressId && !address) throw new NotFound(MESSAGES.selectAddress);
  const settings = await getSettings(db);
  const coupon = asked.couponCode ? await redeemable(db, asked.couponCode, userId, lines) : undefined;
  // A pincode the directory does not know (an address saved before it was checked) is not refused, as placing it isn't.
  const delivery = address ? await checkDelivery(db, address.zipCode).catch(() => undefined) : undefined;
  const everywhere = delivery && !delivery.serviceable ? MESSAGES.notDeliverable : orderRefusal(settings.limits, lines);
  const refusals = Object.fromEntries(PAYMENT_METHODS.map((method) => [method, everywhere ?? offered[method]]));
  const priced = await priceCart(db, userId, {
    lines,
    settings,
    coupon,
    address,
    codAvailable: delivery?.cod_available ?? false,
    judgeCod: true,
    refusals,
  });
  const rupees = paiseToRupees;
  return {
    subtotal: rupees(priced.subtotalPaise),
    lines: lines.map((line) => ({
      product_id: line.productId,
      variant_id: line.variantId,
      quantity: line.quantity,
      unit_price: rupees(line.unitPricePaise),
      line_total: rupees(grossOf(line)),
    })),
    methods: PAYMENT_METHODS.map((method) => {
      const price = priced.methods[method];
      return {
        method,
        available: price.available,
        reason: price.reason,
        total: rupees(price.totalPaise),
        discount_amount: rupees(price.discountPaise),
        online_discount_amount: rupees(price.onlineDiscountPaise),
        cod_fee: rupees(price.codFeePaise),
        shipping_fee: rupees(price.shippingFeePaise),
      };
    }),
  };
}

/** PayPal does not serve payments within India: checkout offers it only as the sandbox's demonstration. */
const PAYPAL_TEST_ONLY = 'PayPal is offered in test mode only.';

export const checkoutQuoteRoutes: FastifyPluginAsync<{ offersPayPal: boolean }> = async (app, { offersPayPal }) => {
  route(
    app,
    pricingEndpoints.quote,
    // Asked again as the shopper changes address or coupon; a script cycling coupon codes through it gets a 429.
    { onRequest: [requireUser, limit(app, 'checkout-quote', 120, 15, (r) => r.user!.id)] },
    async (request) => ({
      success: true as const,
      data: await quoteCheckout(
        app.db,
        signedInUser(request).id,
        { addressId: request.body.address_id, couponCode: request.body.coupon_code },
        { PayPal: offersPayPal ? undefined : PAYPAL_TEST_ONLY },
      ),
    }),
  );
};
