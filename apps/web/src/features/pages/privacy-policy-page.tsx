// Owns /shop/privacy_policy: what the shop keeps about you, why, the one cookie, and how to have it deleted.
import { SHOP_NAME } from '@shop/contract/shop';
import { BulletList, CareEmailLink, PageSection, StaticPage, TextLink } from '#web/features/pages/static-page.tsx';

const strong = 'font-semibold text-foreground';

export function PrivacyPolicyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      eyebrow="Policies"
      lead={`${SHOP_NAME} collects only what it needs to run your account and deliver your orders. This page explains what that is, why we need it, and how you stay in control.`}
    >
      <PageSection title="What we collect">
        <BulletList>
          <li>
            <span className={strong}>Your account:</span> your name, email address and password. We store your password
            only in a scrambled (hashed) form that nobody, including us, can read.
          </li>
          <li>
            <span className={strong}>Your addresses:</span> the delivery addresses you save, with the phone number,
            landmark and delivery notes you add.
          </li>
          <li>
            <span className={strong}>Your orders:</span> what you bought, the amounts, the address it went to, and each
            order&apos;s payment and delivery status.
          </li>
          <li>
            <span className={strong}>Your reviews:</span> the ratings and comments you post, shown with your name.
          </li>
        </BulletList>
      </PageSection>

      <PageSection title="Payments">
        <p>
          Payments are handled by our payment partners, PhonePe and Razorpay. You enter your card, UPI or net banking
          details on their secure pages, not ours, so we never see or store your card number, UPI PIN or bank password.
          They tell us only whether a payment succeeded, with its reference number and amount.
        </p>
      </PageSection>

      <PageSection title="Why we use it">
        <BulletList>
          <li>to create your account and keep you signed in;</li>
          <li>to deliver your orders and let you follow them;</li>
          <li>to email you verification codes and messages about your orders;</li>
          <li>to answer your questions and handle returns and refunds;</li>
          <li>to keep the shop secure and prevent fraud.</li>
        </BulletList>
        <p>
          We do not sell your information, and we do not use it for advertising. We share it only with those who help us
          serve you (our payment partners, and the courier who needs your name, address and phone number to deliver your
          parcel) or where the law requires it.
        </p>
      </PageSection>

      <PageSection title="Cookies">
        <p>
          We use one cookie: a session cookie that keeps you signed in. It goes away when you sign out or the session
          ends. We do not use advertising or tracking cookies.
        </p>
        <p>
          While you browse, your browser also remembers your chosen filters and the order you are paying for, in storage
          that is cleared when you close the tab.
        </p>
      </PageSection>

      <PageSection title="How long we keep it">
        <p>
          We keep your details while you have an account with us. Order and payment records may need to be kept for
          longer, for as long as Indian law requires.
        </p>
      </PageSection>

      <PageSection title="Your choices, and deleting your data">
        <p>
          You can change or delete your saved addresses at any time in{' '}
          <TextLink to="/shop/account">your account</TextLink>. To get a copy of your data, correct it, or have your
          account and data deleted, email us at <CareEmailLink /> from the address on your account (our{' '}
          <TextLink to="/shop/contact">Contact page</TextLink> has all the ways to reach us). We will confirm by email
          once it is done.
        </p>
      </PageSection>

      <PageSection title="Changes to this policy">
        <p>
          If we change how we use your information, we will update this page. The version shown here is always the
          current one.
        </p>
      </PageSection>
    </StaticPage>
  );
}
