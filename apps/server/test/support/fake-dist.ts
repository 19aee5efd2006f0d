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

export function createFakeDist(options: { pngIcons: boolean }): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'hospes-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), FAKE_INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd.js'), 'console.log("app");\n');
  writeFileSync(path.join(dir, 'assets', 'index-Ef34Gh.css'), 'body{margin:0}\n');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});\n');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  writeFileSync(path.join(dir, '.env'), 'SECRET=1\n');
  if (options.pngIcons) {
    mkdirSync(path.join(dir, 'icons'));
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    writeFileSync(path.join(dir, 'icons', 'icon-192.png'), png);
    writeFileSync(path.join(dir, 'icons', 'icon-512.png'), png);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
