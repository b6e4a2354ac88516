// Owns /shop/T&C: the terms and conditions, from the Markdown staff keep for it (today's wording by default).
import { TermsPage } from '#web/features/pages/terms-page.tsx';
import { pageClientLoader, pageHead, pageLoader, pageScreen } from '#web/app/page-route.tsx';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const loader = pageLoader(() => 'terms');
export const clientLoader = pageClientLoader(() => 'terms');
export const meta = pageHead(() => '/shop/T&C');

export default pageScreen(TermsPage);
