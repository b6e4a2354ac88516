// Owns the benchmark's PostgreSQL database: a fresh one per run (dropped at the end), and the generated catalogue,
// made in SQL from a small vocabulary with the demo products' images.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchDatabase = { name: string; url: string; drop(): Promise<void> };

export function urlOf(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createDatabase(): Promise<BenchDatabase> {
  const name = `bench_${new Date().toISOString().slice(0, 10).replaceAll('-', '')}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  return {
    name,
    url: urlOf(name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(sql: string): Promise<void> {
  await retrying(async () => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    client.on('error', () => undefined);
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  });
}

/**
 * A small pool on the bench database. Other work on this machine may restart PostgreSQL: a dropped idle connection
 * must not end the run, and a new query simply connects again.
 */
export function openPool(url: string, max = 2): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => undefined);
  return pool;
}

const CONNECTION_LOST = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

/** Runs `work` again (for up to a minute) when PostgreSQL dropped the connection or is starting up. */
export async function retrying<T>(work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      const lost = CONNECTION_LOST.has(code) || /Connection terminated/i.test(String(error));
      if (!lost || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

const COLOURS = [
  'Indigo',
  'Sage',
  'Terracotta',
  'Mustard',
  'Blush',
  'Charcoal',
  'Teal',
  'Lavender',
  'Ecru',
  'Maroon',
  'Olive',
  'Coral',
  'Navy',
  'Rani Pink',
  'Sky Blue',
  'Rust',
  'Ivory',
  'Emerald',
  'Plum',
  'Denim Blue',
];
const FABRICS = [
  'Cotton',
  'Linen',
  'Silk-Blend',
  'Denim',
  'Khadi',
  'Chanderi',
  'Chikankari',
  'Ikat',
  'Bandhani',
  'Corduroy',
  'Velvet',
  'Jersey',
  'Canvas',
  'Vegan Leather',
  'Block-Print',
  'Crepe',
  'Georgette',
  'Modal',
  'Wool-Blend',
  'Twill',
];
const ITEMS = [
  'Kurta',
  'Shirt',
  'Midi Skirt',
  'Maxi Dress',
  'Tote',
  'Backpack',
  'Jacket',
  'Trousers',
  'Saree',
  'Dupatta',
  'Hoodie',
  'Sling Bag',
  'Handbag',
  'Shorts',
  'Palazzo',
  'Tunic',
  'Blazer',
  'Waistcoat',
  'Clutch',
  'Joggers',
  'Anarkali',
  'Nehru Jacket',
  'Co-ord Set',
  'Laptop Bag',
  'Duffel',
];
const DETAILS = [
  'a mandarin collar and side slits',
  'flutter sleeves and a self-tie waist',
  'a padded laptop sleeve and a zipped front pocket',
  'contrast piping and patch pockets',
  'a hand-embroidered yoke',
  'an elasticated waistband and full lining',
  'stitched cotton-web handles',
  'ribbed cuffs and a metal zip',
  'mirror work along the hem',
  'a relaxed drop shoulder',
  'a turn-lock flap and one inner zip pocket',
  'pin-tucks and mother-of-pearl buttons',
];
const FITS = [
  'Regular fit',
  'Relaxed fit',
  'Slim fit',
  'True to size',
  'Roomy enough for a change of clothes',
  'Fits true to size with room to layer',
];
const CARE = [
  'machine wash gentle',
  'hand wash cold',
  'dry clean only',
  'wipe clean with a damp cloth',
  'wash cold and dry in shade',
  'iron while damp',
];

/**
 * Adds `count` products, the same ones for a given seed (ids included, so ties in a sort break alike in every run):
 * titles such as "Indigo Linen Kurta", a two-sentence description, one of the four categories, prices from ₹499 to
 * ₹4,899 (about a third on sale), stock, ratings, and dates over a year. Images are the demo products' own URLs.
 */
export function generateProducts(pool: pg.Pool, count: number, seed: number): Promise<void> {
  return retrying(async () => {
    const client = await pool.connect();
    try {
      await generate(client, count, seed);
    } finally {
      client.release();
    }
  });
}

async function generate(client: pg.PoolClient, count: number, seed: number): Promise<void> {
  const { rows } = await client.query<{ images: string[] | null }>(
    'select array_agg(distinct image) as images from products',
  );
  const images = rows[0]?.images;
  if (!images?.length) throw new Error('No demo products to take images from: was the shop started with SEED_DEMO=1?');
  await client.query('select setseed($1)', [seed]);
  await client.query(
    `with vocab as (
       select $1::text[] as colours, $2::text[] as fabrics, $3::text[] as items, $4::text[] as details,
              $5::text[] as fits, $6::text[] as care, $7::text[] as images
     ),
     r as (
       select g, random() as a, random() as b, random() as c, random() as d, random() as e, random() as f,
              random() as h, random() as i, random() as j, random() as k, random() as l, random() as m, random() as n
         from generate_series(1, $8::int) as g
     ),
     x as (
       -- md5 made a version-4 UUID (version nibble 4, variant 8) so the API's id check accepts it
       select overlay(overlay(md5($9::text || ':' || r.g) placing '4' from 13) placing '8' from 17)::uuid as id,
              v.colours[1 + floor(r.a * cardinality(v.colours))::int] as colour,
              v.fabrics[1 + floor(r.b * cardinality(v.fabrics))::int] as fabric,
              v.items[1 + floor(r.c * cardinality(v.items))::int] as item,
              v.details[1 + floor(r.d * cardinality(v.details))::int] as detail,
              v.fits[1 + floor(r.e * cardinality(v.fits))::int] as fit,
              v.care[1 + floor(r.f * cardinality(v.care))::int] as care,
              v.images[1 + floor(r.h * cardinality(v.images))::int] as image,
              (array['newArrivals', 'women', 'men', 'kids'])[1 + floor(r.i * 4)::int] as category,
              (499 + 100 * floor(r.j * 45))::int * 100 as price,
              r.k < 0.3 as on_sale, 0.6 + r.k as discount,
              floor(r.l * 200)::int as stock,
              round((r.m * 5)::numeric, 2) as review,
              now() - r.n * interval '365 days' as created
         from r cross join vocab v
     )
     insert into products (id, title, handle, description, category, brand, image, price_paise, sale_price_paise,
                           total_stock, average_review, created_at, updated_at)
     select id, colour || ' ' || fabric || ' ' || item,
            lower(colour || '-' || fabric || '-' || item) || '-' || id::text,
            'Soft ' || lower(fabric) || ' ' || lower(item) || ' in ' || lower(colour) || ' with ' || detail || '. '
              || fit || '; ' || care || '.',
            category, 'threadandtote', image, price,
            case when on_sale then (floor(price * discount / 100) * 100)::int else 0 end,
            stock, review, created, created
       from x`,
    [COLOURS, FABRICS, ITEMS, DETAILS, FITS, CARE, images, count, seed],
  );
  await client.query('analyze products');
}

export async function productCount(pool: pg.Pool): Promise<number> {
  const { rows } = await retrying(() => pool.query<{ n: string }>('select count(*) as n from products'));
  return Number(rows[0]!.n);
}
