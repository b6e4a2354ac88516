// Owns the shop's mark: the tote-bag logo and the shop name (or the shop's own logo), as every area shows them.
import { SHOP_NAME } from '@shop/contract/shop';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/class-names.ts';

/** The tote drawn in currentColor (the same drawing as public/favicon.svg), so it follows the text colour. */
export function ToteMark({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden focusable="false" className={cn('size-8', className)} {...props}>
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M11 12.5V10a5 5 0 0 1 10 0v2.5" fill="none" stroke="white" strokeWidth="2" strokeLinecap="round" />
      <path d="M7.5 12.5h17l-1.6 12.2a2 2 0 0 1-2 1.8H11.1a2 2 0 0 1-2-1.8z" fill="white" />
    </svg>
  );
}

/**
 * Mark plus name, or the shop's own logo (an uploaded picture that carries the name, so the name is its alt). Put it
 * inside a link; the visible name or the alt is the link's accessible name.
 */
export function ShopLogo({
  className,
  markClassName,
  name = SHOP_NAME,
  logoUrl = null,
}: {
  className?: string | undefined;
  markClassName?: string | undefined;
  name?: string;
  logoUrl?: string | null;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      {logoUrl ? (
        <img src={logoUrl} alt={name} className="h-8 w-auto max-w-48 object-contain" />
      ) : (
        <>
          <ToteMark className={cn('text-accent', markClassName)} />
          <span>{name}</span>
        </>
      )}
    </span>
  );
}
