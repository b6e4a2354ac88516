// Owns reading one page of products (listing and search answer alike: `{ data, total, page, limit }`).
import type { catalogEndpoints, ProductPage } from '@shop/contract/catalog';
import { MESSAGES } from '@shop/contract/messages';
import { ApiError, type CallAnswer } from '#web/lib/api-client.ts';

/*
 * Answers are typed with the contract's types rather than parsed with its zod schemas: the server already validates
 * every answer against those schemas, and zod would add tens of kilobytes to the shop's first load (as in session.tsx).
 */
type ProductPageAnswer =
  CallAnswer<(typeof catalogEndpoints)['list']> | CallAnswer<(typeof catalogEndpoints)['search']>;

/** The page a list or search call answered, or an ApiError carrying the server's message. */
export async function requestProductPage(call: Promise<ProductPageAnswer>): Promise<ProductPage> {
  const answer = await call;
  if (!answer.success) throw new ApiError(answer.message ?? MESSAGES.serverError, answer.status);
  const data = Array.isArray(answer.data) ? answer.data : [];
  const page = typeof answer.page === 'number' ? answer.page : 1;
  const limit = typeof answer.limit === 'number' ? answer.limit : data.length;
  const total = typeof answer.total === 'number' ? answer.total : data.length;
  return { success: true, data, total, page, limit };
}

/** The next page number, or undefined when the last page is in. */
export function nextPageOf(last: ProductPage): number | undefined {
  return last.page * last.limit < last.total && last.data.length > 0 ? last.page + 1 : undefined;
}
