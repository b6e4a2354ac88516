// Owns /shop/return_policy: what can come back, within how long, and how (SPEC §9).
import { BulletList, PageSection, StaticPage, TextLink } from '#web/features/pages/static-page.tsx';

export function ReturnPolicyPage() {
  return (
    <StaticPage
      title="Return Policy"
      eyebrow="Policies"
      lead="If something is not quite right, you can send it back. Returns are free; here is what you need to know."
    >
      <PageSection title="What you can return">
        <p>You can return an item within 2 days of receiving it, as long as it is:</p>
        <BulletList>
          <li>unused, and</li>
          <li>in its original packaging.</li>
        </BulletList>
        <p>We check every returned item when it reaches us. If something is not right, we will get in touch.</p>
      </PageSection>

      <PageSection title="How to return an item">
        <ol className="grid list-decimal gap-2 pl-5 marker:font-semibold marker:text-accent">
          <li>
            Within 2 days of receiving your order, <TextLink to="/shop/contact">write to us</TextLink> with your order
            ID and the items you would like to return.
          </li>
          <li>We will reply by email with how to send the items back. Returns cost you nothing.</li>
          <li>Pack the items in their original packaging and send them as we describe.</li>
        </ol>
      </PageSection>

      <PageSection title="Your refund">
        <p>
          Once your return reaches us and passes its check, we process your refund within 5 days. Read the{' '}
          <TextLink to="/shop/refund_policy">Refund Policy</TextLink> for the details.
        </p>
      </PageSection>

      <PageSection title="Cancelling an order">
        <p>
          You can cancel an order within 24 hours of placing it; <TextLink to="/shop/contact">contact us</TextLink> with
          your order ID. After 24 hours the order cannot be cancelled, but you can still return it once it arrives.
        </p>
      </PageSection>

      <PageSection title="Damaged or wrong items">
        <p>
          If an item arrives damaged, or is not what you ordered, tell us within 2 days of receiving it and we will put
          it right.
        </p>
      </PageSection>
    </StaticPage>
  );
}
