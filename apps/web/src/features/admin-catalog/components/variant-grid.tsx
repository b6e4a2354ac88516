// Owns the variant grid: one row per size × colour, grouped by colour, with its SKU, its stock, and an optional price
// and weight.
import { formatRupees } from '@shop/contract/money';
import { useId, type ComponentProps } from 'react';
import { Input } from '#web/components/ui/input.tsx';
import { hasError, messagesIn } from '#web/components/admin/form-errors.ts';
import {
  skuOf,
  variantName,
  type ColourOption,
  type VariantRow,
} from '#web/features/admin-catalog/components/product-form-values.ts';
import { cn } from '#web/lib/class-names.ts';

export type VariantGridProps = {
  rows: VariantRow[];
  colours: ColourOption[];
  /** For the SKU suggestions. */
  title: string;
  /** The product's prices as typed, shown where a variant has none of its own. */
  price: string;
  salePrice: string;
  /** The product's weight in grams (typed, or its category's default), shown where a variant has none of its own. */
  weight: string;
  /** react-hook-form's `errors.variants`: one entry per row. */
  errors: unknown;
  onChange: (rows: VariantRow[]) => void;
};

type Field = 'sku' | 'stock' | 'price' | 'sale_price' | 'weight_grams';

const rupeesOrBlank = (typed: string) => {
  const value = Number(typed);
  return typed.trim() !== '' && Number.isFinite(value) && value > 0 ? formatRupees(value) : null;
};

export function VariantGrid({ rows, colours, title, price, salePrice, weight, errors, onChange }: VariantGridProps) {
  const id = useId();
  const captionId = `${id}-caption`;
  const rowErrors = (index: number) => (errors as unknown[] | undefined)?.[index];

  function update(index: number, field: Field, value: string) {
    onChange(
      rows.map((row, i) => {
        if (i !== index) return row;
        if (field === 'sku') return { ...row, sku: value, skuEdited: true };
        return { ...row, [field]: value };
      }),
    );
  }

  // Colour by colour, each a group of rows under the colour's name; products with sizes only have one group.
  const groups = (colours.length ? colours.map((colour) => colour.name) : [null]).map((colour) => ({
    colour,
    hex: colours.find((option) => option.name === colour)?.hex,
    rows: rows.map((row, index) => ({ row, index })).filter(({ row }) => row.colour === colour),
  }));
  const problems = rows.flatMap((row, index) =>
    messagesIn(rowErrors(index)).map((message) => `${variantName(row)}: ${message}`),
  );
  const productPrice = rupeesOrBlank(price);

  const cell = (index: number, row: VariantRow, field: Field, input: ComponentProps<'input'>) => (
    <td className="px-1.5 py-1.5">
      <Input
        {...input}
        aria-invalid={hasError(rowErrors(index), field) ? true : undefined}
        className={cn('h-9', input.className)}
        onChange={(event) => update(index, field, event.target.value)}
      />
    </td>
  );

  return (
    <div className="grid gap-2">
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Leave a price blank to sell at the product&apos;s{productPrice ? ` (${productPrice})` : ''}. A variant with a
        price of its own has no sale unless you give it a sale price too. Leave a weight blank if it weighs what the
        product does ({weight} g).
      </p>
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <table className="w-full text-sm" aria-describedby={`${id}-hint`}>
          <caption id={captionId} className="sr-only">
            Variants: SKU, stock, price and weight of each
          </caption>
          <thead className="bg-muted text-left">
            <tr>
              <th scope="col" className="sticky left-0 z-10 bg-muted px-2 py-2 font-medium">
                Variant
              </th>
              <th scope="col" className="px-1.5 py-2 font-medium">
                SKU
              </th>
              <th scope="col" className="px-1.5 py-2 font-medium">
                Stock
              </th>
              <th scope="col" className="px-1.5 py-2 font-medium">
                Price (₹)
              </th>
              <th scope="col" className="px-1.5 py-2 font-medium">
                Sale price (₹)
              </th>
              <th scope="col" className="px-1.5 py-2 font-medium">
                Weight (g)
              </th>
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.colour ?? 'all'}>
              {group.colour && (
                <tr className="border-t border-border">
                  <th scope="colgroup" colSpan={6} className="px-2 pt-3 pb-1 text-left font-semibold">
                    <span className="sticky left-2 flex w-max items-center gap-2">
                      <span
                        aria-hidden
                        className="size-4 rounded-full border border-border"
                        style={{ backgroundColor: group.hex }}
                      />
                      {group.colour}
                    </span>
                  </th>
                </tr>
              )}
              {group.rows.map(({ row, index }) => {
                const name = variantName(row);
                return (
                  <tr key={name} className="border-t border-border/60">
                    <th
                      scope="row"
                      className="sticky left-0 z-10 bg-background px-2 py-1.5 text-left font-medium whitespace-nowrap"
                    >
                      {row.size ?? row.colour}
                      {row.size && row.colour && <span className="sr-only"> {row.colour}</span>}
                    </th>
                    {cell(index, row, 'sku', {
                      'aria-label': `SKU for ${name}`,
                      value: skuOf(row, title),
                      maxLength: 64,
                      autoCapitalize: 'characters',
                      spellCheck: false,
                      className: 'w-36',
                    })}
                    {cell(index, row, 'stock', {
                      'aria-label': `Stock for ${name}`,
                      type: 'number',
                      inputMode: 'numeric',
                      min: 0,
                      step: 1,
                      value: row.stock,
                      className: 'w-20',
                    })}
                    {cell(index, row, 'price', {
                      'aria-label': `Price for ${name} (₹)`,
                      type: 'number',
                      inputMode: 'decimal',
                      min: 0,
                      step: '0.01',
                      placeholder: price,
                      value: row.price,
                      className: 'w-24',
                    })}
                    {cell(index, row, 'sale_price', {
                      'aria-label': `Sale price for ${name} (₹)`,
                      type: 'number',
                      inputMode: 'decimal',
                      min: 0,
                      step: '0.01',
                      placeholder: row.price.trim() === '' ? salePrice : '0',
                      value: row.sale_price,
                      className: 'w-24',
                    })}
                    {cell(index, row, 'weight_grams', {
                      'aria-label': `Weight for ${name} (g)`,
                      type: 'number',
                      inputMode: 'numeric',
                      min: 10,
                      step: 1,
                      placeholder: weight,
                      value: row.weight_grams,
                      className: 'w-20',
                    })}
                  </tr>
                );
              })}
            </tbody>
          ))}
        </table>
      </div>
      {problems.length > 0 && (
        <ul className="grid gap-1 text-sm font-medium text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
