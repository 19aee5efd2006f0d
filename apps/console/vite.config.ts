// The staff console is its own build, served by the server at /console/:
// none of its code reaches the guest app's bundles or first visit.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.HOSPES_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  base: '/console/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
  server: { proxy: { '/api': apiTarget } },
});
