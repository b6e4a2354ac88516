// Owns a plain order for component tests: a sale, paid, confirmed, one line, to Bengaluru; a test changes what it is
// about.
import type { Order } from '@shop/contract/orders';

/**
 * What the server would say is still refundable for these facts (what was paid less every refund that has not
 * failed), so an order a test changes stays one the server could send; a test about the amount sets it itself.
 */
function refundableOf(order: Order): number {
  if (order.payment_status !== 'paid' && order.payment_status !== 'partially_refunded') return 0;
  const taken = order.refunds.filter((refund) => refund.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
  return Math.max(0, Math.round((order.total_amount - taken) * 100) / 100);
}

/** No actions unless the test says which: the screens draw their buttons from `allowed_actions`. */
export function testOrder(overrides: Partial<Order> = {}): Order {
  const order: Order = {
    _id: '3e5a7c9b-1d2f-4a6b-8c0d-2e4f6a8b0c01',
    order_number: 'TT-1042',
    user_id: 'u1',
    created_at: '2026-02-02T06:30:00.000Z',
    updated_at: '2026-02-02T06:35:00.000Z',
    total_amount: 1499,
    payment_method: 'Razorpay',
    payment_id: 'pay_T1r2a3c4k5',
    payment_status: 'paid',
    order_status: 'confirmed',
    kind: 'sale',
    needs_refund: false,
    invoice_number: null,
    cod_fee: 0,
    discount_amount: 0,
    coupon_code: null,
    online_discount_amount: 0,
    cod_confirmation: null,
    cod_confirm_until: null,
    whatsapp_opt_in: false,
    buyer_gstin: null,
    buyer_business_name: null,
    carrier: null,
    tracking_number: null,
    tracking_url: null,
    shipment: null,
    duplicate_payments: [],
    refunds: [],
    refunded_amount: 0,
    cancel_until: null,
    return_until: null,
    delivered_at: null,
    allowed_actions: [],
    refundable_amount: 0,
    cart_items: [
      {
        _id: 'line-1',
        product_id: 'kurta',
        variant_id: null,
        size: null,
        colour: null,
        title: 'Linen Kurta',
        image: '/uploads/0123456789abcdef0123456789abcdef.webp',
        quantity: 1,
        price: 1499,
      },
    ],
    address_info: {
      address_id: 'address-1',
      address: '12 MG Road, Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip_code: '560038',
      phone: '9876543210',
      notes: 'Ring the bell twice',
    },
    ...overrides,
  };
  return 'refundable_amount' in overrides ? order : { ...order, refundable_amount: refundableOf(order) };
}
