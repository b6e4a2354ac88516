// Checks the order lifecycle's table on its own: which commands each state allows, what they write, how a partly or
// fully refunded payment is named, what is refundable, and what each viewer may do.
import { describe, expect, it } from 'vitest';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@shop/contract/shop';
import {
  allowedActions,
  type CommandName,
  COMMANDS,
  type OrderRow,
  paymentAfterRefunds,
  refundablePaise,
  refusal,
} from './lifecycle.ts';

const NOW = new Date('2026-11-27T10:00:00+05:30');
const HOUR = 60 * 60_000;

function order(
  orderStatus: OrderStatus,
  paymentStatus: PaymentStatus,
  paymentMethod: PaymentMethod = 'Razorpay',
  more: Partial<OrderRow> = {},
): OrderRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    orderNumber: 1001,
    userId: '00000000-0000-4000-8000-000000000002',
    addressInfo: {
      addressId: 'a',
      address: '1 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      zipCode: '411001',
      phone: '9876543210',
      notes: '',
    },
    totalPaise: 250000,
    codFeePaise: 0,
    kind: 'sale',
    paymentMethod,
    paymentStatus,
    orderStatus,
    paymentId: null,
    payerId: null,
    reservedUntil: null,
    needsRefund: false,
    duplicatePayments: [],
    refundedPaise: 0,
    deliveredAt: null,
    discountPaise: 0,
    couponCode: null,
    onlineDiscountPaise: 0,
    codConfirmation: null,
    codConfirmUntil: null,
    codConfirmTokenHash: null,
    whatsappOptIn: false,
    buyerGstin: null,
    buyerBusinessName: null,
    carrier: null,
    trackingNumber: null,
    createdAt: new Date(NOW.getTime() - HOUR),
    updatedAt: new Date(NOW.getTime() - HOUR),
    ...more,
  };
}

const may = <N extends CommandName>(o: OrderRow, name: N, args: Parameters<(typeof COMMANDS)[N]['apply']>[1]) =>
  refusal(o, name, args, NOW) === undefined;

describe('what can happen to an order', () => {
  it.each([
    ['pay', order('pending', 'pending'), true],
    ['pay', order('pending', 'expired'), true],
    ['pay', order('confirmed', 'paid'), false],
    ['pay', order('confirmed', 'refunded'), false],
  ] as const)('%s from %o: %s', (_name, o, allowed) => {
    expect(may(o, 'pay', { method: 'Razorpay', paymentId: 'pay_1', amountPaise: 250000, confirm: true })).toBe(allowed);
  });

  it('releases only an online order still waiting for its money', () => {
    const args = { to: 'expired' as const, note: 'n' };
    expect(may(order('pending', 'pending'), 'release', args)).toBe(true);
    expect(may(order('confirmed', 'pending', 'COD'), 'release', args)).toBe(false);
    expect(may(order('confirmed', 'paid'), 'release', args)).toBe(false);
    expect(may(order('pending', 'failed'), 'release', args)).toBe(false);
  });

  it('lets staff set any status but keeps an ended order ended', () => {
    for (const to of ['pending', 'inProcess', 'inShipping', 'delivered', 'rejected'] as const) {
      expect(may(order('delivered', 'paid'), 'setStatus', { to })).toBe(true);
      expect(may(order('returned', 'failed', 'COD'), 'setStatus', { to })).toBe(false);
      expect(may(order('cancelled', 'refunded'), 'setStatus', { to })).toBe(false);
    }
    const delivered = COMMANDS.setStatus.apply(order('inShipping', 'paid'), { to: 'delivered' }, NOW);
    expect(delivered.patch).toEqual({ orderStatus: 'delivered', deliveredAt: NOW });
    expect(delivered.timeline).toEqual([
      { field: 'orderStatus', fromValue: 'inShipping', toValue: 'delivered', note: null },
    ]);
    expect(COMMANDS.setStatus.apply(order('inShipping', 'paid'), { to: 'inShipping' }, NOW)).toEqual({
      patch: {},
      timeline: [],
    });
  });

  it('lets the shopper cancel within a day, before it ships; never an exchange', () => {
    expect(may(order('confirmed', 'paid'), 'cancel', {})).toBe(true);
    expect(may(order('confirmed', 'pending', 'COD'), 'cancel', {})).toBe(true);
    expect(may(order('inShipping', 'paid'), 'cancel', {})).toBe(false);
    expect(
      may(order('confirmed', 'paid', 'Razorpay', { createdAt: new Date(NOW.getTime() - 25 * HOUR) }), 'cancel', {}),
    ).toBe(false);
    expect(may(order('confirmed', 'paid', 'Razorpay', { kind: 'exchange' }), 'cancel', {})).toBe(false);
  });

  it('returns to origin and collects cash only for an unpaid Cash on Delivery sale', () => {
    expect(may(order('inShipping', 'pending', 'COD'), 'returnToOrigin', {})).toBe(true);
    expect(may(order('inShipping', 'paid', 'COD'), 'returnToOrigin', {})).toBe(false);
    expect(may(order('inShipping', 'paid'), 'returnToOrigin', {})).toBe(false);
    expect(may(order('delivered', 'pending', 'COD'), 'collectCash', {})).toBe(true);
    expect(may(order('rejected', 'pending', 'COD'), 'collectCash', {})).toBe(false);
    expect(may(order('cancelled', 'pending', 'COD'), 'collectCash', {})).toBe(false);
    expect(may(order('delivered', 'paid'), 'collectCash', {})).toBe(false);
    expect(COMMANDS.returnToOrigin.apply(order('inShipping', 'pending', 'COD'), {}).patch).toEqual({
      orderStatus: 'returned',
      paymentStatus: 'failed',
    });
  });

  it('names a payment partly or fully refunded in one place, and settles the books', () => {
    expect(paymentAfterRefunds(250000, 1)).toBe('partially_refunded');
    expect(paymentAfterRefunds(250000, 250000)).toBe('refunded');
    const settled = COMMANDS.refundSettled.apply(
      order('confirmed', 'paid', 'Razorpay', { refundedPaise: 50000, needsRefund: true }),
      { amountPaise: 200000, entry: (now) => ({ field: 'refund', toValue: now }) },
    );
    expect(settled.patch).toEqual({ refundedPaise: 250000, paymentStatus: 'refunded', needsRefund: false });
    expect(settled.timeline).toEqual([{ field: 'refund', toValue: 'refunded' }]);
  });

  it('counts what is refundable: paid less refunds that did not fail, second payments apart', () => {
    const refunds = [
      { amountPaise: 50000, status: 'processed', kind: 'staff' },
      { amountPaise: 30000, status: 'pending', kind: 'return' },
      { amountPaise: 90000, status: 'failed', kind: 'staff' },
      { amountPaise: 250000, status: 'processed', kind: 'duplicate' },
    ];
    expect(refundablePaise(order('confirmed', 'partially_refunded'), refunds)).toBe(170000);
    expect(refundablePaise(order('pending', 'pending'), refunds)).toBe(0);
  });

  it('offers each viewer the actions the commands would allow now', () => {
    expect(allowedActions(order('confirmed', 'paid'), 'shopper', 250000, NOW)).toEqual(['cancel']);
    expect(allowedActions(order('pending', 'pending'), 'shopper', 0, NOW)).toEqual(['cancel']);
    expect(
      allowedActions(
        order('delivered', 'paid', 'Razorpay', { deliveredAt: new Date(NOW.getTime() - HOUR) }),
        'shopper',
        250000,
        NOW,
      ),
    ).toEqual(['return']);
    expect(allowedActions(order('confirmed', 'paid'), 'staff', 250000, NOW)).toEqual([
      'set_status',
      'mark_shipped',
      'ship',
      'reject',
      'refund',
    ]);
    expect(allowedActions(order('inShipping', 'pending', 'COD'), 'staff', 0, NOW)).toEqual([
      'set_status',
      'mark_delivered',
      'reject',
      'collect_cash',
      'return_to_origin',
    ]);
    expect(allowedActions(order('returned', 'failed', 'COD'), 'staff', 0, NOW)).toEqual([]);
    // A partly refunded order still ships the rest; a fully refunded one does not, nor does an unpaid online one.
    expect(allowedActions(order('confirmed', 'partially_refunded'), 'staff', 100000, NOW)).toContain('ship');
    expect(allowedActions(order('confirmed', 'refunded'), 'staff', 0, NOW)).not.toContain('ship');
    expect(allowedActions(order('confirmed', 'pending', 'COD'), 'staff', 0, NOW)).toContain('ship');
    expect(allowedActions(order('pending', 'pending'), 'staff', 0, NOW)).not.toContain('ship');
    expect(allowedActions(order('confirmed', 'paid'), 'staff', 250000, NOW, true)).not.toContain('ship');
  });
});
