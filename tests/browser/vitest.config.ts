import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Browser tests: the real server and Debian's Chromium; not part of `npm test`. */
export default defineConfig({
  root,
  test: {
    environment: 'node',
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['tests/browser/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Each file starts its own server and browser; two cores take two at a time at most.
    maxWorkers: 2,
  },
});
