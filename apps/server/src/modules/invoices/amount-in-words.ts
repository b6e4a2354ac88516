// Owns how an invoice spells its total: rupees and paise in words, counted the Indian way (thousand, lakh, crore).

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99: "Seven", "Nineteen", "Sixty-Seven". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[ones]}`;
}

/** 1–999: "Five Hundred Sixty-Seven" (no "and", as Indian invoices and cheques write it). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * A whole number of one or more in words, grouped 2-2-3 from the crore down: 12,34,567 → "Twelve Lakh Thirty-Four
 * Thousand Five Hundred Sixty-Seven". Past 99 crore the crores are themselves counted the same way ("One Lakh Crore").
 */
function indianWords(n: number): string {
  const crores = Math.floor(n / 1_00_00_000);
  const lakhs = Math.floor(n / 1_00_000) % 100;
  const thousands = Math.floor(n / 1_000) % 100;
  const rest = n % 1_000;
  const parts = [];
  if (crores > 0) parts.push(`${indianWords(crores)} Crore`);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * An amount in paise in words, as a tax invoice prints its total: 123456789 → "Rupees Twelve Lakh Thirty-Four Thousand
 * Five Hundred Sixty-Seven and Eighty-Nine Paise Only"; 100000000 → "Rupees Ten Lakh Only"; 0 → "Rupees Zero Only".
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`An amount in words needs a whole, non-negative number of paise, not ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeeWords = rupees === 0 ? 'Zero' : indianWords(rupees);
  if (rest === 0) return `Rupees ${rupeeWords} Only`;
  return `Rupees ${rupeeWords} and ${belowHundred(rest)} ${rest === 1 ? 'Paisa' : 'Paise'} Only`;
}
