// Owns the label-and-value rows of a details view (an order's ID, date, price…), as a description list.
import type { ReactNode } from 'react';
import { cn } from '#web/lib/class-names.ts';

export function FactList({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={cn('divide-y divide-border', className)}>{children}</dl>;
}

/** One row: the label on the left, the value on the right (long ids wrap anywhere rather than overflow). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2 sm:grid sm:grid-cols-[10rem_1fr]">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium wrap-anywhere sm:text-left">{children}</dd>
    </div>
  );
}
