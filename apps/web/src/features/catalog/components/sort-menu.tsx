// Owns the listing's 'Sort by' menu: the four sorts of SPEC §9, one chosen (loaded on first use, see sort-control.tsx).
import { SORT_LABELS, SORT_OPTIONS, type SortOption } from '@shop/contract/shop';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '#web/components/ui/dropdown-menu.tsx';
import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from '#web/components/ui/dropdown-menu-radio.tsx';
import { SortButton } from '#web/features/catalog/components/sort-button.tsx';

/** `defaultOpen` when it replaces the plain button the shopper just pressed (sort-control.tsx). */
export function SortMenu({
  value,
  onChange,
  defaultOpen = false,
}: {
  value: SortOption | undefined;
  onChange: (next: SortOption) => void;
  defaultOpen?: boolean;
}) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <SortButton value={value} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-52">
        <DropdownMenuRadioGroup
          value={value}
          onValueChange={(next) => {
            const option = SORT_OPTIONS.find((candidate) => candidate === next);
            if (option) onChange(option);
          }}
        >
          {SORT_OPTIONS.map((option) => (
            <DropdownMenuRadioItem key={option} value={option}>
              {SORT_LABELS[option]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
