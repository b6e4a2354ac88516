// Owns POST /api/admin/brand/logo and /icon: one SVG, PNG or WebP file in, the stored picture's URL out (drawn into
// WebP and resized by the server), for the brand's fields; saving the settings puts it on the shop.
import type { adminBrandEndpoints } from '@shop/contract/brand';
import { MESSAGES } from '@shop/contract/messages';
import { endpointClient, successOf } from '#web/lib/api-client.ts';

const brandPictureApi = endpointClient<typeof adminBrandEndpoints>({
  uploadLogo: 'POST /api/admin/brand/logo',
  uploadIcon: 'POST /api/admin/brand/icon',
});

/** Said only when a 413 comes back without the server's own words (e.g. from a proxy in front of it). */
const TOO_LARGE = 'That picture is too large. Choose one of at most 5 MB.';

export type BrandPicture = 'logo' | 'icon';

/** Multipart, field `file`; throws an ApiError with the server's message (a file that is not a picture, say). */
export async function uploadBrandPicture(kind: BrandPicture, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const answer = await (kind === 'logo' ? brandPictureApi.uploadLogo({ body }) : brandPictureApi.uploadIcon({ body }));
  if (!answer.success && answer.status === 413 && answer.message === MESSAGES.serverError) answer.message = TOO_LARGE;
  return successOf(answer).result.url;
}
