// Owns the storefront's arrangement (the `storefront` section of the shop's settings): the home page's sections and
// the main menu. Saved on its own, by staff who write content, so it needs neither settings.write nor the rest of the
// settings form; a home section may name only a collection that exists.
import type { Storefront } from '@shop/contract/settings';
import type { Db, Reader } from '../../platform/db/database.ts';
import { Invalid } from '../../platform/errors.ts';
import { getSettings, saveSettings } from '../settings/index.ts';
import { existingHandles } from './collection-service.ts';

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
