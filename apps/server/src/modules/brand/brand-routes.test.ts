// Checks the shop's brand (issue 44): saved with Settings and read by anyone at /api/shop/brand, its accent refused
// without WCAG AA contrast, its announcement shown only in its window, its pictures checked, resized and stored, and
// the web app manifest naming it.
import { DEFAULT_BRAND } from '@shop/contract/brand-defaults';
import { DEFAULT_SETTINGS } from '@shop/contract/settings';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/fixtures.ts';

let app: TestApp;
let admin: string;
let shopper: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signedInUser(app, { role: 'admin' })).cookie;
  shopper = (await signedInUser(app)).cookie;
});
afterAll(() => app.close());

const save = (brand: object) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    payload: { ...DEFAULT_SETTINGS, brand },
    headers: { cookie: admin },
  });
const readBrand = async () => (await app.inject({ method: 'GET', url: '/api/shop/brand' })).json();
const savedBrand = async () =>
  (await app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin } })).json().data.brand;

function multipart(filename: string, bytes: Buffer, type: string) {
  const boundary = '----brand-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (what: 'logo' | 'icon', filename: string, bytes: Buffer, type: string, cookie = admin) => {
  const form = multipart(filename, bytes, type);
  return app.inject({
    method: 'POST',
    url: `/api/admin/brand/${what}`,
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
};

const renamed = {
  ...DEFAULT_BRAND,
  name: 'Kora Weaves',
  accent: '#7A1F2B',
  contact: { email: ' hello@koraweaves.in ', phone: '+91 98450 12345', address: null },
};

describe('the brand', () => {
  it("is today's shop until staff change it, and anyone reads it", async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/shop/brand' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, data: DEFAULT_BRAND });
    expect(answer.json().data).toMatchObject({ name: 'Thread & Tote', logo_url: null, accent: '#115e59' });
  });

  it('is saved with the settings and answered at /api/shop/brand', async () => {
    const response = await save(renamed);
    expect(response.statusCode).toBe(200);
    const expected = { ...renamed, accent: '#7a1f2b', contact: { ...renamed.contact, email: 'hello@koraweaves.in' } };
    expect(await savedBrand()).toEqual(expected);
    expect((await readBrand()).data).toEqual(expected);
    // Settings saved before the brand existed read as today's brand.
    await save(DEFAULT_BRAND);
  });

  it('refuses an accent white text cannot be read on, saying why, and keeps the saved one', async () => {
    await save(renamed);
    const response = await save({ ...renamed, accent: '#f0cf4a' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/accent colour #f0cf4a is too light.*4\.5:1/);
    expect((await savedBrand()).accent).toBe('#7a1f2b');
    expect((await save({ ...renamed, accent: 'teal' })).json().message).toMatch(/#rrggbb/);
    await save(DEFAULT_BRAND);
  });

  it('shows the announcement only inside its window, with its link', async () => {
    const hour = 3_600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const running = {
      text: 'Festive sale: 20 % off',
      link: '/shop/listing?category=women',
      starts_at: at(-hour),
      ends_at: at(hour),
    };
    expect((await save({ ...DEFAULT_BRAND, announcement: running })).statusCode).toBe(200);
    expect((await readBrand()).data.announcement).toEqual(running);

    await save({ ...DEFAULT_BRAND, announcement: { ...running, starts_at: at(hour), ends_at: at(2 * hour) } });
    expect((await readBrand()).data.announcement).toBeNull();
    // Staff still see it, waiting for its start.
    expect((await savedBrand()).announcement).toMatchObject({ text: running.text });

    await save({ ...DEFAULT_BRAND, announcement: { ...running, starts_at: at(-2 * hour), ends_at: at(-hour) } });
    expect((await readBrand()).data.announcement).toBeNull();

    const backwards = await save({
      ...DEFAULT_BRAND,
      announcement: { ...running, starts_at: at(hour), ends_at: at(0) },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/end after it starts/);
    const elsewhere = await save({ ...DEFAULT_BRAND, announcement: { ...running, link: 'javascript:alert(1)' } });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toMatch(/path on this shop .* or an https address/);
    await save(DEFAULT_BRAND);
  });
});

describe('the logo and icon', () => {
  it('stores a PNG logo resized to the header’s height, as WebP', async () => {
    const png = await sharp({ create: { width: 1200, height: 400, channels: 4, background: '#7a1f2b' } })
      .png()
      .toBuffer();
    const response = await upload('logo', 'logo.png', png, 'image/png');
    expect(response.statusCode).toBe(200);
    const url: string = response.json().result.url;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const served = await app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', height: 96, width: 288 });

    expect((await save({ ...DEFAULT_BRAND, logo_url: url })).statusCode).toBe(200);
    expect((await readBrand()).data.logo_url).toBe(url);
    await save(DEFAULT_BRAND);
  });

  it('draws an SVG icon into 512 and 192 px squares, never serving the SVG itself', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 16" width="32" height="16">' +
        '<script>alert(1)</script><rect width="32" height="16" fill="#115e59"/></svg>',
    );
    const response = await upload('icon', 'icon.svg', svg, 'image/svg+xml');
    expect(response.statusCode).toBe(200);
    const url: string = response.json().result.url;
    for (const [name, size] of [
      [url, 512],
      [url.replace('.webp', '-192.webp'), 192],
    ] as const) {
      const served = await app.inject({ method: 'GET', url: name });
      expect(served.headers['content-type']).toBe('image/webp');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: size, height: size });
    }
  });

  it('refuses a file that is not a picture (a text file named logo.png), and nothing changes', async () => {
    await save({ ...DEFAULT_BRAND, name: 'Kora Weaves' });
    const before = await savedBrand();
    const response = await upload('logo', 'logo.png', Buffer.from('definitely not a picture'), 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'That file is not a picture we can use: upload an SVG, PNG or WebP image',
    });
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect((await upload('icon', 'icon.jpg', jpeg, 'image/jpeg')).statusCode).toBe(400);
    expect(await savedBrand()).toEqual(before);
    await save(DEFAULT_BRAND);
  });

  it('is for staff only', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload('logo', 'logo.png', png, 'image/png', shopper)).statusCode).toBe(403);
  });
});

describe('the web app manifest', () => {
  it('names the shop, its icon and its accent', async () => {
    const before = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      name: 'Thread & Tote',
      theme_color: '#115e59',
      icons: [{ src: '/favicon.svg' }],
    });

    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#7a1f2b' } })
      .png()
      .toBuffer();
    const icon: string = (await upload('icon', 'icon.png', png, 'image/png')).json().result.url;
    await save({ ...renamed, icon_url: icon });
    const after = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(after.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(after.json()).toMatchObject({
      name: 'Kora Weaves',
      theme_color: '#7a1f2b',
      icons: [
        { src: icon.replace('.webp', '-192.webp'), sizes: '192x192' },
        { src: icon, sizes: '512x512' },
      ],
    });
    await save(DEFAULT_BRAND);
  });
});
