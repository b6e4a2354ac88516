// Owns /auth/logout: the Logout a form posts before (or without) JavaScript, which ends the session on the server and
// sends the shopper home, as the avatar menu's Logout does once the app runs (account-menu.tsx).
import { redirect, type ActionFunctionArgs } from 'react-router';
import { sessionApi } from '#web/entities/session/session.tsx';
import { backTo, flashOf, redirectWithFlash } from '#web/app/form-action.ts';

/**
 * The API's answer clears the session cookie; the page server passes that on with the redirect. Like the menu, a
 * logout says nothing when it works; when the server could not end the session, the shopper stays where they were
 * and reads why (the menu's destructive toast).
 */
export async function action({ request }: ActionFunctionArgs) {
  const answer = await sessionApi.logout({});
  // Already signed out (401) is what the shopper wanted.
  if (!answer.success && answer.status !== 401) {
    return redirectWithFlash(backTo(await request.formData(), '/shop/home'), flashOf(answer, ''));
  }
  return redirectWithFlash('/shop/home');
}

/** Signing out is never a link anyone can make a browser follow: a GET just goes home. */
export function loader() {
  return redirect('/shop/home');
}

export default function Screen() {
  return null;
}
