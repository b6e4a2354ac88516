// Checks the order a product's sizes are offered in (its scale's, as the server sends them) and its swatches.
import { DEFAULT_CATALOGUE_OPTIONS } from '@shop/contract/options';
import { describe, expect, it } from 'vitest';
import {
  choiceFromSearch,
  choiceSearch,
  colourOptions,
  sizeOptions,
  swatchOf,
} from '#web/features/catalog/variant-choice.ts';
import { aProductWithVariants, aVariant } from '#web/testing/render-catalog.tsx';

describe('sizeOptions', () => {
  it('keeps the server’s order of sizes staff named, never the alphabet’s', () => {
    const jeans = aProductWithVariants({ sizes: ['28', '30', '32', '34'] });
    expect(sizeOptions(jeans)).toEqual(['28', '30', '32', '34']);
    const tee = aProductWithVariants({ sizes: ['S', 'XL', '3XL', '5XL'], colours: ['Black'] });
    expect(sizeOptions(tee)).toEqual(['S', 'XL', '3XL', '5XL']);
  });

  it('places a size only a later colour has after the one before it in that colour', () => {
    const variants = [
      aVariant({ colour: 'Black', size: 'M' }),
      aVariant({ colour: 'Black', size: 'XL' }),
      aVariant({ colour: 'Navy', size: 'S' }),
      aVariant({ colour: 'Navy', size: 'M' }),
      aVariant({ colour: 'Navy', size: 'L' }),
      aVariant({ colour: 'Navy', size: 'XL' }),
    ];
    expect(sizeOptions({ variants })).toEqual(['S', 'M', 'L', 'XL']);
  });
});

describe('swatches', () => {
  it('are the variant’s own shade, else the shop’s for the name, else a neutral grey', () => {
    expect(swatchOf('Aubergine', '#123456', DEFAULT_CATALOGUE_OPTIONS)).toBe('#123456');
    expect(swatchOf('aubergine', null, DEFAULT_CATALOGUE_OPTIONS)).toBe('#4b2338');
    expect(swatchOf('Mauve', null, DEFAULT_CATALOGUE_OPTIONS)).toBe('#d4d4d8');
    expect(swatchOf('Black')).toBe('#d4d4d8');
    const kurta = aProductWithVariants({ sizes: ['M'], colours: ['Gold'] });
    expect(colourOptions(kurta, DEFAULT_CATALOGUE_OPTIONS)).toEqual([{ name: 'Gold', swatch: '#c9a227', stock: 10 }]);
  });
});

describe('the choice in the product page’s address', () => {
  const variants = [
    aVariant({ colour: 'Black', size: 'M' }),
    aVariant({ colour: 'Navy', size: 'S' }),
    aVariant({ colour: 'Navy', size: 'M' }),
  ];
  const read = (search: string) => choiceFromSearch({ variants }, new URLSearchParams(search));

  it('starts from the colour and size it names, as a swatch’s or chip’s link writes them', () => {
    expect(read(choiceSearch({ colour: 'Navy', size: 'S' }))).toEqual({ colour: 'Navy', size: 'S' });
    expect(choiceSearch({ colour: 'Black & White', size: null })).toBe('?colour=Black+%26+White');
  });

  it('keeps only what the product has: an unknown colour or a size not made in the colour is not chosen', () => {
    expect(read('')).toEqual({ colour: 'Black', size: null });
    expect(read('?colour=Pink&size=M')).toEqual({ colour: 'Black', size: 'M' });
    expect(read('?colour=Black&size=S')).toEqual({ colour: 'Black', size: null });
  });
});
