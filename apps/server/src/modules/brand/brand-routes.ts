// Owns the brand's endpoints: anyone reads it (GET /api/shop/brand) and the web app manifest a phone installs the shop
// from; staff upload its logo and icon (saved into the brand with the rest of Settings).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { adminBrandEndpoints, brandEndpoints, type Brand } from '@shop/contract/brand';
import { iconUrl, runningAnnouncement } from '@shop/contract/brand-defaults';
import type { Reader } from '../../platform/db/database.ts';
import { route } from '../../platform/endpoint-routes.ts';
import { Invalid } from '../../platform/errors.ts';
import { MAX_IMAGE_BYTES } from '../../platform/image-store.ts';
import { getBrand } from '../settings/index.ts';
import { type BrandPicture, saveBrandPicture } from './brand-images.ts';

/** What anyone sees: the announcement only while it runs. */
export async function publicBrand(db: Reader, now = new Date()): Promise<Brand> {
  const brand = await getBrand(db);
  return { ...brand, announcement: runningAnnouncement(brand.announcement, now) };
}

/** GET /api/shop/brand, under /api/shop. */
export const shopBrandRoutes: FastifyPluginAsync = async (app) => {
  route(app, brandEndpoints.get, { config: { readCache: true } }, async (_request, reply) => {
    // A minute: an announcement's start or end, or a new name, is everywhere soon after.
    reply.header('cache-control', 'public, max-age=60');
    return { success: true as const, data: await publicBrand(app.db) };
  });
};

/** The logo and icon uploads, under /api/admin. */
export const adminBrandRoutes: FastifyPluginAsync = async (app) => {
  const upload = (kind: BrandPicture) => async (request: FastifyRequest) => {
    if (!request.isMultipart()) throw new Invalid('Send the picture as multipart form data in the field file');
    const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    if (!file || file.fieldname !== 'file') throw new Invalid('Choose a picture file (field file)');
    const bytes = await file.toBuffer(); // throws a 413 past the size limit
    const url = await saveBrandPicture(app.images.storage, bytes, kind);
    return { success: true as const, result: { url } };
  };
  route(app, adminBrandEndpoints.uploadLogo, {}, upload('logo'));
  route(app, adminBrandEndpoints.uploadIcon, {}, upload('icon'));
};

/** /manifest.webmanifest: the name, icons and theme colour a phone's "Add to home screen" takes. */
export const manifestRoutes: FastifyPluginAsync = async (app) => {
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) => {
    const brand = await getBrand(app.db);
    const icons = brand.icon_url
      ? [
          { src: iconUrl(brand.icon_url, 192), sizes: '192x192', type: 'image/webp', purpose: 'any' },
          { src: iconUrl(brand.icon_url, 512), sizes: '512x512', type: 'image/webp', purpose: 'any' },
        ]
      : [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }];
    reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'public, max-age=300');
    return JSON.stringify({
      name: brand.name,
      short_name: brand.name,
      start_url: '/shop/home',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: brand.accent,
      icons,
    });
  });
};
