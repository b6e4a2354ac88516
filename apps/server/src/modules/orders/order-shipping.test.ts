import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/contract/orders';
import { readOutbox } from '../../platform/mailer.ts';
import { signedInUser } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { confirmedCodOrder, readyShopper, type ReadyShopper } from '../../testing/checkout-fixtures.ts';

let app: TestApp;
let admin: { cookie: string; email: string };
beforeAll(async () => {
  app = await createTestApp();
  const staff = await signedInUser(app, { role: 'admin' });
  admin = { cookie: staff.cookie, email: staff.user.email };
});
afterAll(() => app.close());

/** A shopper with a Cash on Delivery order, confirmed by them. */
async function confirmedOrder() {
  const shopper = await readyShopper(app);
  const { order_id: orderId } = await confirmedCodOrder(app, shopper);
  return { shopper, orderId };
}

const staffUpdate = (orderId: string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/admin/orders/update/${orderId}`, headers: { cookie: admin.cookie }, payload });

const staffDetails = async (orderId: string): Promise<Order> =>
  (await app.inject({ url: `/api/admin/orders/details/${orderId}`, headers: { cookie: admin.cookie } })).json().data;

const shopperDetails = async (s: ReadyShopper, orderId: string) =>
  app.inject({ url: `/api/shop/order/details/${orderId}`, headers: s.headers });

/** The mails the shopper got, oldest first, but for the order's confirmation (and the request to confirm it). */
const stepMails = async (s: ReadyShopper) =>
  (await readOutbox(app.mailer.outbox!))
    .filter(
      (mail) =>
        mail.to === s.user.email &&
        !mail.subject.endsWith('your order is confirmed') &&
        !mail.subject.endsWith('please confirm your order'),
    )
    .reverse();

const orderPage = (orderId: string) => `${app.config.publicUrl}/shop/account?order=${orderId}`;

describe('tracking and staff notes', () => {
  it('saves the carrier and tracking number, shows them with the courier’s link, and clears them', async () => {
    const { shopper, orderId } = await confirmedOrder();
    const saved = await staffUpdate(orderId, { carrier: 'Delhivery', trackingNumber: ' 1234567890123 ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Tracking saved.');
    expect((await shopperDetails(shopper, orderId)).json().data).toMatchObject({
      order_status: 'confirmed',
      carrier: 'Delhivery',
      tracking_number: '1234567890123',
      tracking_url: 'https://www.delhivery.com/track-v2/package/1234567890123',
    });

    // A courier of staff's own has no link; the number is still shown.
    await staffUpdate(orderId, { carrier: 'Our own van' });
    expect((await shopperDetails(shopper, orderId)).json().data).toMatchObject({
      carrier: 'Our own van',
      tracking_number: '1234567890123',
      tracking_url: null,
    });

    await staffUpdate(orderId, { carrier: '', trackingNumber: '' });
    expect((await shopperDetails(shopper, orderId)).json().data).toMatchObject({
      carrier: null,
      tracking_number: null,
      tracking_url: null,
    });
    const notes = (await staffDetails(orderId)).events!.filter((event) => event.kind === 'note').map((e) => e.note);
    expect(notes).toEqual([
      'Tracking: none → Delhivery 1234567890123',
      'Tracking: Delhivery 1234567890123 → Our own van 1234567890123',
      'Tracking: Our own van 1234567890123 → none',
    ]);
    expect(await stepMails(shopper)).toEqual([]);
  });

  it('keeps a private note in the staff timeline only', async () => {
    const { shopper, orderId } = await confirmedOrder();
    const noted = await staffUpdate(orderId, { note: 'Shopper asked us to call before delivering.' });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().message).toBe('Note added.');

    const events = (await staffDetails(orderId)).events!;
    expect(events.at(-1)).toMatchObject({
      kind: 'note',
      note: 'Shopper asked us to call before delivering.',
      actor: `Staff (${admin.email})`,
    });
    const forShopper = await shopperDetails(shopper, orderId);
    expect(forShopper.json().data.events).toBeUndefined();
    expect(forShopper.body).not.toContain('call before delivering');
    const list = await app.inject({ url: `/api/shop/order/list/${shopper.user.id}`, headers: shopper.headers });
    expect(list.body).not.toContain('call before delivering');
  });

  it('refuses a carrier, tracking number or note that is too long', async () => {
    const { orderId } = await confirmedOrder();
    expect((await staffUpdate(orderId, { carrier: 'x'.repeat(61) })).statusCode).toBe(400);
    expect((await staffUpdate(orderId, { trackingNumber: '1'.repeat(61) })).statusCode).toBe(400);
    expect((await staffUpdate(orderId, { note: 'n'.repeat(1001) })).statusCode).toBe(400);
  });
});

describe('mails at each step', () => {
  it('tells the shopper their order ships, with its carrier, tracking number and link, then that it is delivered', async () => {
    const { shopper, orderId } = await confirmedOrder();
    await staffUpdate(orderId, { orderStatus: 'inProcess' });
    expect(await stepMails(shopper)).toEqual([]);

    const shipped = await staffUpdate(orderId, {
      orderStatus: 'inShipping',
      carrier: 'Blue Dart',
      trackingNumber: '81234567890',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [onItsWay, ...others] = await stepMails(shopper);
    expect(others).toEqual([]);
    expect(onItsWay!.subject).toBe('Thread & Tote: your order is on its way');
    const track = 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=81234567890';
    // The mail names the order by the number the shopper reads out to us; its link carries the long id.
    const { order_number: orderNumber } = await staffDetails(orderId);
    expect(orderNumber).toMatch(/^TT-\d{4,}$/);
    for (const words of ['Carrier: Blue Dart', 'Tracking number: 81234567890', `Order ID: ${orderNumber}`]) {
      expect(onItsWay!.text).toContain(words);
    }
    expect(onItsWay!.text).toContain(`View your order: ${orderPage(orderId)}`);
    expect(onItsWay!.text).toContain(`Track your parcel: ${track}`);
    expect(onItsWay!.html).toContain(`href="${orderPage(orderId)}"`);
    expect(onItsWay!.html).toContain('View your order');
    expect(onItsWay!.html).toContain(`href="${track.replaceAll('&', '&#38;')}"`);
    expect(onItsWay!.html).toContain('81234567890');
    expect(onItsWay!.html).toContain('max-width:600px');
    expect(onItsWay!.html).toContain('name="viewport"');

    // The same status again, or a note, tells nothing new; a new tracking number on its way does.
    await staffUpdate(orderId, { orderStatus: 'inShipping' });
    await staffUpdate(orderId, { note: 'Packed twice' });
    expect(await stepMails(shopper)).toHaveLength(1);
    await staffUpdate(orderId, { trackingNumber: '81234567891', note: 'Relabelled' });
    const relabelled = await stepMails(shopper);
    expect(relabelled).toHaveLength(2);
    expect(relabelled[1]!.text).toContain('Tracking number: 81234567891');
    await staffUpdate(orderId, { trackingNumber: '81234567891' });
    expect(await stepMails(shopper)).toHaveLength(2);

    await staffUpdate(orderId, { orderStatus: 'delivered' });
    const delivered = (await stepMails(shopper))[2]!;
    expect(delivered.subject).toBe('Thread & Tote: your order is delivered');
    expect(delivered.text).toContain('return or exchange');
    expect(delivered.text).toContain(orderPage(orderId));
    expect(delivered.html).toContain(`href="${orderPage(orderId)}"`);
    await staffUpdate(orderId, { orderStatus: 'delivered' });
    expect(await stepMails(shopper)).toHaveLength(3);
  });

  it('tells the shopper their order is rejected, once', async () => {
    const { shopper, orderId } = await confirmedOrder();
    await staffUpdate(orderId, { orderStatus: 'rejected' });
    await staffUpdate(orderId, { orderStatus: 'rejected' });
    const mails = await stepMails(shopper);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Thread & Tote: about your order');
    expect(mails[0]!.text).toContain('we could not fulfil your order');
    expect(mails[0]!.text).toContain('Nothing was charged for it.');
    expect(mails[0]!.text).toContain(orderPage(orderId));
    expect(mails[0]!.html).toContain(`href="${orderPage(orderId)}"`);
  });

  it('sends an order without tracking on its way without a tracking link', async () => {
    const { shopper, orderId } = await confirmedOrder();
    await staffUpdate(orderId, { orderStatus: 'inShipping' });
    const [mail] = await stepMails(shopper);
    expect(mail!.text).not.toContain('Tracking number');
    expect(mail!.text).not.toContain('Track your parcel');
    expect(mail!.html).toContain('View your order');
  });

  it('lays the confirmation out for a phone too', async () => {
    const { shopper } = await confirmedOrder();
    const confirmation = (await readOutbox(app.mailer.outbox!)).find((mail) => mail.to === shopper.user.email)!;
    expect(confirmation.subject).toBe('Thread & Tote: your order is confirmed');
    expect(confirmation.html).toContain('max-width:600px');
    expect(confirmation.html).toContain('22 Linking Road');
    expect(confirmation.text).toContain('Total: ₹2,500.00 (free delivery, all taxes included)');
  });
});
