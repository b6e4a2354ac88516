// Owns the storefront's arrangement (the `storefront` section of the shop's settings): the home page's sections and
// the main menu. Saved on its own, by staff who write content, so it needs neither settings.write nor the rest of the
// settings form; a home section may name only a collection that exists.
import { inArray } from 'drizzle-orm';
import type { Storefront } from '@shop/contract/settings';
import type { Db, Reader } from '../../platform/db/database.ts';
import { collections } from '../../platform/db/schema.ts';
import { Invalid } from '../../platform/errors.ts';
import { getSettings, saveSettings } from '../settings/index.ts';

export const STOREFRONT_MESSAGES = {
  saved: 'Home page and menu saved',
  unknownCollection: (handle: string) => `There is no collection with the handle ${handle}. Choose one from the list.`,
} as const;

export async function getStorefront(db: Reader): Promise<Storefront> {
  return (await getSettings(db)).storefront;
}

export async function saveStorefront(db: Db, storefront: Storefront): Promise<Storefront> {
  const named = storefront.home.flatMap((section) => (section.kind === 'collection' ? [section.handle] : []));
  const known = await existingHandles(db, named);
  const unknown = named.find((handle) => !known.has(handle));
  if (unknown) throw new Invalid(STOREFRONT_MESSAGES.unknownCollection(unknown));
  await db.transaction(async (tx) => {
    const settings = await getSettings(tx);
    await saveSettings(tx, { ...settings, storefront });
  });
  return storefront;
}

/** The handles of these that name a collection: the home page's sections may name only those. */
async function existingHandles(db: Reader, handles: string[]): Promise<Set<string>> {
  if (handles.length === 0) return new Set();
  const rows = await db
    .select({ handle: collections.handle })
    .from(collections)
    .where(inArray(collections.handle, handles));
  return new Set(rows.map((row) => row.handle));
}

/**
 * A collection's handle changed (`to`) or the collection went (`to` null): the home page's sections follow it, so the
 * arrangement never names a collection that is not there. Menu entries are staff's own words and stay as they are.
 */
export async function followCollection(db: Reader, from: string, to: string | null): Promise<void> {
  const settings = await getSettings(db);
  const named = settings.storefront.home.some((section) => section.kind === 'collection' && section.handle === from);
  if (!named || from === to) return;
  const home = settings.storefront.home.flatMap((section) => {
    if (section.kind !== 'collection' || section.handle !== from) return [section];
    return to === null ? [] : [{ ...section, handle: to }];
  });
  await saveSettings(db, { ...settings, storefront: { ...settings.storefront, home } });
}
