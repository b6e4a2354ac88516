// Owns how the web app is built (`npm run build`) and served in development (inside the server: platform/web-dev.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The staff area's sources, under src/: its features, its frame, its shared parts and its route modules. */
const STAFF_SOURCE = /^(features\/admin-[^/]+\/|app\/admin-shell\/|components\/admin\/|app\/routes\/admin[^/]*\.tsx$)/;

/** An icon's file name from the name it is imported by: `ShoppingBag` (or `ShoppingBagIcon`) is `shopping-bag`. */
const iconFile = (name: string) =>
  name
    .replace(/Icon$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

/**
 * The lucide icons the storefront's sources import, by file name: the icons a shopper's first visit downloads are
 * those, and not the staff area's (some thirty of them, ~1.6 KB brotli), which go with the staff screens' own chunks.
 */
function storefrontIcons(): Set<string> {
  const icons = new Set<string>();
  const sources = path.join(webRoot, 'src');
  for (const file of readdirSync(sources, { recursive: true, encoding: 'utf8' })) {
    const relative = file.split(path.sep).join('/');
    if (!/\.tsx?$/.test(relative) || /\.test\.tsx?$/.test(relative) || STAFF_SOURCE.test(relative)) continue;
    const text = readFileSync(path.join(sources, file), 'utf8');
    for (const [, imported = ''] of text.matchAll(/import \{([^}]+)\} from 'lucide-react'/g)) {
      for (const name of imported.split(',')) {
        const [original = ''] = name.trim().split(/\s+as\s+/);
        if (original) icons.add(iconFile(original));
      }
    }
  }
  return icons;
}
const shopIcons = storefrontIcons();

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
            // Each icon is a module of its own: one file for those the storefront uses (and lucide's own parts), not a
            // request each; the staff area's icons go with its screens.
            {
              name: 'icons',
              test: (id: string) => {
                const icon =
                  /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](icons[\\/]([^\\/]+)\.mjs|.*)$/.exec(id);
                return icon !== null && (icon[2] === undefined || shopIcons.has(icon[2]));
              },
              tags: ['$initial'],
              priority: 2,
            },
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
