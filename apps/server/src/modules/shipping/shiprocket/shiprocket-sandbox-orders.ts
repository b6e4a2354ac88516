// Owns the Shiprocket sandbox's orders API at Shiprocket's paths: custom and return orders, finding them, an AWB,
// a pickup, labels and manifests (their PDFs served as files), cancelling, and the seller's pickup locations.
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { istDateTime } from './shiprocket-dates.ts';
import { courierById, etdOf, offersFor, chargedKg } from './shiprocket-sandbox-couriers.ts';
import { type SandboxAddress, type SandboxOrder, type SandboxStore, srError } from './shiprocket-sandbox-entities.ts';
import { SHIPMENT_STATUS } from './shiprocket-statuses.ts';

type Body = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
const amount = (value: unknown) => (Number.isFinite(Number(value)) ? Number(value) : 0);

export type OrdersContext = {
  store: SandboxStore;
  /** This sandbox's address, for the files its answers point at. */
  base: () => string;
  /** The create-answer drill: the order is made, its answer lost. */
  createAnswerLost: () => boolean;
  /** A pickup was requested: auto-play may take the parcel from here. */
  pickedUp: (order: SandboxOrder) => void;
};

/** What the sandbox answers in GET /orders and /orders/processing/return. */
const listed = (o: SandboxOrder) => ({
  id: o.id,
  channel_id: 7010,
  channel_name: 'CUSTOM',
  base_channel_code: 'CS',
  channel_order_id: o.channel_order_id,
  customer_name: o.to.name,
  customer_email: o.to.email,
  customer_phone: o.to.phone,
  pickup_location: o.pickup_location,
  total: (o.cod_amount || o.sub_total).toFixed(2),
  status: o.status,
  status_code: o.status_code,
  payment_method: o.payment_method.toLowerCase(),
  created_at: o.created_at,
  products: o.items.map((i) => ({ name: i.name, channel_sku: i.sku, quantity: i.units })),
  shipments: [{ id: o.shipment_id, courier: o.courier_name ?? '', awb: o.awb ?? '', etd: o.etd ?? 'NA' }],
});
const page = (data: unknown[]) => ({
  data,
  meta: { pagination: { total: data.length, count: data.length, per_page: 100, current_page: 1, total_pages: 1 } },
});

export async function shiprocketOrderRoutes(app: FastifyInstance, ctx: OrdersContext): Promise<void> {
  const { store } = ctx;
  const byShipment = async (id: unknown) => (await store.find<SandboxOrder>('order', 'shipment_id', text(id)))[0];
  const save = (order: SandboxOrder) => store.put('order', String(order.id), order);

  async function pickupNamed(name: string): Promise<SandboxAddress | undefined> {
    return store.get<SandboxAddress>('pickup', name);
  }

  function newOrder(fields: Omit<SandboxOrder, 'id' | 'shipment_id' | 'created_at' | keyof Shipping>): SandboxOrder {
    return {
      ...fields,
      id: randomInt(100_000_000, 999_999_999),
      shipment_id: randomInt(100_000_000, 999_999_999),
      created_at: istDateTime(new Date()),
      awb: null,
      courier_id: null,
      courier_name: null,
      freight_charge: null,
      etd: null,
      awb_assigned_date: null,
      pickup_scheduled_date: null,
      manifested: false,
      shipment_status_id: 0,
      shipment_status: 'NEW',
      scans: [],
      ndr: null,
      delivered_date: null,
    };
  }

  app.post<{ Body: Body }>('/v1/external/orders/create/adhoc', async (request, reply) => {
    const b = request.body ?? {};
    const required = ['order_id', 'order_date', 'pickup_location', 'billing_customer_name', 'billing_address',
      'billing_city', 'billing_pincode', 'billing_state', 'billing_email', 'billing_phone', 'payment_method',
      'sub_total', 'length', 'breadth', 'height', 'weight'] as const; // prettier-ignore
    const errors = Object.fromEntries(
      required.filter((f) => !text(b[f])).map((f) => [f, [`The ${f.replaceAll('_', ' ')} field is required.`]]),
    );
    if (!Array.isArray(b.order_items) || b.order_items.length === 0)
      errors.order_items = ['The order items field is required.'];
    if (Object.keys(errors).length) return srError(reply, 422, 'Oops! Invalid Data.', errors);
    const channelOrderId = text(b.order_id);
    if ((await store.find<SandboxOrder>('order', 'channel_order_id', channelOrderId)).length)
      return srError(reply, 422, 'Oops! Invalid Data.', { order_id: ['The order id has already been taken.'] });
    const from = await pickupNamed(text(b.pickup_location));
    if (!from) return srError(reply, 400, `Pickup location ${text(b.pickup_location)} does not exist`);
    const cod = text(b.payment_method).toUpperCase() === 'COD';
    const subTotal = amount(b.sub_total);
    const order = newOrder({
      channel_order_id: channelOrderId,
      invoice_number: text(b.invoice_number),
      ...(text(b.company_name) ? { company_name: text(b.company_name) } : {}),
      is_return: false,
      status: 'NEW',
      status_code: 1,
      pickup_location: text(b.pickup_location),
      from,
      to: {
        name: `${text(b.billing_customer_name)} ${text(b.billing_last_name)}`.trim(),
        phone: text(b.billing_phone),
        email: text(b.billing_email),
        address: text(b.billing_address),
        city: text(b.billing_city),
        state: text(b.billing_state),
        pincode: text(b.billing_pincode),
      },
      items: (b.order_items as Body[]).map((i) => ({
        name: text(i.name),
        sku: text(i.sku),
        units: amount(i.units),
        selling_price: amount(i.selling_price),
      })),
      payment_method: cod ? 'COD' : 'Prepaid',
      sub_total: subTotal,
      cod_amount: cod
        ? Math.round((subTotal + amount(b.shipping_charges) + amount(b.giftwrap_charges) +
            amount(b.transaction_charges) - amount(b.total_discount)) * 100) / 100 // prettier-ignore
        : 0,
      weight: amount(b.weight),
      length: amount(b.length),
      breadth: amount(b.breadth),
      height: amount(b.height),
    });
    await save(order);
    // The drill: the order is made, but the answer never reaches the shop (a gateway between us failed).
    if (ctx.createAnswerLost()) return srError(reply, 502, 'Bad Gateway');
    return { order_id: order.id, shipment_id: order.shipment_id, status: 'NEW', status_code: 1,
      onboarding_completed_now: 0, awb_code: null, courier_company_id: null, courier_name: null }; // prettier-ignore
  });

  app.post<{ Body: Body }>('/v1/external/orders/create/return', async (request, reply) => {
    const b = request.body ?? {};
    const required = ['order_id', 'order_date', 'pickup_customer_name', 'pickup_address', 'pickup_city',
      'pickup_state', 'pickup_country', 'pickup_pincode', 'pickup_email', 'pickup_phone', 'shipping_customer_name',
      'shipping_address', 'shipping_city', 'shipping_country', 'shipping_pincode', 'shipping_state', 'shipping_phone',
      'payment_method', 'sub_total', 'length', 'breadth', 'height', 'weight'] as const; // prettier-ignore
    const errors = Object.fromEntries(
      required.filter((f) => !text(b[f])).map((f) => [f, [`The ${f.replaceAll('_', ' ')} field is required.`]]),
    );
    if ((await store.find<SandboxOrder>('order', 'channel_order_id', text(b.order_id))).length)
      errors.order_id = ['The order id has already been taken.'];
    if (Object.keys(errors).length) return srError(reply, 422, 'Oops! Invalid Data.', errors);
    const address = (prefix: 'pickup' | 'shipping'): SandboxAddress => ({
      name: text(b[`${prefix}_customer_name`]),
      phone: text(b[`${prefix}_phone`]),
      email: text(b[`${prefix}_email`]),
      address: text(b[`${prefix}_address`]),
      city: text(b[`${prefix}_city`]),
      state: text(b[`${prefix}_state`]),
      pincode: text(b[`${prefix}_pincode`]),
    });
    const order = newOrder({
      channel_order_id: text(b.order_id),
      invoice_number: '',
      is_return: true,
      status: 'RETURN PENDING',
      status_code: 21,
      pickup_location: '',
      from: address('pickup'),
      to: address('shipping'),
      items: (Array.isArray(b.order_items) ? (b.order_items as Body[]) : []).map((i) => ({
        name: text(i.name),
        sku: text(i.sku),
        units: amount(i.units),
        selling_price: amount(i.selling_price),
      })),
      payment_method: 'Prepaid',
      sub_total: amount(b.sub_total),
      cod_amount: 0,
      weight: amount(b.weight),
      length: amount(b.length),
      breadth: amount(b.breadth),
      height: amount(b.height),
    });
    await save(order);
    return { order_id: order.id, shipment_id: order.shipment_id, status: 'RETURN PENDING', status_code: 21,
      company_name: 'Thread & Tote' }; // prettier-ignore
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/v1/external/courier/serviceability',
    async (request, reply) => {
      const q = request.query;
      const errors: Record<string, string[]> = {};
      if (!q.weight) errors.weight = ['The weight field is required when order id is not present.'];
      if (q.cod === undefined) errors.cod = ['The cod field is required when order id is not present.'];
      if (!q.pickup_postcode || !q.delivery_postcode)
        errors.order_id = [
          'The order id field is required when pickup postcode / delivery postcode / cod / weight is not present.',
        ];
      if (Object.keys(errors).length) return srError(reply, 422, 'Required field missing', errors);
      const cod = q.cod === '1' || q.cod === 'true';
      const offers = offersFor(
        {
          from: q.pickup_postcode!,
          to: q.delivery_postcode!,
          kg: chargedKg({
            weight: Number(q.weight),
            length: Number(q.length ?? 0),
            breadth: Number(q.breadth ?? 0),
            height: Number(q.height ?? 0),
          }),
          codValue: cod ? Number(q.declared_value ?? 0) : null,
        },
        new Date(),
      );
      // A route nobody serves is answered 200 with the failure in the body, as Shiprocket's own "Invalid-Data" example.
      if (!offers.length)
        return { status: 404, message: `Delivery postcode ${q.delivery_postcode} is not serviceable` };
      return {
        currency: 'INR',
        data: {
          available_courier_companies: offers,
          recommended_courier_company_id: offers[0]!.courier_company_id,
          shiprocket_recommended_courier_id: offers[0]!.courier_company_id,
          is_recommendation_enabled: 1,
        },
        status: 200,
      };
    },
  );

  // "Search for AWB or by Channel order_id": a part of either matches, as a search box does.
  app.get<{ Querystring: { search?: string } }>('/v1/external/orders', async (request) => {
    const search = (request.query.search ?? '').trim();
    const all = await store.find<SandboxOrder>('order', 'is_return', 'false');
    const found = all.filter((o) => !search || o.channel_order_id.includes(search) || o.awb === search);
    return page(found.map(listed));
  });

  app.get('/v1/external/orders/processing/return', async () =>
    page((await store.find<SandboxOrder>('order', 'is_return', 'true')).map(listed)),
  );

  app.get<{ Params: { id: string } }>('/v1/external/orders/show/:id', async (request, reply) => {
    const o = await store.get<SandboxOrder>('order', request.params.id);
    if (!o) return srError(reply, 400, 'Order ID not found');
    return {
      data: {
        ...listed(o),
        customer_address: o.to.address,
        customer_city: o.to.city,
        customer_state: o.to.state,
        customer_pincode: o.to.pincode,
        invoice_no: o.invoice_number,
        is_return: o.is_return ? 1 : 0,
        shipments: { id: o.shipment_id, order_id: o.id, awb: o.awb, courier: o.courier_name ?? '',
          courier_id: o.courier_id ?? '', etd: o.etd ?? '', weight: o.weight, status: o.shipment_status,
          dimensions: `${o.length}x${o.breadth}x${o.height}`, delivered_date: o.delivered_date ?? '' }, // prettier-ignore
        awb_data: { awb: o.awb ?? '', charges: { freight_charges: o.freight_charge ?? '' } },
      },
    };
  });

  app.get<{ Params: { id: string } }>('/v1/external/shipments/:id', async (request, reply) => {
    const o = await byShipment(request.params.id);
    if (!o) return srError(reply, 404, '404 Not Found');
    return { data: { id: o.shipment_id, order_id: o.id, awb: o.awb ?? '', courier: o.courier_name ?? '',
      status: o.shipment_status } }; // prettier-ignore
  });

  app.post<{ Body: Body }>('/v1/external/courier/assign/awb', async (request, reply) => {
    const b = request.body ?? {};
    if (!text(b.shipment_id))
      return srError(reply, 422, 'Required field missing', { shipment_id: ['The shipment id field is required.'] });
    const o = await byShipment(b.shipment_id);
    if (!o) return srError(reply, 400, 'Invalid shipment id');
    if (o.status_code === 5) return srError(reply, 400, 'Cannot assign AWB to a cancelled order');
    if (o.awb) return srError(reply, 400, `AWB is already assigned: ${o.awb}`);
    const kgs = chargedKg(o);
    const offers = offersFor({ from: o.from.pincode, to: o.to.pincode, kg: kgs, codValue: o.cod_amount || null },
      new Date()); // prettier-ignore
    const chosen = text(b.courier_id) ? offers.find((c) => c.courier_company_id === Number(b.courier_id)) : offers[0];
    const courier = chosen && courierById(chosen.courier_company_id);
    if (!chosen || !courier) {
      return { awb_assign_status: 0, response: { data: { awb_assign_error:
        'Selected courier is not serviceable for this shipment' } } }; // prettier-ignore
    }
    const now = new Date();
    const assigned: SandboxOrder = {
      ...o,
      awb: courier.awb(o.shipment_id),
      courier_id: courier.id,
      courier_name: courier.name,
      freight_charge: chosen.rate,
      etd: etdOf(courier, o.from.pincode, o.to.pincode, now),
      awb_assigned_date: istDateTime(now),
      status: o.is_return ? o.status : 'READY TO SHIP',
      status_code: o.is_return ? o.status_code : 3,
      shipment_status_id: SHIPMENT_STATUS.AWB_ASSIGNED.id,
      shipment_status: SHIPMENT_STATUS.AWB_ASSIGNED.name,
    };
    await save(assigned);
    return { awb_assign_status: 1, response: { data: { courier_company_id: courier.id, awb_code: assigned.awb,
      cod: o.cod_amount ? 1 : 0, order_id: o.id, shipment_id: o.shipment_id, awb_code_status: 1,
      assigned_date_time: { date: assigned.awb_assigned_date, timezone_type: 3, timezone: 'Asia/Kolkata' },
      applied_weight: kgs, courier_name: courier.name, pickup_scheduled_date: null } } }; // prettier-ignore
  });

  app.post<{ Body: Body }>('/v1/external/courier/generate/pickup', async (request, reply) => {
    const ids = Array.isArray(request.body?.shipment_id) ? request.body.shipment_id : [];
    // Shiprocket takes one shipment a request.
    if (ids.length !== 1) return srError(reply, 400, 'Invalid shipment id');
    const o = await byShipment(ids[0]);
    if (!o?.awb || o.status_code === 5) return srError(reply, 400, 'Invalid shipment id');
    if (o.pickup_scheduled_date) return srError(reply, 400, 'Already in Pickup Queue.');
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    const date = `${istDateTime(tomorrow).slice(0, 10)} 11:00:00`;
    const scheduled = { ...o, pickup_scheduled_date: date, status: o.is_return ? o.status : 'PICKUP SCHEDULED',
      shipment_status_id: SHIPMENT_STATUS.PICKUP_SCHEDULED.id, shipment_status: SHIPMENT_STATUS.PICKUP_SCHEDULED.name }; // prettier-ignore
    await save(scheduled);
    ctx.pickedUp(scheduled);
    return { pickup_status: 1, response: { pickup_scheduled_date: date,
      pickup_token_number: `Reference No: ${o.courier_id}_${o.shipment_id}`, status: 3,
      data: `Pickup is confirmed by ${o.courier_name} For AWB :- ${o.awb}` } }; // prettier-ignore
  });

  /** A file the answer points at, kept as the shipments it covers; drawn when it is downloaded. */
  async function file(kind: 'label' | 'manifest', shipmentIds: number[]) {
    const id = randomBytes(12).toString('hex');
    await store.put(kind, id, { shipment_ids: shipmentIds });
    return `${ctx.base()}/files/${kind}s/${id}.pdf`;
  }

  app.post<{ Body: Body }>('/v1/external/courier/generate/label', async (request, reply) => {
    const ids = request.body?.shipment_id;
    if (!Array.isArray(ids))
      return srError(reply, 422, 'Oops! Invalid Data.', { shipment_id: ['The shipment id must be an array.'] });
    const orders = await Promise.all(ids.map(byShipment));
    const ready = orders.filter((o): o is SandboxOrder => Boolean(o?.awb) && o?.status_code !== 5);
    const notCreated = ids.filter((id) => !ready.some((o) => o.shipment_id === Number(id)));
    if (!ready.length)
      return { label_created: 0, not_created: notCreated, response: 'No valid shipment ids to print label' };
    const url = await file(
      'label',
      ready.map((o) => o.shipment_id),
    );
    return { label_created: 1, label_url: url, response: 'Label has been created and uploaded successfully!',
      not_created: notCreated }; // prettier-ignore
  });

  app.post<{ Body: Body }>('/v1/external/manifests/generate', async (request, reply) => {
    const ids = Array.isArray(request.body?.shipment_id) ? request.body.shipment_id : [];
    const orders = (await Promise.all(ids.map(byShipment))).filter((o): o is SandboxOrder => Boolean(o));
    const manifested = orders.filter((o) => o.manifested).map((o) => o.shipment_id);
    if (manifested.length) {
      return reply.status(400).send({ status_code: 400, already_manifested_shipment_ids: manifested,
        message: 'Manifest already generated for some shipment_ids, Please try again after removin them' }); // prettier-ignore
    }
    // AWB assigned and pickup requested, as the docs ask.
    const ready = orders.filter((o) => o.awb && o.pickup_scheduled_date && o.status_code !== 5);
    if (!ready.length) return { status: 1, manifest_url: '' };
    for (const o of ready) await save({ ...o, manifested: true });
    return {
      status: 1,
      manifest_url: await file(
        'manifest',
        ready.map((o) => o.shipment_id),
      ),
    };
  });

  app.post<{ Body: Body }>('/v1/external/manifests/print', async (request, reply) => {
    const ids = request.body?.order_ids;
    if (!Array.isArray(ids)) return srError(reply, 500, 'Invalid argument supplied for foreach()');
    const orders = await Promise.all(ids.map((id) => store.get<SandboxOrder>('order', text(id))));
    const manifested = orders.filter((o): o is SandboxOrder => Boolean(o?.manifested));
    return {
      manifest_url: manifested.length
        ? await file(
            'manifest',
            manifested.map((o) => o.shipment_id),
          )
        : '',
    };
  });

  app.post<{ Body: Body }>('/v1/external/orders/cancel', async (request, reply) => {
    const ids = request.body?.ids;
    if (!Array.isArray(ids) || !ids.length)
      return srError(reply, 422, 'Required field missing', { ids: ['The ids field is required.'] });
    for (const id of ids) {
      const o = await store.get<SandboxOrder>('order', text(id));
      if (!o) return srError(reply, 500, 'Trying to get property of non-object');
      const picked = o.scans.some((s) => Number(s['sr-status']) === SHIPMENT_STATUS.PICKED_UP.id);
      if (picked) return srError(reply, 400, `Order ${o.id} cannot be cancelled: it is already picked up`);
      const scans = o.awb
        ? [...o.scans, { date: istDateTime(new Date()), status: 'CAN', activity: 'Shipment cancelled by seller',
            location: 'NA', 'sr-status': '8', 'sr-status-label': 'CANCELED' }] // prettier-ignore
        : o.scans;
      await save({
        ...o,
        status: 'CANCELED',
        status_code: 5,
        shipment_status_id: 8,
        shipment_status: 'CANCELED',
        scans,
      });
    }
    return reply.status(204).send();
  });

  app.get('/v1/external/settings/company/pickup', async () => {
    const locations = await store.find<SandboxAddress & { pickup_location: string; id: number }>(
      'pickup',
      'kind',
      'pickup',
    );
    return { data: { shipping_address: locations.map((l, index) => ({ id: l.id, pickup_location: l.pickup_location,
      address: l.address, address_2: '', city: l.city, state: l.state, country: 'India', pin_code: l.pincode,
      email: l.email, phone: l.phone, name: l.name, status: 2, phone_verified: 1, is_primary_location: index === 0 ? 1 : 0 })),
      allow_more: 'true', company_name: 'Thread & Tote' } }; // prettier-ignore
  });

  app.post<{ Body: Body }>('/v1/external/settings/company/addpickup', async (request, reply) => {
    const b = request.body ?? {};
    const required = ['pickup_location', 'name', 'email', 'phone', 'address', 'city', 'state', 'country', 'pin_code'];
    const errors = Object.fromEntries(
      required.filter((f) => !text(b[f])).map((f) => [f, [`The ${f.replaceAll('_', ' ')} field is required.`]]),
    );
    if (Object.keys(errors).length) return srError(reply, 422, 'Oops! Invalid Data.', errors);
    if (!/^[6-9]\d{9}$/.test(text(b.phone)))
      return srError(reply, 422, 'Not a valid mobile number', { phone: ['The phone must be 10 digits.'] });
    const name = text(b.pickup_location).slice(0, 36);
    if (await pickupNamed(name))
      return srError(reply, 422, 'Oops! Invalid Data.', { pickup_location: ['Address nick name already in use'] });
    const id = randomInt(1_000_000, 9_999_999);
    await addPickup(store, id, name, { name: text(b.name), phone: text(b.phone), email: text(b.email),
      address: text(b.address), city: text(b.city), state: text(b.state), pincode: text(b.pin_code) }); // prettier-ignore
    return { success: true, address: { pickup_code: name, address: text(b.address), city: text(b.city),
      state: text(b.state), country: 'India', pin_code: text(b.pin_code), phone: text(b.phone), email: text(b.email),
      name: text(b.name), status: 1, id }, pickup_id: id, company_name: 'Thread & Tote', full_name: 'API' }; // prettier-ignore
  });
}

type Shipping = Pick<SandboxOrder, 'awb' | 'courier_id' | 'courier_name' | 'freight_charge' | 'etd' |
  'awb_assigned_date' | 'pickup_scheduled_date' | 'manifested' | 'shipment_status_id' | 'shipment_status' | 'scans' |
  'ndr' | 'delivered_date'>; // prettier-ignore

/** A pickup location, kept by its nickname. */
export async function addPickup(store: SandboxStore, id: number, name: string, address: SandboxAddress) {
  await store.put('pickup', name, { ...address, id, pickup_location: name, kind: 'pickup' });
}
