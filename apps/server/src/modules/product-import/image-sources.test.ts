import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { downloadImage, imageSourceOf } from './image-sources.ts';
import { openImageZip } from './image-zip.ts';

const publicUrl = 'https://threadandtote.in';

/** Tests never ask a real resolver: a name looked up here fails the test. */
const noLookups = (hostname: string) => Promise.reject(new Error(`the test looked up ${hostname}`));

const PICTURE = Buffer.from('a picture');
let pictures: Server;
let port: number;
let requests = 0;
beforeAll(async () => {
  pictures = createServer((_request, response) => {
    requests += 1;
    response.writeHead(200, { 'content-type': 'image/png' }).end(PICTURE);
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  port = (pictures.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => pictures.close(() => resolve())));

describe("an imported product's pictures", () => {
  it("keeps the shop's own uploads, by path or on its own address", () => {
    const upload = '/uploads/0123456789abcdef0123456789abcdef.webp';
    expect(imageSourceOf(upload, { publicUrl, zip: undefined })).toEqual({ kind: 'uploaded', url: upload });
    expect(imageSourceOf(`${publicUrl}${upload}`, { publicUrl, zip: undefined })).toEqual({
      kind: 'uploaded',
      url: upload,
    });
  });

  it('takes a file of the same name from the zip before downloading it', async () => {
    const zip = openImageZip(Buffer.from(zipSync({ 'shoot/kurta-front.jpg': new Uint8Array([1, 2, 3]) })))!;
    expect(imageSourceOf('https://cdn.shopify.com/s/files/1/kurta-front.jpg?v=1', { publicUrl, zip })).toEqual({
      kind: 'zip',
      name: 'kurta-front.jpg',
    });
    expect(await zip.read('kurta-front.jpg')).toEqual(Buffer.from([1, 2, 3]));
    expect(imageSourceOf('https://cdn.shopify.com/other.jpg', { publicUrl, zip })).toEqual({
      kind: 'remote',
      url: 'https://cdn.shopify.com/other.jpg',
    });
    expect(imageSourceOf('ftp://example.com/a.jpg', { publicUrl, zip: undefined })).toEqual({
      problem: 'the shop downloads pictures only from http or https addresses',
    });
    expect(openImageZip(Buffer.from('not a zip'))).toBeUndefined();
  });

  it('is never downloaded from an address that is not public, however it is written', async () => {
    for (const address of [
      'http://127.0.0.1:9/a.png',
      'http://0x7f.1:9/a.png',
      'http://2130706433:9/a.png',
      'http://[::ffff:127.0.0.1]:9/a.png',
      'http://[::1]/a.png',
      'http://[::]/a.png',
      'http://10.1.2.3/a.png',
      'http://169.254.169.254/a.png',
      'http://198.18.0.1/x.png',
      'http://192.0.2.1/x.png',
      'http://[64:ff9b::7f00:1]:3401/x.png',
      'http://[::7f00:1]:3401/x.png',
    ]) {
      await expect(downloadImage(address, { resolve: noLookups }), address).rejects.toThrow(
        /is not an address the shop downloads from/,
      );
    }
  });

  it('connects to the address it checked, and refuses a name that resolves inside our network', async () => {
    // The test's resolver plays a name whose short-lived answers change: 127.0.0.1 (a loopback server standing in for
    // a public host, allowed by allowLoopback) to the first question, 10.0.0.5 to any later one.
    const asked: string[] = [];
    const rebinding = async (hostname: string) => {
      asked.push(hostname);
      return asked.length === 1 ? ['127.0.0.1'] : ['10.0.0.5'];
    };
    const picture = await downloadImage(`http://pictures.brand.example:${port}/kurta.png`, {
      allowLoopback: true,
      resolve: rebinding,
    });
    expect(picture).toEqual(PICTURE);
    expect(asked).toEqual(['pictures.brand.example']);

    const before = requests;
    const refused = downloadImage(`http://pictures.brand.example:${port}/kurta.png`, {
      allowLoopback: true,
      resolve: async () => ['10.0.0.5'],
    });
    await expect(refused).rejects.toThrow(
      /pictures\.brand\.example resolves to 10\.0\.0\.5, which the shop does not download from/,
    );
    expect(requests).toBe(before);
  });
});
