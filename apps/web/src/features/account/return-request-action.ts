// Owns what the "Return or exchange" form asks of /shop/account's action when it posts before (or without) JavaScript
// (decision 031): the order's lines as posted, checked as the dialog checks them (the contract's schema and words),
// then the same call the dialog makes. A form with something wrong comes back as typed with what is wrong, and nothing
// is asked of the API; otherwise the route redirects with the toast's words: to the order's details, which show the
// request, or back to the form with the server's refusal. Only route actions import it, so it stays out of the
// browser's code.
import { MESSAGES } from '@shop/contract/messages';
import { orderApi } from '#web/entities/order/order-api.ts';
import { requestReturn } from '#web/features/account/api/request-return.ts';
import type { AccountOutcome } from '#web/features/account/account-actions.ts';
import { postedReturnForm, type ReturnFormRefused } from '#web/features/account/return-form-fields.ts';
import { checkReturnForm } from '#web/features/account/return-request-form-values.ts';
import { ApiError, dataOf } from '#web/lib/api-client.ts';

/** `back` (a path on this shop) with its query's order views replaced: `view` of `orderId` open, the others closed. */
function showing(back: string, view: 'order' | 'return', orderId: string): string {
  const url = new URL(back, 'http://shop.invalid');
  for (const other of ['order', 'cancel', 'return']) url.searchParams.delete(other);
  if (orderId) url.searchParams.set(view, orderId);
  return url.pathname + url.search;
}

export async function requestReturnAction(
  read: (name: string) => string,
  back: string,
): Promise<AccountOutcome | ReturnFormRefused> {
  const orderId = read('order_id');
  const again = showing(back, 'return', orderId);
  try {
    const order = await dataOf(orderApi.details({ params: { id: orderId } }));
    const values = postedReturnForm(order, read);
    const checked = checkReturnForm(order, values);
    if ('problems' in checked) return { returnForm: { orderId, values, problems: checked.problems } };
    const answer = await requestReturn({ orderId, body: checked.body });
    return { to: showing(back, 'order', orderId), flash: { title: answer.message } };
  } catch (error) {
    const title = error instanceof ApiError ? error.message : MESSAGES.serverError;
    return { to: again, flash: { title, variant: 'destructive' } };
  }
}
