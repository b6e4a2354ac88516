// Owns the frame for pages outside every area (not-found at the root, /unauth-page): just a main landmark.
import type { ReactNode } from 'react';

export function StandalonePage({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" className="grid min-h-dvh place-items-center">
      {children}
    </main>
  );
}
