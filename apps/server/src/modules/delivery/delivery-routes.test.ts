import { DEFAULT_SETTINGS, type Settings } from '@shop/contract/settings';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { saveSettings } from '../settings/settings-service.ts';
import { checkDelivery } from './delivery-service.ts';
import { zoneOf } from './delivery-zones.ts';
import { placeOfPincode } from './pincode-directory.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
beforeEach(() => saveSettings(app.db, DEFAULT_SETTINGS));

const check = (pincode: string) => app.inject({ method: 'GET', url: `/api/shop/delivery/${pincode}` });
const withSettings = (change: Partial<Settings>) => saveSettings(app.db, { ...DEFAULT_SETTINGS, ...change });
/** Monday 25 November 2024, 10:00 in India. */
const MONDAY_MORNING = new Date('2024-11-25T10:00:00+05:30');

describe('GET /api/shop/delivery/:pincode', () => {
  it('answers where a pincode is and by when it arrives, from the demo shop in Bengaluru when no details are set', async () => {
    const response = await check('400050');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        pincode: '400050',
        city: 'Mumbai',
        district: 'Mumbai Suburban',
        state: 'Maharashtra',
        serviceable: true,
        cod_available: true,
        cod_min_order: 299,
        cod_max_order: 10000,
        cod_fee: 0,
        days_min: 3,
        days_max: 4,
        estimated_delivery: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    });
  });

  it('refuses a malformed pincode with 400 and an unknown one with 404', async () => {
    for (const malformed of ['56002', '056002', '5600251', 'abcdef']) {
      const response = await check(malformed);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(/6-digit pincode/) });
    }
    const unknown = await check('100001');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'No such pincode' });
  });

  it('says a pincode staff marked in Settings is not served, and offers no COD there', async () => {
    await withSettings({ delivery: { unserviceable_pincodes: ['302006'] } });
    expect((await check('302006')).json().data).toMatchObject({
      city: 'Jaipur',
      state: 'Rajasthan',
      serviceable: false,
      cod_available: false,
    });
    expect((await check('411001')).json().data).toMatchObject({ serviceable: true, cod_available: true });
  });

  it('takes 7–10 days to the north-east and the islands, without COD', async () => {
    for (const pincode of ['781001', '799001', '744101', '190001']) {
      expect((await check(pincode)).json().data).toMatchObject({
        serviceable: true,
        cod_available: false,
        days_min: 7,
        days_max: 10,
      });
    }
    expect((await check('799001')).json().data).toMatchObject({ state: 'Tripura', district: 'West Tripura' });
  });

  it('offers no COD anywhere when staff turned it off', async () => {
    await withSettings({ cod: { ...DEFAULT_SETTINGS.cod, enabled: false } });
    expect((await check('560025')).json().data).toMatchObject({ serviceable: true, cod_available: false });
  });
});

describe('the zones', () => {
  it('from the demo shop: same city, same state, metro, rest of India', async () => {
    const days = async (pincode: string) => {
      const { days_min, days_max } = await checkDelivery(app.db, pincode, MONDAY_MORNING);
      return [days_min, days_max];
    };
    expect(await days('560025')).toEqual([1, 2]); // Bengaluru
    expect(await days('577001')).toEqual([2, 3]); // Davanagere, Karnataka
    expect(await days('411001')).toEqual([3, 4]); // Pune
    expect(await days('110001')).toEqual([3, 4]); // New Delhi
    expect(await days('302006')).toEqual([4, 6]); // Jaipur
  });

  it('from the shop’s own state and city once its details are saved', async () => {
    await withSettings({
      shop: {
        legal_name: 'Thread & Tote Pvt Ltd',
        address: '12 MG Road, Pune 411001',
        state_code: '27',
        gstin: '27AAACT2727Q1ZW',
        invoice_prefix: 'TT',
      },
    });
    expect(await checkDelivery(app.db, '411001', MONDAY_MORNING)).toMatchObject({ days_min: 1, days_max: 2 });
    expect(await checkDelivery(app.db, '400050', MONDAY_MORNING)).toMatchObject({ days_min: 2, days_max: 3 });
    expect(await checkDelivery(app.db, '560025', MONDAY_MORNING)).toMatchObject({ days_min: 3, days_max: 4 });
  });

  it('gives the date of the last day in transit, after the cut-off and the Sunday rules', async () => {
    // Mumbai from Bengaluru, 4 days: Monday 10:00 → dispatch Wednesday → Thu, Fri, Sat, Mon 2 Dec.
    expect((await checkDelivery(app.db, '400050', MONDAY_MORNING)).estimated_delivery).toBe('2024-12-02');
    // At 18:00 it counts from Tuesday → dispatch Thursday → Fri, Sat, Mon, Tue 3 Dec.
    const evening = new Date('2024-11-25T18:00:00+05:30');
    expect((await checkDelivery(app.db, '400050', evening)).estimated_delivery).toBe('2024-12-03');
  });

  it('keeps a shop in the north-east local for its own city', async () => {
    const guwahati = (await placeOfPincode('781001'))!;
    expect(zoneOf({ stateCode: '18', city: 'Guwahati' }, guwahati)).toBe('same-city');
    expect(zoneOf({ stateCode: '29', city: 'Bengaluru' }, guwahati)).toBe('remote');
  });
});

describe('the pincode directory', () => {
  it('knows the pincodes the shop’s tests and journeys use, with the contract’s state names', async () => {
    const expected: Record<string, [string, string]> = {
      '560025': ['Bengaluru', 'Karnataka'],
      '560038': ['Bengaluru', 'Karnataka'],
      '400050': ['Mumbai', 'Maharashtra'],
      '400020': ['Mumbai', 'Maharashtra'],
      '302006': ['Jaipur', 'Rajasthan'],
      '411001': ['Pune', 'Maharashtra'],
      '700091': ['Kolkata', 'West Bengal'],
      '751001': ['Khordha', 'Odisha'],
      '500081': ['Hyderabad', 'Telangana'],
      '682555': ['Lakshadweep', 'Lakshadweep'],
    };
    for (const [pincode, [city, state]] of Object.entries(expected)) {
      const place = await placeOfPincode(pincode);
      expect({ pincode, city: place?.city, state: place?.state.name }).toEqual({ pincode, city, state });
    }
  });
});
