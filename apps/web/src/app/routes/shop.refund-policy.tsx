// Owns /shop/refund_policy: its head.
import type { MetaFunction } from 'react-router';
import { PAGE_DESCRIPTIONS } from '#web/features/pages/page-descriptions.ts';
import { RefundPolicyPage } from '#web/features/pages/refund-policy-page.tsx';
import { originOf, pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Refund Policy',
    description: PAGE_DESCRIPTIONS.refund,
    canonicalPath: '/shop/refund_policy',
    origin: originOf(matches),
  });

export default RefundPolicyPage;
