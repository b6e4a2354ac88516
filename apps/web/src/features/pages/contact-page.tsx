// Owns /shop/contact: the contact form beside the ways to reach customer care (SPEC §2).
import { ClockIcon, MailIcon, MessageCircleQuestionIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ContactForm } from '#web/features/pages/contact-form.tsx';
import { CARE_DAYS, CARE_TIMES } from '#web/features/pages/customer-care.ts';
import { CareEmailLink, StaticPage, TextLink } from '#web/features/pages/static-page.tsx';

function ContactDetail({ Icon, title, children }: { Icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="grid min-w-0 gap-1">
        <h3 className="font-semibold">{title}</h3>
        <div className="text-sm leading-6 text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

export function ContactPage() {
  return (
    <StaticPage
      title="Contact Us"
      eyebrow="Help"
      width="wide"
      lead="Have a question about an order, a size or a return? Send us a message and we will get back to you by email."
    >
      <div className="grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
        <section className="max-w-[70ch]">
          <h2 className="text-xl font-semibold sm:text-2xl">Send us a message</h2>
          <p className="mt-2 text-sm text-muted-foreground">All fields are required.</p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>

        <section className="h-fit rounded-lg border border-border bg-surface p-6 sm:p-8">
          <h2 className="text-xl font-semibold">Other ways to reach us</h2>
          <ul className="mt-6 grid gap-6">
            <ContactDetail Icon={MailIcon} title="Email">
              <CareEmailLink />
            </ContactDetail>
            <ContactDetail Icon={ClockIcon} title="Hours">
              <p>
                {CARE_DAYS}, <span className="whitespace-nowrap">{CARE_TIMES}</span>
              </p>
              <p>We are closed on Sundays.</p>
            </ContactDetail>
            <ContactDetail Icon={MessageCircleQuestionIcon} title="Quick answers">
              <p>
                Delivery, returns and payments are covered in our <TextLink to="/shop/faqs">FAQs</TextLink>.
              </p>
            </ContactDetail>
          </ul>
          <p className="mt-6 border-t border-border pt-6 text-sm leading-6 text-muted-foreground">
            Writing about an order? Include your order ID from <TextLink to="/shop/account">your account</TextLink> so
            we can help you faster.
          </p>
        </section>
      </div>
    </StaticPage>
  );
}
