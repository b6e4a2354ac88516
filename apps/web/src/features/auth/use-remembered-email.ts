// Owns carrying the email from one auth step to the next (register → verify, forgot → reset): router state once the
// app runs, the `email` query parameter when a form was posted without JavaScript (auth-actions.ts writes it).
import { useLocation } from 'react-router';

export type RememberedEmail = { email: string };

/** The email the previous step passed on, or '' (e.g. when the page was opened from a bookmark). */
export function useRememberedEmail(): string {
  const { state, search }: { state: unknown; search: string } = useLocation();
  if (state && typeof state === 'object' && 'email' in state && typeof state.email === 'string') return state.email;
  return new URLSearchParams(search).get('email') ?? '';
}

/** An auth page's address carrying the email to it, as `useRememberedEmail` reads it there. */
export function withEmail(path: string, email: string): string {
  return email ? `${path}?${new URLSearchParams({ email }).toString()}` : path;
}
