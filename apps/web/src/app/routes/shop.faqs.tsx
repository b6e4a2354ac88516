// Owns /shop/faqs: the frequently asked questions: its head.
import type { MetaFunction } from 'react-router';
import { PAGE_DESCRIPTIONS } from '#web/features/pages/page-descriptions.ts';
import { FaqsPage } from '#web/features/pages/faqs-page.tsx';
import { originOf, pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'FAQs',
    description: PAGE_DESCRIPTIONS.faqs,
    canonicalPath: '/shop/faqs',
    origin: originOf(matches),
  });

export default FaqsPage;
