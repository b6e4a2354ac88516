// Owns how to reach the shop's customer care: the address and hours every information page quotes.

export const CARE_EMAIL = 'care@threadandtote.in';
export const CARE_DAYS = 'Monday to Saturday';
export const CARE_TIMES = '10:00–18:00 IST';
