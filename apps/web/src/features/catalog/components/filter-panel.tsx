// Owns the listing's filter groups (Category, Brand, Size, Colour) as labelled checkboxes.
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { cn } from '#web/lib/class-names.ts';
import { FILTER_GROUPS, hasFilters, NO_FILTERS, type Filters } from '#web/features/catalog/listing-params.ts';

/** The long groups (13 sizes, 21 colours) take two columns, so the sidebar stays about a screen tall. */
const TWO_COLUMNS: ReadonlySet<keyof Filters> = new Set(['size', 'colour']);

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
  function toggle(group: keyof Filters, value: string, checked: boolean) {
    const chosen: readonly string[] = filters[group];
    const options = FILTER_GROUPS.find((g) => g.key === group)?.options ?? [];
    // Kept in the spec's order whatever order they were ticked in, so one choice has one URL.
    const next = options
      .map((option) => option.value as string)
      .filter((option) => (option === value ? checked : chosen.includes(option)));
    onChange({ ...filters, [group]: next });
  }

  return (
    <div className="grid gap-6">
      {FILTER_GROUPS.map((group) => (
        <fieldset key={group.key} className="grid gap-3">
          <legend className="mb-3 text-sm font-semibold tracking-wide uppercase">{group.title}</legend>
          <div className={cn('grid gap-3', TWO_COLUMNS.has(group.key) && 'grid-cols-2 gap-x-2')}>
            {group.options.map((option) => {
              const id = `${idPrefix}-${group.key}-${option.value.replace(/\s+/g, '-')}`;
              const checked = (filters[group.key] as readonly string[]).includes(option.value);
              return (
                <div
                  key={option.value}
                  className={cn('flex min-w-0 items-center', TWO_COLUMNS.has(group.key) ? 'gap-2.5' : 'gap-3')}
                >
                  <Checkbox
                    id={id}
                    checked={checked}
                    onCheckedChange={(state) => toggle(group.key, option.value, state === true)}
                  />
                  <Label htmlFor={id} className="flex min-w-0 cursor-pointer items-center gap-2 py-1 font-normal">
                    {'swatch' in option && (
                      <span
                        aria-hidden
                        className="size-3.5 shrink-0 rounded-full border border-black/15"
                        style={{ backgroundColor: option.swatch }}
                      />
                    )}
                    <span className="truncate">{option.label}</span>
                  </Label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      {hasFilters(filters) && (
        <Button variant="link" className="h-auto w-fit p-0" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
