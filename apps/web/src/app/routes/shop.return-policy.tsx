// Owns /shop/return_policy: the return policy, from the Markdown staff keep for it (today's wording by default).
import { ReturnPolicyPage } from '#web/features/pages/return-policy-page.tsx';
import { pageClientLoader, pageHead, pageLoader, pageScreen } from '#web/app/page-route.tsx';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const loader = pageLoader(() => 'return-policy');
export const clientLoader = pageClientLoader(() => 'return-policy');
export const meta = pageHead(() => '/shop/return_policy');

export default pageScreen(ReturnPolicyPage);
