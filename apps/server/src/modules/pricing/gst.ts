// Owns the GST arithmetic of an invoice line: the rate a piece takes, and the taxable value worked back out of a price
// that includes the tax, split into CGST + SGST within the shop's state or IGST across states, to the paisa.
import type { TaxClass, TaxRules } from '@shop/contract/settings';

/**
 * The rate for one piece at this price (tax included, after any sale): clothing takes the lower rate up to the
 * threshold per piece, inclusive, and the higher one above it; bags take their one rate.
 */
export function rateFor(taxClass: TaxClass, unitPricePaise: number, rules: TaxRules): number {
  if (taxClass === 'bags') return rules.bags.rate;
  const { low_rate, high_rate, threshold } = rules.clothing;
  return unitPricePaise <= Math.round(threshold * 100) ? low_rate : high_rate;
}

export type LineTax = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

/**
 * Splits what a line cost into taxable value and tax. Within the state the two halves are equal (each rounded to the
 * paisa); the taxable value is what is left, so taxable + tax is always exactly what the buyer paid.
 */
export function lineTax(totalPaise: number, rate: number, intraState: boolean): LineTax {
  if (intraState) {
    const half = Math.round((totalPaise * rate) / (2 * (100 + rate)));
    return { taxablePaise: totalPaise - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0, totalPaise };
  }
  const igst = Math.round((totalPaise * rate) / (100 + rate));
  return { taxablePaise: totalPaise - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst, totalPaise };
}
