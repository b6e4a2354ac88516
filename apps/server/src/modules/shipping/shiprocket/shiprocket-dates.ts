// Owns how Shiprocket writes times and dates: India's clock without a zone ("2023-05-19 11:59:16"), the webhook's
// "23 05 2023 11:43:52", and serviceability's "Jul 01, 2024"; read into instants and ISO dates, and written back.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** The wall-clock parts of an instant in India. */
function istParts(at: Date) {
  const d = new Date(at.getTime() + IST_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    time: `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`,
  };
}

/** "2023-05-19 11:59:16": how Shiprocket writes an instant (scans, pickup dates). */
export function istDateTime(at: Date): string {
  const p = istParts(at);
  return `${p.year}-${two(p.month)}-${two(p.day)} ${p.time}`;
}

/** "23 05 2023 11:43:52": the tracking webhook's current_timestamp. */
export function webhookTimestamp(at: Date): string {
  const p = istParts(at);
  return `${two(p.day)} ${two(p.month)} ${p.year} ${p.time}`;
}

/** "Jul 01, 2024": serviceability's etd. */
export function etdText(at: Date): string {
  const p = istParts(at);
  return `${MONTHS[p.month - 1]} ${two(p.day)}, ${p.year}`;
}

/** The ISO date (YYYY-MM-DD) in India of an instant. */
export function istIsoDate(at: Date): string {
  const p = istParts(at);
  return `${p.year}-${two(p.month)}-${two(p.day)}`;
}

/** An instant from any of Shiprocket's ways of writing one in India's time; null for "NA", "" or nonsense. */
export function parseShiprocketTime(text: unknown): Date | null {
  if (typeof text !== 'string') return null;
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text.trim());
  let parts: number[] | undefined;
  if (match) parts = [match[1], match[2], match[3], match[4], match[5], match[6]].map((v) => Number(v ?? 0));
  match = parts ? null : /^(\d{2})[ -](\d{2})[ -](\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text.trim());
  if (match) parts = [match[3], match[2], match[1], match[4], match[5], match[6]].map((v) => Number(v ?? 0));
  match = parts ? null : /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/.exec(text.trim());
  if (match) parts = [Number(match[3]), MONTHS.indexOf(match[1]!) + 1, Number(match[2]), 0, 0, 0];
  if (!parts || parts[1]! < 1 || parts[1]! > 12 || parts[2]! < 1 || parts[2]! > 31) return null;
  const [year, month, day, hours, minutes, seconds] = parts as [number, number, number, number, number, number];
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds) - IST_OFFSET_MS);
}

/** The ISO date of a Shiprocket date or time ("Jul 01, 2024", "2024-07-01 19:28:00"); null when there is none. */
export function isoDateOf(text: unknown): string | null {
  const at = parseShiprocketTime(text);
  return at ? istIsoDate(at) : null;
}
