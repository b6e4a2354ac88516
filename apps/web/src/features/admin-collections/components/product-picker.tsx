// Owns a hand-picked collection's products in the form: search the catalogue to add one, then order them with Move up
// and Move down (buttons, so the keyboard and a screen reader do all a mouse can), or remove one.
import type { PickedProduct } from '@shop/contract/collections';
import { useQuery } from '@tanstack/react-query';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { catalogApi } from '#web/entities/product/product-api.ts';
import { dataOf } from '#web/lib/api-client.ts';
import { moved } from '#web/features/admin-collections/components/collection-form-values.ts';

export function ProductPicker({
  value,
  onChange,
}: {
  value: PickedProduct[];
  onChange: (next: PickedProduct[]) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['admin', 'collections', 'product-search', keyword],
    queryFn: ({ signal }) => dataOf(catalogApi.search({ params: { keyword }, query: { limit: 10 }, signal })),
    enabled: keyword.length > 0,
  });
  const picked = new Set(value.map((product) => product._id));
  const results = (found.data ?? []).filter((product) => !picked.has(product._id));

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-sm font-medium">Products, in the order shoppers see them</legend>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-search`}>Find a product to add</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-search`}
            type="search"
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                setKeyword(typed.trim());
              }
            }}
          />
          <Button type="button" variant="outline" onClick={() => setKeyword(typed.trim())}>
            Search
          </Button>
        </div>
      </div>
      {keyword && (
        <div aria-live="polite" className="grid gap-2">
          {found.isPending ? (
            <p className="text-sm text-muted-foreground">Searching…</p>
          ) : found.isError ? (
            <p className="text-sm text-destructive">{found.error.message}</p>
          ) : results.length === 0 ? (
            <p className="text-sm text-muted-foreground">No other products match “{keyword}”.</p>
          ) : (
            <ul aria-label="Search results" className="grid gap-1">
              {results.map((product) => (
                <li key={product._id} className="flex items-center justify-between gap-2 rounded-md border p-2">
                  <span className="min-w-0 truncate text-sm">{product.title}</span>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={`Add ${product.title}`}
                    onClick={() =>
                      onChange([...value, { _id: product._id, title: product.title, image: product.image }])
                    }
                  >
                    <PlusIcon aria-hidden />
                    Add
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground">No products chosen yet.</p>
      ) : (
        <ol aria-label="Chosen products" className="grid gap-1">
          {value.map((product, index) => (
            <li key={product._id} className="flex items-center gap-2 rounded-md border p-2">
              <span className="w-6 shrink-0 text-right text-sm text-muted-foreground">{index + 1}.</span>
              <span className="min-w-0 flex-1 truncate text-sm">{product.title}</span>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={`Move ${product.title} up`}
                disabled={index === 0}
                onClick={() => onChange(moved(value, index, -1))}
              >
                <ArrowUpIcon aria-hidden />
              </Button>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={`Move ${product.title} down`}
                disabled={index === value.length - 1}
                onClick={() => onChange(moved(value, index, 1))}
              >
                <ArrowDownIcon aria-hidden />
              </Button>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={`Remove ${product.title}`}
                onClick={() => onChange(value.filter((other) => other._id !== product._id))}
              >
                <XIcon aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
