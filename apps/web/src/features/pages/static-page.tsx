// Owns the frame of the shop's information pages: one h1, a lead, h2 sections in a readable column.
import type { ReactNode } from 'react';
import { cn } from '#web/lib/class-names.ts';

export type StaticPageProps = {
  title: string;
  /** The opening paragraph under the heading. */
  lead?: ReactNode;
  /** A small label above the heading, in the accent colour ("Policies", "Help"). */
  eyebrow?: string;
  /** 'wide' for pages that set a form beside its details; text inside still keeps a reading measure. */
  width?: 'reading' | 'wide';
  children?: ReactNode;
};

export function StaticPage({ title, lead, eyebrow, width = 'reading', children }: StaticPageProps) {
  return (
    <article
      className={cn(
        'mx-auto w-full px-4 py-10 sm:px-6 sm:py-14 lg:py-20',
        width === 'reading' ? 'max-w-3xl' : 'max-w-6xl lg:px-8',
      )}
    >
      <header className="max-w-[70ch]">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>}
        <h1 className={cn('text-3xl font-semibold sm:text-4xl', eyebrow && 'mt-2')}>{title}</h1>
        {lead && <p className="mt-4 text-lg leading-8 text-muted-foreground">{lead}</p>}
      </header>
      {children && <div className="mt-10 grid gap-10 sm:mt-12">{children}</div>}
    </article>
  );
}
