// Owns how React Router's framework mode builds the web app: server rendering on, route modules under src/app.
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  // dist/client (what browsers download) and dist/server (the render function the shop's server imports).
  buildDirectory: 'dist',
  ssr: true,
  // React Router's default: a page carries only its own routes, and asks the server (/__manifest) for those its links
  // lead to once they are on the screen, so a first visit does not download the whole route table (~3.6 KB brotli).
  routeDiscovery: { mode: 'lazy' },
} satisfies Config;
