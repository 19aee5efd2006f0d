// One build serves every project: the server serves dist/ under /{projectId}/ and
// writes title, theme colour, manifest link and <meta name="hospes-project"> into
// index.html. Hence a relative base, no manifest from the PWA plugin, and a
// service worker at the dist root that is registered relative (own scope per project).
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.HOSPES_API_URL ?? 'http://localhost:8080';

/**
 * react-router's package exports only its development build; the production
 * one (same code, `ENABLE_DEV_WARNINGS = false`) lets the bundler drop the
 * warnings: smaller and faster first route (docs/performance.md).
 */
function reactRouterProductionBuild(): string {
  const development = createRequire(import.meta.url).resolve('react-router');
  const production = development.replace(
    /([\\/])development([\\/])index\.m?js$/,
    '$1production$2index.mjs',
  );
  if (production === development || !existsSync(production)) {
    throw new Error(`No production build of react-router next to ${development}`);
  }
  return production;
}

/**
 * zod schemas are built at the top level of the domain's modules, and the
 * bundler cannot know that building one has no side effects: one import of
 * a rule from such a module would pull in zod (25 KiB gzip) and every schema
 * there. `treeshake.manualPureFunctions: ['z']` tells it, so that the first
 * route carries zod only when it really parses something
 * (docs/performance.md). This plugin makes sure that `z` is always zod: a
 * module that calls a `z(…)`/`z.x(…)` without importing zod fails the build.
 */
function zIsZod(): Plugin {
  const call = /(?<![\w$.])z\s*(?:\.\s*[\w$]+\s*)*\(/;
  const importsZod = /\bfrom\s*['"]zod(?:\/[^'"]*)?['"]/;
  const comments = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
  return {
    name: 'hospes:z-is-zod',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/zod/') || !call.test(code) || importsZod.test(code)) return;
      if (call.test(code.replace(comments, ''))) {
        this.error(`${id} calls a "z" that is not zod, which the build treats as pure`);
      }
    },
  };
}

/**
 * The document scan's OCR (tesseract.js) from our own origin, never a CDN
 * (docs/decisions/053): its worker, the WebAssembly cores with the classic
 * engine (one is chosen by the device's SIMD support) and the English
 * trained data, copied to `ocr/` of the build. Not precached: only a guest
 * who scans downloads them.
 */
function ocrAssets(): Plugin {
  const require = createRequire(import.meta.url);
  const files = (): [string, string][] => {
    const tesseract = dirname(require.resolve('tesseract.js/package.json'));
    const core = join(tesseract, '..', 'tesseract.js-core');
    const eng = dirname(require.resolve('@tesseract.js-data/eng'));
    return [
      [join(tesseract, 'dist', 'worker.min.js'), 'worker.min.js'],
      ...['', '-simd', '-relaxedsimd'].map((v): [string, string] => [
        join(core, `tesseract-core${v}.wasm.js`),
        `tesseract-core${v}.wasm.js`,
      ]),
      [join(eng, '4.0.0', 'eng.traineddata.gz'), 'eng.traineddata.gz'],
    ];
  };
  let outDir = 'dist';
  return {
    name: 'hospes:ocr-assets',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = /\/ocr\/([\w.-]+)$/.exec(req.url ?? '')?.[1];
        const source = files().find(([, file]) => file === name)?.[0];
        if (!source) return next();
        res.end(readFileSync(source));
      });
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      handler() {
        mkdirSync(join(outDir, 'ocr'), { recursive: true });
        for (const [source, file] of files()) copyFileSync(source, join(outDir, 'ocr', file));
      },
    },
  };
}

/**
 * Writes `x.br` (brotli 11) and `x.gz` (gzip 9) beside every text file of the
 * build, once, so that the server answers them from memory without
 * compressing per request (docs/performance.md "Server").
 */
function precompress(): Plugin {
  const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'hospes:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of walk(outDir).filter((f) => TEXT.test(f))) {
          const bytes = readFileSync(file);
          const br = brotliCompressSync(bytes, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          });
          writeFileSync(`${file}.br`, br);
          writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        }
      },
    },
  };
}

type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
};

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const ZOD_CLASSIC = /[\\/]node_modules[\\/]zod[\\/](?:index\.|v4[\\/]index\.|v4[\\/]classic[\\/])/;
const DOMAIN = /[\\/]packages[\\/]domain[\\/]src[\\/]/;

const importsZod = (id: string, ctx: ModuleGraph) =>
  ctx.getModuleInfo(id)?.importedIds.some((imported) => ZOD.test(imported)) === true;

/**
 * zod, and each of the domain's modules that build schemas: chunks of their
 * own, loaded by the pages that parse something. Not part of the start
 * chunk, so that the start never imports zod for a schema that only a later
 * page uses (first-route-size.mjs says when the start imports zod). One
 * chunk per schema module: loading one does not build all the others.
 */
function schemaChunk(id: string, ctx: ModuleGraph): string | null {
  // zod's core (all that zod/mini needs: the schemas a first visit parses
  // are written with zod/mini) apart from the classic API the other schemas
  // use: a first visit does not download the classic layer.
  if (ZOD_CLASSIC.test(id)) return 'zod';
  if (ZOD.test(id)) return 'zod-core';
  if (!DOMAIN.test(id) || !importsZod(id, ctx)) return null;
  return `schema-${id
    .replace(/.*[\\/]src[\\/]/, '')
    .replace(/\.ts$/, '')
    .replace(/[\\/]/g, '-')}`;
}

/**
 * One chunk for what the app (`app`: src/app/boot.ts) imports statically,
 * instead of some forty small shared ones that over HTTP/1.1 (six
 * connections) queue behind each other (docs/performance.md: Lighthouse
 * 66 → 80 with the same code). Pages stay their own chunks. What the entry
 * (`entry`: src/main.ts, which loads the app after the first paint) imports
 * itself stays in the entry: otherwise the page would load the start chunk
 * before its first paint.
 */
function startChunkOf(app: string, entry: string) {
  let start: Set<string> | undefined;
  const collect = (id: string, ctx: ModuleGraph, seen: Set<string>) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) collect(imported, ctx, seen);
  };
  return (id: string, ctx: ModuleGraph): string | null => {
    if (!start) {
      const own = new Set<string>();
      if (ctx.getModuleInfo(entry)) collect(entry, ctx, own);
      start = new Set();
      if (ctx.getModuleInfo(app)) collect(app, ctx, start);
      for (const id of own) start.delete(id);
    }
    return start.has(id) ? 'start' : null;
  };
}

/**
 * The server's renderer of the first view (src/ssr/first-view.tsx,
 * docs/decisions/046): the same components for Node, into dist-ssr/. The
 * workspace packages are bundled; react and the other libraries are the
 * server's node_modules.
 */
const ssrBuild = defineConfig({
  base: './',
  publicDir: false,
  plugins: [zIsZod(), react()],
  ssr: { noExternal: [/^@hospes\//] },
  build: {
    target: 'node20',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    ssr: 'src/ssr/first-view.tsx',
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
});

export default defineConfig(({ mode, isSsrBuild }) =>
  isSsrBuild
    ? ssrBuild
    : {
        base: './',
        resolve: {
          alias:
            mode === 'production'
              ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild() }]
              : [],
        },
        plugins: [
          zIsZod(),
          react(),
          ocrAssets(),
          VitePWA({
            // Our own worker (src/sw.ts): its runtime caches are named per project,
            // which generateSW's fixed cache names cannot be (spec §9).
            strategies: 'injectManifest',
            srcDir: 'src',
            filename: 'sw.ts',
            // The server writes each project's manifest link into index.html.
            manifest: false,
            // src/app/service-worker.ts registers './sw.js' with scope './' itself.
            injectRegister: false,
            injectManifest: {
              globPatterns: ['**/*.{html,js,css,svg,png,woff2}'],
              // The document scan (its code and the OCR's several MB) comes only to a guest who scans.
              globIgnores: ['ocr/**', 'assets/scan-*'],
            },
          }),
          precompress(),
        ],
        server: {
          proxy: {
            '/api': apiTarget,
            '/media': apiTarget,
          },
        },
        build: {
          target: 'es2022',
          // The server reads which CSS the first view needs (apps/server/src/web/first-view.ts).
          manifest: true,
          rolldownOptions: {
            treeshake: { manualPureFunctions: ['z'] },
            output: {
              codeSplitting: {
                groups: [
                  // The document scan's client code (tesseract.js, mrz): named, so that the
                  // service worker leaves it out like the OCR data (globIgnores below).
                  {
                    name: 'scan-ocr',
                    test: /[\\/]node_modules[\\/](tesseract\.js|mrz|wasm-feature-detect|is-url|bmp-js|zlibjs|regenerator-runtime|is-electron|idb-keyval)[\\/]/,
                    priority: 3,
                  },
                  // Not their dependencies (constants, rules): the start needs those.
                  { name: schemaChunk, priority: 2, includeDependenciesRecursively: false },
                  {
                    name: startChunkOf(
                      fileURLToPath(new URL('src/app/boot.ts', import.meta.url)),
                      fileURLToPath(new URL('src/main.ts', import.meta.url)),
                    ),
                    priority: 1,
                    // The group is a whole static graph already; recursion would pull the entry's own
                    // modules (the preload helper) into it.
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      },
);
