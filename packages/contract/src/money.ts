// Owns every conversion between rupees (what people and the API speak) and paise (what we store and add up).

/** Rupees with at most two decimals → integer paise. Throws on anything else, so a bad amount never slips through. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount: ${rupees}`);
  const paise = Math.round(rupees * 100);
  if (Math.abs(paise - rupees * 100) > 1e-6) throw new RangeError(`More than two decimals: ${rupees}`);
  return paise;
}

export function paiseToRupees(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be a whole number: ${paise}`);
  return paise / 100;
}

/** What a shopper pays per unit: the sale price when there is one, else the price. */
export function unitPricePaise(product: { pricePaise: number; salePricePaise: number }): number {
  return product.salePricePaise > 0 ? product.salePricePaise : product.pricePaise;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** "₹1,299.00" — the one way a price is shown. */
export function formatRupees(rupees: number): string {
  return inr.format(rupees);
}

/** India's time whatever the machine's zone: the server renders the same date the shopper's browser shows. */
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** "21 Nov 2026" — the one way a date is shown. */
export function formatDate(value: string | Date): string {
  return dateFormat.format(typeof value === 'string' ? new Date(value) : value);
}
