import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Each test file creates its own databases, so files may run in parallel.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
