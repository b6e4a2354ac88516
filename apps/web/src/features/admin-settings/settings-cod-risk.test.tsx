// Checks where staff say Cash on Delivery loses money (issue 30): each risk rule typed in Settings reaches the body as
// the contract has it (lists as lists, figures as numbers, a blank as a rule left off), and a figure the contract
// refuses is refused under its field in the contract's words.
import { DEFAULT_COD_RISK_RULES, DEFAULT_SETTINGS, type Settings } from '@shop/contract/settings';
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

const PINCODES = 'Never offer COD to these pincodes';
const SHOPPERS = 'Never offer COD to these shoppers';
const PINCODE_RATE = 'Switch COD off in a pincode whose COD parcels come back at least (%)';
const SHOPPER_RATE = 'Switch COD off for a shopper whose COD parcels come back at least (%)';
const SHOPPER_COUNT = 'Switch COD off for a shopper whose COD parcels come back at least this many times';
const MIN_PARCELS = 'Parcels to judge a rate by';
const FIRST_ORDER = 'First orders above (₹) pay online';

const riskCard = () => within(screen.getByRole('region', { name: 'Where Cash on Delivery loses money' }));

type User = ReturnType<typeof userEvent.setup>;
async function retype(user: User, label: string, text: string) {
  const field = riskCard().getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
}
const sentRisk = (calls: ReturnType<typeof renderAdminScreen>['calls'], index = 0) =>
  (calls('PUT', '/api/admin/settings')[index]!.body as Settings).cod.risk;

describe('Where Cash on Delivery loses money, in Settings', () => {
  it('starts with every rule off and says what each one does where it is set', async () => {
    renderAdminScreen(<SettingsPage />, fakeSettings(DEFAULT_SETTINGS, 0));
    const section = within(await screen.findByRole('region', { name: 'Cash on Delivery' }));
    expect(section.getByRole('heading', { name: 'Where Cash on Delivery loses money', level: 3 })).toBeInTheDocument();
    const risk = riskCard();
    for (const label of [PINCODES, SHOPPERS, PINCODE_RATE, SHOPPER_RATE, SHOPPER_COUNT, FIRST_ORDER]) {
      expect(risk.getByLabelText(label)).toHaveValue(label === PINCODES || label === SHOPPERS ? '' : null);
    }
    expect(risk.getByLabelText(MIN_PARCELS)).toHaveValue(5);
    expect(risk.getByLabelText(PINCODES)).toHaveAccessibleDescription('Shoppers at these pincodes pay online.');
    expect(risk.getByLabelText(SHOPPERS)).toHaveAccessibleDescription(
      'These shoppers pay online, whatever else they order.',
    );
    expect(risk.getByLabelText(PINCODE_RATE)).toHaveAccessibleDescription(
      'Counted once the pincode has the parcels below; blank leaves it off.',
    );
    expect(risk.getByLabelText(MIN_PARCELS)).toHaveAccessibleDescription(
      'A pincode or shopper with fewer Cash on Delivery parcels than this is not judged by its rate.',
    );
    expect(risk.getByLabelText(FIRST_ORDER)).toHaveAccessibleDescription(
      'A new shopper’s first order above this amount cannot be paid in cash.',
    );
  });

  it('sends each rule set as the contract has it, and shows what was saved', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<SettingsPage />, fakeSettings(DEFAULT_SETTINGS, 0));
    await screen.findByRole('region', { name: 'Where Cash on Delivery loses money' });
    await retype(user, PINCODES, '560025, 560026{Enter}110001');
    await retype(user, SHOPPERS, 'Ravi.K@Example.in{Enter}+91 98765-43210{Enter}{Enter}09123456789');
    await retype(user, PINCODE_RATE, '30');
    await retype(user, SHOPPER_RATE, '50');
    await retype(user, SHOPPER_COUNT, '2');
    await retype(user, MIN_PARCELS, '8');
    await retype(user, FIRST_ORDER, '5000');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(sentRisk(calls)).toEqual({
      blocked_pincodes: ['560025', '560026', '110001'],
      blocked_customers: ['ravi.k@example.in', '9876543210', '9123456789'],
      pincode_rto_percent: 30,
      customer_rto_percent: 50,
      customer_rto_count: 2,
      min_parcels: 8,
      first_order_max: 5000,
    });
    // The rest of Cash on Delivery is sent as it was.
    expect((calls('PUT', '/api/admin/settings')[0]!.body as Settings).cod).toMatchObject({
      enabled: true,
      min_order: 299,
      max_order: 10000,
      fee: 0,
      confirm_hours: 4,
    });
    expect(riskCard().getByLabelText(PINCODES)).toHaveValue('560025\n560026\n110001');
    expect(riskCard().getByLabelText(SHOPPERS)).toHaveValue('ravi.k@example.in\n9876543210\n9123456789');
    expect(riskCard().getByLabelText(FIRST_ORDER)).toHaveValue(5000);
  });

  it('sends a blank rule as off (null) and emptied lists as empty', async () => {
    const user = userEvent.setup();
    const ruled: Settings = {
      ...DEFAULT_SETTINGS,
      cod: {
        ...DEFAULT_SETTINGS.cod,
        risk: {
          blocked_pincodes: ['560025'],
          blocked_customers: ['ravi.k@example.in'],
          pincode_rto_percent: 30,
          customer_rto_percent: 50,
          customer_rto_count: 2,
          min_parcels: 8,
          first_order_max: 5000,
        },
      },
    };
    const { calls } = renderAdminScreen(<SettingsPage />, fakeSettings(ruled, 0));
    const risk = within(await screen.findByRole('region', { name: 'Where Cash on Delivery loses money' }));
    expect(risk.getByLabelText(PINCODES)).toHaveValue('560025');
    expect(risk.getByLabelText(SHOPPERS)).toHaveValue('ravi.k@example.in');
    expect(risk.getByLabelText(PINCODE_RATE)).toHaveValue(30);
    expect(risk.getByLabelText(SHOPPER_COUNT)).toHaveValue(2);
    expect(risk.getByLabelText(FIRST_ORDER)).toHaveValue(5000);

    for (const label of [PINCODES, SHOPPERS, PINCODE_RATE, SHOPPER_RATE, SHOPPER_COUNT, FIRST_ORDER]) {
      await retype(user, label, '');
    }
    await retype(user, MIN_PARCELS, '5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(sentRisk(calls)).toEqual(DEFAULT_COD_RISK_RULES);
    expect(risk.getByLabelText(PINCODE_RATE)).toHaveValue(null);
  });

  it('refuses figures and entries the contract refuses, in its words, under their fields', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdminScreen(<SettingsPage />, fakeSettings(DEFAULT_SETTINGS, 0));
    await screen.findByRole('region', { name: 'Where Cash on Delivery loses money' });
    const save = () => user.click(screen.getByRole('button', { name: 'Save settings' }));

    await retype(user, PINCODE_RATE, '150');
    await save();
    expect(await screen.findByText('The pincode return rate is at most 100 %')).toBeInTheDocument();
    const rate = riskCard().getByLabelText(PINCODE_RATE);
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveAccessibleDescription(expect.stringContaining('The pincode return rate is at most 100 %'));

    await retype(user, PINCODE_RATE, '12.5');
    await retype(user, SHOPPER_RATE, '0');
    await retype(user, MIN_PARCELS, '');
    await retype(user, PINCODES, '560025{Enter}56002');
    await save();
    expect(await screen.findByText('The pincode return rate must be a whole number')).toBeInTheDocument();
    expect(screen.getByText('The shopper return rate is at least 1 %')).toBeInTheDocument();
    expect(screen.getByText('Judge by at least 1 parcel')).toBeInTheDocument();
    expect(screen.getByText('A pincode is 6 digits: 56002')).toBeInTheDocument();
    expect(riskCard().getByLabelText(PINCODES)).toHaveAttribute('aria-invalid', 'true');
    expect(calls('PUT', '/api/admin/settings')).toHaveLength(0);

    await retype(user, PINCODE_RATE, '25');
    await retype(user, SHOPPER_RATE, '');
    await retype(user, MIN_PARCELS, '10');
    await retype(user, PINCODES, '560025{Enter}560020');
    await save();
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(sentRisk(calls)).toMatchObject({
      blocked_pincodes: ['560025', '560020'],
      pincode_rto_percent: 25,
      customer_rto_percent: null,
      min_parcels: 10,
    });
  });
});
