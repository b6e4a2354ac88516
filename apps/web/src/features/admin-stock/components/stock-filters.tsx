// Owns what narrows the stock sheet: "Find a product" (title or SKU), the category and how much is left; each change
// is written to the address by the page.
import { CATEGORIES, CATEGORY_LABELS } from '@shop/contract/shop';
import { STOCK_STATE_LABELS, STOCK_STATES } from '@shop/contract/stock-sheet';
import { SearchIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import type { StockFilter } from '#web/features/admin-stock/api/get-stock-sheet.ts';
import type { StockFilterField } from '#web/features/admin-stock/hooks/use-stock-filter.ts';

export type StockFiltersProps = {
  filter: StockFilter;
  narrowed: boolean;
  onChange: (change: Partial<Record<StockFilterField, string | undefined>>) => void;
  onClear: () => void;
};

export function StockFilters({ filter, narrowed, onChange, onClear }: StockFiltersProps) {
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start">
      <StockSearch keyword={filter.keyword ?? ''} onSearch={(keyword) => onChange({ keyword })} />
      <fieldset className="grid grid-cols-2 gap-3 lg:w-md">
        <legend className="sr-only">Filter the stock</legend>
        <FormField label="Category">
          {(control) => (
            <Select
              {...control}
              value={filter.category ?? ''}
              onChange={(event) => onChange({ category: event.target.value })}
            >
              <option value="">All categories</option>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Stock">
          {(control) => (
            <Select
              {...control}
              value={filter.state ?? 'all'}
              onChange={(event) => onChange({ state: event.target.value })}
            >
              {STOCK_STATES.map((state) => (
                <option key={state} value={state}>
                  {STOCK_STATE_LABELS[state]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </fieldset>
      {narrowed && (
        <Button variant="outline" className="w-full sm:w-fit" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </div>
  );
}

/** Finds rows by the product's title or the size's SKU, in part. */
function StockSearch({ keyword, onSearch }: { keyword: string; onSearch: (words: string) => void }) {
  const [words, setWords] = useState(keyword);
  // The address changed under the box ("Clear filters", Back): the box shows what is searched.
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setWords(keyword);
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(words);
  }
  return (
    <form role="search" onSubmit={onSubmit} className="grid max-w-xl gap-2">
      <Label htmlFor="stock-search">Find a product</Label>
      <div className="flex gap-2">
        <Input
          id="stock-search"
          type="search"
          inputMode="search"
          autoComplete="off"
          placeholder="Kurta or TT-K1-M"
          aria-describedby="stock-search-hint"
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        <Button type="submit" variant="outline">
          <SearchIcon aria-hidden />
          Search
        </Button>
      </div>
      <p id="stock-search-hint" className="text-sm text-muted-foreground">
        Part of the product’s title or of a size’s SKU.
      </p>
    </form>
  );
}
