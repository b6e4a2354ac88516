// Owns /shop/shipping_policy: when orders leave us, how long they take, and that delivery is free (SPEC §9).
import { BulletList, PageSection, StaticPage, TextLink } from '#web/features/pages/static-page.tsx';

export function ShippingPolicyPage() {
  return (
    <StaticPage
      title="Shipping Policy"
      eyebrow="Policies"
      lead="We deliver to addresses anywhere in India. Here is how your order gets from us to you, and what it costs."
    >
      <PageSection title="Delivery is free">
        <p>
          Delivery is free on every order, whatever its size and wherever you are in India. There is no minimum order
          value and no shipping charge at checkout: the total you see before you pay is the total you pay.
        </p>
      </PageSection>

      <PageSection title="Where we deliver">
        <p>
          We deliver to addresses within India. You can save up to three delivery addresses in your account and choose
          one at checkout.
        </p>
      </PageSection>

      <PageSection title="When your order leaves us">
        <BulletList>
          <li>We pack and dispatch your order within 2 working days of receiving it.</li>
          <li>Orders placed after 18:00 IST are processed the next day.</li>
        </BulletList>
      </PageSection>

      <PageSection title="How long delivery takes">
        <p>
          Once dispatched, your parcel reaches you within 5 to 7 working days. If it is taking longer than that,{' '}
          <TextLink to="/shop/contact">let us know</TextLink> and we will chase it for you.
        </p>
      </PageSection>

      <PageSection title="Tracking your order">
        <p>
          Sign in and open <TextLink to="/shop/account">your account</TextLink> to see every order and its current
          status, from confirmed through to delivered.
        </p>
      </PageSection>

      <PageSection title="If something arrives damaged">
        <p>
          If your parcel arrives damaged or something is missing, please{' '}
          <TextLink to="/shop/contact">contact us</TextLink> within 2 days of receiving it, with your order ID and a
          photo if you can. See our <TextLink to="/shop/return_policy">Return Policy</TextLink> for how returns work.
        </p>
      </PageSection>
    </StaticPage>
  );
}
