// Owns the shop's main navigation list (staff's menu): a row in the header on large screens, a column in the drawer on
// small ones.
import { Link, useLocation } from 'react-router';
import { cn } from '#web/lib/class-names.ts';
import { useStorefront } from '#web/entities/storefront/storefront-api.ts';
import { navItemOf } from '#web/app/shop-shell/shop-nav-items.ts';

export function ShopNav({ layout, onNavigate }: { layout: 'row' | 'column'; onNavigate?: () => void }) {
  const location = useLocation();
  const items = useStorefront().menu.map(navItemOf);
  return (
    <nav aria-label="Main">
      <ul className={cn('flex', layout === 'row' ? 'items-center gap-1' : 'flex-col gap-1')}>
        {items.map((item, index) => {
          const current = item.isCurrent(location);
          const className = cn(
            'block rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
            layout === 'column' && 'py-3 text-base',
            current && 'bg-accent-soft text-accent hover:bg-accent-soft hover:text-accent',
          );
          return (
            <li key={`${index}-${item.to}`}>
              {item.external ? (
                <a href={item.to} onClick={onNavigate} className={className}>
                  {item.label}
                </a>
              ) : (
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  aria-current={current ? 'page' : undefined}
                  className={className}
                >
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
