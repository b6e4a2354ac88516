// Owns how the "Return or exchange" form's fields become the request's body, checked by the contract's schema so its
// words ("Choose a reason", "Choose a size or colour to exchange for") are the server's: for the dialog (as
// react-hook-form's resolver) and for the page's action when the form posts without JavaScript.
import { returnRequestBody, type ReturnRequestBody } from '@shop/contract/refunds';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { Order } from '#web/entities/order/order-api.ts';
import {
  RETURN_LINE_FIELDS,
  type ReturnFormProblems,
  type ReturnFormValues,
  type ReturnLineField,
} from '#web/features/account/return-form-fields.ts';

export {
  emptyReturnForm,
  type ReturnFormValues,
  type ReturnLineValues,
} from '#web/features/account/return-form-fields.ts';

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

/**
 * The request's body, or what is wrong with the form: each issue on the field it is about (the first one there), "Choose
 * at least one item" on the form as a whole.
 */
export function checkReturnForm(
  order: Order,
  values: ReturnFormValues,
): { body: ReturnRequestBody } | { problems: ReturnFormProblems } {
  const { body, lineOf } = returnBodyOf(order, values);
  const parsed = returnRequestBody.safeParse(body);
  if (parsed.success) return { body };
  const problems: ReturnFormProblems = { lines: [] };
  for (const issue of parsed.error.issues) {
    const [top, index, field] = issue.path;
    const line = typeof index === 'number' ? lineOf[index] : undefined;
    if (
      top === 'items' &&
      line !== undefined &&
      typeof field === 'string' &&
      (RETURN_LINE_FIELDS as readonly string[]).includes(field)
    ) {
      const lineProblems = (problems.lines[line] ??= {});
      lineProblems[field as ReturnLineField] ??= issue.message;
    } else if (top === 'note') {
      problems.note ??= issue.message;
    } else {
      problems.root ??= issue.message;
    }
  }
  return { problems };
}

/** The dialog's resolver: the same check, its problems as react-hook-form's errors. */
export function returnFormResolver(order: Order): Resolver<ReturnFormValues, unknown, ReturnRequestBody> {
  return (values) => {
    const checked = checkReturnForm(order, values);
    if ('body' in checked) return { values: checked.body, errors: {} };
    const { root, note, lines } = checked.problems;
    const error = (message: string) => ({ type: 'validate', message });
    const errors: FieldErrors<ReturnFormValues> = {};
    if (root) errors.root = error(root);
    if (note) errors.note = error(note);
    if (lines.length > 0) {
      const list: Partial<Record<ReturnLineField, { type: string; message: string }>>[] = [];
      lines.forEach((line, index) => {
        if (!line) return;
        list[index] = Object.fromEntries(Object.entries(line).map(([field, message]) => [field, error(message)]));
      });
      errors.lines = list as FieldErrors<ReturnFormValues>['lines'];
    }
    return { values: {}, errors };
  };
}
