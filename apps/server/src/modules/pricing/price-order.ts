// Owns the price of an order (issue 43): from its lines at today's prices, the coupon's discount, staff's settings and
// the buyer's place of supply, what it comes to by each way to pay: every line's shares of the discounts, its taxable
// value and GST, the fees, and the total, in paise. Checkout's quote, placing the order and its invoice all take their
// numbers from here; nothing else adds up an order's money.
import { rupeesToPaise } from '@shop/contract/money';
import { onlineDiscountPaise } from '@shop/contract/online-discount';
import type { Settings, TaxClass } from '@shop/contract/settings';
import { PAYMENT_METHODS, type PaymentMethod } from '@shop/contract/shop';
import { lineTax, type LineTax, rateFor } from './gst.ts';
import { grossOf, netValue, type SoldLine, spread, subtotalOf } from './shares.ts';

/** A line to price: one product (or one size of it) at today's price. */
export type PricingLine = { unitPricePaise: number; quantity: number; taxClass: TaxClass };

export type PricingInput = {
  lines: PricingLine[];
  /** The coupon's discount and its share per line (coupons' `discountFor`), when one applies. */
  coupon?: { discountPaise: number; perLine: number[] } | undefined;
  settings: Pick<Settings, 'online_discount' | 'cod' | 'tax'>;
  /** Why a way to pay may not be used for this order (the shop's and the buyer's facts, gathered by the caller). */
  refusals?: Partial<Record<PaymentMethod, string | undefined>>;
  /** Whether the buyer's place of supply is the shop's state (CGST + SGST) or another (IGST); the shop's by default. */
  intraState?: boolean;
};

/** One line priced for one way to pay. */
export type PricedLine = SoldLine & {
  taxClass: TaxClass;
  /** Its GST rate, by the price a piece was sold at after its discounts. */
  rate: number;
} & LineTax;

/** A fee charged beside the items: collecting cash at the door (and, once there are fees, shipping). */
export type PricedFee = { kind: 'cod' | 'shipping'; rate: number } & LineTax;

export type PricedMethod = {
  method: PaymentMethod;
  available: boolean;
  reason: string | null;
  lines: PricedLine[];
  fees: PricedFee[];
  discountPaise: number;
  onlineDiscountPaise: number;
  codFeePaise: number;
  shippingFeePaise: number;
  /** What an order placed by this method comes to: the sum of its lines and fees, as its invoice says. */
  totalPaise: number;
};

export type PricedOrder = {
  /** The items at today's prices, before any discount. */
  subtotalPaise: number;
  /** The items after the coupon: what staff's Cash on Delivery range and paying online's discount are judged on. */
  itemsPaise: number;
  methods: Record<PaymentMethod, PricedMethod>;
};

/** Collecting cash at the door is a courier service (SAC 9968), taxed at 18 %. */
export const COD_FEE = { sac: '9968', rate: 18 } as const;

const isOnline = (method: PaymentMethod) => method !== 'COD';

/**
 * The items before and after the coupon: what staff's Cash on Delivery range, paying online's discount and a coupon's
 * quote are judged on, before any way to pay is chosen.
 */
export function itemsOf(lines: PricingLine[], coupon?: PricingInput['coupon']) {
  const subtotalPaise = subtotalOf(lines);
  return { subtotalPaise, itemsPaise: subtotalPaise - (coupon?.discountPaise ?? 0) };
}

/** The order's price by every way to pay at once. Pure: the same input always prices the same, to the paisa. */
export function priceOrder(input: PricingInput): PricedOrder {
  const { lines, coupon, settings } = input;
  const { subtotalPaise, itemsPaise } = itemsOf(lines, coupon);
  const discountPaise = coupon?.discountPaise ?? 0;
  const couponShares = lines.map((_, index) => coupon?.perLine[index] ?? 0);
  // Paying online takes staff's discount off what is left after the coupon, spread over the lines as the coupon is,
  // so the invoice taxes each line at what was paid for it and a refund of some lines gives back their share.
  const onlinePaise = onlineDiscountPaise(settings.online_discount, itemsPaise);
  const onlineShares = spread(
    onlinePaise,
    lines.map((line, index) => grossOf(line) - couponShares[index]!),
  );
  const intraState = input.intraState ?? true;
  const codFeePaise = rupeesToPaise(settings.cod.fee);

  const priceBy = (method: PaymentMethod): PricedMethod => {
    const online = isOnline(method);
    const priced = lines.map((line, index) =>
      priceLine(
        {
          ...line,
          discountPaise: couponShares[index]!,
          onlineDiscountPaise: online ? onlineShares[index]! : 0,
        },
        settings.tax,
        intraState,
      ),
    );
    const fees: PricedFee[] =
      !online && codFeePaise > 0
        ? [{ kind: 'cod', rate: COD_FEE.rate, ...lineTax(codFeePaise, COD_FEE.rate, intraState) }]
        : [];
    const reason = input.refusals?.[method] ?? null;
    return {
      method,
      available: reason === null,
      reason,
      lines: priced,
      fees,
      discountPaise,
      onlineDiscountPaise: online ? onlinePaise : 0,
      codFeePaise: online ? 0 : codFeePaise,
      shippingFeePaise: 0,
      totalPaise: [...priced, ...fees].reduce((sum, part) => sum + part.totalPaise, 0),
    };
  };
  const methods = Object.fromEntries(PAYMENT_METHODS.map((method) => [method, priceBy(method)])) as Record<
    PaymentMethod,
    PricedMethod
  >;
  return { subtotalPaise, itemsPaise, methods };
}

/**
 * A line as sold (its shares of the discounts known), or `quantity` of its pieces: what it was charged, the GST rate
 * its price per piece after the discounts takes, and that charge split into taxable value and tax. An invoice line, a
 * credit note's line and a quoted line are all this.
 */
export function priceLine<L extends SoldLine & { taxClass: TaxClass }>(
  line: L,
  tax: Settings['tax'],
  intraState: boolean,
  quantity = line.quantity,
): L & { rate: number } & LineTax {
  const charged = netValue(line, quantity);
  const rate = rateFor(line.taxClass, Math.round(netValue(line) / line.quantity), tax);
  return { ...line, rate, ...lineTax(charged, rate, intraState) };
}
