// Access to the web app build (apps/web/dist). It may be missing (not built
// yet) or be rebuilt while the server runs, so nothing is read at start.
import { access, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const PNG_ICON_SIZES = [192, 512];

export class WebDist {
  private index: { mtimeMs: number; html: string } | undefined;

  constructor(readonly dir: string) {}

  /** The built index.html, re-read only when the file changed; undefined when not built. */
  async indexHtml(): Promise<string | undefined> {
    const file = path.join(this.dir, 'index.html');
    try {
      const { mtimeMs } = await stat(file);
      if (this.index?.mtimeMs !== mtimeMs) {
        this.index = { mtimeMs, html: await readFile(file, 'utf8') };
      }
      return this.index.html;
    } catch {
      this.index = undefined;
      return undefined;
    }
  }

  /** Sizes of the PNG icons the build ships as `icons/icon-<size>.png`. */
  async pngIconSizes(): Promise<number[]> {
    const present = await Promise.all(
      PNG_ICON_SIZES.map((size) =>
        access(path.join(this.dir, 'icons', `icon-${size}.png`)).then(
          () => true,
          () => false,
        ),
      ),
    );
    return PNG_ICON_SIZES.filter((_, i) => present[i]);
  }
}
