// Owns how a moment in an order's life reads: the date and time in India, as a refund or a timeline entry shows it.

/** India's time whatever the machine's zone, as formatDate (contract/money.ts) does for dates. */
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** "5 Mar 2026, 3:30 pm" */
export function formatDateTime(value: string): string {
  return dateTimeFormat.format(new Date(value));
}
