// Owns /shop/confirm-order/:id: the page a mail's "Confirm your order" link opens: its head. A private link: not indexed.
import type { MetaFunction } from 'react-router';
import { ConfirmOrderPage } from '#web/features/confirm-order/confirm-order-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => [
  ...pageMeta({ title: 'Confirm your order' }),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default ConfirmOrderPage;
