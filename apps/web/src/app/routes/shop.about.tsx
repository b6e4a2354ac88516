// Owns /shop/about: the About Us page: its head.
import type { MetaFunction } from 'react-router';
import { PAGE_DESCRIPTIONS } from '#web/features/pages/page-descriptions.ts';
import { AboutPage } from '#web/features/pages/about-page.tsx';
import { originOf, pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'About Us',
    description: PAGE_DESCRIPTIONS.about,
    canonicalPath: '/shop/about',
    origin: originOf(matches),
  });

export default AboutPage;
