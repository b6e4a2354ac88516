// Owns the web app's component tests: jsdom, Testing Library matchers, tests beside the code.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// Self-sufficient on purpose: the root config lists this folder in `test.projects`, and it also runs on its own.
export default defineConfig({
  root: webRoot,
  plugins: [react()],
  test: {
    name: 'web',
    root: webRoot,
    environment: 'jsdom',
    setupFiles: [fileURLToPath(new URL('./src/test-setup.ts', import.meta.url))],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
