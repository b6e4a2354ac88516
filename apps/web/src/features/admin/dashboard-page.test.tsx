// Checks the dashboard's banner manager: the spec's placeholder, adding an uploaded banner, confirming a deletion.
import type { FeatureImage } from '@shop/contract/catalog';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { DashboardPage } from '#web/features/admin/dashboard-page.tsx';
import { renderAdminScreen, type FakeRequest } from '#web/features/admin/testing/render-admin-screen.tsx';

afterEach(() => act(() => dismissToast()));

const UPLOADED = '/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp';

function fakeBanners(initial: FeatureImage[]) {
  let banners = [...initial];
  return ({ method, path, body }: FakeRequest) => {
    if (method === 'GET' && path === '/api/common/feature/get')
      return { status: 200, body: { success: true, data: banners } };
    if (method === 'POST' && path === '/api/admin/products/upload-image') {
      return { status: 200, body: { success: true, result: { url: UPLOADED } } };
    }
    if (method === 'POST' && path === '/api/common/feature/add') {
      const added = { _id: `b${banners.length + 1}`, image: (body as { image: string }).image };
      banners = [...banners, added];
      return { status: 201, body: { success: true, message: 'Banner added successfully', data: added } };
    }
    if (method === 'DELETE' && path.startsWith('/api/common/feature/delete/')) {
      banners = banners.filter((banner) => banner._id !== path.split('/').at(-1));
      return { status: 200, body: { success: true, message: 'Banner deleted successfully' } };
    }
    return undefined;
  };
}

const wideJpeg = () => new File([new Uint8Array([255, 216, 255])], 'sale.jpg', { type: 'image/jpeg' });

describe('the admin dashboard', () => {
  it("shows 'admin features' and the banners", async () => {
    renderAdminScreen(<DashboardPage />, fakeBanners([{ _id: 'b1', image: '/uploads/one.webp' }]));
    expect(screen.getByText('admin features')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Banner 1' })).toHaveAttribute('src', '/uploads/one.webp');
  });

  it('uploads an image, then adds it as a banner', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<DashboardPage />, fakeBanners([]));
    expect(await screen.findByText(/No banners yet/)).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add banner' });
    expect(add).toBeDisabled();

    await user.upload(screen.getByLabelText('Banner image'), wideJpeg());
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);

    expect(await screen.findByText('Banner added successfully')).toBeInTheDocument();
    expect(calls('POST', '/api/common/feature/add')[0]!.body).toEqual({ image: UPLOADED });
    expect(await screen.findByRole('img', { name: 'Banner 1' })).toHaveAttribute('src', UPLOADED);
    // The picker is empty again for the next banner.
    expect(screen.queryByRole('img', { name: 'Banner image: preview' })).not.toBeInTheDocument();
    expect(add).toBeDisabled();
  });

  it('deletes a banner only after confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(
      <DashboardPage />,
      fakeBanners([
        { _id: 'b1', image: '/uploads/one.webp' },
        { _id: 'b2', image: '/uploads/two.webp' },
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete banner 2' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete banner 2?' });
    expect(calls('DELETE', '/api/')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Banner deleted successfully')).toBeInTheDocument();
    expect(calls('DELETE', '/api/').map((call) => call.path)).toEqual(['/api/common/feature/delete/b2']);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Banner 2' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Homepage banners' })).toHaveFocus();
  });
});
