// Owns how the listing's 'Sort by' control looks, shared by the plain first button and the Radix menu's trigger.
import { SORT_LABELS, type SortOption } from '@shop/contract/shop';
import { ArrowUpDownIcon } from 'lucide-react';
import { Button, type ButtonProps } from '#web/components/ui/button.tsx';

export function SortButton({ value, ...props }: Omit<ButtonProps, 'value'> & { value: SortOption | undefined }) {
  return (
    <Button variant="outline" size="sm" {...props}>
      <ArrowUpDownIcon aria-hidden />
      Sort by
      <span className="sr-only">:</span>
      <span className="sr-only text-muted-foreground sm:not-sr-only">{value ? SORT_LABELS[value] : ''}</span>
    </Button>
  );
}
