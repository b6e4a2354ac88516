// Owns collections in the database: staff's collections and their hand-picked products, and which products a collection
// holds now. A rule collection's products are worked out by SQL from its rules each time it is read, so a product tagged
// a moment ago is already in every collection of that tag.
import { and, arrayOverlaps, asc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  type Collection,
  type collectionInput,
  collectionPath,
  type collectionQuery,
  type ShopCollection,
} from '@shop/contract/collections';
import { handleFrom } from '@shop/contract/handles';
import { paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import type { z } from 'zod';
import type { Db, Reader } from '../../platform/db/database.ts';
import { freeHandle } from '../../platform/db/handles.ts';
import { collectionProducts, collections, products, type CollectionRules } from '../../platform/db/schema.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import { listProducts } from '../catalog/index.ts';
import { keepMovedAddress } from '../redirects/index.ts';
import { followCollection } from './storefront.ts';

export const COLLECTION_MESSAGES = {
  created: 'Collection created',
  updated: 'Collection saved',
  deleted: 'Collection deleted',
  notFound: 'We could not find that collection.',
  handleTaken: (handle: string) => `Another collection already has the address ${handle}. Choose another handle.`,
  unknownProducts: 'Some of the chosen products no longer exist. Reload the page and choose again.',
} as const;

type CollectionRow = typeof collections.$inferSelect;
type ParsedInput = z.output<typeof collectionInput>;
type ParsedQuery = z.output<typeof collectionQuery>;

/** The rules as stored: prices in paise (what a shopper pays), lists as staff gave them. */
function rulesToRow(rules: ParsedInput['rules']): CollectionRules {
  return {
    categories: rules.categories,
    tags: rules.tags,
    min_price: rules.min_price === null ? null : rupeesToPaise(rules.min_price),
    max_price: rules.max_price === null ? null : rupeesToPaise(rules.max_price),
    colours: rules.colours,
    on_sale: rules.on_sale,
    added_within_days: rules.added_within_days,
  };
}

function rulesOf(row: CollectionRow): Collection['rules'] {
  const rules = row.rules;
  return {
    categories: rules.categories ?? [],
    tags: rules.tags ?? [],
    min_price: rules.min_price == null ? null : paiseToRupees(rules.min_price),
    max_price: rules.max_price == null ? null : paiseToRupees(rules.max_price),
    colours: rules.colours ?? [],
    on_sale: rules.on_sale ?? false,
    added_within_days: rules.added_within_days ?? null,
  };
}

/**
 * What a rule collection's products have in common: every rule given holds, and a list rule holds for any of its values
 * (any of the tags, any of the colours a variant has).
 */
export function rulesCondition(rules: CollectionRules, now = new Date()): SQL {
  const colours = (rules.colours ?? []).map((colour) => colour.toLowerCase());
  const days = rules.added_within_days;
  return (
    and(
      rules.categories?.length ? inArray(products.category, rules.categories) : undefined,
      rules.tags?.length ? arrayOverlaps(products.tags, rules.tags) : undefined,
      rules.min_price != null ? gte(products.unitPricePaise, rules.min_price) : undefined,
      rules.max_price != null ? lte(products.unitPricePaise, rules.max_price) : undefined,
      colours.length
        ? sql`string_to_array(lower(${products.colourNames}), chr(10)) && array[${sql.join(
            colours.map((colour) => sql`${colour}`),
            sql`, `,
          )}]::text[]`
        : undefined,
      rules.on_sale ? gt(products.salePricePaise, 0) : undefined,
      days != null ? gt(products.createdAt, new Date(now.getTime() - days * 86_400_000)) : undefined,
    ) ?? sql`false`
  );
}

/** A hand-picked collection's products, and their place in staff's order. */
const picked = (collectionId: string) =>
  sql`exists (select 1 from ${collectionProducts} where ${collectionProducts.collectionId} = ${collectionId} and ${collectionProducts.productId} = ${products.id})`;
const pickedPosition = (collectionId: string) =>
  sql`(select ${collectionProducts.position} from ${collectionProducts} where ${collectionProducts.collectionId} = ${collectionId} and ${collectionProducts.productId} = ${products.id})`;

/** A collection's page: its words and picture, and its products as the listing answers them. */
export async function collectionPage(db: Db, handle: string, query: ParsedQuery) {
  const [row] = await db.select().from(collections).where(eq(collections.handle, handle.trim().toLowerCase()));
  if (!row) throw new NotFound(COLLECTION_MESSAGES.notFound);
  const within =
    row.kind === 'manual'
      ? { where: picked(row.id), orderBy: [asc(pickedPosition(row.id)), asc(products.id)] }
      : { where: rulesCondition(row.rules) };
  const page = await listProducts(db, query, within);
  const collection: ShopCollection = {
    handle: row.handle,
    title: row.title,
    description: row.description,
    image: row.image,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
  };
  return { collection, products: page };
}

async function pickedProductsOf(db: Reader, ids: string[]) {
  const byCollection = new Map<string, Collection['products']>();
  if (ids.length === 0) return byCollection;
  const rows = await db
    .select({
      collectionId: collectionProducts.collectionId,
      _id: products.id,
      title: products.title,
      image: products.image,
    })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(inArray(collectionProducts.collectionId, ids))
    .orderBy(asc(collectionProducts.collectionId), asc(collectionProducts.position));
  for (const { collectionId, ...product } of rows) {
    const list = byCollection.get(collectionId) ?? [];
    list.push(product);
    byCollection.set(collectionId, list);
  }
  return byCollection;
}

function toCollection(row: CollectionRow, picks: Collection['products']): Collection {
  return {
    _id: row.id,
    handle: row.handle,
    title: row.title,
    description: row.description,
    image: row.image,
    kind: row.kind,
    rules: rulesOf(row),
    products: row.kind === 'manual' ? picks : [],
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    created_at: row.createdAt.toISOString(),
  };
}

/** Staff's list: every collection, by title. */
export async function listCollections(db: Db): Promise<Collection[]> {
  const rows = await db.select().from(collections).orderBy(asc(collections.title), asc(collections.id));
  const picks = await pickedProductsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCollection(row, picks.get(row.id) ?? []));
}

async function oneCollection(db: Reader, id: string): Promise<Collection> {
  const [row] = await db.select().from(collections).where(eq(collections.id, id));
  if (!row) throw new NotFound(COLLECTION_MESSAGES.notFound);
  const picks = await pickedProductsOf(db, [id]);
  return toCollection(row, picks.get(id) ?? []);
}

/**
 * The handle staff typed must be free (a 400 that says so). Left empty, a saved collection keeps its own (links to it
 * stay good when its title changes) and a new one's is made from the title, -2 … if taken.
 */
async function handleFor(db: Reader, input: ParsedInput, saved?: { id: string; handle: string }): Promise<string> {
  const exceptId = saved?.id;
  if (input.handle === null) {
    return saved?.handle ?? freeHandle(db, collections, handleFrom(input.title, 'collection'), exceptId);
  }
  const free = await freeHandle(db, collections, input.handle, exceptId);
  if (free !== input.handle) throw new Invalid(COLLECTION_MESSAGES.handleTaken(input.handle));
  return free;
}

const uniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

function toRow(input: ParsedInput, handle: string) {
  return {
    handle,
    title: input.title,
    description: input.description,
    image: input.image,
    kind: input.kind,
    rules: input.kind === 'rules' ? rulesToRow(input.rules) : {},
    seoTitle: input.seo_title,
    seoDescription: input.seo_description,
    updatedAt: new Date(),
  };
}

async function refuseUnknownProducts(db: Reader, ids: string[]) {
  if (ids.length === 0) return;
  const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  if (found.length !== ids.length) throw new Invalid(COLLECTION_MESSAGES.unknownProducts);
}

/** A collection saved with its hand-picked products in staff's order; a taken handle is refused and nothing changes. */
async function save(db: Db, input: ParsedInput, id?: string): Promise<Collection> {
  const productIds = input.kind === 'manual' ? input.product_ids : [];
  try {
    const savedId = await db.transaction(async (tx) => {
      const [before] = id
        ? await tx
            .select({ id: collections.id, handle: collections.handle })
            .from(collections)
            .where(eq(collections.id, id))
        : [];
      const handle = await handleFor(tx, input, before);
      await refuseUnknownProducts(tx, productIds);
      let rowId = id;
      if (rowId) {
        if (before && before.handle !== handle) {
          await followCollection(tx, before.handle, handle);
          await keepMovedAddress(tx, collectionPath(before.handle), collectionPath(handle));
        }
        const [row] = await tx
          .update(collections)
          .set(toRow(input, handle))
          .where(eq(collections.id, rowId))
          .returning({ id: collections.id });
        if (!row) throw new NotFound(COLLECTION_MESSAGES.notFound);
        await tx.delete(collectionProducts).where(eq(collectionProducts.collectionId, rowId));
      } else {
        const [row] = await tx.insert(collections).values(toRow(input, handle)).returning({ id: collections.id });
        rowId = row!.id;
      }
      if (productIds.length > 0) {
        await tx
          .insert(collectionProducts)
          .values(productIds.map((productId, position) => ({ collectionId: rowId!, productId, position })));
      }
      return rowId;
    });
    return await oneCollection(db, savedId);
  } catch (error) {
    if (uniqueViolation(error)) throw new Invalid(COLLECTION_MESSAGES.handleTaken(input.handle ?? ''));
    throw error;
  }
}

export const createCollection = (db: Db, input: ParsedInput) => save(db, input);
export const updateCollection = (db: Db, id: string, input: ParsedInput) => save(db, input, id);

export async function deleteCollection(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(collections).where(eq(collections.id, id)).returning({ handle: collections.handle });
    if (!row) throw new NotFound(COLLECTION_MESSAGES.notFound);
    await followCollection(tx, row.handle, null);
  });
}
