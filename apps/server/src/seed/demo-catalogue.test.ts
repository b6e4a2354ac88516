import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@shop/contract/shop';
import {
  BANNER_ART_HEIGHT,
  BANNER_ART_WIDTH,
  PRODUCT_ART_HEIGHT,
  PRODUCT_ART_WIDTH,
  PRODUCT_KINDS,
  bannerArt,
  productArt,
} from './demo-art.ts';
import { demoBanners, demoProducts } from './demo-catalogue.ts';

/** What the catalogue is meant to show: a third on sale, a few nearly gone, a few sold out. */
const INTENDED = { products: 48, perCategory: 12, onSale: 17, lowStock: 5, outOfStock: 4 };

describe('demoProducts', () => {
  it('has twelve products in each category', () => {
    expect(demoProducts).toHaveLength(INTENDED.products);
    for (const category of CATEGORIES)
      expect(demoProducts.filter((p) => p.category === category)).toHaveLength(INTENDED.perCategory);
  });

  it.each(demoProducts.map((p) => [p.title, p] as const))('%s has its fields in range', (_title, product) => {
    expect(CATEGORIES).toContain(product.category);
    expect(product.brand).toBe('threadandtote');
    expect(product.title.trim()).toBe(product.title);
    expect(product.title.length).toBeGreaterThan(5);
    expect(product.title.length).toBeLessThanOrEqual(40);
    expect(product.description.length).toBeGreaterThan(40);
    expect(product.description.split(/[.!?](\s|$)/).filter((s) => s.trim()).length).toBeLessThanOrEqual(2);
    // whole rupees, stored as paise, at realistic Indian retail prices
    expect(Number.isInteger(product.pricePaise / 100)).toBe(true);
    expect(product.pricePaise).toBeGreaterThanOrEqual(399_00);
    expect(product.pricePaise).toBeLessThanOrEqual(4_999_00);
    expect(Number.isInteger(product.salePricePaise / 100)).toBe(true);
    expect(product.salePricePaise).toBeGreaterThanOrEqual(0);
    if (product.salePricePaise > 0) expect(product.salePricePaise).toBeLessThan(product.pricePaise);
    expect(Number.isInteger(product.totalStock)).toBe(true);
    expect(product.totalStock).toBeGreaterThanOrEqual(0);
    expect(product.totalStock).toBeLessThanOrEqual(120);
    expect(PRODUCT_KINDS).toContain(product.art.kind);
  });

  it('has about a third on sale, a few low in stock and a few sold out', () => {
    const stock = demoProducts.map((p) => p.totalStock);
    expect(demoProducts.filter((p) => p.salePricePaise > 0)).toHaveLength(INTENDED.onSale);
    expect(stock.filter((n) => n >= 1 && n <= 9)).toHaveLength(INTENDED.lowStock);
    expect(stock.filter((n) => n === 0)).toHaveLength(INTENDED.outOfStock);
    expect(stock.filter((n) => n > 0 && n < 10).length + stock.filter((n) => n >= 10 && n <= 120).length).toBe(
      INTENDED.products - INTENDED.outOfStock,
    );
  });

  it('has unique titles and unique pictures, and uses every kind of art', () => {
    expect(new Set(demoProducts.map((p) => p.title.toLowerCase())).size).toBe(demoProducts.length);
    expect(new Set(demoProducts.map((p) => productArt(p.art))).size).toBe(demoProducts.length);
    expect(new Set(demoProducts.map((p) => p.art.kind))).toEqual(new Set(PRODUCT_KINDS));
  });

  it('sells clothing and bags in every category', () => {
    const bags = new Set(['tote', 'backpack', 'handbag', 'sling-bag']);
    for (const category of CATEGORIES) {
      const kinds = demoProducts.filter((p) => p.category === category).map((p) => p.art.kind);
      expect(kinds.some((k) => bags.has(k))).toBe(true);
      expect(kinds.some((k) => !bags.has(k))).toBe(true);
    }
  });

  it('renders every product picture at the declared size', async () => {
    for (const product of demoProducts) {
      const { info } = await sharp(Buffer.from(productArt(product.art)))
        .webp()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([PRODUCT_ART_WIDTH, PRODUCT_ART_HEIGHT]);
    }
  });
});

describe('demoBanners', () => {
  it('has three banners with a headline and a subline that render', async () => {
    expect(demoBanners).toHaveLength(3);
    for (const [index, banner] of demoBanners.entries()) {
      expect(banner.headline.length).toBeGreaterThan(3);
      expect(banner.subline.length).toBeGreaterThan(10);
      const { info } = await sharp(Buffer.from(bannerArt({ index, ...banner })))
        .png()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([BANNER_ART_WIDTH, BANNER_ART_HEIGHT]);
    }
  });
});
