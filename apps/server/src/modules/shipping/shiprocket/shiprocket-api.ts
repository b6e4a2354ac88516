// Owns talking to Shiprocket's API (apiv2.shiprocket.in/v1/external) in its own words: logging in (a token that
// lives 10 days), serviceability, orders and return orders, AWBs, pickups, labels, manifests, tracking, cancelling,
// NDR actions and pickup locations, and downloading the PDFs its answers point at.
//
// Sources (read 2026): Shiprocket's Postman documentation (apidocs.shiprocket.in) as converted in the repository
// api-evangelist/shiprocket: openapi/shiprocket-{authentication-api,create-or-update-order,orders,couriers,
// return-exchange-orders,labels-manifests-invoice,tracking,ndr,pickup-addresses}-api-openapi.yml,
// asyncapi/shiprocket-tracking-webhooks.yml, errors/shiprocket-problem-types.yml, conventions/shiprocket-conventions.yml
// and skills/shiprocket-{ship-an-order,track-and-handle-ndr}.md; and Shiprocket's own MCP server, bfrs/shiprocket-mcp
// (src/mcp/tools.ts: the calls it makes and the fields it reads). What they say that shapes this client:
// - no idempotency key: a create sent again makes a second order, so the caller looks the order up first
//   (GET /orders?search=<our order id>, "Search for AWB or by Channel order_id");
// - errors are {"message"} or {"message","status_code"}, a 422 adds {"errors":{field:[text]}}; 429 has no Retry-After;
// - POST /courier/generate/pickup takes one shipment id at a time; /orders/cancel answers 204;
// - the login's answer is not in the published collection: it carries `token` (as every client reads it).
import { ProviderUnavailable, requestJson } from '../../../platform/http-client.ts';
import { ShippingRefused, ShippingUnavailable } from '../provider.ts';

export type ShiprocketSettings = {
  email: string;
  password: string;
  /** The token Shiprocket's tracking webhooks carry in x-api-key (Settings › API › Webhooks). */
  webhookToken: string;
  /** https://apiv2.shiprocket.in/v1/external, or the sandbox's. */
  apiUrl: string;
  /** How long a call waits for an answer; 10 s unless told. */
  timeoutMs?: number;
};

/** Shiprocket's token lives 10 days; we log in again a day before it ends. */
export const TOKEN_LIFETIME_MS = 10 * 24 * 3600 * 1000;
const RENEW_BEFORE_MS = 24 * 3600 * 1000;

/** A refusal as Shiprocket worded it, with its status and body for callers that read a particular one. */
export class ShiprocketRefused extends ShippingRefused {
  readonly status: number;
  readonly body: ShiprocketError;
  constructor(message: string, status: number, body: ShiprocketError) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

export type ShiprocketError = {
  message?: string;
  status_code?: number;
  errors?: Record<string, string[]>;
  already_manifested_shipment_ids?: number[];
};

export type CourierCompany = {
  courier_company_id: number;
  courier_name: string;
  rate: number;
  freight_charge: number;
  cod: 0 | 1;
  cod_charges: number;
  etd: string;
  etd_hours: number;
  estimated_delivery_days: string;
  is_surface: boolean;
  charge_weight: number;
};
export type Serviceability = {
  status: number;
  message?: string;
  data?: { available_courier_companies: CourierCompany[]; recommended_courier_company_id?: number };
};

export type OrderItem = { name: string; sku: string; units: number; selling_price: number; hsn?: string };
/** POST /orders/create/adhoc: the fields we send (Shiprocket takes more). Amounts in rupees, weight in kg. */
export type AdhocOrder = {
  order_id: string;
  order_date: string;
  pickup_location: string;
  invoice_number?: string;
  /** The seller's name on the label (the shop's brand). */
  company_name?: string;
  billing_customer_name: string;
  billing_last_name: string;
  billing_address: string;
  billing_city: string;
  billing_pincode: string;
  billing_state: string;
  billing_country: string;
  billing_email: string;
  billing_phone: string;
  shipping_is_billing: boolean;
  order_items: OrderItem[];
  payment_method: 'COD' | 'Prepaid';
  shipping_charges?: number;
  total_discount?: number;
  sub_total: number;
  length: number;
  breadth: number;
  height: number;
  weight: number;
};
/** POST /orders/create/return: the customer is the pickup, the shop the shipping address. */
export type ReturnOrder = {
  order_id: string;
  order_date: string;
  pickup_customer_name: string;
  pickup_address: string;
  pickup_city: string;
  pickup_state: string;
  pickup_country: string;
  pickup_pincode: string;
  pickup_email: string;
  pickup_phone: string;
  shipping_customer_name: string;
  shipping_address: string;
  shipping_city: string;
  shipping_state: string;
  shipping_country: string;
  shipping_pincode: string;
  shipping_email: string;
  shipping_phone: string;
  order_items: OrderItem[];
  payment_method: 'Prepaid';
  sub_total: number;
  length: number;
  breadth: number;
  height: number;
  weight: number;
};
export type CreatedOrder = { order_id: number; shipment_id: number; status: string; status_code: number };

/** One order in GET /orders or /orders/processing/return. */
export type ListedOrder = {
  id: number;
  channel_order_id: string;
  status: string;
  status_code: number;
  shipments: { id: number; awb: string; courier: string }[];
};
export type OrderList = { data: ListedOrder[]; meta?: { pagination?: { total_pages?: number } } };

/** GET /orders/show/{id}: what we read of it. */
export type OrderDetails = {
  data: {
    id: number;
    channel_order_id: string;
    status: string;
    status_code: number;
    shipments: { id: number; awb: string | null; courier: string; courier_id: string | number; etd: string };
    awb_data?: { awb: string; charges?: { freight_charges?: string | number } };
  };
};

export type AwbAssigned = {
  awb_assign_status: 0 | 1;
  response: {
    data: {
      awb_code?: string;
      courier_company_id?: number;
      courier_name?: string;
      shipment_id?: number;
      pickup_scheduled_date?: string | null;
      awb_assign_error?: string;
    };
  };
};

export type PickupAnswer = {
  pickup_status: number;
  response: { pickup_scheduled_date: string; pickup_token_number: string; data: string };
};

export type Scan = {
  date: string;
  status: string;
  activity: string;
  location: string;
  'sr-status': string;
  'sr-status-label': string;
};
export type TrackingAnswer = {
  tracking_data: {
    track_status: 0 | 1;
    error?: string;
    shipment_status?: number;
    shipment_track?: { awb_code: string; current_status: string; courier_name: string; order_id: number }[];
    shipment_track_activities?: Scan[];
    track_url?: string;
    etd?: string;
  };
};

export type PickupLocation = {
  id: number;
  pickup_location: string;
  address: string;
  city: string;
  state: string;
  pin_code: string;
  phone: string;
  name: string;
  email: string;
};

type Call = { json?: unknown; query?: Record<string, string | number>; retries?: number; token?: boolean };

export function shiprocketApi(settings: () => ShiprocketSettings) {
  let session: { token: string; renewAt: number } | undefined;
  let loggingIn: Promise<string> | undefined;

  async function send<T>(method: 'GET' | 'POST', path: string, { json, query, retries = 0 }: Call, token?: string) {
    const s = settings();
    const search = query
      ? `?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`
      : '';
    try {
      return await requestJson<T & ShiprocketError>(`${s.apiUrl}${path}${search}`, {
        method,
        json,
        retries,
        timeoutMs: s.timeoutMs,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    } catch (error) {
      if (error instanceof ProviderUnavailable) throw new ShippingUnavailable(`Shiprocket ${error.detail}`);
      throw error;
    }
  }

  function failure(method: string, path: string, status: number, body: ShiprocketError): Error {
    const fields = Object.entries(body.errors ?? {}).flatMap(([, texts]) => texts);
    const message = [body.message ?? `HTTP ${status}`, ...fields].join(' ');
    // Busy or down: 429 (its rate limit, no Retry-After) and every 5xx may pass; anything else is a refusal.
    if (status === 429 || status >= 500) return new ShippingUnavailable(`Shiprocket ${method} ${path}: ${message}`);
    return new ShiprocketRefused(`Shiprocket: ${message}`, status, body);
  }

  /** POST /auth/login with the API user; the token is kept until a day before its 10 days end. */
  async function login(): Promise<string> {
    loggingIn ??= (async () => {
      const s = settings();
      const answer = await send<{ token?: string }>('POST', '/auth/login', {
        json: { email: s.email, password: s.password },
      });
      if (answer.status >= 400 || !answer.body.token) throw failure('POST', '/auth/login', answer.status, answer.body);
      session = { token: answer.body.token, renewAt: Date.now() + TOKEN_LIFETIME_MS - RENEW_BEFORE_MS };
      return session.token;
    })().finally(() => {
      loggingIn = undefined;
    });
    return loggingIn;
  }

  /** A call with the token; a 401 (a token ended or revoked early) logs in once more and asks again. */
  async function call<T>(method: 'GET' | 'POST', path: string, options: Call = {}): Promise<T> {
    const token = session && Date.now() < session.renewAt ? session.token : await login();
    let answer = await send<T>(method, path, options, token);
    if (answer.status === 401) {
      session = undefined;
      answer = await send<T>(method, path, options, await login());
    }
    if (answer.status >= 400) throw failure(method, path, answer.status, answer.body);
    return answer.body as T;
  }

  const id = encodeURIComponent;
  return {
    login,
    serviceability: (query: Record<string, string | number>) =>
      call<Serviceability>('GET', '/courier/serviceability', { query, retries: 1 }),
    /** Orders whose channel order id (or AWB) matches: Shiprocket's way to find an order a lost answer created. */
    searchOrders: (search: string) => call<OrderList>('GET', '/orders', { query: { search }, retries: 1 }),
    order: (orderId: string) => call<OrderDetails>('GET', `/orders/show/${id(orderId)}`, { retries: 1 }),
    /** Never retried here: Shiprocket has no idempotency key, so the caller searches before creating again. */
    createOrder: (order: AdhocOrder) => call<CreatedOrder>('POST', '/orders/create/adhoc', { json: order }),
    createReturn: (order: ReturnOrder) => call<CreatedOrder>('POST', '/orders/create/return', { json: order }),
    returnOrders: (page: number) =>
      call<OrderList>('GET', '/orders/processing/return', { query: { page, per_page: 100 }, retries: 1 }),
    shipment: (shipmentId: string) =>
      call<{ data: { id: number; order_id: number; awb: string } }>('GET', `/shipments/${id(shipmentId)}`, {
        retries: 1,
      }),
    assignAwb: (shipmentId: string, courierId?: string) =>
      call<AwbAssigned>('POST', '/courier/assign/awb', {
        json: { shipment_id: Number(shipmentId), ...(courierId ? { courier_id: Number(courierId) } : {}) },
      }),
    /** One shipment a call, as Shiprocket takes it. */
    requestPickup: (shipmentId: string) =>
      call<PickupAnswer>('POST', '/courier/generate/pickup', { json: { shipment_id: [Number(shipmentId)] } }),
    label: (shipmentIds: string[]) =>
      call<{ label_created: number; label_url?: string; response: string; not_created: unknown[] }>(
        'POST',
        '/courier/generate/label',
        { json: { shipment_id: shipmentIds.map(Number) } },
      ),
    generateManifest: (shipmentIds: string[]) =>
      call<{ status: number; manifest_url: string }>('POST', '/manifests/generate', {
        json: { shipment_id: shipmentIds.map(Number) },
      }),
    printManifest: (orderIds: number[]) =>
      call<{ manifest_url: string }>('POST', '/manifests/print', { json: { order_ids: orderIds } }),
    track: (awb: string) => call<TrackingAnswer>('GET', `/courier/track/awb/${id(awb)}`, { retries: 1 }),
    cancelOrders: (orderIds: number[]) => call<unknown>('POST', '/orders/cancel', { json: { ids: orderIds } }),
    ndrAction: (awb: string, action: 're-attempt' | 'return', comments: string) =>
      call<{ status: string }>('POST', `/ndr/${id(awb)}/action`, { json: { action, comments } }),
    pickupLocations: () =>
      call<{ data: { shipping_address: PickupLocation[] } }>('GET', '/settings/company/pickup', { retries: 1 }),
    addPickupLocation: (location: Omit<PickupLocation, 'id' | 'pin_code'> & { country: string; pin_code: string }) =>
      call<{ success: boolean; pickup_id: number }>('POST', '/settings/company/addpickup', { json: location }),
    /** A label or manifest PDF from the address an answer gave (a public file, no token). */
    async download(url: string): Promise<Uint8Array> {
      const timeoutMs = settings().timeoutMs ?? 10_000;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        const bytes = new Uint8Array(await response.arrayBuffer());
        if (!response.ok)
          throw new ShippingUnavailable(`Shiprocket's file ${new URL(url).pathname}: HTTP ${response.status}`);
        return bytes;
      } catch (error) {
        if (error instanceof ShippingUnavailable) throw error;
        throw new ShippingUnavailable(`Shiprocket's file ${new URL(url).pathname}: ${String(error)}`);
      }
    },
  };
}
export type ShiprocketApi = ReturnType<typeof shiprocketApi>;
