// Owns uploading several chosen images one after another, handing back each stored image's URL as it arrives.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toastFailure } from '#web/components/admin/admin-answer.ts';
import { uploadImage } from '#web/entities/product/upload-image.ts';

/**
 * `add(files)` queues the files; they go up one at a time (the upload endpoint takes one) and `onUploaded` gets each
 * URL. A refused file ("not an image", "too large") raises the server's words as a destructive toast and the rest go
 * on. Leaving the screen cancels what is still queued.
 */
export function useImageUploads(onUploaded: (url: string) => void) {
  /** The names of the files still to come, the first one uploading. */
  const [queued, setQueued] = useState<string[]>([]);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const controller = useRef<AbortController | null>(null);
  const report = useRef(onUploaded);
  useLayoutEffect(() => {
    report.current = onUploaded;
  });
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);

  function add(files: File[]) {
    setQueued((names) => [...names, ...files.map((file) => file.name)]);
    for (const file of files) {
      chain.current = chain.current.then(async () => {
        const signal = controller.current?.signal;
        if (!signal || signal.aborted) return;
        try {
          report.current(await uploadImage({ file, signal }));
        } catch (error) {
          if (!signal.aborted) toastFailure(error);
        } finally {
          if (!signal.aborted) setQueued((names) => names.slice(1));
        }
      });
    }
  }

  return { queued, add };
}
