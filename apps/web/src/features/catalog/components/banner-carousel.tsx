// Owns the home page's rotating banner of feature images (SPEC §2, §9): every 15 s, previous/next, pause, dots.
import type { FeatureImage } from '@shop/contract/catalog';
import { LIMITS } from '@shop/contract/shop';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { UploadedImage } from '#web/components/ui/uploaded-image.tsx';
import { cn } from '#web/lib/class-names.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useBanners } from '#web/entities/banner/banner-api.ts';
import { useBrand } from '#web/entities/brand/brand.ts';

const BANNER_LINK = '/shop/listing?category=newArrivals';
const BANNER_SIZES = '(min-width: 1280px) 1216px, calc(100vw - 2rem)';
/** How long before the first turn the other banners start loading. */
const WARM_AHEAD_MS = 3000;
const controlsRowClass = 'h-11';
const frameClass = 'relative aspect-[8/3] w-full overflow-hidden rounded-xl bg-muted';

export function BannerCarousel() {
  const { data: banners, isPending } = useBanners();
  if (isPending) {
    // The frame and the row of controls under it, so nothing below moves when the banners arrive.
    return (
      <div className="grid gap-3">
        <Skeleton role="status" aria-label="Loading banners" className={frameClass} />
        <div className={controlsRowClass} />
      </div>
    );
  }
  // SPEC §8: a failed load empties the list; the home page still opens with a way into the shop.
  if (!banners?.length) return <FallbackBanner />;
  return <Carousel banners={banners} />;
}

function FallbackBanner() {
  return (
    <Link
      to={BANNER_LINK}
      className={cn(
        frameClass,
        'flex flex-col items-start justify-center gap-2 bg-panel px-6 text-panel-foreground sm:gap-4 sm:px-12',
      )}
    >
      <span className="text-xl font-semibold tracking-tight sm:text-4xl">New arrivals are in</span>
      <span className="text-sm opacity-90 sm:text-base">Free delivery across India. Shop the latest →</span>
    </Link>
  );
}

function Carousel({ banners }: { banners: readonly FeatureImage[] }) {
  const count = banners.length;
  const shop = useBrand().name;
  const [index, setIndex] = useState(0);
  // Stopped by the pause button, or held while the pointer or keyboard focus is inside (WAI-ARIA carousel pattern).
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  // Announce slide changes the shopper asked for; automatic ones would interrupt whatever they are reading.
  const [announce, setAnnounce] = useState(false);
  const current = index % count;
  const rotating = !paused && !held && count > 1;
  // Only the first banner comes with the page. The others load when the shopper turns to the carousel (pointer or
  // focus inside it), or a few seconds before the first turn, so each fades in already loaded.
  const [warm, setWarm] = useState(false);
  // Turning and pausing are the app's: until it runs the controls wait (the first banner and its link work as HTML).
  const waiting = !useHydrated();

  useEffect(() => {
    if (!rotating || warm) return;
    const timer = setTimeout(() => setWarm(true), Math.max(0, LIMITS.bannerRotateMs - WARM_AHEAD_MS));
    return () => clearTimeout(timer);
  }, [rotating, warm]);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => {
      setAnnounce(false);
      setIndex((at) => (at + 1) % count);
    }, LIMITS.bannerRotateMs);
    return () => clearInterval(timer);
  }, [rotating, count]);

  function show(next: number) {
    setAnnounce(true);
    setIndex((next + count) % count);
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured collections"
      className="grid gap-3"
      onPointerEnter={() => {
        setHeld(true);
        setWarm(true);
      }}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => {
        setHeld(true);
        setWarm(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div className="relative">
        <div className={frameClass} aria-live={announce ? 'polite' : 'off'}>
          {banners.map((banner, slide) => {
            const label = `${shop} banner ${slide + 1} of ${count}`;
            const active = slide === current;
            return (
              <div
                key={banner._id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slide + 1} of ${count}`}
                inert={!active}
                className={cn(
                  'absolute inset-0 transition-opacity duration-700 ease-in-out',
                  active ? 'opacity-100' : 'opacity-0',
                )}
              >
                <Link to={BANNER_LINK} className="block h-full w-full rounded-xl focus-visible:outline-offset-[-4px]">
                  {slide === 0 || warm || active ? (
                    <UploadedImage
                      src={banner.image}
                      alt={label}
                      width={1600}
                      height={600}
                      sizes={BANNER_SIZES}
                      // The first banner is the page's largest paint; the others wait their turn.
                      priority={slide === 0}
                      {...(slide === 0 ? {} : { fetchPriority: 'low' as const })}
                      className="h-full w-full"
                    />
                  ) : (
                    <span className="sr-only">{label}</span>
                  )}
                </Link>
              </div>
            );
          })}
        </div>
        {count > 1 && (
          <>
            <Button
              variant="secondary"
              size="icon"
              aria-label="Previous banner"
              disabled={waiting}
              onClick={() => show(current - 1)}
              className="absolute top-1/2 left-4 hidden -translate-y-1/2 rounded-full bg-background/85 shadow-md hover:bg-background sm:inline-flex"
            >
              <ChevronLeftIcon className="size-5!" aria-hidden />
            </Button>
            <Button
              variant="secondary"
              size="icon"
              aria-label="Next banner"
              disabled={waiting}
              onClick={() => show(current + 1)}
              className="absolute top-1/2 right-4 hidden -translate-y-1/2 rounded-full bg-background/85 shadow-md hover:bg-background sm:inline-flex"
            >
              <ChevronRightIcon className="size-5!" aria-hidden />
            </Button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className={cn(controlsRowClass, 'flex items-center justify-center gap-2')}>
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={paused ? 'Play banner rotation' : 'Pause banner rotation'}
            disabled={waiting}
            onClick={() => {
              setAnnounce(true);
              setPaused((on) => !on);
            }}
          >
            {paused ? <PlayIcon aria-hidden /> : <PauseIcon aria-hidden />}
          </Button>
          {/* On phones the arrows sit here, off the banner's small picture. */}
          <Button
            variant="ghost"
            size="icon"
            className="size-9 sm:hidden"
            aria-label="Previous banner"
            disabled={waiting}
            onClick={() => show(current - 1)}
          >
            <ChevronLeftIcon aria-hidden />
          </Button>
          <ul className="flex items-center">
            {banners.map((banner, slide) => (
              <li key={banner._id}>
                <button
                  type="button"
                  aria-label={`Show banner ${slide + 1} of ${count}`}
                  aria-current={slide === current ? 'true' : undefined}
                  disabled={waiting}
                  onClick={() => show(slide)}
                  className="group inline-flex size-8 items-center justify-center rounded-full"
                >
                  <span
                    className={cn(
                      'block h-2 rounded-full transition-all',
                      slide === current ? 'w-6 bg-accent' : 'w-2 bg-input group-hover:bg-muted-foreground',
                    )}
                  />
                </button>
              </li>
            ))}
          </ul>
          <Button
            variant="ghost"
            size="icon"
            className="size-9 sm:hidden"
            aria-label="Next banner"
            disabled={waiting}
            onClick={() => show(current + 1)}
          >
            <ChevronRightIcon aria-hidden />
          </Button>
        </div>
      )}
    </section>
  );
}
