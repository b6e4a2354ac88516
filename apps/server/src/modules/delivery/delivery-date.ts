// Owns the delivery date's arithmetic in India's time: the 18:00 cut-off, dispatch within two working days, then the
// days in transit, with Sunday never a working day (decision 018).

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000; // India has one time zone and no daylight saving
const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders placed at or after this hour (India's time) count from the next day, as the FAQ says. */
export const CUT_OFF_HOUR = 18;
/** Working days between the day an order counts from and its dispatch. */
export const DISPATCH_WORKING_DAYS = 2;

/** Midnight (as a UTC date) of India's calendar day that holds `now`, and India's hour then. */
function indiaDay(now: Date): { day: Date; hour: number } {
  const wallClock = new Date(now.getTime() + IST_OFFSET_MS);
  const day = new Date(Date.UTC(wallClock.getUTCFullYear(), wallClock.getUTCMonth(), wallClock.getUTCDate()));
  return { day, hour: wallClock.getUTCHours() };
}

const isWorkingDay = (day: Date) => day.getUTCDay() !== 0; // Monday to Saturday

function addWorkingDays(day: Date, count: number): Date {
  let current = day;
  for (let added = 0; added < count;) {
    current = new Date(current.getTime() + DAY_MS);
    if (isWorkingDay(current)) added++;
  }
  return current;
}

/**
 * The latest day a parcel ordered at `now` arrives, as YYYY-MM-DD in India's calendar: the order counts from today
 * (from tomorrow at or after 18:00), is dispatched `DISPATCH_WORKING_DAYS` working days later and travels
 * `transitDays` working days more. Monday 10:00 with 4 days in transit: dispatch Wednesday, arrival Monday.
 */
export function estimatedDeliveryDate(now: Date, transitDays: number): string {
  const { day, hour } = indiaDay(now);
  const countsFrom = hour >= CUT_OFF_HOUR ? new Date(day.getTime() + DAY_MS) : day;
  const dispatch = addWorkingDays(countsFrom, DISPATCH_WORKING_DAYS);
  return addWorkingDays(dispatch, transitDays).toISOString().slice(0, 10);
}
