// Checks the return form as it posts without JavaScript: read per order line under the dialog's names, then checked
// with the contract's words, each on the field it is about.
import { describe, expect, it } from 'vitest';
import { postedReturnForm } from '#web/features/account/return-form-fields.ts';
import { checkReturnForm } from '#web/features/account/return-request-form-values.ts';
import { testOrder } from '#web/testing/order-fixture.ts';

const LINE_1 = '0b0e6a3e-7d55-4f5c-9a3e-1b2c3d4e5f01';
const LINE_2 = '0b0e6a3e-7d55-4f5c-9a3e-1b2c3d4e5f02';
const OTHER_SIZE = '0b0e6a3e-7d55-4f5c-9a3e-1b2c3d4e5f99';
const line = { product_id: 'kurta', variant_id: null, size: 'M', colour: null, image: '/x.webp', price: 999 };
const order = testOrder({
  cart_items: [
    { ...line, _id: LINE_1, title: 'Linen Kurta', quantity: 2 },
    { ...line, _id: LINE_2, title: 'Cotton Dupatta', quantity: 1 },
  ],
});

const posted = (fields: Record<string, string>) => postedReturnForm(order, (name) => fields[name]?.trim() ?? '');

describe('the return form posted without JavaScript', () => {
  it('asks for the ticked lines only, an exchange with the size chosen', () => {
    const values = posted({
      'lines.0.chosen': 'on',
      'lines.0.quantity': '2',
      'lines.0.reason': 'too_small',
      'lines.0.want': 'exchange',
      'lines.0.exchange_variant_id': OTHER_SIZE,
      'lines.1.reason': 'damaged',
      note: ' Too tight ',
    });
    expect(checkReturnForm(order, values)).toEqual({
      body: {
        items: [{ order_item_id: LINE_1, quantity: 2, reason: 'too_small', exchange_variant_id: OTHER_SIZE }],
        note: 'Too tight',
      },
    });
  });

  it('says what is wrong on the line it is about, and "Choose at least one item" when none is ticked', () => {
    expect(checkReturnForm(order, posted({}))).toEqual({
      problems: { lines: [], root: 'Choose at least one item to return' },
    });
    const values = posted({ 'lines.1.chosen': 'on', 'lines.1.want': 'exchange' });
    expect(values.lines[1]).toEqual({
      chosen: true,
      quantity: '1',
      reason: '',
      want: 'exchange',
      exchange_variant_id: '',
    });
    const checked = checkReturnForm(order, values);
    expect(checked).toEqual({
      problems: {
        lines: [
          undefined,
          { reason: 'Choose a reason', exchange_variant_id: 'Choose a size or colour to exchange for' },
        ],
      },
    });
  });
});
