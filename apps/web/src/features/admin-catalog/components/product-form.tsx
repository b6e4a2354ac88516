// Owns the product form in the admin sheet: add or edit, with the contract's rules and the spec's submit rule (SPEC §5),
// then the parcel it ships as, the gallery, the options with their variant grid and pictures per colour, and the size
// chart.
import { zodResolver } from '@hookform/resolvers/zod';
import { productInput, type AdminProduct, type ProductInput } from '@shop/contract/catalog';
import { TAX_CLASS_LABELS, TAX_CLASSES } from '@shop/contract/settings';
import { defaultParcel } from '@shop/contract/shipping';
import { BRAND_LABELS, BRANDS, CATEGORIES, CATEGORY_LABELS } from '@shop/contract/shop';
import { useId, useMemo, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useAddProduct } from '#web/features/admin-catalog/api/add-product.ts';
import { useEditProduct } from '#web/features/admin-catalog/api/edit-product.ts';
import { ColourPictures } from '#web/features/admin-catalog/components/colour-pictures.tsx';
import { messagesIn } from '#web/components/admin/form-errors.ts';
import { GalleryEditor } from '#web/features/admin-catalog/components/gallery-editor.tsx';
import { ImageUploader } from '#web/entities/product/image-uploader.tsx';
import {
  bodyOf,
  EMPTY_PRODUCT,
  formValuesOf,
  skuOf,
  SPEC_FIELDS,
  stockSum,
  variantRowsFor,
  type ProductFormValues,
} from '#web/features/admin-catalog/components/product-form-values.ts';
import { ProductOptions, type ProductOptionsValue } from '#web/features/admin-catalog/components/product-options.tsx';
import { ProductParcelFields } from '#web/features/admin-catalog/components/product-parcel-fields.tsx';
import { ProductSearchFields } from '#web/features/admin-catalog/components/product-search-fields.tsx';
import { ProductSizeChart } from '#web/features/admin-catalog/components/product-size-chart.tsx';
import { VariantGrid } from '#web/features/admin-catalog/components/variant-grid.tsx';
import { useCatalogueOptions } from '#web/lib/catalogue-options.ts';

export type { ProductFormValues };

/*
 * The contract's schema checks the body the form would send (bodyOf), so its messages and paths are the server's;
 * the variants are sent in the form's order, so `variants.3.sku` is the fourth row of the grid.
 */
const bodyResolver = zodResolver(productInput);
const resolver: Resolver<ProductFormValues, unknown, ProductInput> = (values, context, options) =>
  bodyResolver(bodyOf(values), context, options as never) as ReturnType<
    Resolver<ProductFormValues, unknown, ProductInput>
  >;

export type ProductFormProps = {
  /** The product being edited, or null to add a new one. */
  product: AdminProduct | null;
  /** Called after the server accepted the product. */
  onSaved: () => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-4 border-t border-border pt-5">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function ProductForm({ product, onSaved }: ProductFormProps) {
  const isEditing = product !== null;
  const submitHintId = useId();
  // Read once, for the form's first values: the saved product's scale and swatches when the options have loaded.
  const options = useCatalogueOptions().data;
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    resolver,
    defaultValues: product ? formValuesOf(product, options) : EMPTY_PRODUCT,
  });
  const addProduct = useAddProduct();
  const editProduct = useEditProduct();
  const saving = addProduct.isPending || editProduct.isPending;
  const { errors } = form.formState;

  const [image, images, title, category, price, salePrice, sizeScale, sizes, colours, variants, chartMode, chart] =
    useWatch({
      control: form.control,
      name: [
        'image',
        'images',
        'title',
        'category',
        'price',
        'sale_price',
        'size_scale',
        'sizes',
        'colours',
        'variants',
        'chartMode',
        'chart',
      ],
    });
  const [taxClass, weight, handle] = useWatch({ control: form.control, name: ['tax_class', 'weight_grams', 'handle'] });
  // What a variant left without a weight of its own weighs: the product's, else its category's default.
  const productWeight = weight.trim() || String(defaultParcel({ category, tax_class: taxClass }).weight_grams);
  const spec = useWatch({ control: form.control, name: SPEC_FIELDS });
  const hasVariants = variants.length > 0;
  // SPEC §5: submit stays disabled until every field (average_review is not one) is non-empty; with variants, the
  // total is their sum, and each variant's SKU and stock count as fields.
  const isComplete =
    SPEC_FIELDS.every((field, index) => (hasVariants && field === 'total_stock') || spec[index].trim() !== '') &&
    variants.every((row) => row.stock.trim() !== '' && skuOf(row, title).trim() !== '');

  async function save(body: ProductInput) {
    try {
      if (product) await editProduct.mutateAsync({ id: product._id, body });
      else await addProduct.mutateAsync(body);
    } catch {
      return; // the mutation has already shown the server's message; keep what was typed
    }
    form.reset(EMPTY_PRODUCT);
    onSaved();
  }

  // One stable set of handlers, so the memoised sections below skip re-rendering on every keystroke elsewhere.
  const { setValue, getValues } = form;
  const { isSubmitted } = form.formState;
  const actions = useMemo(() => {
    const validate = { shouldDirty: true, shouldValidate: isSubmitted };
    /** Pictures that leave the gallery leave the colours that used them too. */
    const forgetPictures = (dropped: string[]) => {
      if (dropped.length === 0) return;
      const kept = getValues('colours').map((colour) => ({
        ...colour,
        images: colour.images.filter((i) => !dropped.includes(i)),
      }));
      setValue('colours', kept, validate);
    };
    return {
      setCover(url: string) {
        const previous = getValues('image');
        setValue('image', url, validate);
        if (previous && previous !== url) forgetPictures([previous]);
      },
      setGallery(next: string[]) {
        forgetPictures(getValues('images').filter((image) => !next.includes(image)));
        setValue('images', next, validate);
      },
      latestGallery: () => getValues('images'),
      setOptions(next: ProductOptionsValue) {
        const rows = variantRowsFor(
          next.sizes,
          next.colours.map((colour) => colour.name),
          getValues('variants'),
        );
        setValue('size_scale', next.scale, validate);
        setValue('sizes', next.sizes, validate);
        setValue('colours', next.colours, validate);
        setValue('variants', rows, validate);
      },
      setColours: (next: ProductFormValues['colours']) => setValue('colours', next, validate),
      latestColours: () => getValues('colours'),
      setChartMode: (mode: ProductFormValues['chartMode']) => setValue('chartMode', mode, validate),
      setChart: (next: ProductFormValues['chart']) => setValue('chart', next, validate),
    };
  }, [setValue, getValues, isSubmitted]);

  const gallery = useMemo(() => [image, ...images].filter(Boolean), [image, images]);
  const imagesError = messagesIn(errors.images)[0];
  const chartError = messagesIn((errors as Record<string, unknown>).size_chart)[0];

  return (
    <form noValidate className="grid gap-5" onSubmit={form.handleSubmit(save)}>
      <div className="grid gap-2">
        <ImageUploader
          label="Upload Image"
          value={image}
          onChange={actions.setCover}
          disabled={isEditing}
          hint="The cover: JPEG, PNG or WebP, at most 5 MB. Product photos look best at 4:5 (e.g. 800 × 1000)."
          disabledHint="The cover cannot be changed while editing. Add more pictures under More images below."
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
            {CATEGORIES.map((option) => (
              <option key={option} value={option}>
                {CATEGORY_LABELS[option]}
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

      <FormField
        label="Tax class"
        hint="Sets the GST rate on the invoice: clothing by its price per piece, bags at one rate (Settings)."
        error={errors.tax_class?.message}
      >
        {(control) => (
          <Select {...control} {...form.register('tax_class')}>
            {TAX_CLASSES.map((taxClass) => (
              <option key={taxClass} value={taxClass}>
                {TAX_CLASS_LABELS[taxClass]}
              </option>
            ))}
          </Select>
        )}
      </FormField>

      <TextField
        label="Tags"
        placeholder="e.g. summer, cotton, festive"
        hint="Words that group products, separated by commas: a collection can gather every product with a tag."
        error={messagesIn(errors.tags)[0]}
        {...form.register('tags')}
      />

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
      {hasVariants ? (
        // Read-only while there are variants: the server keeps it as their sum.
        <TextField
          key="sum"
          label="Total stock"
          type="number"
          readOnly
          value={stockSum(variants)}
          hint="The sum of the variants’ stock below."
          className="[&_input]:bg-muted"
        />
      ) : (
        <TextField
          key="typed"
          label="Total stock"
          type="number"
          inputMode="numeric"
          min={0}
          step="1"
          placeholder="Enter total stock"
          error={errors.total_stock?.message}
          {...form.register('total_stock')}
        />
      )}

      <ProductParcelFields register={form.register} errors={errors} category={category} taxClass={taxClass} />

      <ProductSearchFields
        register={form.register}
        errors={errors}
        handle={handle}
        title={title}
        savedHandle={product?.handle ?? null}
      />

      <Section title="More images">
        <GalleryEditor cover={image} images={images} onChange={actions.setGallery} latest={actions.latestGallery} />
        {imagesError && <p className="text-sm font-medium text-destructive">{imagesError}</p>}
      </Section>

      <Section title="Options">
        <ProductOptions scale={sizeScale} sizes={sizes} colours={colours} onChange={actions.setOptions} />
        {hasVariants && (
          <Controller
            control={form.control}
            name="variants"
            render={({ field }) => (
              <VariantGrid
                rows={field.value}
                colours={colours}
                title={title}
                price={price}
                salePrice={salePrice}
                weight={productWeight}
                errors={errors.variants}
                onChange={field.onChange}
              />
            )}
          />
        )}
      </Section>

      {colours.length > 0 && (
        <Section title="Pictures by colour">
          <ColourPictures
            gallery={gallery}
            colours={colours}
            onChange={actions.setColours}
            latest={actions.latestColours}
          />
        </Section>
      )}

      <Section title="Size chart">
        <ProductSizeChart
          mode={chartMode}
          chart={chart}
          sizes={sizes}
          category={category}
          onModeChange={actions.setChartMode}
          onChartChange={actions.setChart}
          error={chartError}
        />
      </Section>

      {/* Always in reach on a long form; offset by the sheet's padding so nothing shows beneath it. */}
      <div className="sticky -bottom-4 z-20 -mx-4 grid gap-2 border-t border-border bg-background px-4 py-3 sm:-bottom-6 sm:-mx-6 sm:px-6">
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
            Fill in every field, image included{hasVariants ? ', and each variant’s SKU and stock,' : ''} to{' '}
            {isEditing ? 'save' : 'add'} the product.
          </p>
        )}
      </div>
    </form>
  );
}
