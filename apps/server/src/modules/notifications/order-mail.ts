// Owns the mails about a shopper's order: their layout (plain text, and HTML that reads well on a phone), the
// confirmation (what was bought, what it cost, where it goes), and the short notice of a later step.
import { eq } from 'drizzle-orm';
import { optionsOf } from '@shop/contract/catalog';
import { formatRupees, paiseToRupees } from '@shop/contract/money';
import { formatOrderNumber } from '@shop/contract/order-number';
import type { Brand } from '@shop/contract/brand';
import type { Db } from '../../platform/db/database.ts';
import { orderItems, orders, users } from '../../platform/db/schema.ts';
import type { Mail } from '../../platform/mailer.ts';
import { grossOf } from '../pricing/index.ts';
import { dateTime } from '../orders/index.ts';
import { getBrand } from '../settings/index.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What a mail shows of the shop: its name, and its accent for the button and links. */
export type MailBrand = Pick<Brand, 'name' | 'accent'>;

/** The shopper's account page, opening this order's details. */
export const orderPageUrl = (publicUrl: string, orderId: string) =>
  `${publicUrl.replace(/\/+$/, '')}/shop/account?order=${encodeURIComponent(orderId)}`;

/** " (Size M, Black)" after a line's title, or nothing for a product without options. */
export type OrderMailContent = {
  subject: string;
  /** What the mail is about, first. */
  paragraphs: string[];
  /** Label and value: the order id, a total, a carrier… */
  facts: [label: string, value: string][];
  /** The lines bought, one each, when the mail lists them. */
  items?: string[];
  /** Said after the facts. */
  closing?: string[];
  /** The order's page; the mail then has a "View your order" button (and the link in its text). */
  orderUrl?: string | undefined;
  /** The button's words instead of "View your order", when it leads somewhere else (confirming the order). */
  buttonLabel?: string | undefined;
  /** A second link under the button, such as the courier's tracking page. */
  extraLink?: { label: string; url: string } | undefined;
};

/**
 * One mail to a shopper about their order, in two parts: plain text, and a single column of at most 600 px with inline
 * styles (what mail apps keep), laid out in tables for the ones that ignore CSS layout.
 */
export function orderMail(to: { email: string; name: string }, content: OrderMailContent, brand: MailBrand): Mail {
  const { paragraphs, facts, items = [], closing = [], orderUrl, extraLink } = content;
  const buttonLabel = content.buttonLabel ?? 'View your order';
  const subject = `${brand.name}: ${content.subject}`;
  const text = [
    `Hello ${to.name},`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(items.length ? [...items, ''] : []),
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    ...closing.flatMap((p) => [p, '']),
    ...(orderUrl ? [`${buttonLabel}: ${orderUrl}`, ''] : []),
    ...(extraLink ? [`${extraLink.label}: ${extraLink.url}`, ''] : []),
    `— ${brand.name}`,
  ].join('\n');

  const p = (words: string) => `<p style="margin:0 0 16px">${escape(words)}</p>`;
  const itemList = items.length
    ? `<ul style="margin:0 0 16px;padding:0 0 0 20px">${items.map((item) => `<li style="margin:0 0 4px">${escape(item)}</li>`).join('')}</ul>`
    : '';
  const factRows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:8px 0;border-top:1px solid #e5e7eb;color:#6b7280;font-size:14px">${escape(label)}<br><span style="color:#111827;font-size:16px;word-break:break-word">${escape(value)}</span></td></tr>`,
    )
    .join('');
  const button = orderUrl
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:6px;background:${brand.accent}"><a href="${escape(orderUrl)}" style="display:inline-block;padding:12px 24px;color:#ffffff;font-weight:600;font-size:16px;text-decoration:none;border-radius:6px">${escape(buttonLabel)}</a></td></tr></table>`
    : '';
  const extra = extraLink
    ? `<p style="margin:0 0 16px"><a href="${escape(extraLink.url)}" style="color:${brand.accent};font-weight:600">${escape(extraLink.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<div style="display:none;max-height:0;overflow:hidden">${escape(paragraphs[0] ?? '')}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:3px solid ${brand.accent};font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:20px;font-weight:700;color:${brand.accent}">${escape(brand.name)}</td></tr>
<tr><td style="padding:24px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">
${p(`Hello ${to.name},`)}
${paragraphs.map(p).join('\n')}
${itemList}
${facts.length ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${factRows}</table>` : ''}
${closing.map(p).join('\n')}
${button}${extra}
<p style="margin:0;color:#6b7280;font-size:14px">— ${escape(brand.name)}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { to: to.email, subject, text, html };
}

/**
 * The order as a mail names it: its short number, what the shopper reads out to us and staff search by (the mail's
 * link carries the long id).
 */
export const orderIdFact = (orderNumber: number): [string, string] => ['Order ID', formatOrderNumber(orderNumber)];

const money = (paise: number) => formatRupees(paiseToRupees(paise));

/** The order, its shopper's name and email (whom a mail greets and goes to), and its lines. */
async function orderWithShopper(db: Db, orderId: string) {
  const [row] = await db
    .select({ order: orders, email: users.email, name: users.userName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  return { row, items: await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)) };
}

/** `orderUrl`: the order's page, for the "View your order" button (orderPageUrl with the shop's public URL). */
export async function orderConfirmationMail(db: Db, orderId: string, orderUrl?: string): Promise<Mail | undefined> {
  const found = await orderWithShopper(db, orderId);
  if (!found) return undefined;
  const { row, items } = found;
  const brand = await getBrand(db);
  const lines = items.map((item) => `${item.quantity} × ${item.title}${optionsOf(item)} — ${money(grossOf(item))}`);
  const cashOnDelivery = row.order.paymentMethod === 'COD' && row.order.paymentStatus !== 'paid';
  const confirmed = cashOnDelivery
    ? `Thank you for your order. It is confirmed: please pay ${money(row.order.totalPaise)} in cash when it arrives.`
    : 'Thank you for your order. We have received your payment and your order is confirmed.';
  if (row.order.discountPaise > 0) lines.push(`Coupon ${row.order.couponCode} — −${money(row.order.discountPaise)}`);
  if (row.order.onlineDiscountPaise > 0) lines.push(`Paid online — −${money(row.order.onlineDiscountPaise)}`);
  if (row.order.codFeePaise > 0) lines.push(`Cash on Delivery fee — ${money(row.order.codFeePaise)}`);
  const a = row.order.addressInfo;
  return orderMail(
    row,
    {
      subject: 'your order is confirmed',
      paragraphs: [confirmed],
      items: lines,
      facts: [
        orderIdFact(row.order.orderNumber),
        ['Total', `${money(row.order.totalPaise)} (free delivery, all taxes included)`],
        ['We will deliver to', `${a.address}, ${a.city}, ${a.state} ${a.zipCode}`],
      ],
      closing: ['Orders are dispatched within 2 working days.'],
      orderUrl,
    },
    brand,
  );
}

/**
 * Asks the shopper to confirm the Cash on Delivery order they placed, by `confirmBy`, with a button to the page that
 * confirms or cancels it (`confirmUrl`, which works without signing in).
 */
export async function codConfirmRequestMail(
  db: Db,
  orderId: string,
  confirmUrl: string,
  confirmBy: Date,
): Promise<Mail | undefined> {
  const found = await orderWithShopper(db, orderId);
  if (!found) return undefined;
  const { row, items } = found;
  const by = dateTime(confirmBy);
  return orderMail(
    row,
    {
      subject: 'please confirm your order',
      paragraphs: [
        `Thank you for your order. You chose to pay ${money(row.order.totalPaise)} in cash on delivery: please confirm the order by ${by} so that we can pack it.`,
        'An order that is not confirmed by then is cancelled, and nothing is charged.',
      ],
      items: items.map((item) => `${item.quantity} × ${item.title}${optionsOf(item)}`),
      facts: [orderIdFact(row.order.orderNumber), ['Pay on delivery', money(row.order.totalPaise)]],
      closing: ['Did not place this order? Open the link and choose "Cancel order".'],
      orderUrl: confirmUrl,
      buttonLabel: 'Confirm your order',
    },
    await getBrand(db),
  );
}

/**
 * A short mail to the order's shopper about a step of their order (a cancellation, a return, a refund): a greeting,
 * the paragraphs given, the order id, the shop's name; with `orderUrl`, a button to the order.
 */
export async function orderNoticeMail(
  db: Db,
  orderId: string,
  subject: string,
  paragraphs: string[],
  orderUrl?: string,
): Promise<Mail | undefined> {
  const [row] = await db
    .select({ email: users.email, name: users.userName, orderNumber: orders.orderNumber })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  return orderMail(row, { subject, paragraphs, facts: [orderIdFact(row.orderNumber)], orderUrl }, await getBrand(db));
}

/** Sends a notice; a mail that fails is logged and never undoes what it tells of. */
export async function sendNotice(
  db: Db,
  mailer: { send(mail: Mail): Promise<void> },
  log: { error(o: object, m: string): void },
  orderId: string,
  subject: string,
  paragraphs: string[],
  orderUrl?: string,
): Promise<void> {
  try {
    const mail = await orderNoticeMail(db, orderId, subject, paragraphs, orderUrl);
    if (mail) await mailer.send(mail);
  } catch (error) {
    log.error({ err: error, orderId }, `mail not sent: ${subject}`);
  }
}
