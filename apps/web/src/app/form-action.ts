// Owns what every form action shares (decision 031): a form posted before or without JavaScript reaches its route's
// React Router action on the server, which calls the API in-process as the shopper, then redirects (post, redirect,
// get) to the page the shopper came from with the toast's words as a flash message.
import { MESSAGES } from '@shop/contract/messages';
import { redirect } from 'react-router';
import { flashCookie, type Flash } from '#web/app/flash.ts';

/** A posted field's text, trimmed; '' when it is missing or a file. */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** True for a path on this shop (`/shop/…`), never another host (`//host`, `/\host`, `https://…`). */
export function isShopPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** Where the form asked to send the shopper back (its `back` field, a path on this shop), or `fallback`. */
export function backTo(form: FormData, fallback: string): string {
  const back = field(form, 'back');
  return isShopPath(back) ? back : fallback;
}

/** Post, redirect, get: a 303 to `to`, leaving `messages` for that page to show once. */
export function redirectWithFlash(to: string, ...messages: Flash[]): Response {
  return redirect(to, {
    status: 303,
    headers: messages.length > 0 ? { 'Set-Cookie': flashCookie(messages) } : {},
  });
}

/** An API answer as the toast the app would show: the server's words, destructive when it refused (SPEC §8). */
export function flashOf(answer: { success: boolean; message?: string | undefined }, fallback: string): Flash {
  if (answer.success) return { title: answer.message || fallback };
  return { title: answer.message || MESSAGES.serverError, variant: 'destructive' };
}
