// Owns the order confirmation mail: what was bought, what it cost, where it goes.
import { eq } from 'drizzle-orm';
import { formatRupees, paiseToRupees } from '@shop/contract/money';
import { SHOP_NAME } from '@shop/contract/shop';
import type { Db } from '../../platform/db/database.ts';
import { orderItems, orders, users } from '../../platform/db/schema.ts';
import type { Mail } from '../../platform/mailer.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** " (Size M, Black)" after a line's title, or nothing for a product without options. */
export function optionsOf(item: { size: string | null; colour: string | null }): string {
  const options = [item.size && `Size ${item.size}`, item.colour].filter(Boolean);
  return options.length ? ` (${options.join(', ')})` : '';
}

export async function orderConfirmationMail(db: Db, orderId: string): Promise<Mail | undefined> {
  const [row] = await db
    .select({ order: orders, email: users.email, name: users.userName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const money = (paise: number) => formatRupees(paiseToRupees(paise));
  const lines = items.map(
    (item) => `${item.quantity} × ${item.title}${optionsOf(item)} — ${money(item.unitPricePaise * item.quantity)}`,
  );
  const cashOnDelivery = row.order.paymentMethod === 'COD' && row.order.paymentStatus !== 'paid';
  const confirmed = cashOnDelivery
    ? `Thank you for your order. It is confirmed: please pay ${money(row.order.totalPaise)} in cash when it arrives.`
    : 'Thank you for your order. We have received your payment and your order is confirmed.';
  if (row.order.codFeePaise > 0) lines.push(`Cash on Delivery fee — ${money(row.order.codFeePaise)}`);
  const a = row.order.addressInfo;
  const address = `${a.address}, ${a.city}, ${a.state} ${a.zipCode}`;
  const text = [
    `Hello ${row.name},`,
    '',
    confirmed,
    '',
    `Order ID: ${orderId}`,
    ...lines,
    `Total: ${money(row.order.totalPaise)} (free delivery, all taxes included)`,
    '',
    `We will deliver to: ${address}`,
    'Orders are dispatched within 2 working days.',
    '',
    `— ${SHOP_NAME}`,
  ].join('\n');
  const html = `<div style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5"><p>Hello ${escape(row.name)},</p>
<p>${escape(confirmed)}</p><p><strong>Order ID:</strong> ${orderId}</p>
<ul>${lines.map((line) => `<li>${escape(line)}</li>`).join('')}</ul><p><strong>Total: ${escape(money(row.order.totalPaise))}</strong> (free delivery, all taxes included)</p>
<p>We will deliver to: ${escape(address)}</p><p>— ${escape(SHOP_NAME)}</p></div>`;
  return { to: row.email, subject: `${SHOP_NAME}: your order is confirmed`, text, html };
}

/**
 * A short mail to the order's shopper about a step of their order (a cancellation, a return, a refund): a greeting,
 * the paragraphs given, the order id, the shop's name.
 */
export async function orderNoticeMail(
  db: Db,
  orderId: string,
  subject: string,
  paragraphs: string[],
): Promise<Mail | undefined> {
  const [row] = await db
    .select({ email: users.email, name: users.userName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  const text = [
    `Hello ${row.name},`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `Order ID: ${orderId}`,
    '',
    `— ${SHOP_NAME}`,
  ].join('\n');
  const html = `<div style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5"><p>Hello ${escape(row.name)},</p>
${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}<p><strong>Order ID:</strong> ${orderId}</p><p>— ${escape(SHOP_NAME)}</p></div>`;
  return { to: row.email, subject: `${SHOP_NAME}: ${subject}`, text, html };
}

/** Sends a notice; a mail that fails is logged and never undoes what it tells of. */
export async function sendNotice(
  db: Db,
  mailer: { send(mail: Mail): Promise<void> },
  log: { error(o: object, m: string): void },
  orderId: string,
  subject: string,
  paragraphs: string[],
): Promise<void> {
  try {
    const mail = await orderNoticeMail(db, orderId, subject, paragraphs);
    if (mail) await mailer.send(mail);
  } catch (error) {
    log.error({ err: error, orderId }, `mail not sent: ${subject}`);
  }
}
