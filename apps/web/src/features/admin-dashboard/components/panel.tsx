// Owns the dashboard's boxes: a titled section (its heading names it for screen readers) with an optional count.
import type { ReactNode } from 'react';
import { cn } from '#web/lib/class-names.ts';

export function Panel({
  title,
  id,
  aside,
  className,
  children,
}: {
  title: string;
  /** The heading's id: the section is labelled by it. */
  id: string;
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('grid min-w-0 content-start gap-3 rounded-lg border border-border bg-background p-4', className)}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** "Showing 20 of 43" under a list the answer cut short. */
export function ShownOf({ shown, total }: { shown: number; total: number }) {
  if (shown >= total) return null;
  return (
    <p className="text-sm text-muted-foreground">
      Showing {shown} of {total}
    </p>
  );
}

/** A list with nothing in it: said plainly, not left blank. */
export function Nothing({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}
