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
  ssr: {
    // The pages' server build bundles its packages, so it keeps only what the screens use: imported whole from
    // node_modules, lucide-react's ~1,600 icons and every Radix primitive took 60 MB of the server's idle memory.
    // React, React DOM and the router stay shared with React Router's request handler; zod with the server's bundle.
    noExternal: true,
    external: ['react', 'react-dom', 'react-router', 'zod'],
  },
  build: {
    rolldownOptions: {
      onLog(level, log, handler) {
        // Libraries mark modules "use client" for React Server Components; this app has none to keep.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 4 },
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](@tanstack|tailwind-merge|clsx|class-variance-authority)[\\/]/,
              tags: ['$initial'],
              priority: 3,
            },
            // Each icon is a module of its own: one file for those the screens use, not a request each.
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, tags: ['$initial'], priority: 2 },
            // What every page runs (the root, the session and the cart, the API client, the shop's words): one file.
            // A group takes in what its modules import, so it names only what a first visit runs: not the staff
            // area's frame, nor the product entity's image uploader (which brings Radix Dialog, and zod through the
            // contract's upload answer).
            {
              name: 'shell',
              test: /[\\/](apps[\\/]web[\\/]src[\\/](app[\\/](?!routes[\\/]|admin-shell[\\/])|lib[\\/]|entities[\\/]((session|cart|banner|review|delivery)[\\/]|product[\\/]product-)|components[\\/](ui[\\/](form|badge|input|label)\.tsx|line-options\.tsx))|packages[\\/]contract[\\/]src[\\/](money|messages|shop|pages|endpoint|option-lists|images)\.ts)/,
              tags: ['$initial'],
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
