// Owns uploading the image staff choose (for a product or a banner) the moment it is chosen, and reporting its URL.
import { useEffect, useRef, useState } from 'react';
import { ImageUpload, type ImageUploadProps } from '#web/components/ui/image-upload.tsx';
import { toastFailure } from '#web/components/admin/admin-answer.ts';
import { useUploadImage } from '#web/entities/product/upload-image.ts';

export type ImageUploaderProps = Omit<
  ImageUploadProps,
  'imageUrl' | 'uploadingFileName' | 'onFileChosen' | 'onRemove'
> & {
  /** The uploaded image's URL, '' for none. */
  value: string;
  /** Called with the new URL once an upload succeeds, and with '' when the image is removed or replaced. */
  onChange: (url: string) => void;
};

export function ImageUploader({ value, onChange, ...props }: ImageUploaderProps) {
  const upload = useUploadImage();
  const [uploadingFileName, setUploadingFileName] = useState<string | null>(null);
  // The upload in flight; a newer choice or Remove aborts it, and only the current one may report back.
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  async function start(file: File) {
    inFlight.current?.abort();
    const current = new AbortController();
    inFlight.current = current;
    setUploadingFileName(file.name);
    onChange('');
    try {
      const url = await upload.mutateAsync({ file, signal: current.signal });
      if (inFlight.current === current) onChange(url);
    } catch (error) {
      // "Not an image", "too large": the server's words, as a destructive toast.
      if (inFlight.current === current) toastFailure(error);
    } finally {
      if (inFlight.current === current) {
        inFlight.current = null;
        setUploadingFileName(null);
      }
    }
  }

  function remove() {
    inFlight.current?.abort();
    inFlight.current = null;
    setUploadingFileName(null);
    onChange('');
  }

  return (
    <ImageUpload
      {...props}
      imageUrl={value}
      uploadingFileName={uploadingFileName}
      onFileChosen={(file) => void start(file)}
      onRemove={remove}
    />
  );
}
