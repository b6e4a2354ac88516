// Owns /shop/about: the About Us page, from the Markdown staff keep for it (today's wording by default).
import { AboutPage } from '#web/features/pages/about-page.tsx';
import { pageClientLoader, pageHead, pageLoader, pageScreen } from '#web/app/page-route.tsx';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const loader = pageLoader(() => 'about');
export const clientLoader = pageClientLoader(() => 'about');
export const meta = pageHead(() => '/shop/about');

export default pageScreen(AboutPage);
