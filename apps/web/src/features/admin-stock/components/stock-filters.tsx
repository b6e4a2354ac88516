// Owns what narrows the stock sheet: "Find a product" (title or SKU), the category and how much is left; each change
// is written to the address by the page.
import { CATEGORIES, CATEGORY_LABELS } from '@shop/contract/shop';
import { STOCK_STATE_LABELS, STOCK_STATES } from '@shop/contract/stock-sheet';
import { SearchForm } from '#web/components/admin/search-form.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
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
      <SearchForm
        label="Find a product"
        placeholder="Kurta or TT-K1-M"
        hint="Part of the product’s title or of a size’s SKU."
        value={filter.keyword ?? ''}
        onSearch={(keyword) => onChange({ keyword })}
      />
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
