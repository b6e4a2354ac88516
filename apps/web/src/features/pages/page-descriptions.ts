// Owns what search results say of each information page: the meta description its route module sets.

export const PAGE_DESCRIPTIONS = {
  about:
    'Thread & Tote is an Indian online shop for clothing and bags for women, men and kids, with free delivery across India, free returns and secure payments.',
  contact:
    'Questions about an order, a product or a return? Write to Thread & Tote customer care, Monday to Saturday, 10:00–18:00 IST.',
  faqs: 'Answers about paying, ordering, free delivery across India, returns, refunds and cancellations at Thread & Tote.',
  privacy:
    'What Thread & Tote collects (your name, email, addresses and orders), why we use it, the one cookie we set, and how to ask us to delete your data.',
  refund:
    'Refunds for returns and cancellations are processed within 5 days, to the way you paid. Debited failed payments are credited back in 7–10 days.',
  return:
    'Return unused items in their original packaging within 2 days of receipt, free of charge. Cancel an order within 24 hours of placing it.',
  shipping:
    'Delivery is free on every Thread & Tote order, anywhere in India. Orders are dispatched within 2 working days and arrive 5–7 working days after dispatch.',
  terms:
    'The terms for shopping at Thread & Tote: who can order, prices and payments, delivery, returns and cancellations, governed by the laws of India.',
} as const;
