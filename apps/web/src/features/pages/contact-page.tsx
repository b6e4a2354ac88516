// Owns /shop/contact: the contact form, kept on this device (SPEC §2).
import { StaticPage } from '#web/features/pages/static-page.tsx';

export function ContactPage() {
  return (
    <StaticPage title="Contact Us">
      <p>Have a question about an order or a product? Write to us and we will get back to you by email.</p>
    </StaticPage>
  );
}
