// A small stand-in for the web app build (apps/web/dist), shaped like
// `vite build` output with a relative base and vite-plugin-pwa's sw.js.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const FAKE_INDEX_HTML = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Hospes</title>
    <meta name="theme-color" content="#1f2d41" />
    <link rel="icon" type="image/svg+xml" href="./favicon.svg" />
    <link rel="apple-touch-icon" href="./icons/icon-192.png" />
    <script type="module" crossorigin src="./assets/index-Ab12Cd.js"></script>
    <link rel="stylesheet" crossorigin href="./assets/index-Ef34Gh.css">
  </head>
  <body>
    <div id="root">
      <div class="start-screen" data-start-screen>
        <img class="start-screen__icon" src="./icon.svg" alt="" width="96" height="96" />
      </div>
    </div>
  </body>
</html>
`;

/**
 * A stand-in for the web app's first view renderer (apps/web/dist-ssr,
 * docs/decisions/046): the model's name and language in markup with React's
 * markers, a leading preload, and no view for a login-first project.
 */
export const FAKE_FIRST_VIEW = `
export const FIRST_VIEW_MODULES = ['index.html', 'src/welcome.tsx'];
export async function renderFirstView({ projectId, lang, model }) {
  if (model.project_settings?.login?.blocking_splash_screen?.active) return null;
  if (model.name === 'Broken') throw new Error('render failed');
  return '<link rel="preload" as="image" href="/media/' + projectId + '/welcome.svg"/>' +
    '<main><h1>' + model.name + ' (' + lang + ')</h1><!--$--><p>weather</p><!--/$--></main>';
}
`;

export function createFakeDist(options: { pngIcons: boolean; firstView?: string }): {
  dir: string;
  remove(): void;
} {
  const root = mkdtempSync(path.join(tmpdir(), 'hospes-web-'));
  const dir = path.join(root, 'dist');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  if (options.firstView !== undefined) {
    mkdirSync(path.join(root, 'dist-ssr'));
    writeFileSync(path.join(root, 'dist-ssr', 'first-view.js'), options.firstView);
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(
      path.join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-Ab12Cd.js', css: ['assets/index-Ef34Gh.css'] },
        _start: { file: 'assets/start-1.js', css: ['assets/start-1.css'] },
        'src/welcome.tsx': {
          file: 'assets/welcome-2.js',
          imports: ['_start'],
          css: ['assets/welcome-2.css'],
        },
      }),
    );
  }
  writeFileSync(path.join(dir, 'index.html'), FAKE_INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd.js'), 'console.log("app");\n');
  writeFileSync(path.join(dir, 'assets', 'index-Ef34Gh.css'), 'body{margin:0}\n');
  writeFileSync(path.join(dir, 'assets', 'start-1.css'), '.start{display:block}\n');
  writeFileSync(path.join(dir, 'assets', 'welcome-2.css'), '.welcome{color:#123}\n');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});\n');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  writeFileSync(path.join(dir, '.env'), 'SECRET=1\n');
  if (options.pngIcons) {
    mkdirSync(path.join(dir, 'icons'));
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    writeFileSync(path.join(dir, 'icons', 'icon-192.png'), png);
    writeFileSync(path.join(dir, 'icons', 'icon-512.png'), png);
  }
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
