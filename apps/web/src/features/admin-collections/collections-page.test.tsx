// Checks staff's Collections screen (issue 44): the list, adding a rule collection and a hand-picked one (found by
// search, put in order), a refused handle shown in the form, a delete after confirming, and the home page and menu.
import type { Collection } from '@shop/contract/collections';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { CollectionsPage } from '#web/features/admin-collections/collections-page.tsx';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';
import { aProduct, productPage, stubResizeObserver } from '#web/testing/render-catalog.tsx';

beforeEach(stubResizeObserver);
afterEach(() => act(() => dismissToast()));

const FESTIVE = '2c0d4e5f-0000-4000-8000-000000000001';

const festive: Collection = {
  _id: FESTIVE,
  handle: 'festive',
  title: 'Festive Edit',
  description: '',
  image: null,
  kind: 'rules',
  rules: {
    categories: [],
    tags: ['festive'],
    min_price: null,
    max_price: null,
    colours: [],
    on_sale: false,
    added_within_days: null,
  },
  products: [],
  seo_title: null,
  seo_description: null,
  created_at: '2026-11-01T10:00:00.000Z',
};

const storefront = {
  home: [{ kind: 'banner' as const }, { kind: 'categories' as const }, { kind: 'featured' as const }],
  menu: [{ label: 'Home', href: '/shop/home' }],
};

function api(list: Collection[], more: FakeHandlers = {}): FakeHandlers {
  return {
    'GET /api/admin/collections': () => ({ success: true, data: list }),
    'GET /api/shop/storefront': () => ({ success: true, data: storefront }),
    ...more,
  };
}

describe('CollectionsPage', () => {
  it('lists each collection with what it holds and its address', async () => {
    renderAdminScreen(<CollectionsPage />, api([festive]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Collections' })).toBeInTheDocument();
    const item = (await screen.findByRole('heading', { level: 2, name: 'Festive Edit' })).closest('li')!;
    expect(within(item).getByText('Products that match rules')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: '/shop/collections/festive' })).toHaveAttribute(
      'href',
      '/shop/collections/festive',
    );
    expect(within(item).getByRole('button', { name: 'Edit Festive Edit' })).toBeInTheDocument();
  });

  it('adds a rule collection by tag, and shows a refused handle in the form', async () => {
    let answered = 0;
    const { calls } = renderAdminScreen(
      <CollectionsPage />,
      api([], {
        'POST /api/admin/collections': ({ body }) => {
          answered += 1;
          if (answered === 1) return refuse(400, 'Another collection already has the address festive.');
          return { success: true, message: 'Collection created', data: { ...festive, title: body.title } };
        },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add collection' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Festive Edit');
    await userEvent.type(within(dialog).getByLabelText('Handle'), 'festive');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Products that match rules' }));
    await userEvent.type(within(dialog).getByLabelText('Tags'), 'festive, diwali');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Women' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add collection' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Another collection already has the address festive.',
    );
    await userEvent.clear(within(dialog).getByLabelText('Handle'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add collection' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const sent = calls('POST', '/api/admin/collections').map((call) => call.body);
    expect(sent[0]).toMatchObject({
      title: 'Festive Edit',
      handle: 'festive',
      kind: 'rules',
      rules: { tags: ['festive', 'diwali'], categories: ['women'] },
      product_ids: [],
    });
    expect(sent[1]).toMatchObject({ handle: null });
  });

  it('hand-picks products found by search, in the order staff put them', async () => {
    const kurta = aProduct({ title: 'Zari Kurta' });
    const saree = aProduct({ title: 'Silk Saree' });
    const { calls } = renderAdminScreen(
      <CollectionsPage />,
      api([], {
        'GET /api/shop/search/:keyword': () => productPage([kurta, saree]),
        'POST /api/admin/collections': ({ body }) => ({
          success: true,
          data: { ...festive, kind: 'manual', title: body.title },
        }),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add collection' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Staff picks');
    await userEvent.type(within(dialog).getByLabelText('Find a product to add'), 'silk{Enter}');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Zari Kurta' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Silk Saree' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move Silk Saree up' }));
    const chosen = within(dialog).getByRole('list', { name: 'Chosen products' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1.Silk Saree', '2.Zari Kurta']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add collection' }));
    await waitFor(() => expect(calls('POST', '/api/admin/collections')).toHaveLength(1));
    expect(calls('POST', '/api/admin/collections')[0]!.body).toMatchObject({
      kind: 'manual',
      product_ids: [saree._id, kurta._id],
    });
  });

  it('deletes a collection once staff confirm', async () => {
    const { calls } = renderAdminScreen(
      <CollectionsPage />,
      api([festive], {
        'DELETE /api/admin/collections/:id': () => ({ success: true, message: 'Collection deleted' }),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Festive Edit' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Festive Edit?' });
    expect(calls('DELETE', '/api/admin/collections')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls('DELETE', `/api/admin/collections/${FESTIVE}`)).toHaveLength(1));
  });

  it('puts a collection on the home page, moves it to the top and saves the menu', async () => {
    const { calls } = renderAdminScreen(
      <CollectionsPage />,
      api([festive], {
        'PUT /api/admin/storefront': ({ body }) => ({ success: true, message: 'Home page and menu saved', data: body }),
      }),
    );
    await userEvent.selectOptions(await screen.findByLabelText('Add a section'), 'Collection: Festive Edit');
    await userEvent.click(screen.getByRole('button', { name: 'Add section' }));
    for (let i = 0; i < 3; i += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Move Collection: Festive Edit up' }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Remove Feature Products' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add menu entry' }));
    await userEvent.type(screen.getByLabelText('Label of entry 2'), 'Festive');
    await userEvent.clear(screen.getByLabelText('Address of entry 2'));
    await userEvent.type(screen.getByLabelText('Address of entry 2'), '/shop/collections/festive');
    await userEvent.click(screen.getByRole('button', { name: 'Save home page and menu' }));

    await waitFor(() => expect(calls('PUT', '/api/admin/storefront')).toHaveLength(1));
    expect(calls('PUT', '/api/admin/storefront')[0]!.body).toEqual({
      home: [{ kind: 'collection', handle: 'festive' }, { kind: 'banner' }, { kind: 'categories' }],
      menu: [
        { label: 'Home', href: '/shop/home' },
        { label: 'Festive', href: '/shop/collections/festive' },
      ],
    });
  });
});
