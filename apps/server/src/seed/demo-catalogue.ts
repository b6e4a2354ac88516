// Owns the demo catalogue: 48 Thread & Tote products with prices, their sizes and colours with stock, the artwork
// that pictures each colour, and the three homepage banners.

import type { SizeChart } from '@shop/contract/catalog';
import { rupeesToPaise } from '@shop/contract/money';
import type { Brand, Category, Colour, Size } from '@shop/contract/shop';
import { colourPalette, colourSwatch, type PaletteChange } from './demo-art-colours.ts';
import type { PatternKind } from './demo-art-kit.ts';
import type { ProductArtSpec, ProductKind } from './demo-art.ts';
import { chartFor, type ProductChart } from './demo-size-charts.ts';
import { demoVariants, type DemoVariant, type StockPlan } from './demo-variants.ts';

export type DemoColour = { colour: Colour; hex: string; art: ProductArtSpec };

export type DemoProduct = {
  title: string;
  description: string;
  category: Category;
  brand: Brand;
  pricePaise: number;
  /** 0 means no sale. */
  salePricePaise: number;
  /** The sum of the variants' stock when there are variants. */
  totalStock: number;
  /** The product's first picture: its first colour, or its only one. */
  art: ProductArtSpec;
  /** One picture for each colour, in the staff's order; empty for a product without options. */
  colours: DemoColour[];
  variants: DemoVariant[];
  /** The product's own size chart; null to show its category's. */
  sizeChart: SizeChart | null;
};

/** A colour name, or a name with the product's own shade of it (the swatch then shows that shade). */
type ColourChoice = Colour | readonly [Colour, PaletteChange];

const SAGE = ['Green', { main: '#8FA98B', backdrop: '#EEF0E8', trim: '#3F5A43' }] as const;
const SKY = ['Blue', { main: '#86B3D6', trim: '#2C5573' }] as const;
const OXFORD_BLUE = ['Blue', { main: '#9DBCE0', trim: '#2C4F7A' }] as const;
const CHARCOAL = ['Grey', { main: '#4A4D53', accent: '#D9DBDF', trim: '#C8A266' }] as const;
const BLUSH = ['Pink', { main: '#E0A3AA', trim: '#8F4553' }] as const;
const RANI = ['Pink', { main: '#C9577A', accent: '#E8C46A', trim: '#6B1F3A' }] as const;
const MID_WASH = ['Blue', { main: '#4A6FA5', trim: '#263F63' }] as const;
const DARK_WASH = ['Indigo', { main: '#2B3A66', trim: '#1B2440' }] as const;
const BLACK_WASH = ['Black', { main: '#303237' }] as const;
const GREY_WASH = ['Grey', { main: '#6B6E75', trim: '#34373C' }] as const;
/** Denim's gold-tone thread and rivets, whatever its wash. */
const DENIM: PaletteChange = { accent: '#E2B75E' };

const WOMEN: readonly Size[] = ['XS', 'S', 'M', 'L', 'XL'];
const WOMEN_WIDE: readonly Size[] = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const ADULT: readonly Size[] = ['S', 'M', 'L', 'XL'];
const MEN: readonly Size[] = ['S', 'M', 'L', 'XL', 'XXL'];
const TODDLER: readonly Size[] = ['2-3Y', '4-5Y'];
const KIDS_YOUNG: readonly Size[] = ['2-3Y', '4-5Y', '6-7Y', '8-9Y'];
const KIDS_ALL: readonly Size[] = ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y', '12-13Y'];
const KIDS_OLDER: readonly Size[] = ['4-5Y', '6-7Y', '8-9Y', '10-11Y', '12-13Y'];
const FREE: readonly Size[] = ['Free Size'];

/**
 * One product in whole rupees (saleRupees 0 = no sale). With sizes, `stock` and the rest of the plan spread its
 * stock over every size in every colour; with 'no options' it is the product's one stock count, and its one colour
 * only paints its picture. The art's seed also picks small variations.
 */
type Row = {
  title: string;
  category: Category;
  rupees: number;
  saleRupees: number;
  art: readonly [kind: ProductKind, seed: number, pattern?: PatternKind];
  /** The first paints the product's card. */
  colours: readonly ColourChoice[];
  /** The product's change to every colour's palette, such as denim's thread. */
  paint?: PaletteChange;
  sizes: readonly Size[] | 'no options';
  chart?: ProductChart;
  description: string;
} & StockPlan;

const ROWS: readonly Row[] = [
  // ---- New Arrivals: each piece carries its own size chart, as the category mixes everyone's clothes ----
  {
    title: 'Block-Print Cotton Kurta',
    category: 'newArrivals',
    rupees: 1499,
    saleRupees: 0,
    art: ['kurta', 1, 'blockprint'],
    colours: ['Indigo', 'Maroon', 'Green'],
    sizes: WOMEN_WIDE,
    chart: 'women',
    stock: 12,
    soldOut: ['Maroon XS'],
    fewLeft: { 'Green XXL': 2 },
    description:
      'Block-printed pure cotton with a mandarin collar, short placket and side slits. Straight, relaxed fit; wash cold and dry in shade.',
  },
  {
    title: 'Canvas Weekender Tote',
    category: 'newArrivals',
    rupees: 1299,
    saleRupees: 999,
    art: ['tote', 2, 'stripes'],
    colours: ['Mustard', 'Navy', 'Olive'],
    sizes: FREE,
    stock: 22,
    description:
      'Heavy 12 oz cotton canvas with a woven stripe band and stitched cotton-web handles. Roomy enough for a laptop and a change of clothes.',
  },
  {
    title: 'Linen Button-Down Shirt',
    category: 'newArrivals',
    rupees: 1899,
    saleRupees: 0,
    art: ['shirt', 3, 'plain'],
    colours: [SAGE, 'Ivory'],
    sizes: MEN,
    chart: 'men',
    stock: 12,
    soldOut: ['Ivory S'],
    description:
      'Breathable linen-cotton blend with a chest pocket and a curved hem. Regular fit; machine wash gentle, iron while damp.',
  },
  {
    title: 'Tiered Cotton Midi Skirt',
    category: 'newArrivals',
    rupees: 1599,
    saleRupees: 1199,
    art: ['skirt', 5, 'plain'],
    colours: ['Rust', 'Mustard'],
    sizes: WOMEN,
    chart: 'women',
    stock: 1,
    soldOut: ['XS', 'Mustard XL'],
    description:
      'Soft cotton voile in three gathered tiers with an elasticated waistband and full lining. Hand wash or gentle cycle.',
  },
  {
    title: 'Polka Dot Midi Dress',
    category: 'newArrivals',
    rupees: 2199,
    saleRupees: 0,
    art: ['dress', 4, 'dots'],
    colours: ['Lavender', 'Black'],
    sizes: WOMEN,
    chart: 'women',
    stock: 10,
    fewLeft: { 'Lavender M': 1 },
    description:
      'Flowing viscose crepe with flutter sleeves, a V-neck and a self-tie waist. True to size; gentle wash inside out.',
  },
  {
    title: 'Cotton-Nylon Bomber Jacket',
    category: 'newArrivals',
    rupees: 3499,
    saleRupees: 2799,
    art: ['jacket', 1],
    colours: ['Olive', 'Black'],
    sizes: ADULT,
    chart: 'men',
    stock: 10,
    description:
      'Lightweight cotton-nylon shell with ribbed collar, cuffs and hem, and a metal front zip. Fits true to size with room for a tee underneath.',
  },
  {
    title: 'Everyday Backpack',
    category: 'newArrivals',
    rupees: 2499,
    saleRupees: 0,
    art: ['backpack', 1],
    colours: ['Rust', 'Grey'],
    sizes: FREE,
    stock: 15,
    fewLeft: { Grey: 2 },
    description:
      'Water-resistant recycled polyester with a padded 15-inch laptop sleeve and a zipped front pocket. Wipe clean with a damp cloth.',
  },
  {
    title: 'Structured Handbag',
    category: 'newArrivals',
    rupees: 2799,
    saleRupees: 0,
    art: ['handbag', 1, 'plain'],
    colours: [BLUSH, 'Black'],
    sizes: FREE,
    stock: 3,
    soldOut: ['Pink'],
    description:
      'Vegan leather with a rigid top handle, turn-lock flap and a lined interior with one zip pocket. Store stuffed to keep its shape.',
  },
  {
    title: 'Teal Silk-Blend Saree',
    category: 'newArrivals',
    rupees: 4499,
    saleRupees: 0,
    art: ['saree', 3, 'butti'],
    colours: ['Teal'],
    sizes: 'no options',
    stock: 12,
    description:
      'Silk-cotton blend with woven gold-tone buttis and a contrast border, 5.5 m with an unstitched blouse piece. Dry clean only.',
  },
  {
    title: 'Striped Toddler Romper',
    category: 'newArrivals',
    rupees: 699,
    saleRupees: 549,
    art: ['romper', 1, 'stripes'],
    colours: ['Orange', SKY],
    sizes: TODDLER,
    chart: 'kids',
    stock: 14,
    description:
      'Soft combed cotton with a Peter Pan collar and easy front buttons, for ages 2 to 5. Machine wash warm.',
  },
  {
    title: 'Crossbody Sling Bag',
    category: 'newArrivals',
    rupees: 1199,
    saleRupees: 0,
    art: ['sling-bag', 2, 'plain'],
    colours: ['Black', 'Brown'],
    sizes: FREE,
    stock: 26,
    description:
      'Compact vegan-leather sling with a magnetic flap and an adjustable strap. Fits a phone, wallet and keys.',
  },
  {
    title: 'Organic Cotton Graphic Tee',
    category: 'newArrivals',
    rupees: 599,
    saleRupees: 0,
    art: ['t-shirt', 2, 'plain'],
    colours: ['Mustard', 'White', 'Teal'],
    sizes: MEN,
    chart: 'men',
    stock: 20,
    description:
      'Organic cotton jersey, 180 gsm, with a printed sunrise graphic on the chest. Regular fit; wash cold inside out.',
  },

  // ---- Women ----
  {
    title: 'Rani Pink Banarasi-Style Saree',
    category: 'women',
    rupees: 4999,
    saleRupees: 3999,
    art: ['saree', 1, 'butti'],
    colours: [RANI],
    sizes: 'no options',
    stock: 9,
    description: 'Art-silk with a zari-look border and woven buttis, 5.5 m plus a 0.8 m blouse piece. Dry clean only.',
  },
  {
    title: 'Floral Block-Print Kurta',
    category: 'women',
    rupees: 1299,
    saleRupees: 0,
    art: ['kurta', 2, 'blockprint'],
    colours: ['Mustard', 'Teal'],
    sizes: WOMEN_WIDE,
    stock: 12,
    soldOut: ['Mustard XXL'],
    description:
      'Breathable cotton cambric with a floral block print and three-quarter sleeves. Straight cut to the knee; wash separately in cold water.',
  },
  {
    title: 'Butti Straight Kurta',
    category: 'women',
    rupees: 1799,
    saleRupees: 1399,
    art: ['kurta', 3, 'butti'],
    colours: ['Maroon', 'Navy'],
    sizes: WOMEN,
    stock: 10,
    description: 'Rayon-cotton blend with small woven buttis and contrast cuff bands. Straight fit; gentle hand wash.',
  },
  {
    title: 'Cotton A-Line Dress',
    category: 'women',
    rupees: 1899,
    saleRupees: 0,
    art: ['dress', 2, 'plain'],
    colours: [SAGE, 'Yellow'],
    sizes: ADULT,
    stock: 10,
    soldOut: ['Yellow S'],
    description:
      'Midweight cotton poplin with flutter sleeves, a tie waist and a full A-line skirt. Machine wash cold, line dry.',
  },
  {
    title: 'Polka Dot Tea Dress',
    category: 'women',
    rupees: 2299,
    saleRupees: 1699,
    art: ['dress', 5, 'dots'],
    colours: ['Navy', 'Red'],
    sizes: WOMEN,
    stock: 0,
    description:
      'Crinkle georgette with a soft lining, flutter sleeves and a self-tie waist. Gentle wash; do not wring.',
  },
  {
    title: 'Pleated Midi Skirt',
    category: 'women',
    rupees: 1499,
    saleRupees: 0,
    art: ['skirt', 1, 'plain'],
    colours: ['Indigo', 'Black'],
    sizes: ADULT,
    stock: 12,
    description: 'Fluid crepe in soft knife pleats with a flat waistband and side zip. Hand wash and hang to dry.',
  },
  {
    title: 'High-Rise Straight Jeans',
    category: 'women',
    rupees: 2199,
    saleRupees: 0,
    art: ['jeans', 1],
    colours: [MID_WASH, BLACK_WASH],
    paint: DENIM,
    sizes: WOMEN,
    chart: 'womensBottoms',
    stock: 14,
    description:
      'Comfort-stretch cotton denim with a high rise and straight leg, in a mid-blue or a black wash. Wash inside out with like colours.',
  },
  {
    title: 'Breton Stripe Tee',
    category: 'women',
    rupees: 699,
    saleRupees: 499,
    art: ['t-shirt', 1, 'stripes'],
    colours: ['White', 'Navy', 'Red'],
    sizes: WOMEN,
    stock: 18,
    fewLeft: { 'Red XS': 3 },
    description:
      'Soft cotton jersey in classic Breton stripes with a ribbed crew neck. Relaxed fit; machine wash cold.',
  },
  {
    title: 'Mini Sling Bag',
    category: 'women',
    rupees: 1099,
    saleRupees: 0,
    art: ['sling-bag', 3, 'plain'],
    colours: ['Lavender', 'Beige'],
    sizes: FREE,
    stock: 22,
    description:
      'Vegan leather mini bag with gold-tone hardware and a long adjustable strap. Holds a phone, cards and lip balm.',
  },
  {
    title: 'Block-Print Market Tote',
    category: 'women',
    rupees: 899,
    saleRupees: 0,
    art: ['tote', 3, 'blockprint'],
    colours: ['Ivory', 'Indigo'],
    sizes: FREE,
    stock: 30,
    description:
      'Cotton canvas with a block-printed floral motif and sturdy stitched handles. Spot clean or gentle cold wash.',
  },
  {
    title: 'Top-Handle Handbag',
    category: 'women',
    rupees: 3299,
    saleRupees: 2499,
    art: ['handbag', 4, 'plain'],
    colours: ['Maroon', 'Brown'],
    sizes: FREE,
    stock: 10,
    fewLeft: { Brown: 3 },
    description:
      'Structured vegan leather with a gold-tone turn-lock, two inner compartments and protective base studs. Wipe clean only.',
  },
  {
    title: 'Linen Wide-Leg Trousers',
    category: 'women',
    rupees: 1799,
    saleRupees: 0,
    art: ['trousers', 2, 'plain'],
    colours: ['Teal', 'Ivory'],
    sizes: WOMEN,
    chart: 'womensBottoms',
    stock: 1,
    soldOut: ['Teal XS', 'Ivory L'],
    description:
      'Linen-viscose blend with a high waist, belt loops and pressed creases. Relaxed wide leg; gentle wash, warm iron.',
  },

  // ---- Men ----
  {
    title: 'Oxford Cotton Shirt',
    category: 'men',
    rupees: 1599,
    saleRupees: 0,
    art: ['shirt', 2, 'plain'],
    colours: ['White', OXFORD_BLUE, 'Pink'],
    sizes: MEN,
    stock: 14,
    description:
      'Classic cotton Oxford weave with a button-down collar and a chest pocket. Regular fit; machine wash, warm iron.',
  },
  {
    title: 'Gingham Check Shirt',
    category: 'men',
    rupees: 1499,
    saleRupees: 1099,
    art: ['shirt', 4, 'checks'],
    colours: ['Indigo', 'Red'],
    sizes: MEN,
    stock: 12,
    soldOut: ['Red XXL'],
    description:
      'Yarn-dyed cotton gingham that softens with every wash. Regular fit with a curved hem to wear tucked or out.',
  },
  {
    title: 'Classic Nehru Jacket',
    category: 'men',
    rupees: 2999,
    saleRupees: 0,
    art: ['nehru-jacket', 1, 'plain'],
    colours: [CHARCOAL, 'Maroon'],
    sizes: MEN,
    stock: 10,
    xxlRupees: 3199,
    description:
      'Textured poly-viscose with a mandarin collar, contrast lining and a pocket square. Tailored fit; dry clean recommended.',
  },
  {
    title: 'Slim Chino Trousers',
    category: 'men',
    rupees: 1999,
    saleRupees: 1499,
    art: ['trousers', 1, 'plain'],
    colours: ['Olive', 'Beige'],
    sizes: MEN,
    chart: 'mensBottoms',
    stock: 14,
    description:
      'Cotton twill with a touch of stretch, slim through the leg with slant side pockets. Machine wash cold.',
  },
  {
    title: 'Dark Wash Slim Jeans',
    category: 'men',
    rupees: 2499,
    saleRupees: 0,
    art: ['jeans', 2],
    colours: [DARK_WASH, GREY_WASH],
    paint: DENIM,
    sizes: ADULT,
    chart: 'mensBottoms',
    stock: 1,
    soldOut: ['S'],
    description:
      'Rigid-look stretch denim in a deep indigo or a grey wash with contrast stitching. Slim fit; wash inside out in cold water.',
  },
  {
    title: 'Fleece Hoodie',
    category: 'men',
    rupees: 1999,
    saleRupees: 0,
    art: ['hoodie', 2],
    colours: ['Indigo', 'Grey'],
    sizes: MEN,
    stock: 12,
    xxlRupees: 2199,
    fewLeft: { 'Grey L': 2 },
    description:
      'Brushed-back cotton fleece with a lined hood, drawcords and a kangaroo pocket. Regular fit; tumble dry low.',
  },
  {
    title: 'Crew-Neck Pocket Tee',
    category: 'men',
    rupees: 549,
    saleRupees: 0,
    art: ['t-shirt', 5, 'plain'],
    colours: [SAGE, 'Black'],
    sizes: MEN,
    stock: 20,
    description: 'Midweight combed cotton with a patch chest pocket and a taped neck. Regular fit; machine wash cold.',
  },
  {
    title: 'Chino Shorts',
    category: 'men',
    rupees: 999,
    saleRupees: 749,
    art: ['shorts', 1, 'plain'],
    colours: ['Beige', 'Navy'],
    sizes: ADULT,
    chart: 'mensBottoms',
    stock: 12,
    description: 'Cotton twill with belt loops and a 7-inch inseam, finished with turn-up hems. Machine wash cold.',
  },
  {
    title: 'Laptop Backpack',
    category: 'men',
    rupees: 2799,
    saleRupees: 0,
    art: ['backpack', 2],
    colours: ['Black', 'Olive'],
    sizes: FREE,
    stock: 16,
    description:
      'Durable polyester with a padded laptop sleeve, zipped organiser pocket and a leather-look tab. Fits a 15.6-inch laptop.',
  },
  {
    title: 'Pintuck Cotton Kurta',
    category: 'men',
    rupees: 1399,
    saleRupees: 0,
    art: ['kurta', 4, 'plain'],
    colours: ['Ivory', OXFORD_BLUE],
    sizes: MEN,
    stock: 12,
    soldOut: ['Ivory M', 'Ivory L'],
    fewLeft: { 'Ivory XL': 1 },
    description:
      'Fine cotton with a pintucked placket, mandarin collar and contrast cuffs. Regular fit; wash cold, iron on reverse.',
  },
  {
    title: 'Quilted Bomber Jacket',
    category: 'men',
    rupees: 3299,
    saleRupees: 2499,
    art: ['jacket', 2],
    colours: ['Navy', 'Maroon'],
    sizes: MEN,
    stock: 10,
    description:
      'Water-repellent shell with a quilted lining, ribbed trims and a sleeve utility pocket. Fits true to size.',
  },
  {
    title: 'Waxed Canvas Sling Bag',
    category: 'men',
    rupees: 1299,
    saleRupees: 0,
    art: ['sling-bag', 4, 'plain'],
    colours: ['Rust', 'Olive'],
    sizes: FREE,
    stock: 19,
    description:
      'Waxed cotton canvas with a snap flap, brass-tone rings and an adjustable strap. Wipe with a damp cloth.',
  },

  // ---- Kids ----
  {
    title: 'Polka Dot Frock',
    category: 'kids',
    rupees: 799,
    saleRupees: 0,
    art: ['frock', 1, 'dots'],
    colours: ['Mustard', 'Pink'],
    sizes: KIDS_YOUNG,
    stock: 12,
    description:
      'Soft cotton with puff sleeves, a smocked bodice and a ruffled hem, for ages 2 to 9. Machine wash cold.',
  },
  {
    title: 'Floral Party Frock',
    category: 'kids',
    rupees: 899,
    saleRupees: 699,
    art: ['frock', 2, 'blockprint'],
    colours: [BLUSH, 'Lavender'],
    sizes: KIDS_YOUNG,
    stock: 10,
    soldOut: ['Lavender 2-3Y'],
    description: 'Printed cotton voile with a cotton lining, puff sleeves and a satin bow. Gentle wash, line dry.',
  },
  {
    title: 'Gingham Toddler Romper',
    category: 'kids',
    rupees: 649,
    saleRupees: 0,
    art: ['romper', 2, 'checks'],
    colours: [SKY, 'Pink'],
    sizes: TODDLER,
    stock: 14,
    description:
      'Breathable cotton gingham with a round collar, front buttons and soft cuffs, for ages 2 to 5. Machine wash warm.',
  },
  {
    title: 'Striped Jersey Romper',
    category: 'kids',
    rupees: 599,
    saleRupees: 449,
    art: ['romper', 3, 'stripes'],
    colours: [SAGE, 'Yellow'],
    sizes: TODDLER,
    stock: 2,
    soldOut: ['Yellow 4-5Y'],
    description: 'Stretchy cotton jersey in easy stripes with a Peter Pan collar, for ages 2 to 5. Machine wash warm.',
  },
  {
    title: 'Sunrise Graphic Kids Tee',
    category: 'kids',
    rupees: 449,
    saleRupees: 0,
    art: ['t-shirt', 6, 'plain'],
    colours: [SKY, 'Yellow', 'Red'],
    sizes: KIDS_ALL,
    stock: 12,
    description:
      'Soft cotton jersey with a printed sunrise graphic, for ages 2 to 13. Wash cold inside out to keep the print bright.',
  },
  {
    title: 'Kids Pull-On Denim Shorts',
    category: 'kids',
    rupees: 699,
    saleRupees: 0,
    art: ['shorts', 5, 'plain'],
    colours: [MID_WASH, BLACK_WASH],
    paint: DENIM,
    sizes: ['4-5Y', '6-7Y', '8-9Y', '10-11Y'],
    stock: 12,
    description:
      'Soft cotton denim with an elastic drawstring waist and turn-up hems, for ages 4 to 11. Machine wash cold.',
  },
  {
    title: 'Kids Fleece Hoodie',
    category: 'kids',
    rupees: 999,
    saleRupees: 799,
    art: ['hoodie', 3],
    colours: ['Red', 'Navy'],
    sizes: KIDS_OLDER,
    stock: 0,
    description: 'Cosy cotton-blend fleece with a lined hood and kangaroo pocket, for ages 4 to 13. Tumble dry low.',
  },
  {
    title: 'Mini Kids Backpack',
    category: 'kids',
    rupees: 899,
    saleRupees: 0,
    art: ['backpack', 3],
    colours: [SKY, 'Pink'],
    sizes: FREE,
    stock: 20,
    description:
      'Lightweight polyester with padded straps and a zipped front pocket, sized for ages 3 to 7. Wipe clean.',
  },
  {
    title: 'Boys\u2019 Festive Kurta',
    category: 'kids',
    rupees: 999,
    saleRupees: 0,
    art: ['kurta', 5, 'blockprint'],
    colours: ['Orange', 'Navy'],
    sizes: KIDS_ALL,
    stock: 10,
    fewLeft: { 'Navy 12-13Y': 1 },
    description:
      'Cotton-silk blend with a block-printed motif, mandarin collar and contrast cuffs, for ages 2 to 13. Hand wash cold.',
  },
  {
    title: 'Girls\u2019 Tiered Skirt',
    category: 'kids',
    rupees: 749,
    saleRupees: 0,
    art: ['skirt', 7, 'plain'],
    colours: [RANI, 'Purple'],
    sizes: ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y'],
    stock: 10,
    description:
      'Light cotton in twirly gathered tiers with a comfy elastic waist, for ages 2 to 11. Machine wash cold.',
  },
  {
    title: 'Kids Cotton Chinos',
    category: 'kids',
    rupees: 799,
    saleRupees: 599,
    art: ['trousers', 3, 'plain'],
    colours: ['Navy', 'Rust'],
    sizes: KIDS_ALL,
    stock: 10,
    description:
      'Soft cotton twill with an adjustable inner waist and real front pockets, for ages 2 to 13. Machine wash cold.',
  },
  {
    title: 'Kids Canvas Tote',
    category: 'kids',
    rupees: 499,
    saleRupees: 0,
    art: ['tote', 4, 'plain'],
    colours: ['Lavender', 'Yellow'],
    sizes: FREE,
    stock: 25,
    description: 'Small cotton canvas tote for books and snacks, with short sturdy handles. Gentle cold wash.',
  },
];

/** The short code a product's SKUs start with: its kind and its number among that kind, e.g. KUR2. */
const KIND_CODES: Record<ProductKind, string> = {
  't-shirt': 'TEE',
  shirt: 'SHT',
  kurta: 'KUR',
  dress: 'DRS',
  saree: 'SAR',
  jacket: 'JKT',
  'nehru-jacket': 'NEH',
  hoodie: 'HOD',
  trousers: 'TRS',
  jeans: 'JNS',
  shorts: 'SHO',
  skirt: 'SKT',
  tote: 'TOT',
  backpack: 'BPK',
  handbag: 'HBG',
  'sling-bag': 'SLG',
  romper: 'ROM',
  frock: 'FRK',
};

function demoProduct(row: Row, code: string): DemoProduct {
  const [kind, seed, pattern] = row.art;
  const colours = row.colours.map((choice): DemoColour => {
    const [colour, shade] = typeof choice === 'string' ? [choice, {}] : choice;
    const change = { ...row.paint, ...shade };
    const palette = colourPalette(colour, change);
    return { colour, hex: colourSwatch(colour, change), art: { kind, palette, seed, ...(pattern ? { pattern } : {}) } };
  });
  const variants = row.sizes === 'no options' ? [] : demoVariants(code, row.sizes, colours, row);
  return {
    title: row.title,
    description: row.description,
    category: row.category,
    brand: 'threadandtote',
    pricePaise: rupeesToPaise(row.rupees),
    salePricePaise: rupeesToPaise(row.saleRupees),
    totalStock: row.sizes === 'no options' ? row.stock : variants.reduce((sum, v) => sum + v.stock, 0),
    art: colours[0]!.art,
    colours: row.sizes === 'no options' ? [] : colours,
    variants,
    sizeChart: row.chart && row.sizes !== 'no options' ? chartFor(row.chart, row.sizes) : null,
  };
}

const kindsSeen = new Map<ProductKind, number>();
export const demoProducts: DemoProduct[] = ROWS.map((row) => {
  const number = (kindsSeen.get(row.art[0]) ?? 0) + 1;
  kindsSeen.set(row.art[0], number);
  return demoProduct(row, `${KIND_CODES[row.art[0]]}${number}`);
});

/** The three homepage banners, in order; each index draws its own banner theme. */
export const demoBanners: { headline: string; subline: string }[] = [
  { headline: 'New Arrivals', subline: 'Fresh cotton, linen and canvas for the season ahead.' },
  { headline: 'The Festive Edit', subline: 'Kurtas, sarees and Nehru jackets made for celebrations.' },
  { headline: 'Bags for Every Day', subline: 'Totes, backpacks and slings that carry it all.' },
];
