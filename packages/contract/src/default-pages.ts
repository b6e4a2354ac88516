// Owns today's wording of SPEC's eight information pages, as the Markdown each reads until staff change it (issue 44).
// Conventions: the first paragraph is the page's lead (and its default description); `##` starts a section. On the
// FAQ, `##` names a group and each `###` under it is a question whose answer runs to the next heading.
import type { SpecPageHandle } from './content-pages.ts';
import { SHOP_NAME } from './shop.ts';

export const CARE_EMAIL = 'care@threadandtote.in';

/** A SPEC page's default: its search title (when not its title) and description are today's. */
export type DefaultPage = { title: string; markdown: string; seoTitle?: string; seoDescription: string };

const about = `${SHOP_NAME} is an Indian online shop for everyday clothing and bags, for women, men and kids. We pick pieces that are comfortable, last well and are fairly priced, and we bring them to your door anywhere in India.

## Who we are

We are a small team that loves good clothes and a well-made bag. We started ${SHOP_NAME} because shopping online should feel as easy and honest as shopping at your favourite local store: clear prices, easy returns and people you can talk to when something is not right.

Our collection covers New Arrivals, Women, Men and Kids. Every price you see is in rupees and already includes all taxes, so the price on the product page is the price you pay.

## What we promise

### Free Delivery Across India

Every order ships free, to any address in India. We dispatch within 2 working days. [Read more about free delivery](/shop/shipping_policy)

### Exceptional Customer Support

Real people answer every message, Monday to Saturday, and reply by email. [Read more about customer support](/shop/contact)

### 100% Secure Payments

Cards, UPI and net banking through PhonePe and Razorpay. We never see your card number. [Read more about secure payments](/shop/faqs)

### Free Returns Policy

Changed your mind? Send unused items back within 2 days of receipt, at no cost. [Read more about free returns](/shop/return_policy)

## Talk to us

Questions about a size, an order or a return? Have a look at our [FAQs](/shop/faqs) or [get in touch](/shop/contact). We would love to hear from you.
`;

const contact = `Have a question about an order, a size or a return? Send us a message and we will get back to you by email.

## Other ways to reach us

### Email

[${CARE_EMAIL}](mailto:${CARE_EMAIL})

### Hours

Monday to Saturday, 10:00–18:00 IST

We are closed on Sundays.

### Quick answers

Delivery, returns and payments are covered in our [FAQs](/shop/faqs).

Writing about an order? Include your order ID from [your account](/shop/account) so we can help you faster.
`;

const terms = `These terms explain how ${SHOP_NAME} works and what we and you can expect from each other. By using the shop or placing an order, you agree to them.

## Who can shop with us

You need to be at least 18 years old to place an order. If you are younger, you may shop with the consent of a parent or guardian.

## Your account

You need an account to add items to your cart, check out and write reviews. Please give us accurate details, keep your password to yourself and [tell us](/shop/contact) straight away if you think someone else has used your account.

## Products and prices

All prices are in Indian rupees and include all taxes. Delivery is free, so the total at checkout is what you pay. We take care to describe every product accurately; if we find a mistake in an order you have placed, we will contact you before dispatching it.

## Orders and payment

Your order is confirmed once your payment succeeds. While you pay, we hold the items in your order for you for 15 minutes. We accept:

- credit and debit cards (Visa, Mastercard and RuPay);
- UPI;
- net banking.

Payments are handled by our payment partners, PhonePe and Razorpay. We do not accept cheques or money orders. If a payment fails but your account was debited, the amount is credited back within 7 to 10 days.

## Delivery, returns and cancellations

- We deliver free anywhere in India, dispatching within 2 working days. See the [Shipping Policy](/shop/shipping_policy).
- You can return unused items in their original packaging within 2 days of receipt. See the [Return Policy](/shop/return_policy).
- You can cancel an order within 24 hours of placing it, and refunds are processed within 5 days. See the [Refund Policy](/shop/refund_policy).

## Reviews

Reviews help other shoppers, so please keep yours honest and respectful. Your name is shown beside your review. We may remove reviews that are abusive, off-topic or misleading.

## Using the site

The photos, text and design of this site belong to ${SHOP_NAME}. Please do not copy them, or try to disrupt or misuse the shop.

## Changes to these terms

We may update these terms from time to time. The version on this page is the one that applies when you place your order.

## Governing law

These terms are governed by the laws of India.

## Questions

If anything here is unclear, [get in touch](/shop/contact); we are happy to explain.
`;

const faqs = `Quick answers about paying, ordering, delivery, returns and cancellations. Choose a question to see its answer.

## PAYMENTS

### Which payment methods do you accept?

Credit and debit cards (Visa, Mastercard and RuPay), UPI and net banking, through our payment partners PhonePe and Razorpay. You choose one at checkout.

### Can I pay by cheque or money order?

No, we do not accept cheques or money orders. Every order is paid online at checkout.

### Is it safe to pay on ${SHOP_NAME}?

Yes. You pay on PhonePe's or Razorpay's secure pages, so we never see or store your card number, UPI PIN or bank password.

### My payment failed, but the money was taken from my account. What happens now?

Nothing for you to do: the amount is credited back to your account within 7 to 10 days. If it has not arrived by then, [contact us](/shop/contact) and we will follow it up.

### Do your prices include taxes?

Yes. Every price is in rupees and includes all taxes, and delivery is free, so there is nothing extra to pay.

## ORDERS

### Do I need an account to order?

You can browse without one, but you need to sign in to add items to your cart and check out. Registering takes a minute: we email you a code to confirm your address.

### How soon is my order processed?

We dispatch orders within 2 working days. Orders placed after 18:00 IST are processed the next day.

### How can I see where my order is?

Sign in and open [your account](/shop/account). The Orders tab lists every order with its status; choose View Details to see its items and delivery address.

### How many delivery addresses can I save?

Up to three. You can add, edit and delete them in your account or at checkout.

## SHIPPING

### How much does delivery cost?

Nothing. Delivery is free on every order, anywhere in India.

### How long will my order take to arrive?

We dispatch your order within 2 working days, and it reaches you 5 to 7 working days after dispatch.

### I ordered in the evening. When will it be processed?

Orders placed after 18:00 IST are processed the next day, and the 2 working days count from then.

### Where do you deliver?

To any address in India. See our [Shipping Policy](/shop/shipping_policy) for the details.

## RETURNS AND CANCELLATIONS

### Can I return an item?

Yes, within 2 days of receiving it, as long as it is unused and in its original packaging. Returns are free.

### How do I return an item?

[Write to us](/shop/contact) within 2 days of receiving your order, with your order ID and the items you want to return. We will reply by email with how to send them back. See the [Return Policy](/shop/return_policy).

### When will I get my refund?

We process refunds within 5 days, back to the way you paid. Your bank or card issuer may take a little longer to show it. See the [Refund Policy](/shop/refund_policy).

### Can I cancel my order?

Yes, within 24 hours of placing it. [Contact us](/shop/contact) with your order ID and we will cancel it and refund you within 5 days. After 24 hours you can still return it once it arrives.

### What if my item arrives damaged or is not what I ordered?

We are sorry! Tell us within 2 days of receiving it, with your order ID and a photo if you can, and we will put it right.

## Still have a question?

We are here Monday to Saturday. [Contact us](/shop/contact) and we will reply by email.
`;

const privacy = `${SHOP_NAME} collects only what it needs to run your account and deliver your orders. This page explains what that is, why we need it, and how you stay in control.

## What we collect

- **Your account:** your name, email address and password. We store your password only in a scrambled (hashed) form that nobody, including us, can read.
- **Your addresses:** the delivery addresses you save, with the phone number, landmark and delivery notes you add.
- **Your orders:** what you bought, the amounts, the address it went to, and each order's payment and delivery status.
- **Your reviews:** the ratings and comments you post, shown with your name.

## Payments

Payments are handled by our payment partners, PhonePe and Razorpay. You enter your card, UPI or net banking details on their secure pages, not ours, so we never see or store your card number, UPI PIN or bank password. They tell us only whether a payment succeeded, with its reference number and amount.

## Why we use it

- to create your account and keep you signed in;
- to deliver your orders and let you follow them;
- to email you verification codes and messages about your orders;
- to answer your questions and handle returns and refunds;
- to keep the shop secure and prevent fraud.

We do not sell your information, and we do not use it for advertising. We share it only with those who help us serve you (our payment partners, and the courier who needs your name, address and phone number to deliver your parcel) or where the law requires it.

## Cookies

We use one cookie: a session cookie that keeps you signed in. It goes away when you sign out or the session ends. We do not use advertising or tracking cookies.

While you browse, your browser also remembers your chosen filters and the order you are paying for, in storage that is cleared when you close the tab.

## How long we keep it

We keep your details while you have an account with us. Order and payment records may need to be kept for longer, for as long as Indian law requires.

## Your choices, and deleting your data

You can change or delete your saved addresses at any time in [your account](/shop/account). To get a copy of your data, correct it, or have your account and data deleted, email us at [${CARE_EMAIL}](mailto:${CARE_EMAIL}) from the address on your account (our [Contact page](/shop/contact) has all the ways to reach us). We will confirm by email once it is done.

## Changes to this policy

If we change how we use your information, we will update this page. The version shown here is always the current one.
`;

const refund = `When you return an item or cancel an order, we want your money back with you quickly. Here is how refunds work.

## When you get a refund

- **Returns:** once your returned item reaches us and passes its check (see the [Return Policy](/shop/return_policy)).
- **Cancellations:** when you cancel an order within 24 hours of placing it.

## How long it takes

We process every refund within 5 days. After that, the time it takes to show in your account depends on your bank or card issuer.

## Where the money goes

Refunds go back the way you paid: to the same card, UPI account or bank account, through our payment partners PhonePe and Razorpay. We refund the full price you paid, which already includes all taxes. Delivery is free, so there is no shipping charge to deduct.

## If a payment failed but you were charged

Sometimes a payment fails but the money still leaves your account. If that happens, you do not need to do anything: the amount is credited back to you within 7 to 10 days. If it has not arrived after 10 days, [contact us](/shop/contact) and we will look into it.
`;

const returns = `If something is not quite right, you can send it back. Returns are free; here is what you need to know.

## What you can return

You can return an item within 2 days of receiving it, as long as it is:

- unused, and
- in its original packaging.

We check every returned item when it reaches us. If something is not right, we will get in touch.

## How to return an item

1. Within 2 days of receiving your order, [write to us](/shop/contact) with your order ID and the items you would like to return.
2. We will reply by email with how to send the items back. Returns cost you nothing.
3. Pack the items in their original packaging and send them as we describe.

## Your refund

Once your return reaches us and passes its check, we process your refund within 5 days. Read the [Refund Policy](/shop/refund_policy) for the details.

## Cancelling an order

You can cancel an order within 24 hours of placing it; [contact us](/shop/contact) with your order ID. After 24 hours the order cannot be cancelled, but you can still return it once it arrives.

## Damaged or wrong items

If an item arrives damaged, or is not what you ordered, tell us within 2 days of receiving it and we will put it right.
`;

const shipping = `We deliver to addresses anywhere in India. Here is how your order gets from us to you, and what it costs.

## Delivery is free

Delivery is free on every order, whatever its size and wherever you are in India. There is no minimum order value and no shipping charge at checkout: the total you see before you pay is the total you pay.

## Where we deliver

We deliver to addresses within India. You can save up to three delivery addresses in your account and choose one at checkout.

## When your order leaves us

- We pack and dispatch your order within 2 working days of receiving it.
- Orders placed after 18:00 IST are processed the next day.

## How long delivery takes

Once dispatched, your parcel reaches you within 5 to 7 working days. If it is taking longer than that, [let us know](/shop/contact) and we will chase it for you.

## Tracking your order

Sign in and open [your account](/shop/account) to see every order and its current status, from confirmed through to delivered.

## If something arrives damaged

If your parcel arrives damaged or something is missing, please [contact us](/shop/contact) within 2 days of receiving it, with your order ID and a photo if you can. See our [Return Policy](/shop/return_policy) for how returns work.
`;

/** What each of SPEC's pages reads until staff save their own: today's titles, wording and search descriptions. */
export const DEFAULT_PAGES: Record<SpecPageHandle, DefaultPage> = {
  about: {
    title: 'About Us',
    markdown: about,
    seoDescription: `${SHOP_NAME} is an Indian online shop for clothing and bags for women, men and kids, with free delivery across India, free returns and secure payments.`,
  },
  contact: {
    title: 'Contact Us',
    markdown: contact,
    seoDescription: `Questions about an order, a product or a return? Write to ${SHOP_NAME} customer care, Monday to Saturday, 10:00–18:00 IST.`,
  },
  terms: {
    title: 'Terms & Conditions',
    markdown: terms,
    seoDescription: `The terms for shopping at ${SHOP_NAME}: who can order, prices and payments, delivery, returns and cancellations, governed by the laws of India.`,
  },
  faqs: {
    title: 'Frequently Asked Questions',
    seoTitle: 'FAQs',
    markdown: faqs,
    seoDescription: `Answers about paying, ordering, free delivery across India, returns, refunds and cancellations at ${SHOP_NAME}.`,
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    markdown: privacy,
    seoDescription: `What ${SHOP_NAME} collects (your name, email, addresses and orders), why we use it, the one cookie we set, and how to ask us to delete your data.`,
  },
  'refund-policy': {
    title: 'Refund Policy',
    markdown: refund,
    seoDescription:
      'Refunds for returns and cancellations are processed within 5 days, to the way you paid. Debited failed payments are credited back in 7–10 days.',
  },
  'return-policy': {
    title: 'Return Policy',
    markdown: returns,
    seoDescription:
      'Return unused items in their original packaging within 2 days of receipt, free of charge. Cancel an order within 24 hours of placing it.',
  },
  'shipping-policy': {
    title: 'Shipping Policy',
    markdown: shipping,
    seoDescription: `Delivery is free on every ${SHOP_NAME} order, anywhere in India. Orders are dispatched within 2 working days and arrive 5–7 working days after dispatch.`,
  },
};

/**
 * A SPEC page's default as a renamed shop reads it: the wording speaks of the shop by the name staff gave it, and names
 * their care address where they set one.
 */
export function defaultPageOf(handle: SpecPageHandle, brand: { name: string; email?: string | null }): DefaultPage {
  const page = DEFAULT_PAGES[handle];
  const own = (text: string) => {
    const named = text.replaceAll(SHOP_NAME, brand.name);
    return brand.email ? named.replaceAll(CARE_EMAIL, brand.email) : named;
  };
  return {
    title: page.title,
    markdown: own(page.markdown),
    ...(page.seoTitle ? { seoTitle: own(page.seoTitle) } : {}),
    seoDescription: own(page.seoDescription),
  };
}
