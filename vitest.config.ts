// One `vitest run` runs the unit, component and server tests of every workspace.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web', 'tools'],
  },
});
