// Owns the listing's filters without JavaScript (decision 031): the same groups as filter-panel.tsx as plain check
// boxes in a GET form to /shop/listing, applied with a button, the server rendering the products they choose. The
// listing shows it only where scripts do not run (in <noscript>); with them, the panel acts on each tick as SPEC §2 has it.
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/class-names.ts';
import { useBrand } from '#web/entities/brand/brand.ts';
import { useCatalogueOptions } from '#web/features/catalog/api/get-catalogue-options.ts';
import { filterGroups, hasFilters, type Filters } from '#web/features/catalog/listing-params.ts';

/**
 * `idPrefix`: the sidebar's and the small screens' forms can both be in the page; their ids must differ. `action`: the
 * page the filters apply to (a collection's page has them too).
 */
export function FilterForm({
  filters,
  idPrefix,
  action = '/shop/listing',
}: {
  filters: Filters;
  idPrefix: string;
  action?: string;
}) {
  const options = useCatalogueOptions().data;
  const groups = filterGroups(options, filters, useBrand().name);
  // No sort travels: a new choice of filters starts from price, low to high (as a new category does in SPEC §2).
  return (
    <form method="get" action={action} className="grid gap-6">
      {groups.map((group) => {
        const chosen: readonly string[] = filters[group.key];
        const twoColumns = group.key === 'size' || group.key === 'colour';
        return (
          <fieldset key={group.key} className="grid gap-3">
            <legend className="mb-3 text-sm font-semibold tracking-wide uppercase">{group.title}</legend>
            <div className={cn('grid gap-3', twoColumns && 'grid-cols-2 gap-x-2')}>
              {group.options.map((option) => {
                const id = filterOptionId(idPrefix, group.key, option.value);
                return (
                  <div key={option.value} className="flex min-w-0 items-center gap-2.5">
                    <input
                      id={id}
                      type="checkbox"
                      name={group.key}
                      value={option.value}
                      defaultChecked={chosen.includes(option.value)}
                      className="size-5 shrink-0 accent-accent"
                    />
                    <label
                      htmlFor={id}
                      title={option.label}
                      className="flex min-w-0 cursor-pointer items-center gap-2 py-1 text-sm"
                    >
                      <FilterOptionText option={option} />
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit">Apply</Button>
        {hasFilters(filters) && (
          <a href={action} className={cn(buttonVariants({ variant: 'link' }), 'h-auto p-0')}>
            Clear filters
          </a>
        )}
      </div>
    </form>
  );
}

/** A filter option's element id: unique per form (`idPrefix`), group and value. */
export const filterOptionId = (idPrefix: string, group: string, value: string) =>
  `${idPrefix}-${group}-${encodeURIComponent(value.replace(/\s+/g, '-'))}`;

/** What a filter option's label shows: its colour's swatch, if it has one, and its name. */
export function FilterOptionText({ option }: { option: { label: string; swatch?: string | undefined } }) {
  return (
    <>
      {option.swatch && (
        <span
          aria-hidden
          className="size-3.5 shrink-0 rounded-full border border-black/15"
          style={{ backgroundColor: option.swatch }}
        />
      )}
      <span className="truncate">{option.label}</span>
    </>
  );
}
