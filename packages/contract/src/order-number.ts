// Owns the shop's own order numbers as people read them out: "TT-1042", one series for every order.

/** Every order number is written with this prefix; the database keeps only the integer. */
export const ORDER_NUMBER_PREFIX = 'TT-';

/** 1042 → "TT-1042". */
export function formatOrderNumber(number: number): string {
  return `${ORDER_NUMBER_PREFIX}${number}`;
}

/**
 * The integer a shopper or staff member may have typed for an order number: "TT-1042", "tt-1042", "TT 1042" or "1042"
 * give 1042; anything else gives null.
 */
export function parseOrderNumber(text: string): number | null {
  const match = /^(?:tt[-\s]?)?(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}
