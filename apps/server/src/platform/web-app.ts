// Owns serving the built web app and uploads: hashed assets cached for ever, page routes fall back to index.html
// (with the page's own title, description and Open Graph tags where the app knows them), unknown /api paths stay JSON 404s.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from './file-storage.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export type PageMeta = { title: string; description: string; image?: string; type?: 'website' | 'product' };

type Options = {
  webDist: string;
  uploads: FileStorage;
  publicUrl: string;
  /** The meta tags of a page the server can describe (a product page), or undefined. */
  pageMeta?: (pathname: string) => Promise<PageMeta | undefined>;
};

export async function registerWebApp(app: FastifyInstance, options: Options) {
  if (options.uploads.directory) {
    mkdirSync(options.uploads.directory, { recursive: true });
    await app.register(fastifyStatic, {
      root: options.uploads.directory,
      prefix: '/uploads/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
    });
  } else {
    // Uploads in a bucket are served through the app, so every instance answers the same URLs.
    app.get<{ Params: { name: string } }>('/uploads/:name', { schema: { hide: true } }, async (request, reply) => {
      const stream = await options.uploads.read(request.params.name);
      if (!stream) return reply.status(404).send({ success: false, message: 'No such image' });
      return reply.type('image/webp').header('cache-control', IMMUTABLE).send(stream);
    });
  }

  const indexFile = path.join(options.webDist, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (!indexHtml) app.log.warn(`No built web app at ${options.webDist}: run "npm run build" to serve the shop's pages`);
  else {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      index: ['index.html'],
      // `npm run build` writes .br and .gz beside each asset: sent as they are, never compressed per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (
      !indexHtml ||
      !isPage ||
      pathname === '/api' ||
      /^\/(api|uploads|assets)\//.test(pathname) ||
      path.extname(pathname)
    ) {
      return reply.status(404).send({ success: false, message: `No such endpoint: ${request.method} ${pathname}` });
    }
    const meta = options.pageMeta ? await options.pageMeta(pathname).catch(() => undefined) : undefined;
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return meta ? withMeta(indexHtml, meta, options.publicUrl + pathname, options.publicUrl) : indexHtml;
  });
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page's title and description replace the defaults; Open Graph tags let a shared link show the product. */
function withMeta(html: string, meta: PageMeta, url: string, publicUrl: string): string {
  const image = meta.image ? (meta.image.startsWith('http') ? meta.image : publicUrl + meta.image) : undefined;
  const og = [
    ['og:type', meta.type ?? 'website'],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', url],
    ...(image ? [['og:image', image]] : []),
    ['twitter:card', image ? 'summary_large_image' : 'summary'],
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escape(content!)}" />`)
    .join('\n    ');
  // Function replacers: a string replacement would read `$&`, `$\`` and `$'` in a product's text as patterns.
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escape(meta.title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, (_, open: string, close: string) => {
      return `${open}${escape(meta.description)}${close}`;
    })
    .replace('</head>', () => `    <link rel="canonical" href="${escape(url)}" />\n    ${og}\n  </head>`);
}
