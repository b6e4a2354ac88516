// Owns how long until another mailed code or sign-in link may be asked for, per email and purpose, as the server said.
import { useSyncExternalStore } from 'react';

/** What was mailed; the server spaces each out on its own, so each counts down on its own. */
export type MailPurpose = 'verify-email' | 'reset-password' | 'signin-link';

/*
 * Outside React and keyed by purpose and email, so a wait started on one screen is still counting on the next
 * (forgot-password → verify-forgot-password) and a changed email field shows that address's own wait. Nothing is
 * ever written here while the server renders: waits start only from answers to a click in the browser.
 */
const readyAt = new Map<string, number>();
const secondsLeft = new Map<string, number>();
const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;

const keyOf = (purpose: MailPurpose, email: string) => `${purpose}:${email.trim().toLowerCase()}`;

/** Whole seconds still to wait, rounded up, so "0:00" is never shown while the server would still refuse. */
const secondsUntil = (ready: number, now: number) => Math.max(0, Math.ceil((ready - now) / 1000));

function notify() {
  for (const listener of listeners) listener();
}

/**
 * Re-reads the clock a few times a second (a throttled background tab catches up on its next tick) and tells the
 * screens only when a shown second changed.
 */
function tick() {
  const now = Date.now();
  let changed = false;
  for (const [key, ready] of readyAt) {
    const left = secondsUntil(ready, now);
    if (left === secondsLeft.get(key)) continue;
    changed = true;
    if (left > 0) secondsLeft.set(key, left);
    else {
      readyAt.delete(key);
      secondsLeft.delete(key);
    }
  }
  runTickerWhileNeeded();
  if (changed) notify();
}

/** The clock is read only while a screen shows a countdown and something is counting. */
function runTickerWhileNeeded() {
  const needed = listeners.size > 0 && readyAt.size > 0;
  if (needed && ticker === undefined) ticker = setInterval(tick, 250);
  if (!needed && ticker !== undefined) {
    clearInterval(ticker);
    ticker = undefined;
  }
}

/** The server said another may be sent in `seconds`: count down from now. */
export function startResendWait(purpose: MailPurpose, email: string, seconds: number) {
  const key = keyOf(purpose, email);
  if (seconds > 0) {
    readyAt.set(key, Date.now() + seconds * 1000);
    secondsLeft.set(key, seconds);
  } else {
    readyAt.delete(key);
    secondsLeft.delete(key);
  }
  runTickerWhileNeeded();
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // A screen coming back after a while (no ticks meanwhile) catches up at once.
  tick();
  return () => {
    listeners.delete(listener);
    runTickerWhileNeeded();
  };
}

/** Seconds until another may be sent to this email for this purpose; 0 when it may be sent now. */
export function useResendCountdown(purpose: MailPurpose, email: string): number {
  const key = keyOf(purpose, email);
  return useSyncExternalStore(
    subscribe,
    () => secondsLeft.get(key) ?? 0,
    () => 0,
  );
}

/** "0:42", as the server's message says a wait: one function for both. */
export { formatWait } from '@shop/contract/auth';
