// Checks reviewing a product (SPEC §5, §8): submit disabled for a blank comment, the server's answer shown either way.
import { MESSAGES } from '@shop/contract/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import {
  aProduct,
  aReview,
  fakeApi,
  findToast,
  renderCatalog,
  shopper,
  stubResizeObserver,
} from '#web/testing/render-catalog.tsx';

beforeEach(stubResizeObserver);
afterEach(() => act(() => dismissToast()));

const product = aProduct({ title: 'Block-print Kurta', average_review: 4, description: 'Hand block-printed cotton.' });
const earlier = aReview({ product_id: product._id, user_name: 'Meera', rating: 4, comment: '<b>Lovely</b> fabric.' });

type AddReview = NonNullable<FakeHandlers['POST /api/shop/review/add']>;

/**
 * The product (its average as `onAdd` last answered), its reviews, and `onAdd` for POST /api/shop/review/add (no
 * `onAdd`: that call answers 404).
 */
function productApi(onAdd?: AddReview): FakeHandlers {
  let average = product.average_review;
  const notFound = () => refuse(404, 'Product not found');
  return {
    'GET /api/shop/products/get/:id': ({ params }) =>
      params.id === product._id || params.id === product.handle
        ? { success: true, data: { ...product, average_review: average } }
        : notFound(),
    'GET /api/shop/review/:productId': ({ params }) =>
      params.productId === product._id ? { success: true, data: [earlier] } : notFound(),
    ...(onAdd && {
      'POST /api/shop/review/add': async (request) => {
        const answer = await onAdd(request);
        if ('average_review' in answer) average = answer.average_review;
        return answer;
      },
    }),
  };
}

describe('the review form', () => {
  it('keeps Submit disabled while the comment is empty or only spaces', async () => {
    fakeApi(shopper, productApi());
    renderCatalog(`/shop/product/${product.handle}`, { user: shopper });
    const comment = await screen.findByRole('textbox', { name: 'Your review' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();

    const user = userEvent.setup();
    await user.type(comment, '   ');
    expect(submit).toBeDisabled();
    await user.type(comment, ' Fits well');
    expect(submit).toBeEnabled();
    await user.clear(comment);
    expect(submit).toBeDisabled();
  });

  it('chooses the rating with five stars, posts the review and shows the server message', async () => {
    let added = false;
    const { calls } = fakeApi(
      shopper,
      productApi(() => {
        added = true;
        return {
          success: true,
          message: MESSAGES.reviewAdded,
          data: aReview({ product_id: product._id }),
          average_review: 4.5,
        };
      }),
    );
    renderCatalog(`/shop/product/${product.handle}`, { user: shopper });
    const user = userEvent.setup();

    const stars = await screen.findByRole('radiogroup', { name: 'Your rating' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(stars).getByRole('radio', { name: '3 stars' }));
    // Arrow keys move the choice, as in any radio group.
    // Radix moves focus a tick after the key goes down, and chooses only while it is held, as a real key would be.
    await user.keyboard('{ArrowRight>}');
    await waitFor(() => expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked());
    await user.keyboard('{/ArrowRight}');

    await user.type(screen.getByRole('textbox', { name: 'Your review' }), '  Fits well  ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await findToast()).toHaveTextContent(MESSAGES.reviewAdded);
    expect(added).toBe(true);
    const [post] = calls('POST', '/api/shop/review/add');
    expect(post?.body).toEqual({
      product_id: product._id,
      user_id: shopper.id,
      user_name: shopper.userName,
      comment: 'Fits well',
      rating: 4,
    });
    // The form empties, the reviews are asked for again, and the page (asked for by its handle) shows the new average.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue(''));
    await waitFor(() => expect(calls('GET', `/api/shop/review/${product._id}`).length).toBeGreaterThan(1));
    expect(screen.getByRole('img', { name: 'Average rating 4.50 out of 5' })).toBeInTheDocument();
  });

  it("shows the server's refusal as a destructive toast and keeps the comment", async () => {
    fakeApi(
      shopper,
      productApi(() => refuse(403, MESSAGES.mustPurchaseToReview)),
    );
    renderCatalog(`/shop/product/${product.handle}`, { user: shopper });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Great');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const toast = await findToast();
    expect(toast).toHaveTextContent(MESSAGES.mustPurchaseToReview);
    expect(toast.className).toMatch(/destructive/);
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('Great');
  });

  it('asks for a rating before posting', async () => {
    const { requests } = fakeApi(shopper, productApi());
    renderCatalog(`/shop/product/${product.handle}`, { user: shopper });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Your review' }), 'Great');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(requests.filter(({ path }) => path.startsWith('/api/shop/review/add'))).toHaveLength(0);
  });

  it('is replaced by a way to log in for a visitor', async () => {
    fakeApi(null, productApi());
    renderCatalog(`/shop/product/${product.handle}`);
    expect(await screen.findByRole('link', { name: 'Log in to write a review' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(screen.queryByRole('textbox', { name: 'Your review' })).not.toBeInTheDocument();
  });
});

describe('the product page', () => {
  it('shows the product and its reviews as text (its route names it in the tab: app/routes.test.tsx)', async () => {
    fakeApi(null, productApi());
    renderCatalog(`/shop/product/${product.handle}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Block-print Kurta' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Average rating 4.00 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4.00')).toBeInTheDocument();
    // A comment is text, never markup.
    expect(await screen.findByText('<b>Lovely</b> fabric.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom image' })).toHaveAttribute('aria-pressed', 'false');
    const picture = screen.getByRole('img', { name: 'Block-print Kurta' });
    expect(picture).toHaveAttribute('loading', 'eager');
  });

  it('says so when the product does not exist', async () => {
    fakeApi(null);
    renderCatalog('/shop/product/no-such-product');
    expect(await screen.findByText(/couldn't find this product/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/shop/listing');
  });
});
