// Owns /shop/contact: customer care and the contact form: its head.
import type { MetaFunction } from 'react-router';
import { PAGE_DESCRIPTIONS } from '#web/features/pages/page-descriptions.ts';
import { ContactPage } from '#web/features/pages/contact-page.tsx';
import { originOf, pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Contact Us',
    description: PAGE_DESCRIPTIONS.contact,
    canonicalPath: '/shop/contact',
    origin: originOf(matches),
  });

export default ContactPage;
