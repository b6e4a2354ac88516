// Owns /shop/about: who the shop is and what it promises every customer.
import { HeadsetIcon, RotateCcwIcon, ShieldCheckIcon, TruckIcon, type LucideIcon } from 'lucide-react';
import { PageSection, StaticPage, TextLink } from '#web/features/pages/static-page.tsx';

// The same four promises as the home page's strip (SPEC §2), each with the policy that keeps it.
const PROMISES: readonly { title: string; detail: string; to: string; Icon: LucideIcon }[] = [
  {
    title: 'Free Delivery Across India',
    detail: 'Every order ships free, to any address in India. We dispatch within 2 working days.',
    to: '/shop/shipping_policy',
    Icon: TruckIcon,
  },
  {
    title: 'Exceptional Customer Support',
    detail: 'Real people answer every message, Monday to Saturday, and reply by email.',
    to: '/shop/contact',
    Icon: HeadsetIcon,
  },
  {
    title: '100% Secure Payments',
    detail: 'Cards, UPI and net banking through PhonePe and Razorpay. We never see your card number.',
    to: '/shop/faqs',
    Icon: ShieldCheckIcon,
  },
  {
    title: 'Free Returns Policy',
    detail: 'Changed your mind? Send unused items back within 2 days of receipt, at no cost.',
    to: '/shop/return_policy',
    Icon: RotateCcwIcon,
  },
];

export function AboutPage() {
  return (
    <StaticPage
      title="About Us"
      eyebrow="Our story"
      lead="Thread & Tote is an Indian online shop for everyday clothing and bags, for women, men and kids. We pick pieces that are comfortable, last well and are fairly priced, and we bring them to your door anywhere in India."
    >
      <PageSection title="Who we are">
        <p>
          We are a small team that loves good clothes and a well-made bag. We started Thread & Tote because shopping
          online should feel as easy and honest as shopping at your favourite local store: clear prices, easy returns
          and people you can talk to when something is not right.
        </p>
        <p>
          Our collection covers New Arrivals, Women, Men and Kids. Every price you see is in rupees and already includes
          all taxes, so the price on the product page is the price you pay.
        </p>
      </PageSection>

      <section>
        <h2 className="text-xl font-semibold sm:text-2xl">What we promise</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {PROMISES.map(({ title, detail, to, Icon }) => (
            <li key={title} className="flex gap-4 rounded-lg border border-border bg-surface p-5">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
                <Icon className="size-5" aria-hidden />
              </span>
              <div className="grid content-start gap-1">
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm leading-6 text-muted-foreground">{detail}</p>
                <TextLink to={to} className="mt-1 w-fit text-sm">
                  Read more<span className="sr-only"> about {title}</span>
                </TextLink>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <PageSection title="Talk to us">
        <p>
          Questions about a size, an order or a return? Have a look at our <TextLink to="/shop/faqs">FAQs</TextLink> or{' '}
          <TextLink to="/shop/contact">get in touch</TextLink>. We would love to hear from you.
        </p>
      </PageSection>
    </StaticPage>
  );
}
