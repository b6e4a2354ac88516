// Owns the collection form in the Add/Edit dialog: title, handle, description and picture, then either hand-picked
// products in staff's order or the rules that choose them, and how search engines show its page.
import {
  COLLECTION_KIND_LABELS,
  COLLECTION_KINDS,
  type Collection,
  type CollectionKind,
} from '@shop/contract/collections';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@shop/contract/shop';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { ImageUploader } from '#web/entities/product/image-uploader.tsx';
import { useSaveCollection } from '#web/features/admin-collections/api/collections-api.ts';
import {
  bodyOf,
  EMPTY_COLLECTION,
  formValuesOf,
  type CollectionFormValues,
} from '#web/features/admin-collections/components/collection-form-values.ts';
import { ProductPicker } from '#web/features/admin-collections/components/product-picker.tsx';

const rupeeField = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' } as const;

export type CollectionFormProps = {
  /** The collection being edited, or null to add one. */
  collection: Collection | null;
  onSaved: () => void;
  onCancel: () => void;
};

export function CollectionForm({ collection, onSaved, onCancel }: CollectionFormProps) {
  const id = useId();
  const [values, setValues] = useState<CollectionFormValues>(() =>
    collection ? formValuesOf(collection) : EMPTY_COLLECTION,
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveCollection();
  const set = <K extends keyof CollectionFormValues>(key: K, value: CollectionFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (
    key: {
      [K in keyof CollectionFormValues]: CollectionFormValues[K] extends string ? K : never;
    }[keyof CollectionFormValues],
  ) => ({
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    try {
      await save.mutateAsync({ id: collection?._id ?? null, body: bodyOf(values) });
    } catch (error) {
      // Keep what was typed, and say what the server refused.
      setRefusal(error instanceof Error ? error.message : 'The collection could not be saved.');
      return;
    }
    onSaved();
  }

  function toggleCategory(category: Category, on: boolean) {
    set('categories', on ? [...values.categories, category] : values.categories.filter((c) => c !== category));
  }

  return (
    <form noValidate className="grid gap-5" onSubmit={(event) => void submit(event)}>
      <TextField label="Title" required maxLength={120} autoComplete="off" {...text('title')} />
      <TextField
        label="Handle"
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
        hint="The end of its address, /shop/collections/<handle>: letters, digits and dashes. Left empty, it is made from the title."
        className="[&_input]:font-mono"
        {...text('handle')}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea id={`${id}-description`} rows={3} maxLength={2000} {...text('description')} />
      </div>
      <ImageUploader
        label="Picture"
        value={values.image}
        onChange={(url) => set('image', url)}
        hint="Shown beside the description on the collection's page. JPEG, PNG or WebP, at most 5 MB."
      />

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Products</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {COLLECTION_KINDS.map((kind: CollectionKind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={values.kind === kind}
                onChange={() => set('kind', kind)}
                className="size-4 accent-accent"
              />
              {COLLECTION_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
      </fieldset>

      {values.kind === 'manual' ? (
        <ProductPicker value={values.products} onChange={(products) => set('products', products)} />
      ) : (
        <fieldset className="grid gap-4 rounded-md border p-3 sm:p-4">
          <legend className="px-1 text-sm font-medium">
            Rules: a product is in the collection when it meets every one given
          </legend>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm">Category (any of those ticked)</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {CATEGORIES.map((category) => (
                <label key={category} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={values.categories.includes(category)}
                    onChange={(event) => toggleCategory(category, event.target.checked)}
                    className="size-4 accent-accent"
                  />
                  {CATEGORY_LABELS[category]}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label="Tags"
            autoComplete="off"
            hint="Comma-separated; a product with any of them matches (festive, diwali)."
            {...text('tags')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Lowest price (₹)" {...rupeeField} {...text('min_price')} />
            <TextField label="Highest price (₹)" {...rupeeField} {...text('max_price')} />
          </div>
          <TextField
            label="Colours"
            autoComplete="off"
            hint="Comma-separated; a product with a variant in any of them matches."
            {...text('colours')}
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={values.on_sale}
              onChange={(event) => set('on_sale', event.target.checked)}
              className="size-4 accent-accent"
            />
            Only products on sale
          </label>
          <TextField
            label="Added in the last (days)"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint="Empty for any time."
            {...text('added_within_days')}
          />
        </fieldset>
      )}

      <details className="rounded-md border p-3 sm:p-4">
        <summary className="cursor-pointer text-sm font-medium">Search engines</summary>
        <div className="mt-4 grid gap-4">
          <TextField label="SEO title" maxLength={70} hint="Empty to use the title." {...text('seo_title')} />
          <div className="grid gap-2">
            <Label htmlFor={`${id}-seo-description`}>SEO description</Label>
            <Textarea id={`${id}-seo-description`} rows={2} maxLength={320} {...text('seo_description')} />
          </div>
        </div>
      </details>

      {refusal && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {refusal}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : collection ? 'Save collection' : 'Add collection'}
        </Button>
      </div>
    </form>
  );
}
