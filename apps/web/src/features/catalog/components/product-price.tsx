// Owns how a product's price reads: the sale price with the original struck through, or just the price (SPEC §9).
import { formatRupees } from '@shop/contract/money';
import { cn } from '#web/lib/class-names.ts';

export function ProductPrice({
  price,
  salePrice,
  size = 'md',
  className,
}: {
  price: number;
  salePrice: number;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const onSale = salePrice > 0;
  const mainClass = size === 'lg' ? 'text-2xl font-semibold' : 'text-base font-semibold';
  if (!onSale) {
    return <p className={cn(mainClass, className)}>{formatRupees(price)}</p>;
  }
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className={cn(mainClass, 'text-accent')}>
        <span className="sr-only">Sale price </span>
        {formatRupees(salePrice)}
      </span>
      <s className={cn('text-muted-foreground', size === 'lg' ? 'text-base' : 'text-sm')}>
        <span className="sr-only">Original price </span>
        {formatRupees(price)}
      </s>
    </p>
  );
}
