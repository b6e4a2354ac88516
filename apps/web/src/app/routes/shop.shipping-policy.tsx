// Owns /shop/shipping_policy: the shipping policy, from the Markdown staff keep for it (today's wording by default).
import { ShippingPolicyPage } from '#web/features/pages/shipping-policy-page.tsx';
import { pageClientLoader, pageHead, pageLoader, pageScreen } from '#web/app/page-route.tsx';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const loader = pageLoader(() => 'shipping-policy');
export const clientLoader = pageClientLoader(() => 'shipping-policy');
export const meta = pageHead(() => '/shop/shipping_policy');

export default pageScreen(ShippingPolicyPage);
