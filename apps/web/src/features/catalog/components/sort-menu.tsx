// Owns the listing's 'Sort by' menu: the four sorts of SPEC §9, one chosen.
import { SORT_LABELS, SORT_OPTIONS, type SortOption } from '@shop/contract/shop';
import { ArrowUpDownIcon } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '#web/components/ui/dropdown-menu.tsx';
import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from '#web/components/ui/dropdown-menu-radio.tsx';

export function SortMenu({ value, onChange }: { value: SortOption; onChange: (next: SortOption) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <ArrowUpDownIcon aria-hidden />
          Sort by
          <span className="sr-only">:</span>
          <span className="sr-only text-muted-foreground sm:not-sr-only">{SORT_LABELS[value]}</span>
        </Button>
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
