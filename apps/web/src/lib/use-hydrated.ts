// Owns telling apart the first render in the browser (hydrating what the server sent) from the renders after it.
import { createContext, createElement, startTransition, use, useEffect, useState, type ReactNode } from 'react';

let hydrating = false;

/** Called by the browser's entry just before `hydrateRoot`: the first render is hydration of the server's HTML. */
export function hydrationStarts() {
  hydrating = true;
}

const Hydrated = createContext<boolean | null>(null);

/**
 * Around the whole app (providers.tsx). False on the server and while hydrating; once hydrated, true — switched in a
 * transition, so what renders differently in the browser catches up in slices a tap can interrupt, not in one long
 * task the moment the page becomes interactive (issue 32's INP).
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return createElement(Hydrated, { value: hydrated }, children);
}

/**
 * False on the server and while hydrating, true from then on. A component that renders differently once in the
 * browser (say, in batches, or a control only the app works) must render as the server did until this is true, or
 * hydration fails. Outside the provider (a component's test) it is the browser's render.
 */
export function useHydrated(): boolean {
  return use(Hydrated) ?? typeof window !== 'undefined';
}
