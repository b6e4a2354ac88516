// Owns /shop/pages/:handle: a page staff made, in the HTML the server sends (a 404 page when there is none).
import { pagePath } from '@shop/contract/content-pages';
import { CustomPage } from '#web/features/pages/custom-page.tsx';
import { pageClientLoader, pageHead, pageLoader, pageScreen } from '#web/app/page-route.tsx';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const loader = pageLoader((params) => params.handle ?? '');
export const clientLoader = pageClientLoader((params) => params.handle ?? '');
// One of SPEC's pages reached here names its own route as the address to index.
export const meta = pageHead((page) => pagePath(page.handle));

export default pageScreen(CustomPage);
