// Owns /shop/T&C: the terms of using the shop and buying from it (SPEC §9).
import { SHOP_NAME } from '@shop/contract/shop';
import { BulletList, PageSection, StaticPage, TextLink } from '#web/features/pages/static-page.tsx';

export function TermsPage() {
  return (
    <StaticPage
      title="Terms & Conditions"
      eyebrow="Policies"
      lead={`These terms explain how ${SHOP_NAME} works and what we and you can expect from each other. By using the shop or placing an order, you agree to them.`}
    >
      <PageSection title="Who can shop with us">
        <p>
          You need to be at least 18 years old to place an order. If you are younger, you may shop with the consent of a
          parent or guardian.
        </p>
      </PageSection>

      <PageSection title="Your account">
        <p>
          You need an account to add items to your cart, check out and write reviews. Please give us accurate details,
          keep your password to yourself and <TextLink to="/shop/contact">tell us</TextLink> straight away if you think
          someone else has used your account.
        </p>
      </PageSection>

      <PageSection title="Products and prices">
        <p>
          All prices are in Indian rupees and include all taxes. Delivery is free, so the total at checkout is what you
          pay. We take care to describe every product accurately; if we find a mistake in an order you have placed, we
          will contact you before dispatching it.
        </p>
      </PageSection>

      <PageSection title="Orders and payment">
        <p>
          Your order is confirmed once your payment succeeds. While you pay, we hold the items in your order for you for
          15 minutes. We accept:
        </p>
        <BulletList>
          <li>credit and debit cards (Visa, Mastercard and RuPay);</li>
          <li>UPI;</li>
          <li>net banking.</li>
        </BulletList>
        <p>
          Payments are handled by our payment partners, PhonePe and Razorpay. We do not accept cheques or money orders.
          If a payment fails but your account was debited, the amount is credited back within 7 to 10 days.
        </p>
      </PageSection>

      <PageSection title="Delivery, returns and cancellations">
        <BulletList>
          <li>
            We deliver free anywhere in India, dispatching within 2 working days. See the{' '}
            <TextLink to="/shop/shipping_policy">Shipping Policy</TextLink>.
          </li>
          <li>
            You can return unused items in their original packaging within 2 days of receipt. See the{' '}
            <TextLink to="/shop/return_policy">Return Policy</TextLink>.
          </li>
          <li>
            You can cancel an order within 24 hours of placing it, and refunds are processed within 5 days. See the{' '}
            <TextLink to="/shop/refund_policy">Refund Policy</TextLink>.
          </li>
        </BulletList>
      </PageSection>

      <PageSection title="Reviews">
        <p>
          Reviews help other shoppers, so please keep yours honest and respectful. Your name is shown beside your
          review. We may remove reviews that are abusive, off-topic or misleading.
        </p>
      </PageSection>

      <PageSection title="Using the site">
        <p>
          The photos, text and design of this site belong to {SHOP_NAME}. Please do not copy them, or try to disrupt or
          misuse the shop.
        </p>
      </PageSection>

      <PageSection title="Changes to these terms">
        <p>
          We may update these terms from time to time. The version on this page is the one that applies when you place
          your order.
        </p>
      </PageSection>

      <PageSection title="Governing law">
        <p>These terms are governed by the laws of India.</p>
      </PageSection>

      <PageSection title="Questions">
        <p>
          If anything here is unclear, <TextLink to="/shop/contact">get in touch</TextLink>; we are happy to explain.
        </p>
      </PageSection>
    </StaticPage>
  );
}
