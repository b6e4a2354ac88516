// Owns the image picker's look and behaviour: choose or drop a file, a placeholder while it uploads, the preview, Remove.
import { imageSrcSet } from '@shop/contract/images';
import { ImageUpIcon, LoaderCircleIcon, XIcon } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/class-names.ts';

export type ImageUploadProps = {
  /** The field's visible label, which is also the file input's accessible name. */
  label: string;
  /** The uploaded image's URL, '' while there is none. */
  imageUrl: string;
  /** The name of the file being uploaded, or null when nothing is uploading. */
  uploadingFileName: string | null;
  /** Called as soon as a file is chosen or dropped: uploading starts right away (SPEC §4). */
  onFileChosen: (file: File) => void;
  /** Forget the image, or cancel the upload in flight. */
  onRemove: () => void;
  /** The image cannot be changed (e.g. while editing a product): shows the current image only. */
  disabled?: boolean;
  /** Shown under the box; with `disabled`, `disabledHint` replaces it. */
  hint?: string;
  disabledHint?: string;
  /** `wide` for banners (8:3, cropped to fill); `standard` (4:3, the whole image shown) for the rest. */
  shape?: 'standard' | 'wide';
  className?: string;
};

/**
 * The upload itself belongs to the caller (it knows the endpoint); this component only reports the chosen file.
 * The file input stays in the page (visually hidden) in every state, so keyboard users always have one control to
 * reach: Enter opens the picker, a new file replaces the old one, and the box shows the focus ring.
 */
export function ImageUpload({
  label,
  imageUrl,
  uploadingFileName,
  onFileChosen,
  onRemove,
  disabled = false,
  hint,
  disabledHint,
  shape = 'standard',
  className,
}: ImageUploadProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);
  const isUploading = uploadingFileName !== null;
  const note = disabled ? (disabledHint ?? hint) : hint;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after Remove) still fires a change.
    event.target.value = '';
    if (file) onFileChosen(file);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFileChosen(file);
  }

  function remove() {
    onRemove();
    // The Remove button is about to disappear: keep focus on the field rather than losing it to the page.
    inputRef.current?.focus();
  }

  const box = cn(
    'relative flex w-full items-center justify-center overflow-hidden rounded-lg border-2 border-dashed border-input bg-surface',
    shape === 'wide' ? 'aspect-[8/3]' : 'aspect-[4/3] max-h-72',
    'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
    isDragging && 'border-accent bg-accent-soft',
  );

  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        className="peer sr-only"
        disabled={disabled}
        aria-describedby={note ? hintId : undefined}
        onChange={choose}
      />
      <div
        className={box}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={drop}
      >
        {isUploading ? (
          <>
            <Skeleton className="absolute inset-0 rounded-none" />
            <LoaderCircleIcon className="relative size-8 animate-spin text-muted-foreground" aria-hidden />
          </>
        ) : imageUrl ? (
          <img
            src={imageUrl}
            srcSet={imageSrcSet(imageUrl)}
            sizes="(min-width: 640px) 28rem, 85vw"
            alt={`${label}: preview`}
            className={cn('absolute inset-0 size-full', shape === 'wide' ? 'object-cover' : 'object-contain')}
          />
        ) : (
          // A second label for the same input: the whole box opens the picker. Its words repeat for sighted
          // users what the field's name and hint already tell a screen reader, so they are hidden from it.
          <label
            htmlFor={inputId}
            aria-hidden
            className={cn(
              'flex size-full flex-col items-center justify-center gap-2 p-4 text-center text-sm text-muted-foreground',
              disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-muted',
            )}
          >
            <ImageUpIcon className="size-8" />
            <span>
              <span className="font-medium text-foreground">Click to choose an image</span> or drag and drop it here
            </span>
          </label>
        )}
      </div>
      {(isUploading || (imageUrl && !disabled)) && (
        <div className="flex min-w-0 items-center justify-between gap-2 text-sm">
          <span className="min-w-0 truncate text-muted-foreground">
            {isUploading ? `Uploading ${uploadingFileName}…` : 'Image uploaded'}
          </span>
          <Button variant="outline" size="sm" onClick={remove}>
            <XIcon aria-hidden />
            {isUploading ? 'Cancel upload' : 'Remove image'}
          </Button>
        </div>
      )}
      {note && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {note}
        </p>
      )}
      <p role="status" className="sr-only">
        {isUploading ? `Uploading ${uploadingFileName}` : imageUrl && !disabled ? 'Image uploaded' : ''}
      </p>
    </div>
  );
}
