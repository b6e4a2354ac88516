// Owns the pricing module's face: an order's price by every way to pay (priceOrder), a sold line's worth and tax, how a
// discount is shared over lines, and the GST arithmetic they rest on.
export { lineTax, type LineTax, rateFor } from './gst.ts';
export {
  COD_FEE,
  itemsOf,
  priceLine,
  type PricedFee,
  type PricedLine,
  type PricedMethod,
  type PricedOrder,
  priceOrder,
  type PricingInput,
  type PricingLine,
} from './price-order.ts';
export { grossOf, netValue, type SoldLine, spread, subtotalOf } from './shares.ts';
