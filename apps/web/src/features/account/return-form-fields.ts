// Owns the "Return or exchange" form's values as the dialog and the form without JavaScript both hold them, with no
// zod (the form without JavaScript must not bring it): the fields per order line, named alike in both forms
// (`lines.<i>.reason`…), what was posted under those names, and what is wrong with them, as plain words per field.
import type { Order } from '#web/entities/order/order-api.ts';

/** One order line, as the form holds it; `chosen` is its tick. */
export type ReturnLineValues = {
  chosen: boolean;
  quantity: string;
  reason: string;
  want: 'refund' | 'exchange';
  exchange_variant_id: string;
};
export type ReturnFormValues = { lines: ReturnLineValues[]; note: string };

/** The fields of a line that can be wrong. */
export type ReturnLineField = 'quantity' | 'reason' | 'exchange_variant_id';
export const RETURN_LINE_FIELDS: readonly ReturnLineField[] = ['quantity', 'reason', 'exchange_variant_id'];

/** What is wrong, in the contract's words: per line and field, with the note, or with the form as a whole (`root`). */
export type ReturnFormProblems = {
  root?: string;
  note?: string;
  lines: Partial<Record<ReturnLineField, string>>[];
};

export const emptyReturnForm = (order: Order): ReturnFormValues => ({
  lines: order.cart_items.map(() => ({
    chosen: false,
    quantity: '1',
    reason: '',
    want: 'refund',
    exchange_variant_id: '',
  })),
  note: '',
});

/** A line's field as both forms name it: `lines.0.reason`. */
export const lineField = (index: number, field: keyof ReturnLineValues) => `lines.${index}.${field}` as const;

/** The form as posted without JavaScript, one line per order line, read with the route's reader ('' when missing). */
export function postedReturnForm(order: Order, read: (name: string) => string): ReturnFormValues {
  return {
    lines: order.cart_items.map((_, index) => ({
      chosen: read(lineField(index, 'chosen')) === 'on',
      quantity: read(lineField(index, 'quantity')) || '1',
      reason: read(lineField(index, 'reason')),
      want: read(lineField(index, 'want')) === 'exchange' ? 'exchange' : 'refund',
      exchange_variant_id: read(lineField(index, 'exchange_variant_id')),
    })),
    note: read('note'),
  };
}

/** The action's answer to a form posted without JavaScript that it refused: the page shows it again as typed. */
export type ReturnFormRefused = {
  returnForm: { orderId: string; values: ReturnFormValues; problems: ReturnFormProblems };
};

export const isReturnFormRefused = (data: unknown): data is ReturnFormRefused =>
  typeof data === 'object' && data !== null && 'returnForm' in data;
