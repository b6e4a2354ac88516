// Owns the frame of the shop's information pages: one h1, a lead, h2 sections in a readable column.
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '#web/lib/class-names.ts';
import { CARE_EMAIL } from '#web/features/pages/customer-care.ts';

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

/** One h2 section of a page: the text keeps to about 70 characters a line. */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="max-w-[70ch]">
      <h2 className="text-xl font-semibold sm:text-2xl">{title}</h2>
      <div className="mt-4 grid gap-4 leading-7 text-foreground/80">{children}</div>
    </section>
  );
}

export function BulletList({ children }: { children: ReactNode }) {
  return <ul className="grid list-disc gap-2 pl-5 marker:text-accent">{children}</ul>;
}

/** An in-text link to another page of the shop. */
export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cn(
        'rounded-sm font-medium text-accent underline underline-offset-4 hover:text-accent-strong',
        className,
      )}
      {...props}
    />
  );
}

/** The support address as a mail link; it may break anywhere so it never overflows a 360 px screen. */
export function CareEmailLink({ className }: { className?: string }) {
  return (
    <a
      href={`mailto:${CARE_EMAIL}`}
      className={cn(
        'rounded-sm font-medium break-all text-accent underline underline-offset-4 hover:text-accent-strong',
        className,
      )}
    >
      {CARE_EMAIL}
    </a>
  );
}
