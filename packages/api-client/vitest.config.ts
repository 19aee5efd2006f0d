import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api-client',
    // Node has fetch, Response and Headers: no browser environment needed.
    environment: 'node',
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
  },
});
