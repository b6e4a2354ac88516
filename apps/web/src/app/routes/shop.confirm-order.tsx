// Owns /shop/confirm-order/:id: the page a mail's "Confirm your order" link opens: its head, and the action its two
// buttons post to before (or without) JavaScript, with the link's token (decision 031). A private link: not indexed.
import { MESSAGES } from '@shop/contract/messages';
import type { ActionFunctionArgs, MetaFunction } from 'react-router';
import { confirmCod } from '#web/entities/order/cod-confirmation-api.ts';
import { ConfirmOrderPage } from '#web/features/confirm-order/confirm-order-page.tsx';
import { backTo, field, redirectWithFlash } from '#web/app/form-action.ts';
import { pageMeta } from '#web/app/page-meta.ts';
import { ApiError } from '#web/lib/api-client.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => [
  ...pageMeta({ title: 'Confirm your order' }),
  { name: 'robots', content: 'noindex, nofollow' },
];

/** The shopper's answer, with the link's token: back to the page with the server's words. */
export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const back = backTo(form, `/shop/confirm-order/${encodeURIComponent(params.id ?? '')}`);
  const token = field(form, 'token');
  try {
    const answer = await confirmCod({
      orderId: params.id ?? '',
      confirm: field(form, 'confirm') === 'yes',
      ...(token ? { token } : {}),
    });
    return redirectWithFlash(back, { title: answer.message });
  } catch (error) {
    const title = error instanceof ApiError ? error.message : MESSAGES.serverError;
    return redirectWithFlash(back, { title, variant: 'destructive' });
  }
}

export default ConfirmOrderPage;
