// Owns a product's pictures: the one shown large (with the zoom) and a row of thumbnails to choose another.
import { useState } from 'react';
import { UploadedImage } from '#web/components/ui/uploaded-image.tsx';
import { cn } from '#web/lib/class-names.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { ImageZoom } from '#web/features/catalog/components/image-zoom.tsx';

export function Gallery({
  images,
  alt,
  sizes,
  priority = false,
}: {
  /** The pictures in order; another list (another colour's) starts again at its first. */
  images: readonly string[];
  /** What the pictures show, e.g. "Linen Shirt in Black"; each picture adds "image 2 of 3". */
  alt: string;
  sizes: string;
  /** The page's largest picture: the first one is fetched first (decision 015 waits for it). */
  priority?: boolean;
}) {
  const list = images.join('\n');
  const [shown, setShown] = useState({ list, index: 0 });
  const index = shown.list === list ? Math.min(shown.index, images.length - 1) : 0;
  const src = images[index] ?? images[0]!;
  const count = images.length;
  const altOf = (at: number) => (count > 1 ? `${alt}, image ${at + 1} of ${count}` : alt);
  // The thumbnails change the picture in place, which only the app does: until it runs they wait, and so do their
  // pictures, which would otherwise share a slow link with the scripts (decision 033).
  const hydrated = useHydrated();

  return (
    <div className="grid gap-3">
      {/* A fresh zoom for each picture: it starts unzoomed and centred. */}
      <ImageZoom key={src} src={src} alt={altOf(index)} sizes={sizes} priority={priority} />
      {count > 1 && (
        <ul aria-label="Pictures" className="flex gap-2 overflow-x-auto p-0.5">
          {images.map((image, at) => (
            <li key={`${image}-${at}`} className="shrink-0">
              <button
                type="button"
                aria-label={`Show image ${at + 1} of ${count}`}
                aria-current={at === index || undefined}
                disabled={!hydrated}
                onClick={() => setShown({ list, index: at })}
                className={cn(
                  'block overflow-hidden rounded-md border-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  at === index ? 'border-foreground' : 'border-transparent hover:border-input',
                )}
              >
                <UploadedImage
                  src={image}
                  alt=""
                  width={800}
                  height={1000}
                  sizes="64px"
                  afterApp
                  draggable={false}
                  className="aspect-[4/5] h-auto w-14 sm:w-16"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
