// Checks the staff's Settings screen: it loads the saved settings, checks the shop's details and the order limits with
// the contract's words (the GSTIN's among them), saves the whole body, and keeps the pickup address couriers use.
// Cash on Delivery's risk rules are checked in settings-cod-risk.test.tsx, the discount for paying online in
// settings-online-discount.test.tsx.
import { DEFAULT_BRAND } from '@shop/contract/brand-defaults';
import { gstinCheckCharacter, gstinProblem } from '@shop/contract/india';
import {
  DEFAULT_COD_RISK_RULES,
  DEFAULT_ONLINE_DISCOUNT,
  DEFAULT_SETTINGS,
  DEFAULT_STOREFRONT,
  type Settings,
} from '@shop/contract/settings';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '#web/components/ui/toast.tsx';
import { SettingsPage } from '#web/features/admin-settings/settings-page.tsx';
import { fakeSettings } from '#web/testing/fake-settings.ts';
import { renderAdminScreen } from '#web/testing/render-admin-screen.tsx';
import { stubResizeObserver } from '#web/testing/render-catalog.tsx';

beforeEach(stubResizeObserver);
afterEach(() => act(() => dismissToast()));

const KARNATAKA_GSTIN = `29ABCDE1234F1Z${gstinCheckCharacter('29ABCDE1234F1Z')}`;

const saved: Settings = {
  ...DEFAULT_SETTINGS,
  delivery: { unserviceable_pincodes: ['744101', '744102'] },
};

/** The Shop details card: its Address and State are not the pickup address's. */
const shopCard = () => within(screen.getByRole('region', { name: 'Shop details' }));
const pickupCard = () => within(screen.getByRole('region', { name: 'Pickup address' }));

async function fillShop(user: ReturnType<typeof userEvent.setup>, gstin: string) {
  await user.type(screen.getByLabelText('Legal name'), 'Thread & Tote Retail Pvt Ltd');
  await user.type(shopCard().getByLabelText('Address'), '12 MG Road, Bengaluru 560001');
  await user.selectOptions(shopCard().getByLabelText('State'), 'Karnataka (29)');
  await user.type(screen.getByLabelText('GSTIN'), gstin);
  await user.type(screen.getByLabelText('Invoice prefix'), 'tt');
}

describe('the Settings screen', () => {
  it('loads the saved settings and says how many invoices wait for the shop’s details', async () => {
    renderAdminScreen(<SettingsPage />, fakeSettings(saved, 3));
    expect(screen.getByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    expect(
      await screen.findByText('3 paid orders wait for their tax invoice: fill in the shop’s details to issue them.'),
    ).toBeInTheDocument();
    for (const name of [
      'Shop details',
      'Tax',
      'Delivery',
      'Pickup address',
      'Cash on Delivery',
      'Discount for paying online',
      'Order limits',
    ]) {
      expect(screen.getByRole('heading', { name, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Legal name')).toHaveValue('');
    expect(within(shopCard().getByLabelText('State')).getByRole('option', { name: 'Karnataka (29)' })).toHaveValue(
      '29',
    );
    expect(screen.getByLabelText('Clothing HSN')).toHaveValue('6211');
    expect(screen.getByLabelText('Rate up to the threshold (%)')).toHaveValue(5);
    expect(screen.getByLabelText('Rate above the threshold (%)')).toHaveValue(18);
    expect(screen.getByLabelText('Threshold (₹ per piece)')).toHaveValue(2500);
    expect(screen.getByLabelText('Bags HSN')).toHaveValue('4202');
    expect(screen.getByLabelText('Bags rate (%)')).toHaveValue(18);
    expect(screen.getByLabelText('Pincodes not served')).toHaveValue('744101\n744102');
    expect(screen.getByRole('checkbox', { name: 'Offer Cash on Delivery' })).toBeChecked();
    expect(screen.getByLabelText('Minimum order (₹)')).toHaveValue(299);
    expect(screen.getByLabelText('Maximum order (₹)')).toHaveValue(10000);
    expect(screen.getByLabelText('Fee (₹)')).toHaveValue(0);
    expect(screen.getByLabelText('Most of one item per order')).toHaveValue(10);
    expect(screen.getByLabelText('Most items in one order')).toHaveValue(20);
  });

  it('shows no notice when no invoice waits', async () => {
    renderAdminScreen(<SettingsPage />, fakeSettings(saved, 0));
    await screen.findByLabelText('Legal name');
    expect(screen.queryByText(/wait for their tax invoice/)).not.toBeInTheDocument();
  });

  it('asks for every shop detail once one is filled', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<SettingsPage />, fakeSettings(saved, 0));
    await user.type(await screen.findByLabelText('Legal name'), 'Thread & Tote Retail Pvt Ltd');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter the address')).toBeInTheDocument();
    expect(screen.getByText('Choose the state')).toBeInTheDocument();
    expect(shopCard().getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');
    expect(calls('PUT', '/api/admin/settings')).toHaveLength(0);
  });

  it('refuses a bad GSTIN with the contract’s words, under the field', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<SettingsPage />, fakeSettings(saved, 0));
    await screen.findByLabelText('Legal name');
    await fillShop(user, '29ABCDE1234F1Z');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const gstin = screen.getByLabelText('GSTIN');
    expect(await screen.findByText(gstinProblem('29ABCDE1234F1Z', '29')!)).toBeInTheDocument();
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(gstin).toHaveAccessibleDescription(expect.stringContaining('A GSTIN is 15 characters'));

    // Registered in another state: the code must match the shop's.
    await user.clear(gstin);
    await user.type(gstin, `27ABCDE1234F1Z${gstinCheckCharacter('27ABCDE1234F1Z')}`);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('A GSTIN of this state starts with its code, 29')).toBeInTheDocument();
    expect(calls('PUT', '/api/admin/settings')).toHaveLength(0);
  });

  it('saves the whole body, toasts the server’s message and drops the notice once invoices issue', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<SettingsPage />, fakeSettings(saved, 2));
    await screen.findByText(/2 paid orders wait/);
    await fillShop(user, KARNATAKA_GSTIN.toLowerCase());
    const bagsRate = screen.getByLabelText('Bags rate (%)');
    await user.clear(bagsRate);
    await user.type(bagsRate, '12');
    const pincodes = screen.getByLabelText('Pincodes not served');
    await user.clear(pincodes);
    await user.type(pincodes, '744101, 744102{Enter}682551');
    await user.click(screen.getByRole('checkbox', { name: 'Offer Cash on Delivery' }));
    const fee = screen.getByLabelText('Fee (₹)');
    await user.clear(fee);
    await user.type(fee, '49');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(calls('PUT', '/api/admin/settings')[0]!.body).toEqual({
      shop: {
        legal_name: 'Thread & Tote Retail Pvt Ltd',
        address: '12 MG Road, Bengaluru 560001',
        state_code: '29',
        gstin: KARNATAKA_GSTIN,
        invoice_prefix: 'TT',
      },
      tax: {
        clothing: { hsn: '6211', low_rate: 5, high_rate: 18, threshold: 2500 },
        bags: { hsn: '4202', rate: 12 },
      },
      delivery: { unserviceable_pincodes: ['744101', '744102', '682551'] },
      cod: {
        enabled: false,
        min_order: 299,
        max_order: 10000,
        fee: 49,
        confirm_hours: 4,
        risk: DEFAULT_COD_RISK_RULES,
      },
      online_discount: DEFAULT_ONLINE_DISCOUNT,
      limits: { max_units_per_item: 10, max_units_per_order: 20 },
      shipping: { pickup: null },
      // The form leaves the home page and menu out; the server keeps what content staff saved.
      storefront: DEFAULT_STOREFRONT,
      // The brand as it was: the form sends it whole, or saving would put today's name back.
      brand: DEFAULT_BRAND,
    });
    expect(screen.queryByText(/paid orders wait/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('GSTIN')).toHaveValue(KARNATAKA_GSTIN);
  });

  it('sends no shop while all of its details are empty, and points at a pincode that is not 6 digits', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<SettingsPage />, fakeSettings(saved, 0));
    const pincodes = await screen.findByLabelText('Pincodes not served');
    await user.type(pincodes, '{Enter}56001');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('A pincode is 6 digits: 56001')).toBeInTheDocument();
    expect(calls('PUT', '/api/admin/settings')).toHaveLength(0);

    await user.type(pincodes, '0');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const body = calls('PUT', '/api/admin/settings')[0]!.body as Settings;
    expect(body.shop).toBeNull();
    expect(body.delivery.unserviceable_pincodes).toEqual(['744101', '744102', '560010']);
  });

  it('changes the order limits, refusing ones that make no sense with the contract’s words', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<SettingsPage />, fakeSettings(saved, 0));
    const perItem = await screen.findByLabelText('Most of one item per order');
    const perOrder = screen.getByLabelText('Most items in one order');
    const save = () => user.click(screen.getByRole('button', { name: 'Save settings' }));

    await user.clear(perItem);
    await user.type(perItem, '0');
    await save();
    expect(await screen.findByText('The most of one item must be at least 1')).toBeInTheDocument();
    expect(perItem).toHaveAttribute('aria-invalid', 'true');

    await user.clear(perItem);
    await user.type(perItem, '30');
    await save();
    expect(await screen.findByText('The most items in one order is below the most of one item')).toBeInTheDocument();
    expect(perOrder).toHaveAccessibleDescription(
      expect.stringContaining('The most items in one order is below the most of one item'),
    );
    expect(calls('PUT', '/api/admin/settings')).toHaveLength(0);

    await user.clear(perItem);
    await user.type(perItem, '4');
    await user.clear(perOrder);
    await user.type(perOrder, '12');
    await save();
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect((calls('PUT', '/api/admin/settings')[0]!.body as Settings).limits).toEqual({
      max_units_per_item: 4,
      max_units_per_order: 12,
    });
  });

  it('saves the hours a shopper has to confirm a COD order, refusing ones outside 1 to 24 with the contract’s words', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<SettingsPage />, fakeSettings(saved, 0));
    const hours = await screen.findByLabelText('Hours to confirm a COD order');
    expect(hours).toHaveValue(4);
    expect(hours).toHaveAccessibleDescription(
      'Unconfirmed Cash on Delivery orders are cancelled after this many hours, and their stock goes back on sale.',
    );
    const save = () => user.click(screen.getByRole('button', { name: 'Save settings' }));

    await user.clear(hours);
    await user.type(hours, '0');
    await save();
    expect(await screen.findByText('Give the shopper at least 1 hour to confirm')).toBeInTheDocument();
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    await user.clear(hours);
    await user.type(hours, '48');
    await save();
    expect(await screen.findByText('The hours to confirm are at most 24 (a day)')).toBeInTheDocument();
    expect(calls('PUT', '/api/admin/settings')).toHaveLength(0);

    await user.clear(hours);
    await user.type(hours, '12');
    await save();
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect((calls('PUT', '/api/admin/settings')[0]!.body as Settings).cod).toEqual({
      ...DEFAULT_SETTINGS.cod,
      confirm_hours: 12,
    });
    expect(hours).toHaveValue(12);
  });

  it('saves the pickup address couriers collect from, asks for all of it once one field is filled, and sends none while it is empty', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<SettingsPage />, fakeSettings(saved, 0));
    expect(
      await screen.findByText(
        'Couriers collect your parcels here; it is printed on every label as the return address.',
      ),
    ).toBeInTheDocument();
    const pickup = pickupCard();
    await user.type(pickup.getByLabelText('Contact name'), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await pickup.findByText('Enter a 10-digit mobile number')).toBeInTheDocument();
    expect(pickup.getByText('A pincode is 6 digits')).toBeInTheDocument();
    expect(pickup.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(calls('PUT', '/api/admin/settings')).toHaveLength(0);

    await user.type(pickup.getByLabelText('Phone'), '9876543210');
    await user.type(pickup.getByLabelText('Email'), 'dispatch@threadandtote.in');
    await user.type(pickup.getByLabelText('Pickup address'), 'Unit 4, 18 Hosur Road, Koramangala');
    await user.type(pickup.getByLabelText('City'), 'Bengaluru');
    await user.type(pickup.getByLabelText('State'), 'Karnataka');
    await user.type(pickup.getByLabelText('Pincode'), '560095');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect((calls('PUT', '/api/admin/settings')[0]!.body as Settings).shipping).toEqual({
      pickup: {
        contact_name: 'Asha Rao',
        phone: '9876543210',
        email: 'dispatch@threadandtote.in',
        address: 'Unit 4, 18 Hosur Road, Koramangala',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560095',
      },
    });
    // Opened again, it shows what was saved.
    expect(pickup.getByLabelText('City')).toHaveValue('Bengaluru');

    for (const field of ['Contact name', 'Phone', 'Email', 'Pickup address', 'City', 'State', 'Pincode']) {
      await user.clear(pickup.getByLabelText(field));
    }
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(calls('PUT', '/api/admin/settings')).toHaveLength(2));
    expect((calls('PUT', '/api/admin/settings')[1]!.body as Settings).shipping).toEqual({ pickup: null });
  });
});
