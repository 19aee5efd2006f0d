// React's API on Preact in the production build (docs/decisions/015): the
// same components and hooks, a fraction of react-dom's size on the first
// visit. The end-to-end tests drive this build.
import { createRequire } from 'node:module';

const preactSource = (path: string) =>
  createRequire(import.meta.url)
    .resolve('preact/package.json')
    .replace(/package\.json$/, path);

// Preact's sources, not its minified builds: those name functions `z`, which
// the build treats as pure (vite.config.ts, zIsZod).
export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: preactSource('compat/client.mjs') },
  { find: /^react-dom$/, replacement: preactSource('compat/src/index.js') },
  { find: /^react\/jsx-runtime$/, replacement: preactSource('jsx-runtime/src/index.js') },
  { find: /^react\/jsx-dev-runtime$/, replacement: preactSource('jsx-runtime/src/index.js') },
  { find: /^react$/, replacement: preactSource('compat/src/index.js') },
  { find: /^preact\/compat$/, replacement: preactSource('compat/src/index.js') },
  { find: /^preact\/hooks$/, replacement: preactSource('hooks/src/index.js') },
  { find: /^preact$/, replacement: preactSource('src/index.js') },
];
