// Checks the listing (SPEC §2): filters written into the URL and session storage, sort reset on a category change.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import {
  aProduct,
  aProductWithVariants,
  fakeApi,
  findToast,
  productPage,
  renderCatalog,
  shopper,
  stubResizeObserver,
} from '#web/testing/render-catalog.tsx';

beforeEach(() => {
  sessionStorage.clear();
  stubResizeObserver();
});

const products = Array.from({ length: 30 }, (_, i) => aProduct({ title: `Piece ${i + 1}` }));

/** Answers the listing with 24-item pages of `products`. */
const listingApi: FakeHandlers = {
  'GET /api/shop/products/get': ({ query: { page, limit } }) => {
    const slice = products.slice((page - 1) * limit, page * limit);
    return productPage(slice, { total: products.length, page, limit });
  },
};

const lastListingQuery = ({ calls }: ReturnType<typeof fakeApi>) =>
  calls('GET', '/api/shop/products/get').at(-1)?.url.searchParams;

const sortButton = () => screen.getByRole('button', { name: /^Sort by/ });

async function chooseSort(label: string) {
  await userEvent.click(sortButton());
  await userEvent.click(await screen.findByRole('menuitemradio', { name: label }));
}

describe('the listing', () => {
  it('shows the products with their count, asking the API with the URL filters', async () => {
    const server = fakeApi(null, listingApi);
    renderCatalog('/shop/listing?category=women');
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    expect(await screen.findByText('30 Products')).toBeInTheDocument();
    // The first cards at once, the rest in the tasks after.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    const query = lastListingQuery(server);
    expect(query?.get('category')).toBe('women');
    expect(query?.get('sortBy')).toBe('price-lowtohigh');
    // The sidebar's checkboxes are their own chunk (a phone shows them in a drawer instead).
    expect(await screen.findByRole('checkbox', { name: 'Women' })).toBeChecked();
    expect(sortButton()).toHaveAccessibleName(/Price: Low to High/);
  });

  it('writes ticked filters into the URL, comma-joined, and into session storage', async () => {
    const server = fakeApi(null, listingApi);
    const { router } = renderCatalog('/shop/listing?category=women');
    await screen.findByText('30 Products');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Men' }));
    expect(router.state.location.search).toBe('?category=women,men');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Thread & Tote' }));
    expect(router.state.location.search).toBe('?category=women,men&brand=threadandtote');
    expect(JSON.parse(sessionStorage.getItem('filters') ?? 'null')).toEqual({
      category: ['women', 'men'],
      brand: ['threadandtote'],
      size: [],
      colour: [],
    });
    await waitFor(() => expect(lastListingQuery(server)?.get('category')).toBe('women,men'));
    expect(lastListingQuery(server)?.get('brand')).toBe('threadandtote');
  });

  it("writes sizes and colours into the URL in the shop's order, keeps them in the tab and asks the API for them", async () => {
    const server = fakeApi(null, listingApi);
    const { router } = renderCatalog('/shop/listing?category=women');
    await screen.findByText('30 Products');

    const sizes = screen.getByRole('group', { name: 'Size' });
    await userEvent.click(within(sizes).getByRole('checkbox', { name: 'L' }));
    await userEvent.click(within(sizes).getByRole('checkbox', { name: 'M' }));
    const colours = screen.getByRole('group', { name: 'Colour' });
    await userEvent.click(within(colours).getByRole('checkbox', { name: 'Indigo' }));
    await userEvent.click(within(colours).getByRole('checkbox', { name: 'Black' }));
    expect(router.state.location.search).toBe('?category=women&size=M,L&colour=Black,Indigo');
    expect(JSON.parse(sessionStorage.getItem('filters') ?? 'null')).toMatchObject({
      size: ['M', 'L'],
      colour: ['Black', 'Indigo'],
    });
    await waitFor(() => expect(lastListingQuery(server)?.get('colour')).toBe('Black,Indigo'));
    expect(lastListingQuery(server)?.get('size')).toBe('M,L');
    // The drawer's button (phones) counts every choice.
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent('Filters(5 chosen)');

    // "Free Size" has a space; the URL escapes it and reads it back.
    await userEvent.click(within(sizes).getByRole('checkbox', { name: 'Free Size' }));
    expect(router.state.location.search).toBe('?category=women&size=M,L,Free%20Size&colour=Black,Indigo');
    await waitFor(() => expect(lastListingQuery(server)?.get('size')).toBe('M,L,Free Size'));
    expect(within(sizes).getByRole('checkbox', { name: 'Free Size' })).toBeChecked();
  });

  it('offers the sizes and colours staff named, each colour with its swatch, and asks the API for them', async () => {
    const server = fakeApi(null, {
      ...listingApi,
      'GET /api/shop/options': () => ({
        success: true,
        data: {
          colours: [
            { name: 'Black', hex: '#1f1f1f' },
            { name: 'Aubergine', hex: '#4b2338' },
            { name: 'Black & White', hex: '#777777' },
          ],
          size_scales: [
            { id: 'letters', name: 'Letters', sizes: ['S', 'M', '3XL'] },
            { id: 'waist', name: 'Waist', sizes: ['30', '32'] },
          ],
        },
      }),
    });
    const { router } = renderCatalog('/shop/listing');
    await screen.findByText('30 Products');

    const colours = await screen.findByRole('group', { name: 'Colour' });
    await waitFor(() => expect(within(colours).getAllByRole('checkbox')).toHaveLength(3));
    const aubergine = within(colours).getByRole('checkbox', { name: 'Aubergine' });
    const swatch = screen.getByText('Aubergine').previousElementSibling;
    expect(swatch).toHaveStyle({ backgroundColor: '#4b2338' });
    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(within(sizes).getAllByRole('checkbox')).toHaveLength(5);

    await userEvent.click(within(sizes).getByRole('checkbox', { name: '32' }));
    await userEvent.click(within(sizes).getByRole('checkbox', { name: '3XL' }));
    await userEvent.click(aubergine);
    await userEvent.click(within(colours).getByRole('checkbox', { name: 'Black & White' }));
    // In the options' order; a name with an ampersand is escaped.
    expect(router.state.location.search).toBe('?size=3XL,32&colour=Aubergine,Black%20%26%20White');
    await waitFor(() => expect(lastListingQuery(server)?.get('colour')).toBe('Aubergine,Black & White'));
    expect(lastListingQuery(server)?.get('size')).toBe('3XL,32');
  });

  it('keeps a size or colour the URL names that the shop does not list, so it can be unticked', async () => {
    const server = fakeApi(null, listingApi);
    const { router } = renderCatalog('/shop/listing?size=%20Kaftan%20,,&colour=Mauve');
    await screen.findByText('30 Products');
    expect(lastListingQuery(server)?.get('size')).toBe('Kaftan');
    expect(lastListingQuery(server)?.get('colour')).toBe('Mauve');
    const mauve = await screen.findByRole('checkbox', { name: 'Mauve' });
    expect(mauve).toBeChecked();
    await userEvent.click(mauve);
    expect(router.state.location.search).toBe('?size=Kaftan');
  });

  it('brings back stored sizes and colours on a bare /shop/listing', async () => {
    sessionStorage.setItem('filters', JSON.stringify({ category: [], brand: [], size: ['S'], colour: ['Rust'] }));
    fakeApi(null, listingApi);
    const { router } = renderCatalog('/shop/listing');
    await screen.findByText('30 Products');
    expect(router.state.location.search).toBe('?size=S&colour=Rust');
    expect(screen.getByRole('checkbox', { name: 'Rust' })).toBeChecked();
  });

  it('resets the sort to price, low to high, when the category changes, and only then', async () => {
    const server = fakeApi(null, listingApi);
    const { router } = renderCatalog('/shop/listing?category=women');
    await screen.findByText('30 Products');

    await chooseSort('Title: A to Z');
    expect(router.state.location.search).toBe('?category=women&sortBy=title-atoz');
    await waitFor(() => expect(lastListingQuery(server)?.get('sortBy')).toBe('title-atoz'));
    expect(sortButton()).toHaveAccessibleName(/Title: A to Z/);

    // A brand is not a category: the sort stays.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Thread & Tote' }));
    expect(router.state.location.search).toBe('?category=women&brand=threadandtote&sortBy=title-atoz');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Kids' }));
    expect(router.state.location.search).toBe('?category=women,kids&brand=threadandtote');
    expect(sortButton()).toHaveAccessibleName(/Price: Low to High/);
    await waitFor(() => expect(lastListingQuery(server)?.get('sortBy')).toBe('price-lowtohigh'));

    // A category link from the header (a new URL with another category) starts from the default sort too.
    await chooseSort('Price: High to Low');
    await act(() => router.navigate('/shop/listing?category=men'));
    expect(sortButton()).toHaveAccessibleName(/Price: Low to High/);
  });

  it('brings back the stored filters on a bare /shop/listing', async () => {
    sessionStorage.setItem('filters', JSON.stringify({ category: ['kids'], brand: [] }));
    fakeApi(null, listingApi);
    const { router } = renderCatalog('/shop/listing');
    await screen.findByText('30 Products');
    expect(router.state.location.search).toBe('?category=kids');
    expect(screen.getByRole('checkbox', { name: 'Kids' })).toBeChecked();
  });

  it('loads more on request, keeping the page count in the URL', async () => {
    const server = fakeApi(null, listingApi);
    const { router } = renderCatalog('/shop/listing?category=women');
    await screen.findByText('30 Products');
    expect(screen.getByText('Showing 24 of 30')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 30 of 30')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(30);
    expect(router.state.location.search).toBe('?category=women&page=2');
    expect(lastListingQuery(server)?.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('opens a product in a dialog from its card, and gives focus back to the card on close', async () => {
    const [first] = products;
    fakeApi(null, {
      ...listingApi,
      'GET /api/shop/products/get/:id': ({ params }) =>
        first && params.id === first._id ? { success: true, data: first } : refuse(404, 'Product not found'),
      'GET /api/shop/review/:productId': () => ({ success: true, data: [] }),
    });
    renderCatalog('/shop/listing?category=women');
    const card = await screen.findByRole('link', { name: 'Piece 1' });
    await userEvent.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Piece 1' });
    expect(within(dialog).getByRole('link', { name: 'View full details' })).toHaveAttribute(
      'href',
      `/shop/product/${products[0]?.handle}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Log in to write a review' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card).toHaveFocus();
  });

  it("opens a product at its sizes when a card's Add to cart needs one; the size guide closes on its own", async () => {
    const kurta = aProductWithVariants({ sizes: ['S', 'M', 'L'] }, { title: 'Linen Kurta' });
    fakeApi(shopper, {
      'GET /api/shop/products/get': () => productPage([kurta]),
      'GET /api/shop/products/get/:id': () => ({ success: true, data: kurta }),
      'GET /api/shop/review/:productId': () => ({ success: true, data: [] }),
      'GET /api/shop/cart/get/:userId': () => ({ success: true, data: { _id: null, items: [], total: 0 } }),
      'GET /api/shop/products/size-guide/:id': () => refuse(404, 'No size chart'),
    });
    renderCatalog('/shop/listing', { user: shopper });
    const card = (await screen.findByRole('link', { name: 'Linen Kurta' })).closest('article')!;
    await userEvent.click(within(card).getByRole('button', { name: /Add to cart/ }));
    expect(await findToast()).toHaveTextContent('Please select a size');
    const dialog = await screen.findByRole('dialog', { name: 'Linen Kurta' });
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'S' })).toHaveFocus());

    // The guide is a dialog over the dialog: Escape closes the guide only.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Size guide' }));
    expect(await screen.findByRole('dialog', { name: 'Size guide' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Size guide' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Linen Kurta' })).toBeInTheDocument();
  });
});
