// Owns the frame of the shop's information pages: a readable column with a heading.
import type { ReactNode } from 'react';

export function StaticPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-16">
      <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
      {children && <div className="mt-6 grid gap-4 leading-relaxed text-muted-foreground">{children}</div>}
    </article>
  );
}
