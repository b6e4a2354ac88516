// Owns the shop's brand as staff keep it in Settings (issue 44): its name, logo, icon, accent colour, announcement bar,
// and the footer's contact details and social links; what anyone reads of it at /api/shop/brand; and the uploads of
// its logo and icon.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { isUploadedImage } from './images.ts';
import { SHOP_NAME } from './shop.ts';

/** Today's accent (styles.css's `--color-accent`), with the white text every accent button carries. */
export const DEFAULT_ACCENT = '#115e59';
export const ACCENT_TEXT = '#ffffff';
/** WCAG AA for normal text. */
export const MIN_ACCENT_CONTRAST = 4.5;

const HEX = /^#[0-9a-f]{6}$/;

/** The relative luminance of a `#rrggbb` colour (WCAG 2.2). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(one: string, other: string): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Why an accent cannot carry the white text of buttons (and sit as text on white), or null when it can. */
export function accentProblem(accent: string): string | null {
  const colour = accent.trim().toLowerCase();
  if (!HEX.test(colour)) return 'Give the accent colour as #rrggbb, for example #115e59';
  const ratio = contrastRatio(colour, ACCENT_TEXT);
  if (ratio >= MIN_ACCENT_CONTRAST) return null;
  return (
    `The accent colour ${colour} is too light: white text on it has a contrast of ${ratio.toFixed(1)}:1, and ` +
    `it needs at least ${MIN_ACCENT_CONTRAST}:1 to be readable (WCAG AA). Choose a darker shade.`
  );
}

const accent = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    const problem = accentProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A picture uploaded through the brand's upload endpoints (or any product upload), or null for the built-in one. */
const brandImage = z
  .string()
  .trim()
  .refine(isUploadedImage, 'Upload the picture here first')
  .nullable()
  .default(null);

/** A link on this shop (`/shop/...`) or an https address elsewhere. */
export const isBrandLink = (link: string): boolean => {
  if (/^\/(?![/\\])/.test(link)) return !/[\s\\]/.test(link);
  try {
    return new URL(link).protocol === 'https:';
  } catch {
    return false;
  }
};

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

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'x', 'youtube', 'whatsapp'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
};

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

/** Today's brand: what a shop that never saved one shows. */
export const DEFAULT_BRAND: Brand = {
  name: SHOP_NAME,
  logo_url: null,
  icon_url: null,
  accent: DEFAULT_ACCENT,
  announcement: null,
  contact: { email: 'care@threadandtote.in', phone: null, address: null },
  // The networks' home pages, as the footer linked them before the shop's own handles were known.
  social: {
    instagram: 'https://www.instagram.com/',
    facebook: 'https://www.facebook.com/',
    x: 'https://x.com/',
    youtube: 'https://www.youtube.com/',
    whatsapp: null,
  },
};

/** The announcement while it runs at `now`, else null. */
export function runningAnnouncement(announcement: Announcement | null, now: Date): Announcement | null {
  if (!announcement) return null;
  if (announcement.starts_at && Date.parse(announcement.starts_at) > now.getTime()) return null;
  if (announcement.ends_at && Date.parse(announcement.ends_at) <= now.getTime()) return null;
  return announcement;
}

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

/** The sizes of the stored icon: the manifest's two, the larger the stored original. */
export const ICON_SIZES = [512, 192] as const;
export type IconSize = (typeof ICON_SIZES)[number];

/** An uploaded icon (`/uploads/<hash>.webp`, 512 px) at a size: `/uploads/<hash>-192.webp` for 192 px. */
export const iconUrl = (url: string, size: IconSize): string =>
  size === ICON_SIZES[0] ? url : url.replace(/\.webp$/, `-${size}.webp`);
/** The logo is stored at most this tall (twice the header's 48 px). */
export const LOGO_HEIGHT = 96;
