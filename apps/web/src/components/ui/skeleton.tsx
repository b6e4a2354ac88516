// Owns the loading placeholder block.
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/class-names.ts';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
