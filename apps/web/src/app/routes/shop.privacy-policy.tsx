// Owns /shop/privacy_policy: its head.
import type { MetaFunction } from 'react-router';
import { PAGE_DESCRIPTIONS } from '#web/features/pages/page-descriptions.ts';
import { PrivacyPolicyPage } from '#web/features/pages/privacy-policy-page.tsx';
import { originOf, pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Privacy Policy',
    description: PAGE_DESCRIPTIONS.privacy,
    canonicalPath: '/shop/privacy_policy',
    origin: originOf(matches),
  });

export default PrivacyPolicyPage;
