import { describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { downloadImage, imageSourceOf, openImageZip } from './image-sources.ts';

const publicUrl = 'https://threadandtote.in';

describe("an imported product's pictures", () => {
  it("keeps the shop's own uploads, by path or on its own address", () => {
    const upload = '/uploads/0123456789abcdef0123456789abcdef.webp';
    expect(imageSourceOf(upload, { publicUrl, zip: undefined })).toEqual({ kind: 'uploaded', url: upload });
    expect(imageSourceOf(`${publicUrl}${upload}`, { publicUrl, zip: undefined })).toEqual({
      kind: 'uploaded',
      url: upload,
    });
  });

  it('takes a file of the same name from the zip before downloading it', () => {
    const zip = openImageZip(Buffer.from(zipSync({ 'shoot/kurta-front.jpg': new Uint8Array([1, 2, 3]) })))!;
    expect(imageSourceOf('https://cdn.shopify.com/s/files/1/kurta-front.jpg?v=1', { publicUrl, zip })).toEqual({
      kind: 'zip',
      name: 'kurta-front.jpg',
    });
    expect(zip.read('kurta-front.jpg')).toEqual(Buffer.from([1, 2, 3]));
    expect(imageSourceOf('https://cdn.shopify.com/other.jpg', { publicUrl, zip })).toEqual({
      kind: 'remote',
      url: 'https://cdn.shopify.com/other.jpg',
    });
    expect(imageSourceOf('ftp://example.com/a.jpg', { publicUrl, zip: undefined })).toEqual({
      problem: 'the shop downloads pictures only from http or https addresses',
    });
    expect(openImageZip(Buffer.from('not a zip'))).toBeUndefined();
  });

  it('is never downloaded from inside our own network outside test and development', async () => {
    for (const address of [
      'http://127.0.0.1:9/a.png',
      'http://10.1.2.3/a.png',
      'http://[::1]/a.png',
      'http://localhost/a.png',
    ]) {
      await expect(downloadImage(address, { allowPrivate: false })).rejects.toThrow(
        'that address is inside a private network, which the shop does not download from',
      );
    }
  });
});
