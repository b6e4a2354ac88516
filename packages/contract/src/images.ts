// Owns how an uploaded image's URL names its resized copies, so pages can build a srcset.

/** Every upload is stored re-encoded as WebP at these widths (never enlarged), plus the original size. */
export const IMAGE_WIDTHS = [400, 800, 1600] as const;

const uploaded = /^(\/uploads\/[0-9a-f]{16,64})\.webp$/;

/** An image the shop stored itself: the only kind a product or a banner may show (never a path elsewhere or a host). */
export const isUploadedImage = (url: string): boolean => uploaded.test(url);

/** `/uploads/<hash>.webp` → `/uploads/<hash>-400.webp`; any other URL is returned as it is. */
export function imageVariantUrl(url: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  const match = uploaded.exec(url);
  return match ? `${match[1]}-${width}.webp` : url;
}

/** A srcset for an uploaded image, or undefined for an image from elsewhere. */
export function imageSrcSet(url: string): string | undefined {
  if (!uploaded.test(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', ');
}
