// Owns code splitting by component: a named export of a dynamically imported module, as a component that loads on
// first render, plus a way to start the download earlier (on hover, on focus, or as soon as the entry has run).
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** `preload()` starts the download without rendering; a failed one is tried again by the next render or preload. */
export type LazyComponent<TProps> = ComponentType<TProps> & { preload: () => void };

/** `lazyComponent(() => import('./listing-page.tsx'), 'ListingPage')`; render it inside a <Suspense>. */
export function lazyComponent<TModule, TName extends keyof TModule>(
  load: () => Promise<TModule>,
  name: TName,
): LazyComponent<TModule[TName] extends ComponentType<infer TProps> ? TProps : never> {
  let loading: Promise<TModule> | undefined;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const component = lazy(() => start().then((module) => ({ default: module[name] as ComponentType<object> })));
  const preload = () => void start().catch(() => undefined);
  return Object.assign(component, { preload }) as never;
}

/**
 * Renders a lazy drawer or dialog from the first time `open` is true, and keeps it mounted after, so it can
 * animate closed and open again at once.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
