// Owns the wide banner at the top of the checkout and account pages: the first feature image, or a quiet gradient.
import { useQuery } from '@tanstack/react-query';
import { UploadedImage } from '#web/components/ui/uploaded-image.tsx';
import { bannersQueryOptions } from '#web/entities/banner/banner-api.ts';
import { cn } from '#web/lib/class-names.ts';

/*
 * Banners are 8:3 (the seeded ones 1600 × 600) and carry their own words, so cropping would cut them: on phones the
 * strip is the banner's own shape; wider, it stops growing at 16rem and the whole banner sits in it, the sides filled
 * with a blurred copy of itself.
 */
const frameClass = 'relative aspect-[8/3] max-h-64 w-full overflow-hidden';

/** Decorative: the page's own heading says where the shopper is, so the image is hidden from screen readers. */
export function FeatureBanner({ className }: { className?: string }) {
  const { data: images, isPending } = useQuery({ ...bannersQueryOptions(), staleTime: 5 * 60_000 });
  const first = images?.[0];
  if (isPending) return <div aria-hidden className={cn(frameClass, 'bg-muted', className)} />;
  if (!first) {
    return (
      <div
        aria-hidden
        className={cn(frameClass, 'bg-gradient-to-br from-accent via-accent-strong to-panel', className)}
      />
    );
  }
  return (
    <div className={cn(frameClass, 'bg-accent-soft', className)}>
      <UploadedImage
        src={first.image}
        alt=""
        width={1600}
        height={600}
        // Blurred anyway: the smallest copy will do.
        sizes="400px"
        aria-hidden
        className="absolute inset-0 size-full scale-125 object-cover blur-3xl"
      />
      <UploadedImage
        src={first.image}
        alt=""
        width={1600}
        height={600}
        sizes="(min-width: 683px) 683px, 100vw"
        priority
        className="absolute inset-y-0 left-1/2 h-full w-auto max-w-none -translate-x-1/2 bg-transparent"
      />
    </div>
  );
}
