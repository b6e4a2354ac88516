// Owns what the collection form holds and how it becomes the API's body: figures and word lists as typed (tags and
// colours comma-separated), the hand-picked products in staff's order.
import type { Collection, CollectionInput, CollectionKind, PickedProduct } from '@shop/contract/collections';
import type { Category } from '@shop/contract/shop';

export type CollectionFormValues = {
  title: string;
  handle: string;
  description: string;
  image: string;
  kind: CollectionKind;
  categories: Category[];
  tags: string;
  min_price: string;
  max_price: string;
  colours: string;
  on_sale: boolean;
  added_within_days: string;
  products: PickedProduct[];
  seo_title: string;
  seo_description: string;
};

export const EMPTY_COLLECTION: CollectionFormValues = {
  title: '',
  handle: '',
  description: '',
  image: '',
  kind: 'manual',
  categories: [],
  tags: '',
  min_price: '',
  max_price: '',
  colours: '',
  on_sale: false,
  added_within_days: '',
  products: [],
  seo_title: '',
  seo_description: '',
};

const figure = (value: number | null) => (value === null ? '' : String(value));
const words = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

export function formValuesOf(collection: Collection): CollectionFormValues {
  const { rules } = collection;
  return {
    title: collection.title,
    handle: collection.handle,
    description: collection.description,
    image: collection.image ?? '',
    kind: collection.kind,
    categories: rules.categories as Category[],
    tags: rules.tags.join(', '),
    min_price: figure(rules.min_price),
    max_price: figure(rules.max_price),
    colours: rules.colours.join(', '),
    on_sale: rules.on_sale,
    added_within_days: figure(rules.added_within_days),
    products: collection.products,
    seo_title: collection.seo_title ?? '',
    seo_description: collection.seo_description ?? '',
  };
}

const number = (text: string) => (text.trim() === '' ? null : Number(text));

export function bodyOf(values: CollectionFormValues): CollectionInput {
  return {
    title: values.title,
    handle: values.handle.trim() || null,
    description: values.description,
    image: values.image || null,
    kind: values.kind,
    rules: {
      categories: values.categories,
      tags: words(values.tags),
      min_price: number(values.min_price),
      max_price: number(values.max_price),
      colours: words(values.colours),
      on_sale: values.on_sale,
      added_within_days: number(values.added_within_days),
    },
    product_ids: values.kind === 'manual' ? values.products.map((product) => product._id) : [],
    seo_title: values.seo_title.trim() || null,
    seo_description: values.seo_description.trim() || null,
  };
}

/** The list with the item at `index` moved one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
