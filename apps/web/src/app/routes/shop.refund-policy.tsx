// Owns /shop/refund_policy: the refund policy, from the Markdown staff keep for it (today's wording by default).
import { RefundPolicyPage } from '#web/features/pages/refund-policy-page.tsx';
import { pageClientLoader, pageHead, pageLoader, pageScreen } from '#web/app/page-route.tsx';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const loader = pageLoader(() => 'refund-policy');
export const clientLoader = pageClientLoader(() => 'refund-policy');
export const meta = pageHead(() => '/shop/refund_policy');

export default pageScreen(RefundPolicyPage);
