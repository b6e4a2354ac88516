// Owns what the shopper is told by mail when staff move their order on (it ships with its carrier and tracking
// number, it is delivered, or it is rejected) and when its parcel moves: picked up, out for delivery, delivered, or
// an attempt that failed.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { trackingUrl } from '@shop/contract/carriers';
import { formatRupees, paiseToRupees } from '@shop/contract/money';
import { LIMITS } from '@shop/contract/shop';
import { orders, users } from '../../platform/db/schema.ts';
import { getBrand } from '../settings/index.ts';
import { orderIdFact, orderMail, orderPageUrl, type OrderMailContent } from './order-mail.ts';
import { tellOnWhatsApp, type WhatsAppStep } from './order-whatsapp.ts';

/** The statuses a shopper hears about when staff move their order there. */
const TOLD = ['inShipping', 'delivered', 'rejected'] as const;
type ToldStatus = (typeof TOLD)[number];
const isTold = (status: string): status is ToldStatus => (TOLD as readonly string[]).includes(status);

type OrderFacts = {
  carrier: string | null;
  trackingNumber: string | null;
  paid: boolean;
};

function contentFor(status: ToldStatus, order: OrderFacts): Omit<OrderMailContent, 'orderUrl'> {
  switch (status) {
    case 'inShipping': {
      const link = trackingUrl(order.carrier, order.trackingNumber);
      const facts: OrderMailContent['facts'] = [];
      if (order.carrier) facts.push(['Carrier', order.carrier]);
      if (order.trackingNumber) facts.push(['Tracking number', order.trackingNumber]);
      return {
        subject: 'your order is on its way',
        paragraphs: [
          'Good news: your order has left us and is on its way to you.',
          ...(order.trackingNumber && !link
            ? ['You can follow it on the courier’s website with its tracking number.']
            : []),
        ],
        facts,
        extraLink: link ? { label: 'Track your parcel', url: link } : undefined,
      };
    }
    case 'delivered':
      return {
        subject: 'your order is delivered',
        paragraphs: [
          'Your order has been delivered. We hope you love it.',
          `If something is not right, you can ask to return or exchange it from your order within ${LIMITS.returnWithinDays} days.`,
        ],
        facts: [],
      };
    case 'rejected':
      return {
        subject: 'about your order',
        paragraphs: [
          'We are sorry: we could not fulfil your order, and it will not be sent.',
          order.paid
            ? 'What you paid is refunded to you; we will write again once the refund is processed.'
            : 'Nothing was charged for it.',
        ],
        facts: [],
      };
  }
}

/**
 * Tells the shopper their order moved to in shipping, delivered or rejected (any other move says nothing). A mail that
 * fails is logged and never undoes the move.
 */
export async function orderStepNotice(app: FastifyInstance, orderId: string, status: string): Promise<void> {
  if (!isTold(status)) return;
  let shipped: { carrier: string | null; trackingNumber: string | null } | undefined;
  await tellShopper(app, orderId, `order ${status}`, (row) => {
    shipped = row;
    return contentFor(status, { ...row, paid: row.paymentStatus === 'paid' });
  });
  if (status === 'delivered') await tellOnWhatsApp(app, orderId, { step: 'order_delivered' });
  if (status === 'inShipping' && shipped) {
    await tellOnWhatsApp(app, orderId, {
      step: 'order_shipped',
      courier: shipped.carrier,
      trackingUrl: trackingUrl(shipped.carrier, shipped.trackingNumber),
    });
  }
}

/**
 * Mails the order's shopper what `content` says of it, with the order's number first among the facts and a link to
 * it. A mail that fails is logged (as `what`) and never undoes what it tells.
 */
async function tellShopper(
  app: FastifyInstance,
  orderId: string,
  what: string,
  content: (order: {
    carrier: string | null;
    trackingNumber: string | null;
    paymentStatus: string;
  }) => Omit<OrderMailContent, 'orderUrl'>,
): Promise<void> {
  try {
    const [row] = await app.db
      .select({
        email: users.email,
        name: users.userName,
        carrier: orders.carrier,
        trackingNumber: orders.trackingNumber,
        paymentStatus: orders.paymentStatus,
        orderNumber: orders.orderNumber,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    if (!row) return;
    const told = content(row);
    await app.mailer.send(
      orderMail(
        row,
        {
          ...told,
          facts: [orderIdFact(row.orderNumber), ...told.facts],
          orderUrl: orderPageUrl(app.config.publicUrl, orderId),
        },
        await getBrand(app.db),
      ),
    );
  } catch (error) {
    app.log.error({ err: error, orderId }, `mail not sent: ${what}`);
  }
}

/** The steps of a parcel booked through the courier aggregator that the shopper hears of, once each. */
export type ParcelStep = 'picked_up' | 'out_for_delivery' | 'delivered' | 'undelivered';

/** What the mail says of the parcel: its courier, AWB and tracking page, the cash to keep ready, a failed attempt. */
export type ParcelFacts = {
  courierName: string | null;
  awb: string | null;
  trackingUrl: string | null;
  expectedDate: string | null;
  codPaise: number;
  reason?: string | null;
  /** Which delivery attempt this is (1 for the first): a second out-for-delivery or failure is news again. */
  attempt: number;
};

const dayWords = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00+05:30`).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  });

function parcelContent(step: ParcelStep, parcel: ParcelFacts): Omit<OrderMailContent, 'orderUrl'> {
  const facts: OrderMailContent['facts'] = [];
  if (parcel.courierName) facts.push(['Courier', parcel.courierName]);
  if (parcel.awb) facts.push(['AWB', parcel.awb]);
  const extraLink = parcel.trackingUrl ? { label: 'Track your parcel', url: parcel.trackingUrl } : undefined;
  const cash = formatRupees(paiseToRupees(parcel.codPaise));
  switch (step) {
    case 'picked_up':
      return {
        subject: 'your order is on its way',
        paragraphs: [
          'Good news: the courier has picked up your order and it is on its way to you.',
          ...(parcel.expectedDate ? [`It should reach you by ${dayWords(parcel.expectedDate)}.`] : []),
        ],
        facts,
        extraLink,
      };
    case 'out_for_delivery':
      return {
        subject: 'your order is out for delivery',
        paragraphs: [
          'Your order is out for delivery today. Please keep your phone close: the courier may call.',
          ...(parcel.codPaise > 0 ? [`Please keep ${cash} ready to pay in cash at the door.`] : []),
        ],
        facts,
        extraLink,
      };
    case 'delivered':
      return { ...contentFor('delivered', { carrier: null, trackingNumber: null, paid: true }), facts };
    case 'undelivered':
      return {
        subject: 'we could not deliver your order',
        paragraphs: [
          `The courier could not deliver your order today${parcel.reason ? `: ${parcel.reason}` : ''}.`,
          'We will ask them to try again. If you would like another day, or your address or phone needs a correction, reply to this mail and tell us.',
        ],
        facts,
        extraLink,
      };
  }
}

/** Tells the shopper of a step of their parcel. A mail that fails is logged and changes nothing. */
export async function parcelNotice(
  app: FastifyInstance,
  orderId: string,
  step: ParcelStep,
  parcel: ParcelFacts,
): Promise<void> {
  await tellShopper(app, orderId, `parcel ${step}`, () => parcelContent(step, parcel));
  const once = `${parcel.awb ?? 'parcel'}:${parcel.attempt}`;
  const told: WhatsAppStep = {
    picked_up: { step: 'order_shipped', courier: parcel.courierName, trackingUrl: parcel.trackingUrl } as const,
    out_for_delivery: { step: 'out_for_delivery', codPaise: parcel.codPaise, once } as const,
    delivered: { step: 'order_delivered' } as const,
    undelivered: { step: 'delivery_failed', reason: parcel.reason ?? null, once } as const,
  }[step];
  await tellOnWhatsApp(app, orderId, told);
}
