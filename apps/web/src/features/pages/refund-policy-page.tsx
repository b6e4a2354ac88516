// Owns /shop/refund_policy: when and how money comes back (SPEC §9).
import { BulletList, PageSection, StaticPage, TextLink } from '#web/features/pages/static-page.tsx';

export function RefundPolicyPage() {
  return (
    <StaticPage
      title="Refund Policy"
      eyebrow="Policies"
      lead="When you return an item or cancel an order, we want your money back with you quickly. Here is how refunds work."
    >
      <PageSection title="When you get a refund">
        <BulletList>
          <li>
            <strong className="font-semibold text-foreground">Returns:</strong> once your returned item reaches us and
            passes its check (see the <TextLink to="/shop/return_policy">Return Policy</TextLink>).
          </li>
          <li>
            <strong className="font-semibold text-foreground">Cancellations:</strong> when you cancel an order within 24
            hours of placing it.
          </li>
        </BulletList>
      </PageSection>

      <PageSection title="How long it takes">
        <p>
          We process every refund within 5 days. After that, the time it takes to show in your account depends on your
          bank or card issuer.
        </p>
      </PageSection>

      <PageSection title="Where the money goes">
        <p>
          Refunds go back the way you paid: to the same card, UPI account or bank account, through our payment partners
          PhonePe and Razorpay. We refund the full price you paid, which already includes all taxes. Delivery is free,
          so there is no shipping charge to deduct.
        </p>
      </PageSection>

      <PageSection title="If a payment failed but you were charged">
        <p>
          Sometimes a payment fails but the money still leaves your account. If that happens, you do not need to do
          anything: the amount is credited back to you within 7 to 10 days. If it has not arrived after 10 days,{' '}
          <TextLink to="/shop/contact">contact us</TextLink> and we will look into it.
        </p>
      </PageSection>
    </StaticPage>
  );
}
