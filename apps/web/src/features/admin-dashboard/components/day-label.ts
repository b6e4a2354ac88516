// Owns how the dashboard names an India day (YYYY-MM-DD): "25 Nov 2026", the shop's one date format.
import { formatDate } from '@shop/contract/money';

export const dayLabel = (date: string) => formatDate(`${date}T12:00:00+05:30`);

/** The day's noon in India, as a moment: where the chart puts its bar. */
export const dayMoment = (date: string) => new Date(`${date}T12:00:00+05:30`).getTime();
