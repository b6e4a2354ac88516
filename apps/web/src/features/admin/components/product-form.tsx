// Owns the product form in the admin sheet: add or edit, with the contract's rules and the spec's submit rule (SPEC §5).
import { zodResolver } from '@hookform/resolvers/zod';
import { productInput, type Product, type ProductInput } from '@shop/contract/catalog';
import { BRAND_LABELS, BRANDS, CATEGORIES, CATEGORY_LABELS } from '@shop/contract/shop';
import { useId } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useAddProduct } from '#web/features/admin/api/add-product.ts';
import { useEditProduct } from '#web/features/admin/api/edit-product.ts';
import { ImageUploader } from '#web/features/admin/components/image-uploader.tsx';

/** What the fields hold: text as typed (numbers too); the contract's schema trims, coerces and checks it. */
export type ProductFormValues = Record<keyof ProductInput, string>;

const FIELDS = Object.keys(productInput.shape) as (keyof ProductInput)[];

const EMPTY: ProductFormValues = {
  image: '',
  title: '',
  description: '',
  category: '',
  brand: '',
  price: '',
  sale_price: '',
  total_stock: '',
};

function formValuesOf(product: Product): ProductFormValues {
  return {
    image: product.image,
    title: product.title,
    description: product.description,
    category: product.category,
    brand: product.brand,
    price: String(product.price),
    sale_price: String(product.sale_price),
    total_stock: String(product.total_stock),
  };
}

/*
 * The schema's input type says `category` is one of the categories, but the form must also hold '' (nothing chosen
 * yet); the schema refuses '' with its own message, which is exactly what we want the form to show.
 */
const resolver = zodResolver(productInput) as unknown as Resolver<ProductFormValues, unknown, ProductInput>;

export type ProductFormProps = {
  /** The product being edited, or null to add a new one. */
  product: Product | null;
  /** Called after the server accepted the product. */
  onSaved: () => void;
};

export function ProductForm({ product, onSaved }: ProductFormProps) {
  const isEditing = product !== null;
  const submitHintId = useId();
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    resolver,
    defaultValues: product ? formValuesOf(product) : EMPTY,
  });
  const addProduct = useAddProduct();
  const editProduct = useEditProduct();
  const saving = addProduct.isPending || editProduct.isPending;
  const { errors } = form.formState;

  const values = useWatch({ control: form.control });
  // SPEC §5: submit stays disabled until every field (average_review is not one) is non-empty.
  const isComplete = FIELDS.every((field) => (values[field] ?? '').trim() !== '');

  async function save(body: ProductInput) {
    try {
      if (product) await editProduct.mutateAsync({ id: product._id, body });
      else await addProduct.mutateAsync(body);
    } catch {
      return; // the mutation has already shown the server's message; keep what was typed
    }
    form.reset(EMPTY);
    onSaved();
  }

  return (
    <form noValidate className="grid gap-5" onSubmit={form.handleSubmit(save)}>
      <div className="grid gap-2">
        <ImageUploader
          label="Upload Image"
          value={values.image ?? ''}
          onChange={(url) =>
            form.setValue('image', url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
          }
          disabled={isEditing}
          hint="JPEG, PNG or WebP, at most 5 MB. Product photos look best at 4:5 (e.g. 800 × 1000)."
          disabledHint="The image cannot be changed while editing. To use another image, add the product again."
        />
        {errors.image?.message && <p className="text-sm font-medium text-destructive">{errors.image.message}</p>}
      </div>

      <TextField
        label="Title"
        placeholder="Enter product title"
        error={errors.title?.message}
        {...form.register('title')}
      />

      <FormField label="Description" error={errors.description?.message}>
        {(control) => (
          <Textarea rows={4} placeholder="Enter product description" {...control} {...form.register('description')} />
        )}
      </FormField>

      <FormField label="Category" error={errors.category?.message}>
        {(control) => (
          <Select {...control} {...form.register('category')}>
            <option value="" disabled>
              Select category
            </option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </Select>
        )}
      </FormField>

      <FormField label="Brand" error={errors.brand?.message}>
        {(control) => (
          <Select {...control} {...form.register('brand')}>
            <option value="" disabled>
              Select brand
            </option>
            {BRANDS.map((brand) => (
              <option key={brand} value={brand}>
                {BRAND_LABELS[brand]}
              </option>
            ))}
          </Select>
        )}
      </FormField>

      <TextField
        label="Price (₹)"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        placeholder="Enter product price"
        error={errors.price?.message}
        {...form.register('price')}
      />
      <TextField
        label="Sale price (₹)"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        placeholder="Sale price (optional, 0 for none)"
        error={errors.sale_price?.message}
        {...form.register('sale_price')}
      />
      <TextField
        label="Total stock"
        type="number"
        inputMode="numeric"
        min={0}
        step="1"
        placeholder="Enter total stock"
        error={errors.total_stock?.message}
        {...form.register('total_stock')}
      />

      <div className="grid gap-2">
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!isComplete || saving}
          aria-busy={saving}
          aria-describedby={isComplete ? undefined : submitHintId}
        >
          {isEditing ? 'Save changes' : 'Add product'}
        </Button>
        {!isComplete && (
          <p id={submitHintId} className="text-center text-sm text-muted-foreground">
            Fill in every field, image included, to {isEditing ? 'save' : 'add'} the product.
          </p>
        )}
      </div>
    </form>
  );
}
