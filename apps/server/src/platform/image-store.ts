// Owns stored images: checks a file is really an image, re-encodes it to WebP at a few widths, keeps it under its content hash.
import { createHash } from 'node:crypto';
import { IMAGE_WIDTHS } from '@shop/contract/images';
import { Invalid } from './errors.ts';
import type { FileStorage } from './file-storage.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'svg', 'tiff']);

export type ImageStore = {
  save(bytes: Buffer): Promise<{ url: string }>;
  /** Throws unless images can be stored right now. */
  check(): Promise<void>;
  storage: FileStorage;
};

export function createImageStore(storage: FileStorage): ImageStore {
  return {
    storage,
    check: () => storage.check(),
    async save(bytes) {
      if (bytes.length > MAX_IMAGE_BYTES) throw new Invalid('The image is larger than 5 MB');
      // sharp (libvips) is loaded with the first image, not at start: most instances only serve stored ones.
      const { default: sharp } = await import('sharp');
      const format = await sharp(bytes)
        .metadata()
        .then((meta) => meta.format)
        .catch(() => undefined);
      if (!format || !ACCEPTED_FORMATS.has(format)) {
        throw new Invalid('That file is not an image we can use (JPEG, PNG, WebP, GIF, AVIF or SVG)');
      }
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
      const url = `/uploads/${hash}.webp`;
      if (await storage.exists(`${hash}.webp`)) return { url };

      // rotate() applies EXIF orientation; re-encoding drops metadata such as the camera's location.
      const image = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate();
      for (const width of IMAGE_WIDTHS) {
        const resized = await image
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
        await storage.put(`${hash}-${width}.webp`, resized, 'image/webp');
      }
      // The plain name is written last: its presence means every variant exists.
      await storage.put(`${hash}.webp`, await image.clone().webp({ quality: 82 }).toBuffer(), 'image/webp');
      return { url };
    },
  };
}
