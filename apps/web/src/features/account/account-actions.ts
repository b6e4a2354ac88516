// Owns what the account's order and WhatsApp forms ask of /shop/account's action before (or without) JavaScript
// (decision 031): cancel an order, answer a Cash on Delivery order's confirmation, stop WhatsApp updates on a phone,
// through the same calls the dialogs and buttons make; the route redirects with the toast's words. Only route actions
// import it, so it stays out of the browser's code.
import { MESSAGES } from '@shop/contract/messages';
import { confirmCod } from '#web/entities/order/cod-confirmation-api.ts';
import { cancelOrder } from '#web/features/account/api/cancel-order.ts';
import { stopWhatsAppUpdates } from '#web/features/account/api/stop-whatsapp-updates.ts';
import { ApiError } from '#web/lib/api-client.ts';

export const ACCOUNT_INTENTS = ['cancel-order', 'confirm-cod', 'stop-whatsapp'] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

export const isAccountIntent = (intent: string): intent is AccountIntent =>
  (ACCOUNT_INTENTS as readonly string[]).includes(intent);

/** The toast's words for the next page (destructive: refused), and where to go. */
export type AccountOutcome = { to: string; flash: { title: string; variant?: 'destructive' } };

/** What the forms post: the order (cancel, confirm), the answer (`confirm`: yes or no), the phone (stop). */
export type PostedAccountForm = { orderId: string; confirm: string; phone: string };

export const postedAccountForm = (read: (name: string) => string): PostedAccountForm => ({
  orderId: read('order_id'),
  confirm: read('confirm'),
  phone: read('phone'),
});

/** `back` without the `?cancel=<id>` that opened the cancel form: it is answered either way. */
function closed(back: string): string {
  const url = new URL(back, 'http://shop.invalid');
  url.searchParams.delete('cancel');
  return url.pathname + url.search;
}

export async function accountAction(
  intent: AccountIntent,
  { orderId, confirm, phone }: PostedAccountForm,
  back: string,
): Promise<AccountOutcome> {
  const to = closed(back);
  try {
    if (intent === 'cancel-order') return { to, flash: { title: (await cancelOrder(orderId)).message } };
    if (intent === 'confirm-cod') {
      const answer = await confirmCod({ orderId, confirm: confirm === 'yes' });
      return { to, flash: { title: answer.message } };
    }
    return { to, flash: { title: (await stopWhatsAppUpdates(phone)).message } };
  } catch (error) {
    return {
      to,
      flash: { title: error instanceof ApiError ? error.message : MESSAGES.serverError, variant: 'destructive' },
    };
  }
}
