// Owns how an uploaded image is put on a page: srcset of its resized copies, fixed size (no layout shift), lazy below the fold.
import { imageSrcSet } from '@shop/contract/images';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/class-names.ts';

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
};

export function UploadedImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
  ...props
}: UploadedImageProps) {
  const srcSet = imageSrcSet(src);
  return (
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
}
