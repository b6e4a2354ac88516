// Owns a plain order for component tests: paid, confirmed, one line, to Bengaluru; a test changes what it is about.
import type { Order } from '@shop/contract/orders';

export function testOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '3e5a7c9b-1d2f-4a6b-8c0d-2e4f6a8b0c01',
    user_id: 'u1',
    created_at: '2026-02-02T06:30:00.000Z',
    updated_at: '2026-02-02T06:35:00.000Z',
    total_amount: 1499,
    payment_method: 'Razorpay',
    payment_id: 'pay_T1r2a3c4k5',
    payment_status: 'paid',
    order_status: 'confirmed',
    needs_refund: false,
    invoice_number: null,
    cod_fee: 0,
    discount_amount: 0,
    coupon_code: null,
    carrier: null,
    tracking_number: null,
    tracking_url: null,
    duplicate_payments: [],
    refunds: [],
    refunded_amount: 0,
    cancel_until: null,
    return_until: null,
    delivered_at: null,
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
}
