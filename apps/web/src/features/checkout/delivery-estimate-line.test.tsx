// Checks checkout's delivery line: the date for the chosen address's pincode, the shop not delivering there, and
// silence when the pincode is unknown.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { renderShopScreen } from '#web/testing/render-shop-screen.tsx';
import { DeliveryEstimateLine } from '#web/features/checkout/delivery-estimate-line.tsx';

const api = (serviceable: boolean): FakeHandlers => ({
  'GET /api/shop/delivery/:pincode': ({ params: { pincode } }) =>
    pincode === '560038'
      ? {
          success: true,
          data: {
            pincode,
            city: 'Bengaluru',
            district: 'Bengaluru Urban',
            state: 'Karnataka',
            serviceable,
            cod_available: serviceable,
            cod_min_order: 299,
            cod_max_order: 10_000,
            cod_fee: 0,
            days_min: 1,
            days_max: 2,
            estimated_delivery: '2024-11-28',
          },
        }
      : refuse(404, 'No such pincode'),
});

describe('DeliveryEstimateLine', () => {
  it('says by when the order arrives at the chosen address', async () => {
    renderShopScreen(<DeliveryEstimateLine pincode="560038" />, { api: api(true) });
    expect(await screen.findByText('Delivery by Thu, 28 Nov')).toBeInTheDocument();
  });

  it("says the shop doesn't deliver there yet", async () => {
    renderShopScreen(<DeliveryEstimateLine pincode="560038" />, { api: api(false) });
    expect(await screen.findByText("We don't deliver to this pincode yet")).toBeInTheDocument();
  });

  it('says nothing for a pincode it cannot place', async () => {
    const { calls } = renderShopScreen(<DeliveryEstimateLine pincode="110099" />, { api: api(true) });
    await expect.poll(() => calls('GET', '/api/shop/delivery/').length).toBe(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
