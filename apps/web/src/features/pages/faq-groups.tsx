// Owns the FAQ's questions and answers, in the spec's four groups; every answer agrees with the policy pages (SPEC §9).
import type { ReactNode } from 'react';
import { TextLink } from '#web/features/pages/static-page.tsx';

export type FaqEntry = { id: string; question: string; answer: ReactNode };
export type FaqGroup = { id: string; heading: string; entries: readonly FaqEntry[] };

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'payments',
    heading: 'PAYMENTS',
    entries: [
      {
        id: 'payment-methods',
        question: 'Which payment methods do you accept?',
        answer: (
          <p>
            Credit and debit cards (Visa, Mastercard and RuPay), UPI and net banking, through our payment partners
            PhonePe and Razorpay. You choose one at checkout.
          </p>
        ),
      },
      {
        id: 'cheques',
        question: 'Can I pay by cheque or money order?',
        answer: <p>No, we do not accept cheques or money orders. Every order is paid online at checkout.</p>,
      },
      {
        id: 'payment-safety',
        question: 'Is it safe to pay on Thread & Tote?',
        answer: (
          <p>
            Yes. You pay on PhonePe&apos;s or Razorpay&apos;s secure pages, so we never see or store your card number,
            UPI PIN or bank password.
          </p>
        ),
      },
      {
        id: 'failed-payment',
        question: 'My payment failed, but the money was taken from my account. What happens now?',
        answer: (
          <p>
            Nothing for you to do: the amount is credited back to your account within 7 to 10 days. If it has not
            arrived by then, <TextLink to="/shop/contact">contact us</TextLink> and we will follow it up.
          </p>
        ),
      },
      {
        id: 'taxes',
        question: 'Do your prices include taxes?',
        answer: (
          <p>
            Yes. Every price is in rupees and includes all taxes, and delivery is free, so there is nothing extra to
            pay.
          </p>
        ),
      },
    ],
  },
  {
    id: 'orders',
    heading: 'ORDERS',
    entries: [
      {
        id: 'account-needed',
        question: 'Do I need an account to order?',
        answer: (
          <p>
            You can browse without one, but you need to sign in to add items to your cart and check out. Registering
            takes a minute: we email you a code to confirm your address.
          </p>
        ),
      },
      {
        id: 'order-processing',
        question: 'How soon is my order processed?',
        answer: (
          <p>We dispatch orders within 2 working days. Orders placed after 18:00 IST are processed the next day.</p>
        ),
      },
      {
        id: 'order-tracking',
        question: 'How can I see where my order is?',
        answer: (
          <p>
            Sign in and open <TextLink to="/shop/account">your account</TextLink>. The Orders tab lists every order with
            its status; choose View Details to see its items and delivery address.
          </p>
        ),
      },
      {
        id: 'saved-addresses',
        question: 'How many delivery addresses can I save?',
        answer: <p>Up to three. You can add, edit and delete them in your account or at checkout.</p>,
      },
    ],
  },
  {
    id: 'shipping',
    heading: 'SHIPPING',
    entries: [
      {
        id: 'delivery-cost',
        question: 'How much does delivery cost?',
        answer: <p>Nothing. Delivery is free on every order, anywhere in India.</p>,
      },
      {
        id: 'delivery-time',
        question: 'How long will my order take to arrive?',
        answer: (
          <p>We dispatch your order within 2 working days, and it reaches you 5 to 7 working days after dispatch.</p>
        ),
      },
      {
        id: 'late-orders',
        question: 'I ordered in the evening. When will it be processed?',
        answer: (
          <p>Orders placed after 18:00 IST are processed the next day, and the 2 working days count from then.</p>
        ),
      },
      {
        id: 'delivery-area',
        question: 'Where do you deliver?',
        answer: (
          <p>
            To any address in India. See our <TextLink to="/shop/shipping_policy">Shipping Policy</TextLink> for the
            details.
          </p>
        ),
      },
    ],
  },
  {
    id: 'returns-and-cancellations',
    heading: 'RETURNS AND CANCELLATIONS',
    entries: [
      {
        id: 'return-window',
        question: 'Can I return an item?',
        answer: (
          <p>
            Yes, within 2 days of receiving it, as long as it is unused and in its original packaging. Returns are free.
          </p>
        ),
      },
      {
        id: 'return-how',
        question: 'How do I return an item?',
        answer: (
          <p>
            <TextLink to="/shop/contact">Write to us</TextLink> within 2 days of receiving your order, with your order
            ID and the items you want to return. We will reply by email with how to send them back. See the{' '}
            <TextLink to="/shop/return_policy">Return Policy</TextLink>.
          </p>
        ),
      },
      {
        id: 'refund-time',
        question: 'When will I get my refund?',
        answer: (
          <p>
            We process refunds within 5 days, back to the way you paid. Your bank or card issuer may take a little
            longer to show it. See the <TextLink to="/shop/refund_policy">Refund Policy</TextLink>.
          </p>
        ),
      },
      {
        id: 'cancel-order',
        question: 'Can I cancel my order?',
        answer: (
          <p>
            Yes, within 24 hours of placing it. <TextLink to="/shop/contact">Contact us</TextLink> with your order ID
            and we will cancel it and refund you within 5 days. After 24 hours you can still return it once it arrives.
          </p>
        ),
      },
      {
        id: 'damaged-item',
        question: 'What if my item arrives damaged or is not what I ordered?',
        answer: (
          <p>
            We are sorry! Tell us within 2 days of receiving it, with your order ID and a photo if you can, and we will
            put it right.
          </p>
        ),
      },
    ],
  },
];
