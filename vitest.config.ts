// One test run for every workspace: `npm run test:unit` (e2e journeys run in Playwright, see e2e/).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker, which leaves a core idle while a file waits on a webhook, a
    // sweep or the mail sink; every server file has its own database, so two files at once share nothing.
    maxWorkers: 2,
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      // Repo tooling tests (e.g. the lint rules); they run ESLint on real files, hence the longer timeout.
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], testTimeout: 30_000 } },
    ],
  },
});
