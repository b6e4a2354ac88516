import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productInput, sizeChart } from '@shop/contract/catalog';
import { paiseToRupees } from '@shop/contract/money';
import { CATEGORIES, COLOURS, SIZES, type Size } from '@shop/contract/shop';
import { BANNER_ART_HEIGHT, BANNER_ART_WIDTH, bannerArt } from './demo-art-banners.ts';
import { resolvePalette } from './demo-art-colours.ts';
import { PRODUCT_ART_HEIGHT, PRODUCT_ART_WIDTH, PRODUCT_KINDS, productArt, productDetailArt } from './demo-art.ts';
import { demoBanners, demoProducts, type DemoProduct } from './demo-catalogue.ts';
import { demoSizeCharts } from './demo-size-charts.ts';

/**
 * What the catalogue is meant to show: a third on sale, a few products nearly gone and two sold out; sarees without
 * options; every other piece in two or three colours, a few of its sizes sold out and a few nearly gone.
 */
const INTENDED = { products: 48, perCategory: 12, onSale: 17, nearlyGone: 6, soldOut: 2, withoutOptions: 2 };

const BAGS = new Set(['tote', 'backpack', 'handbag', 'sling-bag']);
const isBag = (p: DemoProduct) => BAGS.has(p.art.kind);
const withOptions = demoProducts.filter((p) => p.variants.length > 0);
const allVariants = withOptions.flatMap((p) => p.variants.map((v) => ({ ...v, product: p })));

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
    expect(product.totalStock).toBeLessThanOrEqual(250);
    expect(PRODUCT_KINDS).toContain(product.art.kind);
  });

  it.each(demoProducts.map((p) => [p.title, p] as const))('%s is a product staff could save', (_title, product) => {
    const image = '/uploads/0123456789abcdef0123456789abcdef.webp';
    const parsed = productInput.safeParse({
      images: [image, image],
      title: product.title,
      description: product.description,
      category: product.category,
      brand: product.brand,
      price: paiseToRupees(product.pricePaise),
      sale_price: paiseToRupees(product.salePricePaise),
      total_stock: product.totalStock,
      variants: product.variants.map((v) => ({
        size: v.size,
        colour: v.colour,
        colour_hex: v.colourHex,
        sku: v.sku,
        stock: v.stock,
        ...(v.pricePaise === null
          ? {}
          : { price: paiseToRupees(v.pricePaise), sale_price: paiseToRupees(v.salePricePaise ?? 0) }),
      })),
      size_chart: product.sizeChart,
    });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('has about a third on sale, a few products nearly gone and two sold out', () => {
    const stock = demoProducts.map((p) => p.totalStock);
    expect(demoProducts.filter((p) => p.salePricePaise > 0)).toHaveLength(INTENDED.onSale);
    expect(stock.filter((n) => n >= 1 && n <= 9)).toHaveLength(INTENDED.nearlyGone);
    expect(stock.filter((n) => n === 0)).toHaveLength(INTENDED.soldOut);
  });

  it('sells the sarees without options, each with its one stock count', () => {
    const plain = demoProducts.filter((p) => p.variants.length === 0);
    expect(plain.map((p) => p.art.kind)).toEqual(Array(INTENDED.withoutOptions).fill('saree'));
    for (const product of plain) {
      expect(product.colours).toEqual([]);
      expect(product.totalStock).toBeGreaterThan(0);
    }
  });

  it.each(withOptions.map((p) => [p.title, p] as const))(
    '%s comes in every size in two or three colours, its stock their sum',
    (_title, product) => {
      const colours = product.colours.map((c) => c.colour);
      expect(colours.length).toBeGreaterThanOrEqual(2);
      expect(colours.length).toBeLessThanOrEqual(3);
      expect(new Set(colours).size).toBe(colours.length);
      const sizes = [...new Set(product.variants.map((v) => v.size))];
      expect(product.variants).toHaveLength(sizes.length * colours.length);
      // colours in the staff's order, sizes in the shop's within each: the order the shop places them in
      expect(product.variants.map((v) => [v.colour, v.size])).toEqual(
        colours.flatMap((colour) => sizes.map((size) => [colour, size])),
      );
      expect(sizes).toEqual([...sizes].sort((a, b) => SIZES.indexOf(a) - SIZES.indexOf(b)));
      const positions = product.variants.map((v) => v.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(new Set(positions).size).toBe(positions.length);
      expect(product.totalStock).toBe(product.variants.reduce((sum, v) => sum + v.stock, 0));

      // bags in one size; clothes in several, all by age (kids) or all by letter (adults)
      if (isBag(product)) expect(sizes).toEqual(['Free Size']);
      else {
        expect(sizes.length).toBeGreaterThanOrEqual(2);
        const byAge = sizes.map((s) => s.endsWith('Y'));
        expect(new Set(byAge).size).toBe(1);
        if (product.category === 'kids') expect(byAge[0]).toBe(true);
        if (['women', 'men'].includes(product.category)) expect(byAge[0]).toBe(false);
      }
    },
  );

  it.each(withOptions.map((p) => [p.title, p] as const))(
    '%s pictures each colour in its own palette, its swatch the cloth drawn',
    (_title, product) => {
      expect(product.art).toBe(product.colours[0]!.art);
      const pictures = product.colours.map((c) => productArt(c.art));
      expect(new Set(pictures).size).toBe(pictures.length);
      for (const { colour, hex, art } of product.colours) {
        expect(Object.keys(COLOURS)).toContain(colour);
        expect(hex).toMatch(/^#[0-9a-f]{6}$/);
        expect(resolvePalette(art.palette).main.toLowerCase()).toBe(hex);
        expect(product.variants.filter((v) => v.colour === colour).every((v) => v.colourHex === hex)).toBe(true);
      }
    },
  );

  it('gives every variant a SKU of its own across the shop', () => {
    const skus = allVariants.map((v) => v.sku.toLowerCase());
    expect(new Set(skus).size).toBe(skus.length);
    for (const { sku, size, colour } of allVariants) {
      expect(sku).toMatch(/^TT-[A-Z]{3}\d+-[A-Z]+-[A-Z0-9-]+$/);
      expect(sku).toContain(`-${colour.toUpperCase()}-`);
      expect(sku.endsWith(size === 'Free Size' ? '-FS' : `-${size}`)).toBe(true);
    }
  });

  it('has a few sizes sold out and a few nearly gone in products that are still in stock', () => {
    const inStock = allVariants.filter((v) => v.product.totalStock > 0);
    const soldOut = inStock.filter((v) => v.stock === 0);
    expect(soldOut.length).toBeGreaterThanOrEqual(8);
    expect(new Set(soldOut.map((v) => v.product.title)).size).toBeGreaterThanOrEqual(6);
    expect(soldOut.some((v) => isBag(v.product))).toBe(true);
    const fewLeft = inStock.filter((v) => v.stock >= 1 && v.stock <= 3);
    expect(new Set(fewLeft.map((v) => v.product.title)).size).toBeGreaterThanOrEqual(8);
    // the rest are well stocked: only these few say "Only n left"
    expect(inStock.filter((v) => v.stock > 3 && v.stock < 10)).toEqual([]);
    expect(soldOut.length + fewLeft.length).toBeLessThan(inStock.length / 5);
  });

  it('charges its own price only for the XXL of two products that are not on sale', () => {
    const priced = allVariants.filter((v) => v.pricePaise !== null);
    expect(new Set(priced.map((v) => v.product.title)).size).toBe(2);
    for (const v of priced) {
      expect(v.size).toBe('XXL');
      expect(v.product.salePricePaise).toBe(0);
      expect(v.pricePaise).toBeGreaterThan(v.product.pricePaise);
      expect(v.salePricePaise).toBe(0);
    }
    expect(allVariants.filter((v) => v.pricePaise === null).every((v) => v.salePricePaise === null)).toBe(true);
  });

  it('has unique titles and unique pictures, and uses every kind of art', () => {
    expect(new Set(demoProducts.map((p) => p.title.toLowerCase())).size).toBe(demoProducts.length);
    // no two products, nor two colours of any, look alike: whole or close up
    const pictures = demoProducts.flatMap((p) => [
      ...(p.colours.length > 0 ? p.colours.map((c) => productArt(c.art)) : [productArt(p.art)]),
      productDetailArt(p.art),
    ]);
    expect(new Set(pictures).size).toBe(pictures.length);
    expect(new Set(demoProducts.map((p) => p.art.kind))).toEqual(new Set(PRODUCT_KINDS));
  });

  it('sells clothing and bags in every category', () => {
    for (const category of CATEGORIES) {
      const inCategory = demoProducts.filter((p) => p.category === category);
      expect(inCategory.some(isBag)).toBe(true);
      expect(inCategory.some((p) => !isBag(p))).toBe(true);
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

describe('size charts', () => {
  it('keeps one for women, men and kids, in each one’s sizes', () => {
    expect(Object.keys(demoSizeCharts).sort()).toEqual(['kids', 'men', 'women']);
    for (const [category, chart] of Object.entries(demoSizeCharts)) {
      expect(sizeChart.parse(chart)).toEqual(chart);
      for (const row of chart.rows) expect(row.cm).toHaveLength(chart.columns.length);
      const sizes = chart.rows.map((row) => row.size);
      expect(sizes.every((s) => s.endsWith('Y'))).toBe(category === 'kids');
      expect(sizes).toEqual([...sizes].sort((a, b) => SIZES.indexOf(a as Size) - SIZES.indexOf(b as Size)));
      // every measurement grows with the size
      for (const [column] of chart.columns.entries()) {
        const cm = chart.rows.map((row) => row.cm[column]!);
        expect(cm).toEqual([...cm].sort((a, b) => a - b));
      }
    }
  });

  it('gives every piece of clothing a size guide: its own (every New Arrival has one) or its category’s', () => {
    for (const product of withOptions.filter((p) => !isBag(p))) {
      const chart = product.sizeChart ?? demoSizeCharts[product.category];
      expect(chart, product.title).toBeDefined();
      const sizes = new Set(product.variants.map((v) => v.size));
      expect(chart!.rows.filter((row) => sizes.has(row.size as Size))).toHaveLength(sizes.size);
      if (product.category === 'newArrivals') expect(product.sizeChart, product.title).not.toBeNull();
    }
    expect(demoProducts.filter(isBag).every((p) => p.sizeChart === null)).toBe(true);
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
