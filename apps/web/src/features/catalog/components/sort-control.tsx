// Owns the listing's sort control: a plain button until the shopper first reaches for it, then the Radix menu; without
// JavaScript, a list of links to the listing in each sort (SortLinks, which the listing shows in <noscript>).
import { SORT_LABELS, SORT_OPTIONS, type SortOption } from '@shop/contract/shop';
import { ArrowUpDownIcon, CheckIcon } from 'lucide-react';
import { Suspense, useState, type KeyboardEvent } from 'react';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/class-names.ts';
import { lazyComponent } from '#web/lib/lazy-component.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { SortButton } from '#web/features/catalog/components/sort-button.tsx';

/** Radix Menu and floating-ui are most of the listing's code; most visits never sort, so they load on first use. */
const SortMenu = lazyComponent(() => import('#web/features/catalog/components/sort-menu.tsx'), 'SortMenu');

export function SortControl({
  value,
  onChange,
}: {
  value: SortOption | undefined;
  onChange: (next: SortOption) => void;
}) {
  const [engaged, setEngaged] = useState(false);
  // The menu is the app's: until it runs the button waits (without JavaScript, SortLinks stand in).
  const hydrated = useHydrated();
  const plain = (
    <SortButton
      value={value}
      disabled={!hydrated}
      data-needs-js
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={SortMenu.preload}
      onFocus={SortMenu.preload}
      onClick={() => setEngaged(true)}
      // A menu button opens on ArrowDown too (WAI-ARIA menu button pattern), as the Radix one will.
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setEngaged(true);
        }
      }}
    />
  );
  if (!engaged) return plain;
  return (
    <Suspense fallback={plain}>
      <SortMenu value={value} onChange={onChange} defaultOpen />
    </Suspense>
  );
}

/** The four sorts as links (`hrefOf` writes the listing's address in that sort), under a "Sort by" that opens them. */
export function SortLinks({ value, hrefOf }: { value: SortOption | undefined; hrefOf: (sort: SortOption) => string }) {
  return (
    <details className="group relative">
      <summary
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
        )}
      >
        <ArrowUpDownIcon aria-hidden />
        Sort by<span className="sr-only">:</span>
        <span className="sr-only text-muted-foreground sm:not-sr-only">{value ? SORT_LABELS[value] : ''}</span>
      </summary>
      <ul className="absolute right-0 z-20 mt-1 grid w-52 gap-0.5 rounded-md border border-border bg-background p-1 shadow-md">
        {SORT_OPTIONS.map((option) => (
          <li key={option}>
            <a
              href={hrefOf(option)}
              aria-current={option === value || undefined}
              className="flex items-center gap-2 rounded-sm px-2 py-2 text-sm hover:bg-muted"
            >
              <CheckIcon className={cn('size-4', option !== value && 'invisible')} aria-hidden />
              {SORT_LABELS[option]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
