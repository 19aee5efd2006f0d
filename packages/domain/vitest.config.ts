import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure functions and schemas: no test mocks a module, a global, a timer or
    // the environment, so the files of a worker share one module graph — zod
    // and the schemas load once per worker instead of once per file.
    isolate: false,
  },
});
