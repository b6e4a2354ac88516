// Owns the listing's filter groups (Category, Brand, Size, Colour) as labelled checkboxes; the sizes and colours are the
// shop's options as staff name them.
import { useMemo, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { cn } from '#web/lib/class-names.ts';
import { useBrand } from '#web/entities/brand/brand.ts';
import { useCatalogueOptions } from '#web/features/catalog/api/get-catalogue-options.ts';
import { filterGroups, hasFilters, NO_FILTERS, type Filters } from '#web/features/catalog/listing-params.ts';
import { FilterOptionText, filterOptionId } from '#web/features/catalog/components/filter-form.tsx';

/** The long groups (every scale's sizes, the shop's colours) take two columns, so the sidebar stays shorter. */
const TWO_COLUMNS: ReadonlySet<keyof Filters> = new Set(['size', 'colour']);

/** A group longer than this shows its first `SHOWN_FIRST` (and any ticked) until the shopper asks for all. */
const LONG_GROUP = 30;
const SHOWN_FIRST = 16;

export function FilterPanel({
  filters,
  onChange,
  idPrefix,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
  /** The sidebar and the drawer can both be in the page; their checkbox ids must differ. */
  idPrefix: string;
}) {
  const options = useCatalogueOptions().data;
  const shopName = useBrand().name;
  const groups = useMemo(() => filterGroups(options, filters, shopName), [options, filters, shopName]);
  const [expanded, setExpanded] = useState<ReadonlySet<keyof Filters>>(new Set());

  function toggle(group: keyof Filters, value: string, checked: boolean) {
    const chosen: readonly string[] = filters[group];
    const values = groups.find((g) => g.key === group)?.options ?? [];
    // Kept in the group's order whatever order they were ticked in, so one choice has one URL.
    const next = values
      .map((option) => option.value)
      .filter((option) => (option === value ? checked : chosen.includes(option)));
    onChange({ ...filters, [group]: next });
  }

  return (
    <div className="grid gap-6">
      {groups.map((group) => {
        const chosen: readonly string[] = filters[group.key];
        const long = group.options.length > LONG_GROUP;
        const open = !long || expanded.has(group.key);
        const shown = open
          ? group.options
          : group.options.filter((option, index) => index < SHOWN_FIRST || chosen.includes(option.value));
        const listId = `${idPrefix}-${group.key}-options`;
        return (
          <fieldset key={group.key} className="grid gap-3">
            <legend className="mb-3 text-sm font-semibold tracking-wide uppercase">{group.title}</legend>
            <div id={listId} className={cn('grid gap-3', TWO_COLUMNS.has(group.key) && 'grid-cols-2 gap-x-2')}>
              {shown.map((option) => {
                const id = filterOptionId(idPrefix, group.key, option.value);
                return (
                  <div
                    key={option.value}
                    className={cn('flex min-w-0 items-center', TWO_COLUMNS.has(group.key) ? 'gap-2.5' : 'gap-3')}
                  >
                    <Checkbox
                      id={id}
                      checked={chosen.includes(option.value)}
                      onCheckedChange={(state) => toggle(group.key, option.value, state === true)}
                    />
                    <Label
                      htmlFor={id}
                      title={option.label}
                      className="flex min-w-0 cursor-pointer items-center gap-2 py-1 font-normal"
                    >
                      <FilterOptionText option={option} />
                    </Label>
                  </div>
                );
              })}
            </div>
            {long && (
              <Button
                variant="link"
                className="h-auto w-fit p-0"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() =>
                  setExpanded((current) => {
                    const next = new Set(current);
                    if (open) next.delete(group.key);
                    else next.add(group.key);
                    return next;
                  })
                }
              >
                {open
                  ? `Show fewer ${group.title.toLowerCase()}s`
                  : `Show all ${group.options.length} ${group.title.toLowerCase()}s`}
              </Button>
            )}
          </fieldset>
        );
      })}
      {hasFilters(filters) && (
        <Button variant="link" className="h-auto w-fit p-0" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
