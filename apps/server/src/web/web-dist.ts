// Access to the web app build (apps/web/dist). It may be missing (not built
// yet) or be rebuilt while the server runs, so nothing is read at start:
// files are read when first asked for and then answered from memory, with
// their compressed forms — from the build (`.br`/`.gz` beside each file,
// written by the web build) or, for a build without them, compressed once
// here. A new build (index.html changed) empties the memory.
import { access, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { compressBest, contentEtag, type EncodedBody } from '../http/encoded-body.ts';
import { containedFile } from './contained-file.ts';

const PNG_ICON_SIZES = [192, 512];

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Text formats: worth compressing. Images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
  '.map',
]);

/** Files above this are streamed from disk instead of kept in memory. */
const MAX_CACHED_BYTES = 8 * 1024 * 1024;

export interface DistFile {
  body: EncodedBody;
  contentType: string;
}

export class WebDist {
  private index: { mtimeMs: number; html: string } | undefined;
  private files = new Map<string, DistFile>();

  constructor(readonly dir: string) {}

  /** The built index.html, re-read only when the file changed; undefined when not built. */
  async indexHtml(): Promise<string | undefined> {
    return (await this.currentIndex())?.html;
  }

  /** The built index.html and its mtime (which changes with every build); undefined when not built. */
  async currentIndex(): Promise<{ mtimeMs: number; html: string } | undefined> {
    const file = path.join(this.dir, 'index.html');
    try {
      const { mtimeMs } = await stat(file);
      if (this.index?.mtimeMs !== mtimeMs) {
        this.index = { mtimeMs, html: await readFile(file, 'utf8') };
        this.files.clear();
      }
      return this.index;
    } catch {
      this.index = undefined;
      this.files.clear();
      return undefined;
    }
  }

  /**
   * A file of the build, from memory after the first time. Hashed assets
   * (`assets/…`) never change under their name, so they are answered
   * without looking at the disk; other files (sw.js) are checked against
   * the build's index.html, so a rebuild reaches guests at once. Undefined
   * for a file that is missing, outside the build folder, or too large to
   * keep (the caller streams it then).
   */
  async file(relative: string): Promise<DistFile | undefined> {
    if (!relative.startsWith('assets/')) await this.currentIndex();
    const cached = this.files.get(relative);
    if (cached) return cached;
    const found = await containedFile(this.dir, relative);
    if (!found || found.size > MAX_CACHED_BYTES) return undefined;
    const identity = await readFile(found.path);
    const ext = path.extname(relative).toLowerCase();
    const compressed = COMPRESSIBLE.has(ext) ? await this.compressed(found.path, identity) : {};
    const file: DistFile = {
      body: { identity, ...compressed, etag: contentEtag(identity) },
      contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    };
    this.files.set(relative, file);
    return file;
  }

  /** The build's `.br`/`.gz` of a file when both are there, else compressed now (once). */
  private async compressed(file: string, identity: Buffer) {
    try {
      const [br, gzip] = await Promise.all([readFile(`${file}.br`), readFile(`${file}.gz`)]);
      return { br, gzip };
    } catch {
      return compressBest(identity);
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
