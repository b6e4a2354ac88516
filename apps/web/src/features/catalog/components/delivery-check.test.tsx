// Checks "Check delivery" on the product page: the date for a pincode, a pincode the shop does not serve, one that
// does not exist, a malformed one, and the last pincode remembered on this device.
import type { DeliveryEstimate } from '@shop/contract/delivery';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { aProduct, fakeApi, renderCatalog, stubResizeObserver } from '#web/testing/render-catalog.tsx';
import { PINCODE_STORAGE_KEY } from '#web/features/catalog/components/delivery-check.tsx';

beforeEach(stubResizeObserver);
afterEach(() => window.localStorage.clear());

const product = aProduct({ title: 'Cotton Saree' });
const estimates: Record<string, DeliveryEstimate> = {
  '400050': {
    pincode: '400050',
    city: 'Mumbai',
    district: 'Mumbai Suburban',
    state: 'Maharashtra',
    serviceable: true,
    cod_available: true,
    cod_min_order: 299,
    cod_max_order: 10_000,
    cod_fee: 0,
    days_min: 3,
    days_max: 4,
    estimated_delivery: '2024-11-28',
  },
  '781001': {
    pincode: '781001',
    city: 'Guwahati',
    district: 'Kamrup Metro',
    state: 'Assam',
    serviceable: false,
    cod_available: false,
    cod_min_order: 299,
    cod_max_order: 10_000,
    cod_fee: 0,
    days_min: 7,
    days_max: 10,
    estimated_delivery: '2024-12-06',
  },
};

const api: FakeHandlers = {
  'GET /api/shop/products/get/:id': () => ({ success: true, data: product }),
  'GET /api/shop/review/:productId': () => ({ success: true, data: [] }),
  'GET /api/shop/delivery/:pincode': ({ params }) => {
    const estimate = estimates[params.pincode];
    return estimate ? { success: true, data: estimate } : refuse(404, 'No such pincode');
  },
};

async function checkPincode(pincode: string) {
  const box = await screen.findByRole('region', { name: 'Check delivery' });
  const input = within(box).getByRole('textbox', { name: 'Pincode' });
  await userEvent.clear(input);
  await userEvent.type(input, `${pincode}{Enter}`);
  return within(box).getByRole('status');
}

describe('Check delivery', () => {
  it('answers the date and the place for a pincode, and remembers it', async () => {
    fakeApi(null, api);
    renderCatalog(`/shop/product/${product._id}`);
    const input = await screen.findByRole('textbox', { name: 'Pincode' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    const answer = await checkPincode('400050');
    await waitFor(() => expect(answer).toHaveTextContent('Delivery by Thu, 28 Nov'));
    expect(answer).toHaveTextContent('to Mumbai, Maharashtra · Cash on Delivery available');
    expect(window.localStorage.getItem(PINCODE_STORAGE_KEY)).toBe('400050');
  });

  it("says the shop doesn't deliver to a pincode staff marked, and that an unknown one does not exist", async () => {
    fakeApi(null, api);
    renderCatalog(`/shop/product/${product._id}`);
    const answer = await checkPincode('781001');
    await waitFor(() => expect(answer).toHaveTextContent("We don't deliver to this pincode yet"));
    await checkPincode('110099');
    await waitFor(() => expect(answer).toHaveTextContent('No such pincode'));
    expect(screen.getByRole('textbox', { name: 'Pincode' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for 6 digits before asking the shop, taking digits only', async () => {
    const { calls } = fakeApi(null, api);
    renderCatalog(`/shop/product/${product._id}`);
    const answer = await checkPincode('40a05');
    expect(screen.getByRole('textbox', { name: 'Pincode' })).toHaveValue('4005');
    expect(answer).toHaveTextContent('Enter a 6-digit pincode');
    expect(calls('GET', '/api/shop/delivery/')).toHaveLength(0);
  });

  it('checks the remembered pincode on the next product by itself', async () => {
    window.localStorage.setItem(PINCODE_STORAGE_KEY, '400050');
    fakeApi(null, api);
    renderCatalog(`/shop/product/${product._id}`);
    const box = await screen.findByRole('region', { name: 'Check delivery' });
    await waitFor(() => expect(within(box).getByRole('status')).toHaveTextContent('Delivery by Thu, 28 Nov'));
    expect(within(box).getByRole('textbox', { name: 'Pincode' })).toHaveValue('400050');
  });
});
