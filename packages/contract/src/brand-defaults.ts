// Owns what the shop's brand is without its schemas (issue 44): today's brand, the contrast its accent needs, where an
// announcement may lead and when it runs, and where an icon's sizes are: what every page reads, kept free of zod.
import type { Announcement, Brand } from './brand.ts';
import { SHOP_NAME } from './shop.ts';

export type { Announcement, Brand };

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

/** A link on this shop (`/shop/...`) or an https address elsewhere. */
export const isBrandLink = (link: string): boolean => {
  if (/^\/(?![/\\])/.test(link)) return !/[\s\\]/.test(link);
  try {
    return new URL(link).protocol === 'https:';
  } catch {
    return false;
  }
};

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'x', 'youtube', 'whatsapp'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
};

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

/** The sizes of the stored icon: the manifest's two, the larger the stored original. */
export const ICON_SIZES = [512, 192] as const;
export type IconSize = (typeof ICON_SIZES)[number];

/** An uploaded icon (`/uploads/<hash>.webp`, 512 px) at a size: `/uploads/<hash>-192.webp` for 192 px. */
export const iconUrl = (url: string, size: IconSize): string =>
  size === ICON_SIZES[0] ? url : url.replace(/\.webp$/, `-${size}.webp`);
/** The logo is stored at most this tall (twice the header's 48 px). */
export const LOGO_HEIGHT = 96;
