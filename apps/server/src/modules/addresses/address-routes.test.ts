import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/fixtures.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const home = {
  address_line1: '14, 2nd Cross,',
  address_line2: 'Indiranagar, ',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip_code: '560038',
  country: 'India',
  landmark: 'Near the metro',
  phone: '+91 98765 43210',
  notes: 'Call before delivery',
};

describe('addresses', () => {
  it('adds, lists, edits and deletes, trimming trailing commas and normalising the phone', async () => {
    const { user, cookie } = await signedInUser(app);
    const added = await app.inject({
      method: 'POST',
      url: '/api/shop/address/add',
      headers: { cookie },
      payload: { ...home, user_id: user.id },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      success: true,
      message: 'Address added successfully',
      data: { address_line1: '14, 2nd Cross', address_line2: 'Indiranagar', phone: '9876543210', user_id: user.id },
    });
    const id = added.json().data._id;

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/shop/address/update/${user.id}/${id}`,
      headers: { cookie },
      payload: { ...home, city: 'Mysuru' },
    });
    expect(edited.json()).toMatchObject({ message: 'Address updated successfully', data: { city: 'Mysuru' } });

    const list = await app.inject({ method: 'GET', url: `/api/shop/address/get/${user.id}`, headers: { cookie } });
    expect(list.json().data).toHaveLength(1);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/shop/address/delete/${user.id}/${id}`,
      headers: { cookie },
    });
    expect(deleted.json()).toEqual({ success: true, message: 'Address deleted successfully' });
  });

  it('keeps at most three, even when added at once', async () => {
    const { cookie } = await signedInUser(app);
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        app.inject({ method: 'POST', url: '/api/shop/address/add', headers: { cookie }, payload: home }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = results.find((r) => r.statusCode !== 201)!;
    expect(refused.json()).toEqual({ success: false, message: 'You can add max 3 addresses' });
  });

  it('requires every field, a 6-digit pincode and a 10-digit phone', async () => {
    const { cookie } = await signedInUser(app);
    const cases: [object, RegExp][] = [
      [{ ...home, landmark: '   ' }, /landmark/],
      [{ ...home, zip_code: '5600' }, /6-digit pincode/],
      [{ ...home, phone: '12345' }, /10-digit phone/],
      [{ ...home, notes: undefined }, /notes/],
    ];
    for (const [payload, message] of cases) {
      const response = await app.inject({ method: 'POST', url: '/api/shop/address/add', headers: { cookie }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('refuses a pincode India Post does not list, on adding and on editing', async () => {
    const { user, cookie } = await signedInUser(app);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/shop/address/add',
      headers: { cookie },
      payload: { ...home, zip_code: '100001' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: 'No such pincode' });
    const added = await app.inject({
      method: 'POST',
      url: '/api/shop/address/add',
      headers: { cookie },
      payload: home,
    });
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/shop/address/update/${user.id}/${added.json().data._id}`,
      headers: { cookie },
      payload: { ...home, zip_code: '100001' },
    });
    expect(edited.json()).toEqual({ success: false, message: 'No such pincode' });
  });

  it('keeps other users’ addresses out of reach', async () => {
    const owner = await signedInUser(app);
    const intruder = await signedInUser(app);
    const added = await app.inject({
      method: 'POST',
      url: '/api/shop/address/add',
      headers: { cookie: owner.cookie },
      payload: home,
    });
    const id = added.json().data._id;
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/shop/address/get/${owner.user.id}`,
          headers: { cookie: intruder.cookie },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/shop/address/update/${owner.user.id}/${id}`,
          headers: { cookie: intruder.cookie },
          payload: home,
        })
      ).statusCode,
    ).toBe(403);
    // Even with their own id in the path, another user's address is not theirs to change.
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/shop/address/update/${intruder.user.id}/${id}`,
          headers: { cookie: intruder.cookie },
          payload: home,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/shop/address/delete/${intruder.user.id}/${id}`,
          headers: { cookie: intruder.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });
});
