// Owns /shop/faqs: the frequently asked questions, from the Markdown staff keep for it (today's wording by default).
import { FaqsPage } from '#web/features/pages/faqs-page.tsx';
import { pageClientLoader, pageHead, pageLoader, pageScreen } from '#web/app/page-route.tsx';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const loader = pageLoader(() => 'faqs');
export const clientLoader = pageClientLoader(() => 'faqs');
export const meta = pageHead(() => '/shop/faqs');

export default pageScreen(FaqsPage);
