import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COLOUR_NAMES, COLOURS } from '@shop/contract/shop';
import { BANNER_ART_HEIGHT, BANNER_ART_WIDTH, BANNER_THEMES, bannerArt, bannerContrast } from './demo-art-banners.ts';
import { PALETTES, colourPalette, colourSwatch } from './demo-art-colours.ts';
import { contrastRatio, luminance } from './demo-art-kit.ts';
import { PRODUCT_ART_HEIGHT, PRODUCT_ART_WIDTH, PRODUCT_KINDS, productArt, productDetailArt } from './demo-art.ts';

async function rasterise(svg: string): Promise<{ width: number; height: number; size: number }> {
  const { data, info } = await sharp(Buffer.from(svg)).webp().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, size: data.length };
}

describe('productArt', () => {
  it.each(PRODUCT_KINDS)('draws a %s that rasterises to the declared size', async (kind) => {
    const image = await rasterise(productArt({ kind, palette: 0, seed: 1 }));
    expect(image).toMatchObject({ width: PRODUCT_ART_WIDTH, height: PRODUCT_ART_HEIGHT });
    expect(image.size).toBeGreaterThan(1000);
  });

  it('is deterministic, and the seed and palette change the picture', () => {
    const spec = { kind: 'kurta', palette: 2, seed: 7 } as const;
    expect(productArt(spec)).toBe(productArt({ ...spec }));
    expect(productArt({ ...spec, palette: 3 })).not.toBe(productArt(spec));
    const seeds = new Set([1, 2, 3, 4, 5, 6].map((seed) => productArt({ ...spec, seed })));
    expect(seeds.size).toBeGreaterThan(1);
  });

  it('takes a palette by index (wrapping round) or in full', async () => {
    expect(productArt({ kind: 'tote', palette: PALETTES.length + 1, seed: 1 })).toBe(
      productArt({ kind: 'tote', palette: 1, seed: 1 }),
    );
    const own = { name: 'own', backdrop: '#F0F0F0', main: '#123456', accent: '#FFEEDD', trim: '#654321' };
    const svg = productArt({ kind: 'dress', palette: own, seed: 2 });
    expect(svg).toContain('#123456');
    expect(await rasterise(svg)).toMatchObject({ width: PRODUCT_ART_WIDTH, height: PRODUCT_ART_HEIGHT });
  });

  it('draws every pattern it can choose for every kind', async () => {
    for (const kind of PRODUCT_KINDS)
      for (const pattern of ['plain', 'stripes', 'pinstripes', 'dots', 'checks', 'blockprint', 'butti'] as const) {
        const svg = productArt({ kind, palette: 5, seed: 3, pattern });
        expect(svg.startsWith('<svg')).toBe(true);
      }
    const image = await rasterise(productArt({ kind: 'saree', palette: 14, seed: 1, pattern: 'blockprint' }));
    expect(image.width).toBe(PRODUCT_ART_WIDTH);
  });

  it('uses no fonts, images or network resources', () => {
    for (const kind of PRODUCT_KINDS) {
      for (const svg of [productArt({ kind, palette: 1, seed: 4 }), productDetailArt({ kind, palette: 1, seed: 4 })]) {
        expect(svg).not.toMatch(/<image|<text|href=|@import|@font-face|url\((?!#)/);
        expect(svg.match(/https?:\/\/[^"]+/g)).toEqual(['http://www.w3.org/2000/svg']);
      }
    }
  });
});

describe('productDetailArt', () => {
  it.each(PRODUCT_KINDS)('draws a close-up of a %s at the declared size', async (kind) => {
    const spec = { kind, palette: colourPalette('Teal'), seed: 1 };
    const svg = productDetailArt(spec);
    expect(svg).not.toBe(productArt(spec));
    expect(svg).toMatch(/scale\(\d(\.\d)?\)/);
    expect(await rasterise(svg)).toMatchObject({ width: PRODUCT_ART_WIDTH, height: PRODUCT_ART_HEIGHT });
  });
});

describe('colourPalette', () => {
  it('paints every colour name in its own swatch, or in the shade a product gives', () => {
    for (const colour of COLOUR_NAMES) {
      const palette = colourPalette(colour);
      expect(colourSwatch(colour)).toBe(palette.main.toLowerCase());
      // the shop's swatch for the name, or a shade beside it
      expect(contrastRatio(palette.main, COLOURS[colour])).toBeLessThan(1.2);
      // a pale wall behind the cloth, and prints that stand out from it
      expect(luminance(palette.backdrop)).toBeGreaterThan(0.6);
      expect(palette.backdrop).not.toBe(palette.main);
      expect(contrastRatio(palette.accent, palette.main)).toBeGreaterThan(1.3);
    }
    const sage = { main: '#8FA98B' };
    expect(colourPalette('Green', sage)).toMatchObject({ main: '#8FA98B', trim: colourPalette('Green').trim });
    expect(colourSwatch('Green', sage)).toBe('#8fa98b');
  });
});

describe('bannerArt', () => {
  const banners = [
    { headline: 'New Arrivals', subline: 'Fresh cotton, linen and canvas for the season ahead.' },
    { headline: 'The Festive Edit', subline: 'Kurtas, sarees and Nehru jackets made for celebrations.' },
    { headline: 'Bags for Every Day', subline: 'Totes, backpacks and slings that carry it all.' },
  ];

  it.each(banners.map((banner, index) => ({ index, ...banner })))(
    'banner $index rasterises to the declared size',
    async (spec) => {
      const svg = bannerArt(spec);
      for (const word of spec.headline.split(' ')) expect(svg).toContain(word);
      expect(await rasterise(svg)).toMatchObject({ width: BANNER_ART_WIDTH, height: BANNER_ART_HEIGHT });
    },
  );

  it('has three distinct themes whose text meets WCAG AA contrast', () => {
    expect(BANNER_THEMES).toHaveLength(3);
    expect(new Set(BANNER_THEMES.map((t) => t.from)).size).toBe(3);
    for (let i = 0; i < BANNER_THEMES.length; i++) expect(bannerContrast(i)).toBeGreaterThanOrEqual(4.5);
  });

  it('escapes text and wraps a long headline', async () => {
    const svg = bannerArt({
      index: 4,
      headline: 'Kurtas & Sarees <for> "Diwali" and every celebration after',
      subline: 'A & B',
    });
    expect(svg).toContain('Kurtas &amp; Sarees &lt;for&gt;');
    expect(svg).toContain('&quot;Diwali&quot;');
    expect(svg).not.toContain('<for>');
    expect(svg.match(/font-weight="700" fill=/g)!.length).toBeGreaterThanOrEqual(2);
    expect(await rasterise(svg)).toMatchObject({ width: BANNER_ART_WIDTH, height: BANNER_ART_HEIGHT });
  });

  it('is deterministic', () => {
    const spec = { index: 1, headline: 'The Festive Edit', subline: 'Made for celebrations.' };
    expect(bannerArt(spec)).toBe(bannerArt({ ...spec }));
  });
});
