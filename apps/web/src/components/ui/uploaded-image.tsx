// Owns how an uploaded image is put on a page: srcset of its resized copies, fixed size (no layout shift), lazy below the
// fold, and asked for once the app runs where it would only slow the first visit's scripts.
import { imageSrcSet } from '@shop/contract/images';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/class-names.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

export type UploadedImageProps = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height' | 'sizes'> & {
  src: string;
  /** Required: the product title, or a sentence for a banner. */
  alt: string;
  /** The image's intrinsic size, so the browser reserves the box before it loads (product photos are 800×1000). */
  width: number;
  height: number;
  /** How wide the image is shown, for srcset, e.g. "(min-width: 1024px) 25vw, 50vw". */
  sizes: string;
  /** The page's largest image (LCP): fetched first and never lazily. */
  priority?: boolean;
  /**
   * Not needed before the app runs (below the first screen on every screen size, or on a control that waits for the
   * app): the browser asks for it once the app runs. A phone on a slow link fetches lazy images well below the fold at
   * once, sharing the link with the scripts the page waits for; until the app runs an empty box of the image's size
   * holds its place, and a browser without JavaScript loads it as usual (decision 033).
   */
  afterApp?: boolean;
};

export function UploadedImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  afterApp = false,
  className,
  ...props
}: UploadedImageProps) {
  const hydrated = useHydrated();
  const srcSet = imageSrcSet(src);
  const image = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      {...(srcSet ? { srcSet, sizes } : {})}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={cn('bg-muted object-cover', className)}
      {...props}
    />
  );
  if (!afterApp || hydrated) return image;
  return (
    <>
      <span
        aria-hidden
        className={cn('block bg-muted', className, 'noscript:hidden')}
        style={{ aspectRatio: `${width} / ${height}` }}
      />
      <noscript>{image}</noscript>
    </>
  );
}
