// Checks the discount for paying online in Settings (issue 30): it shows what is saved with a line on what each field
// does, reaches the body as the contract has it (a fixed amount without a cap, a blank cap as none), and a figure the
// contract refuses is refused under its field in the contract's words.
import { DEFAULT_ONLINE_DISCOUNT, DEFAULT_SETTINGS, type Settings } from '@shop/contract/settings';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { SettingsPage } from '#web/features/admin-settings/settings-page.tsx';
import { fakeSettings } from '#web/testing/fake-settings.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';
import { stubResizeObserver } from '#web/testing/render-catalog.tsx';

beforeEach(stubResizeObserver);
afterEach(() => act(() => dismissToast()));

const SWITCH = 'Give a discount for paying online';
const CAP = 'Most it takes off (₹)';

const card = () => within(screen.getByRole('region', { name: 'Discount for paying online' }));
const sentDiscount = (calls: ReturnType<typeof renderAdminScreen>['calls'], index = 0) =>
  (calls('PUT', '/api/admin/settings')[index]!.body as Settings).online_discount;

type User = ReturnType<typeof userEvent.setup>;
async function retype(user: User, label: string, text: string) {
  const field = card().getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
}
const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save settings' }));

describe('The discount for paying online, in Settings', () => {
  it('starts off, as a 5 % capped at ₹100, and says what each field does', async () => {
    renderAdminScreen(<SettingsPage />, fakeSettings(DEFAULT_SETTINGS, 0));
    await screen.findByRole('heading', { name: 'Discount for paying online', level: 2 });
    const discount = card();
    expect(
      discount.getByText(
        'Taken off the order after any coupon when the shopper pays with PhonePe or Razorpay; never on Cash on Delivery. Invoiced as a discount, and given back in proportion when items are refunded.',
      ),
    ).toBeInTheDocument();
    const enabled = discount.getByRole('checkbox', { name: SWITCH });
    expect(enabled).not.toBeChecked();
    expect(enabled).toHaveAccessibleDescription(
      'Checkout shows what it saves beside the payment buttons, as in “Pay online and save ₹50”.',
    );
    expect(discount.getByRole('radiogroup', { name: 'Discount' })).toBeInTheDocument();
    expect(discount.getByRole('radio', { name: 'Percent' })).toBeChecked();
    expect(discount.getByRole('radio', { name: 'Fixed amount' })).not.toBeChecked();
    expect(discount.getByLabelText('Percent off')).toHaveValue(5);
    expect(discount.getByLabelText('Percent off')).toHaveAccessibleDescription('Up to 50, with at most two decimals.');
    expect(discount.getByLabelText(CAP)).toHaveValue(100);
    expect(discount.getByLabelText(CAP)).toHaveAccessibleDescription('Leave empty for no cap.');
    expect(discount.queryByLabelText('Rupees off')).not.toBeInTheDocument();
  });

  it('switches it on as a fixed amount, sent without a cap, and shows what was saved', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<SettingsPage />, fakeSettings(DEFAULT_SETTINGS, 0));
    await user.click(await screen.findByRole('checkbox', { name: SWITCH }));
    await user.click(card().getByRole('radio', { name: 'Fixed amount' }));
    expect(card().queryByLabelText(CAP)).not.toBeInTheDocument();
    expect(card().queryByLabelText('Percent off')).not.toBeInTheDocument();
    expect(card().getByLabelText('Rupees off')).toHaveAccessibleDescription(
      'At least ₹1 of an order is always left to pay.',
    );
    await retype(user, 'Rupees off', '50');
    await save(user);

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(sentDiscount(calls)).toEqual({ enabled: true, kind: 'fixed', value: 50, max_discount: null });
    // The rest of the settings are sent as they were.
    expect((calls('PUT', '/api/admin/settings')[0]!.body as Settings).cod).toEqual(DEFAULT_SETTINGS.cod);
    expect(card().getByRole('checkbox', { name: SWITCH })).toBeChecked();
    expect(card().getByRole('radio', { name: 'Fixed amount' })).toBeChecked();
    expect(card().getByLabelText('Rupees off')).toHaveValue(50);
  });

  it('loads a saved fixed amount, and sends a percent with a blank cap as no cap', async () => {
    const user = userEvent.setup();
    const saved: Settings = {
      ...DEFAULT_SETTINGS,
      online_discount: { enabled: true, kind: 'fixed', value: 75, max_discount: null },
    };
    const { calls } = renderAdminScreen(<SettingsPage />, fakeSettings(saved, 0));
    expect(await screen.findByRole('checkbox', { name: SWITCH })).toBeChecked();
    expect(card().getByRole('radio', { name: 'Fixed amount' })).toBeChecked();
    expect(card().getByLabelText('Rupees off')).toHaveValue(75);

    await user.click(card().getByRole('radio', { name: 'Percent' }));
    expect(card().getByLabelText(CAP)).toHaveValue(null);
    await retype(user, 'Percent off', '7.5');
    await save(user);
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(sentDiscount(calls)).toEqual({ enabled: true, kind: 'percent', value: 7.5, max_discount: null });
  });

  it('refuses figures the contract refuses, in its words, under their fields', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<SettingsPage />, fakeSettings(DEFAULT_SETTINGS, 0));
    await user.click(await screen.findByRole('checkbox', { name: SWITCH }));

    await retype(user, 'Percent off', '60');
    await save(user);
    expect(await screen.findByText('A percent off for paying online is at most 50 %')).toBeInTheDocument();
    const percent = card().getByLabelText('Percent off');
    expect(percent).toHaveAttribute('aria-invalid', 'true');
    expect(percent).toHaveAccessibleDescription(
      expect.stringContaining('A percent off for paying online is at most 50 %'),
    );

    await retype(user, 'Percent off', '0');
    await retype(user, CAP, '-5');
    await save(user);
    expect(await screen.findByText('The online discount must be more than 0')).toBeInTheDocument();
    expect(card().getByText('The most the online discount takes off cannot be negative')).toBeInTheDocument();
    expect(card().getByLabelText(CAP)).toHaveAttribute('aria-invalid', 'true');
    expect(calls('PUT', '/api/admin/settings')).toHaveLength(0);

    await retype(user, 'Percent off', '10');
    await retype(user, CAP, '150');
    await save(user);
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(sentDiscount(calls)).toEqual({ ...DEFAULT_ONLINE_DISCOUNT, enabled: true, value: 10, max_discount: 150 });
  });
});
