// Owns how the web app is served in development and bundled for production.
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
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
  // The same React the component tests run (vitest.config.ts), with fast refresh in `npm run dev`.
  plugins: [react(), tailwindcss()],

  server: {
    port: 5173,
    // Trailing slashes so that, say, /developer or /apiary stay with the SPA.
    proxy: { '/api/': toApi, '/uploads/': toApi, '/dev/': toApi },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      onLog(level, log, handler) {
        // Libraries mark modules "use client" for React Server Components; a browser-only bundle has nothing to keep.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
      output: {
        codeSplitting: {
          // React and the router change far less often than our code: their own chunk stays cached across deploys.
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
