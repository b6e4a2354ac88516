// Owns what every form action shares (decision 031): a form posted before or without JavaScript reaches its route's
// React Router action on the server, which calls the API in-process as the shopper, then redirects (post, redirect,
// get) to the page the shopper came from with the toast's words as a flash message. The running app submits to the same
// action (components/ui/route-form.ts) and is answered the same work as data: the toasts' words and where to go.
import { MESSAGES } from '@shop/contract/messages';
import { redirect } from 'react-router';
import { FROM_APP, type FormAnswer } from '#web/components/ui/route-form.ts';
import { withEmail, type RememberedEmail } from '#web/features/auth/use-remembered-email.ts';
import { flashCookie, type Flash } from '#web/app/flash.ts';

/** A posted field's text, trimmed; '' when it is missing or a file. */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A stand-in origin to resolve a path against: only a path that stays on it is this shop's. */
const THIS_SHOP = 'https://this-shop.invalid';

/**
 * A path on this shop (`/shop/…`) as it is safe to redirect to, its path and query, or undefined for anything else.
 * Browsers drop tabs and newlines from a URL and read a backslash as a slash, so `/<TAB>/evil.example` or
 * `/\evil.example` would lead off the shop: any control character or backslash refuses the path outright.
 */
export function shopPathOf(value: string): string | undefined {
  if (!value.startsWith('/') || value.includes('\\')) return undefined;
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return undefined;
  }
  let url: URL;
  try {
    url = new URL(value, THIS_SHOP);
  } catch {
    return undefined;
  }
  return url.origin === THIS_SHOP ? url.pathname + url.search : undefined;
}

/** Where the form asked to send the shopper back (its `back` field, a path on this shop), or `fallback`. */
export function backTo(form: FormData, fallback: string): string {
  return shopPathOf(field(form, 'back')) ?? fallback;
}

/** Post, redirect, get: a 303 to `to`, leaving `messages` for that page to show once. */
export function redirectWithFlash(to: string, ...messages: Flash[]): Response {
  return redirect(to, {
    status: 303,
    headers: messages.length > 0 ? { 'Set-Cookie': flashCookie(messages) } : {},
  });
}

/** True when the running app submitted the form (route-form.ts), not the browser posting a page. */
export const fromApp = (form: FormData): boolean => field(form, FROM_APP) === '1';

/** What the app is told besides the words and where to go (route-form.ts). */
type Extra = Omit<FormAnswer, 'flash' | 'to' | 'state'>;

/**
 * The form's work is done and the shopper moves on to `to` with `flash`'s words: a posted page is redirected there
 * (post, redirect, get); the app is told, and goes there itself.
 */
export function moveOn(form: FormData, to: string, flash: Flash[], extra: Extra = {}): Response | FormAnswer {
  return fromApp(form) ? { flash, to, ...extra } : redirectWithFlash(to, ...flash);
}

/**
 * As moveOn, to the auth step at `path` that needs `email` (use-remembered-email.ts): a posted page carries it in the
 * query, the app in router state, as its screens always have.
 */
export function moveOnWithEmail(
  form: FormData,
  path: string,
  email: string,
  flash: Flash[],
  extra: Extra = {},
): Response | FormAnswer {
  if (!fromApp(form)) return redirectWithFlash(withEmail(path, email), ...flash);
  return { flash, to: path, state: { email } satisfies RememberedEmail, ...extra };
}

/**
 * The shopper stays with the form (a refusal, a code sent): the app keeps its screen as typed and shows `flash`'s
 * words; a posted page is redirected to `page` (the form's page again, with what it needs to be filled in).
 */
export function stayOn(form: FormData, page: string, flash: Flash[], extra: Extra = {}): Response | FormAnswer {
  return fromApp(form) ? { flash, ...extra } : redirectWithFlash(page, ...flash);
}

/** An API answer as the toast the app would show: the server's words, destructive when it refused (SPEC §8). */
export function flashOf(answer: { success: boolean; message?: string | undefined }, fallback: string): Flash {
  if (answer.success) return { title: answer.message || fallback };
  return { title: answer.message || MESSAGES.serverError, variant: 'destructive' };
}
