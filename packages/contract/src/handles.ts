// Owns what a handle is: the last part of a product's, collection's or page's address (issue 44), as Shopify has them.
import { z } from 'zod';

export const HANDLE_MAX = 100;
const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A handle staff type: lower-case letters and digits in words joined by single dashes. */
export const handle = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'The handle is required')
  .max(HANDLE_MAX, `The handle is at most ${HANDLE_MAX} characters`)
  .regex(HANDLE_PATTERN, 'The handle may hold only letters, digits and single dashes between words');

/**
 * The handle a title gives: accents dropped, lower case, every run of other characters one dash ("Blue Kurta (Cotton)"
 * → "blue-kurta-cotton"). The database's migration 0021 made the first handles the same way.
 */
export function handleFrom(text: string, fallback = 'item'): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, HANDLE_MAX - 6)
    .replace(/-+$/, '');
  return words || fallback;
}

export function isHandle(text: string): boolean {
  return HANDLE_PATTERN.test(text) && text.length <= HANDLE_MAX;
}
