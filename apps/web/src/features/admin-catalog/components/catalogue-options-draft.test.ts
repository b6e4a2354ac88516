// Checks the "Colours & sizes" model: the saved options as typed, the body they become (a new scale's id from its
// name), and the contract's complaints placed on their fields.
import { DEFAULT_CATALOGUE_OPTIONS } from '@shop/contract/options';
import { describe, expect, it } from 'vitest';
import {
  checkOptions,
  optionsBodyOf,
  optionsDraftOf,
  scaleIdFor,
  sizesOf,
} from '#web/features/admin-catalog/components/catalogue-options-draft.ts';

describe('the options as staff edit them', () => {
  it('reads back the options it was made from', () => {
    expect(optionsBodyOf(optionsDraftOf(DEFAULT_CATALOGUE_OPTIONS))).toEqual(DEFAULT_CATALOGUE_OPTIONS);
  });

  it('reads sizes typed with commas, trimmed, empties dropped', () => {
    expect(sizesOf(' XS, S ,, M,L,  ')).toEqual(['XS', 'S', 'M', 'L']);
    expect(sizesOf('')).toEqual([]);
  });

  it('names a new scale after itself, lower-case with dashes, never an id in use', () => {
    expect(scaleIdFor('Saree lengths (m)', new Set())).toBe('saree-lengths-m');
    expect(scaleIdFor('Letters', new Set(['letters', 'letters-2']))).toBe('letters-3');
    expect(scaleIdFor('साड़ी', new Set())).toBe('scale');
    expect(scaleIdFor('x'.repeat(60), new Set())).toHaveLength(34);
  });

  it('sends a new scale with its id, and keeps the ids of the others when they are renamed', () => {
    const draft = optionsDraftOf(DEFAULT_CATALOGUE_OPTIONS);
    draft.scales[0] = { ...draft.scales[0]!, name: 'Letters', sizes: `${draft.scales[0]!.sizes}, 6XL` };
    draft.scales.push({ key: 'new', id: null, name: 'Kids’ ages', sizes: '0-6M, 6-12M' });
    const checked = checkOptions(draft);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.body.size_scales[0]).toMatchObject({ id: 'letters', name: 'Letters' });
    expect(checked.body.size_scales[0]!.sizes.at(-1)).toBe('6XL');
    expect(checked.body.size_scales.at(-1)).toEqual({
      id: 'kids-ages-2',
      name: 'Kids’ ages',
      sizes: ['0-6M', '6-12M'],
    });
  });

  it('places the contract’s complaints on the fields they concern', () => {
    const draft = optionsDraftOf(DEFAULT_CATALOGUE_OPTIONS);
    draft.colours[1] = { ...draft.colours[1]!, name: 'black' };
    draft.colours[2] = { ...draft.colours[2]!, hex: '#12' };
    draft.colours.push({ key: 'new', name: ' ', hex: '#000000' });
    draft.scales[1] = { ...draft.scales[1]!, sizes: '2-3Y, 4-5Y, 2-3y' };
    draft.scales[2] = { ...draft.scales[2]!, name: '', sizes: ' , ' };
    const checked = checkOptions(draft);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      'colours.1.name': 'black is listed twice',
      'colours.2.hex': 'A swatch is a colour like #1f2a4d',
      [`colours.${draft.colours.length - 1}.name`]: 'Name the colour',
      'size_scales.1.sizes': "2-3y is listed twice in Kids' ages",
      'size_scales.2.name': 'Name the size scale',
      'size_scales.2.sizes': 'A size scale has at least one size',
    });
    expect(checkOptions({ colours: [], scales: [] })).toEqual({
      ok: false,
      errors: { colours: 'Keep at least one colour', size_scales: 'Keep at least one size scale' },
    });
  });
});
