// Owns staff's calls to /api/admin/shipping on the client (couriers' rates, booking, failed deliveries, cancelling,
// the COD remittance report) and where a parcel's labels and manifest download from.
import { fillPath, type Route } from '@shop/contract/endpoint';
import type { shippingEndpoints } from '@shop/contract/shipping';
import { apiUrl, endpointClient } from '#web/lib/api-client.ts';

/** The aggregator's webhook is the server's alone; staff's screens call the rest. */
type StaffShippingEndpoints = Omit<typeof shippingEndpoints, 'shiprocketWebhook'>;

export const shippingApi = endpointClient<StaffShippingEndpoints>({
  rates: 'GET /api/admin/shipping/rates/:orderId',
  ship: 'POST /api/admin/shipping/ship',
  labels: 'GET /api/admin/shipping/labels',
  manifest: 'GET /api/admin/shipping/manifest',
  ndr: 'POST /api/admin/shipping/ndr/:orderId',
  cancel: 'POST /api/admin/shipping/cancel/:orderId',
  remittance: 'POST /api/admin/shipping/remittance',
});

const LABELS: Route<StaffShippingEndpoints['labels']> = 'GET /api/admin/shipping/labels';
const MANIFEST: Route<StaffShippingEndpoints['manifest']> = 'GET /api/admin/shipping/manifest';
const pathOf = (route: string) => route.slice(route.indexOf(' ') + 1);

/**
 * Where the labels (or the manifest) of these orders download from. The answer is the PDF itself, so screens link to
 * it (`<a download>`) as they do the invoice: the browser saves it with the session cookie.
 */
export const shippingDocumentUrl = (document: 'labels' | 'manifest', orderIds: readonly string[]) =>
  `${apiUrl(fillPath(pathOf(document === 'labels' ? LABELS : MANIFEST)))}?${new URLSearchParams({
    order_ids: orderIds.join(','),
  }).toString()}`;
