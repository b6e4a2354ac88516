// One test run for every workspace: `npm run test:unit` (e2e journeys run in Playwright, see e2e/).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      // Repo tooling tests (e.g. the lint rules); they run ESLint on real files, hence the longer timeout.
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], testTimeout: 30_000 } },
    ],
  },
});
