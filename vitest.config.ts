// One `vitest run` runs the unit, component and server tests of every workspace.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/api-client',
      'packages/ui',
      'apps/server',
      'apps/web',
      'apps/console',
      'tools',
    ],
    // Vitest's default in run mode is one worker less than the cores: one on
    // CI's two. Most of a test file's time is waiting (the database, the
    // server's sockets), so two workers there take a third less time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
