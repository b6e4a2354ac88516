// Owns checkout as the tests run it in the app: rendered with its route's action (which places the order, calling the
// faked API as the server would), and the quote the fake API answers, priced as the server's rules say for the cases
// the tests set.
import { paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import { onlineDiscountPaise } from '@shop/contract/online-discount';
import type { MethodQuote } from '@shop/contract/pricing';
import type { OnlineDiscountRules } from '@shop/contract/settings';
import { PAYMENT_METHODS } from '@shop/contract/shop';
import type { ReactElement } from 'react';
import { action as checkoutAction } from '#web/app/routes/shop.checkout.tsx';
import type { Cart } from '#web/entities/cart/cart-api.ts';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { renderShopScreen } from '#web/testing/render-shop-screen.tsx';

/** What the fake quote prices by: the shop's settings and the shopper's facts a test sets. */
export type QuoteRules = {
  /** The codes it takes, each with what it takes off the cart (rupees); any other code is refused. */
  coupons?: Record<string, number>;
  onlineDiscount?: OnlineDiscountRules | null;
  codFee?: number;
  /** Why Cash on Delivery is refused now (staff's range or risk rules); null: it is not. */
  codRefusal?: () => string | null;
};

/**
 * POST /api/shop/checkout/quote for `cart`, priced as the server's rules price it (a coupon, then paying online's
 * discount on what is left, or the COD fee on top), in paise as the server works.
 */
export function quoteFor(
  cart: Cart,
  rules: QuoteRules = {},
): NonNullable<FakeHandlers['POST /api/shop/checkout/quote']> {
  return ({ body }) => {
    const code = body.coupon_code?.toUpperCase();
    const coupon = code === undefined ? 0 : rules.coupons?.[code];
    if (coupon === undefined) return refuse(400, 'This coupon does not exist');
    const subtotal = rupeesToPaise(cart.total);
    const discount = rupeesToPaise(coupon);
    const items = subtotal - discount;
    const online = onlineDiscountPaise(rules.onlineDiscount, items);
    const codFee = rupeesToPaise(rules.codFee ?? 0);
    const codRefusal = body.address_id ? (rules.codRefusal?.() ?? null) : 'Choose an address first';
    const methods = PAYMENT_METHODS.map((method): MethodQuote => {
      const cod = method === 'COD';
      const reason = cod ? codRefusal : null;
      return {
        method,
        available: reason === null,
        reason,
        total: paiseToRupees(cod ? items + codFee : items - online),
        discount_amount: paiseToRupees(discount),
        online_discount_amount: paiseToRupees(cod ? 0 : online),
        cod_fee: paiseToRupees(cod ? codFee : 0),
        shipping_fee: 0,
      };
    });
    const lines = cart.items.map(({ product_id, variant_id, quantity, line_total }) => ({
      product_id,
      variant_id,
      quantity,
      unit_price: paiseToRupees(rupeesToPaise(line_total) / quantity),
      line_total,
    }));
    return { success: true, data: { subtotal: cart.total, lines, methods } };
  };
}

/** Renders checkout (or a page at a URL holding it) with the route's action, which places the order, as in the app. */
export function openCheckout(ui: ReactElement, options: Omit<Parameters<typeof renderShopScreen>[1], 'action'> = {}) {
  return renderShopScreen(ui, { ...options, action: checkoutAction });
}
