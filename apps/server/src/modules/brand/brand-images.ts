// Owns the brand's pictures: a logo or icon staff upload is checked to really be an SVG, PNG or WebP, drawn into
// pixels (an SVG is never served as staff sent it: rasterized, its scripts and links are gone), resized and stored.
import { createHash } from 'node:crypto';
import { ICON_SIZES, iconUrl, LOGO_HEIGHT } from '@shop/contract/brand-defaults';
import { Invalid } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import { MAX_IMAGE_BYTES } from '../../platform/image-store.ts';

export type BrandPicture = 'logo' | 'icon';

const FORMATS = new Set(['svg', 'png', 'webp']);
/** As for product images: past this, decoding takes seconds and may be a decompression bomb. */
const MAX_PIXELS = 24_000_000;
/** A logo wider than this beside the header's name would crowd it (5:1 at LOGO_HEIGHT). */
const LOGO_MAX_WIDTH = LOGO_HEIGHT * 5;

export const BRAND_IMAGE_MESSAGES = {
  notPicture: 'That file is not a picture we can use: upload an SVG, PNG or WebP image',
  tooLarge: 'The picture is larger than 5 MB',
  tooManyPixels: 'The picture is larger than 24 megapixels (6000 × 4000): please make it smaller',
} as const;

/**
 * Stores the picture as WebP under the hash of what was sent (and what it is for): the logo at most LOGO_HEIGHT tall,
 * the icon as a 512 px square with its 192 px copy beside it (`-192`), both transparent around the drawing.
 */
export async function saveBrandPicture(storage: FileStorage, bytes: Buffer, kind: BrandPicture): Promise<string> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new Invalid(BRAND_IMAGE_MESSAGES.tooLarge);
  const { default: sharp } = await import('sharp');
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !FORMATS.has(meta.format)) throw new Invalid(BRAND_IMAGE_MESSAGES.notPicture);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) throw new Invalid(BRAND_IMAGE_MESSAGES.tooManyPixels);

  const hash = createHash('sha256').update(`${kind}:`).update(bytes).digest('hex').slice(0, 32);
  const url = `/uploads/${hash}.webp`;
  if (await storage.exists(`${hash}.webp`)) return url;

  // An SVG is drawn at the density that makes it as large as it is needed, so it is sharp, not enlarged pixels.
  const wanted = kind === 'logo' ? LOGO_HEIGHT : ICON_SIZES[0];
  const drawnAt = Math.max(meta.width ?? 1, meta.height ?? 1);
  const density =
    meta.format === 'svg' ? Math.min(2400, Math.max(72, Math.ceil((72 * wanted) / Math.max(1, drawnAt)))) : undefined;
  const source = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, ...(density ? { density } : {}) }).rotate();

  const draw = (image: ReturnType<typeof source>) => image.webp({ quality: 90, alphaQuality: 100 }).toBuffer();
  const picture = (image: ReturnType<typeof source>) =>
    draw(image).catch(() => {
      throw new Invalid(BRAND_IMAGE_MESSAGES.notPicture);
    });

  if (kind === 'logo') {
    const logo = await picture(
      source().resize({ height: LOGO_HEIGHT, width: LOGO_MAX_WIDTH, fit: 'inside', withoutEnlargement: true }),
    );
    await storage.put(`${hash}.webp`, logo, 'image/webp');
    return url;
  }
  const square = (size: number) =>
    picture(source().resize({ width: size, height: size, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }));
  const [large, ...smaller] = ICON_SIZES;
  for (const size of smaller) {
    const name = iconUrl(url, size).slice('/uploads/'.length);
    await storage.put(name, await square(size), 'image/webp');
  }
  // The plain name is written last: its presence means every size exists.
  await storage.put(`${hash}.webp`, await square(large), 'image/webp');
  return url;
}
