// Checks the address book: the spec's submit rule, add and edit modes, the limit of three, and picking in checkout.
import { MESSAGES } from '@shop/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '#web/entities/address/address-api.ts';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { clearToasts, findToast, renderShopScreen, testShopper } from '#web/testing/render-shop-screen.tsx';
import { AddressBook } from '#web/features/address-book/address-book.tsx';
import { action } from '#web/app/routes/shop.account.tsx';

afterEach(clearToasts);

/** The book on its account page: its forms submit to the page's route action, which asks the (faked) API. */
const renderBook = (...[ui, options]: Parameters<typeof renderShopScreen>) =>
  renderShopScreen(ui, { action, ...options });

const home: Address = {
  _id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a51',
  address_id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a51',
  user_id: testShopper.id,
  address_line1: '12 MG Road',
  address_line2: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip_code: '560038',
  country: 'India',
  landmark: 'Near the metro station',
  phone: '9876543210',
  notes: 'Ring twice',
};
const office: Address = {
  ...home,
  _id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c02',
  address_id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c02',
  address_line1: '4th Floor, Prestige Tower',
  address_line2: 'Residency Road',
};

/** Where a pincode is, as the delivery check answers: three known pincodes, any other unknown (404). */
const PLACES: Record<string, [city: string, state: string]> = {
  '700017': ['Kolkata', 'West Bengal'],
  '302006': ['Jaipur', 'Rajasthan'],
  '411001': ['Pune', 'Maharashtra'],
};
const deliveryCheck: FakeHandlers = {
  'GET /api/shop/delivery/:pincode': ({ params: { pincode } }) => {
    const place = PLACES[pincode];
    if (!place) return refuse(404, 'No such pincode');
    const [city, state] = place;
    return {
      success: true,
      data: {
        pincode,
        city,
        district: city,
        state,
        serviceable: true,
        cod_available: true,
        cod_min_order: 299,
        cod_max_order: 10_000,
        cod_fee: 0,
        days_min: 4,
        days_max: 6,
        estimated_delivery: '2024-12-02',
      },
    };
  },
};

const listing = (addresses: Address[], extra: FakeHandlers = {}): FakeHandlers => ({
  'GET /api/shop/address/get/:userId': () => ({ success: true, data: addresses }),
  ...deliveryCheck,
  ...extra,
});

const LABELS = ['Address line 1', 'Address line 2', 'City', 'State', 'Pincode', 'Landmark', 'Phone', 'Notes'];
const VALUES = [
  '221B Park Street',
  'Park Circus',
  'Kolkata',
  'West Bengal',
  '700017',
  'Opposite the park',
  '9123456780',
  'Leave with the guard',
];

describe('AddressBook', () => {
  it('keeps Add disabled until every field has more than spaces in it', async () => {
    const { calls } = renderBook(<AddressBook />, {
      api: listing([], {
        'POST /api/shop/address/add': () => ({ success: true, message: MESSAGES.addressAdded, data: home }),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Add New Address' })).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();

    for (const [index, label] of LABELS.entries()) {
      await userEvent.type(screen.getByLabelText(label), VALUES[index]!);
      if (index < LABELS.length - 1) expect(add).toBeDisabled();
    }
    expect(add).toBeEnabled();

    await userEvent.clear(screen.getByLabelText('Country'));
    await userEvent.type(screen.getByLabelText('Country'), '   ');
    expect(add).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Country'), 'India');
    expect(add).toBeEnabled();

    await userEvent.click(add);
    expect(await findToast(MESSAGES.addressAdded)).not.toHaveClass('bg-destructive');
    expect(calls('POST', '/api/shop/address/add')[0]?.body).toMatchObject({
      user_id: testShopper.id,
      address_line1: '221B Park Street',
      zip_code: '700017',
      country: 'India',
      notes: 'Leave with the guard',
    });
  });

  it('fills City and State from the pincode when empty or filled by it, and keeps what the shopper typed', async () => {
    renderBook(<AddressBook />, { api: listing([]) });
    await screen.findByRole('heading', { name: 'Add New Address' });
    const [city, state, pincode] = ['City', 'State', 'Pincode'].map((label) => screen.getByLabelText(label));
    await userEvent.type(pincode!, '302006');
    await waitFor(() => expect(city).toHaveValue('Jaipur'));
    expect(state).toHaveValue('Rajasthan');

    // Another pincode replaces what the last one filled in.
    await userEvent.clear(pincode!);
    await userEvent.type(pincode!, '411001');
    await waitFor(() => expect(city).toHaveValue('Pune'));
    expect(state).toHaveValue('Maharashtra');

    // A city the shopper wrote stays.
    await userEvent.clear(city!);
    await userEvent.type(city!, 'Pimpri');
    await userEvent.clear(pincode!);
    await userEvent.type(pincode!, '700017');
    await waitFor(() => expect(state).toHaveValue('West Bengal'));
    expect(city).toHaveValue('Pimpri');
  });

  it('says "No such pincode" under the field for a pincode that does not exist, and will not save', async () => {
    const { calls } = renderBook(<AddressBook />, { api: listing([]) });
    await screen.findByRole('heading', { name: 'Add New Address' });
    for (const [index, label] of LABELS.entries()) {
      await userEvent.type(screen.getByLabelText(label), label === 'Pincode' ? '110099' : VALUES[index]!);
    }
    const pincode = screen.getByLabelText('Pincode');
    await waitFor(() => expect(pincode).toHaveAccessibleDescription('No such pincode'));
    expect(pincode).toHaveAttribute('aria-invalid', 'true');
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();

    await userEvent.clear(pincode);
    await userEvent.type(pincode, '700017');
    await waitFor(() => expect(add).toBeEnabled());
    expect(pincode).not.toHaveAttribute('aria-invalid');
    await userEvent.click(add);
    await waitFor(() => expect(calls('POST', '/api/shop/address/add')).toHaveLength(1));
  });

  it('shows every saved address and fills the form in edit mode', async () => {
    const { calls } = renderBook(<AddressBook />, {
      api: listing([home], {
        'PUT /api/shop/address/update/:userId/:addressId': () => ({
          success: true,
          message: MESSAGES.addressUpdated,
          data: home,
        }),
      }),
    });
    const card = (await screen.findByText('12 MG Road, Indiranagar')).closest('li')!;
    for (const text of [
      'Bengaluru',
      'Karnataka',
      '560038',
      'India',
      'Near the metro station',
      '9876543210',
      'Ring twice',
    ]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByText('Pincode')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: /^Edit/ }));
    expect(await screen.findByRole('heading', { name: 'Edit Address' })).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Bengaluru');
    expect(screen.getByLabelText('Address line 1')).toHaveFocus();

    const city = screen.getByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Bangalore');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await findToast(MESSAGES.addressUpdated)).toBeInTheDocument();
    expect(calls('PUT', `/api/shop/address/update/${testShopper.id}/${home._id}`)[0]?.body).toMatchObject({
      city: 'Bangalore',
    });
    expect(await screen.findByRole('heading', { name: 'Add New Address' })).toBeInTheDocument();
  });

  it('refuses a fourth address with a destructive toast, without asking the server', async () => {
    const third = { ...home, _id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d03', address_line1: '9 Lake Road' };
    const { calls } = renderBook(<AddressBook />, { api: listing([home, office, third]) });
    expect(await screen.findByText('3 of 3 saved addresses')).toBeInTheDocument();
    for (const [index, label] of LABELS.entries()) await userEvent.type(screen.getByLabelText(label), VALUES[index]!);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await findToast(MESSAGES.maxAddresses)).toHaveClass('bg-destructive');
    expect(calls('POST', '/api/shop/address/add')).toHaveLength(0);
  });

  it('lets checkout pick one address, highlighting the choice', async () => {
    const onSelect = vi.fn();
    function Picker() {
      const [selectedId, setSelectedId] = useState<string | null>(null);
      return (
        <AddressBook
          selectable
          selectedId={selectedId}
          onSelect={(address) => {
            onSelect(address);
            setSelectedId(address._id);
          }}
        />
      );
    }
    renderBook(<Picker />, { api: listing([home, office]) });
    const group = await screen.findByRole('radiogroup', { name: 'Delivery address' });
    const [homeRadio, officeRadio] = within(group).getAllByRole('radio');
    expect(homeRadio).not.toBeChecked();
    expect(officeRadio).not.toBeChecked();

    // The whole card is a target, not just the small radio.
    await userEvent.click(screen.getByText('Residency Road', { exact: false }));
    expect(onSelect).toHaveBeenCalledWith(office);
    expect(officeRadio).toBeChecked();
    expect(homeRadio).not.toBeChecked();
    expect(officeRadio!.closest('[data-selected]')).toHaveAttribute('data-selected', 'true');

    await userEvent.click(homeRadio!);
    expect(homeRadio).toBeChecked();
    expect(officeRadio).not.toBeChecked();
  });

  it('folds the form in checkout behind Add New Address, and picks the address just added', async () => {
    const added = { ...office, _id: 'c4d5e6f7-a8b9-4c0d-9e1f-2a3b4c5d6e04', address_line1: '221B Park Street' };
    const onSelect = vi.fn();
    renderBook(<AddressBook selectable selectedId={null} onSelect={onSelect} />, {
      api: listing([home], {
        'POST /api/shop/address/add': () => ({ success: true, message: MESSAGES.addressAdded, data: added }),
      }),
    });
    const open = await screen.findByRole('button', { name: 'Add New Address' });
    expect(screen.queryByLabelText('Address line 1')).not.toBeInTheDocument();

    await userEvent.click(open);
    expect(await screen.findByLabelText('Address line 1')).toHaveFocus();
    for (const [index, label] of LABELS.entries()) await userEvent.type(screen.getByLabelText(label), VALUES[index]!);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    expect(await findToast(MESSAGES.addressAdded)).toBeInTheDocument();
    expect(onSelect).toHaveBeenCalledWith(added);
    expect(await screen.findByRole('button', { name: 'Add New Address' })).toBeInTheDocument();
  });
});
