// Owns how the web app is built (`npm run build`) and served in development (inside the server: platform/web-dev.ts).
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  // Pinned so the server's Vite (`npm run dev`) and the builds find the app from any working directory.
  root: webRoot,
  // React Router's framework mode (react-router.config.ts): route modules, server rendering, fast refresh.
  plugins: [tailwindcss(), reactRouter()],
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
