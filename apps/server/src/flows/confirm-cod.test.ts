import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatOrderNumber } from '@shop/contract/order-number';
import { orderEvents, orders, whatsappMessages, whatsappOptIns } from '../platform/db/schema.ts';
import { readOutbox } from '../platform/mailer.ts';
import type { TestApp } from '../testing/test-app.ts';
import {
  confirmedCodOrder,
  openShop,
  orderRow,
  placeOrder,
  readyShopper,
  type ReadyShopper,
  savePickup,
  stockOf,
  until,
} from '../testing/checkout-fixtures.ts';
import { cancelUnconfirmedOrders } from './confirm-cod.ts';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  ({ app, admin } = await openShop());
  await savePickup(app, admin);
});
afterAll(() => app.close());

const confirmCod = (orderId: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/shop/order/confirm-cod/${orderId}`, headers, payload });

const ship = (orderId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/shipping/ship',
    headers: { cookie: admin },
    payload: { order_ids: [orderId] },
  });

const mailsTo = async (email: string, subject: string) =>
  (await readOutbox(app.mailer.outbox!, 500)).filter((mail) => mail.to === email && mail.subject.includes(subject));

const shopperView = async (s: ReadyShopper, orderId: string) =>
  (await app.inject({ method: 'GET', url: `/api/shop/order/details/${orderId}`, headers: s.headers })).json().data;

/** The token in the link of the mail asking the shopper to confirm. */
async function linkToken(s: ReadyShopper, orderId: string): Promise<string> {
  const [mail] = await mailsTo(s.user.email, 'please confirm your order');
  const link = mail!.text.match(/Confirm your order: (\S+)/)![1]!;
  const url = new URL(link);
  expect(url.pathname).toBe(`/shop/confirm-order/${orderId}`);
  return url.searchParams.get('token')!;
}

describe('confirming a Cash on Delivery order', () => {
  it('waits for the shopper, asks by mail, and ships only once they confirm from the link', async () => {
    const s = await readyShopper(app); // 2 × ₹1,250
    const { order_id: orderId } = await placeOrder(app, s, 'COD');

    const placed = await shopperView(s, orderId);
    expect(placed).toMatchObject({ order_status: 'pending', cod_confirmation: 'awaiting' });
    expect(placed.allowed_actions).toEqual(expect.arrayContaining(['confirm_cod', 'cancel']));
    // Four hours by default: its stock is held for nothing paid meanwhile.
    const hoursLeft = (Date.parse(placed.cod_confirm_until) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(3.9);
    expect(hoursLeft).toBeLessThanOrEqual(4);
    // Its stock is off sale meanwhile, held for it.
    expect(await stockOf(app, s.product.id)).toBe(3);
    const [asked] = await mailsTo(s.user.email, 'please confirm your order');
    expect(asked!.text).toContain('please confirm the order by');
    expect(asked!.text).toContain('₹2,500.00');
    expect(await mailsTo(s.user.email, 'your order is confirmed')).toHaveLength(0);

    // Not shippable yet: staff are not offered it, and asking anyway is refused.
    const staffView = (
      await app.inject({ method: 'GET', url: `/api/admin/orders/details/${orderId}`, headers: { cookie: admin } })
    ).json().data;
    expect(staffView.allowed_actions).not.toContain('ship');
    expect(staffView.allowed_actions).toContain('confirm_cod');
    const early = await ship(orderId);
    expect(early.json().data.failed[0].message).toBe(
      'The shopper has not confirmed this Cash on Delivery order yet: it ships once confirmed.',
    );

    // The mail's link works without a session; a wrong token changes nothing.
    const token = await linkToken(s, orderId);
    const wrong = await confirmCod(orderId, { confirm: true, token: `${token}x` });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('This link is not valid for this order: open it from your mail again.');
    expect((await orderRow(app, orderId)).codConfirmation).toBe('awaiting');

    const confirmed = await confirmCod(orderId, { confirm: true, token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe('Your order is confirmed. We will pack it now.');
    expect(await orderRow(app, orderId)).toMatchObject({ orderStatus: 'confirmed', codConfirmation: 'confirmed' });
    const [mail] = await mailsTo(s.user.email, 'your order is confirmed');
    expect(mail!.text).toContain('please pay ₹2,500.00 in cash when it arrives');
    const timeline = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(timeline.map((event) => event.note)).toContain('Confirmed by the shopper from the mail');

    const shipped = await ship(orderId);
    expect(shipped.json().data.shipments).toHaveLength(1);
  });

  it('answers a second confirmation kindly, once, and refuses one after the order was cancelled', async () => {
    const s = await readyShopper(app);
    const { order_id: orderId } = await placeOrder(app, s, 'COD');
    const [first, second] = await Promise.all([
      confirmCod(orderId, { confirm: true }, s.headers),
      confirmCod(orderId, { confirm: true }, s.headers),
    ]);
    expect([first.json().message, second.json().message].sort()).toEqual([
      'Your order is already confirmed.',
      'Your order is confirmed. We will pack it now.',
    ]);
    expect(await mailsTo(s.user.email, 'your order is confirmed')).toHaveLength(1);

    const other = await readyShopper(app);
    const { order_id: cancelledId } = await placeOrder(app, other, 'COD');
    const cancelled = await confirmCod(cancelledId, { confirm: false }, other.headers);
    expect(cancelled.json().message).toBe('Your order is cancelled.');
    expect(await stockOf(app, other.product.id)).toBe(5);
    const late = await confirmCod(cancelledId, { confirm: true }, other.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This order was cancelled, so it can no longer be confirmed.');
    expect(await orderRow(app, cancelledId)).toMatchObject({ orderStatus: 'cancelled', codConfirmation: 'cancelled' });
  });

  it("is another shopper's order to nobody else", async () => {
    const s = await readyShopper(app);
    const stranger = await readyShopper(app);
    const { order_id: orderId } = await placeOrder(app, s, 'COD');
    expect((await confirmCod(orderId, { confirm: true }, stranger.headers)).statusCode).toBe(404);
    expect((await confirmCod(orderId, { confirm: false })).statusCode).toBe(401);
    expect((await orderRow(app, orderId)).codConfirmation).toBe('awaiting');
  });

  it('cancels an order nobody confirmed in time, its stock back on sale, and tells the shopper', async () => {
    const s = await readyShopper(app);
    const { order_id: orderId } = await placeOrder(app, s, 'COD');
    expect(await stockOf(app, s.product.id)).toBe(3);
    // Not yet: an hour before its time is up, the sweep leaves it.
    const until = (await orderRow(app, orderId)).codConfirmUntil!;
    await cancelUnconfirmedOrders(app, new Date(until.getTime() - 3_600_000));
    expect((await orderRow(app, orderId)).codConfirmation).toBe('awaiting');

    const later = new Date(until.getTime() + 1000);
    await Promise.all([cancelUnconfirmedOrders(app, later), cancelUnconfirmedOrders(app, later)]);
    expect(await orderRow(app, orderId)).toMatchObject({ orderStatus: 'cancelled', codConfirmation: 'cancelled' });
    expect(await stockOf(app, s.product.id)).toBe(5);
    expect(await mailsTo(s.user.email, 'your order is cancelled')).toHaveLength(1);
    const late = await confirmCod(orderId, { confirm: true }, s.headers);
    expect(late.statusCode).toBe(409);
  });

  it('is confirmed by staff after a call, with what the shopper said on the timeline', async () => {
    const s = await readyShopper(app);
    const { order_id: orderId } = await placeOrder(app, s, 'COD');
    const staffConfirm = (payload: object) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/orders/confirm-cod/${orderId}`,
        headers: { cookie: admin },
        payload,
      });
    expect((await staffConfirm({ note: '' })).json().message).toBe('note: Say what the shopper said on the call');
    const confirmed = await staffConfirm({ note: 'Called at 11; she wants it' });
    expect(confirmed.json().message).toBe('Cash on Delivery order confirmed after the call.');
    const timeline = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(timeline.map((event) => event.note)).toContain(
      'Confirmed by staff after a call: Called at 11; she wants it',
    );
    expect((await app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.codConfirmation).toBe('confirmed');
  });

  it('keeps staff from moving an unconfirmed order on by hand', async () => {
    const s = await readyShopper(app);
    const { order_id: orderId } = await placeOrder(app, s, 'COD');
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/admin/orders/update/${orderId}`,
      headers: { cookie: admin },
      payload: { orderStatus: 'inShipping' },
    });
    expect(moved.statusCode).toBe(400);
    expect((await orderRow(app, orderId)).orderStatus).toBe('pending');
    const { order_id: confirmedId } = await confirmedCodOrder(app, await readyShopper(app));
    expect((await orderRow(app, confirmedId)).orderStatus).toBe('confirmed');
  });

  describe('on WhatsApp', () => {
    /** The phone of the fixtures' address: the sandbox keeps an inbox per phone. */
    const PHONE = '9820012345';
    const inbox = async () => (await app.inject({ method: 'GET', url: `/api/sandbox/whatsapp/inbox/${PHONE}` })).body;
    const press = (context: string, button: number) =>
      app.inject({
        method: 'POST',
        url: `/api/sandbox/whatsapp/inbox/${PHONE}/reply`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ context, button: String(button) }).toString(),
      });

    const ANOTHER_ADDRESS = {
      address_line1: '4 Hill Road',
      address_line2: 'Bandra West',
      city: 'Mumbai',
      state: 'Maharashtra',
      zip_code: '400050',
      country: 'India',
      landmark: 'Near the church',
      notes: 'Any time',
    };
    /** The phone's messages (newest first), each an <article>. */
    const articlesOf = async (phone: string) =>
      (await app.inject({ method: 'GET', url: `/api/sandbox/whatsapp/inbox/${phone}` })).body
        .split('<article')
        .slice(1);
    const write = (text: string, phone = PHONE) =>
      app.inject({
        method: 'POST',
        url: `/api/sandbox/whatsapp/inbox/${phone}/reply`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ text }).toString(),
      });

    it('sends a code only to a phone that said yes itself, a wrong code refused, none after a STOP', async () => {
      const s = await readyShopper(app);
      const { order_id: orderId } = await placeOrder(app, s, 'COD');
      const askCode = () =>
        app.inject({ method: 'POST', url: `/api/shop/order/confirm-cod/${orderId}/code`, headers: s.headers });
      const stranger = await askCode();
      expect(stranger.statusCode).toBe(409);
      expect(stranger.json().message).toBe(
        'We send codes on WhatsApp only to a phone that said yes to our messages: please confirm with the link in your mail.',
      );
      expect(await inbox()).not.toContain('is your verification code');

      expect((await write('START')).headers.location).toContain('sent=START');
      expect((await askCode()).json().message).toBe('We sent a 6-digit code to your phone on WhatsApp.');
      const again = await askCode();
      expect(again.statusCode).toBe(429);
      expect(again.json().message).toBe('A code was sent less than a minute ago: please wait for it.');
      let code = '';
      await until(async () => {
        code = (await inbox()).match(/(\d{6}) is your verification code/)?.[1] ?? '';
        return code !== '';
      });
      const wrong = await confirmCod(
        orderId,
        { confirm: true, code: code === '000000' ? '111111' : '000000' },
        s.headers,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('That code is not right. Check the WhatsApp message and try again.');
      expect((await orderRow(app, orderId)).codConfirmation).toBe('awaiting');
      const right = await confirmCod(orderId, { confirm: true, code }, s.headers);
      expect(right.json().message).toBe('Your order is confirmed. We will pack it now.');
      expect((await orderRow(app, orderId)).codConfirmation).toBe('confirmed');

      // The phone says STOP: another order's code is refused, and nothing more reaches it.
      await write('STOP');
      const other = await readyShopper(app);
      const { order_id: otherId } = await placeOrder(app, other, 'COD');
      const afterStop = await app.inject({
        method: 'POST',
        url: `/api/shop/order/confirm-cod/${otherId}/code`,
        headers: other.headers,
      });
      expect(afterStop.statusCode).toBe(409);
      await write('START');
    });

    it('refuses a fourth code to one phone in a day', async () => {
      const asked = [];
      for (let i = 0; i < 4; i += 1) {
        const s = await readyShopper(app);
        const { order_id: orderId } = await placeOrder(app, s, 'COD');
        const response = await app.inject({
          method: 'POST',
          url: `/api/shop/order/confirm-cod/${orderId}/code`,
          headers: s.headers,
        });
        asked.push(response.statusCode);
        if (i === 3)
          expect(response.json().message).toBe(
            'We have sent this phone as many codes as we can today: please confirm with the link in your mail.',
          );
      }
      // One code went to this phone in the test before: two more today, then no more.
      expect(asked).toEqual([200, 200, 429, 429]);
    });

    it('asks a new phone once for its yes, and asks to confirm the order once the phone says yes', async () => {
      const phone = '9820054321';
      const s = await readyShopper(app);
      const added = await app.inject({
        method: 'POST',
        url: '/api/shop/address/add',
        headers: s.headers,
        payload: { ...ANOTHER_ADDRESS, phone },
      });
      const shopper = { ...s, addressId: added.json().data._id as string };
      const { order_id: orderId } = await placeOrder(app, shopper, 'COD', { whatsapp_opt_in: true });
      let asking = '';
      await until(async () => {
        asking = (await articlesOf(phone)).find((one) => one.includes('Yes, send updates')) ?? '';
        return asking !== '';
      });
      expect(await articlesOf(phone)).toHaveLength(1);
      expect(asking).toContain('A shopper gave this number at our checkout');
      const pressed = await app.inject({
        method: 'POST',
        url: `/api/sandbox/whatsapp/inbox/${phone}/reply`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          context: asking.match(/name="context" value="([^"]+)"/)![1]!,
          button: '0',
        }).toString(),
      });
      expect(pressed.headers.location).toContain('sent=Yes%2C+send+updates');
      const number = formatOrderNumber((await orderRow(app, orderId)).orderNumber);
      let confirmAsk = '';
      await until(async () => {
        confirmAsk = (await articlesOf(phone)).find((one) => one.includes(`order ${number} comes to`)) ?? '';
        return confirmAsk !== '';
      });
      // The shop's words first, never the shopper's name.
      expect(confirmAsk).toContain('<p class="text">Thank you for shopping with Thread &amp; Tote!');
      expect(confirmAsk).not.toContain(s.user.userName);

      // Another order to the phone with the box ticked asks nothing again: the phone already answered.
      const next = await readyShopper(app);
      const nextAddress = await app.inject({
        method: 'POST',
        url: '/api/shop/address/add',
        headers: next.headers,
        payload: { ...ANOTHER_ADDRESS, phone },
      });
      await placeOrder(app, { ...next, addressId: nextAddress.json().data._id }, 'COD', { whatsapp_opt_in: true });
      const consents = await app.db.select().from(whatsappMessages).where(eq(whatsappMessages.phone, phone));
      expect(consents.filter((m) => m.template === 'whatsapp_consent')).toHaveLength(1);
    });

    it('never lets a checkout override a STOP, or move the phone to another account', async () => {
      const phone = '9820067890';
      const withPhone = async () => {
        const s = await readyShopper(app);
        const added = await app.inject({
          method: 'POST',
          url: '/api/shop/address/add',
          headers: s.headers,
          payload: { ...ANOTHER_ADDRESS, phone },
        });
        return { ...s, addressId: added.json().data._id as string };
      };
      const owner = await withPhone();
      await placeOrder(app, owner, 'COD', { whatsapp_opt_in: true });
      await write('START', phone);
      await write('STOP', phone);
      const stranger = await withPhone();
      const { order_id: strangers } = await placeOrder(app, stranger, 'COD', { whatsapp_opt_in: true });

      const optIns = async (who: ReadyShopper) =>
        (await app.inject({ method: 'GET', url: '/api/shop/whatsapp/opt-ins', headers: who.headers })).json().data;
      expect(await optIns(owner)).toEqual([expect.objectContaining({ phone, opted_in: false })]);
      expect(await optIns(stranger)).toEqual([]);
      const [row] = await app.db.select().from(whatsappOptIns).where(eq(whatsappOptIns.phone, phone));
      expect(row).toMatchObject({ userId: owner.user.id, optedIn: false, source: 'reply' });
      expect(await app.db.select().from(whatsappMessages).where(eq(whatsappMessages.orderId, strangers))).toEqual([]);
    });

    it('asks a shopper who said yes, whose "Confirm order" button confirms it; pressed twice, told once', async () => {
      const s = await readyShopper(app);
      const { order_id: orderId } = await placeOrder(app, s, 'COD', { whatsapp_opt_in: true });
      const number = formatOrderNumber((await orderRow(app, orderId)).orderNumber);
      let context = '';
      await until(async () => {
        const asking = (await inbox()).split('<article').find((one) => one.includes(`order ${number} comes to`));
        context = asking?.match(/name="context" value="([^"]+)"/)?.[1] ?? '';
        return context !== '';
      });
      const pressed = await press(context, 0);
      expect(pressed.statusCode).toBe(303);
      expect(pressed.headers.location).toContain('sent=Confirm+order');
      expect(await orderRow(app, orderId)).toMatchObject({ orderStatus: 'confirmed', codConfirmation: 'confirmed' });
      await press(context, 0);

      const messages = () => app.db.select().from(whatsappMessages).where(eq(whatsappMessages.orderId, orderId));
      await until(async () => (await messages()).every((message) => message.state !== 'queued'));
      expect((await messages()).map((message) => message.template).sort()).toEqual(['cod_confirm', 'order_confirmed']);
      expect(await mailsTo(s.user.email, 'your order is confirmed')).toHaveLength(1);
      const timeline = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
      expect(timeline.map((event) => event.note)).toContain('Confirmed by the shopper on WhatsApp');
    });
  });
});
