// Owns /shop/return_policy: its head.
import type { MetaFunction } from 'react-router';
import { PAGE_DESCRIPTIONS } from '#web/features/pages/page-descriptions.ts';
import { ReturnPolicyPage } from '#web/features/pages/return-policy-page.tsx';
import { originOf, pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Return Policy',
    description: PAGE_DESCRIPTIONS.return,
    canonicalPath: '/shop/return_policy',
    origin: originOf(matches),
  });

export default ReturnPolicyPage;
