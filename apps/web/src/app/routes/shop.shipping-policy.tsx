// Owns /shop/shipping_policy: its head.
import type { MetaFunction } from 'react-router';
import { PAGE_DESCRIPTIONS } from '#web/features/pages/page-descriptions.ts';
import { ShippingPolicyPage } from '#web/features/pages/shipping-policy-page.tsx';
import { originOf, pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Shipping Policy',
    description: PAGE_DESCRIPTIONS.shipping,
    canonicalPath: '/shop/shipping_policy',
    origin: originOf(matches),
  });

export default ShippingPolicyPage;
