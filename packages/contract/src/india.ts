// Owns India's facts the shop needs: states and union territories with their GST state codes, GSTIN checking, and the
// financial year (1 April to 31 March) invoices are numbered in.

/** Every state and union territory with its GST state code (the first two digits of a GSTIN registered there). */
export const INDIAN_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];
export const STATE_NAMES = INDIAN_STATES.map((s) => s.name) as unknown as [string, ...string[]];

/** Names people write for a state that differ from the list's: "Orissa", "Pondicherry", "NCT of Delhi". */
const OTHER_NAMES: Record<string, string> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  'nct of delhi': 'Delhi',
  'new delhi': 'Delhi',
  'jammu & kashmir': 'Jammu and Kashmir',
  'andaman & nicobar islands': 'Andaman and Nicobar Islands',
  'dadra & nagar haveli and daman & diu': 'Dadra and Nagar Haveli and Daman and Diu',
};

const squeeze = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** The state a name means, whatever its case and spacing; undefined for a name that is no state of India. */
export function stateNamed(name: string): IndianState | undefined {
  const wanted = squeeze(OTHER_NAMES[squeeze(name)] ?? name);
  return INDIAN_STATES.find((state) => squeeze(state.name) === wanted);
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 15th character of a GSTIN, computed from the first 14 (GSTN's published check: base 36, weights 1 and 2). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN is not valid for a shop in `stateCode`, or undefined when it is. */
export function gstinProblem(gstin: string, stateCode: string): string | undefined {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) {
    return 'A GSTIN is 15 characters: the state code, the PAN, the entity number, Z and a check character';
  }
  if (gstin.slice(0, 2) !== stateCode) return `A GSTIN of this state starts with its code, ${stateCode}`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'The GSTIN’s last character does not check out';
  return undefined;
}

/**
 * What is wrong with a buyer's GSTIN (a business buying for its books, issue 31), or undefined: its shape, a state code
 * of India, and its check character. Its state is the place of supply on their invoice.
 */
export function buyerGstinProblem(gstin: string): string | undefined {
  const state = INDIAN_STATES.find((s) => s.code === gstin.slice(0, 2));
  if (!state && /^\d{2}/.test(gstin)) return 'A GSTIN starts with the code of a state of India';
  return gstinProblem(gstin, gstin.slice(0, 2));
}

/** The financial year a date falls in, as invoices name it: "2526" for 1 April 2025 to 31 March 2026 (India's time). */
export function financialYear(date: Date): string {
  const ist = new Date(date.getTime() + 330 * 60_000); // UTC+5:30
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
}
