// Owns carrying the email from one auth step to the next (register → verify, forgot → reset) via router state.
import { useLocation } from 'react-router';

export type RememberedEmail = { email: string };

/** The email the previous step passed on, or '' (e.g. when the page was opened from a bookmark). */
export function useRememberedEmail(): string {
  const state: unknown = useLocation().state;
  if (state && typeof state === 'object' && 'email' in state && typeof state.email === 'string') return state.email;
  return '';
}
