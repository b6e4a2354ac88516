// Owns the database's shape: every table of the shop in one place, money always in integer paise.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SizeChart } from '@shop/contract/catalog';
import type { CatalogueOptions } from '@shop/contract/options';
import { ORDER_KINDS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@shop/contract/shop';
import type { InvoiceData } from '@shop/contract/invoice';
import { ORDER_EVENT_KINDS } from '@shop/contract/refunds';
import { NDR_ACTIONS, SHIPMENT_STATES } from '@shop/contract/shipping';
import { COD_CONFIRMATIONS, WHATSAPP_MESSAGE_STATES, WHATSAPP_TEMPLATES } from '@shop/contract/whatsapp';
import type { Settings } from '@shop/contract/settings';
import { STAFF_ROLES, STAFF_STATUSES, type StaffPolicy } from '@shop/contract/staff';
import { AUDIT_ENTITIES } from '@shop/contract/audit';
import { IMPORT_KINDS } from '@shop/contract/import-jobs';

/** A customer's yes or no to marketing, with where it was said and when. */
export type MarketingConsent = { accepted: boolean; source: string; at: string };

/** What puts a product in a rule collection: every rule given must hold. */
export type CollectionRules = {
  categories?: string[];
  tags?: string[];
  min_price?: number | null;
  max_price?: number | null;
  colours?: string[];
  on_sale?: boolean;
  added_within_days?: number | null;
};

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ── Accounts ────────────────────────────────────────────────────────────────

export const users = pgTable(
  'users',
  {
    id: id(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(), // stored lower-cased
    /** Null for an account brought over from another shop (issue 44): it signs in by the mailed link or code. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['admin', 'user'] })
      .notNull()
      .default('user'),
    verified: boolean('verified').notNull().default(false),
    /** A staff member's role (decision 035): every admin has one; an invited member has it before `role` is admin. */
    staffRole: text('staff_role', { enum: STAFF_ROLES }),
    staffStatus: text('staff_status', { enum: STAFF_STATUSES }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** The authenticator app's shared secret (base32); in force once `totpEnabledAt` is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last time step whose code signed in, so one code is never used twice. */
    totpLastStep: integer('totp_last_step'),
    /** The phone the shopper gave (10 digits), if any. */
    phone: text('phone'),
    /** Whether they agreed to marketing mail / SMS, where that was said and when (kept from an import). */
    emailMarketing: jsonb('email_marketing').$type<MarketingConsent>(),
    smsMarketing: jsonb('sms_marketing').$type<MarketingConsent>(),
    /** Staff's own words on a customer, and their tags (from a Shopify customer import, or added here). */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text('note'),
    /** When an import brought the account over; such an account is mailed nothing until staff press Invite. */
    importedAt: timestamp('imported_at', { withTimezone: true }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_role_check', sql`${t.role} in ('admin', 'user')`),
    check('users_admin_has_staff_role', sql`${t.role} <> 'admin' or ${t.staffRole} is not null`),
    check('users_staff_role_has_status', sql`(${t.staffRole} is null) = (${t.staffStatus} is null)`),
  ],
);

/** A signed-in browser. Only a hash of the cookie's token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Where and with what it signed in, and when it was last used (to the five minutes), for staff to review. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/** A mailed invitation to join the staff: single use, until it expires. Only a hash of the link's token is kept. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_invites_token_hash_key').on(t.tokenHash), index('staff_invites_user_idx').on(t.userId)],
);

/** Recovery codes for a second factor, hashed: each signs in once in place of the app's code. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** A password that was right, waiting for its second factor: single use, for five minutes, a few tries. */
export const signinTickets = pgTable(
  'signin_tickets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('signin_tickets_token_hash_key').on(t.tokenHash)],
);

/** The owner's rules for staff: one row. */
export const staffPolicies = pgTable(
  'staff_policy',
  {
    id: smallint('id').primaryKey().default(1),
    data: jsonb('data').$type<StaffPolicy>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('staff_policy_one_row', sql`${t.id} = 1`)],
);

/**
 * Every staff change: who, when, from where, what, and the values before and after. Append-only for the application:
 * a trigger refuses updates and deletes (migration 0019). The actor's email is copied, so the row outlives the account.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity', { enum: AUDIT_ENTITIES }).notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at),
    index('audit_events_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_events_actor_idx').on(t.actorId, t.at),
  ],
);

/**
 * Mailed codes, sign-in links and reset links, hashed; single use, the newest only. One row for every request that
 * "sent" one, with an account behind the email or not (then `user_id` is null and nothing was mailed), so the
 * spacing between sends, kept per email, answers every email alike.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    /** The account it was mailed to; null when the email has none (or none that this purpose mails). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the lower-cased email, so emails without accounts are not kept in the clear. */
    emailKey: text('email_key').notNull(),
    /** 'reset-link': a reset mail's link, beside its code; 'reset-paused': the owner was told reset codes are paused. */
    purpose: text('purpose', {
      enum: ['verify-email', 'reset-password', 'signin-link', 'reset-link', 'reset-paused'],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong tries from every network. */
    attempts: integer('attempts').notNull().default(0),
    /** Wrong tries by client network (an IPv4 address or an IPv6 /64). */
    wrongTries: jsonb('wrong_tries').$type<Record<string, number>>().notNull().default({}),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_email_purpose_idx').on(t.emailKey, t.purpose, t.createdAt),
    index('one_time_codes_code_hash_idx').on(t.codeHash),
  ],
);

// ── Catalogue ───────────────────────────────────────────────────────────────

export const products = pgTable(
  'products',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    /** The first of `images`, kept beside them for every screen and answer that shows one picture. */
    image: text('image').notNull(),
    /** The gallery: front, back, detail. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    pricePaise: integer('price_paise').notNull(),
    salePricePaise: integer('sale_price_paise').notNull().default(0),
    /** What a shopper pays per unit; sorting by price sorts by this. */
    unitPricePaise: integer('unit_price_paise')
      .notNull()
      .generatedAlwaysAs(sql`case when sale_price_paise > 0 then sale_price_paise else price_paise end`),
    /**
     * Units free to sell: reservations take from it, releases give back, so it can never oversell. For a product with
     * variants it is the sum of theirs, kept in the same statement that changes one.
     */
    totalStock: integer('total_stock').notNull(),
    /** The variants' colour names, one per line, for search to match. */
    colourNames: text('colour_names').notNull().default(''),
    /** The product's own size chart; null to use its category's. */
    sizeChart: jsonb('size_chart').$type<SizeChart>(),
    /** The size scale (catalogue_options) its variants' sizes come from; null without sizes. */
    sizeScale: text('size_scale'),
    /** How GST taxes it (settings.ts): clothing or bags. */
    taxClass: text('tax_class', { enum: ['clothing', 'bags'] })
      .notNull()
      .default('clothing'),
    averageReview: numeric('average_review', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    /** The parcel it ships as (grams, centimetres); null for its category's default (contract shipping.ts). */
    weightGrams: integer('weight_grams'),
    lengthCm: integer('length_cm'),
    breadthCm: integer('breadth_cm'),
    heightCm: integer('height_cm'),
    /** Its address: /shop/product/<handle> (issue 44); unique, made from the title, kept from a Shopify import. */
    handle: text('handle').notNull(),
    /** Staff's words for grouping: rule collections and filters read them. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** For search engines; null to use the title and the description's start. */
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** What search matches a keyword against: title, description, category and brand lower-cased, one per line. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(title || chr(10) || description || chr(10) || category || chr(10) || brand || chr(10) || colour_names)`,
      ),
  },
  (t) => [
    check('products_price_check', sql`${t.pricePaise} > 0`),
    check('products_sale_price_check', sql`${t.salePricePaise} >= 0 and ${t.salePricePaise} < ${t.pricePaise}`),
    check('products_stock_check', sql`${t.totalStock} >= 0`),
    index('products_category_price_idx').on(t.category, t.unitPricePaise),
    index('products_price_idx').on(t.unitPricePaise),
    index('products_title_idx').on(t.title),
    // Search: trigram indexes find the rows holding a keyword anywhere, or in the title (whose matches come first);
    // results are newest first, so a common word's first pages are read in this order and the scan stops early.
    // Without fastupdate a product's trigrams go into the index as it is saved, rather than into a pending list that
    // every search would read until the next vacuum: slower writes, which are rare, for faster searches.
    index('products_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('products_search_title_idx')
      .using('gin', sql`lower(${t.title}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('products_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    index('products_brand_idx').on(t.brand),
    uniqueIndex('products_handle_key').on(t.handle),
    index('products_tags_idx').using('gin', t.tags),
  ],
);

/** One size × colour of a product, with its own SKU and stock; price overrides are optional. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size'),
    colour: text('colour'),
    colourHex: text('colour_hex'),
    sku: text('sku').notNull(),
    /** Units free to sell, as products.total_stock: reservations take, releases give back. */
    stock: integer('stock').notNull(),
    /** Null: the product's price. */
    pricePaise: integer('price_paise'),
    salePricePaise: integer('sale_price_paise'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** The variant's own parcel weight (a 3XL weighs more than an XS); null for the product's. */
    weightGrams: integer('weight_grams'),
    /** The variant's place in the product: sizes in the shop's order within the staff's colour order. */
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('product_variants_option_key').on(t.productId, t.size, t.colour).nullsNotDistinct(),
    uniqueIndex('product_variants_sku_key').on(sql`lower(${t.sku})`),
    index('product_variants_size_idx')
      .on(t.size, t.productId)
      .where(sql`${t.stock} > 0`),
    index('product_variants_colour_idx')
      .on(t.colour, t.productId)
      .where(sql`${t.stock} > 0`),
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
    check('product_variants_price_check', sql`${t.pricePaise} is null or ${t.pricePaise} > 0`),
    check('product_variants_option_check', sql`${t.size} is not null or ${t.colour} is not null`),
  ],
);

/** The shop's colours and size scales as staff name them: one row, the defaults until staff first save. */
export const catalogueOptions = pgTable(
  'catalogue_options',
  {
    id: smallint('id').primaryKey().default(1),
    data: jsonb('data').$type<CatalogueOptions>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('catalogue_options_one_row', sql`${t.id} = 1`)],
);

/**
 * A CSV import staff started (Shopify's format), of products or of customers: it runs in the background, one item at a
 * time, and counts its progress here; `rows` keeps each row's outcome for the screen.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: id(),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull().default('products'),
    state: text('state', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    fileName: text('file_name').notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    summary: jsonb('summary')
      .$type<{ create: number; update: number; unchanged: number; error: number }>()
      .notNull()
      .default({ create: 0, update: 0, unchanged: 0, error: 0 }),
    rows: jsonb('rows').$type<unknown[]>().notNull().default([]),
    /** Why it stopped, when it failed. */
    failure: text('failure'),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Moves with every product written: a running job quiet for long was lost with its process. */
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_jobs_kind_created_idx').on(t.kind, t.createdAt)],
);

/** Staff's size chart for each category; a product may carry its own instead. */
export const sizeCharts = pgTable('size_charts', {
  category: text('category').primaryKey(),
  chart: jsonb('chart').$type<SizeChart>().notNull(),
  updatedAt: updatedAt(),
});

/** A shopper waiting for a sold-out variant: mailed once when staff put it back in stock. */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** When the back-in-stock mail went; null while the shopper waits. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_user_variant_key').on(t.userId, t.variantId),
    index('stock_alerts_waiting_idx')
      .on(t.variantId)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The shopper who wrote it here; null for a review brought over from another shop's review app. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    comment: text('comment').notNull(),
    rating: smallint('rating').notNull(),
    /** 'import': brought over (Judge.me's CSV), shown as imported. */
    source: text('source', { enum: ['shop', 'import'] })
      .notNull()
      .default('shop'),
    title: text('title'),
    reviewerEmail: text('reviewer_email'),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    /** An imported review's fingerprint, so importing the same file twice adds nothing. */
    importKey: text('import_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    uniqueIndex('reviews_import_key').on(t.importKey),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_author_check', sql`${t.source} = 'import' or ${t.userId} is not null`),
  ],
);

// ── The brand's storefront: pages, collections, redirects ───────────────────

/** A page staff wrote (Markdown): SPEC's static pages once edited, and any new one at /shop/pages/<handle>. */
export const pages = pgTable(
  'pages',
  {
    id: id(),
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    markdown: text('markdown').notNull(),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pages_handle_key').on(t.handle)],
);

/** A group of products with its own page: hand-picked (collection_products) or by rules. */
export const collections = pgTable(
  'collections',
  {
    id: id(),
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    kind: text('kind', { enum: ['manual', 'rules'] }).notNull(),
    rules: jsonb('rules').$type<CollectionRules>().notNull().default({}),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('collections_handle_key').on(t.handle)],
);

/** A hand-picked collection's products, in staff's order. */
export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index('collection_products_product_idx').on(t.productId),
  ],
);

/** An old address that answers 301 to a new one: from a path on this shop, to a path or a full URL. */
export const redirects = pgTable(
  'redirects',
  {
    id: id(),
    fromPath: text('from_path').notNull(),
    to: text('to_target').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('redirects_from_key').on(t.fromPath)],
);

export const featureImages = pgTable('feature_images', {
  id: id(),
  image: text('image').notNull(),
  createdAt: createdAt(),
});

// ── Cart and addresses ──────────────────────────────────────────────────────

export const carts = pgTable(
  'carts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carts_user_id_key').on(t.userId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The size × colour chosen; null for a product without options. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('cart_items_line_key').on(t.cartId, t.productId, t.variantId).nullsNotDistinct(),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull(),
    landmark: text('landmark').notNull(),
    phone: text('phone').notNull(),
    notes: text('notes').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_id_idx').on(t.userId)],
);

// ── Orders and payments ─────────────────────────────────────────────────────

export type AddressInfo = {
  addressId: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  notes: string;
};

/** Money that arrived for an order already paid by another payment: kept for staff to refund. */
export type DuplicatePayment = {
  /** The payment method it came through: Razorpay, PhonePe or PayPal. */
  method: string;
  paymentId: string;
  amountPaise: number;
  /** When it arrived, as an ISO timestamp. */
  at: string;
};

/**
 * The shop's own order numbers (TT-1001, TT-1002, …). A sequence never hands out a number twice, under concurrent
 * checkouts or a rolled-back one; a rollback leaves a gap, which is fine.
 */
export const orderNumbers = pgSequence('order_numbers', { startWith: 1001 });

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Its short number as people read it out, shown as "TT-" and this; taken from order_numbers when it is written. */
    orderNumber: integer('order_number')
      .notNull()
      .unique('orders_order_number_unique')
      .default(sql`nextval('order_numbers')`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** A copy of the address at ordering time: later edits to the address book do not rewrite history. */
    addressInfo: jsonb('address_info').$type<AddressInfo>().notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** The Cash on Delivery fee, part of the total (0 for an order paid online). */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    /** A sale, or an exchange's replacement sent at no charge (its payment method is the original order's). */
    kind: text('kind', { enum: ORDER_KINDS }).notNull().default('sale'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    /** Written only by the order lifecycle (modules/orders/lifecycle.ts), as is orderStatus. */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    orderStatus: text('order_status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentId: text('payment_id'),
    payerId: text('payer_id'),
    /** Stock is held for the order until then; after it, an unpaid order expires. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    /** Money arrived after the stock was gone: staff must refund. */
    needsRefund: boolean('needs_refund').notNull().default(false),
    /** Second payments for an order that was already paid: the order stands, each of these must be refunded. */
    duplicatePayments: jsonb('duplicate_payments').$type<DuplicatePayment[]>().notNull().default([]),
    /** What refunds have given back (processed ones), never more than the total. */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    /** When staff marked it delivered: the return window counts from it. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** A coupon's discount, already taken off the total (the items' prices less this, plus any COD fee). */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The coupon's code as staff wrote it, kept as it was (the coupon may be changed or deleted later). */
    couponCode: text('coupon_code'),
    /** The discount for paying online (staff's setting when the order was placed), taken off the total too. */
    onlineDiscountPaise: integer('online_discount_paise').notNull().default(0),
    /**
     * A Cash on Delivery order waiting for its shopper to confirm it, confirmed or cancelled for want of it (null when
     * paid online); written only by the order lifecycle. An awaiting one is cancelled after codConfirmUntil.
     */
    codConfirmation: text('cod_confirmation', { enum: COD_CONFIRMATIONS }),
    codConfirmUntil: timestamp('cod_confirm_until', { withTimezone: true }),
    /** sha256 of the token in the confirmation mail's link, which confirms without a session. */
    codConfirmTokenHash: text('cod_confirm_token_hash'),
    /** The shopper asked for this order's updates on WhatsApp, on its address's phone. */
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
    /** A business buying for its books (B2B): its GSTIN and name go on the tax invoice. Null for a consumer. */
    buyerGstin: text('buyer_gstin'),
    buyerBusinessName: text('buyer_business_name'),
    /** Who carries the parcel and its tracking number, once staff send it. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_pending_reservation_idx')
      .on(t.reservedUntil)
      .where(sql`${t.paymentStatus} = 'pending'`),
    // The dashboard's orders to pack: confirmed or in process, oldest first.
    // The sweep that cancels Cash on Delivery orders nobody confirmed in time.
    index('orders_cod_awaiting_idx')
      .on(t.codConfirmUntil)
      .where(sql`${t.codConfirmation} = 'awaiting'`),
    index('orders_to_pack_idx')
      .on(t.createdAt)
      .where(sql`${t.orderStatus} in ('confirmed', 'inProcess')`),
    // An exchange's replacement is an order at no charge.
    check('orders_total_check', sql`${t.totalPaise} >= 0`),
    check('orders_refunded_check', sql`${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.totalPaise}`),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('pending', 'paid', 'failed', 'expired', 'partially_refunded', 'refunded')`,
    ),
    check('orders_kind_check', sql`${t.kind} in ('sale', 'exchange')`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('PhonePe', 'Razorpay', 'PayPal', 'COD')`),
    check(
      'orders_order_status_check',
      sql`${t.orderStatus} in ('pending', 'confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected', 'returned', 'cancelled')`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** Copies, as the title: what was bought stays readable after staff change the product. */
    size: text('size'),
    colour: text('colour'),
    sku: text('sku'),
    /** How GST taxed it when bought (the product's tax class then). */
    taxClass: text('tax_class', { enum: ['clothing', 'bags'] })
      .notNull()
      .default('clothing'),
    title: text('title').notNull(),
    image: text('image').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    /** This line's share of the order's coupon discount (for all its pieces): invoices and refunds take it off. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** This line's share of the order's discount for paying online (for all its pieces): taken off as the coupon's is. */
    onlineDiscountPaise: integer('online_discount_paise').notNull().default(0),
  },
  (t) => [index('order_items_order_id_idx').on(t.orderId), index('order_items_product_id_idx').on(t.productId)],
);

/** Every change of payment or order status, who made it and why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    field: text('field', { enum: ORDER_EVENT_KINDS }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    actor: text('actor').notNull(), // a user id, or 'system', or a provider name
    note: text('note'),
    /** Money moved by this event (a refund), in paise. */
    amountPaise: integer('amount_paise'),
    /** The provider's reference for that money (a refund id, a transfer reference). */
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_id_idx').on(t.orderId, t.createdAt)],
);

/**
 * The order's outbox (decision 037): what follows one order event, one row per effect, written in the transaction that
 * changed the order. The lifecycle writes the event's own row (effect `event`); the dispatcher (flows/order-effects.ts)
 * adds a row for each effect its table names, and runs each after commit until it is done, backing off between tries.
 */
export const orderOutbox = pgTable(
  'order_outbox',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** One happening to the order: the event row and its effects' rows share it. */
    eventId: uuid('event_id').notNull(),
    /** What happened: a lifecycle command (cancel, setStatus, pay…) or a refund's or return's step (refundOpened…). */
    event: text('event').notNull(),
    /** The effect this row runs (sendRefund, cancelParcel, stepMail…), or `event` for the event's own row. */
    effect: text('effect').notNull(),
    /** What the effect needs to know of the event (statuses before and after, a refund's id…). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    /** When the dispatcher may run it (again). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last try failed. */
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_outbox_event_effect').on(t.eventId, t.effect),
    index('order_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.doneAt} is null`),
    index('order_outbox_order_idx').on(t.orderId),
  ],
);

/** Units an order holds while it waits for payment; released or committed exactly once. */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    state: text('state', { enum: ['held', 'committed', 'released'] })
      .notNull()
      .default('held'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('stock_reservations_line_key').on(t.orderId, t.productId, t.variantId).nullsNotDistinct(),
    check('stock_reservations_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** One attempt to pay an order with a provider. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['razorpay', 'phonepe', 'paypal'] }).notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['created', 'paid', 'failed'] })
      .notNull()
      .default('created'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_order_key').on(t.provider, t.providerOrderId),
    index('payments_order_id_idx').on(t.orderId),
    // One open attempt per provider per order: a second Pay click reuses it, so one order cannot be paid twice.
    uniqueIndex('payments_open_attempt_key')
      .on(t.orderId, t.provider)
      .where(sql`${t.status} = 'created'`),
    // The sweep asks about recent open attempts of orders let go meanwhile.
    index('payments_open_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'created'`),
  ],
);

// ── Settings and tax invoices ───────────────────────────────────────────────

/** The shop's details and rules staff keep in Settings: one row. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    data: jsonb('data').$type<Settings>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('shop_settings_one_row', sql`${t.id} = 1`)],
);

/** The last invoice number used in each financial year and series: taken under the row's lock, never skipped. */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    prefix: text('prefix').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.financialYear] })],
);

/** A paid order's tax invoice, as issued: its number and everything printed on it, never rewritten. */
export const invoices = pgTable(
  'invoices',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data').$type<InvoiceData>().notNull(),
  },
  // By date: GSTR-1 and the sales register read a period's invoices.
  (t) => [uniqueIndex('invoices_number_key').on(t.number), index('invoices_issued_at_idx').on(t.issuedAt)],
);

/**
 * A GSTR-1 staff downloaded, by its period of months (YYYY-MM): once a month is handed over, its invoices' buyer
 * details (GSTIN, business name) are final.
 */
export const gstr1Exports = pgTable(
  'gstr1_exports',
  {
    id: id(),
    fromMonth: text('from_month').notNull(),
    toMonth: text('to_month').notNull(),
    exportedBy: uuid('exported_by').references(() => users.id, { onDelete: 'set null' }),
    exportedAt: timestamp('exported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gstr1_exports_months_idx').on(t.fromMonth, t.toMonth)],
);

/** Provider webhook deliveries already handled, so a redelivery changes nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The built-in payment sandbox's own state (its orders, payments, tokens), as the real providers would keep it. */
export const sandboxRecords = pgTable(
  'sandbox_records',
  {
    provider: text('provider').notNull(),
    id: text('id').notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.id] })],
);

// ── Money back ──────────────────────────────────────────────────────────────

/**
 * Money going back to a shopper. The row is written (pending) before the provider is asked, under the order's lock, so
 * the sum never passes what was paid; its id is the idempotency key the provider sees, so asking again after a crash or
 * a retry finds the same refund instead of making a second one.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** razorpay, phonepe, paypal; 'transfer' for Cash on Delivery (a bank or UPI transfer staff make). */
    provider: text('provider', { enum: ['razorpay', 'phonepe', 'paypal', 'transfer'] }).notNull(),
    /** The provider's id of the payment refunded (Razorpay pay_…, PhonePe's merchant order id, PayPal's capture id). */
    providerPaymentId: text('provider_payment_id'),
    /** The provider's refund id, or the transfer reference. */
    providerRefundId: text('provider_refund_id'),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['pending', 'processed', 'failed'] })
      .notNull()
      .default('pending'),
    kind: text('kind', { enum: ['cancellation', 'return', 'staff', 'late-payment', 'duplicate'] }).notNull(),
    reason: text('reason').notNull(),
    /** Who asked for it: a user id, or 'system'. */
    actor: text('actor').notNull(),
    /** The staff's Idempotency-Key, when sent: a retry with it answers this refund. */
    idempotencyKey: text('idempotency_key'),
    returnId: uuid('return_id'),
    /** Why the provider refused it, when it failed. */
    failure: text('failure'),
    /** How often the provider has been asked (the sweep gives up asking a failing provider after a while). */
    attempts: integer('attempts').notNull().default(0),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_order_id_idx').on(t.orderId),
    uniqueIndex('refunds_idempotency_key').on(t.orderId, t.idempotencyKey),
    index('refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

/** A shopper's request to return or exchange some of a delivered order's items. */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['requested', 'approved', 'rejected', 'received'] })
      .notNull()
      .default('requested'),
    note: text('note').notNull().default(''),
    staffNote: text('staff_note').notNull().default(''),
    /** The replacement order for the exchanged lines, placed when the parcel is received. */
    exchangeOrderId: uuid('exchange_order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_status_idx').on(t.status, t.createdAt),
  ],
);

export const returnItems = pgTable(
  'return_items',
  {
    id: id(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    reason: text('reason', { enum: ['too_small', 'too_large', 'damaged', 'not_as_pictured', 'other'] }).notNull(),
    /** For an exchange: the size or colour sent instead; its units are held from the request until it ends. */
    exchangeVariantId: uuid('exchange_variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    exchangeSize: text('exchange_size'),
    exchangeColour: text('exchange_colour'),
    /** held while the request is open, committed when the replacement is placed, released when it ends otherwise. */
    exchangeHold: text('exchange_hold', { enum: ['held', 'committed', 'released'] }),
  },
  (t) => [
    index('return_items_return_idx').on(t.returnId),
    check('return_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** A credit note against an order's tax invoice, issued with a refund: its own series, kept as issued. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    refundId: uuid('refund_id')
      .primaryKey()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data').$type<InvoiceData>().notNull(),
  },
  (t) => [uniqueIndex('credit_notes_number_key').on(t.number), index('credit_notes_issued_at_idx').on(t.issuedAt)],
);

// ── Coupons ─────────────────────────────────────────────────────────────────

/** A code staff give out: a percentage or a fixed amount off, within its dates, minimum and limits. */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** As staff typed it; matched without regard to case. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    /** Per cent (1–90) for a percentage; paise for a fixed amount. */
    value: integer('value').notNull(),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    /** The most a percentage may take off, in paise; null for no cap. */
    maxDiscountPaise: integer('max_discount_paise'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** How many orders may use it in all, and per shopper; null for no limit. */
    totalUses: integer('total_uses'),
    perShopperUses: integer('per_shopper_uses'),
    /** The categories it applies to; empty for every one. */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    paused: boolean('paused').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(sql`lower(${t.code})`),
    check('coupons_value_check', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 90)`),
    check('coupons_uses_check', sql`coalesce(${t.totalUses}, 1) > 0 and coalesce(${t.perShopperUses}, 1) > 0`),
  ],
);

/**
 * One order's use of a coupon: held with the order while it waits for payment, used once paid (or placed for cash
 * at the door), released when the order is let go or cancelled. Held and used ones count against the limits.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discountPaise: integer('discount_paise').notNull(),
    state: text('state', { enum: ['held', 'used', 'released'] })
      .notNull()
      .default('held'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_key').on(t.orderId),
    index('coupon_redemptions_coupon_idx').on(t.couponId, t.userId),
  ],
);

// ── Shipping ────────────────────────────────────────────────────────────────

/**
 * A parcel booked through the courier aggregator: an order's (forward) or a return pickup's. Written by the shipping
 * module alone; the order's statuses move through the lifecycle when its scans arrive.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['forward', 'return'] })
      .notNull()
      .default('forward'),
    /** The customer's return a return pickup collects. */
    returnRequestId: uuid('return_request_id').references(() => returnRequests.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    /** The provider's order and shipment, once booked (null while the booking's answer is awaited). */
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    awb: text('awb'),
    courierId: text('courier_id'),
    courierName: text('courier_name'),
    state: text('state', { enum: SHIPMENT_STATES }).notNull().default('booked'),
    /** The provider's last status name, as it said it. */
    providerStatus: text('provider_status'),
    /** The date the courier promised when booked, and the one it expects now (India's calendar). */
    promisedDate: text('promised_date'),
    expectedDate: text('expected_date'),
    pickupDate: text('pickup_date'),
    /** What the courier charges for it, in paise, once known. */
    chargePaise: integer('charge_paise'),
    /** The cash the courier collects at the door (0 prepaid), when it collected it, and what it has paid over. */
    codPaise: integer('cod_paise').notNull().default(0),
    codCollectedAt: timestamp('cod_collected_at', { withTimezone: true }),
    codRemittedPaise: integer('cod_remitted_paise').notNull().default(0),
    remittanceReference: text('remittance_reference'),
    remittedAt: timestamp('remitted_at', { withTimezone: true }),
    /** A failed delivery attempt waiting on staff: the courier's reason, attempts so far, and what staff asked. */
    ndrReason: text('ndr_reason'),
    ndrAttempts: integer('ndr_attempts').notNull().default(0),
    ndrAt: timestamp('ndr_at', { withTimezone: true }),
    ndrAction: text('ndr_action', { enum: NDR_ACTIONS }),
    /**
     * A booking under way holds the row until then, so a second "Ship" (another tab, another instance) waits rather
     * than asking the provider at the same time; a booking that died lets go when it passes.
     */
    bookingUntil: timestamp('booking_until', { withTimezone: true }),
    /** When the sweep last asked the provider how the parcel stands (for webhooks that were lost). */
    polledAt: timestamp('polled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One parcel per order going out, one per return coming back: a retried "Ship" finds the first.
    uniqueIndex('shipments_forward_key')
      .on(t.orderId)
      .where(sql`${t.kind} = 'forward' and ${t.state} <> 'cancelled'`),
    uniqueIndex('shipments_return_key')
      .on(t.returnRequestId)
      .where(sql`${t.kind} = 'return' and ${t.state} <> 'cancelled'`),
    uniqueIndex('shipments_awb_key').on(t.awb),
    index('shipments_moving_idx')
      .on(t.polledAt)
      .where(sql`${t.state} not in ('delivered', 'rto_delivered', 'cancelled', 'lost')`),
    check('shipments_cod_check', sql`${t.codPaise} >= 0 and ${t.codRemittedPaise} >= 0`),
    check('shipments_kind_check', sql`${t.kind} in ('forward', 'return')`),
  ],
);

/** Every scan of a parcel, as the provider reported it (webhook or poll), each recorded once. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: id(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    state: text('state', { enum: SHIPMENT_STATES }).notNull(),
    providerStatus: text('provider_status').notNull(),
    location: text('location'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shipment_events_scan_key').on(t.shipmentId, t.at, t.providerStatus),
    index('shipment_events_shipment_idx').on(t.shipmentId, t.at),
  ],
);

/** What the shopper has been told of a parcel, once each: picked up, out for delivery, delivered, a failed attempt. */
export const shipmentNotices = pgTable(
  'shipment_notices',
  {
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    /** The step told, with the attempt's number for a failed delivery (a second failure is news again). */
    step: text('step').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.step] })],
);

/**
 * A phone's answer to "Send order updates on WhatsApp": yes from checkout, no from the account page or a STOP reply.
 * Owned by modules/whatsapp; a phone without a row has not said yes, and gets mail only.
 */
export const whatsappOptIns = pgTable('whatsapp_opt_ins', {
  /** The 10-digit mobile number as the address book keeps it (sent to Meta as 91 and this). */
  phone: text('phone').primaryKey(),
  /** Who said it last: the shopper whose checkout or account page it came from (null for a reply on WhatsApp). */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  optedIn: boolean('opted_in').notNull(),
  /** Where the answer came from: 'checkout', 'account' or 'reply'. */
  source: text('source').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every WhatsApp message the shop means to send, written once under its key (an order's step) and sent after the
 * change that caused it is committed, again until Meta accepts it; then Meta's status webhooks move it on. Owned by
 * modules/whatsapp.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: id(),
    /** What the message tells, once: e.g. `order:<id>:shipped`. A second queueing of the same key changes nothing. */
    key: text('key').notNull().unique('whatsapp_messages_key_unique'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    phone: text('phone').notNull(),
    template: text('template', { enum: WHATSAPP_TEMPLATES }).notNull(),
    /** The template's parameters in order ({{1}}, {{2}}, …), and its buttons' payloads or URL suffixes. */
    params: jsonb('params').$type<string[]>().notNull(),
    buttons: jsonb('buttons').$type<string[]>().notNull().default([]),
    state: text('state', { enum: WHATSAPP_MESSAGE_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When the sender may try it (again); a sender holds it until then while it sends. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Meta's id for it (wamid.…), once accepted: the status webhooks name it. */
    providerMessageId: text('provider_message_id').unique('whatsapp_messages_provider_id_unique'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('whatsapp_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'queued'`),
    index('whatsapp_messages_order_idx').on(t.orderId),
  ],
);

/** A code sent to a Cash on Delivery order's phone, to confirm it with; one at a time per order, tried a few times. */
export const codConfirmCodes = pgTable('cod_confirm_codes', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** sha256 of the code: the code itself is only in the message. */
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
