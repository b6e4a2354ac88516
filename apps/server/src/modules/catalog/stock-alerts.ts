// Owns back-in-stock alerts: a signed-in shopper waits for a sold-out variant, and gets one mail when staff restock it.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '@shop/contract/messages';
import type { Db, Tx } from '../../platform/db/database.ts';
import { products, productVariants, stockAlerts, users } from '../../platform/db/schema.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import type { Mail, Mailer } from '../../platform/mailer.ts';
import { optionsOf, productPath } from '@shop/contract/catalog';
import { shopName } from '../settings/index.ts';

export const STOCK_ALERT_MESSAGES = {
  saved: MESSAGES.notifyMeSaved,
  inStock: MESSAGES.sizeInStock,
  notFound: 'That size or colour is not sold any more',
} as const;

/**
 * Keeps the shopper's wish for the variant, once: asking again while waiting changes nothing; asking again after the
 * mail went (it sold out again) waits anew.
 */
export async function addStockAlert(db: Db, userId: string, input: { productId: string; variantId: string }) {
  const [variant] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.id, input.variantId), eq(productVariants.productId, input.productId)));
  if (!variant) throw new NotFound(STOCK_ALERT_MESSAGES.notFound);
  if (variant.stock > 0) throw new Invalid(STOCK_ALERT_MESSAGES.inStock);
  await db
    .insert(stockAlerts)
    .values({ userId, productId: input.productId, variantId: input.variantId })
    .onConflictDoUpdate({
      target: [stockAlerts.userId, stockAlerts.variantId],
      set: { notifiedAt: null, createdAt: sql`now()` },
      setWhere: sql`${stockAlerts.notifiedAt} is not null`,
    });
}

/**
 * Marks every alert waiting for one of these variants (now in stock) as told, inside the staff's save, and answers
 * them: whatever happens to the mails, no shopper is told twice.
 */
export async function claimWaitingAlerts(tx: Tx, variantIds: string[]): Promise<string[]> {
  if (variantIds.length === 0) return [];
  const claimed = await tx
    .update(stockAlerts)
    .set({ notifiedAt: new Date() })
    .where(and(inArray(stockAlerts.variantId, variantIds), isNull(stockAlerts.notifiedAt)))
    .returning({ id: stockAlerts.id });
  return claimed.map((alert) => alert.id);
}

/** The mail for one alert: what is back, and a link to it. */
export function backInStockMail(
  alert: { email: string; name: string; title: string; size: string | null; colour: string | null },
  link: string,
  shop: string,
): Mail {
  const what = `${alert.title}${optionsOf(alert)}`;
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const text = [
    `Hello ${alert.name},`,
    '',
    `Good news: ${what} is back in stock.`,
    `See it here: ${link}`,
    '',
    'We write once; if it sells out again before you buy, you can ask us again on the product page.',
    '',
    `— ${shop}`,
  ].join('\n');
  const html = `<div style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5"><p>Hello ${escape(alert.name)},</p>
<p>Good news: <strong>${escape(what)}</strong> is back in stock.</p><p><a href="${escape(link)}">See it on ${escape(shop)}</a></p>
<p>We write once; if it sells out again before you buy, you can ask us again on the product page.</p><p>— ${escape(shop)}</p></div>`;
  return { to: alert.email, subject: `Back in stock: ${what}`, text, html };
}

/** Sends the claimed alerts' mails after the save committed; a mail that fails is logged, never retried twice over. */
export async function sendBackInStockMails(
  db: Db,
  mailer: Mailer,
  alertIds: string[],
  publicUrl: string,
  log: { error(o: object, m: string): void },
): Promise<void> {
  if (alertIds.length === 0) return;
  const shop = await shopName(db);
  const alerts = await db
    .select({
      id: stockAlerts.id,
      productId: stockAlerts.productId,
      email: users.email,
      name: users.userName,
      title: products.title,
      handle: products.handle,
      size: productVariants.size,
      colour: productVariants.colour,
    })
    .from(stockAlerts)
    .innerJoin(users, eq(users.id, stockAlerts.userId))
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .where(inArray(stockAlerts.id, alertIds));
  for (const alert of alerts) {
    await mailer
      .send(backInStockMail(alert, `${publicUrl}${productPath(alert)}`, shop))
      .catch((error: unknown) => log.error({ err: error, alertId: alert.id }, 'back-in-stock mail not sent'));
  }
}
