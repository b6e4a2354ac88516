// Owns the shop's brand as staff keep it in Settings (issue 44): its name, logo, icon, accent colour, announcement bar,
// and the footer's contact details and social links; what anyone reads of it at /api/shop/brand; and the uploads of
// its logo and icon.
import { z } from 'zod';
import { accentProblem, DEFAULT_ACCENT, isBrandLink } from './brand-defaults.ts';
import { endpoint } from './endpoint.ts';
import { isUploadedImage } from './images.ts';

const accent = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    const problem = accentProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A picture uploaded through the brand's upload endpoints (or any product upload), or null for the built-in one. */
const brandImage = z.string().trim().refine(isUploadedImage, 'Upload the picture here first').nullable().default(null);

// No transforms here: the settings answer is encoded through these schemas, and a transform cannot be run backwards.
// A field left blank is sent as null (the Settings form does that).
const optionalText = (max: number, field: string) =>
  z
    .string()
    .trim()
    .min(1, `${field} is empty: leave it out (null) instead`)
    .max(max, `${field} is at most ${max} characters`)
    .nullable()
    .default(null);

const httpsLink = (network: string) =>
  z
    .string()
    .trim()
    .regex(/^https:\/\/[^\s/]+\.[^\s]*$/, `The ${network} link is a full address starting with https://`)
    .max(300, `The ${network} link is at most 300 characters`)
    .nullable()
    .default(null);

const when = (field: string) =>
  z.iso
    .datetime({ offset: true, error: `${field} is not a date and time` })
    .nullable()
    .default(null);

export const announcement = z
  .object({
    text: z.string().trim().min(1, 'Write the announcement').max(200, 'The announcement is at most 200 characters'),
    /** Where the bar leads: a path on this shop or an https address; null for none. */
    link: z
      .string()
      .trim()
      .max(500, 'The link is at most 500 characters')
      .refine(isBrandLink, 'The link is a path on this shop (/shop/…) or an https address')
      .nullable()
      .default(null),
    /** ISO times; null for "from now" and "until staff take it down". */
    starts_at: when('The start'),
    ends_at: when('The end'),
  })
  .refine((a) => !a.starts_at || !a.ends_at || Date.parse(a.ends_at) > Date.parse(a.starts_at), {
    path: ['ends_at'],
    error: 'The announcement must end after it starts',
  });
export type Announcement = z.infer<typeof announcement>;

export const brandContact = z.object({
  email: z.string().trim().pipe(z.email('Enter a valid email address')).nullable().default(null),
  phone: optionalText(30, 'The phone'),
  address: optionalText(300, 'The address'),
});

export const brandSocial = z.object({
  instagram: httpsLink('Instagram'),
  facebook: httpsLink('Facebook'),
  x: httpsLink('X'),
  youtube: httpsLink('YouTube'),
  whatsapp: httpsLink('WhatsApp'),
});

export const brand = z.object({
  name: z.string().trim().min(1, 'Enter the shop’s name').max(60, 'The shop’s name is at most 60 characters'),
  /** Null: the built-in tote mark beside the name. */
  logo_url: brandImage,
  /** Null: the built-in icon (/favicon.svg). */
  icon_url: brandImage,
  accent: accent.default(DEFAULT_ACCENT),
  announcement: announcement.nullable().default(null),
  contact: brandContact.default({ email: null, phone: null, address: null }),
  social: brandSocial.default({ instagram: null, facebook: null, x: null, youtube: null, whatsapp: null }),
});
export type Brand = z.infer<typeof brand>;

/** What anyone reads: the brand, its announcement only while it runs. */
export const brandAnswer = z.object({ success: z.literal(true), data: brand });

const uploadAnswer = z.object({ success: z.literal(true), result: z.object({ url: z.string() }) });

/** GET /api/shop/brand: anyone. */
export const brandEndpoints = {
  get: endpoint({ method: 'GET', path: '/api/shop/brand', tag: 'shop', answer: brandAnswer }),
};

const uploadErrors = [400, 401, 403, 413] as const;

/**
 * Staff upload the logo and the icon (multipart field `file`: SVG, PNG or WebP), each stored resized; the answer's URL
 * goes into the brand, saved with the settings.
 */
export const adminBrandEndpoints = {
  uploadLogo: endpoint({
    method: 'POST',
    path: '/api/admin/brand/logo',
    permission: 'settings.write',
    tag: 'admin settings',
    body: 'multipart',
    answer: uploadAnswer,
    errors: uploadErrors,
  }),
  uploadIcon: endpoint({
    method: 'POST',
    path: '/api/admin/brand/icon',
    permission: 'settings.write',
    tag: 'admin settings',
    body: 'multipart',
    answer: uploadAnswer,
    errors: uploadErrors,
  }),
};
