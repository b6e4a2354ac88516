// Owns POST /api/admin/products/upload-image: one image file in, the stored image's URL out (products and banners).
import { uploadAnswer } from '@shop/contract/catalog';
import { MESSAGES } from '@shop/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { adminProductApi } from '#web/entities/product/product-api.ts';
import { malformedAnswer } from '#web/components/admin/admin-answer.ts';
import { successOf } from '#web/lib/api-client.ts';

/** Said only when a 413 comes back without the server's own words (e.g. from a proxy in front of it). */
const TOO_LARGE = 'That image is too large. Choose one of at most 5 MB.';

/** Multipart, field `productImageFile`; the API client sends FormData as it is, with the session cookie. */
export async function uploadImage({ file, signal }: { file: File; signal?: AbortSignal }): Promise<string> {
  const body = new FormData();
  body.append('productImageFile', file);
  const answer = await adminProductApi.uploadImage({ body, signal });
  if (!answer.success && answer.status === 413 && answer.message === MESSAGES.serverError) answer.message = TOO_LARGE;
  const parsed = uploadAnswer.safeParse(successOf(answer));
  if (!parsed.success) throw malformedAnswer(answer.status);
  return parsed.data.result.url;
}

/** Failures are left to the caller: a cancelled upload must not raise a toast. */
export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
