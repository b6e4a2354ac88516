// Owns how the "Return or exchange" form's fields become the request's body, checked by the contract's schema so its
// words ("Choose a reason", "Choose a size or colour to exchange for") are the server's.
import { returnRequestBody, type ReturnRequestBody } from '@shop/contract/refunds';
import type { FieldErrors, Resolver } from 'react-hook-form';
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

/** The ticked lines, in the order's order; `lineOf[i]` is the form line of the body's item i. */
export function returnBodyOf(order: Order, values: ReturnFormValues): { body: ReturnRequestBody; lineOf: number[] } {
  const lineOf: number[] = [];
  const items: ReturnRequestBody['items'] = [];
  values.lines.forEach((line, index) => {
    const item = order.cart_items[index];
    if (!line.chosen || !item) return;
    lineOf.push(index);
    items.push({
      order_item_id: item._id,
      quantity: Number(line.quantity),
      reason: line.reason as ReturnRequestBody['items'][number]['reason'],
      ...(line.want === 'exchange' ? { exchange_variant_id: line.exchange_variant_id } : {}),
    });
  });
  return { body: { items, note: values.note }, lineOf };
}

type LineField = keyof ReturnLineValues;
const LINE_FIELDS: readonly string[] = ['quantity', 'reason', 'exchange_variant_id'] satisfies LineField[];

/** Each issue lands on the field it is about; "Choose at least one item" on the form as a whole (`root`). */
export function returnFormResolver(order: Order): Resolver<ReturnFormValues, unknown, ReturnRequestBody> {
  return (values) => {
    const { body, lineOf } = returnBodyOf(order, values);
    const parsed = returnRequestBody.safeParse(body);
    if (parsed.success) return { values: body, errors: {} };
    const lines: Record<number, Partial<Record<LineField, { type: string; message: string }>>> = {};
    const errors: FieldErrors<ReturnFormValues> = {};
    for (const issue of parsed.error.issues) {
      const [top, index, field] = issue.path;
      const error = { type: issue.code, message: issue.message };
      const line = typeof index === 'number' ? lineOf[index] : undefined;
      if (top === 'items' && line !== undefined && typeof field === 'string' && LINE_FIELDS.includes(field)) {
        lines[line] = { ...lines[line], [field]: lines[line]?.[field as LineField] ?? error };
      } else if (top === 'note') {
        errors.note ??= error;
      } else {
        errors.root ??= error;
      }
    }
    if (Object.keys(lines).length > 0) {
      const list: (typeof lines)[number][] = [];
      for (const [index, line] of Object.entries(lines)) list[Number(index)] = line;
      errors.lines = list as FieldErrors<ReturnFormValues>['lines'];
    }
    return { values: {}, errors };
  };
}
