// Owns the web app in development (`npm run dev`): Vite in middleware mode inside this process, so pages render on
// the server from the source as it is, with fast refresh, on the shop's one port.
import path from 'node:path';
import type { PageRenderer, WebServerEntry } from '@shop/contract/pages';
import type { FastifyInstance } from 'fastify';

/** Files the server answers itself (the web app manifest, robots.txt, the sitemap), though they have an extension. */
const SERVER_FILES = new Set(['/manifest.webmanifest', '/robots.txt', '/sitemap.xml']);

/** Vite's own requests: its client, modules by path, pre-bundled dependencies, and files with an extension. */
function isViteRequest(url: string): boolean {
  const pathname = url.split('?')[0]!;
  if (/^\/(api|uploads|dev)\//.test(pathname)) return false;
  if (SERVER_FILES.has(pathname)) return false;
  return /^\/(@|node_modules\/|src\/)/.test(pathname) || (path.extname(pathname) !== '' && !pathname.endsWith('.data'));
}

/** Starts Vite for the web app at `webRoot` and answers its requests; the renderer loads the current source. */
export async function startWebDev(app: FastifyInstance, webRoot: string): Promise<() => Promise<PageRenderer>> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(webRoot, 'vite.config.ts'),
    // Fast refresh's socket on the shop's own port: the page policy allows connections to 'self' only.
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  app.addHook('onClose', () => vite.close());
  app.addHook('onRequest', (request, reply, done) => {
    if (!isViteRequest(request.url)) return done();
    reply.hijack();
    vite.middlewares(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.end();
    });
  });
  return async () => {
    const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as {
      entry: { module: WebServerEntry };
    };
    return build.entry.module.createPageRenderer(build, 'development');
  };
}
