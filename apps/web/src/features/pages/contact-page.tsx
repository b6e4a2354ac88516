// Owns /shop/contact: the ways to reach customer care as staff wrote them, and the contact form below (SPEC §2).
import type { ShopPage } from '#web/features/pages/api/get-page.ts';
import { ContactForm } from '#web/features/pages/contact-form.tsx';
import { MarkdownPage } from '#web/features/pages/markdown-page.tsx';

export function ContactPage({ page }: { page: ShopPage }) {
  return (
    <MarkdownPage page={page} eyebrow="Help">
      <section className="max-w-[70ch]">
        <h2 className="text-xl font-semibold sm:text-2xl">Send us a message</h2>
        <p className="mt-2 text-sm text-muted-foreground">All fields are required.</p>
        <div className="mt-6">
          <ContactForm />
        </div>
      </section>
    </MarkdownPage>
  );
}
