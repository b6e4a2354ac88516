// Checks the Brand section of Settings (issue 44): it shows the saved brand, sends a new name, accent, announcement,
// contacts and links with the rest of Settings, refuses an accent white text cannot be read on (before anything is
// sent), and puts an uploaded logo in the brand with its preview, or says why a file was refused.
import { DEFAULT_BRAND } from '@shop/contract/brand-defaults';
import { DEFAULT_SETTINGS, type Settings } from '@shop/contract/settings';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { SettingsPage } from '#web/features/admin-settings/settings-page.tsx';
import { refuse } from '#web/testing/fake-server.ts';
import { fakeSettings } from '#web/testing/fake-settings.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';
import { stubResizeObserver } from '#web/testing/render-catalog.tsx';

beforeEach(stubResizeObserver);
afterEach(() => act(() => dismissToast()));

const LOGO = '/uploads/0123456789abcdef0123456789abcdef.webp';
const card = () => within(screen.getByRole('region', { name: 'Brand' }));
type User = ReturnType<typeof userEvent.setup>;
async function retype(user: User, label: string, text: string) {
  const field = card().getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
}
const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save settings' }));

describe('The brand, in Settings', () => {
  it('shows today’s brand and sends a new one with the rest of the settings', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<SettingsPage />, fakeSettings(DEFAULT_SETTINGS, 0));
    await screen.findByRole('heading', { name: 'Brand', level: 2 });
    expect(card().getByLabelText('Shop name')).toHaveValue('Thread & Tote');
    expect(card().getByLabelText('Accent colour as #rrggbb')).toHaveValue('#115e59');
    expect(card().getByText(/White text on it has a contrast of 7\.\d:1: readable/)).toBeInTheDocument();

    await retype(user, 'Shop name', 'Kora Weaves');
    await retype(user, 'Accent colour as #rrggbb', '#7a1f2b');
    await retype(user, 'Announcement', 'Festive sale: 20 % off');
    await retype(user, 'Link (optional)', '/shop/listing?category=women');
    await retype(user, 'Phone', '+91 98450 12345');
    await retype(user, 'Facebook', '');
    await save(user);

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect((calls('PUT', '/api/admin/settings')[0]!.body as Settings).brand).toEqual({
      ...DEFAULT_BRAND,
      name: 'Kora Weaves',
      accent: '#7a1f2b',
      announcement: {
        text: 'Festive sale: 20 % off',
        link: '/shop/listing?category=women',
        starts_at: null,
        ends_at: null,
      },
      contact: { ...DEFAULT_BRAND.contact, phone: '+91 98450 12345' },
      social: { ...DEFAULT_BRAND.social, facebook: null },
    });
  });

  it('refuses an accent too light for white text, saying why, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<SettingsPage />, fakeSettings(DEFAULT_SETTINGS, 0));
    await screen.findByRole('heading', { name: 'Brand', level: 2 });
    await retype(user, 'Accent colour as #rrggbb', '#f0cf4a');
    expect(card().getAllByText(/#f0cf4a is too light: white text on it has a contrast of 1\.\d:1/)).not.toHaveLength(0);
    await save(user);
    expect(card().getByLabelText('Accent colour as #rrggbb')).toHaveAccessibleDescription(/too light/);
    expect(calls('PUT', '/api/admin/settings')).toHaveLength(0);
  });

  it('uploads a logo, previews it and sends it; a file that is not a picture is refused in the server’s words', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let refused = true;
    const { calls } = renderAdminScreen(<SettingsPage />, {
      ...fakeSettings(DEFAULT_SETTINGS, 0),
      'POST /api/admin/brand/logo': () =>
        refused
          ? refuse(400, 'That file is not a picture we can use: upload an SVG, PNG or WebP image')
          : { success: true, result: { url: LOGO } },
    });
    await screen.findByRole('heading', { name: 'Brand', level: 2 });
    const input = card().getByLabelText('Logo');
    await user.upload(input, new File(['not a picture'], 'logo.png', { type: 'image/png' }));
    expect(await card().findByRole('alert')).toHaveTextContent(
      'That file is not a picture we can use: upload an SVG, PNG or WebP image',
    );
    expect(card().queryByRole('img', { name: 'The logo now' })).toBeNull();

    refused = false;
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await card().findByRole('img', { name: 'The logo now' })).toHaveAttribute('src', LOGO);
    await save(user);
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect((calls('PUT', '/api/admin/settings')[0]!.body as Settings).brand.logo_url).toBe(LOGO);
  });
});
