// Owns the words and colours of an import's actions, shared by the dry run's chips, its rows and the finished job.
import type { ImportAction, ImportSummary } from '@shop/contract/product-import';
import type { BadgeProps } from '#web/components/ui/badge.tsx';

export const ACTION_BADGE: Record<ImportAction, { label: string; variant: BadgeProps['variant'] }> = {
  create: { label: 'Create', variant: 'success' },
  update: { label: 'Change', variant: 'accent' },
  unchanged: { label: 'Unchanged', variant: 'secondary' },
  error: { label: 'Refused', variant: 'destructive' },
};

/** A count as staff read it, with India's grouping (1,00,000). */
export const count = (n: number) => n.toLocaleString('en-IN');

export const products = (n: number) => `${count(n)} ${n === 1 ? 'product' : 'products'}`;

/** "2 to create", "1 to change"… for a dry run; "2 created", "1 changed"… once saved. */
export function summaryParts(
  summary: ImportSummary,
  tense: 'planned' | 'done',
): { action: ImportAction; text: string }[] {
  const words: Record<ImportAction, [string, string]> = {
    create: ['to create', 'created'],
    update: ['to change', 'changed'],
    unchanged: ['unchanged', 'unchanged'],
    error: ['refused', 'refused'],
  };
  return (['create', 'update', 'unchanged', 'error'] as const).map((action) => ({
    action,
    text: `${count(summary[action])} ${words[action][tense === 'planned' ? 0 : 1]}`,
  }));
}
