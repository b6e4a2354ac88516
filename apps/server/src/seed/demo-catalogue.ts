// Owns the demo catalogue: 48 Thread & Tote products with prices, stock and the artwork that
// illustrates each, plus the three homepage banners.

import type { Brand, Category } from '@shop/contract/shop';
import type { PatternKind, ProductArtSpec, ProductKind } from './demo-art.ts';
import { PALETTES } from './demo-art.ts';

export type DemoProduct = {
  title: string;
  description: string;
  category: Category;
  brand: Brand;
  pricePaise: number;
  /** 0 means no sale. */
  salePricePaise: number;
  totalStock: number;
  art: ProductArtSpec;
};

type PaletteName =
  | 'sage'
  | 'terracotta'
  | 'indigo'
  | 'mustard'
  | 'blush'
  | 'charcoal'
  | 'teal'
  | 'lavender'
  | 'ecru'
  | 'maroon'
  | 'olive'
  | 'denim'
  | 'coral'
  | 'navy'
  | 'rani'
  | 'sky';

function paletteIndex(name: PaletteName): number {
  const index = PALETTES.findIndex((p) => p.name === name);
  if (index < 0) throw new Error(`No palette named ${name}`);
  return index;
}

/** One product in whole rupees (saleRupees 0 = no sale); the art's seed also picks small variations. */
type Row = {
  title: string;
  category: Category;
  rupees: number;
  saleRupees: number;
  stock: number;
  art: readonly [kind: ProductKind, palette: PaletteName, seed: number, pattern?: PatternKind];
  description: string;
};

const ROWS: readonly Row[] = [
  // ---- New Arrivals ----
  {
    title: 'Indigo Block-Print Cotton Kurta',
    category: 'newArrivals',
    rupees: 1499,
    saleRupees: 0,
    stock: 42,
    art: ['kurta', 'indigo', 1, 'blockprint'],
    description:
      'Block-printed pure cotton with a mandarin collar, short placket and side slits. Straight, relaxed fit; wash cold and dry in shade.',
  },
  {
    title: 'Canvas Weekender Tote',
    category: 'newArrivals',
    rupees: 1299,
    saleRupees: 999,
    stock: 64,
    art: ['tote', 'mustard', 2, 'stripes'],
    description:
      'Heavy 12 oz cotton canvas with a woven stripe band and stitched cotton-web handles. Roomy enough for a laptop and a change of clothes.',
  },
  {
    title: 'Sage Linen Button-Down Shirt',
    category: 'newArrivals',
    rupees: 1899,
    saleRupees: 0,
    stock: 35,
    art: ['shirt', 'sage', 3, 'plain'],
    description:
      'Breathable linen-cotton blend with a chest pocket and a curved hem. Regular fit; machine wash gentle, iron while damp.',
  },
  {
    title: 'Terracotta Tiered Midi Skirt',
    category: 'newArrivals',
    rupees: 1599,
    saleRupees: 1199,
    stock: 8,
    art: ['skirt', 'terracotta', 5, 'plain'],
    description:
      'Soft cotton voile in three gathered tiers with an elasticated waistband and full lining. Hand wash or gentle cycle.',
  },
  {
    title: 'Lavender Polka Dot Midi Dress',
    category: 'newArrivals',
    rupees: 2199,
    saleRupees: 0,
    stock: 27,
    art: ['dress', 'lavender', 4, 'dots'],
    description:
      'Flowing viscose crepe with flutter sleeves, a V-neck and a self-tie waist. True to size; gentle wash inside out.',
  },
  {
    title: 'Olive Bomber Jacket',
    category: 'newArrivals',
    rupees: 3499,
    saleRupees: 2799,
    stock: 18,
    art: ['jacket', 'olive', 1],
    description:
      'Lightweight cotton-nylon shell with ribbed collar, cuffs and hem, and a metal front zip. Fits true to size with room for a tee underneath.',
  },
  {
    title: 'Rust Everyday Backpack',
    category: 'newArrivals',
    rupees: 2499,
    saleRupees: 0,
    stock: 22,
    art: ['backpack', 'terracotta', 1],
    description:
      'Water-resistant recycled polyester with a padded 15-inch laptop sleeve and a zipped front pocket. Wipe clean with a damp cloth.',
  },
  {
    title: 'Blush Structured Handbag',
    category: 'newArrivals',
    rupees: 2799,
    saleRupees: 0,
    stock: 0,
    art: ['handbag', 'blush', 1, 'plain'],
    description:
      'Vegan leather with a rigid top handle, turn-lock flap and a lined interior with one zip pocket. Store stuffed to keep its shape.',
  },
  {
    title: 'Teal Silk-Blend Saree',
    category: 'newArrivals',
    rupees: 4499,
    saleRupees: 0,
    stock: 12,
    art: ['saree', 'teal', 3, 'butti'],
    description:
      'Silk-cotton blend with woven gold-tone buttis and a contrast border, 5.5 m with an unstitched blouse piece. Dry clean only.',
  },
  {
    title: 'Coral Striped Baby Romper',
    category: 'newArrivals',
    rupees: 699,
    saleRupees: 549,
    stock: 40,
    art: ['romper', 'coral', 1, 'stripes'],
    description:
      'Soft combed cotton with a Peter Pan collar and easy front buttons, for 6 to 24 months. Machine wash warm.',
  },
  {
    title: 'Charcoal Crossbody Sling Bag',
    category: 'newArrivals',
    rupees: 1199,
    saleRupees: 0,
    stock: 55,
    art: ['sling-bag', 'charcoal', 2, 'plain'],
    description:
      'Compact vegan-leather sling with a magnetic flap and an adjustable strap. Fits a phone, wallet and keys.',
  },
  {
    title: 'Mustard Organic Cotton Tee',
    category: 'newArrivals',
    rupees: 599,
    saleRupees: 0,
    stock: 110,
    art: ['t-shirt', 'mustard', 2, 'plain'],
    description:
      'Organic cotton jersey, 180 gsm, with a printed sunrise graphic on the chest. Regular fit; wash cold inside out.',
  },

  // ---- Women ----
  {
    title: 'Rani Pink Banarasi-Style Saree',
    category: 'women',
    rupees: 4999,
    saleRupees: 3999,
    stock: 9,
    art: ['saree', 'rani', 1, 'butti'],
    description: 'Art-silk with a zari-look border and woven buttis, 5.5 m plus a 0.8 m blouse piece. Dry clean only.',
  },
  {
    title: 'Mustard Floral Block-Print Kurta',
    category: 'women',
    rupees: 1299,
    saleRupees: 0,
    stock: 48,
    art: ['kurta', 'mustard', 2, 'blockprint'],
    description:
      'Breathable cotton cambric with a floral block print and three-quarter sleeves. Straight cut to the knee; wash separately in cold water.',
  },
  {
    title: 'Maroon Butti Straight Kurta',
    category: 'women',
    rupees: 1799,
    saleRupees: 1399,
    stock: 30,
    art: ['kurta', 'maroon', 3, 'butti'],
    description: 'Rayon-cotton blend with small woven buttis and contrast cuff bands. Straight fit; gentle hand wash.',
  },
  {
    title: 'Sage Cotton A-Line Dress',
    category: 'women',
    rupees: 1899,
    saleRupees: 0,
    stock: 26,
    art: ['dress', 'sage', 2, 'plain'],
    description:
      'Midweight cotton poplin with flutter sleeves, a tie waist and a full A-line skirt. Machine wash cold, line dry.',
  },
  {
    title: 'Navy Polka Dot Tea Dress',
    category: 'women',
    rupees: 2299,
    saleRupees: 1699,
    stock: 0,
    art: ['dress', 'navy', 5, 'dots'],
    description:
      'Crinkle georgette with a soft lining, flutter sleeves and a self-tie waist. Gentle wash; do not wring.',
  },
  {
    title: 'Indigo Pleated Midi Skirt',
    category: 'women',
    rupees: 1499,
    saleRupees: 0,
    stock: 37,
    art: ['skirt', 'indigo', 1, 'plain'],
    description: 'Fluid crepe in soft knife pleats with a flat waistband and side zip. Hand wash and hang to dry.',
  },
  {
    title: 'High-Rise Straight Jeans',
    category: 'women',
    rupees: 2199,
    saleRupees: 0,
    stock: 58,
    art: ['jeans', 'denim', 1],
    description:
      'Comfort-stretch cotton denim with a high rise and straight leg, in a mid-blue wash. Wash inside out with like colours.',
  },
  {
    title: 'Coral Breton Stripe Tee',
    category: 'women',
    rupees: 699,
    saleRupees: 499,
    stock: 90,
    art: ['t-shirt', 'coral', 1, 'stripes'],
    description:
      'Soft cotton jersey in classic Breton stripes with a ribbed crew neck. Relaxed fit; machine wash cold.',
  },
  {
    title: 'Lavender Mini Sling Bag',
    category: 'women',
    rupees: 1099,
    saleRupees: 0,
    stock: 44,
    art: ['sling-bag', 'lavender', 3, 'plain'],
    description:
      'Vegan leather mini bag with gold-tone hardware and a long adjustable strap. Holds a phone, cards and lip balm.',
  },
  {
    title: 'Ivory Block-Print Market Tote',
    category: 'women',
    rupees: 899,
    saleRupees: 0,
    stock: 75,
    art: ['tote', 'ecru', 3, 'blockprint'],
    description:
      'Cotton canvas with a block-printed floral motif and sturdy stitched handles. Spot clean or gentle cold wash.',
  },
  {
    title: 'Maroon Top-Handle Handbag',
    category: 'women',
    rupees: 3299,
    saleRupees: 2499,
    stock: 14,
    art: ['handbag', 'maroon', 4, 'plain'],
    description:
      'Structured vegan leather with a gold-tone turn-lock, two inner compartments and protective base studs. Wipe clean only.',
  },
  {
    title: 'Teal Linen Wide-Leg Trousers',
    category: 'women',
    rupees: 1799,
    saleRupees: 0,
    stock: 5,
    art: ['trousers', 'teal', 2, 'plain'],
    description:
      'Linen-viscose blend with a high waist, belt loops and pressed creases. Relaxed wide leg; gentle wash, warm iron.',
  },

  // ---- Men ----
  {
    title: 'Ivory Oxford Cotton Shirt',
    category: 'men',
    rupees: 1599,
    saleRupees: 0,
    stock: 66,
    art: ['shirt', 'ecru', 2, 'plain'],
    description:
      'Classic cotton Oxford weave with a button-down collar and a chest pocket. Regular fit; machine wash, warm iron.',
  },
  {
    title: 'Indigo Gingham Check Shirt',
    category: 'men',
    rupees: 1499,
    saleRupees: 1099,
    stock: 40,
    art: ['shirt', 'indigo', 4, 'checks'],
    description:
      'Yarn-dyed cotton gingham that softens with every wash. Regular fit with a curved hem to wear tucked or out.',
  },
  {
    title: 'Charcoal Nehru Jacket',
    category: 'men',
    rupees: 2999,
    saleRupees: 0,
    stock: 19,
    art: ['nehru-jacket', 'charcoal', 1, 'plain'],
    description:
      'Textured poly-viscose with a mandarin collar, contrast lining and a pocket square. Tailored fit; dry clean recommended.',
  },
  {
    title: 'Olive Slim Chino Trousers',
    category: 'men',
    rupees: 1999,
    saleRupees: 1499,
    stock: 52,
    art: ['trousers', 'olive', 1, 'plain'],
    description:
      'Cotton twill with a touch of stretch, slim through the leg with slant side pockets. Machine wash cold.',
  },
  {
    title: 'Dark Wash Slim Jeans',
    category: 'men',
    rupees: 2499,
    saleRupees: 0,
    stock: 3,
    art: ['jeans', 'navy', 2],
    description:
      'Rigid-look stretch denim in a deep indigo wash with contrast stitching. Slim fit; wash inside out in cold water.',
  },
  {
    title: 'Indigo Fleece Hoodie',
    category: 'men',
    rupees: 1999,
    saleRupees: 0,
    stock: 28,
    art: ['hoodie', 'indigo', 2],
    description:
      'Brushed-back cotton fleece with a lined hood, drawcords and a kangaroo pocket. Regular fit; tumble dry low.',
  },
  {
    title: 'Sage Crew-Neck Pocket Tee',
    category: 'men',
    rupees: 549,
    saleRupees: 0,
    stock: 120,
    art: ['t-shirt', 'sage', 5, 'plain'],
    description: 'Midweight combed cotton with a patch chest pocket and a taped neck. Regular fit; machine wash cold.',
  },
  {
    title: 'Sand Chino Shorts',
    category: 'men',
    rupees: 999,
    saleRupees: 749,
    stock: 60,
    art: ['shorts', 'ecru', 1, 'plain'],
    description: 'Cotton twill with belt loops and a 7-inch inseam, finished with turn-up hems. Machine wash cold.',
  },
  {
    title: 'Charcoal Laptop Backpack',
    category: 'men',
    rupees: 2799,
    saleRupees: 0,
    stock: 31,
    art: ['backpack', 'charcoal', 2],
    description:
      'Durable polyester with a padded laptop sleeve, zipped organiser pocket and a leather-look tab. Fits a 15.6-inch laptop.',
  },
  {
    title: 'Ivory Pintuck Cotton Kurta',
    category: 'men',
    rupees: 1399,
    saleRupees: 0,
    stock: 0,
    art: ['kurta', 'ecru', 4, 'plain'],
    description:
      'Fine cotton with a pintucked placket, mandarin collar and contrast cuffs. Regular fit; wash cold, iron on reverse.',
  },
  {
    title: 'Navy Bomber Jacket',
    category: 'men',
    rupees: 3299,
    saleRupees: 2499,
    stock: 16,
    art: ['jacket', 'navy', 2],
    description:
      'Water-repellent shell with a quilted lining, ribbed trims and a sleeve utility pocket. Fits true to size.',
  },
  {
    title: 'Rust Canvas Sling Bag',
    category: 'men',
    rupees: 1299,
    saleRupees: 0,
    stock: 38,
    art: ['sling-bag', 'terracotta', 4, 'plain'],
    description:
      'Waxed cotton canvas with a snap flap, brass-tone rings and an adjustable strap. Wipe with a damp cloth.',
  },

  // ---- Kids ----
  {
    title: 'Mustard Polka Dot Frock',
    category: 'kids',
    rupees: 799,
    saleRupees: 0,
    stock: 45,
    art: ['frock', 'mustard', 1, 'dots'],
    description:
      'Soft cotton with puff sleeves, a smocked bodice and a ruffled hem, for ages 2 to 8. Machine wash cold.',
  },
  {
    title: 'Blush Floral Party Frock',
    category: 'kids',
    rupees: 899,
    saleRupees: 699,
    stock: 36,
    art: ['frock', 'blush', 2, 'blockprint'],
    description: 'Printed cotton voile with a cotton lining, puff sleeves and a satin bow. Gentle wash, line dry.',
  },
  {
    title: 'Sky Gingham Baby Romper',
    category: 'kids',
    rupees: 649,
    saleRupees: 0,
    stock: 50,
    art: ['romper', 'sky', 2, 'checks'],
    description:
      'Breathable cotton gingham with a round collar, front buttons and soft cuffs, for 3 to 18 months. Machine wash warm.',
  },
  {
    title: 'Sage Striped Cotton Romper',
    category: 'kids',
    rupees: 599,
    saleRupees: 449,
    stock: 7,
    art: ['romper', 'sage', 3, 'stripes'],
    description:
      'Stretchy cotton jersey in easy stripes with a Peter Pan collar, for 6 to 24 months. Machine wash warm.',
  },
  {
    title: 'Sunrise Graphic Kids Tee',
    category: 'kids',
    rupees: 449,
    saleRupees: 0,
    stock: 95,
    art: ['t-shirt', 'sky', 6, 'plain'],
    description:
      'Soft cotton jersey with a printed sunrise graphic, for ages 3 to 12. Wash cold inside out to keep the print bright.',
  },
  {
    title: 'Kids Pull-On Denim Shorts',
    category: 'kids',
    rupees: 699,
    saleRupees: 0,
    stock: 70,
    art: ['shorts', 'denim', 5, 'plain'],
    description:
      'Soft cotton denim with an elastic drawstring waist and turn-up hems, for ages 3 to 10. Machine wash cold.',
  },
  {
    title: 'Coral Kids Fleece Hoodie',
    category: 'kids',
    rupees: 999,
    saleRupees: 799,
    stock: 0,
    art: ['hoodie', 'coral', 3],
    description: 'Cosy cotton-blend fleece with a lined hood and kangaroo pocket, for ages 4 to 12. Tumble dry low.',
  },
  {
    title: 'Sky Mini Kids Backpack',
    category: 'kids',
    rupees: 899,
    saleRupees: 0,
    stock: 44,
    art: ['backpack', 'sky', 3],
    description:
      'Lightweight polyester with padded straps and a zipped front pocket, sized for ages 3 to 7. Wipe clean.',
  },
  {
    title: 'Boys\u2019 Teal Festive Kurta',
    category: 'kids',
    rupees: 999,
    saleRupees: 0,
    stock: 33,
    art: ['kurta', 'teal', 5, 'blockprint'],
    description:
      'Cotton-silk blend with a block-printed motif, mandarin collar and contrast cuffs, for ages 2 to 12. Hand wash cold.',
  },
  {
    title: 'Girls\u2019 Rani Tiered Skirt',
    category: 'kids',
    rupees: 749,
    saleRupees: 0,
    stock: 24,
    art: ['skirt', 'rani', 7, 'plain'],
    description:
      'Light cotton in twirly gathered tiers with a comfy elastic waist, for ages 3 to 10. Machine wash cold.',
  },
  {
    title: 'Kids Navy Cotton Chinos',
    category: 'kids',
    rupees: 799,
    saleRupees: 599,
    stock: 48,
    art: ['trousers', 'navy', 3, 'plain'],
    description:
      'Soft cotton twill with an adjustable inner waist and real front pockets, for ages 3 to 12. Machine wash cold.',
  },
  {
    title: 'Lavender Kids Canvas Tote',
    category: 'kids',
    rupees: 499,
    saleRupees: 0,
    stock: 80,
    art: ['tote', 'lavender', 4, 'plain'],
    description: 'Small cotton canvas tote for books and snacks, with short sturdy handles. Gentle cold wash.',
  },
];

export const demoProducts: DemoProduct[] = ROWS.map(
  ({ title, category, rupees, saleRupees, stock, art: [kind, palette, seed, pattern], description }) => ({
    title,
    description,
    category,
    brand: 'threadandtote',
    pricePaise: rupees * 100,
    salePricePaise: saleRupees * 100,
    totalStock: stock,
    art: { kind, palette: paletteIndex(palette), seed, ...(pattern ? { pattern } : {}) },
  }),
);

/** The three homepage banners, in order; each index draws its own banner theme. */
export const demoBanners: { headline: string; subline: string }[] = [
  { headline: 'New Arrivals', subline: 'Fresh cotton, linen and canvas for the season ahead.' },
  { headline: 'The Festive Edit', subline: 'Kurtas, sarees and Nehru jackets made for celebrations.' },
  { headline: 'Bags for Every Day', subline: 'Totes, backpacks and slings that carry it all.' },
];
