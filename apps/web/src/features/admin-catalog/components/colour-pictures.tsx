// Owns "Pictures for <colour>": which gallery pictures show a colour, and pictures uploaded for that colour alone.
// Every variant of the colour is sent with them; a colour with none shows the whole gallery.
import { LIMITS } from '@shop/contract/shop';
import { ImagePlusIcon, LoaderCircleIcon, XIcon } from 'lucide-react';
import { memo, useId } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { UploadedImage } from '#web/components/ui/uploaded-image.tsx';
import type { ColourOption } from '#web/features/admin-catalog/components/product-form-values.ts';
import { useImageUploads } from '#web/features/admin-catalog/components/use-image-uploads.ts';
import { cn } from '#web/lib/class-names.ts';

export type ColourPicturesProps = {
  /** The product's gallery, cover first. */
  gallery: string[];
  colours: ColourOption[];
  onChange: (colours: ColourOption[]) => void;
  /** The colours at the time of the call (an upload finishes later). */
  latest: () => ColourOption[];
};

const TILE = 'relative overflow-hidden rounded-md border border-border bg-background';

function PicturesFor({
  gallery,
  colour,
  setImages,
  latestImages,
}: {
  gallery: string[];
  colour: ColourOption;
  setImages: (images: string[]) => void;
  latestImages: () => string[];
}) {
  const id = useId();
  const chosen = gallery.filter((image) => colour.images.includes(image));
  const own = colour.images.filter((image) => !gallery.includes(image));
  const uploads = useImageUploads((url) => {
    const current = latestImages();
    if (!current.includes(url) && current.length < LIMITS.galleryImagesMax) setImages([...current, url]);
  });
  const room = LIMITS.galleryImagesMax - colour.images.length - uploads.queued.length;

  const toggle = (image: string, on: boolean) =>
    setImages([...gallery.filter((g) => (g === image ? on : chosen.includes(g))), ...own]);

  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3" aria-describedby={`${id}-hint`}>
      <legend className="flex items-center gap-2 px-1 text-sm font-medium">
        <span
          aria-hidden
          className="size-3.5 rounded-full border border-border"
          style={{ backgroundColor: colour.hex }}
        />
        Pictures for {colour.name}
      </legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {colour.images.length === 0
          ? `None chosen: ${colour.name} shows the whole gallery.`
          : colour.images.length === 1
            ? `Shoppers who pick ${colour.name} see this picture.`
            : `Shoppers who pick ${colour.name} see these ${colour.images.length} pictures.`}
      </p>
      {gallery.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {gallery.map((image, index) => (
            <li key={image}>
              <label
                htmlFor={`${id}-${index}`}
                className={cn(
                  TILE,
                  'block cursor-pointer has-[[data-state=checked]]:border-accent has-[[data-state=checked]]:ring-2 has-[[data-state=checked]]:ring-accent',
                )}
              >
                <UploadedImage
                  src={image}
                  alt=""
                  width={800}
                  height={1000}
                  sizes="6rem"
                  className="aspect-[4/5] w-full"
                />
                <span className="flex items-center gap-1.5 p-1.5 text-xs">
                  <Checkbox
                    id={`${id}-${index}`}
                    checked={chosen.includes(image)}
                    onCheckedChange={(state) => toggle(image, state === true)}
                    className="size-4"
                  />
                  Picture {index + 1}
                </span>
              </label>
            </li>
          ))}
          {own.map((image, index) => (
            <li key={image} className={TILE}>
              <UploadedImage
                src={image}
                alt={`${colour.name}'s own picture ${index + 1}`}
                width={800}
                height={1000}
                sizes="6rem"
                className="aspect-[4/5] w-full"
              />
              <Button
                variant="outline"
                size="icon"
                className="absolute top-1 right-1 size-7 bg-background"
                aria-label={`Remove ${colour.name}'s own picture ${index + 1}`}
                onClick={() => setImages(colour.images.filter((i) => i !== image))}
              >
                <XIcon aria-hidden />
              </Button>
            </li>
          ))}
          {uploads.queued.map((name, index) => (
            <li key={`${name}-${index}`} className={cn(TILE, 'flex aspect-[4/5] items-center justify-center bg-muted')}>
              <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" aria-hidden />
              <span className="sr-only">Uploading {name}</span>
            </li>
          ))}
        </ul>
      )}
      <div>
        <input
          id={`${id}-upload`}
          type="file"
          accept="image/*"
          multiple
          className="peer sr-only"
          disabled={room <= 0}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])].slice(0, Math.max(room, 0));
            event.target.value = '';
            if (files.length) uploads.add(files);
          }}
        />
        <label
          htmlFor={`${id}-upload`}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-input bg-background px-3 text-sm font-medium peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-50 hover:bg-muted"
        >
          <ImagePlusIcon className="size-4" aria-hidden />
          Upload pictures for {colour.name}
        </label>
      </div>
    </fieldset>
  );
}

/** Memoised: the form re-renders on every keystroke, and this has nothing to do with most of them. */
export const ColourPictures = memo(function ColourPictures({
  gallery,
  colours,
  onChange,
  latest,
}: ColourPicturesProps) {
  const setImagesOf = (name: string) => (images: string[]) =>
    onChange(latest().map((colour) => (colour.name === name ? { ...colour, images } : colour)));
  const latestImagesOf = (name: string) => () => latest().find((colour) => colour.name === name)?.images ?? [];
  return (
    <div className="grid gap-3">
      {colours.map((colour) => (
        <PicturesFor
          key={colour.name}
          gallery={gallery}
          colour={colour}
          setImages={setImagesOf(colour.name)}
          latestImages={latestImagesOf(colour.name)}
        />
      ))}
    </div>
  );
});
