// Owns the shop's settings: one row, the defaults until staff save them.
import { eq } from 'drizzle-orm';
import type { Brand } from '@shop/contract/brand';
import {
  COD_CONFIRM_HOURS_MAX,
  DEFAULT_SETTINGS,
  type Settings,
  settings as settingsSchema,
} from '@shop/contract/settings';
import type { Reader } from '../../platform/db/database.ts';
import { shopSettings } from '../../platform/db/schema.ts';

/** The settings staff saved, or the defaults (no shop details: invoices wait for them). */
export async function getSettings(db: Reader): Promise<Settings> {
  const [row] = await db.select({ data: shopSettings.data }).from(shopSettings).where(eq(shopSettings.id, 1));
  if (!row) return DEFAULT_SETTINGS;
  // Saved before a setting existed (a whole section, or a field inside one such as cod.confirm_hours): the contract's
  // defaults fill it in, at any depth. What no longer passes the contract keeps the section-by-section defaults.
  const saved = capConfirmHours({ ...DEFAULT_SETTINGS, ...row.data });
  const read = settingsSchema.safeParse(saved);
  return read.success ? read.data : saved;
}

/**
 * A time to confirm Cash on Delivery saved when up to a week was allowed reads as the longest allowed now: the stock is
 * held that long (security audit 3, M2).
 */
function capConfirmHours(saved: Settings): Settings {
  if (!saved.cod || !(saved.cod.confirm_hours > COD_CONFIRM_HOURS_MAX)) return saved;
  return { ...saved, cod: { ...saved.cod, confirm_hours: COD_CONFIRM_HOURS_MAX } };
}

export async function saveSettings(db: Reader, settings: Settings): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ id: 1, data: settings })
    .onConflictDoUpdate({ target: shopSettings.id, set: { data: settings, updatedAt: new Date() } });
}

/** The shop's brand as staff saved it (today's until then): its name is what every mail, invoice and label says. */
export async function getBrand(db: Reader): Promise<Brand> {
  return (await getSettings(db)).brand;
}

/** The shop's name, as staff set it under Settings → Brand. */
export async function shopName(db: Reader): Promise<string> {
  return (await getBrand(db)).name;
}
