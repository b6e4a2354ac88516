// Owns how the web app is served in development and bundled for production.
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type ProxyOptions } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The server refuses state-changing requests whose Origin is not the shop's. In development the browser's origin is
 * this dev server, which stands in for the shop, so the proxy presents the API's own origin instead.
 */
const toApi: ProxyOptions = {
  target: apiUrl,
  configure(proxy) {
    proxy.on('proxyReq', (proxyReq) => {
      if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', new URL(apiUrl).origin);
    });
  },
};

export default defineConfig({
  // Pinned so `vite --config apps/web/vite.config.ts` from the repository root behaves like `npm run dev -w apps/web`.
  root: webRoot,
  // React Router's framework mode (react-router.config.ts): route modules, server rendering, fast refresh.
  plugins: [tailwindcss(), reactRouter()],

  server: {
    port: 5173,
    // Trailing slashes so that, say, /developer or /apiary stay with the SPA.
    proxy: { '/api/': toApi, '/uploads/': toApi, '/dev/': toApi },
  },
  preview: { port: 4173 },
  build: {
    rolldownOptions: {
      onLog(level, log, handler) {
        // Libraries mark modules "use client" for React Server Components; this app has none to keep.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
});
