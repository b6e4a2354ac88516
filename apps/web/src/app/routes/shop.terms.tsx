// Owns /shop/T&C: the terms and conditions: its head.
import type { MetaFunction } from 'react-router';
import { PAGE_DESCRIPTIONS } from '#web/features/pages/page-descriptions.ts';
import { TermsPage } from '#web/features/pages/terms-page.tsx';
import { originOf, pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Terms & Conditions',
    description: PAGE_DESCRIPTIONS.terms,
    canonicalPath: '/shop/T&C',
    origin: originOf(matches),
  });

export default TermsPage;
