// Owns /shop/cart: the cart as a page (what the header's cart link opens before the app runs, or without it; the app
// opens the drawer instead) and the action every cart form posts to without JavaScript: add a product in the size
// and colour chosen, change a line's quantity, remove a line (SPEC §7, decision 031).
import { MESSAGES } from '@shop/contract/messages';
import type { ActionFunctionArgs, MetaFunction } from 'react-router';
import { cartApi, cartQueryOptions } from '#web/entities/cart/cart-api.ts';
import { checkSession } from '#web/entities/session/session.tsx';
import { CartPage } from '#web/features/cart/cart-page.tsx';
import { backTo, field, flashOf, redirectWithFlash } from '#web/app/form-action.ts';
import { pageMeta } from '#web/app/page-meta.ts';
import { Prefetched, serverPrefetchWithUser } from '#web/app/route-data.tsx';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Your Cart' });

export const loader = serverPrefetchWithUser((client, user) =>
  user ? client.prefetchQuery(cartQueryOptions(user.id)) : Promise.resolve(),
);

/** What a product's "Add to cart" asked for and was refused: a size or colour to choose, on the product's page. */
const CHOOSE_FIRST: readonly string[] = [MESSAGES.selectSize, MESSAGES.selectColour];

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const back = backTo(form, '/shop/cart');
  const intent = field(form, 'intent') || 'update';
  const productId = field(form, 'product_id');
  const variantId = field(form, 'variant_id');
  const line = { product_id: productId, ...(variantId ? { variant_id: variantId } : {}) };
  const user = await checkSession();
  if (!user) return redirectWithFlash('/auth/login', { title: MESSAGES.loginToAddToCart, variant: 'destructive' });

  if (intent === 'add') {
    const answer = await cartApi.add({ body: { user_id: user.id, ...line, quantity: 1 } });
    if (!answer.success && CHOOSE_FIRST.includes(answer.message)) {
      // On the product's own page already, the shopper stays there with what they had chosen (its ?colour=).
      const productPage = `/shop/product/${encodeURIComponent(field(form, 'handle') || productId)}`;
      const onIt = back === productPage || back.startsWith(`${productPage}?`);
      return redirectWithFlash(onIt ? back : productPage, flashOf(answer, ''));
    }
    return redirectWithFlash(back, flashOf(answer, MESSAGES.addedToCart));
  }
  if (intent === 'remove') {
    const answer = await cartApi.remove({
      params: { userId: user.id, productId },
      ...(variantId ? { query: { variant_id: variantId } } : {}),
    });
    return redirectWithFlash(back, flashOf(answer, MESSAGES.cartDeleted));
  }
  // The stepper's − and + post the quantity they lead to; the API judges it against the stock and the shop's limit.
  const quantity = Number(field(form, 'quantity'));
  const answer = await cartApi.update({ body: { user_id: user.id, ...line, quantity } });
  return redirectWithFlash(back, flashOf(answer, MESSAGES.cartUpdated));
}

export default function Screen() {
  return (
    <Prefetched>
      <CartPage />
    </Prefetched>
  );
}
