// Owns confirming Cash on Delivery orders across the shop: the shopper's answer (their order page, the mail's link, a
// code sent to the order's phone on WhatsApp), staff's confirmation after a call, the WhatsApp buttons, and the sweep
// that cancels the orders nobody confirmed in time; each followed by what the shopper is told.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { whatsappEndpoints } from '@shop/contract/whatsapp';
import { startBackgroundSweep } from '../platform/background-sweep.ts';
import { signedInUser } from '../platform/auth-guard.ts';
import { route } from '../platform/endpoint-routes.ts';
import { Conflict, NotFound, TooMany, Unauthorized } from '../platform/errors.ts';
import { limit } from '../platform/rate-limits.ts';
import {
  answerCodOrder,
  cancelUnconfirmed,
  COD_MESSAGES,
  type CodAnswerer,
  getOrder,
  newConfirmCode,
  noteOnOrder,
  unconfirmedCodOrders,
} from '../modules/orders/index.ts';
import { queueWhatsApp, sendQueuedWhatsApp, WHATSAPP_MESSAGES, whatsappRefusal } from '../modules/whatsapp/index.ts';
import { answerFailedDelivery, type ShippingSetup } from './ship-orders.ts';

/**
 * Answers for the order, then kicks the dispatcher for what follows: the confirmation mail and message, or the
 * cancellation's (and a parcel booked for it cancelled at the courier).
 */
export async function answerAndFollow(
  app: FastifyInstance,
  orderId: string,
  confirm: boolean,
  who: CodAnswerer,
): Promise<string> {
  const { message } = await answerCodOrder(app.db, orderId, confirm, who);
  await app.orderEffects.kick(orderId);
  return message;
}

/** /api/shop/order/confirm-cod: the shopper's own order, signed in or holding the mail's link. */
export const codConfirmRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    whatsappEndpoints.confirmCod,
    // A guesser of links or codes gets few tries; a shopper needs one or two.
    { onRequest: limit(app, 'confirm-cod', 30, 15) },
    async (request) => {
      const { confirm, token, code } = request.body;
      // The mail's link proves itself, whoever is signed in on this device; otherwise the session must own the order.
      const who: CodAnswerer = token
        ? { by: 'link', token }
        : request.user
          ? { by: 'shopper', userId: request.user.id, code }
          : unauthorized();
      return { success: true, message: await answerAndFollow(app, request.params.id, confirm, who) };
    },
  );

  route(app, whatsappEndpoints.sendCodCode, { onRequest: limit(app, 'cod-code', 10, 15) }, async (request) => {
    const user = signedInUser(request);
    // Only to a phone that said yes itself, and not past its codes for the day: a code is not a way to reach a stranger.
    const order = await getOrder(app.db, request.params.id, user.id);
    const refused = await whatsappRefusal(app.db, order.address_info.phone, 'cod_code');
    if (refused === 'not_opted_in') throw new Conflict(WHATSAPP_MESSAGES.codeNotOptedIn);
    if (refused === 'daily_cap') throw new TooMany(WHATSAPP_MESSAGES.codeDailyCap);
    const sent = await newConfirmCode(app.db, request.params.id, user.id);
    const queued = await queueWhatsApp(app.db, {
      key: `order:${request.params.id}:code:${Date.now()}`,
      orderId: request.params.id,
      phone: sent.phone,
      template: 'cod_code',
      params: [sent.code],
    });
    if (queued) await sendQueuedWhatsApp(app);
    return { success: true, message: COD_MESSAGES.codeSent };
  });
};

const unauthorized = (): never => {
  throw new Unauthorized();
};

/** /api/admin/orders/confirm-cod: staff confirm after a call with the shopper (the admin guard is on the scope). */
export const staffCodRoutes: FastifyPluginAsync = async (app) => {
  route(app, whatsappEndpoints.staffConfirmCod, {}, async (request) => {
    const staff = signedInUser(request);
    const message = await answerAndFollow(app, request.params.id, true, {
      by: 'staff',
      staffId: staff.id,
      note: request.body.note,
    });
    return { success: true, message };
  });
};

/**
 * A button the shopper pressed on WhatsApp: confirm or cancel their Cash on Delivery order, or answer a failed
 * delivery (try another day, or change the address, which staff take up with them). A press that no longer fits (the
 * order was answered meanwhile, the phone is not the order's) changes nothing and is logged.
 */
export async function whatsappButtonPressed(
  app: FastifyInstance,
  shipping: ShippingSetup,
  press: { phone: string; payload: string },
): Promise<void> {
  const [kind, answer, orderId] = press.payload.split(':');
  try {
    if (kind === 'cod' && orderId && (answer === 'confirm' || answer === 'cancel')) {
      await answerAndFollow(app, orderId, answer === 'confirm', { by: 'whatsapp', phone: press.phone });
      return;
    }
    if (kind === 'ndr' && orderId && (answer === 'reattempt' || answer === 'address')) {
      const order = await getOrder(app.db, orderId);
      if (order.address_info.phone !== press.phone) throw new NotFound('Not this phone’s order');
      if (answer === 'reattempt') {
        await answerFailedDelivery(app, shipping, orderId, { action: 'reattempt', date: nextDay() }, order.user_id);
      } else {
        await noteOnOrder(
          app.db,
          orderId,
          order.user_id,
          'Failed delivery: the shopper asked on WhatsApp to change the address; call them',
        );
      }
      return;
    }
    app.log.info({ press }, 'WhatsApp button not for us to act on');
  } catch (error) {
    app.log.info({ err: error, press }, 'WhatsApp button pressed for an order that no longer takes it');
  }
}

/** Tomorrow in India's calendar, as the courier takes a re-attempt's day. */
const nextDay = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + 86_400_000));

/** Cancels the Cash on Delivery orders nobody confirmed in time, every sweep round, one instance at a time. */
export function startCodConfirmSweeper(app: FastifyInstance, everyMs: number): void {
  startBackgroundSweep(app, {
    name: 'unconfirmed COD sweep',
    lock: 7_204_010,
    everyMs,
    work: () => cancelUnconfirmedOrders(app),
  });
}

/** One round of the sweep; answers how many orders it cancelled. */
export async function cancelUnconfirmedOrders(app: FastifyInstance, now = new Date()): Promise<number> {
  let cancelled = 0;
  for (const orderId of await unconfirmedCodOrders(app.db, now)) {
    if (!(await cancelUnconfirmed(app.db, orderId, now))) continue;
    cancelled += 1;
    await app.orderEffects.kick(orderId);
  }
  return cancelled;
}
