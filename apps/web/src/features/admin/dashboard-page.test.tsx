// Checks the dashboard's banner manager: the spec's placeholder, adding an uploaded banner, confirming a deletion.
import type { FeatureImage } from '@shop/contract/catalog';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { DashboardPage } from '#web/features/admin/dashboard-page.tsx';
import type { FakeHandlers } from '#web/testing/fake-server.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';

afterEach(() => act(() => dismissToast()));

const UPLOADED = '/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp';

/** Banner ids are UUIDs, as the server makes them (a delete names one). */
const bannerId = (n: number) => `5b0a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c${String(n).padStart(2, '0')}`;

function fakeBanners(initial: FeatureImage[]): FakeHandlers {
  let banners = [...initial];
  return {
    'GET /api/common/feature/get': () => ({ success: true, data: banners }),
    'POST /api/admin/products/upload-image': () => ({ success: true, result: { url: UPLOADED } }),
    'POST /api/common/feature/add': ({ body }) => {
      const added = { _id: bannerId(banners.length + 1), image: body.image };
      banners = [...banners, added];
      return { success: true, message: 'Banner added successfully', data: added };
    },
    'DELETE /api/common/feature/delete/:id': ({ params }) => {
      banners = banners.filter((banner) => banner._id !== params.id);
      return { success: true, message: 'Banner deleted successfully' };
    },
  };
}

const wideJpeg = () => new File([new Uint8Array([255, 216, 255])], 'sale.jpg', { type: 'image/jpeg' });

describe('the admin dashboard', () => {
  it("shows 'admin features' and the banners", async () => {
    renderAdminScreen(<DashboardPage />, fakeBanners([{ _id: bannerId(1), image: '/uploads/one.webp' }]));
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
        { _id: bannerId(1), image: '/uploads/one.webp' },
        { _id: bannerId(2), image: '/uploads/two.webp' },
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete banner 2' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete banner 2?' });
    expect(calls('DELETE', '/api/')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Banner deleted successfully')).toBeInTheDocument();
    expect(calls('DELETE', '/api/').map((call) => call.path)).toEqual([`/api/common/feature/delete/${bannerId(2)}`]);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Banner 2' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Homepage banners' })).toHaveFocus();
  });
});
