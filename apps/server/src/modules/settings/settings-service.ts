// Owns the shop's settings: one row, the defaults until staff save, and what saving them sets going (waiting invoices).
import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type Settings } from '@shop/contract/settings';
import type { Reader } from '../../platform/db/database.ts';
import { shopSettings } from '../../platform/db/schema.ts';

/** The settings staff saved, or the defaults (no shop details: invoices wait for them). */
export async function getSettings(db: Reader): Promise<Settings> {
  const [row] = await db.select({ data: shopSettings.data }).from(shopSettings).where(eq(shopSettings.id, 1));
  return row ? { ...DEFAULT_SETTINGS, ...row.data } : DEFAULT_SETTINGS;
}

export async function saveSettings(db: Reader, settings: Settings): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ id: 1, data: settings })
    .onConflictDoUpdate({ target: shopSettings.id, set: { data: settings, updatedAt: new Date() } });
}
