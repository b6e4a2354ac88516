// Owns stored images: checks a file is really an image, re-encodes it to WebP at a few widths, keeps it under its content hash.
import { createHash } from 'node:crypto';
import { IMAGE_WIDTHS } from '@shop/contract/images';
import pLimit from 'p-limit';
import { Invalid } from './errors.ts';
import type { FileStorage } from './file-storage.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** 6000 × 4000, a large camera's picture; more takes libvips seconds to decode and could be a decompression bomb. */
const MAX_IMAGE_PIXELS = 24_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'svg', 'tiff']);

export type ImageStore = {
  save(bytes: Buffer): Promise<{ url: string }>;
  /** Throws unless images can be stored right now. */
  check(): Promise<void>;
  storage: FileStorage;
};

export function createImageStore(storage: FileStorage): ImageStore {
  // Two images at a time: encoding runs on libuv's four threads, which sign-in's password hashing and file reads share.
  const oneOfTwo = pLimit(2);
  return {
    storage,
    check: () => storage.check(),
    save: (bytes) => oneOfTwo(() => saveImage(storage, bytes)),
  };
}

async function saveImage(storage: FileStorage, bytes: Buffer): Promise<{ url: string }> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new Invalid('The image is larger than 5 MB');
  // sharp (libvips) is loaded with the first image, not at start: most instances only serve stored ones.
  const { default: sharp } = await import('sharp');
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format)) {
    throw new Invalid('That file is not an image we can use (JPEG, PNG, WebP, GIF, AVIF or SVG)');
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) {
    throw new Invalid('The image is larger than 24 megapixels (6000 × 4000): please make it smaller');
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const url = `/uploads/${hash}.webp`;
  if (await storage.exists(`${hash}.webp`)) return { url };

  // rotate() applies EXIF orientation; re-encoding drops metadata such as the camera's location.
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  // Never enlarged: every width at or past the image's own is the image at its own size, encoded once for all of them.
  const ownWidth = (meta.orientation ?? 1) >= 5 ? (meta.height ?? 0) : (meta.width ?? 0);
  let whole: Buffer | undefined;
  const wholeImage = async () => (whole ??= await image.clone().webp({ quality: 80 }).toBuffer());
  for (const width of IMAGE_WIDTHS) {
    const resized =
      width >= ownWidth ? await wholeImage() : await image.clone().resize({ width }).webp({ quality: 80 }).toBuffer();
    await storage.put(`${hash}-${width}.webp`, resized, 'image/webp');
  }
  // The plain name is written last: its presence means every variant exists.
  await storage.put(`${hash}.webp`, await wholeImage(), 'image/webp');
  return { url };
}
