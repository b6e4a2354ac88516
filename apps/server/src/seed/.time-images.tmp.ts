import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { localStorage } from '../platform/file-storage.ts';
import { createImageStore } from '../platform/image-store.ts';
import { bannerArt, productArt } from './demo-art.ts';
import { demoBanners, demoProducts } from './demo-catalogue.ts';

const dir = await mkdtemp(path.join(os.tmpdir(), 'seedtime-'));
const images = createImageStore(localStorage(dir));
const t0 = performance.now();
await Promise.all([
  ...demoProducts.map((p) => images.save(Buffer.from(productArt(p.art)))),
  ...demoBanners.map((b, index) => images.save(Buffer.from(bannerArt({ index, ...b })))),
]);
console.log('images', demoProducts.length + demoBanners.length, 'ms', Math.round(performance.now() - t0));
await rm(dir, { recursive: true });
