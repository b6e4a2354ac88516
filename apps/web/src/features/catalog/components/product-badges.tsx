// Owns a product's stock and sale badges: 'Out Of Stock', 'Only {n} items left', 'Sale' (SPEC §9).
import type { Product } from '@shop/contract/catalog';
import { LIMITS } from '@shop/contract/shop';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/class-names.ts';

export function stockBadgeText(totalStock: number): string | null {
  if (totalStock <= 0) return 'Out Of Stock';
  if (totalStock < LIMITS.lowStockBelow) return `Only ${totalStock} items left`;
  return null;
}

export function ProductBadges({
  product,
  className,
}: {
  product: Pick<Product, 'total_stock' | 'sale_price'>;
  className?: string;
}) {
  const stock = stockBadgeText(product.total_stock);
  const onSale = product.sale_price > 0;
  if (!stock && !onSale) return null;
  return (
    <div className={cn('flex flex-wrap gap-1.5', className)}>
      {stock && <Badge variant={product.total_stock <= 0 ? 'destructive' : 'default'}>{stock}</Badge>}
      {onSale && <Badge variant="accent">Sale</Badge>}
    </div>
  );
}
