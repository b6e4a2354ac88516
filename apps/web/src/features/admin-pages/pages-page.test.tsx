// Checks staff's Pages screen: SPEC's pages and staff's own listed, a page opened with its Markdown, the server's
// preview shown, a save sent as the API takes it, and a new page's handle made from its title.
import type { PageSource, PageSummary } from '@shop/contract/content-pages';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { PagesPage } from '#web/features/admin-pages/pages-page.tsx';
import type { FakeHandlers } from '#web/testing/fake-server.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';

afterEach(() => act(() => dismissToast()));

const returns: PageSummary = {
  handle: 'return-policy',
  title: 'Return Policy',
  path: '/shop/return_policy',
  spec: true,
  edited: false,
  updated_at: null,
};
const sale: PageSummary = {
  handle: 'summer-sale',
  title: 'Summer sale',
  path: '/shop/pages/summer-sale',
  spec: false,
  edited: true,
  updated_at: '2026-12-01T10:00:00.000Z',
};
const returnsSource: PageSource = {
  ...returns,
  markdown: 'If something is not quite right, you can send it back.\n\n## What you can return',
  seo_title: null,
  seo_description: null,
};

function api(extra: FakeHandlers = {}): FakeHandlers {
  return {
    'GET /api/admin/pages': () => ({ success: true, data: [returns, sale] }),
    'GET /api/admin/pages/:handle': () => ({ success: true, data: returnsSource }),
    'POST /api/admin/pages/preview': ({ body }) => ({
      success: true,
      data: { html: `<p>${body.markdown.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</p>` },
    }),
    'PUT /api/admin/pages/:handle': ({ params, body }) => ({
      success: true,
      message: 'Page saved',
      data: { ...returnsSource, handle: params.handle, title: body.title, markdown: body.markdown, edited: true },
    }),
    ...extra,
  };
}

describe('the Pages screen', () => {
  it('lists SPEC’s pages and staff’s own, with where shoppers read each', async () => {
    renderAdminScreen(<PagesPage />, api());
    expect(await screen.findByRole('heading', { level: 2, name: 'Return Policy' })).toBeInTheDocument();
    expect(screen.getByText('/shop/return_policy')).toBeInTheDocument();
    expect(screen.getByText('Today’s wording')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Summer sale' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Summer sale' })).toBeInTheDocument();
  });

  it('opens a page’s Markdown, shows the server’s preview, and saves the title and text', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdminScreen(<PagesPage />, api());
    await user.click(await screen.findByRole('button', { name: 'Edit Return Policy' }));

    const text = await screen.findByRole('textbox', { name: 'Text (Markdown)' });
    expect(text).toHaveValue(returnsSource.markdown);
    await user.clear(text);
    await user.type(text, 'Send it back within **30 days**.');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(preview.querySelector('strong')).toHaveTextContent('30 days');

    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Returns');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/pages/return-policy');
    expect(put.body).toEqual({
      title: 'Returns',
      markdown: 'Send it back within **30 days**.',
      seo_title: null,
      seo_description: null,
    });
    expect(await screen.findByText('Page saved')).toBeInTheDocument();
  });

  it('makes a new page’s handle from its title, and refuses a save without a title', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdminScreen(<PagesPage />, api());
    await user.click(await screen.findByRole('button', { name: 'New page' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Enter the page’s title');
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Size Guide (Kurtas)');
    expect(screen.getByRole('textbox', { name: 'Handle' })).toHaveValue('size-guide-kurtas');
    await user.type(screen.getByRole('textbox', { name: 'Text (Markdown)' }), 'Measure twice.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')!.path).toBe('/api/admin/pages/size-guide-kurtas');
  });
});
