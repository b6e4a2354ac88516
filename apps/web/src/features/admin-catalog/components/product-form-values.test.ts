// Checks the product form's model: SKU suggestions, variant rows kept across option changes, a saved product read back.
import type { AdminProduct } from '@shop/contract/catalog';
import { DEFAULT_CATALOGUE_OPTIONS } from '@shop/contract/options';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  EMPTY_PRODUCT,
  formValuesOf,
  offeredScale,
  suggestedSku,
  variantRowsFor,
} from '#web/features/admin-catalog/components/product-form-values.ts';

describe('suggestedSku', () => {
  it('joins the title’s initials, the colour and the size in capitals, with characters a SKU may have', () => {
    expect(suggestedSku('Linen Kurta', 'M', 'Black')).toBe('TT-LK-BLACK-M');
    expect(suggestedSku('  hand-block (printed) dupatta ', 'Free Size', null)).toBe('TT-HPD-FREESIZE');
    expect(suggestedSku('', null, 'Teal')).toBe('TT-X-TEAL');
    // Staff's own names: spaces and joiners a SKU may not have are dropped.
    expect(suggestedSku('Leather Loafer', 'UK 7', 'Dusty Pink')).toBe('TT-LL-DUSTYPINK-UK7');
    expect(suggestedSku('Tee', '3XL', 'Black & White')).toBe('TT-T-BLACKWHITE-3XL');
  });
});

describe('variantRowsFor', () => {
  it('makes a row per size × colour, colour by colour, keeping rows that stay', () => {
    const first = variantRowsFor(['S', 'M'], ['Black'], []);
    first[1] = { ...first[1]!, stock: '4' };
    const next = variantRowsFor(['S', 'M'], ['Black', 'Navy'], first);
    expect(next.map((row) => `${row.size} ${row.colour}`)).toEqual(['S Black', 'M Black', 'S Navy', 'M Navy']);
    expect(next[1]).toBe(first[1]);
    expect(variantRowsFor([], [], next)).toEqual([]);
  });

  it('carries a size-only row to the first colour as a new variant (no stock_seen)', () => {
    const sizesOnly = variantRowsFor(['S'], [], []).map((row) => ({ ...row, stock: '2', stockSeen: 2 }));
    const [row] = variantRowsFor(['S'], ['Green'], sizesOnly);
    expect(row).toMatchObject({ size: 'S', colour: 'Green', stock: '2', stockSeen: null, skuEdited: false });
  });
});

describe('formValuesOf', () => {
  const product: AdminProduct = {
    _id: '3f0e0a52-4a43-4c55-9a57-0d6a4f0d1b01',
    image: '/uploads/aaaaaaaaaaaaaaaa.webp',
    images: ['/uploads/aaaaaaaaaaaaaaaa.webp', '/uploads/bbbbbbbbbbbbbbbb.webp'],
    title: 'Tee',
    description: 'A tee.',
    category: 'kids',
    brand: 'threadandtote',
    price: 500,
    sale_price: 0,
    total_stock: 3,
    average_review: 0,
    createdAt: '2026-01-10T10:00:00.000Z',
    size_scale: 'kids-ages',
    size_chart: { columns: ['Chest'], rows: [{ size: '4-5Y', cm: [60] }] },
    tax_class: 'clothing',
    handle: 'test-product',
    tags: [],
    seo_title: null,
    seo_description: null,
    variants: [
      {
        _id: 'v1',
        size: '4-5Y',
        colour: 'Red',
        colour_hex: '#ff0000',
        sku: 'T-R-4',
        stock: 3,
        price: 500,
        sale_price: 0,
        images: [],
        weight_grams: 180,
      },
    ],
    weight_grams: null,
    length_cm: 28,
    breadth_cm: null,
    height_cm: null,
    parcel: { weight_grams: 250, length_cm: 28, breadth_cm: 20, height_cm: 3 },
  };

  it('reads options, swatches, stock (as seen) and the own chart; a combination never saved starts at 0', () => {
    const values = formValuesOf(
      {
        ...product,
        variants: [
          ...product.variants,
          {
            ...product.variants[0]!,
            _id: 'v2',
            size: '2-3Y',
            colour: 'Blue',
            colour_hex: null,
            sku: 'T-B-2',
            stock: 1,
            weight_grams: null,
          },
        ],
      },
      DEFAULT_CATALOGUE_OPTIONS,
    );
    expect(values.images).toEqual(['/uploads/bbbbbbbbbbbbbbbb.webp']);
    // In the scale's order; Blue has no shade of its own, so it takes the shop's.
    expect(values.size_scale).toBe('kids-ages');
    expect(values.sizes).toEqual(['2-3Y', '4-5Y']);
    expect(values.colours).toEqual([
      { name: 'Red', hex: '#ff0000', images: [] },
      { name: 'Blue', hex: '#3f7cc4', images: [] },
    ]);
    expect(bodyOf(values).size_scale).toBe('kids-ages');
    expect(values.variants.map((row) => [row.size, row.colour, row.stock, row.stockSeen])).toEqual([
      ['2-3Y', 'Red', '0', null],
      ['4-5Y', 'Red', '3', 3],
      ['2-3Y', 'Blue', '1', 1],
      ['4-5Y', 'Blue', '0', null],
    ]);
    expect(values.chartMode).toBe('own');
    expect(bodyOf(values).size_chart).toEqual({
      columns: ['Chest'],
      rows: [
        { size: '2-3Y', cm: [''] },
        { size: '4-5Y', cm: ['60'] },
      ],
    });
  });

  it('reads the parcel staff saved, blank where it is the default, and sends blanks as absent', () => {
    const values = formValuesOf(product);
    expect(values).toMatchObject({ weight_grams: '', length_cm: '28', breadth_cm: '', height_cm: '' });
    expect(values.variants.find((row) => row.size === '4-5Y')?.weight_grams).toBe('180');
    const body = bodyOf({ ...values, weight_grams: ' 320 ' });
    expect(body).toMatchObject({ weight_grams: ' 320 ', length_cm: '28', breadth_cm: undefined });
    expect(body.variants?.map((variant) => variant.weight_grams)).toEqual(['180']);
  });

  it('sends no variants, no scale and the typed total for a product without options', () => {
    const body = bodyOf({ ...EMPTY_PRODUCT, image: product.image, size_scale: 'letters', total_stock: '5' });
    expect(body).toMatchObject({
      variants: [],
      total_stock: '5',
      size_chart: null,
      size_scale: null,
      images: [product.image],
    });
  });

  it('finds the scale of a product saved without one: the first holding its sizes', () => {
    const values = formValuesOf({ ...product, size_scale: null, variants: [{ ...product.variants[0]!, size: '32' }] });
    expect(values.size_scale).toBe('');
    expect(bodyOf(values).size_scale).toBeUndefined(); // the server takes the first scale holding them
    expect(formValuesOf({ ...product, size_scale: null }, DEFAULT_CATALOGUE_OPTIONS).size_scale).toBe('kids-ages');
    expect(offeredScale(DEFAULT_CATALOGUE_OPTIONS, '', ['32', '34'])?.id).toBe('waist');
    expect(offeredScale(DEFAULT_CATALOGUE_OPTIONS, 'chest', ['34'])?.id).toBe('chest');
    expect(offeredScale(DEFAULT_CATALOGUE_OPTIONS, '', [])?.id).toBe('letters');
  });
});
