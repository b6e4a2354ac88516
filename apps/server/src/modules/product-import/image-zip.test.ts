import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { openImageZip } from './image-zip.ts';

/** A zip of one deflated entry that says what it is told to: its size and checksum need not be the truth. */
function zipOf(name: string, content: Buffer, says: { size?: number; crc?: number } = {}): Buffer {
  const data = deflateRawSync(content, { level: 1 });
  const fileName = Buffer.from(name);
  const fields = (header: Buffer, at: number) => {
    header.writeUInt16LE(20, at); // version needed
    header.writeUInt16LE(0x800, at + 2); // UTF-8 name
    header.writeUInt16LE(8, at + 4); // deflated
    header.writeUInt32LE(says.crc ?? crc32(content), at + 10);
    header.writeUInt32LE(data.length, at + 14);
    header.writeUInt32LE(says.size ?? content.length, at + 18);
    header.writeUInt16LE(fileName.length, at + 22);
  };
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  fields(local, 4);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  fields(central, 6);
  const centralAt = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** The longest the event loop went without running a timer while `work` ran. */
async function longestStall(work: () => Promise<unknown>) {
  let last = performance.now();
  let longest = 0;
  const ticking = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  try {
    await work();
  } finally {
    clearInterval(ticking);
  }
  return Math.max(longest, performance.now() - last);
}

describe('the zip of pictures beside an import', () => {
  it('refuses an entry declaring 100 bytes that inflates to 64 MiB, quickly, while the server keeps answering', async () => {
    const zip = openImageZip(zipOf('photo.png', Buffer.alloc(64 * 1024 * 1024), { size: 100 }))!;
    expect([...zip.names.keys()]).toEqual(['photo.png']);
    let outcome: unknown;
    const started = performance.now();
    const stall = await longestStall(async () => {
      outcome = await Promise.resolve()
        .then(() => zip.read('photo.png'))
        .then(
          (picture) => `read ${picture.length} bytes`,
          (error: unknown) => (error as Error).message,
        );
    });
    expect(stall).toBeLessThan(100);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(outcome).toBe('it is damaged in the zip: its size or checksum is not what the zip says');
  });

  it('refuses an entry whose checksum is not the one the zip gives', async () => {
    const picture = randomBytes(2000);
    expect(await openImageZip(zipOf('kurta.jpg', picture))!.read('kurta.jpg')).toEqual(picture);
    const zip = openImageZip(zipOf('kurta.jpg', picture, { crc: 0x1234 }))!;
    await expect(Promise.resolve().then(() => zip.read('kurta.jpg'))).rejects.toThrow(
      'it is damaged in the zip: its size or checksum is not what the zip says',
    );
  });

  it('reads stored and deflated pictures whole, by their names in any folder', async () => {
    const stored = randomBytes(70_000);
    const deflated = Buffer.alloc(300_000, 'kurta');
    const zip = openImageZip(
      Buffer.from(
        zipSync({
          'shoot/front.jpg': [stored, { level: 0 }],
          'shoot/back.png': deflated,
          '__MACOSX/shoot/._front.jpg': new Uint8Array([1]),
          'notes.txt': new Uint8Array([2]),
        }),
      ),
    )!;
    expect([...zip.names.entries()]).toEqual([
      ['front.jpg', 'shoot/front.jpg'],
      ['back.png', 'shoot/back.png'],
    ]);
    // Compared as bytes (a deep equal walks 370,000 elements one by one).
    expect((await zip.read('front.jpg')).equals(stored)).toBe(true);
    expect((await zip.read('back.png')).equals(deflated)).toBe(true);
    expect(openImageZip(Buffer.from('not a zip'))).toBeUndefined();
  });
});
