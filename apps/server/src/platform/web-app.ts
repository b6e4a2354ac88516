// Owns serving the built web app and uploads: hashed assets cached for ever, page routes fall back to index.html,
// unknown /api paths stay JSON 404s.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function registerWebApp(app: FastifyInstance, options: { webDist: string; uploadsDir: string }) {
  mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  });

  const hasWebApp = existsSync(path.join(options.webDist, 'index.html'));
  if (!hasWebApp) app.log.warn(`No built web app at ${options.webDist}: run "npm run build" to serve the shop's pages`);
  else {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (
      !hasWebApp ||
      !isPage ||
      pathname.startsWith('/api/') ||
      pathname === '/api' ||
      pathname.startsWith('/uploads/') ||
      path.extname(pathname)
    ) {
      return reply.status(404).send({ success: false, message: `No such endpoint: ${request.method} ${pathname}` });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', options.webDist);
  });
}
