// Checks /api/admin/settings keeps the pickup address couriers collect from: saved and answered, empty as null, and a
// bad one refused with the field named.
import { DEFAULT_SETTINGS } from '@shop/contract/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSettings } from '../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInUser } from '../testing/fixtures.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signedInUser(app, { role: 'admin' })).cookie;
});
afterAll(() => app.close());

const pickup = {
  contact_name: 'Asha Rao',
  phone: '9876543210',
  email: 'dispatch@threadandtote.in',
  address: 'Unit 4, 18 Hosur Road, Koramangala',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560095',
};

const save = (body: object) =>
  app.inject({ method: 'PUT', url: '/api/admin/settings', payload: body, headers: { cookie: admin } });
const read = async () =>
  (await app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin } })).json();

describe('the pickup address in settings', () => {
  it('starts empty, is saved and answered, and is emptied again with null', async () => {
    expect((await read()).data.shipping).toEqual({ pickup: null });

    const saved = await save({ ...DEFAULT_SETTINGS, shipping: { pickup: { ...pickup, city: '  Bengaluru ' } } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: 'Settings saved', data: { shipping: { pickup } } });
    expect((await read()).data.shipping).toEqual({ pickup });

    expect((await save({ ...DEFAULT_SETTINGS, shipping: { pickup: null } })).statusCode).toBe(200);
    expect((await read()).data.shipping).toEqual({ pickup: null });
  });

  it('refuses an incomplete or wrong address with the field and what is wrong, and keeps the saved one', async () => {
    await save({ ...DEFAULT_SETTINGS, shipping: { pickup } });
    const cases: [object, RegExp][] = [
      [{ ...pickup, phone: '12345' }, /shipping\.pickup\.phone: Enter a 10-digit mobile number/],
      [{ ...pickup, pincode: '56009' }, /shipping\.pickup\.pincode: A pincode is 6 digits/],
      [{ ...pickup, email: 'dispatch' }, /shipping\.pickup\.email: Enter a valid email/],
      [{ ...pickup, address: 'Hosur' }, /shipping\.pickup\.address: Enter the full pickup address/],
      [{ contact_name: 'Asha Rao' }, /shipping\.pickup\.phone/],
    ];
    for (const [address, message] of cases) {
      const response = await save({ ...DEFAULT_SETTINGS, shipping: { pickup: address } });
      expect(response.statusCode, JSON.stringify(address)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(message) });
    }
    expect((await read()).data.shipping).toEqual({ pickup });
  });
});

describe('settings saved before a setting existed', () => {
  it('read with the new settings at their defaults, however deep', async () => {
    const { risk: _risk, confirm_hours: _hours, ...oldCod } = DEFAULT_SETTINGS.cod;
    await app.db
      .insert(shopSettings)
      .values({ id: 1, data: { ...DEFAULT_SETTINGS, cod: { ...oldCod, fee: 49 } } as never })
      .onConflictDoUpdate({
        target: shopSettings.id,
        set: { data: { ...DEFAULT_SETTINGS, cod: { ...oldCod, fee: 49 } } as never },
      });
    const { data } = await read();
    expect(data.cod).toEqual({ ...DEFAULT_SETTINGS.cod, fee: 49 });
  });

  it('read a time to confirm COD saved when a week was allowed as a day, the most allowed now', async () => {
    const week = { ...DEFAULT_SETTINGS, cod: { ...DEFAULT_SETTINGS.cod, confirm_hours: 168 } };
    await app.db
      .insert(shopSettings)
      .values({ id: 1, data: week })
      .onConflictDoUpdate({ target: shopSettings.id, set: { data: week } });
    expect((await read()).data.cod.confirm_hours).toBe(24);
    const refused = await save(week);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('cod.confirm_hours: The hours to confirm are at most 24 (a day)');
  });
});
