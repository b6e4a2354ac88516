// Owns how React Router's framework mode builds the web app: server rendering on, route modules under src/app.
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  // dist/client (what browsers download) and dist/server (the render function the shop's server imports).
  buildDirectory: 'dist',
  ssr: true,
  // The whole route table (about thirty routes) goes with the first page: navigating never waits on a manifest request.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
