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

/**
 * "₹1,299.00", "₹1,23,456.50", "-₹40.00" — the one way a price is shown: as `Intl.NumberFormat('en-IN', INR)` writes
 * it (the test holds the two together), but by hand. Making that formatter is the first use of the browser's
 * locale data, about 70 ms of a slow phone's main thread while the page hydrates (issue 32), and Node's and the
 * browser's data could one day disagree on a page both render.
 */
export function formatRupees(rupees: number): string {
  const paise = Math.round(Math.abs(rupees) * 100);
  const whole = String(Math.floor(paise / 100));
  // Indian grouping: the last three digits, then twos (1,23,45,678).
  const grouped =
    whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  const sign = rupees < 0 && paise > 0 ? '-' : '';
  return `${sign}₹${grouped}.${String(paise % 100).padStart(2, '0')}`;
}

/** India's time whatever the machine's zone: the server renders the same date the shopper's browser shows. */
let dateFormat: Intl.DateTimeFormat | undefined;

/** "21 Nov 2026" — the one way a date is shown (its formatter made when a page first shows a date). */
export function formatDate(value: string | Date): string {
  dateFormat ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  return dateFormat.format(typeof value === 'string' ? new Date(value) : value);
}
