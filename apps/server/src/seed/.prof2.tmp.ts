import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { localStorage } from '../platform/file-storage.ts';
import { createImageStore } from '../platform/image-store.ts';
import { productArt } from './demo-art.ts';
import { demoProducts } from './demo-catalogue.ts';

const mode = process.argv[2];
const dir = await mkdtemp(path.join(os.tmpdir(), 'seedtime-'));
const images = createImageStore(localStorage(dir));
const t0 = performance.now();
await Promise.all(
  demoProducts.map(async (p) => {
    const svg = Buffer.from(productArt(p.art));
    const bytes =
      mode === 'svg' ? svg
      : mode === 'png0' ? await sharp(svg).flatten().png({ compressionLevel: 0 }).toBuffer()
      : await sharp(svg).flatten().png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
    return images.save(bytes);
  }),
);
console.log(mode, 'ms/img', Math.round((performance.now() - t0) / demoProducts.length));
await rm(dir, { recursive: true });
