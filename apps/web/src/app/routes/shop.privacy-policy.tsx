// Owns /shop/privacy_policy: the privacy policy, from the Markdown staff keep for it (today's wording by default).
import { PrivacyPolicyPage } from '#web/features/pages/privacy-policy-page.tsx';
import { pageClientLoader, pageHead, pageLoader, pageScreen } from '#web/app/page-route.tsx';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const loader = pageLoader(() => 'privacy-policy');
export const clientLoader = pageClientLoader(() => 'privacy-policy');
export const meta = pageHead(() => '/shop/privacy_policy');

export default pageScreen(PrivacyPolicyPage);
