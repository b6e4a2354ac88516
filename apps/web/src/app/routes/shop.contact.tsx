// Owns /shop/contact: customer care (from the Markdown staff keep for it) and the contact form: its page, its head,
// and the action the form posts to before (or without) JavaScript.
import type { ActionFunctionArgs } from 'react-router';
import { postContact } from '#web/features/pages/contact-form.tsx';
import { ContactPage } from '#web/features/pages/contact-page.tsx';
import { field } from '#web/app/form-action.ts';
import { pageClientLoader, pageHead, pageLoader, pageScreen } from '#web/app/page-route.tsx';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const loader = pageLoader(() => 'contact');
export const clientLoader = pageClientLoader(() => 'contact');
export const meta = pageHead(() => '/shop/contact');

/**
 * Nothing is sent anywhere (SPEC §2), so there is no toast to carry: the page itself answers the Post, as the form does
 * once the app runs: the thank-you naming the sender, or the form again with what was typed and each field's error.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  return postContact({ name: field(form, 'name'), email: field(form, 'email'), messages: field(form, 'messages') });
}

export default pageScreen(ContactPage);
