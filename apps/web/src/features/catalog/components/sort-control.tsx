// Owns the listing's sort control: a plain button until the shopper first reaches for it, then the Radix menu.
import type { SortOption } from '@shop/contract/shop';
import { Suspense, useState, type KeyboardEvent } from 'react';
import { lazyComponent } from '#web/lib/lazy-component.tsx';
import { SortButton } from '#web/features/catalog/components/sort-button.tsx';

/** Radix Menu and floating-ui are most of the listing's code; most visits never sort, so they load on first use. */
const SortMenu = lazyComponent(() => import('#web/features/catalog/components/sort-menu.tsx'), 'SortMenu');

export function SortControl({ value, onChange }: { value: SortOption; onChange: (next: SortOption) => void }) {
  const [engaged, setEngaged] = useState(false);
  const plain = (
    <SortButton
      value={value}
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
