import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import S3rver from 's3rver';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInUser } from '../testing/fixtures.ts';

describe('uploads in S3-compatible storage', () => {
  let s3: S3rver;
  let app: TestApp;
  beforeAll(async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'shop-images', configs: [] }],
    });
    const { port } = (await s3.run()) as unknown as { port: number };
    app = await createTestApp({
      S3_BUCKET: 'shop-images',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });
  afterAll(async () => {
    await app.close();
    await s3.close();
  });

  it('stores an upload in the bucket and serves it through the app', async () => {
    const { cookie } = await signedInUser(app, { role: 'admin' });
    const png = await sharp({ create: { width: 500, height: 600, channels: 3, background: '#e76f51' } })
      .png()
      .toBuffer();
    const boundary = 'b-s3-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="productImageFile"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/admin/products/upload-image',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(upload.statusCode).toBe(200);
    const url: string = upload.json().result.url;

    for (const variant of [url, url.replace('.webp', '-400.webp')]) {
      const served = await app.inject({ method: 'GET', url: variant });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    }
    expect(
      (await app.inject({ method: 'GET', url: '/uploads/0123456789abcdef0123456789abcdef.webp' })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/uploads/..%2Fsecret.webp' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ok' });
  });
});
