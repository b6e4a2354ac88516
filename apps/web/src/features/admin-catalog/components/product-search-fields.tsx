// Owns the product sheet's "Search engines" part (issue 44): the product's handle with the address it gives, and the
// title and description search engines show, each empty for the product's own words.
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@shop/contract/catalog';
import { handleFrom, isHandle } from '@shop/contract/handles';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '#web/components/ui/form-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import type { ProductFormValues } from '#web/features/admin-catalog/components/product-form-values.ts';

export type ProductSearchFieldsProps = {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  /** As typed in the form, for the address it gives. */
  handle: string;
  title: string;
  /** The saved product's handle; null while adding one. */
  savedHandle: string | null;
};

/** The address the form's handle gives: the one typed, else the saved one, else the title's (the server may add -2). */
export function addressOf({
  handle,
  title,
  savedHandle,
}: Pick<ProductSearchFieldsProps, 'handle' | 'title' | 'savedHandle'>) {
  const typed = handle.trim().toLowerCase();
  if (typed) return isHandle(typed) ? `/shop/product/${typed}` : null;
  return `/shop/product/${savedHandle ?? handleFrom(title, 'product')}`;
}

export function ProductSearchFields({ register, errors, handle, title, savedHandle }: ProductSearchFieldsProps) {
  const address = addressOf({ handle, title, savedHandle });
  const moved = savedHandle !== null && handle.trim() !== '' && handle.trim().toLowerCase() !== savedHandle;
  return (
    <details className="rounded-md border border-border p-3 sm:p-4" open={Boolean(errors.handle || errors.seo_title)}>
      <summary className="cursor-pointer font-semibold">Search engines</summary>
      <div className="mt-4 grid gap-4">
        <TextField
          label="Handle"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={savedHandle ?? handleFrom(title || 'product', 'product')}
          hint={
            savedHandle === null
              ? 'The last part of the product’s address: letters, digits and dashes. Empty to make it from the title.'
              : 'The last part of the product’s address: letters, digits and dashes. Empty to keep it as it is.'
          }
          error={errors.handle?.message}
          {...register('handle')}
        />
        <p className="-mt-2 text-sm break-all" aria-live="polite">
          {address ? (
            <>
              Address: <span className="font-mono">{address}</span>
              {moved && ' (the product’s address changes when you save)'}
            </>
          ) : (
            'Not an address yet: use lower-case letters, digits and single dashes.'
          )}
        </p>
        <TextField
          label="SEO title"
          maxLength={SEO_TITLE_MAX}
          hint={`What search results show as the link, at most ${SEO_TITLE_MAX} characters. Empty to use the title.`}
          error={errors.seo_title?.message}
          {...register('seo_title')}
        />
        <FormField
          label="SEO description"
          hint={`The text under the link, at most ${SEO_DESCRIPTION_MAX} characters. Empty to use the description’s start.`}
          error={errors.seo_description?.message}
        >
          {(control) => (
            <Textarea rows={3} maxLength={SEO_DESCRIPTION_MAX} {...control} {...register('seo_description')} />
          )}
        </FormField>
      </div>
    </details>
  );
}
