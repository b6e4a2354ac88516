// Owns the messages a form posted without JavaScript leaves for the next page (decision 031): the words a toast says
// once the app runs (SPEC §8), carried in a short-lived cookie from the action's redirect to the page it lands on.
import { FLASH_COOKIE, flashCookieValue } from '@shop/contract/pages';

export type Flash = { title: string; variant?: 'destructive' };

/** At most this many messages travel; a form says one or two. */
const MOST = 3;

/** The Set-Cookie header that leaves `messages` for the next page (a minute is plenty for a redirect to be followed). */
export function flashCookie(messages: readonly Flash[]): string {
  const value = encodeURIComponent(JSON.stringify(messages.slice(0, MOST)));
  return `${FLASH_COOKIE}=${value}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

/** The messages waiting for this request's page; anything that is not ours reads as none. */
export function readFlash(cookieHeader: string | null): Flash[] {
  const raw = flashCookieValue(cookieHeader);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((item): item is Flash => typeof item === 'object' && item !== null && typeof item.title === 'string')
      .slice(0, MOST)
      .map((item) =>
        item.variant === 'destructive' ? { title: item.title, variant: 'destructive' } : { title: item.title },
      );
  } catch {
    return [];
  }
}
