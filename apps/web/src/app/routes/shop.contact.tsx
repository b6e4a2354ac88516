// Owns /shop/contact: customer care and the contact form: its head, and the action the form posts to before (or
// without) JavaScript.
import type { ActionFunctionArgs, MetaFunction } from 'react-router';
import { postContact } from '#web/features/pages/contact-form.tsx';
import { PAGE_DESCRIPTIONS } from '#web/features/pages/page-descriptions.ts';
import { ContactPage } from '#web/features/pages/contact-page.tsx';
import { field } from '#web/app/form-action.ts';
import { originOf, pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Contact Us',
    description: PAGE_DESCRIPTIONS.contact,
    canonicalPath: '/shop/contact',
    origin: originOf(matches),
  });

/**
 * Nothing is sent anywhere (SPEC §2), so there is no toast to carry: the page itself answers the Post, as the form does
 * once the app runs: the thank-you naming the sender, or the form again with what was typed and each field's error.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  return postContact({ name: field(form, 'name'), email: field(form, 'email'), messages: field(form, 'messages') });
}

export default ContactPage;
