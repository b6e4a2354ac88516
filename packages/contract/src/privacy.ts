// Owns a shopper's rights over their own data (India's DPDP Act 2023): downloading what the shop holds about them and
// deleting the account, by the shopper or by staff on their request, with what GST law makes the shop keep said plainly.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { messageAnswer } from './envelope.ts';

/**
 * How long tax invoices are kept: 72 months from the due date of the year's annual return (CGST Act s.36(2), rule 56).
 */
export const INVOICE_RETENTION_MONTHS = 72;

/** What deleting an account keeps, in the words the export, the confirm dialog and the answers use. */
export const KEPT_AFTER_DELETION =
  `Tax invoices and credit notes for your paid orders, with the name and address printed on them, are kept for ` +
  `${INVOICE_RETENTION_MONTHS} months from the due date of that year’s annual GST return, as GST law requires ` +
  `(CGST Act section 36, rule 56). Your orders stay in the shop’s accounts without your name, phone or address.`;

export const PRIVACY_MESSAGES = {
  deleted: 'Your account has been deleted.',
  erased: 'The customer’s account has been deleted. Their tax invoices are kept, as GST law requires.',
  passwordNeeded:
    'Enter your password to delete your account. Signed in with a mailed link and have no password? Sign in with a new link and delete your account within 10 minutes.',
  wrongPassword: 'That password is not right. Your account has not been deleted.',
  staffAccount: 'A staff account cannot be deleted here. The shop’s owner removes staff on the Staff screen.',
  notFound: 'No such customer',
  alreadyErased: 'That account has already been deleted.',
  /** `orders` names the open ones: "TT-1001 and TT-1002". */
  openOrders: (orders: string) =>
    `Your orders ${orders} are still open. You can delete your account once they are delivered or cancelled.`,
  openReturns: 'A return or exchange is still open. You can delete your account once it is finished.',
} as const;

/** A shopper's delete: their password, which may be left out only within 10 minutes of signing in. */
export const deleteAccountBody = z.object({ password: z.string().max(200, 'Password is too long').optional() });
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** How recent a sign-in must be for the password to be left out (a shopper who signed in with a mailed link). */
export const FRESH_SIGNIN_MINUTES = 10;

const customerParams = z.object({ id: z.uuid(PRIVACY_MESSAGES.notFound) });

const when = z.string().describe('An ISO timestamp');

/** Everything the shop holds about one shopper, as downloaded: money in rupees, times as ISO timestamps. */
export const accountExport = z.object({
  exported_at: when,
  shop: z.string(),
  profile: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    verified: z.boolean(),
    created_at: when,
  }),
  addresses: z.array(
    z.object({
      _id: z.string(),
      address_line1: z.string(),
      address_line2: z.string(),
      landmark: z.string(),
      city: z.string(),
      state: z.string(),
      zip_code: z.string(),
      country: z.string(),
      phone: z.string(),
      notes: z.string(),
      created_at: when,
    }),
  ),
  orders: z.array(
    z.object({
      _id: z.string(),
      order_number: z.string(),
      placed_at: when,
      order_status: z.string(),
      payment_status: z.string(),
      payment_method: z.string(),
      total: z.number(),
      delivered_to: z.object({
        address: z.string(),
        city: z.string(),
        state: z.string(),
        zip_code: z.string(),
        phone: z.string(),
        notes: z.string(),
      }),
      business_buyer: z.object({ gstin: z.string(), name: z.string().nullable() }).nullable(),
      items: z.array(
        z.object({
          title: z.string(),
          size: z.string().nullable(),
          colour: z.string().nullable(),
          quantity: z.number(),
          unit_price: z.number(),
        }),
      ),
      tax_invoice: z.string().nullable(),
    }),
  ),
  returns: z.array(
    z.object({ _id: z.string(), order_id: z.string(), status: z.string(), note: z.string(), created_at: when }),
  ),
  reviews: z.array(
    z.object({
      product_id: z.string(),
      product_title: z.string(),
      name_shown: z.string(),
      rating: z.number(),
      comment: z.string(),
      created_at: when,
    }),
  ),
  consents: z.object({
    whatsapp: z.array(z.object({ phone: z.string(), opted_in: z.boolean(), source: z.string(), changed_at: when })),
  }),
  messages: z.object({
    whatsapp: z.array(
      z.object({
        phone: z.string(),
        template: z.string(),
        parameters: z.array(z.string()),
        state: z.string(),
        created_at: when,
      }),
    ),
  }),
  stock_alerts: z.array(
    z.object({
      product_id: z.string(),
      product_title: z.string(),
      size: z.string().nullable(),
      colour: z.string().nullable(),
      created_at: when,
      notified_at: when.nullable(),
    }),
  ),
  cart: z.array(
    z.object({
      product_id: z.string(),
      title: z.string(),
      size: z.string().nullable(),
      colour: z.string().nullable(),
      quantity: z.number(),
    }),
  ),
  kept_after_deletion: z.string(),
});
export type AccountExport = z.infer<typeof accountExport>;

/** The file a shopper's data downloads as. */
export const accountExportFileName = (userId: string) => `my-data-${userId}.json`;

/** /api/shop/account: the signed-in shopper's own data. */
export const accountEndpoints = {
  /** A JSON file (an attachment, private, never stored) of everything the shop holds about the shopper. */
  export: endpoint({
    method: 'GET',
    path: '/api/shop/account/export',
    tag: 'shop account',
    answer: accountExport,
    errors: [401],
  }),
  /** Ends every session and erases the shopper's personal data, keeping what GST law requires (tax invoices). */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/shop/account',
    tag: 'shop account',
    body: deleteAccountBody,
    answer: messageAnswer,
    errors: [400, 401, 403, 409, 429],
  }),
};

/** /api/admin/customers: staff do the same for a customer who asked them (recorded in the audit trail). */
export const customerDataEndpoints = {
  export: endpoint({
    method: 'GET',
    path: '/api/admin/customers/:id/export',
    tag: 'admin customers',
    permission: 'customers.erase',
    params: customerParams,
    answer: accountExport,
    errors: [400, 401, 403, 404],
  }),
  erase: endpoint({
    method: 'DELETE',
    path: '/api/admin/customers/:id',
    tag: 'admin customers',
    permission: 'customers.erase',
    params: customerParams,
    answer: messageAnswer,
    errors: [400, 401, 403, 404, 409],
  }),
};
