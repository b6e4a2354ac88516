// One test run for every workspace: `npm run test:unit` (e2e journeys run in Playwright, see e2e/).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
