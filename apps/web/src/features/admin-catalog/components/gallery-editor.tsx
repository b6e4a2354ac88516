// Owns the product's "More images": upload several, put them in order (the cover always first) and remove them.
import { LIMITS } from '@shop/contract/shop';
import { ChevronLeftIcon, ChevronRightIcon, ImagePlusIcon, LoaderCircleIcon, XIcon } from 'lucide-react';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { UploadedImage } from '#web/components/ui/uploaded-image.tsx';
import { useImageUploads } from '#web/features/admin-catalog/components/use-image-uploads.ts';
import { cn } from '#web/lib/class-names.ts';

export type GalleryEditorProps = {
  /** The cover ('Upload Image'), '' until there is one: shown first, and moved only by replacing it. */
  cover: string;
  /** The pictures after the cover. */
  images: string[];
  /** Called with the new order; `latest` reads the list at the time of the call (uploads finish later). */
  onChange: (images: string[]) => void;
  latest: () => string[];
};

type Move = { image: string; button: 'left' | 'right' | 'remove' };

const TILE = 'relative flex flex-col overflow-hidden rounded-md border border-border bg-background';

/** Memoised: the form re-renders on every keystroke, and this has nothing to do with most of them. */
export const GalleryEditor = memo(function GalleryEditor({ cover, images, onChange, latest }: GalleryEditorProps) {
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const addInput = useRef<HTMLInputElement>(null);
  /** Where the focus goes once the list has changed. */
  const focusAfter = useRef<Move | 'add' | null>(null);
  const offset = cover ? 2 : 1; // picture numbers count the cover as 1
  const uploads = useImageUploads((url) => {
    const current = latest();
    if (url === cover || current.includes(url)) {
      setAnnouncement('That picture is in the gallery already.');
      return;
    }
    if (current.length + (cover ? 1 : 0) >= LIMITS.galleryImagesMax) return;
    onChange([...current, url]);
    setAnnouncement(`Picture ${current.length + offset} added.`);
  });
  const room = LIMITS.galleryImagesMax - images.length - (cover ? 1 : 0) - uploads.queued.length;

  // A moved picture's button keeps the focus (or its neighbour does, at either end); a removed one hands it on.
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'add') addInput.current?.focus();
    else if (target) {
      const wanted = buttons.current.get(`${target.image} ${target.button}`);
      const other = buttons.current.get(`${target.image} ${target.button === 'left' ? 'right' : 'left'}`);
      (wanted && !wanted.disabled ? wanted : other)?.focus();
    }
  }, [images]);

  function move(index: number, by: -1 | 1) {
    const next = [...images];
    const [image] = next.splice(index, 1);
    next.splice(index + by, 0, image!);
    onChange(next);
    setAnnouncement(`Picture ${index + offset} moved to position ${index + by + offset}.`);
    focusAfter.current = { image: image!, button: by === -1 ? 'left' : 'right' };
  }

  function remove(index: number) {
    onChange(images.filter((_, i) => i !== index));
    setAnnouncement(`Picture ${index + offset} removed.`);
    const neighbour = images[index + 1] ?? images[index - 1];
    focusAfter.current = neighbour ? { image: neighbour, button: 'remove' } : 'add';
  }

  const keep = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <div className="grid gap-3">
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Shoppers see the cover first, then these in this order. At most {LIMITS.galleryImagesMax} pictures in all.
      </p>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Gallery">
        {cover && (
          <li className={TILE}>
            <UploadedImage
              src={cover}
              alt="Picture 1 (cover)"
              width={800}
              height={1000}
              sizes="10rem"
              className="aspect-[4/5] w-full"
            />
            {/* Where the others have their buttons: the cover keeps its place (it is replaced above, not moved). */}
            <p aria-hidden className="flex h-10 items-center justify-center text-xs font-medium text-muted-foreground">
              Cover
            </p>
          </li>
        )}
        {images.map((image, index) => {
          const n = index + offset;
          return (
            <li key={image} className={TILE}>
              <UploadedImage
                src={image}
                alt={`Picture ${n}`}
                width={800}
                height={1000}
                sizes="10rem"
                className="aspect-[4/5] w-full"
              />
              <div className="flex justify-between gap-1 p-1">
                <Button
                  ref={keep(`${image} left`)}
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Move picture ${n} left`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ChevronLeftIcon aria-hidden />
                </Button>
                <Button
                  ref={keep(`${image} remove`)}
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Remove picture ${n}`}
                  onClick={() => remove(index)}
                >
                  <XIcon aria-hidden />
                </Button>
                <Button
                  ref={keep(`${image} right`)}
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Move picture ${n} right`}
                  disabled={index === images.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ChevronRightIcon aria-hidden />
                </Button>
              </div>
            </li>
          );
        })}
        {uploads.queued.map((name, index) => (
          <li
            key={`${name}-${index}`}
            className={cn(TILE, 'aspect-[4/5] items-center justify-center gap-2 bg-muted p-2')}
          >
            <LoaderCircleIcon className="size-6 animate-spin text-muted-foreground" aria-hidden />
            <span className="w-full truncate text-center text-xs text-muted-foreground">
              {index === 0 ? 'Uploading' : 'Waiting'}: {name}
            </span>
          </li>
        ))}
      </ol>
      <div>
        <input
          ref={addInput}
          id={`${id}-add`}
          type="file"
          accept="image/*"
          multiple
          className="peer sr-only"
          disabled={room <= 0}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])].slice(0, Math.max(room, 0));
            event.target.value = '';
            if (files.length) uploads.add(files);
          }}
        />
        <label
          htmlFor={`${id}-add`}
          className={cn(
            'inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-input bg-background px-3 text-sm font-medium hover:bg-muted',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
          )}
        >
          <ImagePlusIcon className="size-4" aria-hidden />
          Add images
        </label>
      </div>
      <p role="status" className="sr-only">
        {uploads.queued.length ? `Uploading ${uploads.queued[0]}` : announcement}
      </p>
    </div>
  );
});
